/**
 * The command lines as their users run them: the demo (`npm start`), the arena (`npm run arena`), the other
 * scripts that read options, whose bad values and unknown options are usage errors, as are bad bounds in
 * `npm run bench:server`'s environment, and the script that writes the built-in challenges only when asked. Each test of a command runs the script in a child process, as npm does,
 * and checks its output and exit code; the arena's diagnostic view for `--reveal-hands` is checked directly.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { seedRng, unwrap, type MutableRngState } from 'tessera-engine';
import { BUILT_IN_CHALLENGES, renderLegend } from 'tessera-engine/tessera';
import { fast as tesserisFast, tesseris } from 'tessera-engine/tesseris';
import { MAX_ITERATIONS, MAX_MILLISECONDS } from '../bench/limits.js';
import { withHandsRevealed } from '../bench/reveal.js';
import { measureCorpus, solverCorpus } from '../bench/solver-corpus.js';
import { budgetValueError } from '../src/core/bots/bot.js';
import { readBudget } from '../src/tessera/challenges/solver-budget.js';
import { HEAVY } from './helpers/runs.js';
import { startServerProcess } from './boardgame.io/processes.js';

/** What a script run in a child process printed, and its exit code. */
interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a TypeScript script with arguments, in this process's environment changed by `env`: a variable given
 * `undefined` is removed. `npm run bench:server` reads its bounds from there.
 */
function runWithEnv(env: Record<string, string | undefined>, file: string, ...args: string[]): Promise<Run> {
  const environment = Object.fromEntries(Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== undefined));
  return new Promise((resolve) => {
    // A script that hangs is killed before the test's own time runs out, and reads as no exit code.
    execFile(process.execPath, ['--import', 'tsx', file, ...args], { encoding: 'utf8', env: environment, timeout: 40_000 }, (error, stdout, stderr) => {
      resolve({ status: error === null ? 0 : typeof error.code === 'number' ? error.code : null, stdout, stderr });
    });
  });
}

/** Runs a TypeScript script with arguments, as `npm start --` and `npm run arena --` do. */
function run(file: string, ...args: string[]): Promise<Run> {
  return runWithEnv({}, file, ...args);
}

/** One game's line of `npm run arena -- --per-game`, on the standard error. */
interface PerGameLine {
  pairing: string;
  game: number;
  share: number;
  scores: number[];
  unfinished?: true;
}

/** The `--per-game` lines of an arena run's standard error, which also holds its progress lines. */
function perGameLines(stderr: string): PerGameLine[] {
  return stderr
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as PerGameLine);
}

/** A line of a stack trace, which a usage error must not print. */
const STACK_LINE = /^\s+at /m;

/** A seed one character longer than the games accept, and what the command lines say of it. */
const LONG_SEED = 'x'.repeat(257);
const SEED_TOO_LONG = '--seed: options.seed: expected a string of at most 256 characters';

/** A list for `npm run bench:solver -- --only` that names no challenge of its corpus. */
const NO_CHALLENGES = join(mkdtempSync(join(tmpdir(), 'solver-')), 'none.json');
writeFileSync(NO_CHALLENGES, '["corpus-none/0"]');

/** What the scripts say of one iteration more than the bots accept. */
const TOO_MANY_ITERATIONS = '--iterations must be a whole number from 1 to 10000000, not "10000001"';

