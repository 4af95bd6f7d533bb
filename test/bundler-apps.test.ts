/**
 * Front-ends made with the bundlers that `docs/front-ends.md` names, on the package as a user installs it
 * (`TEST_DIST=1`, after a build): a page that asks the package's Web Workers for a move, built by each bundler,
 * served, and opened in Chromium. The docs promise that Vite 8, webpack 5 and Rspack 2 need nothing (with an ES
 * module import or a CommonJS require), that the dev servers of Vite 7, 6 and 5 need the package left out of their
 * pre-bundling, that Parcel 2 needs package exports turned on, that Rollup alone and esbuild need the worker script
 * as a second entry, and that a bundle with no `import.meta.url` (esbuild's IIFE) needs its URL. Each promise is
 * checked here, and so is each failure the docs describe without its setting, so that the docs' advice stays needed
 * and true.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as vite8 from 'vite';
import * as vite5 from 'vite5';
import * as vite6 from 'vite6';
import * as vite7 from 'vite7';
import { afterAll, describe, expect, test } from 'vitest';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { rspack } from '@rspack/core';
import { build as esbuild } from 'esbuild';
import { rollup } from 'rollup';
import webpack from 'webpack';
import { executablePath } from './helpers/chromium.js';
import { installedConsumer, packInto } from './helpers/packed.js';
import { answerOf, expectLegalMove } from './helpers/page-answer.js';
import { searchScript } from './helpers/search-script.js';
import { serveFolder } from './helpers/static-server.js';

/** Where a page puts the search's answer: `window.answer`. */
const TO_WINDOW = '(answer) => { window.answer = answer; }';

/** The page's script as an ES module. */
const MODULE_PAGE = searchScript('module', TO_WINDOW);

/** The page, its pool given the worker script's URL, as the docs advise for a bundler that cannot find it. */
const PAGE_WITH_WORKER_URL = searchScript('module', TO_WINDOW, "{ workerUrl: '/bot-worker.js' }");

/** The same page in CommonJS, as code compiled to CommonJS reaches a bundler. */
const COMMONJS_PAGE = searchScript('commonjs', TO_WINDOW);

/** The package, packed once for all the file's apps. */
let tarball: string | undefined;

/** A fresh app with the packed package installed, its page script at `src/<script>`, and an `index.html` that loads `loads`. */
function appWith(script: string, contents: string, loads: string): string {
  tarball ??= packInto(mkdtempSync(join(tmpdir(), 'tessera-bundler-apps-')));
  const app = installedConsumer('module', tarball);
  mkdirSync(join(app, 'src'));
  writeFileSync(join(app, 'src', script), contents);
  writeFileSync(join(app, 'index.html'), `<!doctype html><title>bots</title><script type="module" src="${loads}"></script>`);
  return app;
}

/** The package's worker script in an app's `node_modules`, for the bundlers that need it as a second entry. */
const workerScriptIn = (app: string): string => join(app, 'node_modules', 'tessera-engine', 'dist', 'workers-worker.js');

/** The pool's answer when the page's request for the package's worker script failed: it says what to do. */
const OWN_SCRIPT_FAILED = /^worker-failed: .*the package's worker script, workers-worker\.js beside the pool's own file, could not be loaded.*workerUrl$/;

/** The pool's answer when a page bundled in another format than ES modules has no `import.meta.url`: it says what to do. */
const OWN_SCRIPT_NOWHERE =
  /^worker-failed: the worker could not start: .*the package's worker script is found beside the pool's own file through import\.meta\.url.*workerUrl$/;

const stops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const stop of stops) await stop();
});

/** Serves a built app's folder and returns its address; the server stops after the file's tests. */
async function served(folder: string): Promise<string> {
  const server = await serveFolder(folder);
  stops.push(() => server.close());
  return `${server.origin}/`;
}

const runs = process.env.TEST_DIST === '1' && executablePath !== null;

/** The part of a Vite's Node API the tests use, which Vites 5 to 8 share. */
interface ViteApi {
  createServer(config: object): Promise<{ listen(): Promise<unknown>; close(): Promise<void>; resolvedUrls: { local: string[] } | null }>;
  build(config: object): Promise<unknown>;
  preview(config: object): Promise<{ close(): Promise<void>; resolvedUrls: { local: string[] } | null }>;
}

/** A Vite app's settings: no config file of the repository's, and quiet, with the test's own on top. */
const viteSettings = (app: string, extra: object): object => ({ root: app, configFile: false, logLevel: 'silent', ...extra });

/** Serves a fresh app with a Vite's dev server and the given settings, and returns its address. */
async function viteDevServer(vite: ViteApi, extra: object = {}): Promise<string> {
  const server = await vite.createServer(viteSettings(appWith('main.js', MODULE_PAGE, '/src/main.js'), { ...extra, server: { host: '127.0.0.1', port: 0 } }));
  stops.push(() => server.close());
  await server.listen();
  return server.resolvedUrls!.local[0]!;
}

