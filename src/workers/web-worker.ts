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
 * Why the package's own worker script fails when the browser gives no message: most often a bundler or a dev
 * server left it behind, and the page's request for it failed.
 */
const OWN_SCRIPT_FAILED =
  "the package's worker script, workers-worker.js beside the pool's own file, could not be loaded or run: a bundler or a dev server may have " +
  "left it behind (see docs/front-ends.md, 'Running bots off the page's thread'), or pass its URL as workerUrl";

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
      listener.fail(event.message ?? (workerUrl === undefined ? OWN_SCRIPT_FAILED : `the worker script ${String(workerUrl)} could not be loaded or run`));
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