describe.concurrent('npm start (examples/demo.ts)', () => {
  test('--help prints a usage that names a value for every option, and exits with 0', async () => {
    const { status, stdout } = await run('examples/demo.ts', '--help');
    expect(status).toBe(0);
    expect(stdout).toContain(
      `usage: npm start -- [--game tessera|tesseris] [--players 2|3|4] [--seed TEXT] [--wall printed|grey] ` +
        `[--challenge 1-${BUILT_IN_CHALLENGES.length}] [--no-wilds]`,
    );
    expect(stdout).toContain('defaults: --game tessera --players 2 --seed demo --wall printed');
  });

  test('an unknown option prints the usage as an error and exits with 2', async () => {
    const { status, stdout, stderr } = await run('examples/demo.ts', '--colour', 'red');
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^unknown option "--colour"\nusage: npm start -- /);
  });

  test('--name=value gives a value that starts with --, which --name value cannot', async () => {
    const { status, stdout } = await run('examples/demo.ts', '--seed=--x', '--players=3');
    expect(status).toBe(0);
    expect(stdout).toMatch(/^Tessera, 3 players, seed "--x",/);
  });

  test('the board comes with a legend of its symbols', async () => {
    const { status, stdout } = await run('examples/demo.ts', '--challenge', '1');
    expect(status).toBe(0);
    for (const line of renderLegend('printed')) expect(stdout).toContain(line);
    expect(stdout).toContain('* a Wild Shard, 1 the first-player marker');
    expect(stdout).toContain('empty: b y r k w a wall slot of that colour');
  });
});

describe('the legend', () => {
  test('on the grey wall, an empty slot is a dot, since it has no colour', () => {
    expect(renderLegend('grey')[1]).toBe('empty: · a wall slot or a free space of a pattern line');
  });
});

describe.concurrent('npm run arena (bench/arena.ts) --only', () => {
  const label = 'tessera 2p: greedy vs random';

  test.each([label, 'tessera-greedy-random'])('accepts %s, the label the arena prints or the pairing name', async (only) => {
    const { status, stdout } = await run('bench/arena.ts', '--games', '1', '--ms', '1', '--only', only);
    expect(status).toBe(0);
    expect(stdout.split('\n').filter((line) => line !== '')).toHaveLength(1);
    expect(stdout.startsWith(`${label}, `)).toBe(true);
  });

  test('--per-game writes each game as a JSON line on the standard error', async () => {
    const { status, stderr } = await run('bench/arena.ts', '--games', '2', '--first', '3', '--ms', '1', '--only', 'tessera-greedy-random', '--per-game');
    expect(status).toBe(0);
    const games = perGameLines(stderr);
    expect(games.map(({ pairing, game }) => [pairing, game])).toEqual([
      ['tessera-greedy-random', 3],
      ['tessera-greedy-random', 4],
    ]);
    for (const { share, scores } of games) {
      expect(share).toBeGreaterThanOrEqual(0);
      expect(share).toBeLessThanOrEqual(1);
      expect(scores).toHaveLength(2);
    }
  });

  test('--help prints the usage with every option, --solo included, and exits with 0', async () => {
    const { status, stdout } = await run('bench/arena.ts', '--help');
    expect(status).toBe(0);
    expect(stdout).toMatch(/^usage: npm run arena -- \[--games N\] .*\[--max-moves N\] .*\[--full-game\] \[--solo\]\n/);
  });

  test('--help shows the usage of --solo too, as --solo --help prints it', async () => {
    const [arena, solo] = await Promise.all([run('bench/arena.ts', '--help'), run('bench/arena.ts', '--solo', '--help')]);
    expect(solo.stdout).toMatch(/^usage: npm run arena -- --solo /);
    expect(arena.stdout.endsWith(solo.stdout)).toBe(true);
  });

  test('--json prints one line per pairing, with the settings it was run with', async () => {
    const { status, stdout } = await run('bench/arena.ts', '--json', '--games', '2', '--first', '5', '--iterations', '10', '--only', 'tessera-greedy-random');
    expect(status).toBe(0);
    const line = JSON.parse(stdout) as Record<string, unknown>;
    expect(line).toMatchObject({
      game: 'tessera',
      players: 2,
      a: 'greedy',
      b: 'random',
      games: 2,
      first: 5,
      iterations: 10,
      ms: null,
      fullGame: false,
      revealHands: false,
    });
    expect(Object.keys(line)).toEqual([
      'game',
      'players',
      'a',
      'b',
      'games',
      'unfinished',
      'winRateA',
      'ciLow',
      'ciHigh',
      'msPerMoveA',
      'msPerMoveB',
      'first',
      'iterations',
      'ms',
      'fullGame',
      'revealHands',
    ]);
  });

  test('--max-moves stops a game still on, counts it as shared and says so', async () => {
    const { status, stdout, stderr } = await run(
      'bench/arena.ts',
      '--json',
      '--per-game',
      '--games',
      '2',
      '--ms',
      '1',
      '--max-moves',
      '5',
      '--only',
      'tessera-greedy-random',
    );
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ games: 2, unfinished: 2, winRateA: 0.5 });
    const games = perGameLines(stderr);
    expect(games).toEqual([expect.objectContaining({ share: 0.5, unfinished: true }), expect.objectContaining({ share: 0.5, unfinished: true })]);
  });

  test('a wrong name lists the valid ones and exits with 2, without a stack trace', async () => {
    const { status, stdout, stderr } = await run('bench/arena.ts', '--only', 'tessera-mcts');
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('unknown pairing "tessera-mcts" for --only; the pairings are:');
    expect(stderr).toContain(`"${label}" (or tessera-greedy-random)`);
    expect(stderr).not.toMatch(STACK_LINE);
  });
});

