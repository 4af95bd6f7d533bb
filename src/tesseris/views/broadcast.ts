/**
 * What a server sends: a spectator's view, and one message per seat after each step (ruling S8).
 *
 * @module
 */
import { eventsForPlayer, type TesserisEvent } from '../rules/events.js';
import type { TesserisState, TesserisView } from '../types.js';
import { knowledgeOf } from './knowledge.js';
import { viewOf } from './view.js';

/**
 * What a spectator may see: a seat's view without any hand, with what every seat saw as its knowledge.
 *
 * @example
 * ```ts
 * import { applyMove, greedyBot, playerView, setup, spectatorView, unwrap, type TesserisSpectatorView } from 'tessera-engine/tesseris';
 *
 * let state = unwrap(setup({ players: 2, seed: 1 }));
 * for (let move = 0; move < 4; move++) state = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, state.turn)))))).state;
 * // A stream's overlay: the hands' sizes, and the cards everyone saw go into a hand (seat 2 took a pile's top).
 * const table: TesserisSpectatorView = spectatorView(state);
 * console.log(table.handSizes, table.knowledge.held); // => [ 4, 4 ] [ [], [ 19 ] ]
 * ```
 */
export type TesserisSpectatorView = Omit<TesserisView, 'viewer' | 'hand'>;

/**
 * What a spectator may see: every objective, each pile's top card and size, the hands' and the main pile's
 * sizes; no hand, no hidden card. Its `knowledge` is what is public to everyone (ruling S9): the covered cards,
 * a rebuilt main pile's content less the cards seen leaving it, and the cards seen drawn from a pile's top
 * into a hand, until played or until a theft from that hand. A copy that shares nothing with the state.
 *
 * @param state - the full state.
 *
 * @example
 * ```ts
 * import { setup, spectatorView, unwrap } from 'tessera-engine/tesseris';
 *
 * const table = spectatorView(unwrap(setup({ players: 3, seed: 1 })));
 * console.log('hands' in table, 'hand' in table, table.handSizes); // => false false [ 4, 4, 4 ]
 * console.log(table.knowledge.held, table.knowledge.unaccounted.length); // => [ [], [], [] ] 56
 * ```
 */
export function spectatorView(state: TesserisState): TesserisSpectatorView {
  const { viewer: _viewer, hand: _hand, ...open } = viewOf(state, 0);
  return { ...open, knowledge: knowledgeOf(state, state.players) };
}

/**
 * A step's events as a spectator may see them: every secret card hidden.
 *
 * @param events - the step's events.
 *
 * @example
 * ```ts
 * import { eventsForSpectator, start, unwrap } from 'tessera-engine/tesseris';
 *
 * const { events } = unwrap(start({ players: 3, seed: 'doc' }));
 * const dealt = eventsForSpectator(events).find((event) => event.type === 'hands-dealt');
 * console.log(JSON.stringify(dealt).includes('null')); // => true
 * ```
 */
export function eventsForSpectator(events: readonly TesserisEvent[]): TesserisEvent[] {
  return eventsForPlayer(events, -1);
}

/**
 * One seat's message after a step.
 *
 * @example
 * ```ts
 * import { broadcast, start, unwrap, type SeatMessage } from 'tessera-engine/tesseris';
 *
 * // A server sends each seat its own message, as JSON, on that seat's connection.
 * const sent = new Map<number, string>();
 * const send = (message: SeatMessage) => sent.set(message.seat, JSON.stringify(message));
 * const { state, events } = unwrap(start({ players: 2, seed: 1 }));
 * broadcast(state, events).forEach(send);
 * // Seat 1's message holds its own hand, and not seat 2's.
 * const hand = (seat: number) => JSON.stringify(state.hands[seat]).slice(1, -1);
 * console.log(sent.size, sent.get(0)!.includes(hand(0)), sent.get(0)!.includes(hand(1))); // => 2 true false
 * ```
 */
export interface SeatMessage {
  /** The seat. */
  readonly seat: number;
  /** Its view of the new state. */
  readonly view: TesserisView;
  /** The step's events with the cards this seat may not know hidden. */
  readonly events: readonly TesserisEvent[];
}

/**
 * One message per seat after a step: its view of the new state and its version of the events. Each message
 * is the seat's own copy: it shares nothing with the state, the step's events or another seat's message.
 *
 * @param state - the state after the step.
 * @param events - the step's events; none unless given (after `setup`, `loadState` or a reconnect, say). Events
 *   the engine did not make are trusted as the engine's are, but never make it throw: a value that is no list
 *   reads as none, and an item that cannot be read is left out.
 *
 * @example
 * ```ts
 * import { applyMove, broadcast, legalMoves, setup, unwrap } from 'tessera-engine/tesseris';
 *
 * const state = unwrap(setup({ players: 3, seed: 'doc' }));
 * const step = unwrap(applyMove(state, legalMoves(state)[0]));
 * // One message per seat, each with that seat's view and the events it may see.
 * console.log(broadcast(step.state, step.events).map(({ seat, view }) => [seat, view.hand.length])); // => [ [ 0, 3 ], [ 1, 4 ], [ 2, 4 ] ]
 * ```
 */
export function broadcast(state: TesserisState, events: readonly TesserisEvent[] = []): SeatMessage[] {
  return state.hands.map((_, seat) => ({ seat, view: viewOf(state, seat), events: eventsForPlayer(events, seat) }));
}
