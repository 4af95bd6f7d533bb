import { seedRng, type MutableRngState } from '../src/core/rng.js';
import * as tesseris from '../src/tesseris/index.js';
const mode = process.argv[2];
const rng = [...seedRng(1)] as MutableRngState;
let t = Date.now(); let games = 0;
while (Date.now() - t < 4000) {
  let s = tesseris.unwrap(tesseris.setup({ players: 2, seed: games }));
  if (mode === 'fast') tesseris.fast.playout(tesseris.fast.fromState(s), rng);
  else while (s.phase !== 'over') { const ms = tesseris.legalMoves(s); s = (tesseris.applyMove(s, ms[Math.floor(Math.random()*ms.length)]) as any).value.state; }
  games++;
}
console.log(mode, 'games/s', games/4);
