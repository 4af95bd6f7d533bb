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
import type { Transition } from '../core/game.js';
import type { FastPath } from '../core/fast-path.js';
import { fastPathOf, gameModule } from '../core/kernel.js';
import { seatError } from '../core/options.js';
import { ok, type Result } from '../core/result.js';
import type { MutableTesseraState } from './loading/clone.js';
import { tesseraGame } from './game.js';
import { outcome } from './rules/outcome.js';
import { setup } from './rules/setup.js';
import { loadState } from './loading/load.js';
import { formatMove, parseMoveText } from './front-end/notation.js';
import { playerView as viewOf } from './views/view.js';
import type { TesseraErrorCode, TesseraMove, TesseraOptions, TesseraOutcome, TesseraPosition, TesseraPhase, TesseraState, TesseraView } from './types.js';
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
export { solveChallenge, challengeHint, type Hint, type Solution, type SolverBudget } from './challenges/solver.js';
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
 * Every legal move of the player to act, in the move generator's order: displays, then the centre; kinds by
 * code; lines top to bottom, then the floor. During the tiling phase these are the placement choices. Empty
 * once the game is over. The move objects are frozen and shared between calls: copy one to change it.
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
 * Checks any JSON value as a move for a state, without throwing.
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
  phase: (state) => state.phase,
  round: (state) => state.round,
  scores,
  outcome,
  playerView,
  loadState,
  formatMove,
  parseMoveText,
});
