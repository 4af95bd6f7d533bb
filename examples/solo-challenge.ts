// A solo challenge: start a built-in one, follow the hints to three stars, then generate a daily one.
import { BUILT_IN_CHALLENGES, applyMove, challengeHint, generateChallenge, outcome, startChallenge, unwrap } from 'tessera-engine/tessera';

const challenge = BUILT_IN_CHALLENGES[0]!;
let state = unwrap(startChallenge(challenge));
for (let hint = unwrap(challengeHint(state)); hint.move !== null; hint = unwrap(challengeHint(state))) {
  state = unwrap(applyMove(state, hint.move)).state;
}
console.log(`${challenge.title}: ${state.boards[0]!.score} points, ${outcome(state)!.stars} stars`);

const daily = unwrap(generateChallenge({ seed: '2026-11-29', difficulty: 'medium', id: 'daily', title: 'Daily' }));
console.log(`daily: best ${daily.solution.score}, greedy ${daily.greedy}, stars at ${JSON.stringify(daily.challenge.stars)}`);
