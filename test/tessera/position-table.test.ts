import { describe, expect, test } from 'vitest';
import { PositionTable } from '../../src/tessera/challenges/position-table.js';

describe('the solver position table', () => {
  test('keeps the last score of each key, through its growth, as a map of strings does, also for keys that differ in one word', () => {
    const table = new PositionTable();
    const map = new Map<string, number>();
    let random = 12345;
    let answersDiffer = 0;
    for (let i = 0; i < 20_000; i++) {
      random = (Math.imul(random, 1103515245) + 12345) | 0;
      // 16 × 16 × 32 keys at most, so that keys repeat and clusters mix keys that differ in any one word.
      const key = Int32Array.of((random >>> 4) & 15, ((random >>> 8) & 15) - 8, (random >>> 12) & 0x8000000f);
      const name = key.join(',');
      if (table.get(key) !== (map.get(name) ?? -1)) answersDiffer++;
      const score = (random >>> 20) & 63;
      table.set(key, score);
      map.set(name, score);
    }
    expect(answersDiffer).toBe(0);
    expect(map.size).toBeGreaterThan(2_048);
  });

  test('keeps any score a board may reach, beyond 16 bits', () => {
    const table = new PositionTable();
    const scores = [0, 32_767, 32_768, 65_535, 999_999, 1_000_000];
    for (const [word, score] of scores.entries()) table.set(Int32Array.of(word, 0, 0), score);
    expect(scores.map((_, word) => table.get(Int32Array.of(word, 0, 0)))).toEqual(scores);
  });
});