/** The figure of a row of the solo table in `docs/bots.md` whose first cell starts with `player`. */
function soloTableTotal(player: string): number {
  const row = readFileSync('docs/bots.md', 'utf8')
    .split('\n')
    .find((line) => line.startsWith(`| ${player}`));
  expect(row, player).toBeDefined();
  return Number(row!.split('|')[2]!.trim());
}

describe('npm run arena -- --solo', () => {
  // On an iteration budget the bots are deterministic, so the totals of docs/bots.md are the same on any machine.
  test.each(HEAVY ? [1_000, 10_000] : [1_000])('--iterations %i gives the totals of the solo table in docs/bots.md', async (iterations) => {
    const { status, stdout } = await run('bench/arena.ts', '--solo', '--iterations', String(iterations), '--json');
    expect(status).toBe(0);
    const totals = JSON.parse(stdout.trim().split('\n').at(-1)!) as { solver: number; greedy: number; mcts: number };
    expect(totals).toMatchObject({
      solver: soloTableTotal('solver (optimum)'),
      greedy: soloTableTotal('greedy (`greedyBot`)'),
      mcts: soloTableTotal(`mcts, ${iterations.toLocaleString('en')} iterations/move`),
    });
  });
});

describe.concurrent('npm run arena -- --full-game, and the options for Tesseris pairings only', () => {
  test("Tesseris games go on to the rules' 12 points instead of three rounds", async () => {
    const { status, stderr } = await run('bench/arena.ts', '--full-game', '--games', '1', '--ms', '1', '--only', 'tesseris-ismcts-greedy', '--per-game');
    expect(status).toBe(0);
    const [game] = perGameLines(stderr);
    expect(Math.max(...game!.scores)).toBeGreaterThanOrEqual(12);
  });

  test.each(['--reveal-hands', '--full-game'])('%s without --only plays the Tesseris pairings (docs/bots.md runs --reveal-hands so)', async (option) => {
    const { status, stdout, stderr } = await run('bench/arena.ts', option, '--json', '--games', '1', '--iterations', '10', '--max-moves', '40');
    expect(stderr).not.toMatch(STACK_LINE);
    expect(status).toBe(0);
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { game: string; players: number });
    expect(lines.map(({ game, players }) => `${game} ${players}p`)).toEqual(['tesseris 2p', 'tesseris 3p']);
  });

  test.each(['--full-game', '--reveal-hands'])('%s with a Tessera pairing is a usage error that exits with 2', async (option) => {
    const { status, stdout, stderr } = await run('bench/arena.ts', option, '--games', '1', '--only', 'tessera-greedy-random');
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(`${option} is for Tesseris pairings only, not tessera-greedy-random`);
    expect(stderr).not.toMatch(STACK_LINE);
  });
});

