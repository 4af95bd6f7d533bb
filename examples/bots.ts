// Bots are given a player's view, never the state, so they cannot cheat. MCTS against greedy, then a hint.
import { applyMove, greedyBot, mctsBot, outcome, playerView, setup, unwrap } from 'tessera-engine/tessera';

let state = unwrap(setup({ players: 2, seed: 'bots' }));
const bots = [mctsBot, greedyBot];
while (outcome(state) === null) {
  const view = unwrap(playerView(state, state.turn)); // all a bot is given
  const move = unwrap(bots[state.turn]!.chooseMove(view, { seed: 1, iterations: 300 }));
  state = unwrap(applyMove(state, move)).state;
}
console.log(`mcts ${outcome(state)!.scores[0]} vs greedy ${outcome(state)!.scores[1]}`);

// A hint button: every legal move ranked, with the search's estimate, within 50 ms.
const start = unwrap(setup({ players: 2, seed: 'hint' }));
const [best] = unwrap(mctsBot.suggest(unwrap(playerView(start, start.turn)), { milliseconds: 50 }));
console.log('hint:', best!.move, `estimated ${(best!.value * 100).toFixed(0)}%`);
