/**
 * Root-parallel search on this machine: `npm run bench:parallel` (options `--iterations N`, default 6000;
 * `--games N` per game, default 10; `--ms M`, the time per move in the games, default 50; `--json`).
 *
 * 1. Speed: iterations per second of one search through `tessera-engine/workers` with `workers: 2` against
 *    `workers: 1`, the same budget, the median of three after a warm-up: `mctsBot` (Tessera, 2 players) and
 *    `ismctsBot` (Tesseris, 3 players), from positions in the middle of seeded games. Beside it, the CPU time
 *    per iteration with 2 workers as a multiple of that with 1, which the load hardly changes.
 * 2. Strength at equal wall time: the bot searching with 2 workers against the same bot searching on the
 *    calling thread, each given `--ms` per move, seats alternating, in Tessera and in Tesseris (2 players,
 *    three rounds). A shared win counts as its share; the interval is Wilson's at 95%.
 *
 * It prints one summary line, with the load average and the speed-up of a plain loop on 2 threads, the
 * machine's own ceiling: the figures depend on what else the machine runs.
 */
import { availableParallelism, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { unwrap } from '../src/core/result.js';
import * as tessera from '../src/tessera/index.js';
import * as tesseris from '../src/tesseris/index.js';
import { createBotPool, type WorkerGameName } from '../src/workers/index.js';
import { midGame } from './bots.js';
import { wilson } from './wilson.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const ITERATIONS = option('iterations', 6_000);
const GAMES = option('games', 10);
const MS = option('ms', 50);

const pool = createBotPool({ size: 2 });

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

/**
 * One search with `workers` workers: its iterations per second (the median of three, after a warm-up), and
 * the CPU time the whole process spent per iteration (the mean of the same three). The CPU time hardly
 * depends on the load: when 2 workers spend about as much of it as 1 for the same budget, the work is shared
 * without waste, and only the machine keeps the wall-clock speed-up from 2×.
 */
async function speed(game: WorkerGameName, bot: string, view: unknown, workers: number): Promise<{ perSecond: number; cpuMicroseconds: number }> {
  const search = async (seed: number) => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    unwrap(await pool.suggest(game, bot as never, view as never, { seed, iterations: ITERATIONS, workers }));
    const spent = process.cpuUsage(cpu);
    return { wall: performance.now() - started, cpu: spent.user + spent.system };
  };
  await search(-1);
  const runs = [];
  for (let seed = 0; seed < 3; seed++) runs.push(await search(seed));
  const cpu = runs.reduce((sum, run) => sum + run.cpu, 0) / runs.length;
  return { perSecond: ITERATIONS / (median(runs.map((run) => run.wall)) / 1000), cpuMicroseconds: cpu / ITERATIONS };
}

/** A plain counting loop. */
const SPIN = `require('node:worker_threads').parentPort.on('message', function (n) { let x = 0; for (let i = 0; i < n; i++) x = (x + i * 7) % 1000003; this.postMessage(x); });`;

/**
 * The machine's own ceiling: the speed-up of a plain loop on 2 threads against 1. On a busy machine it falls
 * towards 1, and the search's speed-up with it.
 */
async function machineCeiling(): Promise<number> {
  const threads = [new Worker(SPIN, { eval: true }), new Worker(SPIN, { eval: true })];
  const spin = (thread: Worker, n: number) =>
    new Promise((resolve) => {
      thread.once('message', resolve);
      thread.postMessage(n);
    });
  const timed = async (run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    return performance.now() - started;
  };
  await Promise.all(threads.map((thread) => spin(thread, 1e7)));
  const one = await timed(() => spin(threads[0]!, 2e8));
  const two = await timed(() => Promise.all(threads.map((thread) => spin(thread, 1e8))));
  await Promise.all(threads.map((thread) => thread.terminate()));
  return one / two;
}

/** A game as the strength test plays it. */
interface Match<State, View, Move> {
  readonly name: WorkerGameName;
  readonly bot: string;
  setup(seed: string): State;
  view(state: State): View;
  apply(state: State, move: Move): State;
  winners(state: State): readonly number[] | null;
  inThread(view: View, seed: string): Move;
}

const TESSERA_MATCH: Match<tessera.TesseraState, tessera.TesseraView, tessera.TesseraMove> = {
  name: 'tessera',
  bot: 'mcts',
  setup: (seed) => unwrap(tessera.setup({ players: 2, seed })),
  view: (state) => unwrap(tessera.playerView(state, state.turn)),
  apply: (state, move) => unwrap(tessera.applyMove(state, move)).state,
  winners: (state) => tessera.outcome(state)?.winners ?? null,
  inThread: (view, seed) => unwrap(tessera.mctsBot.chooseMove(view, { seed, milliseconds: MS })),
};

