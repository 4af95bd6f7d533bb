/**
 * The worker script, published as `dist/workers-worker.js`: the same file runs in a browser's Web Worker and,
 * through the pool's small bootstrap, in a Node `worker_thread`. It answers each request with {@link serve}.
 *
 * @module
 */
import type { WorkerRequest } from './protocol.js';
import { serve } from './serve.js';

/** The part of a worker's global scope the script uses. */
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: { readonly data: WorkerRequest }) => void): void;
  postMessage(message: unknown): void;
}

const scope = globalThis as unknown as WorkerScope;
scope.addEventListener('message', (event) => {
  scope.postMessage(serve(event.data));
});