describe.concurrent('every command line: a bad value or an unknown option is a usage error', () => {
  test.each([
    ['examples/demo.ts', ['--players', '9'], '--players must be a whole number from 2 to 4, not "9"'],
    ['examples/demo.ts', ['--seed'], '--seed needs a value'],
    ['examples/demo.ts', ['players', '3'], 'unknown option "players"'],
    ['examples/play.ts', ['--game', 'chess'], '--game must be one of tessera, tesseris, not "chess"'],
    ['bench/arena.ts', ['--games', '1.5'], '--games must be a whole number of 1 or more, not "1.5"'],
    ['bench/arena.ts', ['--iterations', '0'], '--iterations must be a whole number from 1 to 10000000, not "0"'],
    ['bench/arena.ts', ['--first', '-3'], '--first must be a whole number from 0 to 9007199254740791, not "-3"'],
    ['bench/arena.ts', ['--ms', 'fast'], '--ms must be a number above 0, at most 3600000, not "fast"'],
    ['bench/arena.ts', ['--gmaes', '3'], 'unknown option "--gmaes"'],
    ['bench/arena.ts', ['--solo', '--ms', '5'], 'unknown option "--ms"'],
    ['bench/arena.ts', ['--only', ''], '--only needs a value'],
    ['bench/parallel.ts', ['--only', 'chess'], '--only must be one of tessera, tesseris, not "chess"'],
    ['bench/parallel.ts', ['--games', '0'], '--games must be a whole number of 1 or more, not "0"'],
    ['bench/parallel.ts', ['--players', '4'], '--players must be one of 2, 3, not "4"'],
    ['bench/run.ts', ['--seconds', '0'], '--seconds must be a number above 0, not "0"'],
    ['bench/run.ts', ['--only', 'chess:2:api'], '--only must be one of tessera:2:api, '],
    // The last game's index must stay a safe integer, or the arena plays fewer games than it reports.
    [
      'bench/arena.ts',
      ['--first', '9007199254740990', '--games', '3', '--only', 'tessera-greedy-random', '--ms', '1'],
      '--first must be a whole number from 0 to 9007199254740988',
    ],
    // The instruction counters' drivers, run by hand as docs/performance.md shows.
    ['bench/instruction-games.mjs', [], 'unknown case ""; usage: node --single-threaded bench/instruction-games.mjs reference|fast-plain|'],
    ['bench/instruction-games.mjs', ['nope', '3'], 'unknown case "nope"; usage: '],
    ['bench/instruction-games.mjs', ['fast-plain', 'ten'], 'GAMES must be a whole number, not "ten"; usage: '],
    ['bench/decision-instructions.mjs', ['ten'], 'DECISIONS a whole number, not "ten"'],
    [
      'bench/run.ts',
      ['--only', 'tessera:2:fast', '--runs', '1', '--seconds', '0.05', '--games', '5', '--dist', '/nope'],
      '--games and --dist: only with --instructions',
    ],
    ['bench/run.ts', ['--only', 'tessera:2:fast', '--runs', '1', '--seconds', '0.05', '--dist', '/nope'], '--dist: only with --instructions'],
    ['bench/solver-corpus.ts', ['--timeout', '-1'], '--timeout must be a number above 0, at most 3600000, not "-1"'],
    ['bench/opponent-hand.ts', ['--games', 'x'], '--games must be a whole number of 1 or more, not "x"'],
    ['bench/opponent-hand.ts', ['--rounds', '3'], 'unknown option "--rounds"'],
    ['bench/merge-regret.ts', ['--reads', '10'], '--reads must be a whole number from 11 to 1000000, not "10"'],
    ['bench/merge-regret.ts', ['--oracle-reads', '1e6'], '--oracle-reads must be a whole number from 1 to 1000000, not "1e6"'],
    [
      'examples/demo.ts',
      ['--challenge', '3', '--game', 'tesseris', '--players', '4', '--wall', 'grey', '--no-wilds', '--seed', 'zz'],
      '--challenge takes no other option, not --game, --players, --wall, --no-wilds, --seed',
    ],
    ['examples/demo.ts', ['--players', '2', '--challenge', '1'], '--challenge takes no other option, not --players'],
    // A value the game's setup refuses is said in the engine's words, not as a stack trace.
    ['examples/demo.ts', ['--seed', LONG_SEED], SEED_TOO_LONG],
    ['examples/demo.ts', ['--game', 'tesseris', '--seed', LONG_SEED], SEED_TOO_LONG],
    ['examples/play.ts', ['--seed', LONG_SEED], SEED_TOO_LONG],
    ['examples/play.ts', ['--game', 'tesseris', '--seed', LONG_SEED], SEED_TOO_LONG],
    // An option's value is never the next option, and an option is given once: every script reads them alike.
    ['examples/demo.ts', ['--seed', '--players', '3'], '--seed needs a value'],
    ['examples/demo.ts', ['--players', '2', '--players', '3'], '--players is given more than once'],
    // `--name=value` reads as `--name value`, and counts as the option given.
    ['examples/demo.ts', ['--players=9'], '--players must be a whole number from 2 to 4, not "9"'],
    ['examples/demo.ts', ['--seed='], '--seed needs a value'],
    ['examples/demo.ts', ['--players=2', '--players', '3'], '--players is given more than once'],
    ['examples/demo.ts', ['--no-wilds=yes'], '--no-wilds takes no value'],
    ['examples/demo.ts', ['--challenge', '1', '--seed=zz'], '--challenge takes no other option, not --seed'],
    ['bench/opponent-hand.ts', ['--games', '1', '--max-moves', '1', '--games', '1'], '--games is given more than once'],
    ['bench/solver-corpus.ts', ['--only', '--json'], '--only needs a value'],
    // bench:solver checks its files and its time limit before it solves anything.
    ['bench/solver-corpus.ts', ['--only', '/nonexistent.json'], '--only /nonexistent.json: ENOENT'],
    ['bench/solver-corpus.ts', ['--only', 'package.json'], '--only package.json: expected a JSON list of challenge names'],
    ['bench/solver-corpus.ts', ['--only', NO_CHALLENGES], `--only ${NO_CHALLENGES}: none of its 1 names is a challenge of the corpus`],
    [
      'bench/solver-corpus.ts',
      ['--only', 'bench/solver-worst.json', '--timeout', '1', '--write', '/nonexistent/dir/out.json'],
      '--write /nonexistent/dir/out.json: cannot write there',
    ],
    // The solver refuses a longer time limit, and every solve had read as stopped.
    ['bench/solver-corpus.ts', ['--only', 'bench/solver-worst.json', '--timeout', '1e12'], '--timeout must be a number above 0, at most 3600000, not "1e12"'],
    // A budget the bots would refuse is refused at the command line, not in the middle of a run.
    ['bench/arena.ts', ['--games', '1', '--only', 'tessera-mcts-greedy', '--iterations', '10000001'], TOO_MANY_ITERATIONS],
    ['bench/arena.ts', ['--solo', '--iterations', '10000001'], TOO_MANY_ITERATIONS],
    ['bench/opponent-hand.ts', ['--games', '1', '--bot', 'random', '--iterations', '10000001'], TOO_MANY_ITERATIONS],
    ['bench/arena.ts', ['--games', '1', '--only', 'tessera-mcts-greedy', '--ms', '3600001'], '--ms must be a number above 0, at most 3600000, not "3600001"'],
    // Its warm-up searches twice the budget.
    [
      'bench/parallel.ts',
      ['--only', 'tessera', '--runs', '1', '--iterations', '5000001'],
      '--iterations must be a whole number from 1 to 5000000, not "5000001"',
    ],
    [
      'bench/parallel.ts',
      ['--only', 'tessera', '--runs', '1', '--iterations', '50', '--move-ms', '3600001'],
      '--move-ms must be a number above 0, at most 3600000',
    ],
    [
      'bench/parallel.ts',
      ['--only', 'tessera', '--runs', '1', '--iterations', '50', '--move-ms', '5', '--games', '1', '--ms', '3600001'],
      '--ms must be a number above 0, at most 3600000',
    ],
  ])('%s %j exits with 2 and says why, without a stack trace', async (file, args, message) => {
    const { status, stdout, stderr } = await run(file, ...args);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(message);
    expect(stderr).not.toMatch(STACK_LINE);
  });
});

