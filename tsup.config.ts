import { defineConfig } from 'tsup';
import games from './games.json' with { type: 'json' };
import tools from './tools.json' with { type: 'json' };

/**
 * The package root, one entry per registered game (`games.json`) and one per tool (`tools.json`, subpaths that
 * are no game, such as the editor), each published as `tessera-engine/<name>`.
 */
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    ...Object.fromEntries([...games, ...tools].map((name) => [name, `src/${name}/index.ts`])),
    // tessera-engine/workers: its entry for browsers (the Node one is src/workers/index.ts) and the worker script.
    'workers-browser': 'src/workers/browser.ts',
    'workers-worker': 'src/workers/worker.ts',
  },
  format: ['esm', 'cjs'],
  // The root re-exports each game through its published subpath (see src/index.ts).
  external: [...games.map((game) => `tessera-engine/${game}`), 'fast-check', 'boardgame.io'],
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  target: 'es2022',
});
