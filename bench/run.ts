/**
 * Random-playout benchmarks, then the searching bots' speed (`bots.ts`) and the solo-challenge solver's
 * (`challenges.ts`): `npm run bench` prints
 * tables; `npm run bench -- --json` prints one JSON object per line. Every game is a full game of uniformly random legal moves, seeded, through two paths:
 *
 * - api: the public immutable API, listing the legal moves and applying one per move;
 * - fast: the in-place simulation path (`fast.playout`).
 *
 * Throughput is the median of several timed runs after a warm-up. Each (game, players, path) case runs in
 * its own child process, so that one case's type feedback does not slow another down in the JIT. Memory is
 * measured on the heap after a forced garbage collection (run with `--expose-gc`, as the npm script does);
 * `npm run bench -- --memory` measures only that.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { randomIntInPlace, seedRng, type MutableRngState } from '../src/core/rng.js';
import type { BaseOutcome, GameModule } from '../src/core/game.js';
import { unwrap, type Result } from '../src/core/result.js';
import * as tessera from '../src/tessera/index.js';
import * as tesseris from '../src/tesseris/index.js';
import { fail, givenOptions, readArgs, readChoice, readPositiveNumber, readWholeNumber } from '../examples/terminal.js';
import { measureBots } from './bots.js';
import { measureSolver } from './challenges.js';
import { instructionsUnavailable, measureInstructions } from './instructions.js';

interface Options {
  json: boolean;
  runs: number;
  seconds: number;
  /** When set, measure only this case (`game:players:path`) and print its throughput as JSON. */
  only: string | null;
  /** Count instructions under valgrind instead of timing (`--instructions`, N = `--games`). */
  instructions: boolean;
  games: number;
  /** The built package whose instructions are counted (`--dist`, a folder): default, this one's `dist/`. */
  dist: string | null;
  /** Measure only the memory figures (`--memory`): a state, a kept history's bytes per move, a fast-path state. */
  memory: boolean;
}

/** Reads the command line; a value out of its range, or an option the benchmark does not know, is a usage error. */
function readOptions(): Options {
  const args = readArgs(
    {
      command: 'npm run bench --',
      values: { runs: 'N', seconds: 'S', only: 'GAME:PLAYERS:PATH', games: 'N(with --instructions)', dist: 'FOLDER(with --instructions)' },
    },
    { runs: '5', seconds: '1', only: '', games: '3000', dist: '' },
    ['json', 'instructions', 'memory'],
  );
  const instructionsOnly = givenOptions(['games', 'dist']);
  if (!args.instructions && instructionsOnly.length > 0) fail(`${instructionsOnly.join(' and ')}: only with --instructions, which counts instructions`);
  return {
    json: args.json,
    runs: readWholeNumber(args.runs, '--runs', 1),
    seconds: readPositiveNumber(args.seconds, '--seconds'),
    only: args.only === '' ? null : args.only,
    instructions: args.instructions,
    games: readWholeNumber(args.games, '--games', 1),
    dist: args.dist === '' ? null : args.dist,
    memory: args.memory,
  };
}

/**
 * A case's rules: the game as its rulebook has it, or a Tessera variant: `plain` (no Wild Shards, the
 * reference's rules) or `grey` (the grey wall, with wilds).
 */
type Variant = 'standard' | 'plain' | 'grey';

/** A game as the benchmark drives it. */
interface Subject {
  game: 'tessera' | 'tesseris';
  players: number;
  variant: Variant;
  /** Plays one full random game through the public API; returns its number of moves. */
  api: (seed: number, rng: MutableRngState) => number;
  /** Plays one full random game through the fast path; returns its number of moves. */
  fast: (seed: number, rng: MutableRngState) => number;
  /** Plays one game through the public API and keeps every state. */
  history(seed: number, rng: MutableRngState): unknown[];
  /** A state from the middle of a game, and a deep copy of it for the fast path. */
  midGame(seed: number, rng: MutableRngState): { state: unknown; simulator: () => unknown };
}

function pick<T>(items: readonly T[], rng: MutableRngState): T {
  return items[randomIntInPlace(rng, items.length)]!;
}

