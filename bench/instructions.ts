/**
 * Instruction counts, which the machine's load does not move: `npm run bench -- --instructions`. For each
 * case, valgrind's cachegrind counts what `node --single-threaded` executes for N and for 2N seeded 2-player
 * random games from the built package (`dist/`, so run `npm run build` first), and the steady state per game
 * is (I(2N) − I(N)) / N, which cancels start-up and most compilation (N = 3,000 by default: with fewer games
 * V8 is still compiling). Single-threaded, V8 compiles at the same
 * points on every run, so repeat runs agree within about 0.5%. The shared reference runs the same way.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The cases, in the order of the table: what runs in `instruction-games.mjs`, and its label. */
const CASES = [
  ['reference', 'reference (plain game, one Int16Array)'],
  ['fast-plain', 'fast path, plain game'],
  ['fast-wilds', 'fast path, with wilds'],
  ['fast-grey', 'fast path, grey wall'],
  ['api-wilds', 'immutable API, with wilds'],
] as const;

/** One case's figure. */
export interface InstructionCount {
  case: string;
  label: string;
  instructionsPerGame: number;
  /** The reference's instructions per game over this case's: above 1 is faster than the reference. */
  timesReference: number;
}

const DRIVER = fileURLToPath(new URL('./instruction-games.mjs', import.meta.url));
const DIST = fileURLToPath(new URL('../dist', import.meta.url));
/**
 * The shared reference, beside the repository (`../shared/reference/`) or beside a folder of worktrees
 * (`../../shared/reference/`).
 */
const REFERENCE =
  ['../../shared/reference/plain-game.mjs', '../../../shared/reference/plain-game.mjs']
    .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
    .find((path) => existsSync(path)) ?? fileURLToPath(new URL('../../shared/reference/plain-game.mjs', import.meta.url));

/** Why the counts cannot be taken here, or `null` when they can. */
export function instructionsUnavailable(dist: string | null): string | null {
  if (spawnSync('valgrind', ['--version'], { encoding: 'utf8' }).status !== 0) {
    return 'valgrind is not installed: install it (for example `apt-get install -y valgrind`) to count instructions';
  }
  if (!existsSync(join(dist ?? DIST, 'tessera.js'))) return 'no built package: run `npm run build` first (the counts read dist/)';
  if (!existsSync(REFERENCE)) return `the shared reference is not at ${REFERENCE}`;
  return null;
}

/** The instructions that node executes for `games` games of one case. */
function count(caseName: string, games: number, tesseraModule: string, scratch: string): number {
  const run = spawnSync(
    'valgrind',
    [
      '--tool=cachegrind',
      '--cache-sim=no',
      `--cachegrind-out-file=${join(scratch, 'cachegrind.out')}`,
      process.execPath,
      '--single-threaded',
      DRIVER,
      caseName,
      String(games),
      REFERENCE,
      tesseraModule,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 64 * 1024 * 1024 },
  );
  const refs = /I\s+refs:\s+([\d,]+)/.exec(run.stderr)?.[1];
  if (run.status !== 0 || refs === undefined) throw new Error(`valgrind failed for ${caseName}:\n${run.stderr}`);
  return Number(refs.replaceAll(',', ''));
}

/**
 * Counts every case; `games` is N, `dist` the folder of the built package (default: this one's `dist/`), and
 * `progress` hears of each case as it is counted.
 */
export function measureInstructions(games: number, dist: string | null, progress: (line: string) => void): InstructionCount[] {
  const tesseraModule = resolve(dist ?? DIST, 'tessera.js');
  const scratch = mkdtempSync(join(tmpdir(), 'tessera-instructions-'));
  try {
    const perGame = CASES.map(([caseName, label]) => {
      const once = count(caseName, games, tesseraModule, scratch);
      const twice = count(caseName, 2 * games, tesseraModule, scratch);
      const instructionsPerGame = Math.round((twice - once) / games);
      progress(`  counted ${caseName}: ${instructionsPerGame.toLocaleString('en')} instructions per game`);
      return { case: caseName, label, instructionsPerGame };
    });
    const reference = perGame[0]!.instructionsPerGame;
    return perGame.map((figure) => ({ ...figure, timesReference: reference / figure.instructionsPerGame }));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
