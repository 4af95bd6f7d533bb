/**
 * What a server sends: a spectator's view, and one message per seat after each step.
 *
 * @module
 */
import { readableEvents } from '../../core/copy.js';
import type { TesseraEvent } from '../rules/events.js';
import type { TesseraPosition, TesseraState, TesseraView } from '../types.js';
import { playerView } from './view.js';

/**
 * What a spectator may see: the whole position without the seed and the generator (in Tessera every player
 * sees the same), as a copy that shares nothing with the state.
 *
 * @param state - the full state.
 *
 * @example
 * ```ts
 * import { setup, spectatorView, unwrap } from 'tessera-engine/tessera';
 *
 * const position = spectatorView(unwrap(setup({ players: 2, seed: 1 })));
 * console.log('viewer' in position, 'rng' in position); // => false false
 * ```
 */
export function spectatorView(state: TesseraState): TesseraPosition {
  const { viewer: _viewer, ...position } = playerView(state, 0);
  return position;
}

/**
 * One seat's message after a step.
 *
 * @example
 * ```ts
 * import { applyMove, broadcast, legalMoves, setup, unwrap, type SeatMessage } from 'tessera-engine/tessera';
 *
 * // A server's step: each seat's own copy, so that a client's change cannot reach another seat's message.
 * const state = unwrap(setup({ players: 3, seed: 1 }));
 * const step = unwrap(applyMove(state, legalMoves(state)[0]));
 * const messages: SeatMessage[] = broadcast(step.state, step.events);
 * console.log(messages.map(({ seat, view, events }) => [seat, view.viewer, events.length])); // => [ [ 0, 0, 3 ], [ 1, 1, 3 ], [ 2, 2, 3 ] ]
 * console.log(messages[0]!.events[0] === messages[1]!.events[0]); // => false
 * ```
 */
export interface SeatMessage {
  /** The seat. */
  readonly seat: number;
  /** Its view of the new state. */
  readonly view: TesseraView;
  /** The step's events, this seat's own copy; Tessera's events hold no secret, so every seat gets them all. */
  readonly events: readonly TesseraEvent[];
}

/**
 * One message per seat after a step: its view of the new state and the events it may see. Each message is
 * the seat's own copy: it shares nothing with the state, the step's events or another seat's message.
 *
 * @param state - the state after the step.
 * @param events - the step's events; none unless given (after `setup`, `loadState` or a reconnect, say). Events
 *   the engine did not make are trusted as the engine's are, but never make it throw: a value that is no list
 *   reads as none, and an item that cannot be read is left out.
 *
 * @example
 * ```ts
 * import { applyMove, broadcast, legalMoves, setup, unwrap } from 'tessera-engine/tessera';
 *
 * const state = unwrap(setup({ players: 3, seed: 1 }));
 * const step = unwrap(applyMove(state, legalMoves(state)[0]));
 * const messages = broadcast(step.state, step.events); // one per seat: send each to its player
 * console.log(messages.map(({ seat, view }) => [seat, view.viewer])); // => [ [ 0, 0 ], [ 1, 1 ], [ 2, 2 ] ]
 * ```
 */
export function broadcast(state: TesseraState, events: readonly TesseraEvent[] = []): SeatMessage[] {
  return state.boards.map((_, seat) => ({ seat, view: playerView(state, seat), events: readableEvents(events) }));
}
