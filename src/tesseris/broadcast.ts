/**
 * What a server sends: a spectator's view, and one message per seat after each step (ruling S8).
 *
 * @module
 */
import { eventsForPlayer, type TesserisEvent } from './events.js';
import type { TesserisState, TesserisView } from './types.js';
import { viewOf } from './view.js';

/** What a spectator may see: a seat's view without any hand. */
export type TesserisSpectatorView = Omit<TesserisView, 'viewer' | 'hand'>;

/**
 * What a spectator may see: every objective, each pile's top card and size, the hands' and the main pile's
 * sizes; no hand, no hidden card. A copy that shares nothing with the state.
 *
 * @param state - the full state.
 */
export function spectatorView(state: TesserisState): TesserisSpectatorView {
  const { viewer: _viewer, hand: _hand, ...open } = viewOf(state, 0);
  return open;
}

/**
 * A step's events as a spectator may see them: every secret card hidden.
 *
 * @param events - the step's events.
 */
export function eventsForSpectator(events: readonly TesserisEvent[]): TesserisEvent[] {
  return eventsForPlayer(events, -1);
}

/** One seat's message after a step. */
export interface SeatMessage {
  /** The seat. */
  readonly seat: number;
  /** Its view of the new state. */
  readonly view: TesserisView;
  /** The step's events with the cards this seat may not know hidden. */
  readonly events: readonly TesserisEvent[];
}

/**
 * One message per seat after a step: its view of the new state and its version of the events.
 *
 * @param state - the state after the step.
 * @param events - the step's events.
 */
export function broadcast(state: TesserisState, events: readonly TesserisEvent[]): SeatMessage[] {
  return state.hands.map((_, seat) => ({ seat, view: viewOf(state, seat), events: eventsForPlayer(events, seat) }));
}
