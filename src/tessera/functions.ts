/**
 * Tessera's functions by name: the members of the `tessera` module object (`GameModule`), each one also exported
 * from `tessera-engine/tessera` with its own documentation, so that a front-end can import just what it uses.
 *
 * @module
 */
import type { Transition } from '../core/game.js';
import { seatError } from '../core/options.js';
import { ok, type Result } from '../core/result.js';
import { tesseraGame } from './game.js';
import type { TesseraEvent } from './rules/events.js';
import type { TesseraErrorCode, TesseraMove, TesseraPhase, TesseraPosition, TesseraState, TesseraView } from './types.js';
import { playerView as viewOf } from './views/view.js';

/**
 * Every legal move of the player to act, in the move generator's order: displays, then the centre; kinds by
 * code; lines top to bottom, then the floor. During the tiling phase these are the placement choices. Empty
 * once the game is over, and for a value it cannot read as a position at all (`null`, a Tesseris state), rather
 * than throw; like every function of a state, it trusts a position the engine made or loaded, so a made-up one
 * gets a made-up answer (`docs/pitfalls.md`). The move objects are frozen and shared between calls: copy one to change it.
 *
 * @param position - a state, or the acting player's view.
 *
 * @example
 * ```ts
 * import { legalMoves, setup, unwrap } from 'tessera-engine/tessera';
 *
 * const moves = legalMoves(unwrap(setup({ players: 2, seed: 'doc' })));
 * console.log(moves.length, moves[0]); // => 90 { type: 'draft', player: 0, source: 0, kind: 2, destination: 0 }
 * ```
 */
export function legalMoves(position: TesseraPosition): TesseraMove[] {
  return tesseraGame.legalMoves(position);
}

/**
 * The legal moves of a view's own seat, computed from the view alone: what a client offers its player. A view
 * of a seat that is not to act lists none, so a client written this way lets only the seat to act click
 * (`legalMoves` of any position lists the moves of the seat to act, whoever looks).
 *
 * @param view - a seat's view, from {@link playerView}.
 *
 * @example
 * ```ts
 * import { legalMoves, legalMovesForView, playerView, setup, unwrap } from 'tessera-engine/tessera';
 *
 * const state = unwrap(setup({ players: 2, seed: 'doc' }));
 * console.log(legalMovesForView(unwrap(playerView(state, 0))).length === legalMoves(state).length); // => true
 * console.log(legalMovesForView(unwrap(playerView(state, 1)))); // => []
 * ```
 */
export function legalMovesForView(view: TesseraView): TesseraMove[] {
  return tesseraGame.legalMovesForView(view);
}

/**
 * The current phase: `"drafting"`, `"tiling"` while a player chooses a full line's wall slot, or `"over"`.
 *
 * @param state - a state or a view.
 *
 * @example
 * ```ts
 * import { phase, setup, unwrap } from 'tessera-engine/tessera';
 *
 * console.log(phase(unwrap(setup({ players: 2, seed: 'doc' })))); // => drafting
 * ```
 */
export function phase(state: { readonly phase: TesseraPhase }): TesseraPhase {
  return state.phase;
}

/**
 * The current round, from 1.
 *
 * @param state - a state or a view.
 *
 * @example
 * ```ts
 * import { applyMove, greedyBot, playerView, round, setup, unwrap } from 'tessera-engine/tessera';
 *
 * let state = unwrap(setup({ players: 2, seed: 'doc' }));
 * console.log(round(state)); // => 1
 * while (round(state) === 1) state = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, state.turn)))))).state;
 * console.log(round(state), state.phase); // => 2 drafting
 * ```
 */
export function round(state: { readonly round: number }): number {
  return state.round;
}

/**
 * Checks any JSON value as a move for a state, without throwing. The state is trusted: one from `setup`,
 * `applyMove` or `loadState` (`docs/pitfalls.md`).
 *
 * @param state - a state or a view.
 * @param move - any value.
 * @returns the move, parsed, or a typed error whose code says why it is malformed or illegal.
 *
 * @example
 * ```ts
 * import { draftMove, setup, unwrap, validateMove } from 'tessera-engine/tessera';
 *
 * const state = unwrap(setup({ players: 2, seed: 'doc' }));
 * // draftMove(player, source, kind, destination): kind 2 is red.
 * console.log(validateMove(state, draftMove(0, 0, 2, 0)).ok); // => true
 * const illegal = validateMove(state, draftMove(1, 0, 2, 0));
 * console.log(illegal.ok || illegal.error.code); // => wrong-player
 * const malformed = validateMove(state, { type: 'draft', destinaton: 3 });
 * console.log(malformed.ok || malformed.error.code); // => malformed-move
 * ```
 */
export function validateMove(state: TesseraPosition, move: unknown): Result<TesseraMove, TesseraErrorCode> {
  return tesseraGame.validateMove(state, move);
}

/**
 * Applies a move. The input state is never changed; the new state shares every part the move left alone.
 *
 * @param state - the current state.
 * @param move - any value; it is checked first.
 * @returns the next state and the events of the step in order, or a typed error with nothing changed.
 *
 * @example
 * ```ts
 * import { applyMove, legalMoves, setup, unwrap } from 'tessera-engine/tessera';
 *
 * const state = unwrap(setup({ players: 2, seed: 'doc' }));
 * const { state: next, events } = unwrap(applyMove(state, legalMoves(state)[0]));
 * console.log(next.turn, events[0]); // => 1 { type: 'tiles-taken', player: 0, source: 0, kind: 2, count: 2 }
 * console.log(state.turn); // => 0
 * ```
 */
export function applyMove(state: TesseraState, move: unknown): Result<Transition<TesseraState, TesseraEvent>, TesseraErrorCode> {
  return tesseraGame.applyMove(state, move);
}

/**
 * The seat that must move next, or `null` once the game is over. In the tiling phase it is the seat that
 * must choose a placement's column.
 *
 * @param state - a state or a view.
 *
 * @example
 * ```ts
 * import { currentPlayer, setup, unwrap } from 'tessera-engine/tessera';
 *
 * console.log(currentPlayer(unwrap(setup({ players: 3, seed: 1, startingSeat: 1 })))); // => 1
 * ```
 */
export function currentPlayer(state: TesseraPosition): number | null {
  return state.phase === 'over' ? null : state.turn;
}

/**
 * Each seat's current score.
 *
 * @param state - a state or a view.
 *
 * @example
 * ```ts
 * import { scores, setup, unwrap } from 'tessera-engine/tessera';
 *
 * console.log(scores(unwrap(setup({ players: 2, seed: 1 })))); // => [ 0, 0 ]
 * ```
 */
export function scores(state: TesseraPosition): number[] {
  return state.boards.map((board) => board.score);
}

/**
 * What one seat may see: the position without the seed and the generator.
 *
 * @param state - the full state.
 * @param seat - a seat of the game.
 * @returns the view, or an `invalid-seat` error.
 *
 * @example
 * ```ts
 * import { playerView, setup, unwrap } from 'tessera-engine/tessera';
 *
 * const state = unwrap(setup({ players: 2, seed: 1 }));
 * const view = unwrap(playerView(state, 1));
 * console.log(view.viewer, 'rng' in view, 'seed' in view); // => 1 false false
 * const refused = playerView(state, 2);
 * console.log(refused.ok || refused.error.code); // => invalid-seat
 * ```
 */
export function playerView(state: TesseraState, seat: number): Result<TesseraView, TesseraErrorCode> {
  return seatError(seat, state.players) ?? ok(viewOf(state, seat));
}
