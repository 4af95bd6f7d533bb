import { describe, expect, test } from 'vitest';
import { applyMove, fast, legalMoves, setup, unwrap, type TesseraSimulator, type TesseraState, type WallKind } from 'tessera-engine/tessera';
import { VARIANTS } from './fixtures.js';

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
  test.each(
    VARIANTS.flatMap((variant) =>
      (
        [
          [2, 'a'],
          [3, 'b'],
          [4, 'c'],
          [2, 42],
        ] as const
      ).map(([players, seed]) => ({ players, seed, ...variant })),
    ),
  )('$players players, seed $seed, wilds $wilds, $wall wall: at the start every line and the floor take every kind on offer', (options) => {
    const state = unwrap(setup(options));
    const offers = state.displays.reduce((sum, display) => sum + display.filter((count) => count > 0).length, 0);
    expect(perft(state, 1)).toBe(offers * 6);
  });

  test.each(
    VARIANTS.flatMap((variant) =>
      (
        [
          [2, 'a', 2],
          [3, 'b', 2],
          [4, 'c', 2],
        ] as const
      ).map(([players, seed, depth]) => ({ players, seed, depth, ...variant })),
    ),
  )('$players players, seed $seed, wilds $wilds, $wall wall, depth $depth: the immutable API and the fast path count the same', ({ depth, ...options }) => {
    const state = unwrap(setup(options));
    expect(fastPerft(fast.fromState(state), depth)).toBe(perft(state, depth));
  });

  test.each(VARIANTS)('wilds $wilds, $wall wall: from the start of round 3, both paths count the same', (variant) => {
    const state = roundThree(variant);
    expect(fastPerft(fast.fromState(state), 2)).toBe(perft(state, 2));
  });

  test('2 players, seed "a", depth 3: the immutable API and the fast path count the same', () => {
    const state = unwrap(setup({ players: 2, seed: 'a' }));
    expect(fastPerft(fast.fromState(state), 3)).toBe(perft(state, 3));
  });

  test('regression vector at depth 3', () => {
    expect(perft(unwrap(setup({ players: 2, seed: 'a' })), 3)).toBe(403452);
  });

  test.each(VARIANTS)('regression vectors, wilds $wilds, $wall wall', (variant) => {
    const counts = [
      perft(unwrap(setup({ players: 2, seed: 'a', ...variant })), 2),
      perft(unwrap(setup({ players: 4, seed: 'c', ...variant })), 2),
      perft(roundThree(variant), 2),
    ];
    expect(counts).toEqual(REGRESSION_VECTORS[`${variant.wilds ? 'wilds' : 'plain'} ${variant.wall}`]);
  });
});

/** A 2-player game, seed "r", played until round 3 starts, move `i` being legal move `7919 × i` (wrapped). */
function roundThree(variant: { wilds: boolean; wall: WallKind }): TesseraState {
  let state = unwrap(setup({ players: 2, seed: 'r', ...variant }));
  for (let step = 0; state.round < 3; step++) {
    const moves = legalMoves(state);
    state = unwrap(applyMove(state, moves[(step * 7919) % moves.length]!)).state;
  }
  return state;
}

/** Move-sequence counts at depth 2: 2 players, seed "a"; 4 players, seed "c"; {@link roundThree}. */
const REGRESSION_VECTORS: Record<string, number[]> = {
  'wilds printed': [6552, 29232, 3384],
  'plain printed': [5616, 21600, 2829],
  'wilds grey': [6552, 29232, 2217],
  'plain grey': [5616, 21600, 2717],
};
