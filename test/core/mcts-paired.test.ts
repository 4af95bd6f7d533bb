import { describe, expect, test } from 'vitest';
import type { FastPath } from '../../src/core/fast-path.js';
import { searchView } from '../../src/core/bots/mcts.js';
import { PLAUSIBLE_WORLD_TRIES, type SearchGame } from '../../src/core/bots/search-game.js';
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

/** The toy game with a number of moves. */
function luckGameWith(MOVES: number): SearchGame<Luck, number, Luck> {
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

  return {
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
}

const luckGame = luckGameWith(8);

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

  test('a world cut short by the stop test gives its extra rollouts to the leaders, so that more visits mean a better move', () => {
    // Seven moves, a stop test asked every 16 rollouts: the search stops inside a world.
    for (const seed of [1, 2, 3, 4, 5]) {
      let calls = 0;
      const ranked = pairedSearch(luckGameWith(7), { luck: 0, move: -1 }, { ...budget(seed, 1e9), shouldStop: () => ++calls > 40 });
      const extra = rollouts(ranked) % 7;
      expect(extra).toBeGreaterThan(0);
      const most = Math.max(...ranked.map((entry) => entry.visits));
      expect(ranked.filter((entry) => entry.visits === most).length).toBe(extra);
      expect(ranked[0]!.visits).toBe(most);
    }
  });

  test('on a time budget the rounds share the time: the worse half is dropped after each share, as on an iteration budget', () => {
    // A time budget of 640 rollouts: the stop test is asked every 16, and each ask moves the time on by 1/40.
    for (const seed of [1, 2, 3, 4, 5]) {
      let asks = 0;
      const timed = { ...budget(seed, 1e9), shouldStop: () => ++asks >= 40, timeUsed: () => asks / 40 };
      const ranked = pairedSearch(luckGame, { luck: 0, move: -1 }, timed);
      expect(ranked.map((entry) => entry.move).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      expect(rollouts(ranked)).toBe(640);
      // Three rounds of about 213 rollouts, for 8 moves, then 4, then 2: some 27, 80 and 180 rollouts a move in all.
      const visits = ranked.map((entry) => entry.visits);
      expect(visits[0]).toBeGreaterThan(150);
      expect(Math.max(...visits.slice(4))).toBeLessThan(40);
      expect(ranked[0]!.move).toBe(7);
    }
  });

  test('asks the stop test every 16 rollouts, as the tree search does', () => {
    expect(rollouts(pairedSearch(luckGame, { luck: 0, move: -1 }, { ...budget(2, 400), shouldStop: () => true }))).toBe(16);
  });

  test("a move that changes the horizon is played the rollout's way and scored at once; the others are followed by the rollout", () => {
    // Seat 0 picks one of four moves; moves 2 and 3 end the round (the horizon). The fast path's `playCode` then
    // deals the next round, which `playInRollout` leaves out. A rollout plays up to five moves of its round.
    interface Round {
      move: number;
      round: number;
      dealt: boolean;
      after: number;
    }
    const play = (world: Round, code: number, deals: boolean): void => {
      if (code === 9) world.after++;
      else {
        world.move = code;
        if (code >= 2) [world.round, world.dealt] = [1, deals];
      }
    };
    const roundFast = {
      MAX_LEGAL_MOVES: 4,
      clone: (world: Round): Round => ({ ...world }),
      determinize: (world: Round): void => {
        world.after = 0;
      },
      fillLegalMoveCodes: (world: Round, codes: Int32Array): number => {
        if (world.move < 0) for (let code = 0; code < 4; code++) codes[code] = code;
        else codes[0] = 9;
        return world.move < 0 ? 4 : 1;
      },
      playCode: (world: Round, code: number): void => {
        play(world, code, true);
      },
      decodeMove: (_world: Round, code: number): number => code,
    } as unknown as FastPath<unknown, Round, number, Round>;
    const scored: Round[] = [];
    const roundGame: SearchGame<Round, number, Round> = {
      fast: roundFast,
      fromView: (view) => ({ ...view }),
      seatToAct: () => 0,
      players: () => 2,
      horizon: (world) => world.round,
      maxRolloutMoves: 5,
      playInRollout: (world, code) => {
        play(world, code, false);
      },
      rewards: (world, out) => {
        scored.push({ ...world });
        out[0] = world.move / 10;
        out[1] = 1 - out[0];
      },
    };
    const ranked = pairedSearch(roundGame, { move: -1, round: 0, dealt: false, after: 0 }, budget(1, 40));
    expect(ranked.map((entry) => entry.move)).toEqual([3, 2, 1, 0]);
    for (const move of [0, 1, 2, 3]) {
      const ends = move >= 2;
      expect(new Set(scored.filter((world) => world.move === move).map((world) => JSON.stringify(world)))).toEqual(
        new Set([JSON.stringify({ move, round: ends ? 1 : 0, dealt: false, after: ends ? 0 : 5 })]),
      );
    }
  });
});

describe('plausible worlds', () => {
  /** The toy game in which the move that wins depends on the world: move 0 wins in lucky worlds (luck 0.7 or more, 3 in 10), move 1 in the others. */
  function splitGame(isPlausibleWorld?: (world: Luck, searcher: number) => boolean): SearchGame<Luck, number, Luck> & { seen: number[] } {
    const game = luckGameWith(2);
    const seen: number[] = [];
    return {
      ...game,
      seen,
      rewards: (world, out) => {
        seen.push(world.luck);
        out[0] = world.luck >= 0.7 === (world.move === 0) ? 1 : 0;
        out[1] = 1 - out[0];
      },
      ...(isPlausibleWorld === undefined ? {} : { isPlausibleWorld }),
    };
  }

  test.each([
    ['paired', pairedSearch],
    ['tree', searchView],
  ] as const)('the %s search plays only the worlds the game finds plausible', (_, search) => {
    for (const seed of [1, 2, 3]) {
      const everyWorld = splitGame();
      expect(search(everyWorld, { luck: 0, move: -1 }, budget(seed, 200))[0]!.move).toBe(1);
      expect(everyWorld.seen.some((luck) => luck < 0.7)).toBe(true);
      const searchers: number[] = [];
      const luckyOnly = splitGame((world, searcher) => (searchers.push(searcher), world.luck >= 0.7));
      expect(search(luckyOnly, { luck: 0, move: -1 }, budget(seed, 200))[0]!.move).toBe(0);
      expect(luckyOnly.seen.every((luck) => luck >= 0.7)).toBe(true);
      expect(new Set(searchers)).toEqual(new Set([0]));
    }
  });

  test(`draws at most ${PLAUSIBLE_WORLD_TRIES} worlds for an iteration, then keeps the last`, () => {
    let asked = 0;
    const never = splitGame(() => (asked++, false));
    const ranked = pairedSearch(never, { luck: 0, move: -1 }, budget(1, 10));
    expect(ranked.reduce((sum, entry) => sum + entry.visits, 0)).toBe(10);
    expect(never.seen.length).toBe(10);
    expect(asked).toBe(5 * (PLAUSIBLE_WORLD_TRIES - 1));
  });
});
