/**
 * Plays `games` seeded 2-player random games of one case and nothing else, for an instruction counter
 * (`instructions.ts` runs it under valgrind): `node --single-threaded bench/instruction-games.mjs CASE GAMES`.
 * Each game includes its setup (the fast path's own `fast.setup`). It reads the BUILT package (`dist/`), as a user's program would, and the
 * shared reference from beside the repository (or the `tessera.js` a fourth argument names, to count another
 * build). Plain JavaScript, so that no loader runs beside the games.
 */
import process from 'node:process';
import { fromCommandLine } from './paths.mjs';

const [caseName, gamesText, referenceArgument, distArgument] = process.argv.slice(2);
const referencePath = referenceArgument === undefined ? undefined : fromCommandLine(referenceArgument);
const distPath = distArgument === undefined ? new URL('../dist/tessera.js', import.meta.url).href : fromCommandLine(distArgument);
const games = Number(gamesText);

/** A small seeded generator for the reference, which draws with a `() => number` in [0, 1). */
function xorshift() {
  let x = 2463534242;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

async function referenceGames() {
  const { newGame, genMoves, applyMove, isOver, stateLen, setRng } = await import(referencePath);
  const random = xorshift();
  setRng(random);
  const state = new Int16Array(stateLen(2));
  const buffer = new Uint16Array(512);
  for (let game = 0; game < games; game++) {
    newGame(state, 2);
    while (!isOver(state)) applyMove(state, buffer[(random() * genMoves(state, buffer)) | 0]);
  }
}

async function engineGames(options, path) {
  const { tessera, fast, seedRng, unwrap } = await import(distPath);
  const rng = [...seedRng('instructions')];
  const random = xorshift();
  for (let game = 0; game < games; game++) {
    const gameOptions = { players: 2, seed: game, ...options };
    if (path === 'fast') {
      // A build from before `fast.setup` starts its simulator by copying the first state.
      const simulator = fast.setup === undefined ? fast.fromState(unwrap(tessera.setup(gameOptions))) : unwrap(fast.setup(gameOptions));
      fast.playout(simulator, rng);
      continue;
    }
    let current = unwrap(tessera.setup(gameOptions));
    while (current.phase !== 'over') {
      const moves = tessera.legalMoves(current);
      current = unwrap(tessera.applyMove(current, moves[(random() * moves.length) | 0])).state;
    }
  }
}

const CASES = {
  reference: referenceGames,
  'fast-plain': () => engineGames({ wilds: false }, 'fast'),
  'fast-wilds': () => engineGames({}, 'fast'),
  'fast-grey': () => engineGames({ wall: 'grey' }, 'fast'),
  'api-wilds': () => engineGames({}, 'api'),
};

// After everything above, so that the check adds nothing to the games counted.
const problem = !Object.hasOwn(CASES, caseName ?? '')
  ? `unknown case ${JSON.stringify(caseName ?? '')}`
  : !/^\d+$/.test(gamesText ?? '') || !Number.isSafeInteger(games)
    ? `GAMES must be a whole number, not ${JSON.stringify(gamesText ?? '')}`
    : caseName === 'reference' && referencePath === undefined
      ? 'the reference case needs the reference file'
      : null;
if (problem !== null) {
  process.stderr.write(
    `${problem}; usage: node --single-threaded bench/instruction-games.mjs ${Object.keys(CASES).join('|')} GAMES [REFERENCE.mjs] [tessera.js]\n`,
  );
  process.exit(2);
}
await CASES[caseName]();
