/**
 * Root-parallel search on this machine: `npm run bench:parallel` (options `--iterations N`, default 6000;
 * `--move-ms M`, a front-end's time per move, default 1000; `--runs N`, default 5; `--games N` per game,
 * default 10; `--first N`, the index of the first game, default 0, so that a longer run can go on with new deals;
 * `--ms M`, the time per move in the games, default 50; `--max-moves N`, the moves after which a game still on is
 * stopped, default 10,000; `--players 2` or `--players 3`, the players of the strength games, default 2; `--only
 * tessera` or `--only tesseris`, one game's speed and strength; `--json`).
 *
 * 1. Speed: the iterations per second of one search through `tessera-engine/workers` with `workers: 2` against
 *    `workers: 1`, for `mctsBot` (Tessera, 2 players) and `ismctsBot` (Tesseris, 3 players), from positions in
 *    the middle of seeded games, two ways: the same budget of `--iterations` (the median of `--runs`), and
 *    `--move-ms` per move as a front-end gives it (the iterations the search made in that time). Both workers
 *    are warmed first with {@link WARM_SEARCHES} searches each: a fresh worker's first searches of a game cost
 *    several times the later ones (its code is compiled while it runs, on threads that compete with the other
 *    worker for the cores), and timing them measured the compiler, not the search. The runs with 1 and 2
 *    workers alternate, so that a change of load weighs on both.
 * 2. Strength at equal wall time: the bot searching with 2 workers against the same bot searching on the
 *    calling thread (warmed too), each given `--ms` per move, in Tessera and in Tesseris (three rounds). With 2
 *    players the seats alternate and a game counts as won by its winner (a shared win as its share). With 3, the
 *    greedy bot takes the third seat, the seatings go round all six orders, and a game counts for the bot with
 *    the higher final score of the two (a half each when they are equal): there the searches' strength still
 *    grows with their iterations, where two-player Tesseris' hardly does. The interval is Wilson's at 95%. A
 *    game still on after `--max-moves` moves (a Tesseris round can last for ever) is stopped, counted as shared
 *    and reported.
 *
 * It prints one summary line, with the load average and the speed-up of a plain loop on 2 threads, the
 * machine's own ceiling: the wall-clock figures depend on what else the machine runs. The CPU figures hardly do:
 * the CPU time per iteration, and the busiest thread's CPU time in a search with 1 worker over that with 2 (on
 * Linux), which is the speed-up that an idle machine would allow. As it goes, it also writes each bot's speed-up
 * and, after every game, the parallel bot's wins so far (with 3 players, the games in which it outscored the
 * in-thread bot) to the standard error, so that a long run stopped before its end still gives its games so far
 * (go on with `--first`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { BaseOutcome } from '../src/core/game.js';
import { unwrap } from '../src/core/result.js';
import * as tessera from '../src/tessera/index.js';
import * as tesseris from '../src/tesseris/index.js';
import { createBotPool, type WorkerGameName } from '../src/workers/index.js';
import { readArgs, readChoice, readPositiveNumber, readWholeNumber } from '../examples/terminal.js';
import { midGame } from './bots.js';
import { MAX_ITERATIONS, MAX_MILLISECONDS } from './limits.js';
import { wilson } from './wilson.js';

/** The games this benchmark can measure. */
const GAME_NAMES: readonly WorkerGameName[] = ['tessera', 'tesseris'];

/** The players of the strength games: the two searches, and with 3 the greedy bot. */
const PLAYER_COUNTS = ['2', '3'] as const;

const args = readArgs(
  {
    command: 'npm run bench:parallel --',
    values: {
      iterations: 'N',
      'move-ms': 'MS',
      runs: 'N',
      games: 'N',
      ms: 'MS',
      first: 'N',
      'max-moves': 'N',
      players: PLAYER_COUNTS.join('|'),
      only: GAME_NAMES.join('|'),
    },
  },
  { iterations: '6000', 'move-ms': '1000', runs: '5', games: '10', ms: '50', first: '0', 'max-moves': '10000', players: '2', only: '' },
  ['json'],
);
// The warm-up searches twice the budget (see warm), so the budget is at most half what the bots accept.
const ITERATIONS = readWholeNumber(args.iterations, '--iterations', 1, MAX_ITERATIONS / 2);
const MOVE_MS = readPositiveNumber(args['move-ms'], '--move-ms', MAX_MILLISECONDS);
const RUNS = readWholeNumber(args.runs, '--runs', 1);
const GAMES = readWholeNumber(args.games, '--games', 1);
const MS = readPositiveNumber(args.ms, '--ms', MAX_MILLISECONDS);
const FIRST = readWholeNumber(args.first, '--first', 0);
const MAX_MOVES = readWholeNumber(args['max-moves'], '--max-moves', 1);
const PLAYERS = Number(readChoice(args.players, '--players', PLAYER_COUNTS));

