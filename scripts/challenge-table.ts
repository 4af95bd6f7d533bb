/**
 * Prints the table of built-in challenges for `docs/solo-challenges.md`: each one re-rated (optimum, greedy
 * and random scores, stars) and timed (the median of three solves after a warm-up). Run it with
 * `npx tsx scripts/challenge-table.ts`.
 */
import { BUILT_IN_CHALLENGES, rateChallenge, unwrap } from 'tessera-engine/tessera';
import { measureSolver } from '../bench/challenges.js';

const timings = measureSolver();
console.log('| id | title | difficulty | rules | displays + centre | optimum (★★★) | greedy (★★) | random mean (★ at) | solver nodes | solve time |');
console.log('| --- | --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: |');
BUILT_IN_CHALLENGES.forEach((challenge, index) => {
  const rating = unwrap(rateChallenge(challenge));
  const timing = timings[index]!;
  const centre = challenge.centre.reduce((sum, count) => sum + count, 0);
  console.log(
    `| ${challenge.id} | ${challenge.title} | ${challenge.difficulty} | ${timing.variant} | ${challenge.displays.length} + ${centre} | ` +
      `${challenge.stars.three} | ${rating.greedy} | ${rating.randomMean.toFixed(1)} (${challenge.stars.one}) | ${timing.nodes.toLocaleString('en')} | ${timing.milliseconds.toFixed(0)} ms |`,
  );
});
