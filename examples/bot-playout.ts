/**
 * A tiny Monte Carlo bot on the fast path that cannot peek: it is given its player's view only, and every
 * playout runs in a world of its own (`fromView`, then `determinize`), so no playout knows the real next
 * refill. For each legal move it plays random games to the end and keeps the move whose playouts score best.
 * Run it with `npx tsx examples/bot-playout.ts`.
 */
import { seedRng, type MutableRngState } from 'tessera-engine';
import { fast, playerView, setup, unwrap } from 'tessera-engine/tessera';

const PLAYOUTS_PER_MOVE = 20;

const start = unwrap(setup({ players: 2, seed: 7 }));
const me = start.turn;
const view = unwrap(playerView(start, me)); // all the bot is given
const rng = [...seedRng('playouts')] as MutableRngState;
const simulator = unwrap(fast.fromView(view, rng)); // one world that agrees with the view

const codes = new Int32Array(fast.MAX_LEGAL_MOVES);
const count = fast.fillLegalMoveCodes(simulator, codes); // no allocation per move
let best = { code: codes[0]!, value: -Infinity };
for (let i = 0; i < count; i++) {
  let total = 0;
  for (let p = 0; p < PLAYOUTS_PER_MOVE; p++) {
    const trial = fast.clone(simulator);
    fast.determinize(trial, rng); // a future of its own: the bag's draws are re-drawn
    fast.playCode(trial, codes[i]!); // in place
    fast.playout(trial, rng); // random moves to the end
    const scores = trial.boards.map((board) => board.score);
    total += scores[me]! - Math.max(...scores.filter((_, seat) => seat !== me));
  }
  if (total > best.value) best = { code: codes[i]!, value: total };
}
console.log('best move:', fast.decodeMove(simulator, best.code), 'from', count, 'candidates');