/** The games measured: `--only` keeps one of them, by name; without it, both. */
const GAMES_MEASURED = args.only === '' ? GAME_NAMES : [readChoice(args.only, '--only', GAME_NAMES)];

/** Searches each worker runs before any is timed: enough for its code to be compiled (see the module's notes). */
const WARM_SEARCHES = 8;

const pool = createBotPool({ size: 2 });

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

/** A position to search: a game, its bot and a player's view. */
interface Subject {
  readonly game: WorkerGameName;
  readonly bot: string;
  readonly label: string;
  readonly view: unknown;
}

/**
 * The CPU time of each thread of this process so far, in milliseconds, by thread id: Linux's per-thread
 * accounting (`/proc/self/task/<id>/schedstat`); `null` elsewhere.
 */
function threadCpu(): Map<string, number> | null {
  try {
    const times = new Map<string, number>();
    for (const thread of readdirSync('/proc/self/task')) {
      times.set(thread, Number(readFileSync(`/proc/self/task/${thread}/schedstat`, 'utf8').split(' ')[0]) / 1e6);
    }
    return times;
  } catch {
    return null;
  }
}

/**
 * One search through the pool: its wall time, the CPU time of the whole process, its iterations, and the CPU
 * time of its busiest thread (a worker), which bounds the search's wall time on an idle machine; `NaN` where
 * threads are not accounted apart.
 */
async function search(subject: Subject, workers: number, budget: { seed: number; iterations?: number; milliseconds?: number }) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const threadsBefore = threadCpu();
  const ranked = unwrap(await pool.suggest(subject.game, subject.bot as never, subject.view as never, { ...budget, workers }));
  const threadsAfter = threadCpu();
  const spent = process.cpuUsage(cpu);
  const iterations = ranked.reduce((sum, move) => sum + move.visits, 0);
  const busiest =
    threadsBefore === null || threadsAfter === null ? NaN : Math.max(...[...threadsAfter].map(([thread, time]) => time - (threadsBefore.get(thread) ?? 0)));
  return { wall: performance.now() - started, cpu: spent.user + spent.system, iterations, busiest };
}

/** Runs {@link WARM_SEARCHES} searches of the budget on each of the two workers. */
async function warm(subject: Subject): Promise<void> {
  for (let seed = 0; seed < WARM_SEARCHES; seed++) await search(subject, 2, { seed: -1 - seed, iterations: 2 * ITERATIONS });
}

/**
 * The speed of 2 workers against 1 on warm workers, runs alternating: iterations per second for the budget
 * (the median run), CPU time per iteration (the mean over the runs), the busiest thread's CPU time with 1
 * worker over that with 2 (the medians: the speed-up an idle machine would allow), and iterations per second
 * in `MOVE_MS`.
 */
