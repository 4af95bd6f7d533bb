/**
 * The package on Bun, Deno and Cloudflare Workers, as a user installs it (`TEST_DIST=1`, after a build): the packed
 * package in a fresh project, where each runtime runs the README quick start as it is, in TypeScript, and a script
 * that loads every published entry point, plays a seeded game of each with its searching bot and asks the worker
 * pool for a move, as an ES module and as CommonJS. Their output must be Node's, to the last move: the games are
 * seeded, so a runtime that resolved another file, or computed one number differently, would show. Deno needs no
 * permission but `--allow-env=NODE_ENV` for the editor (immer, which only the editor imports, reads it as it loads),
 * and its type checker, the TypeScript that Deno ships, reads the package's declarations. Cloudflare Workers run the
 * same script bundled as wrangler bundles a Worker; they have no Web Workers, so the pool's answer is the one line
 * that differs. They also run the server guide's table by hand, its code block as it is. The runtimes are the `bun`, `deno` and `workerd` packages of the lock file.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync, transformSync } from 'esbuild';
import { beforeAll, describe, expect, test } from 'vitest';
import { BUN_COMMAND, QUIET_DENO, binaryOf } from './helpers/binaries.js';
import { guideExamples } from './helpers/doc-examples.js';
import { installedConsumer, publishedEntryPoints } from './helpers/packed.js';

/** A runtime: its name, and the command that runs a script file in it (the file's name comes last). */
interface Runtime {
  readonly name: string;
  readonly command: readonly string[];
}

const NODE: Runtime = { name: 'Node', command: [process.execPath] };
const BUN: Runtime = { name: 'Bun', command: BUN_COMMAND };
const DENO: Runtime = { name: 'Deno', command: [binaryOf('deno'), 'run', '--allow-env=NODE_ENV'] };
/** Deno with no permission at all: enough for every subpath but the editor. */
const BARE_DENO: Runtime = { name: 'Deno with no permission', command: [binaryOf('deno'), 'run'] };

/** The project, with the packed package and fast-check (`tessera-engine/testing`'s peer dependency) installed. */
let project = '';

/** The runtimes' environment: no colours, no update check, and Deno's cache in a folder of its own. */
let environment: NodeJS.ProcessEnv = {};

/** Runs a file of the project in a runtime and returns its standard output. */
function run(runtime: Runtime, file: string): string {
  const [command, ...args] = runtime.command;
  return execFileSync(command!, [...args, file], { cwd: project, encoding: 'utf8', env: environment, timeout: 120_000, stdio: 'pipe' });
}

/**
 * How a script is written: an ES module or CommonJS that a runtime runs, or a Cloudflare Worker, an ES module
 * bundled with its imports (so that they are written out one by one) whose test handler runs the script.
 */
type ScriptFormat = 'module' | 'commonjs' | 'worker';

/**
 * The script that every runtime runs: the names each published entry point exports, a seeded Tessera game (greedy
 * against MCTS) and a seeded one-round Tesseris game (greedy against IS-MCTS), every move written in the games'
 * notation, and what the worker pool's search answers (a move, or its error's code and message), as one line of
 * JSON.
 */
