import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isRngState, nextUint32InPlace, randomIntInPlace, seedRng, shuffleInPlace, type MutableRngState } from 'tessera-engine';
import { runs } from '../helpers/runs.js';

const fresh = (seed: string | number) => [...seedRng(seed)] as MutableRngState;

describe('the seeded generator', () => {
  test('its output for a seed is pinned, so that saved games replay across releases', () => {
    const rng = fresh('tessera');
    const outputs = Array.from({ length: 4 }, () => nextUint32InPlace(rng));
    expect(outputs).toMatchInlineSnapshot(`
      [
        68639570,
        3295412222,
        3604706301,
        2039597804,
      ]
    `);
  });

  test('the same seed gives the same sequence; its state is plain JSON', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer()), (seed) => {
        const a = fresh(seed);
        const b = JSON.parse(JSON.stringify(fresh(seed))) as MutableRngState;
        expect(isRngState(b)).toBe(true);
        for (let i = 0; i < 20; i++) expect(nextUint32InPlace(a)).toBe(nextUint32InPlace(b));
      }),
      { numRuns: runs(100) },
    );
  });

  test('different seeds give different sequences', () => {
    const firsts = new Set(Array.from({ length: 200 }, (_, seed) => nextUint32InPlace(fresh(seed))));
    expect(firsts.size).toBe(200);
  });

  test('bounded draws stay in range and cover it', () => {
    const rng = fresh('range');
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const value = randomIntInPlace(rng, 7);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(7);
      seen.add(value);
    }
    expect(seen.size).toBe(7);
  });

  test('a shuffle is a permutation, and is deterministic', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (items, seed) => {
        const a = items.slice();
        const b = items.slice();
        shuffleInPlace(fresh(seed), a);
        shuffleInPlace(fresh(seed), b);
        expect(a).toEqual(b);
        expect([...a].sort((x, y) => x - y)).toEqual([...items].sort((x, y) => x - y));
      }),
      { numRuns: runs(100) },
    );
  });

  test.each([[[1, 2, 3]], [[1, 2, 3, -1]], [[1, 2, 3, 2 ** 32]], [[1, 2, 3, 0.5]], ['1234'], [null]])('%j is not a generator state', (value) => {
    expect(isRngState(value)).toBe(false);
  });

  test('a revoked proxy, or one whose trap throws, is no generator state, and no exception', () => {
    const { proxy, revoke } = Proxy.revocable([1, 2, 3, 4], {});
    revoke();
    const throwing = new Proxy([1, 2, 3, 4], {
      get() {
        throw new Error('trap');
      },
    });
    expect([isRngState(proxy), isRngState(throwing)]).toEqual([false, false]);
  });
});

describe('shuffleInPlace', () => {
  test("a shuffle's output for a seed is pinned, and a two-item list comes out in both orders", () => {
    const fresh = (seed: string | number) => [...seedRng(seed)] as MutableRngState;
    const items = [0, 1, 2, 3, 4, 5, 6, 7];
    shuffleInPlace(fresh('tessera'), items);
    expect(items).toEqual([4, 3, 7, 1, 2, 6, 5, 0]);
    const orders = new Set(
      Array.from({ length: 40 }, (_, seed) => {
        const pair = [0, 1];
        shuffleInPlace(fresh(seed), pair);
        return pair.join();
      }),
    );
    expect(orders).toEqual(new Set(['0,1', '1,0']));
  });
});
