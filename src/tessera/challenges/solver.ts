/**
 * The exact solver of solo challenges (ruling T18): the best final score reachable from any position of a
 * challenge, and one line of moves that reaches it.
 *
 * It is a depth-first branch and bound over the drafting, on the compact {@link DraftPosition}:
 * - every draft is tried, best-bounded first, so that good lines are found early;
 * - a position whose {@link ScoreBound} cannot beat the best score found so far is cut, which never loses the
 *   optimum because the bound is admissible;
 * - a position met again by another order of the same drafts is cut too: everything it leads to was already
 *   searched or cut, and its value depends on the position alone;
 * - identical displays are drafted in one order only;
 * - when the drafting is over, the engine itself plays every slot choice of the tiling ({@link TilingValues}).
 *
 * @module
 */
import { err, ok, type Result } from '../../core/result.js';
import { beginWriteInPlace } from '../../core/writer.js';
import { cloneState, type MutableTesseraState } from '../clone.js';
import { MAX_LEGAL_MOVES, decodeMove } from '../moves.js';
import { play } from '../play.js';
import type { TesseraErrorCode, TesseraMove, TesseraPosition, TesseraState } from '../types.js';
import { ScoreBound } from './bound.js';
import { draftKey, draftModelOf, fillDraftCodes, playDraft, type DraftModel, type DraftPosition } from './draft-model.js';
import { TilingValues, bestEnding } from './tiling-value.js';

/** A search's limits. Without any, the search runs until it has proved the optimum. */
export interface SolverBudget {
  /** The most positions to expand. Deterministic: the same budget stops at the same place on any machine. */
  readonly maxNodes?: number;
  /** The most milliseconds to search, as `clock` measures them. */
  readonly maxMilliseconds?: number;
  /** The clock for `maxMilliseconds`, in milliseconds. Default `performance.now`. */
  readonly clock?: () => number;
}

/** A solved position. */
export interface Solution {
  /** The best final score reachable from the position. */
  readonly score: number;
  /** One line of moves that reaches it, slot choices included; empty when the game is over. */
  readonly moves: readonly TesseraMove[];
  /** The drafting positions the search expanded. */
  readonly nodes: number;
}

/** The buffers of one depth of the search. */
interface DepthScratch {
  /** The depth's position, written by its parent. */
  readonly position: DraftPosition;
  /** The position's draft codes. */
  readonly codes: Int32Array;
  /** Each draft's child's bound. */
  readonly bounds: Int32Array;
  /** The drafts' indices, best bound first. */
  readonly order: Int32Array;
}

class BranchAndBound {
  private readonly scratches: DepthScratch[] = [];
  nodes = 0;
  best = -1;
  bestLine: number[] = [];
  private readonly seen = new Set<string>();
  private readonly line: number[] = [];
  private readonly maxNodes: number;
  private readonly clock: () => number;
  private readonly deadline: number;

  /** The bound of a position of this search. */
  boundOf(position: DraftPosition): number {
    return this.bound.of(this.model, position);
  }

  constructor(
    private readonly model: DraftModel,
    private readonly bound: ScoreBound,
    private readonly tiling: TilingValues,
    budget: SolverBudget,
  ) {
    this.maxNodes = budget.maxNodes ?? Infinity;
    this.clock = budget.clock ?? (() => performance.now());
    this.deadline = budget.maxMilliseconds === undefined ? Infinity : this.clock() + budget.maxMilliseconds;
  }

  /**
   * Searches a position whose bound is `bound`, improving {@link BranchAndBound.best} when it can.
   *
   * @param position - the drafting position; it belongs to depth `depth`'s scratch.
   * @param bound - its {@link ScoreBound}, already computed by the caller.
   * @param depth - the number of drafts played since the root.
   */
  search(position: DraftPosition, bound: number, depth: number): void {
    const model = this.model;
    const scratch = this.scratchOf(depth);
    const count = fillDraftCodes(model, position, scratch.codes);
    if (count === 0) {
      const ending = this.tiling.of(model, position);
      if (ending.score > this.best) {
        this.best = ending.score;
        this.bestLine = [...this.line, ...ending.codes];
      }
      return;
    }
    if (bound <= this.best) return;
    const key = draftKey(model, position);
    if (this.seen.has(key)) return;
    this.seen.add(key);
    if (++this.nodes > this.maxNodes || ((this.nodes & 255) === 0 && this.deadline !== Infinity && this.clock() > this.deadline)) throw STOPPED;
    const { codes, bounds, order } = scratch;
    const child = this.scratchOf(depth + 1).position;
    // Order the drafts by their children's bounds, best first; a stable insertion sort keeps the generator's
    // order between equal bounds.
    for (let i = 0; i < count; i++) {
      child.set(position);
      playDraft(model, child, codes[i]!);
      const childBound = this.bound.of(model, child);
      bounds[i] = childBound;
      let at = i;
      while (at > 0 && bounds[order[at - 1]!]! < childBound) {
        order[at] = order[at - 1]!;
        at--;
      }
      order[at] = i;
    }
    for (let rank = 0; rank < count; rank++) {
      const i = order[rank]!;
      if (bounds[i]! <= this.best) break;
      child.set(position);
      playDraft(model, child, codes[i]!);
      this.line.push(codes[i]!);
      this.search(child, bounds[i]!, depth + 1);
      this.line.pop();
    }
  }

