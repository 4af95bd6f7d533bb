/**
 * Tessera: the tile-drafting game for 2 to 4 players with Wild Shards.
 *
 * ```ts
 * import { tessera, unwrap } from 'tessera-engine';
 *
 * let state = unwrap(tessera.setup({ players: 2, seed: 'my-seed' }));
 * while (tessera.outcome(state) === null) {
 *   const [move] = tessera.legalMoves(state);
 *   state = unwrap(tessera.applyMove(state, move)).state;
 * }
 * const { reason, scores, winners } = tessera.outcome(state)!;
 * console.log(reason, scores, winners); // => row-completed [ 20, 23 ] [ 1 ]
 * ```
 *
 * @module tessera
 */
import type { FastPath } from '../core/fast-path.js';
import { fastPathOf, gameModule } from '../core/kernel.js';
import type { MutableTesseraState } from './loading/clone.js';
import { tesseraGame } from './game.js';
import { outcome } from './rules/outcome.js';
import { setup } from './rules/setup.js';
import { loadState } from './loading/load.js';
import { formatMove, parseMoveText } from './front-end/notation.js';
import { currentPlayer, phase, playerView, round, scores } from './functions.js';
import type { TesseraErrorCode, TesseraMove, TesseraOptions, TesseraOutcome, TesseraPhase, TesseraState, TesseraView } from './types.js';
import type { TesseraEvent } from './rules/events.js';

export { EngineError, ok, err, unwrap, type Result, type Ok, type Err } from '../core/result.js';
export { seedRng, type RngState, type MutableRngState, type Seed } from '../core/rng.js';
export type { Transition, GameModule, BaseOutcome } from '../core/game.js';
export type { FastPath } from '../core/fast-path.js';
export type { MutableTesseraState } from './loading/clone.js';
export * from './vocabulary.js';
export * from './geometry.js';
export * from './tile-counts.js';
export * from './types.js';
export * from './rules/events.js';
export {
  bonusBreakdown,
  floorPenalty,
  placementPoints,
  fullRowCount,
  isRowFull,
  FLOOR_PENALTIES,
  ROW_BONUS,
  COLUMN_BONUS,
  COLOUR_BONUS,
} from './rules/scoring.js';
export { findBrokenInvariant, countAllTiles } from './loading/invariants.js';
export { isStalemate } from './rules/stalemate.js';
export { allowedColumns, columnsOf } from './rules/board.js';
export { winners, outcome } from './rules/outcome.js';
export { setup, start } from './rules/setup.js';
export { legalMoves, legalMovesForView, validateMove, applyMove, currentPlayer, phase, round, scores, playerView } from './functions.js';
export { loadState } from './loading/load.js';
export { formatMove, parseMoveText, KIND_LETTERS } from './front-end/notation.js';
export { DETERMINIZED_SEED } from './views/determinize.js';
export { spectatorView, broadcast, type SeatMessage } from './views/broadcast.js';
export { previewDraft, takeChoices, type DraftPreview, type LineTiling, type SlotPoints, type TakeChoice } from './front-end/preview.js';
export { describeMove, describeEvent, describeError, describeTileKind } from './front-end/describe.js';
export { renderBoard, renderLegend, renderSources, TILE_LETTERS, type TextStyle } from './front-end/render.js';
export { balanceBag } from './loading/bag.js';
export { draftMove, placeMove } from './front-end/build.js';
export * from '../core/kit.js';
export { tesseraBots, randomBot, greedyBot, mctsBot, TESSERA_BOT_NAMES, type TesseraBotName } from './bots/index.js';
export { boardValue, PROGRESS_PER_TILE } from './bots/heuristic.js';
export { starsEarned } from './rules/outcome.js';
export {
  DIFFICULTIES,
  MAX_CHALLENGE_DISPLAYS,
  MAX_TITLE_LENGTH,
  parseChallenge,
  parseChallengeSetup,
  startChallenge,
  type Challenge,
  type ChallengeBoard,
  type ChallengeSetup,
  type Difficulty,
} from './challenges/format.js';
export { solveChallenge, type Solution, type SolverBudget } from './challenges/solver.js';
export { challengeHint, type Hint } from './challenges/hint.js';
export { rateChallenge, starThresholds, RANDOM_GAMES, type ChallengeRating } from './challenges/rating.js';
export {
  generateChallenge,
  DIFFICULTY_PROFILES,
  MIN_GENERATED_SCORE,
  MAX_CANDIDATES,
  type DifficultyProfile,
  type GeneratorOptions,
} from './challenges/generator.js';
export { BUILT_IN_CHALLENGES } from './challenges/built-in.js';

