/**
 * A Next.js app on the package as a user installs it (`TEST_DIST=1`, after a build), with the App Router: a server
 * component that renders a position of the package's games, a client component that asks `tessera-engine/workers`
 * for a move in the page (Web Workers), and a route handler that asks it on the server (`worker_threads`).
 * `docs/front-ends.md` and `docs/pitfalls.md` promise that the pages need nothing, with Turbopack (Next.js 16's
 * default, for its dev server and its build) and with webpack (`next build --webpack`), and that the server's
 * searches need the package left out of Next.js's server bundle (`serverExternalPackages`): without it, they answer
 * `worker-failed`, naming the script they could not find and the pitfall. A server deployed from the standalone
 * output also needs the package's built files traced into it (`outputFileTracingIncludes`), which it is checked
 * with, and without, copied out of the app. A route in the Edge runtime searches on its own thread, and the pool
 * says there are no Web Workers there. Each promise is checked here, and so is each failure, with the Next.js and
 * React of the lock file.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mctsBot, tessera, unwrap } from 'tessera-engine/tessera';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { executablePath } from './helpers/chromium.js';
import { childEnvironment } from './helpers/child-environment.js';
import { freePort } from './helpers/free-port.js';
import { installedConsumer, packInto } from './helpers/packed.js';
import { answerOf, expectLegalMove } from './helpers/page-answer.js';
import { startReadyProcess } from './helpers/ready-process.js';
import { SEARCH_IMPORTS, SEARCH_SEED, expectLegalAnswer, searchFunction } from './helpers/search-script.js';

const runs = process.env.TEST_DIST === '1' && executablePath !== null;

const require = createRequire(import.meta.url);

/** Next.js and React as `name@version`, the versions of the lock file, which `npm ci` left in npm's cache. */
const FRAMEWORK = [require.resolve('next/package.json'), require.resolve('react/package.json'), require.resolve('react-dom/package.json')].map((file) => {
  const { name, version } = JSON.parse(readFileSync(file, 'utf8')) as { name: string; version: string };
  return `${name}@${version}`;
});

/** The seed of the position that the server component renders. */
const RENDERED_SEED = 'next';

/** What the server component renders: the number of legal moves of that position. */
const renderedText = (): string => `${tessera.legalMoves(unwrap(tessera.setup({ players: 2, seed: RENDERED_SEED }))).length} legal moves`;

/** The client component of `docs/front-ends.md`'s Next.js section: a bot's seat. */
function documentedBotSeat(): string {
  const guide = readFileSync('docs/front-ends.md', 'utf8');
  const section = guide.slice(guide.indexOf('### Next.js'));
  return /```jsx\n([\s\S]*?)```/.exec(section)![1]!;
}

/** The budget of the Edge route's search, on the request's thread. */
const EDGE_SEARCH = { seed: 1, iterations: 200 };

/**
 * The app's files, by their path: the root layout; the page, a server component that renders a position and the
 * game; the game, a client component that gives the documented bot's seat seat 0's view of the searched position
 * and puts its move in `window.answer`; and the route handler, which searches on the server. The Edge route is
 * apart, {@link EDGE_ROUTE}.
 */
const APP_FILES: Record<string, string> = {
  'app/layout.jsx': `export default function RootLayout({ children }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`,
  'app/page.jsx': `import { tessera, unwrap } from 'tessera-engine/tessera';
import Game from './game.jsx';

export default function Page() {
  const state = unwrap(tessera.setup({ players: 2, seed: '${RENDERED_SEED}' }));
  return (<main><p id="rendered">{\`\${tessera.legalMoves(state).length} legal moves\`}</p><Game /></main>);
}
`,
  'app/game.jsx': `'use client';
import { mctsBot, tessera, unwrap } from 'tessera-engine/tessera';
import BotSeat from './bot-seat.jsx';

const view = unwrap(tessera.playerView(unwrap(tessera.setup({ players: 2, seed: '${SEARCH_SEED}' })), 0));

export default function Game() {
  return <BotSeat view={view} onMove={(move) => { window.answer = { move }; }} />;
}
`,
  'app/bot-seat.jsx': documentedBotSeat(),
  'app/api/move/route.js': `${SEARCH_IMPORTS.module}

export const dynamic = 'force-dynamic';

export function GET() {
  return new Promise((resolve) => (${searchFunction('(answer) => resolve(Response.json(answer))', '{ size: 1 }')})());
}
`,
};

/**
 * A route handler in the Edge runtime (deprecated in Next.js 16.5): it searches on the request's thread, and asks
 * the pool, which has no workers there. Only the Turbopack builds and the dev server get it: a webpack build of
 * Next.js 16.5 fails on any Edge route, one that imports nothing included (`route_client-reference-manifest.js`
 * not found while it collects the page data).
 */
