/**
 * The options of a pool's calls: a bot's search, the solver's budget and the generator's, and the most workers
 * one search may ask for.
 *
 * @module
 */
import type { AbortSignalLike } from '../core/bots/bot.js';
import type { Seed } from '../core/rng.js';
import type { GeneratorOptions } from 'tessera-engine/tessera';

/**
 * A bot's options, as a pool takes them: those of the bots (`BotOptions`) except the clock (a worker keeps
 * its own), plus `workers`.
 *
 * @example
 * ```ts
 * import { createBotPool, MAX_SEARCH_WORKERS, type WorkerBotOptions } from 'tessera-engine/workers';
 * import { tessera, unwrap } from 'tessera-engine/tessera';
 *
 * const pool = createBotPool({ size: 3 });
 * const view = unwrap(tessera.playerView(unwrap(tessera.setup({ players: 2, seed: 3 })), 0));
 * // 300 iterations in all: three workers search 100 each, and their root statistics are merged.
 * const options: WorkerBotOptions = { seed: 7, iterations: 300, workers: 3 };
 * console.log(unwrap(await pool.suggest('tessera', 'mcts', view, options)).reduce((sum, move) => sum + move.visits, 0)); // => 300
 * const refused = await pool.suggest('tessera', 'mcts', view, { ...options, workers: MAX_SEARCH_WORKERS + 1 });
 * console.log(refused.ok || refused.error.code); // => invalid-options
 * pool.close();
 * ```
 */
export interface WorkerBotOptions {
  /** The seed of the search; the same view, options and seed give the same move. Default 0. */
  readonly seed?: Seed;
  /** The most search iterations in all, shared between the workers. Deterministic. */
  readonly iterations?: number;
  /**
   * The most milliseconds each worker thinks. Not deterministic. With `workers`, a time budget uses at most the
   * pool's `size` workers, so that no share waits for a free worker and then thinks as long again.
   */
  readonly milliseconds?: number;
  /**
   * Stops the search: the bot answers with its best move so far when the threads share memory (always in
   * Node; in a browser when the page is cross-origin isolated), otherwise the workers are stopped and the
   * result is the error `aborted`. Read every few milliseconds, so any object with `aborted` will do.
   */
  readonly signal?: AbortSignalLike;
  /**
   * Root-parallel search over this many workers, from 1 to {@link MAX_SEARCH_WORKERS}: each searches with a seed of
   * its own (derived from `seed` and its index; the first keeps `seed`) and its share of `iterations`, and
   * the root statistics of all are merged. Default 1.
   */
  readonly workers?: number;
}

/**
 * The most workers one root-parallel search may ask for.
 *
 * @example
 * ```ts
 * import { MAX_SEARCH_WORKERS } from 'tessera-engine/workers';
 *
 * console.log(MAX_SEARCH_WORKERS); // => 64
 * ```
 */
export const MAX_SEARCH_WORKERS = 64;

/**
 * The solver's budget, as a pool takes it: the node and time limits of `SolverBudget`, and a signal.
 *
 * @example
 * ```ts
 * import { createBotPool, type WorkerHintBudget } from 'tessera-engine/workers';
 * import { BUILT_IN_CHALLENGES, startChallenge, unwrap } from 'tessera-engine/tessera';
 *
 * const pool = createBotPool({ size: 1 });
 * const state = unwrap(startChallenge(BUILT_IN_CHALLENGES[0]!));
 * const budget: WorkerHintBudget = { maxNodes: 100_000 };
 * console.log(unwrap(await pool.challengeHint(state, budget)).score); // => 26
 * const stopped = await pool.challengeHint(state, { ...budget, signal: AbortSignal.abort() });
 * console.log(stopped.ok || stopped.error.code); // => aborted
 * pool.close();
 * ```
 */
export interface WorkerHintBudget {
  /** The most positions to expand. Deterministic. */
  readonly maxNodes?: number;
  /** The most milliseconds to search. */
  readonly maxMilliseconds?: number;
  /** Stops the search: the result is then the error `aborted`. */
  readonly signal?: AbortSignalLike;
}

/**
 * The generator's options, as a pool takes them: those of `generateChallenge`, and a signal.
 *
 * @example
 * ```ts
 * import { createBotPool, type WorkerGeneratorOptions } from 'tessera-engine/workers';
 * import { unwrap } from 'tessera-engine/tessera';
 *
 * // Today's challenge: every player who asks on the same day gets the same one.
 * const pool = createBotPool({ size: 2 });
 * const options: WorkerGeneratorOptions = { seed: '2026-12-03', difficulty: 'easy', title: 'Daily' };
 * const [first, again] = await Promise.all([pool.generateChallenge(options), pool.generateChallenge(options)]);
 * console.log(unwrap(first).challenge.title, unwrap(first).solution.score, JSON.stringify(first) === JSON.stringify(again)); // => Daily 19 true
 * pool.close();
 * ```
 */
export interface WorkerGeneratorOptions extends GeneratorOptions {
  /** Stops the generator: the result is then the error `aborted`. */
  readonly signal?: AbortSignalLike;
}
