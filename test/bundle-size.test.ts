/**
 * What a front-end pays for what it imports, measured on the package as a user installs it: the built package
 * is packed, the tarball installed into a fresh project outside the repository, and each import bundled from
 * there by esbuild, minified, so that the package resolves only through its `exports` (`TEST_DIST=1`, after a
 * build). The entry points come from package.json's `exports`, and the names checked from each entry point's
 * own exports, so a new subpath or export is covered without a list to keep.
 */
import { build, type Plugin } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, test } from 'vitest';
import games from '../games.json' with { type: 'json' };
import { installedConsumer, publishedEntryPoints } from './helpers/packed.js';

const fromDist = process.env.TEST_DIST === '1';
const ENTRY_POINTS = publishedEntryPoints();
const GAME_ENTRIES = games.map((game) => `tessera-engine/${game}`);
/** The most that one small export may cost a front-end, gzipped. */
const SMALL_EXPORT_LIMIT = 1024;
/** The peer dependencies (fast-check, for `tessera-engine/testing`): npm does not install optional ones, and a user's bundle gets them from elsewhere. */
const EXTERNAL = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { peerDependencies?: Record<string, string> }).peerDependencies ?? {});

let consumer = '';

interface Bundle {
  code: string;
  bytes: number;
  gzipped: number;
}

