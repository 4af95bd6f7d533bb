/**
 * The bots in the solo challenges: `npm run arena -- --solo` plays each of the 24 built-in challenges from its start
 * with Tessera's greedy bot and its MCTS bot (10,000 iterations a move by default), and prints each one's
 * final score beside the solver's optimum (the challenge's three-star score), then the totals and each
 * bot's share of the solver's. Options: `--iterations N` (the MCTS budget per move), `--seed S` (the MCTS
 * seed, default `solo`), `--json` (one JSON line per challenge, then one with the totals).
 *
 * The MCTS bot is deterministic on an iteration budget, so the figures are the same on any machine.
 */
import { unwrap } from '../src/core/result.js';
import type { Bot } from '../src/core/bots/bot.js';
import { BUILT_IN_CHALLENGES, applyMove, playerView, startChallenge, type Challenge, type TesseraMove, type TesseraView } from '../src/tessera/index.js';
import { tesseraBots } from '../src/tessera/bots/index.js';
import { readArgs, readWholeNumber } from '../examples/terminal.js';
import { MAX_ITERATIONS } from './limits.js';

interface Options {
  iterations: number;
  seed: string;
  json: boolean;
}

/** Reads the command line (after `--solo`); a value out of its range, or an unknown option, is a usage error. */
function readOptions(): Options {
  const args = readArgs(
    { command: 'npm run arena -- --solo', values: { iterations: 'N', seed: 'TEXT' } },
    { iterations: '10000', seed: 'solo' },
    ['json'],
    process.argv.slice(2).filter((arg) => arg !== '--solo'),
  );
  return { iterations: readWholeNumber(args.iterations, '--iterations', 1, MAX_ITERATIONS), seed: args.seed, json: args.json };
}

/** Plays a challenge from its start with a bot and returns the final score. */
function play(challenge: Challenge, bot: Bot<TesseraView, TesseraMove>, options: { iterations?: number; seed: string }): number {
  let state = unwrap(startChallenge(challenge));
  for (let ply = 0; state.phase !== 'over'; ply++) {
    const move = unwrap(bot.chooseMove(unwrap(playerView(state, 0)), { ...options, seed: `${options.seed}/${challenge.id}/${ply}` }));
    state = unwrap(applyMove(state, move)).state;
  }
  return state.boards[0]!.score;
}

function main(): void {
  const options = readOptions();
  const totals = { solver: 0, greedy: 0, mcts: 0 };
  const started = performance.now();
  for (const challenge of BUILT_IN_CHALLENGES) {
    const row = {
      id: challenge.id,
      difficulty: challenge.difficulty,
      solver: challenge.stars.three,
      greedy: play(challenge, tesseraBots.greedy, { seed: options.seed }),
      mcts: play(challenge, tesseraBots.mcts, { iterations: options.iterations, seed: options.seed }),
    };
    totals.solver += row.solver;
    totals.greedy += row.greedy;
    totals.mcts += row.mcts;
    console.log(options.json ? JSON.stringify(row) : `${row.id} (${row.difficulty}): solver ${row.solver}, greedy ${row.greedy}, mcts ${row.mcts}`);
  }
  const share = (total: number) => total / totals.solver;
  const summary = { iterations: options.iterations, ...totals, greedyShare: share(totals.greedy), mctsShare: share(totals.mcts) };
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  console.log(
    options.json
      ? JSON.stringify(summary)
      : `total over ${BUILT_IN_CHALLENGES.length} challenges: solver ${totals.solver}, greedy ${totals.greedy} (${percent(summary.greedyShare)}), ` +
          `mcts at ${options.iterations} iterations ${totals.mcts} (${percent(summary.mctsShare)}); ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

main();
