import * as S from './dist/tesseris.js';
let steps = 0, emptyMain = 0, skipped = 0, passes = 0, minMain = 99, shortHands = 0;
for (let g = 0; g < 400; g++) {
  const players = 2 + (g % 3);
  let s = S.unwrap(S.setup({ players, seed: g }));
  let n = 0;
  while (s.phase !== 'over' && n < 3000) {
    const moves = S.legalMoves(s);
    // prefer steals to drain the main pile
    const steal = moves.find(m => m.type === 'steal');
    const m = steal && (g % 2 === 0) ? steal : moves[(n * 7 + g) % moves.length];
    if (m.type === 'pass') passes++;
    const r = S.unwrap(S.applyMove(s, m));
    for (const e of r.events) if (e.type === 'draw-skipped') skipped++;
    s = r.state; n++; steps++;
    if (s.mainPile.length === 0) emptyMain++;
    minMain = Math.min(minMain, s.mainPile.length);
  }
}
console.log({ steps, emptyMain, skipped, passes, minMain });
