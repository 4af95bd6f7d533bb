/**
 * The package's demo: `npm start -- --game tessera --players 3 --seed demo`.
 */
import { readArgs } from './terminal.js';
import { playTessera } from './tessera-demo.js';

const args = readArgs({ game: 'tessera', players: '2', seed: 'demo' });
const players = Number(args.players);
if (!Number.isInteger(players) || players < 2 || players > 4) {
  console.error('--players must be 2, 3 or 4');
  process.exit(2);
}
if (args.game === 'tessera') playTessera(players, args.seed);
else {
  console.error('--game must be tessera');
  process.exit(2);
}
