/**
 * Tesseris: the card game for 2 to 4 players with hidden hands.
 *
 * ```ts
 * import { greedyBot, tesseris, unwrap } from 'tessera-engine/tesseris';
 *
 * // Always playing the first legal move never ends a round (discard, draw, discard, ...): let bots play.
 * let state = unwrap(tesseris.setup({ players: 3, seed: 'my-seed', rounds: 1 }));
 * while (tesseris.outcome(state) === null) {
 *   const view = unwrap(tesseris.playerView(state, state.turn));
 *   state = unwrap(tesseris.applyMove(state, unwrap(greedyBot.chooseMove(view)))).state;
 * }
 * console.log(tesseris.outcome(state)); // => { scores: [ 4, 3, 3 ], winners: [ 0 ], rounds: 1 }
 * ```
 *
 * @module tesseris
 */
import type { Transition } from '../core/game.js';
import type { FastPath } from '../core/fast-path.js';
import { fastPathOf, gameModule } from '../core/kernel.js';
import { seatError } from '../core/options.js';
import { ok, type Result } from '../core/result.js';
import type { TesserisEvent } from './rules/events.js';
import { tesserisGame } from './game.js';
import { loadState } from './loading/load.js';
import { formatMove, parseMoveText } from './front-end/notation.js';
import { outcome, scores } from './rules/outcome.js';
import { setup } from './rules/setup.js';
import type { TesserisErrorCode, TesserisMove, TesserisOptions, TesserisOutcome, TesserisPhase, TesserisState, TesserisView } from './types.js';
import { viewOf } from './views/view.js';
import type { MutableTesserisState } from './rules/writer.js';

export { EngineError, ok, err, unwrap, type Result, type Ok, type Err } from '../core/result.js';
export { seedRng, type RngState, type MutableRngState, type Seed } from '../core/rng.js';
export type { Transition, GameModule, BaseOutcome } from '../core/game.js';
export type { FastPath } from '../core/fast-path.js';
export type { MutableTesserisState } from './rules/writer.js';
export * from './vocabulary.js';
export * from './types.js';
export * from './rules/events.js';
export { findBrokenInvariant, listAllCards } from './loading/invariants.js';
export { winners, outcome, scores } from './rules/outcome.js';
export { isRoundEnding } from './rules/round.js';
export { setup, start } from './rules/setup.js';
export { describeMove, describeEvent, describeError } from './front-end/describe.js';
export { discardToPile, resolveObjective, drawMain, drawPile, steal, pass } from './front-end/build.js';
export { loadState } from './loading/load.js';
export { formatMove, parseMoveText } from './front-end/notation.js';
export { DETERMINIZED_SEED } from './views/determinize.js';
export { spectatorView, eventsForSpectator, broadcast, type SeatMessage, type TesserisSpectatorView } from './views/broadcast.js';
export * from '../core/kit.js';
export { tesserisBots, randomBot, greedyBot, ismctsBot, TESSERIS_BOT_NAMES, type TesserisBotName } from './bots/index.js';

/**
 * A simulator of the fast path: a Tesseris state owned by its holder, changed in place.
 *
 * @example
 * ```ts
 * import { fast, seedRng, setup, unwrap, type MutableRngState, type TesserisSimulator } from 'tessera-engine/tesseris';
 *
 * const state = unwrap(setup({ players: 2, seed: 5, rounds: 1 }));
 * const simulator: TesserisSimulator = fast.fromState(state);
 * fast.playout(simulator, [...seedRng('rollout')] as MutableRngState);
 * // The simulator is the game's plain state, played to the end in place; the state it was made from is untouched.
 * console.log(simulator.phase, simulator.history, state.phase); // => over [ [ 2, 4 ] ] discard
 * ```
 */
export type TesserisSimulator = MutableTesserisState;

/**
 * The fast simulation path for bots and search: in-place simulators, moves as integer codes, nothing
 * allocated per move, and the same rules as the immutable API. See {@link FastPath} for each function.
 *
 * **Search must not peek.** A simulator made from a full state holds every hand and the main pile's order.
 * Search from `fast.fromView` (one player's view and nothing else) and call `fast.determinize` before each
 * playout, so that each one plays in a world drawn from what that player cannot see.
 *
 * @example
 * ```ts
 * import { fast, seedRng, tesseris, unwrap, type MutableRngState } from 'tessera-engine/tesseris';
 *
 * // A world drawn from what seat 0 sees: the other hands are dealt from the cards seat 0 cannot place.
 * const state = unwrap(tesseris.setup({ players: 2, seed: 5 }));
 * const world = unwrap(fast.fromView(unwrap(tesseris.playerView(state, 0)), [...seedRng('world')] as MutableRngState));
 * const dealt = fast.toState(world);
 * console.log(JSON.stringify(dealt.hands[0]) === JSON.stringify(state.hands[0])); // => true
 * ```
 */
export const fast: FastPath<TesserisState, TesserisView, TesserisMove, TesserisSimulator, TesserisOptions, TesserisErrorCode> =
  /* @__PURE__ */ fastPathOf(tesserisGame);

/**
 * Every legal move of the player to act; empty once the game is over.
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
 * Checks any JSON value as a move for a state, without throwing.
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

/**
 * The Tesseris module in the shape every game of this package shares.
 *
 * @example
 * ```ts
 * import { tesseris, unwrap } from 'tessera-engine/tesseris';
 *
 * const state = unwrap(tesseris.setup({ players: 3, seed: 1 }));
 * const next = unwrap(tesseris.applyMove(state, tesseris.legalMoves(state)[0]!)).state;
 * console.log(tesseris.name, state.phase, next.phase); // => tesseris discard draw
 * ```
 */
export const tesseris = /* @__PURE__ */ gameModule<
  TesserisState,
  TesserisMove,
  TesserisOptions,
  TesserisView,
  TesserisEvent,
  TesserisOutcome,
  TesserisErrorCode,
  TesserisPhase
>(tesserisGame, {
  name: 'tesseris',
  setup,
  currentPlayer,
  phase,
  round: (state) => state.round,
  scores,
  outcome,
  playerView,
  loadState,
  formatMove,
  parseMoveText,
});