describe('npm run bench (bench/run.ts)', () => {
  test('--help says which options go with --instructions', async () => {
    const { status, stdout } = await run('bench/run.ts', '--help');
    expect(status).toBe(0);
    expect(stdout).toContain('[--games N(with --instructions)] [--dist FOLDER(with --instructions)]');
  });
});

describe('the instruction counters (bench/instruction-games.mjs, bench/decision-instructions.mjs)', () => {
  // The sources stand in for a build here (the scripts run under tsx), so that no build is needed.
  test('read a build named on the command line from the working folder', { timeout: 60_000 }, async () => {
    const games = await run('bench/instruction-games.mjs', 'fast-plain', '3', 'no-reference', 'src/tessera/index.ts');
    expect([games.status, games.stderr]).toEqual([0, '']);
    const decisions = await run('bench/decision-instructions.mjs', '1', 'src/tesseris/index.ts');
    expect([decisions.status, decisions.stdout]).toEqual([0, expect.stringContaining('1 decisions from 40 positions, rankings digest')]);
  });
});

describe('the largest budgets the scripts accept (bench/limits.ts)', () => {
  test('are the largest the bots and the solver accept', () => {
    expect(budgetValueError(0, MAX_ITERATIONS, MAX_MILLISECONDS)).toBeNull();
    expect(budgetValueError(0, MAX_ITERATIONS + 1, undefined)).not.toBeNull();
    expect(budgetValueError(0, undefined, MAX_MILLISECONDS + 1)).not.toBeNull();
    expect(readBudget({ maxMilliseconds: MAX_MILLISECONDS })).not.toBeTypeOf('string');
    expect(readBudget({ maxMilliseconds: MAX_MILLISECONDS + 1 })).toBeTypeOf('string');
  });
});

