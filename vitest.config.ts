import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import games from './games.json' with { type: 'json' };
import tools from './tools.json' with { type: 'json' };

/**
 * The tests import the package by its public names. By default those resolve to the sources; with
 * `TEST_DIST=1` they resolve to the built bundle in `dist/`, so the same tests check what is published.
 */
const fromDist = process.env.TEST_DIST === '1';
const root = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      {
        find: new RegExp(`^tessera-engine/(${[...games, ...tools].join('|')})$`),
        replacement: fromDist ? root('./dist/$1.js') : root('./src/$1/index.ts'),
      },
      { find: /^tessera-engine$/, replacement: fromDist ? root('./dist/index.js') : root('./src/index.ts') },
    ],
  },
  test: {
    include: ['test/**/*.test.ts'],
    // The run's temporary folder, removed when it ends; the browser tests' pages, bundled once before any file runs
    // (test/web/build-pages.ts); and the run's fast-check seed, chosen and printed once.
    globalSetup: ['test/helpers/run-temporary-folder.ts', 'test/web/build-pages.ts', 'test/helpers/fast-check-global-setup.ts'],
    // Every property starts from the run's fast-check seed, printed at the start (FC_SEED replays it).
    setupFiles: ['test/helpers/fast-check-setup.ts'],
    // The heavy run (HEAVY=1) multiplies the random cases by 13 (test/helpers/runs.ts), and the closure fuzz runs 100,000 mutations.
    testTimeout: process.env.HEAVY === '1' ? 1_800_000 : 60_000,
  },
});
