/**
 * The package's demo: `npm start -- --game tessera --players 3 --seed demo`, or `--game tesseris`. Tessera's
 * rule variants: `--wall grey` plays on the grey wall, `--no-wilds` plays the plain game without Wild Shards.
 * `--challenge N` shows built-in solo challenge N and the solver's line. `npm start -- --help` prints the usage.
 * Tessera's boards come with a legend: a letter is a tile (`*` a Wild Shard, `1` the first-player marker), and
 * a lower-case letter an empty slot of the printed wall.
 */
import { BUILT_IN_CHALLENGES, WALL_KINDS, type WallKind } from 'tessera-engine/tessera';
import { playChallenge } from './challenge-demo.js';
import { readArgs } from './terminal.js';
import { playTessera } from './tessera-demo.js';
import { playTesseris } from './tesseris-demo.js';

const args = readArgs(
  {
    command: 'npm start --',
    values: { game: 'tessera|tesseris', players: '2|3|4', seed: 'TEXT', wall: WALL_KINDS.join('|'), challenge: `1-${BUILT_IN_CHALLENGES.length}` },
  },
  { game: 'tessera', players: '2', seed: 'demo', wall: 'printed', challenge: '' },
  ['no-wilds'],
);
const players = Number(args.players);
const fail = (message: string): never => {
  console.error(message);
  process.exit(2);
};
if (!Number.isInteger(players) || players < 2 || players > 4) fail('--players must be 2, 3 or 4');
const wall = WALL_KINDS.find((kind: WallKind) => kind === args.wall) ?? fail(`--wall must be one of ${WALL_KINDS.join(', ')}`);
if (args.challenge !== '') {
  const number = Number(args.challenge);
  if (!Number.isInteger(number) || number < 1 || number > BUILT_IN_CHALLENGES.length) fail(`--challenge must be from 1 to ${BUILT_IN_CHALLENGES.length}`);
  playChallenge(number);
} else if (args.game === 'tessera') playTessera({ players, seed: args.seed, wilds: !args['no-wilds'], wall });
else if (args.game === 'tesseris') {
  if (wall !== 'printed' || args['no-wilds']) fail('--wall and --no-wilds are Tessera options');
  playTesseris(players, args.seed);
} else fail('--game must be tessera or tesseris');