describe('bench/solver-corpus.ts', () => {
  test('a refusal of the solver other than its time limit is an error, not a solve stopped', () => {
    expect(() => measureCorpus(solverCorpus().slice(0, 1), 1e12)).toThrow('budget.maxMilliseconds');
  });
});

describe.concurrent('--max-moves in the other scripts that play bots against each other', () => {
  test('npm run bench:parallel stops a game still on, counts it as shared and says so', async () => {
    const small = ['--only', 'tesseris', '--games', '2', '--runs', '1', '--iterations', '50', '--move-ms', '20', '--ms', '5'];
    const { status, stdout, stderr } = await run('bench/parallel.ts', '--json', ...small, '--first', '7', '--max-moves', '5');
    expect(status).toBe(0);
    // Each game's progress, so that a long run stopped before its end still gives its games so far.
    expect(stderr).toContain('tesseris: 2 workers 0.5 wins in 1 games (games 7–7), 1 unfinished\n');
    expect(stderr).toContain('tesseris: 2 workers 1 wins in 2 games (games 7–8), 2 unfinished\n');
    expect(stderr).toMatch(/^tesseris ismcts 3p: 2 workers [\d.]+× the iterations per second of 1 at 50 iterations$/m);
    const result = JSON.parse(stdout) as { maxMoves: number; games: unknown[] };
    expect(result.maxMoves).toBe(5);
    expect(result.games).toEqual([expect.objectContaining({ game: 'tesseris', players: 2, games: 2, unfinished: 2, wins: 1 })]);
  });

  test('npm run bench:parallel -- --players 3 plays three-player games and says so', async () => {
    const small = ['--only', 'tesseris', '--games', '1', '--runs', '1', '--iterations', '50', '--move-ms', '20', '--ms', '5'];
    const { status, stdout, stderr } = await run('bench/parallel.ts', '--json', ...small, '--players', '3', '--max-moves', '5');
    expect(status).toBe(0);
    const result = JSON.parse(stdout) as { players: number; games: unknown[] };
    expect(result.players).toBe(3);
    expect(result.games).toEqual([expect.objectContaining({ game: 'tesseris', players: 3, games: 1, unfinished: 1, wins: 0.5 })]);
    // The progress line counts what a three-player game counts: not wins, but games it outscored the other search.
    expect(stderr).toContain('tesseris: 2 workers 0.5 games outscoring the in-thread bot in 1 games (games 0–0), 1 unfinished');
  });

  test('npm run arena prints no NaN for a bot that made no move', async () => {
    const { status, stdout } = await run('bench/arena.ts', '--games', '1', '--ms', '1', '--max-moves', '1', '--only', 'tessera-greedy-random');
    expect(status).toBe(0);
    expect(stdout).not.toContain('NaN');
    expect(stdout).toMatch(/ vs - ms\/move; 1 unfinished at 1 moves/);
  });

  test('npm run bench:opponent-hand says seat 0 made no draw rather than print an empty list', async () => {
    const { status, stdout } = await run('bench/opponent-hand.ts', '--games', '1', '--max-moves', '1');
    expect(status).toBe(0);
    expect(stdout).toContain("seat 0's draws: none\n");
  });

  test("npm run bench:merge-regret measures one worker's and two workers' choices against its oracle", async () => {
    const { status, stdout } = await run('bench/merge-regret.ts', '--positions', '2', '--trials', '1', '--reads', '11', '--oracle-reads', '20');
    expect(status).toBe(0);
    expect(stdout).toMatch(
      /^2 positions, 1 trials each, 11 reads a search \(oracle 20\): mean regret alone \d\.\d{5}, 2 workers merged \d\.\d{5}, 2 workers by pooled means \d\.\d{5}; merged and pooled chose alike in [012] of 2\n$/,
    );
  });

  test('npm run bench:opponent-hand stops a game still on and says how many were', async () => {
    const { status, stdout } = await run('bench/opponent-hand.ts', '--games', '2', '--max-moves', '5');
    expect(status).toBe(0);
    expect(stdout).toMatch(/^seat 0: greedy .*, 2 two-player games against greedy, 2 stopped unfinished at 5 moves\n/);
  });
});