/** What the benchmark needs of a game's fast path. */
interface FastPath<State, Simulator, Options> {
  setup(options: Options): Result<Simulator>;
  fromState(state: State): Simulator;
  playout(simulator: Simulator, rng: MutableRngState): number;
}

function subjectOf<State extends { readonly phase: string }, Move, Options, Simulator>(
  game: GameModule<State, Move, Options, unknown, unknown, BaseOutcome, string, string>,
  fast: FastPath<State, Simulator, Options>,
  options: (seed: number) => Options,
  players: number,
  variant: Variant = 'standard',
): Subject {
  const start = (seed: number) => unwrap(game.setup(options(seed)));
  const playApi = (seed: number, rng: MutableRngState, keep: State[] | null): number => {
    let state = start(seed);
    keep?.push(state);
    let moves = 0;
    while (state.phase !== 'over') {
      state = unwrap(game.applyMove(state, pick(game.legalMoves(state), rng))).state;
      keep?.push(state);
      moves++;
    }
    return moves;
  };
  const history = (seed: number, rng: MutableRngState): State[] => {
    const kept: State[] = [];
    playApi(seed, rng, kept);
    return kept;
  };
  return {
    game: game.name as Subject['game'],
    players,
    variant,
    api: (seed, rng) => playApi(seed, rng, null),
    fast: (seed, rng) => fast.playout(unwrap(fast.setup(options(seed))), rng),
    history,
    midGame: (seed, rng) => {
      const kept = history(seed, rng);
      const state = kept[Math.floor(kept.length / 2)]!;
      return { state, simulator: () => fast.fromState(state) };
    },
  };
}

const TESSERA_VARIANTS: Record<Variant, Pick<tessera.TesseraOptions, 'wilds' | 'wall'>> = {
  standard: {},
  plain: { wilds: false },
  grey: { wall: 'grey' },
};

const tesseraSubject = (players: number, variant: Variant = 'standard') =>
  subjectOf(tessera.tessera, tessera.fast, (seed) => ({ players, seed, ...TESSERA_VARIANTS[variant] }), players, variant);
const tesserisSubject = (players: number) => subjectOf(tesseris.tesseris, tesseris.fast, (seed) => ({ players, seed }), players);

