/**
 * A Node server bundled into one file, on the package as a user installs it (`TEST_DIST=1`, after a build):
 * `tessera-engine/workers` starts its `worker_threads` on the package's worker script, beside its own file,
 * which a bundle of the server leaves behind. `docs/pitfalls.md` promises what happens then (the pool answers
 * `worker-failed`, naming the missing file and the fixes) and that the fixes work: the worker script bundled as a
 * second entry named `workers-worker`, or the package left out of the bundle. Each is checked here with esbuild
 * (an ES module server and a CommonJS one) and webpack 5 (a CommonJS server), by running the bundled server in a
 * fresh Node process; and so is webpack's ES module output, which keeps the package's place on the build machine.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, test } from 'vitest';
import webpack, { type Configuration } from 'webpack';
import { installedConsumer, packInto } from './helpers/packed.js';
import { expectLegalAnswer, searchScript } from './helpers/search-script.js';

/** Where a server puts the search's answer: its standard output, as JSON. */
const TO_OUTPUT = '(answer) => console.log(JSON.stringify(answer))';

/** A server in one module format: its project's type, the bundle's output format and its script. */
interface Server {
  readonly type: 'module' | 'commonjs';
  readonly format: 'esm' | 'cjs';
  readonly script: string;
}

const ES_MODULE_SERVER: Server = {
  type: 'module',
  format: 'esm',
  script: searchScript('module', TO_OUTPUT, '{ size: 1 }'),
};

const COMMONJS_SERVER: Server = {
  type: 'commonjs',
  format: 'cjs',
  script: searchScript('commonjs', TO_OUTPUT, '{ size: 1 }'),
};

/** The package, packed once for the file's projects. */
let tarball: string | undefined;

/** The entries of a server's bundle, by the name of their output file: `server`, and maybe `workers-worker`. */
type Entries = Record<string, string>;

/** A bundler for Node: it bundles the entries of a project into `outdir`, in a module format, the packages left out if `external`. */
interface ServerBundler {
  bundle(project: string, outdir: string, format: Server['format'], entries: Entries, external: boolean): Promise<void>;
}

const ESBUILD: ServerBundler = {
  async bundle(project, outdir, format, entries, external) {
    await build({
      absWorkingDir: project,
      entryPoints: entries,
      bundle: true,
      platform: 'node',
      format,
      outdir,
      logLevel: 'silent',
      ...(external ? { packages: 'external' } : {}),
    });
  },
};

const WEBPACK: ServerBundler = {
  bundle(project, outdir, format, entries, external) {
    const esm = format === 'esm';
    const settings: Configuration = {
      mode: 'production',
      context: project,
      target: 'node',
      entry: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, `./${file}`])),
      output: { path: outdir, filename: '[name].js', ...(esm ? { module: true, chunkFormat: 'module' } : {}) },
      experiments: { outputModule: esm },
      externals: external ? [/^tessera-engine(\/|$)/] : [],
      externalsType: esm ? 'module' : 'commonjs',
    };
    return new Promise((resolve, reject) => {
      webpack(settings, (error, stats) => {
        if (error) reject(error);
        else if (stats?.hasErrors() === true) reject(new Error(stats.toString('errors-only')));
        else resolve();
      });
    });
  },
};

/**
 * Bundles a server for Node into `out/` of a fresh project with the packed package installed, with the given
 * entries besides the server's, and returns what the bundled server printed when run from `out/`.
 */
async function bundledServerAnswer(bundler: ServerBundler, server: Server, out: string, entries: Entries, external = false): Promise<unknown> {
  const project = installedConsumer(server.type, (tarball ??= packInto(mkdtempSync(join(tmpdir(), 'tessera-server-bundles-')))));
  writeFileSync(join(project, 'server.js'), server.script);
  const outdir = join(project, out);
  await bundler.bundle(project, outdir, server.format, { server: 'server.js', ...entries }, external);
  return JSON.parse(execFileSync(process.execPath, [join(outdir, 'server.js')], { encoding: 'utf8', timeout: 60_000 })) as unknown;
}

/** The package's worker script as a second entry, named so that it lands beside the server's bundle. */
const WORKER_ENTRY: Entries = { 'workers-worker': 'node_modules/tessera-engine/dist/workers-worker.js' };

/** The bundled servers whose bundle leaves the worker script behind: esbuild's in both formats, webpack's CommonJS. */
const LOSING_BUNDLES = [
  { title: 'esbuild, an ES module server', bundler: ESBUILD, server: ES_MODULE_SERVER },
  { title: 'esbuild, a CommonJS server', bundler: ESBUILD, server: COMMONJS_SERVER },
  { title: 'webpack 5, a CommonJS server', bundler: WEBPACK, server: COMMONJS_SERVER },
];

describe.skipIf(process.env.TEST_DIST !== '1').each(LOSING_BUNDLES)('$title', ({ bundler, server }) => {
  test('as the docs warn: the bundle leaves the worker script behind, and the pool answers worker-failed naming it and what to do', async () => {
    const answer = await bundledServerAnswer(bundler, server, 'alone', {});
    expect(answer).toEqual({
      error: expect.stringMatching(
        /^worker-failed: .*Cannot find module '.*\/alone\/workers-worker\.js'.*: the package's worker script is not beside the pool's code.*workerUrl/,
      ) as unknown,
    });
  }, 120_000);

  test("with the package's worker script as a second entry named workers-worker, as the docs advise: a legal move", async () => {
    expectLegalAnswer(await bundledServerAnswer(bundler, server, 'with-worker', WORKER_ENTRY));
  }, 120_000);

  test('with the packages left out of the bundle, as the docs advise: a legal move', async () => {
    expectLegalAnswer(await bundledServerAnswer(bundler, server, 'external', {}, true));
  }, 120_000);
});

describe.skipIf(process.env.TEST_DIST !== '1')("webpack 5's ES module output (an experiment of webpack's)", () => {
  test("as the docs say: the bundle holds the package's place on the build machine, where the pool finds the script", async () => {
    expectLegalAnswer(await bundledServerAnswer(WEBPACK, ES_MODULE_SERVER, 'alone', {}));
  }, 120_000);
});
