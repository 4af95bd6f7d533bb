/**
 * The solver's budget: the limits a caller gives a search, read once without an exception.
 *
 * @module
 */
import { stopTest, type StopTest } from '../../core/bots/stop.js';
import { readOwnOptions } from '../../core/options.js';
import type { DraftPosition } from './draft-model.js';

/**
 * A search's limits. Without any, the search runs until it has proved the optimum.
 *
 * @example
 * ```ts
 * import { BUILT_IN_CHALLENGES, solveChallenge, startChallenge, unwrap, type SolverBudget } from 'tessera-engine/tessera';
 *
 * const state = unwrap(startChallenge(BUILT_IN_CHALLENGES[1]!));
 * const tight: SolverBudget = { maxNodes: 10 };
 * const stopped = solveChallenge(state, tight);
 * console.log(stopped.ok || stopped.error.code); // => search-stopped
 * // A hint button: a node cap that stops at the same place on every machine, and a time limit as a safety net.
 * const hintBudget: SolverBudget = { maxNodes: 1_000, maxMilliseconds: 2_000 };
 * console.log(unwrap(solveChallenge(state, hintBudget)).score); // => 25
 * ```
 */
export interface SolverBudget {
  /**
   * The most positions to expand, a non-negative integer. Deterministic: the same budget stops at the same
   * place on any machine. It counts the search's positions, not the four greedy lines played before it to find
   * a first score, which only `maxMilliseconds` bounds (they take as long as a few positions, and seconds on
   * the slowest boards, empty grey walls of four or five displays).
   */
  readonly maxNodes?: number;
  /**
   * The most milliseconds to search, as `clock` measures them: a number above 0, at most an hour. The clock is
   * read every 8 bounds the solver computes, in the greedy lines too, so the search stops within a few
   * bounds' time of the limit: tens of milliseconds on the slowest boards, where a bound takes milliseconds.
   */
  readonly maxMilliseconds?: number;
  /**
   * The clock for `maxMilliseconds`, in milliseconds, read only with it. Default `performance.now`. A clock
   * that throws, or returns anything but a finite number, stops the search with an `invalid-options` error
   * naming it, as it does a bot's.
   */
  readonly clock?: () => number;
}

/** A budget, read: the node cap and the stop test. */
export interface CheckedBudget {
  readonly maxNodes: number;
  readonly stop: StopTest;
}

/** Reads an untrusted budget once, without an exception: the limits, or what is wrong with them. */
export function readBudget(budget: unknown): CheckedBudget | string {
  let limits: { maxNodes?: unknown; maxMilliseconds?: unknown; clock?: unknown };
  try {
    // Array.isArray throws on a revoked proxy, hence inside the try.
    const own = readOwnOptions(budget, ['maxNodes', 'maxMilliseconds', 'clock'], 'budget', 'budget: expected an object of limits, such as { maxNodes: 10000 }');
    if (typeof own === 'string') return own;
    const { maxNodes, maxMilliseconds, clock } = own;
    limits = { maxNodes, maxMilliseconds, clock };
  } catch {
    return 'budget: expected limits that can be read without an exception';
  }
  const { maxNodes, maxMilliseconds, clock } = limits;
  if (maxNodes !== undefined && !(Number.isSafeInteger(maxNodes) && (maxNodes as number) >= 0)) return 'budget.maxNodes: expected a non-negative integer';
  if (maxMilliseconds !== undefined && (typeof maxMilliseconds !== 'number' || !(maxMilliseconds > 0) || maxMilliseconds > 3_600_000)) {
    return 'budget.maxMilliseconds: expected a number above 0, at most an hour';
  }
  if (clock !== undefined && typeof clock !== 'function') return 'budget.clock: expected a function';
  const stop = stopTest(
    { milliseconds: maxMilliseconds, clock: clock as (() => number) | undefined, signal: undefined },
    { clock: 'budget.clock', signal: 'budget.signal' },
  );
  return typeof stop === 'string' ? stop : { maxNodes: (maxNodes as number | undefined) ?? Infinity, stop };
}

/**
 * How many bounds the solver computes between two reads of the clock. A bound costs from microseconds to tens
 * of milliseconds (on an empty grey wall every row may use nearly every slot): one read in 8 stops a search
 * within a few bounds' time of its limit, and is rare enough that a clock of coarse resolution (a browser's
 * that resists fingerprinting ticks every 100 ms) still advances over the 4,096 reads of the stuck-clock check.
 */
const BOUNDS_PER_CLOCK_READ = 8;

/** A position's bound, each one counted against the budget's time. */
export interface MeteredBound {
  /** The bound of a position; every {@link BOUNDS_PER_CLOCK_READ}-th call reads the clock. */
  readonly of: (position: DraftPosition) => number;
  /** Whether the time was up, or the clock failed, at the last read. */
  readonly outOfTime: () => boolean;
}

/**
 * Counts the bounds a search computes, and reads the budget's clock every {@link BOUNDS_PER_CLOCK_READ} of them.
 *
 * @param boundOf - the bound of a position.
 * @param stop - the budget's stop test.
 */
export function meteredBound(boundOf: (position: DraftPosition) => number, stop: StopTest): MeteredBound {
  let bounds = 0;
  let out = false;
  return {
    of: (position) => {
      if (++bounds % BOUNDS_PER_CLOCK_READ === 0 && !out) out = stop.shouldStop();
      return boundOf(position);
    },
    outOfTime: () => out,
  };
}
