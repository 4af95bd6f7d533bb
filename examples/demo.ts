/**
 * The package's demo: `npm start -- --game tessera --players 3 --seed demo`, or `--game tesseris`.
 */
import { readArgs } from './terminal.js';
import { playTessera } from './tessera-demo.js';
import { playTesseris } from './tesseris-demo.js';

const GAMES: Record<string, (players: number, seed: string) => void> = { tessera: playTessera, tesseris: playTesseris };

const args = readArgs({ game: 'tessera', players: '2', seed: 'demo' });
const players = Number(args.players);
const play = GAMES[args.game];
if (!Number.isInteger(players) || players < 2 || players > 4 || play === undefined) {
  console.error('--game must be tessera or tesseris, and --players 2, 3 or 4');
  process.exit(2);
}
play(players, args.seed);
