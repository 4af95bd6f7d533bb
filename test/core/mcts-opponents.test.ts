import { describe, expect, test } from 'vitest';
import type { FastPath } from '../../src/core/fast-path.js';
import { searchView } from '../../src/core/bots/mcts.js';
import type { SearchGame } from '../../src/core/bots/search-game.js';
import { seedRng, type MutableRngState } from '../../src/core/rng.js';

/**
 * A two-move toy game that separates the two ways the search can model an opponent. Seat 0 plays `risky` (0)
 * or `safe` (1); then seat 1 plays `punish` (0) or `pass` (1). After `safe` both seats get 0.5; after `risky`,
 * `punish` gives seat 1 the win and `pass` gives it to seat 0. The rollout policy, the game's "heuristic", always
 * passes.
 */
interface Toy {
  stage: number;
  first: number;
  second: number;
}

const RISKY = 0;
const SAFE = 1;
const PASS = 1;

const toyFast = {
  MAX_LEGAL_MOVES: 2,
  clone: (toy: Toy): Toy => ({ ...toy }),
  determinize: (): void => undefined,
  fillLegalMoveCodes: (toy: Toy, codes: Int32Array): number => {
    if (toy.stage === 2) return 0;
    codes[0] = 0;
    codes[1] = 1;
    return 2;
  },
  playCode: (toy: Toy, code: number): void => {
    if (toy.stage === 0) toy.first = code;
    else toy.second = code;
    toy.stage++;
  },
  decodeMove: (_toy: Toy, code: number): number => code,
} as unknown as FastPath<unknown, Toy, number, Toy>;

function toyGame(opponentsByPolicy: boolean): SearchGame<Toy, number, Toy> {
  return {
    fast: toyFast,
    fromView: (view) => ({ ...view }),
    seatToAct: (toy) => (toy.stage === 0 ? 0 : 1),
    players: () => 2,
    horizon: () => 0,
    maxRolloutMoves: 4,
    rewards: (toy, out) => {
      const seat0 = toy.first === SAFE ? 0.5 : toy.second === PASS ? 1 : 0;
      out[0] = seat0;
      out[1] = 1 - seat0;
    },
    rolloutCode: (toy) => (toy.stage === 2 ? -1 : PASS),
    opponentsByPolicy,
  };
}

function bestFirstMove(opponentsByPolicy: boolean): number {
  const budget = { rng: [...seedRng('opponents')] as MutableRngState, iterations: 400, shouldStop: () => false };
  return searchView(toyGame(opponentsByPolicy), { stage: 0, first: -1, second: -1 }, budget)[0]!.move;
}

describe('how the search models the other seats', () => {
  test('with nodes of their own, an opponent learns to punish, so the risky move is avoided', () => {
    expect(bestFirstMove(false)).toBe(SAFE);
  });

  test('with opponentsByPolicy, the other seats play the rollout policy inside the tree, which here always passes', () => {
    expect(bestFirstMove(true)).toBe(RISKY);
  });
});
