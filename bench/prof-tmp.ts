import { seedRng, type MutableRngState } from '../src/core/rng.js';
import * as tessera from '../src/tessera/index.js';
const mode = process.argv[2];
const rng = [...seedRng(1)] as MutableRngState;
let t = Date.now(); let games = 0;
while (Date.now() - t < 4000) {
  let s = tessera.unwrap(tessera.setup({ players: 2, seed: games }));
  if (mode === 'fast') tessera.fast.playout(tessera.fast.fromState(s), rng);
  else while (s.phase !== 'over') { const ms = tessera.legalMoves(s); s = (tessera.applyMove(s, ms[Math.floor(Math.random()*ms.length)]) as any).value.state; }
  games++;
}
console.log(mode, 'games/s', games/4);
