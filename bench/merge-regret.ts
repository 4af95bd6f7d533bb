/**
 * What a second worker buys the two-player Tesseris bot at equal time, measured on its choices rather than in
 * games (issue 22; `docs/bot-strength.md`, "Parallel search: every run"). A clock that counts its own reads stands
 * for the time, so a "time budget" stops a search after a set number of stop tests (the bots ask every 16
 * iterations), and every figure is the same on any machine.
 *
 * From `--positions` positions of two-player greedy games (three rounds, seeds `regret 0`, `regret 1`…, every
 * seventh move from the fourth, each with two legal moves or more), `ismctsBot` first searches each position once
 * with `--oracle-reads` reads of the clock: on a time budget the paired search gives every legal move the same
 * rollouts, and those means are taken as the truth of the bot's own model. Then, `--trials` times per position, it
 * searches with `--reads` reads (give or take 10, as a worker's time varies): once alone, and twice with the seeds
 * the worker pool gives two workers, their rankings merged by `mergeRankings`. A choice's regret is the oracle's mean
 * of its best move less that of the move chosen. The last column ranks the two workers' moves by their means
 * pooled over their rollouts instead, for comparison with the merge.
 *
 * `npm run bench:merge-regret -- [--positions N] [--trials N] [--reads N] [--oracle-reads N]` (80, 16, 190, 4,000:
 * about 3,000 rollouts a search, what 50 ms per move gives a worker on this machine, and 64,000 for the oracle;
 * about two minutes).
 */
import { readArgs, readWholeNumber } from '../examples/terminal.js';
import type { RankedMove } from '../src/core/bots/bot.js';
import { mergeRankings, shareSearch } from '../src/workers/merge.js';
import {
  applyMove,
  greedyBot,
  ismctsBot,
  legalMovesForView,
  outcome,
  playerView,
  setup,
  unwrap,
  type TesserisMove,
  type TesserisView,
} from '../src/tesseris/index.js';

/** The most reads of the counting clock a search may be given: about 16 million rollouts. */
const MAX_READS = 1_000_000;

const args = readArgs(
  { command: 'npm run bench:merge-regret --', values: { positions: 'N', trials: 'N', reads: 'N', 'oracle-reads': 'N' } },
  { positions: '80', trials: '16', reads: '190', 'oracle-reads': '4000' },
);
const positions = readWholeNumber(args.positions, '--positions', 1, 10_000);
const trials = readWholeNumber(args.trials, '--trials', 1, 10_000);
const reads = readWholeNumber(args.reads, '--reads', 11, MAX_READS);
const oracleReads = readWholeNumber(args['oracle-reads'], '--oracle-reads', 1, MAX_READS);

/** Positions of greedy games, as the seat to act sees them. */
function positionsOfGreedyGames(count: number): TesserisView[] {
  const views: TesserisView[] = [];
  for (let game = 0; views.length < count; game++) {
    let state = unwrap(setup({ players: 2, seed: `regret ${game}`, rounds: 3 }));
    for (let ply = 0; ply < 400 && outcome(state) === null && views.length < count; ply++) {
      const view = unwrap(playerView(state, state.turn));
      if (ply % 7 === 3 && legalMovesForView(view).length >= 2) views.push(view);
      state = unwrap(applyMove(state, unwrap(greedyBot.suggest(view))[0]!.move)).state;
    }
  }
  return views;
}

/** A search of the view stopped after `stopTests` reads of a counting clock. */
function search(view: TesserisView, seed: string | number, stopTests: number): RankedMove<TesserisMove>[] {
  let time = 0;
  return unwrap(ismctsBot.suggest(view, { seed, iterations: 10_000_000, milliseconds: stopTests, clock: () => time++ }));
}

/** The move of a merged ranking with the best value: `mergeRankings` values a move by its mean over all its rollouts. */
function bestPooled(merged: readonly RankedMove<TesserisMove>[]): TesserisMove {
  return merged.reduce((best, entry) => (entry.value > best.value ? entry : best)).move;
}

const regret = { alone: 0, merged: 0, pooled: 0, agree: 0 };
const views = positionsOfGreedyGames(positions);
for (const [index, view] of views.entries()) {
  const oracle = new Map(search(view, `oracle ${index}`, oracleReads).map(({ move, value }) => [JSON.stringify(move), value]));
  const best = Math.max(...oracle.values());
  const regretOf = (move: TesserisMove) => best - oracle.get(JSON.stringify(move))!;
  for (let trial = 0; trial < trials; trial++) {
    // Each search's budget varies by up to 10 reads, as a worker's 50 ms holds more or fewer iterations.
    const jitter = (which: number) => reads - 10 + ((index * 7919 + trial * 104_729 + which * 31) % 21);
    regret.alone += regretOf(search(view, trial, jitter(0))[0]!.move);
    const seeds = shareSearch({ seed: `trial ${trial}` }, 2, 2).map(({ seed }) => String(seed));
    const rankings = seeds.map((seed, worker) => search(view, seed, jitter(worker + 1)));
    const ranking = mergeRankings(rankings);
    const merged = ranking[0]!.move;
    const pooled = bestPooled(ranking);
    regret.merged += regretOf(merged);
    regret.pooled += regretOf(pooled);
    if (JSON.stringify(merged) === JSON.stringify(pooled)) regret.agree++;
  }
}
const count = views.length * trials;
const mean = (total: number) => (total / count).toFixed(5);
process.stdout.write(
  `${views.length} positions, ${trials} trials each, ${reads} reads a search (oracle ${oracleReads}): mean regret alone ${mean(regret.alone)}, ` +
    `2 workers merged ${mean(regret.merged)}, 2 workers by pooled means ${mean(regret.pooled)}; merged and pooled chose alike in ${regret.agree} of ${count}\n`,
);
