/**
 * Workers in browsers: Web Workers of the module type. The default script is written as
 * `new Worker(new URL('./workers-worker.js', import.meta.url), { type: 'module' })`, the form that webpack,
 * Rspack, Vite, Parcel and Rollup's plugins recognize and bundle.
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

declare const Worker: (new (url: string | URL, options: { readonly type: 'module' }) => WebWorker) | undefined;

/**
 * Why no worker can start at all: the runtime has no Web Workers, as Cloudflare Workers and Next.js's Edge runtime
 * have none, and no script or setting of the pool's can change that.
 */
const NO_WEB_WORKERS =
  'this runtime has no Web Workers (no global Worker), as in Cloudflare Workers and the Edge runtime of Next.js: ' +
  'search on the calling thread with the bots of tessera-engine/tessera and tessera-engine/tesseris instead ' +
  "(docs/pitfalls.md, 'Cloudflare Workers')";

/**
 * Why the package's own worker script fails when the browser gives no message: most often a bundler or a dev
 * server left it behind, and the page's request for it failed.
 */
const OWN_SCRIPT_FAILED =
  "the package's worker script, workers-worker.js beside the pool's own file, could not be loaded or run: a bundler or a dev server may have " +
  "left it behind (see docs/front-ends.md, 'Running bots off the page's thread'), or pass its URL as workerUrl";

/**
 * Why the package's own worker script cannot even be named: the build has no `import.meta.url` to find it beside
 * (a bundle in another format than ES modules, where a bundler leaves `import.meta` empty).
 */
const OWN_SCRIPT_NOWHERE =
  "the package's worker script is found beside the pool's own file through import.meta.url, which this build does not have " +
  '(a bundle in another format than ES modules): bundle dist/workers-worker.js as well and pass its URL as workerUrl';

/**
 * Starts one Web Worker on a script; throws an error that says what to do when the runtime has no Web Workers, or,
 * for the package's own script, when the build cannot name it.
 *
 * @param workerUrl - the worker script; by default the package's own, beside this file.
 */
function startWorker(workerUrl: string | URL | undefined): WebWorker {
  // The pool answers what a start throws as worker-failed.
  if (typeof Worker !== 'function') throw new Error(NO_WEB_WORKERS);
  if (workerUrl !== undefined) return new Worker(workerUrl, { type: 'module' });
  if (typeof import.meta.url !== 'string') throw new Error(OWN_SCRIPT_NOWHERE);
  // Written whole, as the bundlers that emit the script recognize it.
  return new Worker(new URL('./workers-worker.js', import.meta.url), { type: 'module' });
}

/**
 * Starts Web Workers on a script.
 *
 * @param workerUrl - the worker script; by default the package's own, beside this file.
 */
export function spawnWebWorker(workerUrl: string | URL | undefined): SpawnWorker {
  return (listener) => {
    const worker = startWorker(workerUrl);
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
