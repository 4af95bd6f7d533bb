import { describe, expect, test } from 'vitest';
import type { FastPath } from '../../src/core/fast-path.js';
import { searchView, type SearchGame } from '../../src/core/bots/mcts.js';
import { pairedSearch } from '../../src/core/bots/paired.js';
import { randomIntInPlace, seedRng, type MutableRngState } from '../../src/core/rng.js';

/**
 * A one-move toy game in which luck decides almost everything. Seat 0 picks one of eight moves; move `m`
 * adds `m / 100` to its reward, on top of the world's luck, a number from 0 to 0.9 drawn when the world is
 * sampled. The best move, 7, is worth 0.07 more than the worst: far less than the luck's spread.
 */
interface Luck {
  luck: number;
  move: number;
}

const MOVES = 8;

const luckFast = {
  MAX_LEGAL_MOVES: MOVES,
  clone: (world: Luck): Luck => ({ ...world }),
  determinize: (world: Luck, rng: MutableRngState): void => {
    world.luck = randomIntInPlace(rng, 10) / 10;
  },
  fillLegalMoveCodes: (world: Luck, codes: Int32Array): number => {
    if (world.move >= 0) return 0;
    for (let code = 0; code < MOVES; code++) codes[code] = code;
    return MOVES;
  },
  playCode: (world: Luck, code: number): void => {
    world.move = code;
  },
  decodeMove: (_world: Luck, code: number): number => code,
} as unknown as FastPath<unknown, Luck, number, Luck>;

const luckGame: SearchGame<Luck, number, Luck> = {
  fast: luckFast,
  fromView: (view) => ({ ...view }),
  seatToAct: () => 0,
  players: () => 2,
  horizon: () => 0,
  maxRolloutMoves: 1,
  rewards: (world, out) => {
    out[0] = world.luck + world.move / 100;
    out[1] = 1 - out[0];
  },
};

function budget(seed: number, iterations: number) {
  return { rng: [...seedRng(`luck ${seed}`)] as MutableRngState, iterations, shouldStop: () => false };
}

describe('paired flat Monte Carlo', () => {
  test('comparing the moves on the same worlds finds a small edge that the luck of separate worlds hides', () => {
    const seeds = Array.from({ length: 10 }, (_, seed) => seed);
    const paired = seeds.map((seed) => pairedSearch(luckGame, { luck: 0, move: -1 }, budget(seed, 400))[0]!.move);
    const tree = seeds.map((seed) => searchView(luckGame, { luck: 0, move: -1 }, budget(seed, 400))[0]!.move);
    expect(paired).toEqual(seeds.map(() => 7));
    expect(tree.filter((move) => move === 7).length).toBeLessThan(seeds.length);
  });

  const rollouts = (ranked: readonly { visits: number }[]) => ranked.reduce((sum, entry) => sum + entry.visits, 0);

  test('ranks every move once, the finalist first, and runs exactly the rollouts of its budget', () => {
    for (const iterations of [1, 5, 37, 400]) {
      const ranked = pairedSearch(luckGame, { luck: 0, move: -1 }, budget(1, iterations));
      expect(ranked.map((entry) => entry.move).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      expect(rollouts(ranked)).toBe(iterations);
    }
    const ranked = pairedSearch(luckGame, { luck: 0, move: -1 }, budget(1, 400));
    expect(ranked[0]!.visits).toBe(Math.max(...ranked.map((entry) => entry.visits)));
  });

  test('asks the stop test every 16 rollouts, as the tree search does', () => {
    expect(rollouts(pairedSearch(luckGame, { luck: 0, move: -1 }, { ...budget(2, 400), shouldStop: () => true }))).toBe(16);
  });
});
