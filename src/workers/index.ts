/**
 * Bots and the solo challenge's hint off the calling thread, and search on every core:
 * `tessera-engine/workers`. This is the entry Node loads (the `node` condition of the package's exports);
 * browsers' bundlers take the Web Worker entry, which exports the same names. Neither game's entry imports
 * this one.
 *
 * A pool starts workers on demand, reuses them, and answers every call with the `Result` of the same call on
 * the calling thread. `workers: k` runs a root-parallel search: k workers search the same view with their
 * own seeds and shares of the budget, and their root statistics are merged.
 *
 * ```ts
 * import { createBotPool } from 'tessera-engine/workers';
 * import { tessera, unwrap } from 'tessera-engine';
 *
 * const pool = createBotPool({ size: 2 });
 * const state = unwrap(tessera.setup({ players: 2, seed: 9 }));
 * const view = unwrap(tessera.playerView(state, 0));
 * const first = unwrap(await pool.chooseMove('tessera', 'mcts', view, { seed: 4, iterations: 400, workers: 2 }));
 * const again = unwrap(await pool.chooseMove('tessera', 'mcts', view, { seed: 4, iterations: 400, workers: 2 }));
 * console.log(JSON.stringify(first) === JSON.stringify(again)); // => true
 * pool.close();
 * ```
 *
 * @module workers
 */
import { availableParallelism } from 'node:os';
import { botPool, type BotPool, type BotPoolOptions } from './bot-pool.js';
import { spawnNodeWorker } from './node-worker.js';

export * from './public.js';

/**
 * A pool of Node `worker_threads` that run the bots and the solver. Idle workers do not keep the process
 * alive; `close()` stops them. Settings it refuses (a size out of range) make a pool whose every call
 * answers `invalid-options`.
 *
 * @param settings - the pool's size (default: the machine's cores) and, rarely needed, the worker script.
 *
 * @example
 * ```ts
 * import { createBotPool } from 'tessera-engine/workers';
 * import { tessera, unwrap } from 'tessera-engine';
 *
 * const pool = createBotPool();
 * const view = unwrap(tessera.playerView(unwrap(tessera.setup({ players: 2, seed: 1 })), 0));
 * const move = unwrap(await pool.chooseMove('tessera', 'greedy', view));
 * console.log(move.type); // => draft
 * pool.close();
 * ```
 */
export function createBotPool(settings?: BotPoolOptions): BotPool {
  return botPool(spawnNodeWorker, settings, availableParallelism());
}