interface Throughput {
  gamesPerSec: number;
  movesPerSec: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Plays games for about `seconds`, then reports games and moves per second. */
function timedRun(play: (seed: number, rng: MutableRngState) => number, seconds: number, firstSeed: number): Throughput {
  const rng = [...seedRng(`bench-${firstSeed}`)] as MutableRngState;
  let games = 0;
  let moves = 0;
  const start = process.hrtime.bigint();
  const limit = BigInt(Math.round(seconds * 1e9));
  let elapsed = 0n;
  while (elapsed < limit) {
    moves += play(firstSeed + games, rng);
    games++;
    elapsed = process.hrtime.bigint() - start;
  }
  const secondsTaken = Number(elapsed) / 1e9;
  return { gamesPerSec: games / secondsTaken, movesPerSec: moves / secondsTaken };
}

function throughput(play: (seed: number, rng: MutableRngState) => number, options: Options): Throughput {
  timedRun(play, Math.min(options.seconds, 0.5), 1_000_000);
  const runs = Array.from({ length: options.runs }, (_, run) => timedRun(play, options.seconds, run * 100_000));
  return { gamesPerSec: median(runs.map((r) => r.gamesPerSec)), movesPerSec: median(runs.map((r) => r.movesPerSec)) };
}

const collect = (globalThis as { gc?: () => void }).gc;

function heapUsed(): number {
  collect?.();
  collect?.();
  return process.memoryUsage().heapUsed;
}

/** Bytes retained by `count` values that `make` returns, and the values themselves. */
function retained<T>(make: (index: number) => T, count: number): { bytes: number; values: T[] } {
  const values: T[] = [];
  const before = heapUsed();
  for (let i = 0; i < count; i++) values.push(make(i));
  return { bytes: heapUsed() - before, values };
}

interface MemoryFigures {
  stateBytes: number;
  bytesPerMoveInHistory: number;
  fastStateBytes: number;
}

function memory(subject: Subject): MemoryFigures {
  const { state, simulator } = subject.midGame(7, [...seedRng('memory')] as MutableRngState);
  const copies = 2000;
  const stateBytes = Math.round(retained(() => structuredClone(state), copies).bytes / copies);
  const fastStateBytes = Math.round(retained(() => simulator(), copies).bytes / copies);
  // Whole games' histories of states, every state kept: the bytes they hold per move played. A first,
  // unmeasured batch warms up the JIT and the engine's interned moves, which are shared by every game.
  // The median of three batches damps what the JIT allocates on the heap while the batches run.
  const playHistory = (i: number) => subject.history(100 + i, [...seedRng(`history-${i}`)] as MutableRngState);
  retained(playHistory, 50);
  const perMove = [0, 1, 2].map(() => {
    const histories = retained(playHistory, 50);
    return histories.bytes / histories.values.reduce((sum, history) => sum + history.length - 1, 0);
  });
  return { stateBytes, bytesPerMoveInHistory: Math.round(median(perMove)), fastStateBytes };
}

const SUBJECTS = [
  tesseraSubject(2),
  tesseraSubject(3),
  tesseraSubject(4),
  tesseraSubject(2, 'plain'),
  tesseraSubject(2, 'grey'),
  tesserisSubject(2),
  tesserisSubject(4),
];

/** A case's name for `--only`: `game:players:path`, then `:variant` for a variant. */
const caseName = (subject: Subject, path: 'api' | 'fast') =>
  [subject.game, subject.players, path, ...(subject.variant === 'standard' ? [] : [subject.variant])].join(':');

/** Measures one case in a fresh child process. */
function measureInChild(subject: Subject, path: 'api' | 'fast', options: Options): Throughput {
  const output = execFileSync(
    process.execPath,
    [
      ...process.execArgv,
      fileURLToPath(import.meta.url),
      '--only',
      caseName(subject, path),
      '--runs',
      String(options.runs),
      '--seconds',
      String(options.seconds),
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return JSON.parse(output) as Throughput;
}

/** The shared reference's benchmark, when the workplace has it beside the repository. */
const REFERENCE = fileURLToPath(new URL('../../shared/reference/bench.mjs', import.meta.url));

/**
 * The minimal mutable reference's throughput on the plain game with 2 players, in a child process, or `null`
 * when the reference is not there. It plays the same rules as the `plain` case.
 */
function measureReference(options: Options): Throughput | null {
  if (!existsSync(REFERENCE)) return null;
  const output = execFileSync(process.execPath, [REFERENCE, 'inplace', String(options.seconds * options.runs), '2'], { encoding: 'utf8' });
  const field = (name: string) => Number(new RegExp(`\\b${name}=([0-9.]+)`).exec(output)?.[1] ?? NaN);
  return { gamesPerSec: field('games_per_sec'), movesPerSec: field('moves_per_sec') };
}

/** `--instructions`: the instruction counts of `instructions.ts`, as a table or JSON lines. */
function reportInstructions(options: Options): void {
  const missing = instructionsUnavailable(options.dist);
  if (missing !== null) {
    console.error(`cannot count instructions: ${missing}`);
    process.exitCode = 1;
    return;
  }
  const figures = measureInstructions(options.games, options.dist, (line) => {
    if (!options.json) console.error(line);
  });
  if (options.json) {
    for (const figure of figures) console.log(JSON.stringify({ metric: 'instructions', games: options.games, ...figure }));
    return;
  }
  printTable(
    ['case', 'instructions per game', '× reference'],
    figures.map((figure) => [figure.label, figure.instructionsPerGame.toLocaleString('en'), figure.timesReference.toFixed(3)]),
    1,
  );
  console.log(
    `\n2-player random games from dist/, setup included: (I(${2 * options.games}) − I(${options.games})) / ${options.games}, cachegrind, node ${process.version} --single-threaded`,
  );
}

/** Every subject's memory figures, as table rows (and JSON lines with `--json`). */
function measureMemory(options: Options): string[][] {
  const memoryRows: string[][] = [];
  for (const subject of SUBJECTS) {
    const figures = memory(subject);
    for (const [metric, bytes] of Object.entries(figures) as [string, number][]) {
      if (options.json) console.log(JSON.stringify({ game: subject.game, players: subject.players, variant: subject.variant, metric, bytes }));
      memoryRows.push([subject.game, String(subject.players), subject.variant, metric, bytes.toLocaleString('en')]);
    }
  }
  return memoryRows;
}

function main(): void {
  const options = readOptions();
  if (options.instructions) {
    reportInstructions(options);
    return;
  }
  if (options.only !== null) {
    const cases = SUBJECTS.flatMap((subject) => (['api', 'fast'] as const).map((path) => ({ name: caseName(subject, path), run: subject[path] })));
    const names = cases.map((one) => one.name);
    console.log(JSON.stringify(throughput(cases[names.indexOf(readChoice(options.only, '--only', names))]!.run, options)));
    return;
  }
  if (collect === undefined) console.error('note: run with node --expose-gc for memory figures (npm run bench does)');
  if (options.memory) {
    const memoryRows = measureMemory(options);
    if (!options.json) printTable(['game', 'players', 'variant', 'metric', 'bytes'], memoryRows);
    return;
  }
  const rows: string[][] = [];
  const report = (game: string, players: number, variant: string, path: string, result: Throughput) => {
    const line = { game, players, variant, path, gamesPerSec: Math.round(result.gamesPerSec), movesPerSec: Math.round(result.movesPerSec) };
    if (options.json) console.log(JSON.stringify(line));
    rows.push([game, String(players), variant, path, line.gamesPerSec.toLocaleString('en'), line.movesPerSec.toLocaleString('en')]);
    if (!options.json) console.error(`  measured ${game} ${players}p ${variant} ${path}`);
  };
  for (const subject of SUBJECTS) {
    for (const path of ['api', 'fast'] as const) {
      const result = measureInChild(subject, path, options);
      report(subject.game, subject.players, subject.variant, path, result);
      if (subject.variant !== 'plain' || path !== 'fast') continue;
      // The reference runs right after the case it is compared with, so that both see the same machine load.
      const reference = measureReference(options);
      if (reference === null) continue;
      report('reference', 2, 'plain', 'mutable', reference);
      const ratio = result.gamesPerSec / reference.gamesPerSec;
      if (options.json) console.log(JSON.stringify({ game: 'tessera', players: 2, variant: 'plain', metric: 'fastOverReference', ratio }));
      rows.push(['', '', '', 'fast / reference', ratio.toFixed(2), '']);
    }
  }
  const memoryRows = measureMemory(options);
  const botRows = measureBots().map((figures) => {
    if (options.json) console.log(JSON.stringify({ metric: 'botSpeed', ...figures }));
    return [figures.game, String(figures.players), figures.bot, Math.round(figures.iterationsPerSec).toLocaleString('en')];
  });
  const solverRows = measureSolver().map((figures) => {
    if (options.json) console.log(JSON.stringify({ game: 'tessera', metric: 'solver', ...figures }));
    return [
      figures.id,
      figures.difficulty,
      figures.variant,
      String(figures.optimum),
      figures.nodes.toLocaleString('en'),
      figures.milliseconds.toFixed(1),
      Math.round(figures.nodesPerSec).toLocaleString('en'),
    ];
  });
  if (options.json) return;
  printTable(['game', 'players', 'variant', 'path', 'games/s', 'moves/s'], rows);
  console.log();
  printTable(['game', 'players', 'variant', 'metric', 'bytes'], memoryRows);
  console.log();
  printTable(['game', 'players', 'bot', 'iterations/s'], botRows);
  console.log();
  printTable(['challenge', 'difficulty', 'variant', 'optimum', 'nodes', 'ms', 'nodes/s'], solverRows);
  const slowest = solverRows.reduce((worst, row) => (Number(row[5]) > Number(worst[5]) ? row : worst));
  console.log(`slowest solve: ${slowest[0]}, ${slowest[5]} ms`);
  console.log(`\nmedian of ${options.runs} runs of ${options.seconds} s after a warm-up, each case in its own process; node ${process.version}`);
}

/** Prints rows under a header, left-aligned up to `firstNumber`, right-aligned from that column on. */
function printTable(header: string[], rows: string[][], firstNumber = 3): void {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const format = (row: string[]) =>
    row.map((cell, column) => (column >= firstNumber ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(format(row));
}

main();
