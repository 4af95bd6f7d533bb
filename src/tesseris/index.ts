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
import type { FastPath } from '../core/fast-path.js';
import { fastPathOf, gameModule } from '../core/kernel.js';
import type { TesserisEvent } from './rules/events.js';
import { tesserisGame } from './game.js';
import { loadState } from './loading/load.js';
import { formatMove, parseMoveText } from './front-end/notation.js';
import { outcome, scores } from './rules/outcome.js';
import { setup } from './rules/setup.js';
import type { TesserisErrorCode, TesserisMove, TesserisOptions, TesserisOutcome, TesserisPhase, TesserisState, TesserisView } from './types.js';
import { currentPlayer, phase, playerView, round } from './functions.js';
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
export { legalMoves, legalMovesForView, validateMove, applyMove, currentPlayer, phase, round, playerView } from './functions.js';
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
  round,
  scores,
  outcome,
  playerView,
  loadState,
  formatMove,
  parseMoveText,
});
