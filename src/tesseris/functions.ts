/**
 * Tesseris' functions by name: the members of the `tesseris` module object (`GameModule`), each one also exported
 * from `tessera-engine/tesseris` with its own documentation, so that a front-end can import just what it uses.
 *
 * @module
 */
import type { Transition } from '../core/game.js';
import { seatError } from '../core/options.js';
import { ok, type Result } from '../core/result.js';
import { tesserisGame } from './game.js';
import type { TesserisEvent } from './rules/events.js';
import type { TesserisErrorCode, TesserisMove, TesserisPhase, TesserisState, TesserisView } from './types.js';
import { viewOf } from './views/view.js';

/**
 * Every legal move of the player to act; empty once the game is over, and for anything that is no state of
 * the game.
 *
 * @param state - the full state.
 *
 * @example
 * ```ts
 * import { formatMove, legalMoves, setup, unwrap } from 'tessera-engine/tesseris';
 *
 * const moves = legalMoves(unwrap(setup({ players: 3, seed: 'doc' })));
 * console.log(moves.slice(0, 4).map(formatMove)); // => [ 'd4>p0', 'd4>p1', 'd4>p2', 'd4>p3' ]
 * ```
 */
export function legalMoves(state: TesserisState): TesserisMove[] {
  return tesserisGame.legalMoves(state);
}

/**
 * The acting player's legal moves, computed from their own view alone. A view of any other seat lists
 * none, since it does not show the acting player's hand.
 *
 * @param view - a player's view.
 *
 * @example
 * ```ts
 * import { legalMoves, legalMovesForView, playerView, setup, unwrap } from 'tessera-engine/tesseris';
 *
 * const state = unwrap(setup({ players: 3, seed: 'doc' }));
 * // A client that holds only its own view lists the same moves as the server.
 * console.log(legalMovesForView(unwrap(playerView(state, 0))).length === legalMoves(state).length); // => true
 * console.log(legalMovesForView(unwrap(playerView(state, 1))).length); // => 0
 * ```
 */
export function legalMovesForView(view: TesserisView): TesserisMove[] {
  return tesserisGame.legalMovesForView(view);
}

/**
 * Checks any JSON value as a move for a state, without throwing. The state is trusted: one from `setup`,
 * `applyMove` or `loadState` (`docs/pitfalls.md`).
 *
 * @param state - the full state.
 * @param move - any value.
 * @returns the parsed move, or a typed error whose code says why it is malformed or illegal.
 *
 * @example
 * ```ts
 * import { discardToPile, setup, unwrap, validateMove } from 'tessera-engine/tesseris';
 *
 * const state = unwrap(setup({ players: 3, seed: 'doc' }));
 * console.log(validateMove(state, discardToPile(0, 4, 0)).ok); // => true
 * const notHeld = validateMove(state, discardToPile(0, 5, 0));
 * console.log(notHeld.ok || notHeld.error.code); // => card-not-in-hand
 * ```
 */
export function validateMove(state: TesserisState, move: unknown): Result<TesserisMove, TesserisErrorCode> {
  return tesserisGame.validateMove(state, move);
}

/**
 * Applies a move. The input state is never changed; the new state shares every container the move left
 * alone. The events hold every card; send each player {@link eventsForPlayer}'s version only.
 *
 * @param state - the current state.
 * @param move - any value; it is checked first.
 * @returns the next state and the step's events, or a typed error with nothing changed.
 *
 * @example
 * ```ts
 * import { applyMove, discardToPile, setup, unwrap } from 'tessera-engine/tesseris';
 *
 * const state = unwrap(setup({ players: 3, seed: 'doc' }));
 * const { state: next, events } = unwrap(applyMove(state, discardToPile(0, 4, 0)));
 * console.log(next.piles[0]!.at(-1), events[0]); // => 4 { type: 'card-discarded', player: 0, card: 4, pile: 0 }
 * ```
 */
export function applyMove(state: TesserisState, move: unknown): Result<Transition<TesserisState, TesserisEvent>, TesserisErrorCode> {
  return tesserisGame.applyMove(state, move);
}

/**
 * The seat that must move next, or `null` once the game is over.
 *
 * @param state - a state or a view.
 *
 * @example
 * ```ts
 * import { currentPlayer, setup, unwrap } from 'tessera-engine/tesseris';
 *
 * console.log(currentPlayer(unwrap(setup({ players: 4, seed: 1, startingSeat: 3 })))); // => 3
 * ```
 */
export function currentPlayer(state: { readonly phase: TesserisState['phase']; readonly turn: number }): number | null {
  return state.phase === 'over' ? null : state.turn;
}

/**
 * The current phase: the acting player's step, `"discard"` or `"draw"`, or `"over"`.
 *
 * @param state - a state or a view.
 *
 * @example
 * ```ts
 * import { applyMove, discardToPile, phase, setup, unwrap } from 'tessera-engine/tesseris';
 *
 * const state = unwrap(setup({ players: 3, seed: 'doc' }));
 * console.log(phase(state)); // => discard
 * console.log(phase(unwrap(applyMove(state, discardToPile(0, 4, 0))).state)); // => draw
 * ```
 */
export function phase(state: { readonly phase: TesserisPhase }): TesserisPhase {
  return state.phase;
}

/**
 * The current round, from 1.
 *
 * @param state - a state or a view.
 *
 * @example
 * ```ts
 * import { applyMove, greedyBot, playerView, round, setup, unwrap } from 'tessera-engine/tesseris';
 *
 * let state = unwrap(setup({ players: 2, seed: 'doc' }));
 * console.log(round(state)); // => 1
 * while (round(state) === 1) state = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, state.turn)))))).state;
 * console.log(round(state), state.history); // => 2 [ [ 3, 4 ] ]
 * ```
 */
export function round(state: { readonly round: number }): number {
  return state.round;
}

/**
 * What one seat may see (ruling S8).
 *
 * @param state - the full state.
 * @param seat - a seat of the game.
 * @returns the view, or an `invalid-seat` error.
 *
 * @example
 * ```ts
 * import { playerView, setup, unwrap } from 'tessera-engine/tesseris';
 *
 * const state = unwrap(setup({ players: 3, seed: 'doc' }));
 * const view = unwrap(playerView(state, 0));
 * console.log(view.hand.length, view.handSizes, 'hands' in view); // => 4 [ 4, 4, 4 ] false
 * ```
 */
export function playerView(state: TesserisState, seat: number): Result<TesserisView, TesserisErrorCode> {
  return seatError(seat, state.players) ?? ok(viewOf(state, seat));
}
