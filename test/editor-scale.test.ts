/**
 * The editor at scale: records and lists well within a state's limits are diffed and patched in about linear time.
 * No assertion is on time; each size is such that the quadratic code it replaced took far longer than the tests'
 * timeout.
 */
import { describe, expect, test } from 'vitest';
import { unwrap } from 'tessera-engine';
import { diffPatches, patchView } from 'tessera-engine/editor';
import { HEAVY } from './helpers/runs.js';

describe('diffPatches and patchView at scale', () => {
  test('a record of 200,000 keys is diffed, key order and all (its keys were read once per key)', () => {
    const previous: Record<string, number> = {};
    for (let key = 0; key < 200_000; key++) previous[`k${key}`] = key;
    const next = { ...previous, k0: -1 };
    const patches = unwrap(diffPatches(previous, next));
    expect(patches).toEqual([{ op: 'replace', path: ['k0'], value: -1 }]);
    expect(JSON.stringify(unwrap(patchView(previous, patches)))).toBe(JSON.stringify(next));
  });

  test('20,000 patches that add at the front of a list, then 20,000 that remove there, are applied (each went through a draft)', () => {
    const adds = Array.from({ length: 20_000 }, (_, index) => ({ op: 'add' as const, path: ['hand', 0], value: index }));
    const grown = unwrap(patchView({ hand: [] as number[] }, adds));
    expect(grown.hand).toHaveLength(20_000);
    expect([grown.hand[0], grown.hand[19_999]]).toEqual([19_999, 0]);
    const removes = Array.from({ length: 19_999 }, () => ({ op: 'remove' as const, path: ['hand', 0] }));
    expect(unwrap(patchView(grown, removes))).toEqual({ hand: [0] });
  });

  test('patches that move list items past the bound are refused: a list of 1,900,000 made by the first patch, then removes at its front', () => {
    // Any previous view will do: the first patch replaces it whole. Each remove at the front moves the whole list,
    // and 100,000 of them (6.5 MB of JSON) held the thread for over 100 s.
    const patches = [
      { op: 'replace' as const, path: [], value: Array.from({ length: 1_900_000 }, () => 0) },
      ...Array.from({ length: 5_000 }, () => ({ op: 'remove' as const, path: [0] })),
    ];
    const refused = patchView({ hand: [1, 2] }, patches);
    expect(refused.ok || [refused.error.code, refused.error.message]).toEqual([
      'invalid-patch',
      expect.stringMatching(/^patches\[\d+\]: the patches move list items more than 1000000000 times in all$/),
    ]);
  });

  // About 0.9 GB and 8 s, in both test phases: with HEAVY=1 only.
  test.skipIf(!HEAVY)('patches that patchView would refuse as too large give way to one patch that replaces the value whole', () => {
    // 380,000 new records in a list nested 15 levels deep, each an add patch of more than 22 values, in a value that a
    // long text makes longer as JSON than those patches: within a state's limits, and more than the 8,000,000 values
    // that patchView reads.
    const text = 'x'.repeat(45_000_000);
    const nested = (list: object[]): object => JSON.parse(`${'{"a":'.repeat(13)}${JSON.stringify(list)}${'}'.repeat(13)}`) as object;
    const previous = { text, deep: nested([]) };
    const next = { text, deep: nested(Array.from({ length: 380_000 }, () => ({}))) };
    const patches = unwrap(diffPatches(previous, next));
    expect(patches).toHaveLength(1);
    expect(patches[0]!.path).toEqual([]);
    expect(JSON.stringify(unwrap(patchView(previous, patches))) === JSON.stringify(next)).toBe(true);
  });
});