const TESSERIS_MATCH: Match<tesseris.TesserisState, tesseris.TesserisView, tesseris.TesserisMove> = {
  name: 'tesseris',
  bot: 'ismcts',
  setup: (seed) => unwrap(tesseris.setup({ players: 2, seed, rounds: 3 })),
  view: (state) => unwrap(tesseris.playerView(state, state.turn)),
  apply: (state, move) => unwrap(tesseris.applyMove(state, move)).state,
  winners: (state) => tesseris.outcome(state)?.winners ?? null,
  inThread: (view, seed) => unwrap(tesseris.ismctsBot.chooseMove(view, { seed, milliseconds: MS })),
};

/** The parallel bot's share of the wins over `GAMES` games, seats alternating. */
async function strength<State extends { readonly turn: number }, View, Move>(match: Match<State, View, Move>): Promise<number> {
  let wins = 0;
  for (let game = 0; game < GAMES; game++) {
    const parallelSeat = game % 2;
    let state = match.setup(`parallel/${game}`);
    for (let ply = 0; match.winners(state) === null; ply++) {
      const seed = `${game}/${ply}`;
      const view = match.view(state);
      const move =
        state.turn === parallelSeat
          ? (unwrap(await pool.chooseMove(match.name, match.bot as never, view as never, { seed, milliseconds: MS, workers: 2 })) as Move)
          : match.inThread(view, seed);
      state = match.apply(state, move);
    }
    const winners = match.winners(state)!;
    wins += winners.includes(parallelSeat) ? 1 / winners.length : 0;
  }
  return wins;
}

async function main(): Promise<void> {
  const load = loadavg()[0]!;
  const ceiling = await machineCeiling();
  const tesseraState = midGame(
    unwrap(tessera.setup({ players: 2, seed: 'bench' })),
    7,
    tessera.legalMoves,
    (state, move) => unwrap(tessera.applyMove(state, move)).state,
  );
  const tesserisState = midGame(
    unwrap(tesseris.setup({ players: 3, seed: 'bench', rounds: 3 })),
    12,
    tesseris.legalMoves,
    (state, move) => unwrap(tesseris.applyMove(state, move)).state,
  );
  const subjects = [
    { game: 'tessera' as const, bot: 'mcts', label: 'tessera mcts 2p', view: unwrap(tessera.playerView(tesseraState, tesseraState.turn)) },
    { game: 'tesseris' as const, bot: 'ismcts', label: 'tesseris ismcts 3p', view: unwrap(tesseris.playerView(tesserisState, tesserisState.turn)) },
  ];
  const speeds = [];
  for (const subject of subjects) {
    const one = await speed(subject.game, subject.bot, subject.view, 1);
    const two = await speed(subject.game, subject.bot, subject.view, 2);
    speeds.push({
      bot: subject.label,
      oneWorker: Math.round(one.perSecond),
      twoWorkers: Math.round(two.perSecond),
      speedUp: two.perSecond / one.perSecond,
      cpuRatio: two.cpuMicroseconds / one.cpuMicroseconds,
    });
  }
  const games = [];
  for (const match of [TESSERA_MATCH, TESSERIS_MATCH] as Match<{ readonly turn: number }, unknown, unknown>[]) {
    const wins = await strength(match);
    const [low, high] = wilson(wins, GAMES);
    games.push({ game: match.name, games: GAMES, wins, winRate: wins / GAMES, low, high });
  }
  pool.close();
  const percent = (value: number) => `${Math.round(value * 100)}%`;
  if (args.includes('--json')) {
    console.log(JSON.stringify({ cores: availableParallelism(), load, ceiling, iterations: ITERATIONS, ms: MS, speeds, games }));
    return;
  }
  console.log(
    `parallel search (${availableParallelism()} cores, load ${load.toFixed(1)}, a plain loop's 2-thread speed-up ${ceiling.toFixed(2)}×): ` +
      speeds
        .map((s) => `${s.bot} ${s.speedUp.toFixed(2)}× (${s.twoWorkers} vs ${s.oneWorker} it/s; CPU per iteration ${s.cpuRatio.toFixed(2)}× that of 1)`)
        .join(', ') +
      `; 2 workers vs 1 thread at ${MS} ms/move: ` +
      games.map((g) => `${g.game} ${g.wins}/${g.games} = ${percent(g.winRate)} [${percent(g.low)}, ${percent(g.high)}]`).join(', '),
  );
}

await main();