function everyEntryPointScript(format: ScriptFormat): string {
  const entryPoints = publishedEntryPoints();
  const load = {
    module: `const entries = {};\nfor (const name of ${JSON.stringify(entryPoints)}) entries[name] = await import(name);`,
    commonjs: `const entries = {};\nfor (const name of ${JSON.stringify(entryPoints)}) entries[name] = require(name);`,
    worker: `${entryPoints.map((name, index) => `import * as entry${index} from '${name}';`).join('\n')}
const entries = { ${entryPoints.map((name, index) => `'${name}': entry${index}`).join(', ')} };`,
  }[format];
  const body = `
const tessera = entries['tessera-engine/tessera'];
const tesseris = entries['tessera-engine/tesseris'];
const { createBotPool } = entries['tessera-engine/workers'];

function playOut(game, bots, options) {
  let state = game.unwrap(game.setup(options));
  const moves = [];
  while (game.outcome(state) === null) {
    const seat = game.currentPlayer(state);
    const view = game.unwrap(game.playerView(state, seat));
    const move = game.unwrap(bots[seat].chooseMove(view, { seed: moves.length, iterations: 100 }));
    moves.push(game.formatMove(move));
    state = game.unwrap(game.applyMove(state, move)).state;
  }
  return { moves, outcome: game.outcome(state) };
}

const pool = createBotPool({ size: 1 });
const view = tessera.unwrap(tessera.playerView(tessera.unwrap(tessera.setup({ players: 2, seed: 'runtimes' })), 0));
const searched = await pool.chooseMove('tessera', 'mcts', view, { iterations: 200, seed: 1 });
pool.close();
console.log(JSON.stringify({
  exports: Object.fromEntries(Object.entries(entries).map(([name, entry]) => [name, Object.keys(entry).sort()])),
  tessera: playOut(tessera, [tessera.greedyBot, tessera.mctsBot], { players: 2, seed: 'runtimes' }),
  tesseris: playOut(tesseris, [tesseris.ismctsBot, tesseris.greedyBot], { players: 2, seed: 'runtimes', rounds: 1 }),
  searched: searched.ok ? searched.value : [searched.error.code, searched.error.message],
}));
`;
  // CommonJS has no top-level await; a Worker runs its code in a handler.
  if (format === 'commonjs') return `(async () => {\n${load}\n${body}\n})();`;
  return format === 'module' ? `${load}\n${body}` : `${load}\nexport default {\n  async test() {\n${body}\n  },\n};`;
}

/**
 * Runs a Worker's script as Cloudflare Workers do: bundled as wrangler bundles it (esbuild, with its conditions
 * `workerd`, `worker` and `browser`, as an ES module for ES2022), then its test handler run by workerd, the runtime
 * of Cloudflare Workers, with no compatibility flag (so no Node API). Returns what the script printed.
 */
function runInWorkerd(file: string): string {
  buildSync({
    entryPoints: [file],
    absWorkingDir: project,
    outfile: 'worker-bundle.js',
    bundle: true,
    format: 'esm',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    logLevel: 'silent',
  });
  const config = `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (services = [(name = "main", worker = .worker)]);
const worker :Workerd.Worker = (modules = [(name = "worker.js", esModule = embed "worker-bundle.js")], compatibilityDate = "2026-11-01");
`;
  writeFileSync(join(project, 'workerd.capnp'), config);
  const output = execFileSync(binaryOf('workerd'), ['test', 'workerd.capnp'], {
    cwd: project,
    encoding: 'utf8',
    env: environment,
    timeout: 120_000,
    stdio: 'pipe',
  });
  return output;
}

/** The line of JSON that a script printed, among the rest of its output. */
const jsonLine = (output: string): string => output.split('\n').find((line) => line.startsWith('{')) ?? output;

/**
 * The server guide's table (`docs/server.md`, "A table"), its types stripped, as a Worker whose test handler runs
 * it: the guide's imports, then the rest of the block, as it is, in the handler.
 */
function documentedTableWorker(): string {
  const block = guideExamples('docs/server.md').find((example) => example.code.includes('class Table'))!.code;
  const code = transformSync(block, { loader: 'ts', format: 'esm' }).code;
  // The block starts with its import statements, which hold no semicolon but their last.
  const imports = /^(?:import[^;]*;\s*)*/.exec(code)![0];
  return `${imports}\nexport default {\n  async test() {\n${code.slice(imports.length)}\n  },\n};\n`;
}

