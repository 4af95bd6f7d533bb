/**
 * `tessera-engine/workers` for browsers (the `browser` and `default` conditions of the package's exports):
 * the same names as the Node entry, on Web Workers. Nothing here imports Node.
 *
 * @module
 */
import { botPool, type BotPool, type BotPoolOptions } from './bot-pool.js';
import { spawnWebWorker } from './web-worker.js';

export * from './public.js';

/**
 * A pool of Web Workers that run the bots and the solver; `close()` stops them. The worker script is
 * the package's `dist/workers-worker.js`: bundlers that understand `new Worker(new URL(…, import.meta.url))`
 * (webpack, Rspack, Vite, Parcel) find it alone; with any other, publish that file and pass its URL as `workerUrl`.
 *
 * @param settings - the pool's size (default: `navigator.hardwareConcurrency`) and the worker script's URL.
 *
 * @example
 * ```ts
 * import { createBotPool } from 'tessera-engine/workers';
 * import { tessera, unwrap } from 'tessera-engine';
 *
 * const pool = createBotPool({ size: 2 });
 * const view = unwrap(tessera.playerView(unwrap(tessera.setup({ players: 2, seed: 1 })), 0));
 * const thinking = new AbortController();
 * const pending = pool.chooseMove('tessera', 'mcts', view, { milliseconds: 5_000, signal: thinking.signal });
 * setTimeout(() => thinking.abort(), 50); // a "move now" button
 * const answer = await pending;
 * // The best move so far on a cross-origin isolated page (its threads share memory); on any other page the
 * // workers are stopped, and the answer is the error `aborted`: give such a page a `milliseconds` budget.
 * console.log(answer.ok || answer.error.code === 'aborted'); // => true
 * pool.close();
 * ```
 */
export function createBotPool(settings?: BotPoolOptions): BotPool {
  const cores = (globalThis as { navigator?: { hardwareConcurrency?: number } }).navigator?.hardwareConcurrency;
  return botPool(spawnWebWorker, settings, typeof cores === 'number' && cores >= 1 ? cores : 1);
}
