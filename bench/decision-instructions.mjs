/**
 * Makes `decisions` two-player Tesseris `ismctsBot.suggest` calls of 1,000 iterations each, from positions of a
 * seeded game between greedy bots, and nothing else, for an instruction counter. What one decision costs is
 * (I(2N) − I(N)) / N, which cancels start-up and compilation:
 *
 * ```sh
 * npm run build
 * valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null node --single-threaded bench/decision-instructions.mjs 40
 * valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null node --single-threaded bench/decision-instructions.mjs 80
 * ```
 *
 * With N = 40 the difference is one decision from each of the game's 40 positions, after a first pass over all
 * of them. The earlier counts used N = 16 (decisions 16 to 31): the compiler still optimizes functions there
 * (`node --trace-opt` completes about 10 optimizations between 16 and 32 decisions, 2 to 4 between 40 and 80),
 * and a change that made the search 15% cheaper counted 10% dearer that way (`docs/performance-log.md`).
 *
 * It reads the BUILT package (`dist/tesseris.js`, or the file a second argument names from the working folder,
 * to count another build), as a user's program would. The last line prints a digest of every ranking: two builds that print the same
 * digest searched alike, move for move, so a change that should only be faster can be checked to be that.
 */
import process from 'node:process';
import { fromCommandLine } from './paths.mjs';

const [decisionsText, distArgument] = process.argv.slice(2);
const distPath = distArgument === undefined ? new URL('../dist/tesseris.js', import.meta.url).href : fromCommandLine(distArgument);
const decisions = /^\d+$/.test(decisionsText ?? '') ? Number(decisionsText) : Number.NaN;
if (!Number.isSafeInteger(decisions)) {
  process.stderr.write(
    `usage: node --single-threaded bench/decision-instructions.mjs DECISIONS [tesseris.js], DECISIONS a whole number, not ${JSON.stringify(decisionsText ?? '')}\n`,
  );
  process.exit(2);
}
const { applyMove, greedyBot, ismctsBot, outcome, playerView, setup, unwrap } = await import(distPath);

/** Every fifth position of a greedy two-player game of three rounds, as seen by the seat to act. */
const views = [];
let state = unwrap(setup({ players: 2, seed: 'count', rounds: 3 }));
for (let ply = 0; ply < 400 && outcome(state) === null; ply++) {
  const view = unwrap(playerView(state, state.turn));
  if (ply % 5 === 0) views.push(view);
  state = unwrap(applyMove(state, unwrap(greedyBot.suggest(view))[0].move)).state;
}

let digest = 0;
for (let i = 0; i < decisions; i++) {
  const ranked = unwrap(ismctsBot.suggest(views[i % views.length], { seed: i, iterations: 1000 }));
  digest = (digest * 31 + ranked.reduce((sum, { visits, value }, rank) => sum + (rank + 1) * (visits + Math.round(value * 1e6)), 0)) % 1e9;
}
process.stdout.write(`${decisions} decisions from ${views.length} positions, rankings digest ${digest}\n`);