describe.concurrent('npm run bench:server: its options', () => {
  test.each([
    [['--matches', 'abc'], '--matches must be a whole number of 1 or more, not "abc"'],
    [['--moves', '1.5'], '--moves must be a whole number of 1 or more, not "1.5"'],
    [['--seconds', '0'], '--seconds must be a number above 0, not "0"'],
    [['--bogus-option'], 'unknown option "--bogus-option"'],
  ])('%j exits with 2 and says why, before it looks for Postgres and Redis', async (args, message) => {
    // Without the services, an option read wrongly would end the script with their message and exit code 1.
    const { status, stdout, stderr } = await runWithEnv({ DATABASE_URL: undefined, REDIS_URL: undefined }, 'bench/server.ts', ...args);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(message);
    expect(stderr).not.toMatch(STACK_LINE);
  });

  test('--help lists them and exits with 0', async () => {
    const { status, stdout } = await runWithEnv({ DATABASE_URL: undefined, REDIS_URL: undefined }, 'bench/server.ts', '--help');
    expect(status).toBe(0);
    expect(stdout).toContain('usage: npm run bench:server -- [--matches N] [--moves N] [--seconds S]');
  });
});

describe('npm run arena -- --reveal-hands (bench/reveal.ts)', () => {
  test('the first bot is shown the other hands as known cards, in a view that a bot still accepts', () => {
    const state = unwrap(tesseris.setup({ players: 3, seed: 'reveal', rounds: 1 }));
    const view = unwrap(tesseris.playerView(state, 1));
    const revealed = withHandsRevealed(state, view);
    expect(revealed.knowledge.held).toEqual([state.hands[0], view.knowledge.held[1], state.hands[2]]);
    const shown = new Set([...state.hands[0]!, ...state.hands[2]!]);
    expect(revealed.knowledge.unaccounted).toEqual(view.knowledge.unaccounted.filter((card) => !shown.has(card)));
    expect(revealed.knowledge.unaccounted.length).toBeLessThan(view.knowledge.unaccounted.length);
    const world = unwrap(tesserisFast.fromView(revealed, [...seedRng('reveal')] as MutableRngState));
    expect([world.hands[0], world.hands[2]]).toEqual([state.hands[0], state.hands[2]]);
  });
});