/** Builds a fresh app with a Vite, serves the build with its preview server, and returns the address. */
async function viteBuildPreview(vite: ViteApi): Promise<string> {
  const app = appWith('main.js', MODULE_PAGE, '/src/main.js');
  await vite.build(viteSettings(app, { build: { outDir: join(app, 'dist') } }));
  const server = await vite.preview(viteSettings(app, { preview: { host: '127.0.0.1', port: 0 } }));
  stops.push(() => server.close());
  return server.resolvedUrls!.local[0]!;
}

describe.skipIf(!runs)('a Vite 8 app (the Vite of the lock file)', () => {
  test("finds the worker script through the dev server's pre-bundled dependencies", async () => {
    expectLegalMove(await answerOf(await viteDevServer(vite8)));
  }, 120_000);

  test('emits the worker script in the production build', async () => {
    expectLegalMove(await answerOf(await viteBuildPreview(vite8)));
  }, 120_000);
});

/** The Vites before 8, whose dev server pre-bundles the package without its worker script. */
const VITES_THAT_PRE_BUNDLE: [string, ViteApi][] = [
  ['7', vite7],
  ['6', vite6],
  ['5', vite5],
];

describe.skipIf(!runs).each(VITES_THAT_PRE_BUNDLE)('a Vite %s app', (_, vite) => {
  test('dev server, as the docs warn: the pre-bundled package has no worker script, and the pool says so', async () => {
    const { answer, failed } = await answerOf(await viteDevServer(vite));
    expect(answer).toEqual({ error: expect.stringMatching(OWN_SCRIPT_FAILED) as unknown });
    expect(failed).toEqual([expect.stringMatching(/^404 .*workers-worker\.js$/) as unknown]);
  }, 120_000);

  test('dev server with the package left out of pre-bundling, as the docs advise: a legal move', async () => {
    expectLegalMove(await answerOf(await viteDevServer(vite, { optimizeDeps: { exclude: ['tessera-engine'] } })));
  }, 120_000);

  test('emits the worker script in the production build, with no setting', async () => {
    expectLegalMove(await answerOf(await viteBuildPreview(vite)));
  }, 120_000);
});

/** A production web build's settings, which webpack 5 and Rspack 2 read alike. */
interface WebBuildSettings {
  mode: 'production';
  context: string;
  entry: string;
  output: { path: string };
  target: 'web';
}

/** webpack's Node API as the tests call it, which Rspack's copies: a build with a callback and its errors. */
type WebpackLike = (
  settings: WebBuildSettings,
  callback: (error: Error | null, stats?: { toJson(options: { all: false; errors: true }): { errors?: { message: string }[] } }) => void,
) => unknown;

/** The bundlers that follow webpack's API and need no setting. */
const WEBPACK_LIKE_BUNDLERS: [string, WebpackLike][] = [
  ['webpack 5', webpack],
  ['Rspack 2', rspack],
];

describe.skipIf(!runs).each(WEBPACK_LIKE_BUNDLERS)('a %s app', (bundlerName, build) => {
  /** Builds the app's page script into `dist/` with the bundler's defaults for a production web build. */
  async function webpackLikeApp(script: string, contents: string): Promise<string> {
    const app = appWith(script, contents, 'main.js');
    const dist = join(app, 'dist');
    const errors = await new Promise<string[]>((resolve, reject) => {
      build({ mode: 'production', context: app, entry: `./src/${script}`, output: { path: dist }, target: 'web' }, (error, stats) => {
        if (error) reject(error);
        else resolve(stats?.toJson({ all: false, errors: true }).errors?.map((problem) => problem.message) ?? []);
      });
    });
    expect(errors).toEqual([]);
    writeFileSync(join(dist, 'index.html'), readFileSync(join(app, 'index.html')));
    return served(dist);
  }

  test('an ES module import: the worker script is found with no setting', async () => {
    expectLegalMove(await answerOf(await webpackLikeApp('main.js', MODULE_PAGE)));
  }, 120_000);

  test(`a CommonJS require gets the ES module build, whose worker script ${bundlerName} finds`, async () => {
    expectLegalMove(await answerOf(await webpackLikeApp('main.cjs', COMMONJS_PAGE)));
  }, 120_000);
});

