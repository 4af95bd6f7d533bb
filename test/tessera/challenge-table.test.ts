/**
 * The table of built-in challenges in `docs/solo-challenges.md` (printed by `scripts/challenge-table.ts`) and the
 * sentence under it say what the engine computes: each challenge's rules, its optimum, greedy score, random mean,
 * one-star threshold and solver nodes, and how many challenges need no search. Only the solve times depend on the
 * machine, and they are not checked.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { BUILT_IN_CHALLENGES, rateChallenge, solveChallenge, startChallenge, unwrap } from 'tessera-engine/tessera';

const GUIDE = readFileSync('docs/solo-challenges.md', 'utf8');

/** The table's rows, by challenge id: each row's cells, trimmed. */
const rows = new Map(
  GUIDE.split('\n')
    .filter((line) => /^\| c\d\d /.test(line))
    .map((line) => {
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      return [cells[0]!, cells] as const;
    }),
);

describe('the table of built-in challenges in docs/solo-challenges.md', () => {
  test('has one row per built-in challenge', () => {
    expect([...rows.keys()]).toEqual(BUILT_IN_CHALLENGES.map((challenge) => challenge.id));
  });

  test.each(BUILT_IN_CHALLENGES.map((challenge) => [challenge.id, challenge] as const))('%s: its row is what the engine computes', (id, challenge) => {
    const [, title, difficulty, rules, layout, optimum, greedy, random, nodes] = rows.get(id)!;
    const rating = unwrap(rateChallenge(challenge));
    const centre = challenge.centre.reduce((sum, count) => sum + count, 0);
    const variant = `${challenge.rules.wilds ? 'wilds' : 'plain'} ${challenge.rules.wall}`;
    expect([title, difficulty, rules, layout]).toEqual([challenge.title, challenge.difficulty, variant, `${challenge.displays.length} + ${centre}`]);
    expect([optimum, greedy, random]).toEqual([
      String(rating.solution.score),
      String(rating.greedy),
      `${rating.randomMean.toFixed(1)} (${challenge.stars.one})`,
    ]);
    expect(rating.solution.score).toBe(challenge.stars.three);
    expect(nodes).toBe(unwrap(solveChallenge(unwrap(startChallenge(challenge)))).nodes.toLocaleString('en'));
  });

  test('the sentence under it counts the challenges that need no search', () => {
    const claimed = /; (\d+) of the 24 need no search past the greedy lines\./.exec(GUIDE);
    expect(claimed, 'the sentence').not.toBeNull();
    const searchless = [...rows.values()].filter((cells) => cells[8] === '0').length;
    expect(Number(claimed![1])).toBe(searchless);
  });
});