/**
 * A simulator of the fast path: a Tessera state owned by its holder, changed in place.
 *
 * @example
 * ```ts
 * import { fast, setup, unwrap, type TesseraSimulator } from 'tessera-engine/tessera';
 *
 * // The fast path's loop: list the codes into a buffer, play one, in place, with nothing allocated per move.
 * const simulator: TesseraSimulator = fast.fromState(unwrap(setup({ players: 2, seed: 1 })));
 * const codes = new Int32Array(fast.MAX_LEGAL_MOVES);
 * while (simulator.round === 1) {
 *   fast.fillLegalMoveCodes(simulator, codes);
 *   fast.playCode(simulator, codes[0]!); // the first legal code each time
 * }
 * console.log(simulator.round, simulator.boards.map((board) => board.score)); // => 2 [ 1, 0 ]
 * ```
 */
export type TesseraSimulator = MutableTesseraState;

/**
 * The fast simulation path for bots and search: in-place simulators, moves as integer codes, nothing
 * allocated per move, and the same rules as the immutable API. See {@link FastPath} for each function.
 *
 * **Search must not peek.** A simulator made from a full state carries the game's own generator, so every
 * playout from it draws the real next refill. Search from `fast.fromView` (the player's view and nothing
 * else) and call `fast.determinize` before each playout, so that each one draws a future of its own.
 *
 * @example
 * ```ts
 * import { fast, seedRng, tessera, unwrap, type MutableRngState } from 'tessera-engine/tessera';
 *
 * // A playout from what seat 0 sees: a world drawn from its view, then random legal moves to the game's end.
 * const rng = [...seedRng('playout')] as MutableRngState;
 * const world = unwrap(fast.fromView(unwrap(tessera.playerView(unwrap(tessera.setup({ players: 2, seed: 5 })), 0)), rng));
 * const codes = new Int32Array(fast.MAX_LEGAL_MOVES);
 * for (let count = fast.fillLegalMoveCodes(world, codes); count > 0; count = fast.fillLegalMoveCodes(world, codes)) {
 *   fast.playCode(world, codes[0]!);
 * }
 * console.log(tessera.outcome(fast.toState(world)) !== null); // => true
 * ```
 */
export const fast: FastPath<TesseraState, TesseraView, TesseraMove, TesseraSimulator, TesseraOptions, TesseraErrorCode> =
  /* @__PURE__ */ fastPathOf(tesseraGame);

/**
 * The Tessera module in the shape every game of this package shares.
 *
 * @example
 * ```ts
 * import { tessera, unwrap } from 'tessera-engine/tessera';
 *
 * const state = unwrap(tessera.setup({ players: 2, seed: 1 }));
 * const next = unwrap(tessera.applyMove(state, tessera.legalMoves(state)[0]!)).state;
 * console.log(tessera.name, next.turn); // => tessera 1
 * ```
 */
export const tessera = /* @__PURE__ */ gameModule<
  TesseraState,
  TesseraMove,
  TesseraOptions,
  TesseraView,
  TesseraEvent,
  TesseraOutcome,
  TesseraErrorCode,
  TesseraPhase
>(tesseraGame, {
  name: 'tessera',
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
