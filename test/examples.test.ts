import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { transformSync } from 'esbuild';
import { describe, expect, test } from 'vitest';
import { guideExamples } from './helpers/doc-examples.js';

// Each run has a time limit: a synchronous child that hangs would hold the test's thread past any test timeout.
const run = (file: string) => execFileSync('npx', ['tsx', file], { encoding: 'utf8', timeout: 120_000 });

describe('the examples that the README shows', () => {
  test.each([
    ['examples/quick-start.ts', /winners/],
    ['examples/any-game.ts', /tesseris .*winners/s],
    ['examples/bot-playout.ts', /best move: .* from \d+ candidates/],
    ['examples/hidden-information.ts', /a hidden card[\s\S]*round over after \d+ moves/],
    ['examples/bots.ts', /mcts \d+ vs greedy \d+\nhint: /],
    ['examples/solo-challenge.ts', /First Light: \d+ points, 3 stars\ndaily: best \d+, greedy \d+/],
  ])('%s runs', (file, output) => {
    expect(run(file)).toMatch(output);
  });

  test.each([
    ['tessera', '0\nnonsense\n1\nu\nq\n', /seat 2 plays [\s\S]*not played: [\s\S]*your move/],
    ['tesseris', '0\n0\nq\n', /your hand: [\s\S]*your move/],
  ])('npm run play reads %s moves from its input, refuses a bad one, and undoes', (game, input, output) => {
    const text = execFileSync('npx', ['tsx', 'examples/play.ts', '--game', game], { encoding: 'utf8', input, timeout: 120_000 });
    expect(text).toMatch(output);
  });

  test('npm run play tells each Tesseris move in words, its seats counted from 1 as the screen counts them', () => {
    const text = execFileSync('npx', ['tsx', 'examples/play.ts', '--game', 'tesseris', '--players', '3'], {
      encoding: 'utf8',
      input: '0\nq\n',
      timeout: 120_000,
    });
    // After a discard the draw step lists the steals, `s1` from the seat the screen calls seat 2.
    expect(text).toMatch(/ {2}s1 {2}steals from seat 2\n/);
    expect(text).toMatch(/ {2}d\d+>p0 {2}discards #\d+ on pile 0\n/);
  }, 120_000);

  test('npm run play ends with exit code 1, saying so, when its input ends before the game; a move number past the list is named', () => {
    const played = spawnSync('npx', ['tsx', 'examples/play.ts'], { encoding: 'utf8', input: '999\n0\n', timeout: 120_000 });
    expect(played.stdout).toMatch(/not played: no move numbered 999: choose 0 to \d+, or write a move in notation/);
    expect([played.status, played.stderr.trim()]).toEqual([1, 'the input ended before the game did']);
  }, 120_000);

  test('a program whose reader stops early (| head -1) ends quietly, with no stack trace', async () => {
    for (const args of [['examples/demo.ts'], ['examples/demo.ts', '--game', 'tesseris'], ['bench/arena.ts', '--games', '1', '--iterations', '5']]) {
      const child = spawn(process.execPath, ['--import', 'tsx', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      // The first line read, the pipe is closed, as `head -1` closes it.
      child.stdout.once('data', () => child.stdout.destroy());
      const status = await new Promise<number | null>((done) => child.once('close', done));
      expect([args.join(' '), status, stderr]).toEqual([args.join(' '), 0, '']);
    }
  }, 120_000);

  test('no example awaits at its top level, so that each runs as it is copied into a CommonJS project (npm init -y)', () => {
    for (const name of readdirSync('examples').filter((file) => file.endsWith('.ts'))) {
      expect(() => transformSync(readFileSync(`examples/${name}`, 'utf8'), { loader: 'ts', format: 'cjs' }), name).not.toThrow();
    }
  });

  test('every example, the web pages and the Cloudflare Worker included, reaches the engine by its package names, as a copy of it in another project does', () => {
    const sources = readdirSync('examples', { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !file.includes('node_modules'));
    expect(sources).toContain('web/main.ts');
    const intoTheSources = sources.filter((file) => /from '(\.\.\/)+src\//.test(readFileSync(`examples/${file}`, 'utf8')));
    expect(intoTheSources).toEqual([]);
  });

  test.each(['examples/quick-start.ts', 'examples/any-game.ts', 'examples/bot-playout.ts', 'examples/solo-challenge.ts', 'examples/bots.ts'])(
    'the README shows %s as it is',
    (file) => {
      const source = readFileSync(file, 'utf8');
      const code = source.slice(source.indexOf('import'));
      expect(readFileSync('README.md', 'utf8')).toContain(code);
    },
  );

  test('every TypeScript example of the README is one of those files, so that it runs', () => {
    const files = readdirSync('examples')
      .filter((name) => name.endsWith('.ts'))
      .map((name) => readFileSync(`examples/${name}`, 'utf8'));
    const blocks = guideExamples('README.md').map((example) => example.code);
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks)
      expect(
        files.some((source) => source.includes(block)),
        block.slice(0, 80),
      ).toBe(true);
  });
});
