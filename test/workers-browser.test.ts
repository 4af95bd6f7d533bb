/**
 * tessera-engine/workers in a real browser: headless Chromium (Playwright) loads a page bundled from the
 * browser entry, whose pool starts Web Workers from the default script beside the page's bundle. The page is
 * served from 127.0.0.1 and is not cross-origin isolated, so an abort stops the workers and answers `aborted`.
 * Skipped, with a message, when no Chromium is installed.
 */
import { build } from 'esbuild';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { executablePath } from './helpers/chromium.js';
import { serveFolder } from './helpers/static-server.js';

if (executablePath === null) console.warn('test/workers-browser.test.ts: no chromium found; install it with `apt-get install -y chromium` to run it');

/** The page's script: it runs the checks and leaves their results on `window.results`. */
const PAGE = `
import { createBotPool } from './src/workers/browser.ts';
import { tessera, unwrap } from './src/tessera/index.ts';

const code = (result) => (result.ok ? 'ok' : result.error.code);
const pool = createBotPool({ size: 2 });
const state = unwrap(tessera.setup({ players: 2, seed: 'browser' }));
const view = unwrap(tessera.playerView(state, 0));
const move = await pool.chooseMove('tessera', 'mcts', view, { seed: 1, iterations: 300, workers: 2 });
const again = await pool.chooseMove('tessera', 'mcts', view, { seed: 1, iterations: 300, workers: 2 });
const thinking = new AbortController();
const pending = pool.chooseMove('tessera', 'mcts', view, { milliseconds: 60000, signal: thinking.signal });
setTimeout(() => thinking.abort(), 200);
const started = performance.now();
const aborted = code(await pending);
const abortMs = performance.now() - started;
const hostile = code(await pool.chooseMove('tessera', 'mcts', { ...view, extra: () => 1 }));
const afterAbort = code(await pool.chooseMove('tessera', 'greedy', view));
pool.close();
const failing = createBotPool({ size: 1, workerUrl: '/missing.js' });
const missingAnswer = await failing.chooseMove('tessera', 'greedy', view);
const missing = code(missingAnswer) + ': ' + missingAnswer.error?.message;
failing.close();
window.results = {
  legal: move.ok && tessera.validateMove(state, move.value).ok,
  same: JSON.stringify(move) === JSON.stringify(again),
  aborted,
  abortMs,
  hostile,
  afterAbort,
  missing,
  sharedMemory: typeof SharedArrayBuffer === 'function',
};
`;

async function bundle(folder: string): Promise<void> {
  const common = { bundle: true, format: 'esm', target: 'es2022', tsconfig: 'tsconfig.json', platform: 'browser', logLevel: 'silent' } as const;
  await build({ ...common, stdin: { contents: PAGE, resolveDir: process.cwd(), loader: 'js' }, outfile: join(folder, 'page.js') });
  await build({ ...common, entryPoints: ['src/workers/worker.ts'], outfile: join(folder, 'workers-worker.js') });
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>workers</title><script type="module" src="page.js"></script>');
}

describe.skipIf(executablePath === null)('the worker pool in Chromium', () => {
  test('Web Workers answer, reproducibly, abort promptly, and report bad input and a missing script', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tessera-workers-page-'));
    await bundle(folder);
    const server = await serveFolder(folder);
    const browser = await chromium.launch({ executablePath: executablePath! });
    try {
      const page = await browser.newPage();
      await page.goto(`${server.origin}/`);
      await page.waitForFunction(() => 'results' in window, undefined, { timeout: 60_000 });
      const results = (await page.evaluate(() => (window as unknown as { results: unknown }).results)) as Record<string, unknown>;
      expect(results).toMatchObject({
        legal: true,
        same: true,
        aborted: 'aborted',
        hostile: 'invalid-view',
        afterAbort: 'ok',
        // The caller's own script is named, without the advice for the package's script that a bundler lost.
        missing: 'worker-failed: the worker failed: the worker script /missing.js could not be loaded or run',
        sharedMemory: false,
      });
      expect(results.abortMs).toBeLessThan(10_000);
    } finally {
      await browser.close();
      await server.close();
    }
  }, 120_000);
});

describe.skipIf(process.env.TEST_DIST !== '1')('the published browser build', () => {
  /** Bundles a module that imports the package by its name, as a page's bundler does (platform browser). */
  const bundled = async (contents: string) => {
    const result = await build({
      stdin: { contents, resolveDir: process.cwd(), loader: 'js' },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
      // No tsconfig: its paths would map the package's names to the sources.
      tsconfigRaw: {},
    });
    return new TextDecoder().decode(result.outputFiles[0]!.contents);
  };

  test('takes the Web Worker entry, with no Node import, and finds the worker script beside it', async () => {
    const code = await bundled(`import { createBotPool } from 'tessera-engine/workers'; console.log(createBotPool);`);
    expect(code).not.toMatch(/worker_threads|node:/);
    expect(code).toContain('new URL("./workers-worker.js", import.meta.url)');
  });

  test('a CommonJS require gets the same ES module build, since a bundler finds the worker script only there', async () => {
    // The CommonJS build has no import.meta.url: its stand-in asks for Node's 'url', which webpack 5 cannot resolve
    // for a browser. The `module` condition (webpack's, esbuild's) gives a bundler's require the ES module build.
    const code = await bundled(`const { createBotPool } = require('tessera-engine/workers'); console.log(createBotPool);`);
    expect(code).not.toMatch(/worker_threads|node:|require\(/);
    expect(code).toContain('new URL("./workers-worker.js", import.meta.url)');
  });

  test('a game’s bundle has nothing of the workers', async () => {
    const code = await bundled(`import { tessera } from 'tessera-engine/tessera'; console.log(tessera);`);
    expect(code).not.toContain('workers-worker');
  });
});
