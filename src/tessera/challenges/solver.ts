/**
 * The exact solver of solo challenges (ruling T18): the best final score reachable from any position of a
 * challenge, and one line of moves that reaches it.
 *
 * It is a depth-first branch and bound over the drafting, on the compact {@link DraftPosition}:
 * - a few greedy lines played first give it an achievable score to beat;
 * - it then proves the optimum by passes, each looking for a line that reaches a target, from the root's
 *   {@link ScoreBound} down: a position that cannot reach the target, or beat the best score found, is cut,
 *   which never loses the optimum because the bound is admissible;
 * - drafts are tried best-bounded first, so that good lines are found early;
 * - a {@link PositionTable} keeps, for each position searched, the most it was proved to reach: met again, by
 *   another order of the same drafts or in a later pass, that proven bound replaces its bound, as its value
 *   depends on its coarse key ({@link writeDraftKey}) alone;
 * - identical displays are drafted in one order only, and a group goes to one line that can no longer be
 *   filled rather than to the floor ({@link fillDraftCodes});
 * - when the drafting is over, the engine itself plays every slot choice of the tiling ({@link TilingValues}).
 *
 * @module
 */
import { err, ok, type Result } from '../../core/result.js';
import { beginWriteInPlace } from '../../core/writer.js';
import { cloneState, type MutableTesseraState } from '../loading/clone.js';
import { MAX_LEGAL_MOVES, decodeMove } from '../rules/moves.js';
import { play } from '../rules/play.js';
import type { TesseraErrorCode, TesseraMove, TesseraPosition, TesseraState } from '../types.js';
import { readPosition } from '../bots/position.js';
import { ScoreBound } from './bound.js';
import { DRAFT_KEY_WORDS, draftModelOf, fillDraftCodes, playDraft, writeDraftKey, type DraftModel, type DraftPosition } from './draft-model.js';
import { PositionTable } from './position-table.js';
import { meteredBound, readBudget, type CheckedBudget, type MeteredBound, type SolverBudget } from './solver-budget.js';

export type { SolverBudget } from './solver-budget.js';
import { TilingValues, bestEnding } from './tiling-value.js';
import { greedyLines } from './greedy-lines.js';

