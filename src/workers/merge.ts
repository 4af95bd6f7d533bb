/**
 * Root-parallel search: how one search is shared between workers, and how their root statistics are merged.
 *
 * @module
 */
import type { RankedMove } from '../core/bots/bot.js';
import { DEFAULT_ITERATIONS } from '../core/bots/bot.js';
import type { PostedOptions } from './protocol.js';

/**
 * The options of each worker of a root-parallel search: worker `i` searches with the seed `seed` when `i` is
 * 0 and a seed derived from `seed` and `i` otherwise, and with its share of the iterations (the budget, or
 * the bots' default when no budget is given; with only `milliseconds`, each worker thinks that long). A
 * budget smaller than the number of workers uses fewer workers. A budget with `milliseconds` uses at most
 * `poolSize` workers: the shares beyond the pool's size would wait for a free worker and then think as long
 * again, so that the call would take a multiple of its time. An `iterations` that is no positive integer
 * (which the pool refuses before) goes to one worker unchanged, whose bot would refuse it.
 *
 * @param options - the search's options.
 * @param workers - the number of workers asked for.
 * @param poolSize - the most workers the pool runs at once.
 */
export function shareSearch(options: PostedOptions, workers: number, poolSize: number): PostedOptions[] {
  const seed = options.seed ?? 0;
  const total = options.iterations ?? (options.milliseconds === undefined ? DEFAULT_ITERATIONS : undefined);
  if (total !== undefined && (typeof total !== 'number' || !Number.isInteger(total) || total < 1)) return [options];
  const timed = Math.min(workers, options.milliseconds === undefined ? workers : Math.max(1, poolSize));
  const count = total === undefined ? timed : Math.min(timed, total);
  return Array.from({ length: count }, (_, index) => ({
    ...options,
    ...(index === 0 ? {} : { seed: `${JSON.stringify(seed)}/${index}` }),
    ...(total === undefined ? {} : { iterations: Math.floor(total / count) + (index < total % count ? 1 : 0) }),
  }));
}

/**
 * Merges the rankings of the workers of one search: a move's visits are summed and its value is the mean
 * over its visits (over the workers, for moves no worker visited); the moves are ranked by visits, then by
 * value, then in the first worker's order. One ranking comes back as it is.
 *
 * @param rankings - each worker's ranked moves of the same view.
 */
export function mergeRankings<Move>(rankings: readonly (readonly RankedMove<Move>[])[]): RankedMove<Move>[] {
  if (rankings.length === 1) return [...rankings[0]!];
  const merged = new Map<string, { move: Move; visits: number; weighted: number; values: number }>();
  for (const ranking of rankings) {
    for (const { move, value, visits } of ranking) {
      const key = JSON.stringify(move);
      const entry = merged.get(key) ?? { move, visits: 0, weighted: 0, values: 0 };
      entry.visits += visits;
      entry.weighted += value * visits;
      entry.values += value;
      merged.set(key, entry);
    }
  }
  return [...merged.values()]
    .map(({ move, visits, weighted, values }) => ({ move, visits, value: visits > 0 ? weighted / visits : values / rankings.length }))
    .sort((a, b) => b.visits - a.visits || b.value - a.value);
}