const EDGE_ROUTE = [
  'app/api/edge/route.js',
  `import { mctsBot, tessera, unwrap } from 'tessera-engine/tessera';
import { createBotPool } from 'tessera-engine/workers';

export const runtime = 'edge';
export const dynamic = 'force-dynamic';

export async function GET() {
  const view = unwrap(tessera.playerView(unwrap(tessera.setup({ players: 2, seed: '${SEARCH_SEED}' })), 0));
  const move = unwrap(mctsBot.chooseMove(view, ${JSON.stringify(EDGE_SEARCH)}));
  const pool = createBotPool({ size: 1 });
  const pooled = await pool.chooseMove('tessera', 'mcts', view, { iterations: 10 });
  pool.close();
  return Response.json({ move, pooled: pooled.ok ? 'ok' : [pooled.error.code, pooled.error.message] });
}
`,
] as const;

/** The settings of `next.config.js` that the tests try, as source text. */
const SETTINGS = {
  none: '{}',
  /** The package left out of the server's bundles, as `docs/pitfalls.md` advises. */
  external: "{ serverExternalPackages: ['tessera-engine'] }",
  /** The same, and the standalone output, a server that a container's image copies with the files it traced. */
  standalone: "{ output: 'standalone', serverExternalPackages: ['tessera-engine'] }",
  /** The same, and the package's built files traced into it, as `docs/pitfalls.md` advises. */
  standaloneTraced:
    "{ output: 'standalone', serverExternalPackages: ['tessera-engine'], outputFileTracingIncludes: { '/*': ['./node_modules/tessera-engine/dist/**'] } }",
} as const;

type Settings = keyof typeof SETTINGS;

/** Writes the app's `next.config.js`, with the given settings. */
function configure(settings: Settings): void {
  writeFileSync(join(app, 'next.config.js'), `export default ${SETTINGS[settings]};\n`);
}

/** The pool's answer when the server's bundle left the package's worker script behind: it names the file and the pitfall. */
const SERVER_SCRIPT_LOST =
  /^worker-failed: .*Cannot find module '[^']*workers-worker\.js'.*docs\/pitfalls\.md, 'A bundled Node server loses the worker script'/;

/** Next.js's environment: no telemetry, and its own `NODE_ENV` (vitest's `test` is no mode of Next.js). */
function nextEnvironment(): NodeJS.ProcessEnv {
  const environment = childEnvironment({ NEXT_TELEMETRY_DISABLED: '1' });
  delete environment.NODE_ENV;
  return environment;
}

/** The folder of the packed package, the app's, and the copy of its standalone output. */
let packed = '';
let app = '';
let deployed = '';
const stops: (() => Promise<void>)[] = [];

beforeAll(() => {
  if (!runs) return;
  packed = mkdtempSync(join(tmpdir(), 'tessera-nextjs-'));
  app = installedConsumer('module', packInto(packed), FRAMEWORK);
  for (const [path, contents] of Object.entries(APP_FILES)) {
    mkdirSync(join(app, path, '..'), { recursive: true });
    writeFileSync(join(app, path), contents);
  }
}, 300_000);

// Stopping the servers and removing some 370 MB took over 10 s (the default) once, on a loaded machine in CI.
afterAll(async () => {
  await stopServers();
  // Next.js and its compilers take some 370 MB in the app's node_modules.
  for (const folder of [packed, app, deployed]) if (folder !== '') rmSync(folder, { recursive: true, force: true });
}, 120_000);

/** The app's `next` command: its arguments, run by this Node. */
const next = (...args: string[]): string[] => [join(app, 'node_modules', 'next', 'dist', 'bin', 'next'), ...args];

/** Writes the app's config, and builds it with a bundler. */
function buildApp(bundler: 'turbopack' | 'webpack', settings: Settings): void {
  configure(settings);
  withEdgeRoute(bundler === 'turbopack');
  rmSync(join(app, '.next'), { recursive: true, force: true });
  const { status, stdout, stderr } = spawnSync(process.execPath, next('build', ...(bundler === 'webpack' ? ['--webpack'] : [])), {
    cwd: app,
    env: nextEnvironment(),
    encoding: 'utf8',
    timeout: 240_000,
  });
  expect(status, stdout + stderr).toBe(0);
}

/** Adds the Edge route to the app, or takes it out. */
function withEdgeRoute(wanted: boolean): void {
  const [path, contents] = EDGE_ROUTE;
  rmSync(join(app, path), { force: true });
  if (!wanted) return;
  mkdirSync(join(app, path, '..'), { recursive: true });
  writeFileSync(join(app, path), contents);
}

/**
 * How the app is served: its production server (`next start`), its dev server (`next dev`), or the server of its
 * standalone output, copied out of the app first, as into a container's image.
 */
type Serving = 'start' | 'dev' | 'standalone';

/** Copies the app's standalone output to a folder of its own, where the server finds nothing of the app's. */
function deployStandalone(): void {
  if (deployed !== '') rmSync(deployed, { recursive: true, force: true });
  deployed = mkdtempSync(join(tmpdir(), 'tessera-nextjs-standalone-'));
  cpSync(join(app, '.next', 'standalone'), deployed, { recursive: true });
}