  /** The buffers of one depth of the search, made on first use. */
  scratchOf(depth: number): DepthScratch {
    let scratch = this.scratches[depth];
    if (scratch === undefined) {
      scratch = {
        position: new Int16Array(this.model.size),
        codes: new Int32Array(MAX_LEGAL_MOVES),
        bounds: new Int32Array(MAX_LEGAL_MOVES),
        order: new Int32Array(MAX_LEGAL_MOVES),
      };
      this.scratches[depth] = scratch;
    }
    return scratch;
  }
}

// Built on load, and dropped by a bundler that does not need it, which a bare `new Error` would prevent.
const STOPPED = /* @__PURE__ */ new Error('stopped');

/** Replays codes from a position with the engine, decoding each into the public move. */
function movesOf(position: TesseraPosition, codes: readonly number[]): TesseraMove[] {
  const state: MutableTesseraState = cloneState({ ...position, seed: '', rng: [0, 0, 0, 0] });
  return codes.map((code) => {
    const move = decodeMove(state, code);
    play(beginWriteInPlace<TesseraState>(state), code, null);
    return move;
  });
}

/**
 * Solves a position of a solo challenge exactly: the best final score reachable from it, and one line of
 * moves that reaches it. From the start, it is the challenge's optimum, its three-star score; from a position
 * reached in play, it is the hint a front-end shows: the line's first move is a best move now, and the score
 * is the best still reachable. The search is exhaustive up to cuts that provably lose nothing.
 *
 * @param position - a state or view of a solo challenge.
 * @param budget - optional node and time limits.
 * @returns the solution, or an error: `not-a-challenge` for a game that is no solo challenge,
 *   `search-stopped` when the budget ran out first.
 *
 * @example
 * ```ts
 * import { BUILT_IN_CHALLENGES, solveChallenge, startChallenge, unwrap } from 'tessera-engine/tessera';
 *
 * const challenge = BUILT_IN_CHALLENGES[0]!;
 * const best = unwrap(solveChallenge(unwrap(startChallenge(challenge))));
 * console.log(best.score >= challenge.stars.three, best.moves.length > 0); // => true true
 * ```
 */
export function solveChallenge(position: TesseraPosition, budget: SolverBudget = {}): Result<Solution, TesseraErrorCode> {
  if (position.rules.challenge === undefined) return err('not-a-challenge', 'solveChallenge: the position is not a solo challenge');
  if (position.phase !== 'drafting') {
    const ending = bestEnding(cloneState({ ...position, seed: '', rng: [0, 0, 0, 0] }));
    return ok({ score: ending.score, moves: movesOf(position, ending.codes), nodes: 0 });
  }
  const { model, start } = draftModelOf(position);
  const search = new BranchAndBound(model, new ScoreBound(position), new TilingValues(position), budget);
  try {
    search.search(start, search.boundOf(start), 0);
  } catch (error) {
    if (error === STOPPED) return err('search-stopped', `solveChallenge: the budget ran out after ${search.nodes - 1} positions`);
    throw error;
  }
  return ok({ score: search.best, moves: movesOf(position, search.bestLine), nodes: search.nodes });
}

/** A hint: the best move now and the best final score still reachable. */
export interface Hint {
  /** A best move, or `null` once the game is over. */
  readonly move: TesseraMove | null;
  /** The best final score still reachable. */
  readonly score: number;
}

/**
 * The hint a front-end shows in a solo challenge: a best move from the position and the best final score
 * still reachable, by {@link solveChallenge}.
 *
 * @param position - a state or view of a solo challenge.
 * @param budget - optional node and time limits; a hint button in a browser may give it a time limit.
 * @returns the hint, or the errors of {@link solveChallenge}.
 *
 * @example
 * ```ts
 * import { BUILT_IN_CHALLENGES, challengeHint, formatMove, startChallenge, unwrap } from 'tessera-engine/tessera';
 *
 * const hint = unwrap(challengeHint(unwrap(startChallenge(BUILT_IN_CHALLENGES[0])), { maxMilliseconds: 500 }));
 * console.log(hint.move === null ? 'no move' : typeof formatMove(hint.move)); // => string
 * ```
 */
export function challengeHint(position: TesseraPosition, budget: SolverBudget = {}): Result<Hint, TesseraErrorCode> {
  const solution = solveChallenge(position, budget);
  return solution.ok ? ok({ move: solution.value.moves[0] ?? null, score: solution.value.score }) : solution;
}