async function speed(subject: Subject) {
  type Run = Awaited<ReturnType<typeof search>>;
  const runs: Record<number, Run[]> = { 1: [], 2: [] };
  const timed: Record<number, Run[]> = { 1: [], 2: [] };
  for (let run = 0; run < RUNS; run++) {
    for (const workers of run % 2 === 0 ? [1, 2] : [2, 1]) runs[workers]!.push(await search(subject, workers, { seed: run, iterations: ITERATIONS }));
  }
  for (let run = 0; run < 2; run++) {
    for (const workers of run % 2 === 0 ? [1, 2] : [2, 1]) timed[workers]!.push(await search(subject, workers, { seed: run, milliseconds: MOVE_MS }));
  }
  const perSecond = (workers: number) => ITERATIONS / (median(runs[workers]!.map((one) => one.wall)) / 1000);
  const cpuPerIteration = (workers: number) => runs[workers]!.reduce((sum, one) => sum + one.cpu, 0) / (RUNS * ITERATIONS);
  const perMove = (workers: number) =>
    timed[workers]!.reduce((sum, one) => sum + one.iterations, 0) / (timed[workers]!.reduce((sum, one) => sum + one.wall, 0) / 1000);
  return {
    bot: subject.label,
    oneWorker: Math.round(perSecond(1)),
    twoWorkers: Math.round(perSecond(2)),
    speedUp: perSecond(2) / perSecond(1),
    cpuRatio: cpuPerIteration(2) / cpuPerIteration(1),
    busiestThread: median(runs[1]!.map((one) => one.busiest)) / median(runs[2]!.map((one) => one.busiest)),
    perMove: { oneWorker: Math.round(perMove(1)), twoWorkers: Math.round(perMove(2)), speedUp: perMove(2) / perMove(1) },
  };
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

/** What the strength test reads of any game's state: whose turn it is, and how many play. */
interface Seated {
  readonly turn: number;
  readonly players: number;
}

/** A game as the strength test plays it. */
interface Match<State, View, Move> {
  readonly name: WorkerGameName;
  readonly bot: string;
  setup(seed: string, players: number): State;
  view(state: State): View;
  apply(state: State, move: Move): State;
  outcome(state: State): BaseOutcome | null;
  inThread(view: View, seed: string): Move;
  /** The third seat's move, in three-player games. */
  greedy(view: View, seed: string): Move;
}

const TESSERA_MATCH: Match<tessera.TesseraState, tessera.TesseraView, tessera.TesseraMove> = {
  name: 'tessera',
  bot: 'mcts',
  setup: (seed, players) => unwrap(tessera.setup({ players, seed })),
  view: (state) => unwrap(tessera.playerView(state, state.turn)),
  apply: (state, move) => unwrap(tessera.applyMove(state, move)).state,
  outcome: tessera.outcome,
  inThread: (view, seed) => unwrap(tessera.mctsBot.chooseMove(view, { seed, milliseconds: MS })),
  greedy: (view, seed) => unwrap(tessera.greedyBot.chooseMove(view, { seed })),
};

const TESSERIS_MATCH: Match<tesseris.TesserisState, tesseris.TesserisView, tesseris.TesserisMove> = {
  name: 'tesseris',
  bot: 'ismcts',
  setup: (seed, players) => unwrap(tesseris.setup({ players, seed, rounds: 3 })),
  view: (state) => unwrap(tesseris.playerView(state, state.turn)),
  apply: (state, move) => unwrap(tesseris.applyMove(state, move)).state,
  outcome: tesseris.outcome,
  inThread: (view, seed) => unwrap(tesseris.ismctsBot.chooseMove(view, { seed, milliseconds: MS })),
  greedy: (view, seed) => unwrap(tesseris.greedyBot.chooseMove(view, { seed })),
};

/** The six orders of the 2-worker bot, the in-thread bot and the greedy bot around a three-player table. */
const THREE_PLAYER_SEATINGS = [
  [0, 1, 2],
  [1, 0, 2],
  [0, 2, 1],
  [2, 0, 1],
  [1, 2, 0],
  [2, 1, 0],
] as const;

/** The seats of the 2-worker bot, the in-thread bot and (with 3 players) the greedy bot in a game, by its index. */
function seating(game: number): readonly [parallel: number, thread: number, ...others: number[]] {
  return PLAYERS === 2 ? [game % 2, 1 - (game % 2)] : THREE_PLAYER_SEATINGS[game % THREE_PLAYER_SEATINGS.length]!;
}

/**
 * What a finished game is worth to the 2-worker bot: with 2 players its share of the win; with 3, 1 if it
 * scored more than the in-thread bot, 1/2 if as much, 0 if less.
 */
function worth(outcome: BaseOutcome, parallelSeat: number, threadSeat: number): number {
  if (PLAYERS === 2) return outcome.winners.includes(parallelSeat) ? 1 / outcome.winners.length : 0;
  const lead = outcome.scores[parallelSeat]! - outcome.scores[threadSeat]!;
  return lead > 0 ? 1 : lead === 0 ? 1 / 2 : 0;
}

/**
 * The parallel bot's share of the wins over `GAMES` games (see {@link worth}), the games stopped unfinished at
 * `MAX_MOVES` moves, each counted as shared, and the seats of the games played.
 */
async function strength<State extends Seated, View, Move>(match: Match<State, View, Move>): Promise<{ wins: number; unfinished: number; seats: number }> {
  // The calling thread's bot is warmed too, as the workers were by the speed runs.
  const opening = match.view(match.setup('parallel/warm', PLAYERS));
  for (let search = 0; search < 2 * WARM_SEARCHES; search++) match.inThread(opening, `warm/${search}`);
  let wins = 0;
  let unfinished = 0;
  let seats = 0;
  const counted = PLAYERS === 2 ? 'wins' : 'games outscoring the in-thread bot';
  for (let game = FIRST; game < FIRST + GAMES; game++) {
    const [parallelSeat, threadSeat] = seating(game);
    // The two-player games keep the seeds of the runs before the option; three-player games have their own.
    let state = match.setup(PLAYERS === 2 ? `parallel/${game}` : `parallel/${PLAYERS}p/${game}`, PLAYERS);
    for (let ply = 0; match.outcome(state) === null; ply++) {
      if (ply === MAX_MOVES) break;
      const seed = `${game}/${ply}`;
      const view = match.view(state);
      const move =
        state.turn === parallelSeat
          ? (unwrap(await pool.chooseMove(match.name, match.bot as never, view as never, { seed, milliseconds: MS, workers: 2 })) as Move)
          : state.turn === threadSeat
            ? match.inThread(view, seed)
            : match.greedy(view, seed);
      state = match.apply(state, move);
    }
    seats = state.players;
    const outcome = match.outcome(state);
    if (outcome === null) unfinished++;
    wins += outcome === null ? 1 / 2 : worth(outcome, parallelSeat, threadSeat);
    console.error(`${match.name}: 2 workers ${wins} ${counted} in ${game + 1 - FIRST} games (games ${FIRST}–${game}), ${unfinished} unfinished`);
  }
  return { wins, unfinished, seats };
}

/** The positions searched: the middle of a seeded 2-player Tessera game and of a 3-player Tesseris game. */
function subjects(): Subject[] {
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
  return [
    { game: 'tessera', bot: 'mcts', label: 'tessera mcts 2p', view: unwrap(tessera.playerView(tesseraState, tesseraState.turn)) },
    { game: 'tesseris', bot: 'ismcts', label: 'tesseris ismcts 3p', view: unwrap(tesseris.playerView(tesserisState, tesserisState.turn)) },
  ];
}

async function main(): Promise<void> {
  const load = loadavg()[0]!;
  const ceiling = await machineCeiling();
  const speeds = [];
  for (const subject of subjects().filter((subject) => GAMES_MEASURED.includes(subject.game))) {
    await warm(subject);
    const measured = await speed(subject);
    console.error(`${measured.bot}: 2 workers ${measured.speedUp.toFixed(2)}× the iterations per second of 1 at ${ITERATIONS} iterations`);
    speeds.push(measured);
  }
  const games = [];
  const matches = [TESSERA_MATCH, TESSERIS_MATCH] as Match<Seated, unknown, unknown>[];
  for (const match of matches.filter((match) => GAMES_MEASURED.includes(match.name))) {
    const { wins, unfinished, seats } = await strength(match);
    const [low, high] = wilson(wins, GAMES);
    games.push({ game: match.name, players: seats, games: GAMES, unfinished, wins, winRate: wins / GAMES, low, high });
  }
  pool.close();
  const percent = (value: number) => `${Math.round(value * 100)}%`;
  if (args.json) {
    console.log(
      JSON.stringify({
        cores: availableParallelism(),
        load,
        endLoad: loadavg()[0],
        ceiling,
        iterations: ITERATIONS,
        moveMs: MOVE_MS,
        ms: MS,
        first: FIRST,
        maxMoves: MAX_MOVES,
        players: PLAYERS,
        speeds,
        games,
      }),
    );
    return;
  }
  console.log(
    `parallel search (${availableParallelism()} cores, load ${load.toFixed(1)} at the start and ${loadavg()[0]!.toFixed(1)} at the end, ` +
      `a plain loop's 2-thread speed-up ${ceiling.toFixed(2)}×), 2 workers vs 1: ` +
      speeds
        .map(
          (s) =>
            `${s.bot} ${s.speedUp.toFixed(2)}× at ${ITERATIONS} iterations (${s.twoWorkers} vs ${s.oneWorker} it/s; CPU per iteration ` +
            `${s.cpuRatio.toFixed(2)}× that of 1; busiest thread's CPU ${s.busiestThread.toFixed(2)}× less) and ${s.perMove.speedUp.toFixed(2)}× in ${MOVE_MS} ms (${s.perMove.twoWorkers} vs ${s.perMove.oneWorker} it/s)`,
        )
        .join(', ') +
      `; 2 workers vs 1 thread at ${MS} ms/move, ${PLAYERS === 2 ? '2 players' : '3 players with greedy, the higher score of the two'}: ` +
      games
        .map(
          (g) =>
            `${g.game} ${g.wins}/${g.games} = ${percent(g.winRate)} [${percent(g.low)}, ${percent(g.high)}]` +
            (g.unfinished > 0 ? ` (${g.unfinished} unfinished at ${MAX_MOVES} moves, counted as shared)` : ''),
        )
        .join(', '),
  );
}

await main();