/** Starts the app's server, and returns its address once ready. */
async function serveApp(command: Serving): Promise<string> {
  const port = await freePort();
  const args = command === 'standalone' ? [join(deployed, 'server.js')] : next(command, '--port', String(port), '--hostname', '127.0.0.1');
  const { process: server } = await startReadyProcess([process.execPath, ...args], {
    cwd: command === 'standalone' ? deployed : app,
    // The standalone server's address.
    env: { ...nextEnvironment(), PORT: String(port), HOSTNAME: '127.0.0.1' },
    name: `next ${command}`,
    isReady: (line) => line.includes('Ready in'),
    readyWithinMs: 60_000,
    // The dev server's workers stop with it.
    ownGroup: true,
  });
  stops.push(() => server.stop());
  return `http://127.0.0.1:${port}/`;
}

/** Stops the servers started so far. */
async function stopServers(): Promise<void> {
  for (const stop of stops.splice(0)) await stop();
}

/** What the server's route handler answered: its search's `{ move }` or `{ error }`. */
async function routeAnswer(origin: string): Promise<unknown> {
  return (await fetch(`${origin}api/move`)).json();
}

/** Expects the page's server-rendered HTML to hold the position the server component rendered. */
async function expectRendered(origin: string): Promise<void> {
  const html = await (await fetch(origin)).text();
  expect(/<p id="rendered">([^<]*)<\/p>/.exec(html)?.[1]).toBe(renderedText());
}

/** The app served now: its settings, bundler and serving, and its address. */
let current: { key: string; origin: string } | undefined;

/** The app's address with the given settings and bundler, served as said: built (but for the dev server) and served, unless it is already. */
async function served(settings: Settings, bundler: 'turbopack' | 'webpack', command: Serving): Promise<string> {
  const key = `${settings} ${bundler} ${command}`;
  if (current?.key === key) return current.origin;
  await stopServers();
  if (command === 'dev') {
    configure(settings);
    withEdgeRoute(true);
  } else buildApp(bundler, settings);
  if (command === 'standalone') deployStandalone();
  current = { key, origin: await serveApp(command) };
  return current.origin;
}

describe.skipIf(!runs).each([
  ['the production build with Turbopack (`next build`)', 'turbopack', 'start'],
  ['the production build with webpack (`next build --webpack`)', 'webpack', 'start'],
  ['the dev server with Turbopack (`next dev`)', 'turbopack', 'dev'],
] as const)('a Next.js 16 app: %s', (_, bundler, command) => {
  test('renders the games on the server, and its page gets a legal move from the Web Workers with nothing set', async () => {
    const origin = await served('none', bundler, command);
    await expectRendered(origin);
    expectLegalMove(await answerOf(origin));
  }, 300_000);

  test("as the docs warn: without serverExternalPackages, a route's search answers worker-failed, naming the lost script", async () => {
    const origin = await served('none', bundler, command);
    expect(await routeAnswer(origin)).toEqual({ error: expect.stringMatching(SERVER_SCRIPT_LOST) as unknown });
  }, 300_000);

  test.skipIf(bundler === 'webpack')(
    "in the Edge runtime, with nothing set, a route's search on its own thread is Node's, and the pool answers that there are no Web Workers",
    async () => {
      const origin = await served('none', bundler, command);
      const view = unwrap(tessera.playerView(unwrap(tessera.setup({ players: 2, seed: SEARCH_SEED })), 0));
      expect(await (await fetch(`${origin}api/edge`)).json()).toEqual({
        move: unwrap(mctsBot.chooseMove(view, EDGE_SEARCH)),
        pooled: ['worker-failed', expect.stringMatching(/^the worker could not start: this runtime has no Web Workers/)],
      });
    },
    300_000,
  );

  test("with serverExternalPackages: ['tessera-engine'], as the docs advise: a route's search gets a legal move", async () => {
    const origin = await served('external', bundler, command);
    expectLegalAnswer(await routeAnswer(origin));
  }, 300_000);
});

describe.skipIf(!runs)('a Next.js 16 app deployed from its standalone output (`output: "standalone"`, built with Turbopack)', () => {
  test("as the docs warn: the output's trace leaves the package's worker script out, and a route's search answers worker-failed, naming it", async () => {
    const origin = await served('standalone', 'turbopack', 'standalone');
    expect(await routeAnswer(origin)).toEqual({ error: expect.stringMatching(SERVER_SCRIPT_LOST) as unknown });
  }, 300_000);

  test("with the package's built files traced in (outputFileTracingIncludes), as the docs advise: a route's search gets a legal move", async () => {
    const origin = await served('standaloneTraced', 'turbopack', 'standalone');
    expectLegalAnswer(await routeAnswer(origin));
  }, 300_000);
});
