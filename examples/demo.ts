/**
 * The package's demo: `npm start -- --game tessera --players 3 --seed demo`, or `--game tesseris`. Tessera's
 * rule variants: `--wall grey` plays on the grey wall, `--no-wilds` plays the plain game without Wild Shards.
 * `--challenge N` shows built-in solo challenge N and the solver's line; it takes no other option, since a challenge
 * has its own game, players, seed and rules. `npm start -- --help` prints the usage.
 * Tessera's boards come with a legend: a letter is a tile (`*` a Wild Shard, `1` the first-player marker), and
 * a lower-case letter an empty slot of the printed wall.
 */
import { BUILT_IN_CHALLENGES, WALL_KINDS, setup as setupTessera, type WallKind } from 'tessera-engine/tessera';
import { setup as setupTesseris } from 'tessera-engine/tesseris';
import { playChallenge } from './challenge-demo.js';
import { fail, givenOptions, readArgs, readChoice, readSetup, readWholeNumber } from './terminal.js';
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
const players = readWholeNumber(args.players, '--players', 2, 4);
const wall: WallKind = readChoice(args.wall, '--wall', WALL_KINDS);
const game = readChoice(args.game, '--game', ['tessera', 'tesseris']);
const notForChallenges = givenOptions(['game', 'players', 'seed', 'wall', 'no-wilds']);
if (args.challenge !== '' && notForChallenges.length > 0)
  fail(`--challenge takes no other option, not ${notForChallenges.join(', ')}: a challenge has its own game, players, seed and rules`);
if (args.challenge !== '') playChallenge(readWholeNumber(args.challenge, '--challenge', 1, BUILT_IN_CHALLENGES.length));
// Options the game refuses (a seed too long) are a usage error, in the engine's words.
else if (game === 'tessera') playTessera(readSetup(setupTessera({ players, seed: args.seed, wilds: !args['no-wilds'], wall })));
else {
  if (wall !== 'printed' || args['no-wilds']) fail('--wall and --no-wilds are Tessera options');
  playTesseris(readSetup(setupTesseris({ players, seed: args.seed })));
}
