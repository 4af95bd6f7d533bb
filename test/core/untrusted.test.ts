import { describe, expect, test } from 'vitest';
import { JsonShapeError } from '../../src/core/json.js';
import { NOT_DATA, SMALL_VALUE_LIMITS, STATE_LIMITS, ownCopy, readUntrusted } from '../../src/core/untrusted.js';
import { THROWING_TRAPS, fromOtherRealm, revokedProxy, throwingProxy, watched, withHole, withThrowingGetter } from '../helpers/hostile.js';

function copyError(value: unknown, limits = SMALL_VALUE_LIMITS): string {
  try {
    ownCopy(value, 'move', limits);
  } catch (error) {
    expect(error).toBeInstanceOf(JsonShapeError);
    return (error as Error).message;
  }
  throw new Error('expected the copy to fail');
}

describe('ownCopy: the one defensive pass', () => {
  test('copies plain JSON into fresh data that shares nothing with the input', () => {
    const input = { a: [1, { b: 'x' }], c: null, d: true };
    const copy = ownCopy(input, 'move', SMALL_VALUE_LIMITS) as typeof input;
    expect(JSON.stringify(copy)).toBe(JSON.stringify(input));
    expect(copy).not.toBe(input);
    expect(copy.a).not.toBe(input.a);
    expect(copy.a[1]).not.toBe(input.a[1]);
  });

  test('names the path of a throwing getter, without reading what it threw', () => {
    expect(copyError({ a: [withThrowingGetter({ x: 1 }, 'x')] })).toBe('move.a[0].x: expected a value that can be read without an exception');
  });

  test.each(THROWING_TRAPS.filter((trap) => trap !== 'has'))('a proxy whose "%s" trap throws', (trap) => {
    expect(copyError({ a: throwingProxy({ x: 1 }, trap) })).toMatch(/^move\.a/);
  });

  test('an array proxy whose "has" trap throws (the hole check asks it)', () => {
    expect(copyError(throwingProxy([1, 2], 'has'))).toMatch(/^move\[0\]/);
  });

  test('a revoked proxy', () => {
    expect(copyError({ a: revokedProxy({}) })).toMatch(/^move\.a: expected a value that can be read/);
  });

  test('a hole in an array', () => {
    expect(copyError({ a: withHole([1, 2, 3], 1) })).toBe('move.a[1]: expected a value: JSON arrays have no holes');
  });

  test('a cycle', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = { again: cyclic };
    expect(copyError(cyclic)).toBe('move.self.again: expected no cycle: this value contains itself');
  });

  test('a value shared twice without a cycle is copied twice', () => {
    const shared = { x: 1 };
    expect(ownCopy({ a: shared, b: shared }, 'move', SMALL_VALUE_LIMITS)).toEqual({ a: { x: 1 }, b: { x: 1 } });
  });

  test('too deep, too large, and an array that only claims a length', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(copyError(deep)).toMatch(/nesting at most 8 deep/);
    expect(copyError(deep, STATE_LIMITS)).toMatch(/nesting at most 16 deep/);
    expect(copyError(new Array(2 ** 32 - 1))).toMatch(/at most 1000 values in all/);
    expect(copyError(Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i])))).toMatch(/at most 1000 values/);
  });

  test('an own "__proto__" key stays a key and pollutes nothing', () => {
    const copy = ownCopy(JSON.parse('{"__proto__": {"polluted": true}}'), 'move', SMALL_VALUE_LIMITS) as Record<string, unknown>;
    expect(Object.keys(copy)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(copy)).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('objects of another realm are plain objects; class instances, dates, maps and functions are not data', () => {
    expect(ownCopy(fromOtherRealm({ a: [1] }), 'move', SMALL_VALUE_LIMITS)).toEqual({ a: [1] });
    for (const value of [new Date(0), new Map(), new (class Move {})(), () => 1]) {
      expect(ownCopy({ a: value }, 'move', SMALL_VALUE_LIMITS)).toEqual({ a: NOT_DATA });
    }
  });

  test('never writes to its input', () => {
    const writes: string[] = [];
    ownCopy(watched({ a: [1, { b: JSON.parse('{"__proto__": 1}') }] }, writes), 'move', SMALL_VALUE_LIMITS);
    expect(writes).toEqual([]);
  });
});

describe('readUntrusted', () => {
  test('turns every failure of the pass or of the reader into a typed error', () => {
    expect(readUntrusted(revokedProxy({}), 'move', 'malformed-move', SMALL_VALUE_LIMITS, () => 1)).toMatchObject({
      ok: false,
      error: { code: 'malformed-move' },
    });
    expect(readUntrusted({ a: 1 }, 'move', 'malformed-move', SMALL_VALUE_LIMITS, (copy) => (copy as { a: number }).a)).toEqual({ ok: true, value: 1 });
  });
});
