/**
 * What the two-player search assumes of its opponent: it draws again the worlds in which the opponent holds two
 * cards of its own open objectives, and otherwise searches as the tree search does.
 */
import { describe, expect, test } from 'vitest';
import { TESSERIS_DUEL_SEARCH, TESSERIS_SEARCH } from '../../src/tesseris/bots/search.js';
import { shapeOf } from '../../src/tesseris/vocabulary.js';
import { tesseris } from 'tessera-engine/tesseris';
import { sampleStates } from '../helpers/samples.js';

const { fast } = TESSERIS_SEARCH;

const states = sampleStates(
  tesseris,
  [1, 2, 3].map((game) => ({ players: 2 as const, seed: `duel ${game}`, rounds: 1 })),
  3,
).filter((state) => state.phase !== 'over');

describe("the two-player search's opponent model", () => {
  test('a world in which the opponent holds two cards of its own open objectives is implausible, one is not', () => {
    let checked = 0;
    for (const state of states) {
      const simulator = fast.fromState(state);
      for (const searcher of [0, 1]) {
        const opponent = 1 - searcher;
        const open = new Set(
          simulator.objectives[opponent]!.filter((objective) => objective.resolvedWith === null).map((objective) => shapeOf(objective.card)),
        );
        const wanted = simulator.hands[opponent]!.filter((card) => open.has(shapeOf(card))).length;
        expect(TESSERIS_DUEL_SEARCH.isPlausibleWorld!(simulator, searcher)).toBe(wanted <= 1);
        if (wanted >= 2) checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect('isPlausibleWorld' in TESSERIS_SEARCH).toBe(false);
  });

  test("besides the plausible worlds, it is the tree search's game", () => {
    expect(TESSERIS_DUEL_SEARCH).toEqual({ ...TESSERIS_SEARCH, isPlausibleWorld: expect.any(Function) as unknown });
  });
});
