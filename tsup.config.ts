import { defineConfig } from 'tsup';
import games from './games.json' with { type: 'json' };

/** The package root, and one entry per registered game (`games.json`), published as `tessera-engine/<game>`. */
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    ...Object.fromEntries(games.map((game) => [game, `src/${game}/index.ts`])),
  },
  format: ['esm', 'cjs'],
  // The root re-exports each game through its published subpath (see src/index.ts).
  external: games.map((game) => `tessera-engine/${game}`),
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  target: 'es2022',
});
