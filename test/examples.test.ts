import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
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
