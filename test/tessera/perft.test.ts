import { describe, expect, test } from 'vitest';
import { applyMove, fast, legalMoves, setup, unwrap, type TesseraSimulator, type TesseraState } from 'tessera-engine/tessera';

/** Counts the move sequences of a given depth, through the immutable API. */
function perft(state: TesseraState, depth: number): number {
  if (depth === 0) return 1;
  let total = 0;
  for (const move of legalMoves(state)) total += perft(unwrap(applyMove(state, move)).state, depth - 1);
  return total;
}

/** The same count through the fast path: clone, play a code, recurse. */
function fastPerft(simulator: TesseraSimulator, depth: number): number {
  if (depth === 0) return 1;
  const buffer = new Int32Array(fast.MAX_LEGAL_MOVES);
  const count = fast.fillLegalMoveCodes(simulator, buffer);
  let total = 0;
  for (let i = 0; i < count; i++) {
    const child = fast.clone(simulator);
    fast.playCode(child, buffer[i]!);
    total += fastPerft(child, depth - 1);
  }
  return total;
}

describe('perft: counting move sequences from seeded starts', () => {
  test.each([
    [2, 'a'],
    [3, 'b'],
    [4, 'c'],
    [2, 42],
  ])('%i players, seed %j: at the start every line and the floor take every kind on offer', (players, seed) => {
    const state = unwrap(setup({ players, seed }));
    const offers = state.displays.reduce((sum, display) => sum + display.filter((count) => count > 0).length, 0);
    expect(perft(state, 1)).toBe(offers * 6);
  });

  test.each([
    [2, 'a', 2],
    [2, 'a', 3],
    [3, 'b', 2],
    [4, 'c', 2],
  ] as const)('%i players, seed %j, depth %i: the immutable API and the fast path count the same', (players, seed, depth) => {
    const state = unwrap(setup({ players, seed }));
    expect(fastPerft(fast.fromState(state), depth)).toBe(perft(state, depth));
  });

  test('regression vectors', () => {
    const counts = [
      perft(unwrap(setup({ players: 2, seed: 'a' })), 2),
      perft(unwrap(setup({ players: 2, seed: 'a' })), 3),
      perft(unwrap(setup({ players: 4, seed: 'c' })), 2),
    ];
    expect(counts).toMatchInlineSnapshot(`
      [
        6552,
        403452,
        29232,
      ]
    `);
  });
});