/** Bundles a module of the consumer project, as a front-end's bundler would: minified, tree-shaken. */
async function bundle(source: string, plugins: Plugin[] = []): Promise<Bundle> {
  const result = await build({
    stdin: { contents: source, resolveDir: consumer, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    external: EXTERNAL,
    plugins,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  return { code: new TextDecoder().decode(code), bytes: code.length, gzipped: gzipSync(code).length };
}

/** One name imported alone from an entry point, and used. */
const importAlone = (name: string, entry: string): Promise<Bundle> => bundle(`import { ${name} } from '${entry}'; console.log(${name});`);

/** The runtime names a module exports, as esbuild reads them. */
async function exportsOf(source: string, resolveDir: string): Promise<string[]> {
  const result = await build({
    stdin: { contents: source, resolveDir, loader: 'ts' },
    bundle: true,
    format: 'esm',
    write: false,
    outdir: 'out',
    metafile: true,
    external: EXTERNAL,
    logLevel: 'silent',
  });
  return Object.values(result.metafile.outputs).flatMap((output) => output.exports);
}

/**
 * The exports that must each stay small alone: the result helpers, and each game's vocabulary, scoring helpers,
 * geometry and tile counts (the modules that define them, read from the sources), where the entry point exports
 * them.
 */
async function smallExportsOf(entry: string): Promise<string[]> {
  const game = games.find((name) => entry === `tessera-engine/${name}`);
  const gameModules = ['vocabulary.ts', 'rules/scoring.ts', 'geometry.ts', 'tile-counts.ts'].map((file) => `src/${game}/${file}`);
  const modules = ['src/core/result.ts', ...(game === undefined ? [] : gameModules)].filter((file) => existsSync(file));
  const small = new Set((await Promise.all(modules.map((file) => exportsOf(`export * from './${file}';`, process.cwd())))).flat());
  return (await exportsOf(`export * from '${entry}';`, consumer)).filter((name) => small.has(name));
}

/** esbuild without this package's `sideEffects: false`: what it must keep of an import because it may run code. */
const distrustSideEffectsFlag: Plugin = {
  name: 'distrust-side-effects-flag',
  setup(plugin) {
    plugin.onResolve({ filter: /./ }, async (args) => {
      if (args.pluginData === 'resolved' || args.kind === 'entry-point') return undefined;
      const resolved = await plugin.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: 'resolved' });
      const ours = resolved.path.includes('/node_modules/tessera-engine/');
      return { path: resolved.path, external: resolved.external, errors: resolved.errors, sideEffects: ours ? true : resolved.sideEffects };
    });
  },
};

describe.skipIf(!fromDist)('bundle sizes of the packed package, imported from a fresh project', () => {
  beforeAll(() => {
    consumer = installedConsumer('module');
  }, 120_000);

  test('the entry points come from the exports map', () => {
    expect(ENTRY_POINTS).toEqual(expect.arrayContaining(['tessera-engine', ...GAME_ENTRIES]));
  });

  test.each(ENTRY_POINTS)('%s: every result helper, vocabulary constant and scoring helper alone is at most 1 KB gzipped', async (entry) => {
    const names = await smallExportsOf(entry);
    // The root and each game export these, as many as docs/performance.md says the test checks; a tool may export none.
    if (entry === 'tessera-engine') expect(names).toEqual(expect.arrayContaining(['ok', 'err', 'unwrap', 'EngineError', 'isEngineError']));
    const documented: Record<string, number> = { 'tessera-engine': 5, 'tessera-engine/tessera': 38, 'tessera-engine/tesseris': 18 };
    if (entry in documented) expect(names).toHaveLength(documented[entry]!);
    const sizes = await Promise.all(names.map(async (name) => [name, (await importAlone(name, entry)).gzipped] as const));
    expect(sizes.filter(([, gzipped]) => gzipped > SMALL_EXPORT_LIMIT)).toEqual([]);
  });

  // An entry point that runs nothing when imported is one that a bundler can shake whatever the bundler: at
  // the top level of its modules, only declarations. esbuild keeps arithmetic on constants (`const B = A + 1`:
  // it does not prove `+` free of side effects), which is all this allows besides the imports of dependencies.
  test.each(ENTRY_POINTS)('%s imported for nothing leaves nothing, even to a bundler that ignores sideEffects: false', async (entry) => {
    const { code } = await bundle(`import '${entry}';`, [distrustSideEffectsFlag]);
    const withoutImports = code.replace(/import\s*(?:[\w$]+|\{[^}]*\})\s*from\s*"[^"]+";/g, '');
    expect(withoutImports).toMatch(/^(?:var [\w$]+=[\w$()<>*+-]+(?:,[\w$]+=[\w$()<>*+-]+)*;\s*)*$/);
  });

  test('immer comes with the editor only, never with a game', async () => {
    const game = await bundle(
      `import { tessera } from 'tessera-engine/tessera'; import { tesseris } from 'tessera-engine/tesseris'; console.log(tessera, tesseris);`,
    );
    const editor = await importAlone('edit', 'tessera-engine/editor');
    // immer's own error messages name it; the editor bundle has them, a game bundle must not.
    expect(editor.code).toContain('[Immer]');
    expect(game.code).not.toContain('[Immer]');
  });

  // The figures of docs/performance.md, printed by this test; each whole entry point is far above the limit
  // above, so the checks above can fail.
  test('the entry points whole, the bots and the solver alone', async () => {
    const whole = await Promise.all(
      ENTRY_POINTS.map(async (entry) => [`${entry}, whole`, await bundle(`import * as all from '${entry}'; console.log(all);`)] as const),
    );
    const alone = await Promise.all(
      [
        ['tessera', 'tessera-engine/tessera'],
        ['mctsBot', 'tessera-engine/tessera'],
        ['greedyBot', 'tessera-engine/tessera'],
        ['ismctsBot', 'tessera-engine/tesseris'],
        ['solveChallenge', 'tessera-engine/tessera'],
        ['generateChallenge', 'tessera-engine/tessera'],
        ['placementPoints', 'tessera-engine/tessera'],
        ['bonusBreakdown', 'tessera-engine/tessera'],
        ['isEngineError', 'tessera-engine'],
      ].map(async ([name, entry]) => [`${name} from ${entry}`, await importAlone(name!, entry!)] as const),
    );
    console.table(Object.fromEntries([...whole, ...alone].map(([what, { bytes, gzipped }]) => [what, { bytes, gzipped }])));
    const engines = whole.filter(([entry]) => entry === 'tessera-engine, whole' || GAME_ENTRIES.some((game) => entry === `${game}, whole`));
    for (const [entry, { gzipped }] of engines) expect(gzipped, entry).toBeGreaterThan(4 * SMALL_EXPORT_LIMIT);
  });
});
