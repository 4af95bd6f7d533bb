import { describe, expect, test } from 'vitest';
import { PositionSet } from '../../src/tessera/challenges/position-set.js';

describe('the solver position set', () => {
  test('adds each key once, through its growth, as a set of strings does, also for keys that differ in one word', () => {
    const set = new PositionSet();
    const strings = new Set<string>();
    let random = 12345;
    let answersDiffer = 0;
    for (let i = 0; i < 20_000; i++) {
      random = (Math.imul(random, 1103515245) + 12345) | 0;
      // 16 × 16 × 32 keys at most, so that keys repeat and clusters mix keys that differ in any one word.
      const key = Int32Array.of((random >>> 4) & 15, ((random >>> 8) & 15) - 8, (random >>> 12) & 0x8000000f);
      const name = key.join(',');
      if (set.add(key) !== !strings.has(name)) answersDiffer++;
      strings.add(name);
    }
    expect(answersDiffer).toBe(0);
    expect(strings.size).toBeGreaterThan(2_048);
  });
});