describe.concurrent('npm run serve (server/main.ts): a setting it cannot use', () => {
  /** The server's environment without the services, which a CI run may give, and with `env`. */
  const serve = (env: Record<string, string | undefined>) =>
    runWithEnv({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: undefined, DATABASE_URL: undefined, REDIS_URL: undefined, ...env }, 'server/main.ts');
  const file = join(mkdtempSync(join(tmpdir(), 'tables-')), 'a-file');
  writeFileSync(file, 'not a folder');

  test.each([
    [{ PORT: 'abc' }, 'tables: PORT must be a whole number from 0 to 65535, not "abc"'],
    [{ PORT: '-1' }, 'tables: PORT must be a whole number from 0 to 65535, not "-1"'],
    [{ PORT: '99999' }, 'tables: PORT must be a whole number from 0 to 65535, not "99999"'],
    [{ HOST: 'nonsense.invalid' }, 'tables: could not start on nonsense.invalid:0: getaddrinfo ENOTFOUND nonsense.invalid'],
    [{ DATABASE_URL: 'postgres://localhost/tables' }, 'tables: scale-out needs both DATABASE_URL and REDIS_URL'],
    [{ DATA_DIR: '/proc/nope' }, 'tables: DATA_DIR "/proc/nope" is not a folder this process can write in: '],
    [{ DATA_DIR: file }, `tables: DATA_DIR ${JSON.stringify(file)} is not a folder`],
    // Nothing listens on port 1: Redis is found missing at once, before Postgres's tries are over.
    [
      { DATABASE_URL: 'postgres://tables@127.0.0.1:1/postgres', REDIS_URL: 'redis://127.0.0.1:1' },
      'tables: could not start on 127.0.0.1:0: Redis connection to 127.0.0.1:1 failed - connect ECONNREFUSED 127.0.0.1:1',
    ],
  ])('%j ends it at start with one line and exit code 1', async (env, message) => {
    const { status, stdout, stderr } = await serve(env);
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain(message);
  });

  test.skipIf(process.env.REDIS_URL === undefined)('a Postgres that does not answer ends it at start with one line that names Postgres', async () => {
    const { status, stderr } = await serve({ DATABASE_URL: 'postgres://tables@127.0.0.1:1/postgres', REDIS_URL: process.env.REDIS_URL });
    expect(status).toBe(1);
    expect(stderr.trim()).toBe('tables: could not start on 127.0.0.1:0: Postgres: connect ECONNREFUSED 127.0.0.1:1');
  });

  test('a port in use ends it at start with one line and exit code 1', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    try {
      const { status, stderr } = await serve({ PORT: String(port) });
      expect(status).toBe(1);
      expect(stderr.trim()).toBe(`tables: could not start on 127.0.0.1:${port}: listen EADDRINUSE: address already in use 127.0.0.1:${port}`);
    } finally {
      taken.close();
    }
  });

  test('a DATA_DIR that is missing is made, and the server starts', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'tables-')), 'new', 'data');
    const server = await startServerProcess(0, { DATA_DIR: dir, DATABASE_URL: undefined, REDIS_URL: undefined });
    try {
      expect(existsSync(dir)).toBe(true);
    } finally {
      await server.stop();
    }
  });
});

describe('scripts/built-in-challenges.ts', () => {
  const BUILT_IN = 'src/tessera/challenges/built-in.ts';

  test('compares with the shipped set and writes nothing without --write', { timeout: 120_000 }, async () => {
    const before = readFileSync(BUILT_IN, 'utf8');
    const compared = await run('scripts/built-in-challenges.ts');
    expect(compared.status).toBe(0);
    expect(compared.stdout).toMatch(/nothing (to do|written)/);
    expect(readFileSync(BUILT_IN, 'utf8')).toBe(before);
    const misspelt = await run('scripts/built-in-challenges.ts', '--wirte');
    expect([misspelt.status, misspelt.stderr]).toEqual([2, expect.stringContaining('unknown argument --wirte')]);
    expect(readFileSync(BUILT_IN, 'utf8')).toBe(before);
  });
});
