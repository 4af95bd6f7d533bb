/**
 * The two-player search's keys of alike moves (`src/tesseris/bots/move-key.ts`): equal keys for exactly the
 * moves that the test, from the moves and the table alone, finds alike, and alike moves that play out alike.
 */
import { describe, expect, test } from 'vitest';
import { playRollout } from '../../src/core/bots/search-game.js';
import type { MutableRngState } from '../../src/core/rng.js';
import { TESSERIS_DUEL_SEARCH } from '../../src/tesseris/bots/search.js';
import { shapeOf } from '../../src/tesseris/vocabulary.js';
import { tesseris, type TesserisMove, type TesserisState } from 'tessera-engine/tesseris';
import { sampleStates } from '../helpers/samples.js';

const game = TESSERIS_DUEL_SEARCH;
const { fast } = game;

const states = sampleStates(
  tesseris,
  [1, 2, 3, 4].map((sample) => ({ players: 2 as const, seed: `alike ${sample}`, rounds: 1 })),
  3,
).filter((state) => state.phase !== 'over');

/**
 * What makes a move alike another, in the test's own words: its type, and the shapes of the cards it plays,
 * covers, takes and uncovers, each shape that is no open objective of anyone's counted as one.
 */
function likeness(state: TesserisState, move: TesserisMove): string {
  const needed = new Set(
    state.objectives.flatMap((own) => own.filter((objective) => objective.resolvedWith === null).map((objective) => shapeOf(objective.card))),
  );
  const alike = (card: number | undefined) => (card === undefined ? 'no card' : needed.has(shapeOf(card)) ? `shape ${shapeOf(card)}` : 'a card no one needs');
  switch (move.type) {
    case 'resolve-objective':
      return `resolve with shape ${shapeOf(move.card)}`;
    case 'discard-to-pile':
      return `discard ${alike(move.card)} on ${alike(state.piles[move.pile]!.at(-1))}`;
    case 'draw-pile':
      return `draw ${alike(state.piles[move.pile]!.at(-1))} over ${alike(state.piles[move.pile]!.at(-2))}`;
    default:
      return JSON.stringify(move);
  }
}

/** Every legal move of a state with its code and its key. */
function keyedMoves(state: TesserisState) {
  const simulator = fast.fromState(state);
  const codes = new Int32Array(fast.MAX_LEGAL_MOVES);
  const count = fast.fillLegalMoveCodes(simulator, codes);
  return Array.from(codes.subarray(0, count), (code) => ({ code, move: fast.decodeMove(simulator, code), key: game.moveKey!(simulator, code) }));
}

describe("the two-player search's keys of alike moves", () => {
  test('two moves share a key exactly when they are alike', () => {
    let shared = 0;
    for (const state of states) {
      const moves = keyedMoves(state);
      for (const a of moves) {
        for (const b of moves) {
          expect(a.key === b.key, `${JSON.stringify(a.move)} and ${JSON.stringify(b.move)}`).toBe(likeness(state, a.move) === likeness(state, b.move));
          if (a.code !== b.code && a.key === b.key) shared++;
        }
      }
    }
    expect(shared).toBeGreaterThan(100);
  });

  test('alike moves play out alike: from the same world, greedy rollouts after them end the same far more often than after unlike moves', () => {
    // Alike moves are worth the same over the worlds, not in each: two cards no one needs, say, are different
    // cards, which the rollout's ties and reshuffles may then treat differently.
    const codes = new Int32Array(fast.MAX_LEGAL_MOVES);
    const rewards = [new Float64Array(2), new Float64Array(2)];
    const pairs = { alike: 0, unlike: 0 };
    const same = { alike: 0, unlike: 0 };
    for (const state of states.filter((_, index) => index % 8 === 0)) {
      const moves = keyedMoves(state);
      const root = fast.fromState(state);
      for (const a of moves) {
        for (const b of moves) {
          if (b.code <= a.code || a.move.type !== b.move.type) continue;
          [a, b].forEach((move, i) => {
            const world = fast.clone(root);
            fast.playCode(world, move.code);
            playRollout(game, world, codes, [1, 2, 3, 4] as MutableRngState);
            game.rewards(world, rewards[i]!);
          });
          const kind = a.key === b.key ? 'alike' : 'unlike';
          pairs[kind]++;
          if (rewards[0]![0] === rewards[1]![0]) same[kind]++;
        }
      }
    }
    expect(Math.min(pairs.alike, pairs.unlike)).toBeGreaterThan(500);
    expect(same.alike / pairs.alike).toBeGreaterThan(0.85);
    expect(same.unlike / pairs.unlike).toBeLessThan(0.65);
  });
});