describe.skipIf(process.env.TEST_DIST !== '1')('the packed package on Bun, Deno and Cloudflare Workers', () => {
  beforeAll(() => {
    const { devDependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as { devDependencies: Record<string, string> };
    project = installedConsumer('module', undefined, [`fast-check@${devDependencies['fast-check']}`]);
    environment = { ...process.env, ...QUIET_DENO, DENO_DIR: mkdtempSync(join(tmpdir(), 'tessera-deno-')) };
    writeFileSync(join(project, 'every-entry-point.mjs'), everyEntryPointScript('module'));
    writeFileSync(join(project, 'every-entry-point.cjs'), everyEntryPointScript('commonjs'));
    writeFileSync(join(project, 'every-entry-point.worker.mjs'), everyEntryPointScript('worker'));
    const quickStart = readFileSync('examples/quick-start.ts', 'utf8');
    writeFileSync(join(project, 'quick-start.ts'), quickStart);
    writeFileSync(join(project, 'quick-start.mjs'), transformSync(quickStart, { loader: 'ts', format: 'esm' }).code);
    writeFileSync(join(project, 'editor.mjs'), "import { edit } from 'tessera-engine/editor';\nconsole.log(typeof edit);\n");
  }, 600_000);

  describe.each(['mjs', 'cjs'] as const)('a script that loads every entry point (.%s)', (extension) => {
    const file = `every-entry-point.${extension}`;
    let onNode: { exports: Record<string, string[]>; tessera: { moves: string[] }; tesseris: { moves: string[] }; searched: unknown } | undefined;

    beforeAll(() => {
      onNode = JSON.parse(run(NODE, file)) as typeof onNode;
    }, 120_000);

    test('plays both games to the end on Node, every entry point loaded', () => {
      expect(Object.keys(onNode!.exports)).toEqual(publishedEntryPoints());
      expect(onNode!.tessera.moves.length).toBeGreaterThan(20);
      expect(onNode!.tesseris.moves.length).toBeGreaterThan(20);
      expect(onNode!.searched).toHaveProperty('type', 'draft');
    });

    test.each([BUN, DENO])(
      '$name gives Node’s output, to the last move',
      (runtime) => {
        expect(JSON.parse(run(runtime, file))).toEqual(onNode);
      },
      120_000,
    );
  });

  test('Cloudflare Workers (workerd) give Node’s output, to the last move, but the pool’s, which says there are no Web Workers', () => {
    const { searched, ...onNode } = JSON.parse(run(NODE, 'every-entry-point.mjs')) as { searched: unknown };
    expect(searched).toHaveProperty('type', 'draft');
    expect(JSON.parse(jsonLine(runInWorkerd('every-entry-point.worker.mjs')))).toEqual({
      ...onNode,
      searched: ['worker-failed', expect.stringMatching(/^the worker could not start: this runtime has no Web Workers \(no global Worker\)/)],
    });
  }, 120_000);

  test("the server guide's table runs in a Worker as it is: every seat is sent only its own views, and the record replays", () => {
    writeFileSync(join(project, 'table.worker.mjs'), documentedTableWorker());
    expect(runInWorkerd('table.worker.mjs').trim().split('\n').at(-1)).toBe('true true');
  }, 120_000);

  test.each([BUN, BARE_DENO])(
    '$name runs the README quick start as it is, in TypeScript, as Node runs it compiled',
    (runtime) => {
      const scoring = (output: string) => output.split('\n').filter((line) => line.startsWith('seat '));
      const onNode = run(NODE, 'quick-start.mjs');
      const output = run(runtime, 'quick-start.ts');
      expect(scoring(output)).toEqual(scoring(onNode));
      expect(scoring(output).length).toBeGreaterThan(5);
      expect(output).toContain('game-over');
    },
    120_000,
  );

  test('the editor needs --allow-env=NODE_ENV in Deno, as docs/pitfalls.md says: immer reads it as it loads', () => {
    expect(run(DENO, 'editor.mjs')).toBe('function\n');
    expect(() => run(BARE_DENO, 'editor.mjs')).toThrow(/NODE_ENV/);
  }, 120_000);

  test("Deno's type checker reads the package's declarations: a consumer checks, but for its one wrong line", () => {
    const consumer = `import { greedyBot, playerView, setup, unwrap, type TesserisMove, type TesserisView } from 'tessera-engine/tesseris';
import { tessera, type TesseraState } from 'tessera-engine/tessera';
import { createBotPool } from 'tessera-engine/workers';

const view: TesserisView = unwrap(playerView(unwrap(setup({ players: 2, seed: 1 })), 0));
const move: TesserisMove = unwrap(greedyBot.chooseMove(view));
const state: TesseraState = unwrap(tessera.setup({ players: 2, seed: 1 }));
const wrong: TesseraState = tessera.setup({ players: 2, seed: 1 });
export const used = [move, state, wrong, createBotPool];
`;
    writeFileSync(join(project, 'consumer.ts'), consumer);
    let output = '';
    try {
      execFileSync(binaryOf('deno'), ['check', 'consumer.ts'], { cwd: project, encoding: 'utf8', env: environment, timeout: 120_000, stdio: 'pipe' });
    } catch (error) {
      const { stderr, stdout } = error as { stderr: string; stdout: string };
      output = stderr + stdout;
    }
    expect(output.match(/\[ERROR\]/g)).toHaveLength(1);
    expect(output).toContain('TS2322');
    expect(output).toContain('consumer.ts:8:7');
  }, 120_000);
});
