/**
 * A front-end made with Vite, on the package as a user installs it (`TEST_DIST=1`, after a build): a page that
 * asks the package's Web Workers for a move, served by Vite's dev server (which pre-bundles dependencies) and by
 * its production build, in Chromium. `docs/front-ends.md` promises that with a bundler that understands
 * `new Worker(new URL(…, import.meta.url))` nothing else is needed; the Vite of the lock file is checked here.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { build, createServer, preview, type InlineConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { tessera, unwrap } from 'tessera-engine/tessera';
import { installedConsumer } from './helpers/packed.js';

/** Debian's Chromium, where `apt-get install -y chromium` puts it. */
const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path)) ?? null;

/** The page's script: one search in the pool's Web Workers, its answer on `window.answer`. */
const PAGE = `
import { createBotPool } from 'tessera-engine/workers';
import { tessera, unwrap } from 'tessera-engine/tessera';

const pool = createBotPool();
const view = unwrap(tessera.playerView(unwrap(tessera.setup({ players: 2, seed: 'vite' })), 0));
const result = await pool.chooseMove('tessera', 'mcts', view, { iterations: 200, seed: 1 });
window.answer = result.ok ? { move: result.value } : { error: result.error.code + ': ' + result.error.message };
pool.close();
`;

/** What a page served at `url` answered, and the requests that failed on the way. */
async function answerOf(url: string): Promise<{ answer: unknown; failed: string[] }> {
  const browser = await chromium.launch({ executablePath: executablePath! });
  try {
    const page = await browser.newPage();
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(url);
    await page.waitForFunction(() => 'answer' in window, undefined, { timeout: 60_000 });
    return { answer: await page.evaluate(() => (window as unknown as { answer: unknown }).answer), failed };
  } finally {
    await browser.close();
  }
}

/** Expects the page's answer to be a legal move of the searched position. */
function expectLegalMove({ answer, failed }: { answer: unknown; failed: string[] }): void {
  expect(failed).toEqual([]);
  expect(answer).toHaveProperty('move');
  const state = unwrap(tessera.setup({ players: 2, seed: 'vite' }));
  expect(tessera.validateMove(state, (answer as { move: unknown }).move).ok).toBe(true);
}

describe.skipIf(process.env.TEST_DIST !== '1' || executablePath === null)('a Vite app that runs the bots in Web Workers', () => {
  let app = '';
  /** The app's Vite settings: no config file of the repository's, and quiet. */
  const settings = (): InlineConfig => ({ root: app, configFile: false, logLevel: 'silent' });

  beforeAll(() => {
    app = installedConsumer('module');
    mkdirSync(join(app, 'src'));
    writeFileSync(join(app, 'src', 'main.js'), PAGE);
    writeFileSync(join(app, 'index.html'), '<!doctype html><title>bots</title><script type="module" src="/src/main.js"></script>');
  }, 120_000);

  const stops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const stop of stops) await stop();
  });

  test("finds the worker script through the dev server's pre-bundled dependencies", async () => {
    const server = await createServer({ ...settings(), server: { host: '127.0.0.1', port: 0 } });
    stops.push(() => server.close());
    await server.listen();
    expectLegalMove(await answerOf(server.resolvedUrls!.local[0]!));
  }, 120_000);

  test('emits the worker script in the production build', async () => {
    await build({ ...settings(), build: { outDir: join(app, 'dist') } });
    const server = await preview({ ...settings(), preview: { host: '127.0.0.1', port: 0 } });
    stops.push(() => server.close());
    expectLegalMove(await answerOf(server.resolvedUrls!.local[0]!));
  }, 120_000);
});
