/**
 * Workers in Node: `worker_threads`, started through a small bootstrap that gives the worker script the
 * `postMessage` and `addEventListener` of a Web Worker, so that one script serves both runtimes.
 *
 * @module
 */
import { thrownMessage } from '../core/thrown.js';
import { isAbsolute } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SpawnWorker } from './pool.js';

/**
 * The bootstrap, evaluated in each new thread with the script's URL as its data. It imports with `import()`
 * only, which CommonJS and ES modules both have, since a thread evaluates it as an ES module when the process
 * runs with `--input-type=module`. From this repository's TypeScript sources (its tests, examples and
 * benchmarks), the script is loaded through tsx, a development dependency, as the ES module it is: converted
 * to CommonJS, every call to a function of another module reads it through two getters, which made the
 * searches in workers about four times slower than the same searches on the calling thread or in the built
 * script.
 */
const BOOTSTRAP = `
import('node:worker_threads').then(({ parentPort, workerData }) => {
  globalThis.postMessage = (message) => parentPort.postMessage(message);
  globalThis.addEventListener = (type, listener) => { if (type === 'message') parentPort.on('message', (data) => listener({ data })); };
  if (!workerData.endsWith('.ts')) return import(workerData);
  return import('tsx/esm/api').then(({ register }) => {
    register();
    return import(workerData);
  });
});
`;

/**
 * This file's URL, in the ESM build (`import.meta.url`) and in the CommonJS one (`__filename`), without the
 * bundler's shim, which would run code at load in every entry point of the package. A bundler for Node may take
 * `typeof __filename` for a string where the bundle has none (webpack's ES module output): reading it then
 * throws, and `import.meta.url` is the one to read. In the ESM build, `__filename` can only be a global, such as
 * the `[eval]` that `node --eval` defines, which is no path.
 */
function thisFile(): string {
  try {
    return typeof __filename === 'string' && isAbsolute(__filename) ? pathToFileURL(__filename).href : import.meta.url;
  } catch {
    return import.meta.url;
  }
}

/** The package's own worker script: the built file beside this one, or the source when run from the sources. */
function ownScript(): URL {
  const here = thisFile();
  return here.endsWith('.ts') ? new URL('./worker.ts', here) : new URL('./workers-worker.js', here);
}

/**
 * What is wrong when the package's own worker script is missing, as when a bundle of the server left it behind.
 */
const OWN_SCRIPT_MISSING =
  "the package's worker script is not beside the pool's code, as when a server is bundled into one file: bundle the package's " +
  "dist/workers-worker.js as a second entry named workers-worker, or pass its URL as workerUrl (docs/pitfalls.md, 'A bundled Node server loses the worker script')";

/**
 * Starts Node workers on a script.
 *
 * @param workerUrl - the worker script; by default the package's own.
 */
export function spawnNodeWorker(workerUrl: string | URL | undefined): SpawnWorker {
  return (listener) => {
    const script = new URL(workerUrl ?? ownScript(), thisFile()).href;
    const worker = new Worker(BOOTSTRAP, { eval: true, workerData: script });
    worker.on('message', (data: unknown) => {
      listener.answer(data);
    });
    // What a worker throws crosses as a copy, which may have no message (a DataCloneError's has none).
    worker.on('error', (error: unknown) => {
      const message = thrownMessage(error, 'an exception with no message');
      const ownScriptMissing = workerUrl === undefined && (error as { url?: unknown } | null | undefined)?.url === script;
      listener.fail(ownScriptMissing ? `${message}: ${OWN_SCRIPT_MISSING}` : message);
    });
    worker.on('messageerror', () => {
      listener.fail('a message could not be read');
    });
    worker.on('exit', (code) => {
      listener.fail(`the worker exited with code ${code}`);
    });
    return {
      post: (request) => {
        worker.postMessage(request);
      },
      terminate: () => void worker.terminate(),
      // An idle worker does not keep the process alive.
      busy: (busy) => {
        if (busy) worker.ref();
        else worker.unref();
      },
    };
  };
}
