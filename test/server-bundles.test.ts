/**
 * A Node server bundled into one file, on the package as a user installs it (`TEST_DIST=1`, after a build):
 * `tessera-engine/workers` starts its `worker_threads` on the package's worker script, beside its own file,
 * which a bundle of the server leaves behind. `docs/pitfalls.md` promises what happens then (the pool answers
 * `worker-failed`, naming the missing file and the fixes) and that the fixes work: the worker script bundled as a
 * second entry named `workers-worker`, or the package left out of the bundle. Each is checked here with esbuild,
 * for an ES module server and a CommonJS one, by running the bundled server in a fresh Node process.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { describe, expect, test } from 'vitest';
import { tessera, unwrap } from 'tessera-engine/tessera';
import { installedConsumer, packInto } from './helpers/packed.js';

/** What the server does: a pool of Node workers asked for a move, the answer printed as JSON. */
const SEARCH = `
  const pool = createBotPool({ size: 1 });
  const view = unwrap(tessera.playerView(unwrap(tessera.setup({ players: 2, seed: 'server' })), 0));
  const result = await pool.chooseMove('tessera', 'mcts', view, { iterations: 200, seed: 1 });
  console.log(JSON.stringify(result.ok ? { move: result.value } : { error: result.error.code + ': ' + result.error.message }));
  pool.close();
`;

/** A server in each module format: its project's type, esbuild's output format and its script. */
const FORMATS = [
  {
    name: 'an ES module server',
    type: 'module',
    format: 'esm',
    script: `import { createBotPool } from 'tessera-engine/workers';\nimport { tessera, unwrap } from 'tessera-engine/tessera';\n${SEARCH}`,
  },
  {
    name: 'a CommonJS server',
    type: 'commonjs',
    format: 'cjs',
    script: `const { createBotPool } = require('tessera-engine/workers');\nconst { tessera, unwrap } = require('tessera-engine/tessera');\n(async () => {${SEARCH}})();`,
  },
] as const;

/** The package, packed once for the file's projects. */
let tarball: string | undefined;

/**
 * Bundles a server with esbuild for Node into `out/` of a fresh project with the packed package installed, with
 * the given entries and settings on top, and returns what the bundled server printed when run from `out/`.
 */
async function bundledServerAnswer(server: (typeof FORMATS)[number], out: string, extraEntries: string[], extra: BuildOptions = {}): Promise<unknown> {
  const project = installedConsumer(server.type, (tarball ??= packInto(mkdtempSync(join(tmpdir(), 'tessera-server-bundles-')))));
  writeFileSync(join(project, 'server.js'), server.script);
  const outdir = join(project, out);
  await build({
    absWorkingDir: project,
    entryPoints: ['server.js', ...extraEntries],
    bundle: true,
    platform: 'node',
    format: server.format,
    outdir,
    entryNames: '[name]',
    logLevel: 'silent',
    ...extra,
  });
  return JSON.parse(execFileSync(process.execPath, [join(outdir, 'server.js')], { encoding: 'utf8', timeout: 60_000 })) as unknown;
}

/** Expects the answer to be a legal move of the searched position. */
function expectLegalMove(answer: unknown): void {
  expect(answer).toHaveProperty('move');
  const state = unwrap(tessera.setup({ players: 2, seed: 'server' }));
  expect(tessera.validateMove(state, (answer as { move: unknown }).move).ok).toBe(true);
}

describe.skipIf(process.env.TEST_DIST !== '1').each(FORMATS)('$name bundled by esbuild', (server) => {
  test('as the docs warn: the bundle leaves the worker script behind, and the pool answers worker-failed naming it and what to do', async () => {
    const answer = await bundledServerAnswer(server, 'alone', []);
    expect(answer).toEqual({
      error: expect.stringMatching(
        /^worker-failed: .*Cannot find module '.*\/alone\/workers-worker\.js'.*: the package's worker script is not beside the pool's code.*workerUrl/,
      ) as unknown,
    });
  }, 120_000);

  test("with the package's worker script as a second entry named workers-worker, as the docs advise: a legal move", async () => {
    expectLegalMove(await bundledServerAnswer(server, 'with-worker', ['node_modules/tessera-engine/dist/workers-worker.js']));
  }, 120_000);

  test('with the packages left out of the bundle, as the docs advise: a legal move', async () => {
    expectLegalMove(await bundledServerAnswer(server, 'external', [], { packages: 'external' }));
  }, 120_000);
});
