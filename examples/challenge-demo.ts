/**
 * Shows a built-in solo challenge, then the solver's line move by move with the score.
 */
import { BUILT_IN_CHALLENGES, applyMove, formatMove, outcome, solveChallenge, startChallenge, unwrap } from 'tessera-engine/tessera';
import { printBoards, printLegend, printSources } from './tessera-board.js';
import { bold, dim } from './terminal.js';

/**
 * Shows challenge `number` and plays the solver's line.
 *
 * @param number - the challenge's number, from 1 to the number of built-in challenges.
 */
export function playChallenge(number: number): void {
  const challenge = BUILT_IN_CHALLENGES[number - 1]!;
  const { stars, rules } = challenge;
  let state = unwrap(startChallenge(challenge));
  const variants = [rules.wilds ? 'with Wild Shards' : 'the plain game', `${rules.wall} wall`].join(', ');
  console.log(bold(`Challenge ${number} (${challenge.id}): "${challenge.title}", ${challenge.difficulty}, ${variants}`));
  console.log(`Stars: ★ at ${stars.one}, ★★ at ${stars.two}, ★★★ at ${stars.three} points.\n`);
  printLegend(rules.wall);
  printBoards(state);
  printSources(state);
  const started = performance.now();
  const solution = unwrap(solveChallenge(state));
  const milliseconds = performance.now() - started;
  console.log(
    `\n${bold('The solver')} proves ${bold(String(solution.score))} points best, ${dim(`${solution.nodes} positions in ${milliseconds.toFixed(0)} ms`)}:`,
  );
  for (const move of solution.moves) {
    state = unwrap(applyMove(state, move)).state;
    console.log(`  ${formatMove(move).padEnd(12)} ${dim(`score ${state.boards[0]!.score}`)}`);
  }
  console.log('');
  printBoards(state);
  const result = outcome(state)!;
  console.log(
    `\n${bold('Final score')} ${result.scores[0]}: ${'★'.repeat(result.stars ?? 0)} (${result.reason === 'row-completed' ? 'a row was completed, bonuses added' : 'no row completed, no bonus'})`,
  );
}