describe.skipIf(!runs)('a Parcel 2 app', () => {
  const parcel = createRequire(import.meta.url).resolve('parcel/lib/bin.js');

  /** Runs `parcel build` on the app's `index.html`, into `dist/`. */
  function parcelBuild(app: string): { status: number | null; output: string } {
    const run = spawnSync(process.execPath, [parcel, 'build', 'index.html', '--dist-dir', 'dist', '--no-cache', '--no-autoinstall'], {
      cwd: app,
      encoding: 'utf8',
      timeout: 100_000,
    });
    return { status: run.status, output: run.stdout + run.stderr };
  }

  test('without package exports, as the docs warn: the subpaths do not resolve', () => {
    const { status, output } = parcelBuild(appWith('main.js', MODULE_PAGE, './src/main.js'));
    expect(status).not.toBe(0);
    // Both subpaths fail; which one Parcel reports first varies from run to run.
    expect(output).toMatch(/Failed to resolve 'tessera-engine\/(workers|tessera)'/);
  }, 120_000);

  test('with package exports turned on, as the docs advise: the worker script is found', async () => {
    const app = appWith('main.js', MODULE_PAGE, './src/main.js');
    const manifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(app, 'package.json'), JSON.stringify({ ...manifest, '@parcel/resolver-default': { packageExports: true } }));
    const { status, output } = parcelBuild(app);
    expect(status, output).toBe(0);
    expectLegalMove(await answerOf(await served(join(app, 'dist'))));
  }, 120_000);
});

describe.skipIf(!runs)('a Rollup 4 app (Rollup alone, with its node-resolve plugin)', () => {
  /** Bundles the app's inputs (named as their output files) into `dist/` as ES modules, and serves it. */
  async function rollupApp(inputs: (app: string) => Record<string, string>): Promise<string> {
    const app = appWith('main.js', MODULE_PAGE, 'main.js');
    const dist = join(app, 'dist');
    const bundle = await rollup({ input: inputs(app), plugins: [nodeResolve({ browser: true, rootDir: app })], logLevel: 'silent' });
    await bundle.write({ dir: dist, format: 'es', entryFileNames: '[name].js' });
    await bundle.close();
    writeFileSync(join(dist, 'index.html'), readFileSync(join(app, 'index.html')));
    return served(dist);
  }

  test('as the docs warn: Rollup leaves the worker script behind, which answers 404 and the pool says so', async () => {
    const { answer, failed } = await answerOf(await rollupApp((app) => ({ main: join(app, 'src', 'main.js') })));
    expect(answer).toEqual({ error: expect.stringMatching(OWN_SCRIPT_FAILED) as unknown });
    expect(failed).toEqual([expect.stringMatching(/^404 .*workers-worker\.js$/) as unknown]);
  }, 120_000);

  test("with the package's worker script as a second input named workers-worker, as the docs advise: a legal move", async () => {
    expectLegalMove(await answerOf(await rollupApp((app) => ({ main: join(app, 'src', 'main.js'), 'workers-worker': workerScriptIn(app) }))));
  }, 120_000);
});

describe.skipIf(!runs)('an esbuild app', () => {
  /** Bundles the page and the given entries (named as their output files) into `dist/` in a format, and serves it. */
  async function esbuildApp(contents: string, format: 'esm' | 'iife', entries: (app: string) => Record<string, string>): Promise<string> {
    const app = appWith('main.js', contents, 'main.js');
    const dist = join(app, 'dist');
    await esbuild({
      absWorkingDir: app,
      entryPoints: { main: join(app, 'src', 'main.js'), ...entries(app) },
      bundle: true,
      format,
      platform: 'browser',
      outdir: dist,
      logLevel: 'silent',
    });
    writeFileSync(join(dist, 'index.html'), readFileSync(join(app, 'index.html')));
    return served(dist);
  }

  test('as the docs warn: an ES module bundle leaves the worker script behind, which answers 404 and the pool says so', async () => {
    const { answer, failed } = await answerOf(await esbuildApp(MODULE_PAGE, 'esm', () => ({})));
    expect(answer).toEqual({ error: expect.stringMatching(OWN_SCRIPT_FAILED) as unknown });
    expect(failed).toEqual([expect.stringMatching(/^404 .*workers-worker\.js$/) as unknown]);
  }, 120_000);

  test("an ES module bundle with the package's worker script as a second entry named workers-worker, as the docs advise: a legal move", async () => {
    expectLegalMove(await answerOf(await esbuildApp(MODULE_PAGE, 'esm', (app) => ({ 'workers-worker': workerScriptIn(app) }))));
  }, 120_000);

  test('as the docs warn: a bundle in another format has no import.meta.url, and the pool says to pass workerUrl', async () => {
    const { answer, failed } = await answerOf(await esbuildApp(MODULE_PAGE, 'iife', (app) => ({ 'workers-worker': workerScriptIn(app) })));
    expect(answer).toEqual({ error: expect.stringMatching(OWN_SCRIPT_NOWHERE) as unknown });
    expect(failed).toEqual([]);
  }, 120_000);

  test('a bundle in another format, with the worker script bundled and its URL passed, as the docs advise: a legal move', async () => {
    expectLegalMove(await answerOf(await esbuildApp(PAGE_WITH_WORKER_URL, 'iife', (app) => ({ 'bot-worker': workerScriptIn(app) }))));
  }, 120_000);
});