/**
 * A solved position.
 *
 * @example
 * ```ts
 * import { BUILT_IN_CHALLENGES, applyMove, solveChallenge, startChallenge, unwrap, type Solution } from 'tessera-engine/tessera';
 *
 * let state = unwrap(startChallenge(BUILT_IN_CHALLENGES[1]!));
 * const solution: Solution = unwrap(solveChallenge(state, { maxNodes: 1_000 }));
 * console.log(solution.score, solution.nodes); // => 25 16
 * for (const move of solution.moves) state = unwrap(applyMove(state, move)).state;
 * console.log(state.phase, state.boards[0]!.score); // => over 25
 * ```
 */
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
  /** Set when the budget ran out, which ends the whole search. */
  stopped = false;
  /** The score the current pass looks for: a position is searched only when it may reach it and beat the best. */
  private target = 0;
  private readonly proven = new PositionTable();
  private readonly key = new Int32Array(DRAFT_KEY_WORDS);
  private readonly line: number[] = [];

  constructor(
    private readonly model: DraftModel,
    private readonly bound: MeteredBound,
    private readonly tiling: TilingValues,
    private readonly budget: CheckedBudget,
  ) {}

  /**
   * Proves the best score from the root, by passes that each look for a line reaching a target: the first
   * aims at the root's bound, and each next one at the most the previous pass proved the root can reach.
   * A pass cuts every position that cannot reach its target, so that the first pass whose target is
   * reached has found the optimum; the table keeps each position's proven bound from pass to pass.
   *
   * @returns `false` when the budget ran out.
   */
  solve(root: DraftPosition): boolean {
    let target = this.bound.of(root);
    while (target > this.best) {
      this.target = target;
      target = this.search(root, target, 0);
      if (this.stopped) return false;
    }
    return true;
  }

  /** The score a position must be able to beat to be searched. */
  private cutoff(): number {
    return Math.max(this.best, this.target - 1);
  }

  /**
   * Searches a position whose bound is `bound`, improving {@link BranchAndBound.best} when it can.
   *
   * @param position - the drafting position; it belongs to depth `depth`'s scratch.
   * @param bound - the most it may reach: its {@link ScoreBound}, or the table's proven bound.
   * @param depth - the number of drafts played since the root.
   * @returns the most the position can reach, as this search proved it: at most `bound`.
   */
  search(position: DraftPosition, bound: number, depth: number): number {
    const model = this.model;
    const scratch = this.scratchOf(depth);
    const count = fillDraftCodes(model, position, scratch.codes);
    if (count === 0) {
      const ending = this.tiling.of(model, position);
      if (ending.score > this.best) {
        this.best = ending.score;
        this.bestLine = [...this.line, ...ending.codes];
      }
      return ending.score;
    }
    if (bound <= this.cutoff()) return bound;
    if (++this.nodes > this.budget.maxNodes || this.bound.outOfTime()) {
      this.stopped = true;
      return bound;
    }
    const { codes, bounds, order } = scratch;
    const child = this.scratchOf(depth + 1).position;
    // Order the drafts by their children's bounds, best first; a stable insertion sort keeps the generator's
    // order between equal bounds. A child already searched has the bound that search proved.
    for (let i = 0; i < count; i++) {
      child.set(position);
      playDraft(model, child, codes[i]!);
      writeDraftKey(model, child, this.key);
      const proven = this.proven.get(this.key);
      const childBound = proven >= 0 ? proven : this.bound.of(child);
      // A position's children may take tens of milliseconds each to bound: the time is looked at after each.
      if (this.bound.outOfTime()) {
        this.stopped = true;
        return bound;
      }
      bounds[i] = childBound;
      let at = i;
      while (at > 0 && bounds[order[at - 1]!]! < childBound) {
        order[at] = order[at - 1]!;
        at--;
      }
      order[at] = i;
    }
    let most = -1;
    for (let rank = 0; rank < count; rank++) {
      const i = order[rank]!;
      if (bounds[i]! <= this.cutoff()) {
        // The drafts left are bounded lower still.
        most = Math.max(most, bounds[i]!);
        break;
      }
      child.set(position);
      playDraft(model, child, codes[i]!);
      this.line.push(codes[i]!);
      const reached = this.search(child, bounds[i]!, depth + 1);
      this.line.pop();
      if (this.stopped) return bound;
      most = Math.max(most, reached);
    }
    most = Math.min(most, bound);
    writeDraftKey(model, position, this.key);
    this.proven.set(this.key, most);
    return most;
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

/** Replays codes from a state with the engine, decoding each into the public move. */
function movesOf(start: TesseraState, codes: readonly number[]): TesseraMove[] {
  const state: MutableTesseraState = cloneState(start);
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
 * @param position - a state or view of a solo challenge, an object (not its JSON text), read as the loader reads
 *   a state.
 * @param budget - optional node and time limits.
 * @returns the solution, or an error: `invalid-state` for anything that is not a state or view object the loader
 *   accepts (a view's `viewer` a seat of the game), `invalid-options` for a bad budget (and for a clock that fails
 *   during the search), `not-a-challenge` for a game that is no solo challenge, `search-stopped` when the budget
 *   ran out first.
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
  return solveAs('solveChallenge', position, budget);
}

/**
 * {@link solveChallenge}, its errors named after the function the caller called.
 *
 * @param name - that function's name.
 * @param position - a state or view of a solo challenge.
 * @param budget - the caller's limits.
 */
export function solveAs(name: string, position: TesseraPosition, budget: SolverBudget): Result<Solution, TesseraErrorCode> {
  const limits = readBudget(budget);
  if (typeof limits === 'string') return err('invalid-options', `${name}: ${limits}`);
  const read = readPosition(position, 'position');
  if (typeof read === 'string') return err('invalid-state', `${name}: ${read}`);
  if (read.rules.challenge === undefined) return err('not-a-challenge', `${name}: the position is not a solo challenge`);
  if (read.phase !== 'drafting') {
    const ending = bestEnding(cloneState(read));
    return ok({ score: ending.score, moves: movesOf(read, ending.codes), nodes: 0 });
  }
  const ranOut = (nodes: number) => err('search-stopped', `${name}: the budget ran out after ${nodes} position${nodes === 1 ? '' : 's'}`);
  // No position may be expanded: the search could not even start.
  if (limits.maxNodes === 0) return ranOut(0);
  const { model, start } = draftModelOf(read);
  const scoreBound = new ScoreBound(read);
  const bound = meteredBound((at) => scoreBound.of(model, at), limits.stop);
  const tiling = new TilingValues(read);
  const search = new BranchAndBound(model, bound, tiling, limits);
  const dive = greedyLines(model, start, bound.of, tiling, bound.outOfTime);
  [search.best, search.bestLine] = [dive.score, dive.line];
  const finished = !dive.stopped && search.solve(start);
  const fault = limits.stop.fault();
  if (fault !== null) return err('invalid-options', `${name}: ${fault}`);
  if (!finished) return ranOut(Math.max(0, search.nodes - 1));
  return ok({ score: search.best, moves: movesOf(read, search.bestLine), nodes: search.nodes });
}
