/**
 * Workers in browsers: Web Workers of the module type. The default script is written as
 * `new Worker(new URL('./workers-worker.js', import.meta.url), { type: 'module' })`, the form that webpack,
 * Vite, Parcel and Rollup's plugins recognize and bundle.
 *
 * @module
 */
import type { SpawnWorker } from './pool.js';

/** The part of a browser's `Worker` the pool uses (this package compiles without the DOM's types). */
interface WebWorker {
  postMessage(message: unknown): void;
  terminate(): void;
  onmessage: ((event: { readonly data: unknown }) => void) | null;
  onerror: ((event: { readonly message?: string; preventDefault(): void }) => void) | null;
  onmessageerror: (() => void) | null;
}

declare const Worker: new (url: string | URL, options: { readonly type: 'module' }) => WebWorker;

/**
 * Starts Web Workers on a script.
 *
 * @param workerUrl - the worker script; by default the package's own, beside this file.
 */
export function spawnWebWorker(workerUrl: string | URL | undefined): SpawnWorker {
  return (listener) => {
    const worker =
      workerUrl === undefined ? new Worker(new URL('./workers-worker.js', import.meta.url), { type: 'module' }) : new Worker(workerUrl, { type: 'module' });
    worker.onmessage = (event) => {
      listener.answer(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      listener.fail(event.message ?? 'the worker script could not run');
    };
    worker.onmessageerror = () => {
      listener.fail('a message could not be read');
    };
    return {
      post: (request) => {
        worker.postMessage(request);
      },
      terminate: () => {
        worker.terminate();
      },
    };
  };
}
