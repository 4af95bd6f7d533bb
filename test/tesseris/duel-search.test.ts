/**
 * What the two-player search assumes of its opponent: it draws again the worlds in which the opponent holds two
 * cards of its own open objectives, the opponent steals back in its rollouts what it remembers the searcher
 * holds, and otherwise it searches as the tree search does.
 */
import { describe, expect, test } from 'vitest';
import { nextUint32InPlace, seedRng, unwrap, type MutableRngState } from 'tessera-engine';
import { TESSERIS_DUEL_SEARCH, TESSERIS_SEARCH } from '../../src/tesseris/bots/search.js';
import { duelRolloutCode, rolloutCode } from '../../src/tesseris/bots/rollout-policy.js';
import { moveTypeOf, stealCode } from '../../src/tesseris/rules/move-codes.js';
import { forgetForGood } from '../../src/tesseris/views/memory.js';
import { sampleWorld } from '../../src/core/bots/search-game.js';
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

  test('in the rollouts, the opponent steals back a card of its open shapes that it remembers the searcher holds', () => {
    const codes = new Int32Array(fast.MAX_LEGAL_MOVES);
    const seen = { stealsBack: 0, wantedTopsFirst: 0, remembered: 0 };
    for (let game = 0; game < 10; game++) {
      const simulator = fast.fromState(unwrap(tesseris.setup({ players: 2, seed: `steal back ${game}`, rounds: 2 })));
      const rng = [...seedRng(`steal back rng ${game}`)] as MutableRngState;
      for (let move = 0; move < 600 && simulator.phase !== 'over'; move++) {
        const count = fast.fillLegalMoveCodes(simulator, codes);
        const tree = rolloutCode(simulator, [...rng] as MutableRngState);
        const turn = simulator.turn;
        const searcher = 1 - turn;
        const open = new Set(simulator.objectives[turn]!.filter((objective) => objective.resolvedWith === null).map((objective) => shapeOf(objective.card)));
        const remembers = simulator.memory[turn]!.held[searcher]!.some((card) => open.has(shapeOf(card)));
        const drawsBlind = moveTypeOf(tree) === 'draw-main' || moveTypeOf(tree) === 'steal';
        const expected = simulator.phase === 'draw' && remembers && drawsBlind ? stealCode(searcher) : tree;
        const drawn = [...rng] as MutableRngState;
        nextUint32InPlace(drawn);
        const twin = [...rng] as MutableRngState;
        expect(duelRolloutCode(simulator, twin, codes, searcher)).toBe(expected);
        expect(twin).toEqual(drawn);
        if (expected !== tree) seen.stealsBack++;
        if (simulator.phase === 'draw' && remembers) {
          // The same step with the remembered card also on top of a pile it may draw from: the pile's top comes first.
          const withTop = fast.clone(simulator);
          const pile = simulator.placedPile === 0 ? 1 : 0;
          withTop.piles[pile]!.push(simulator.memory[turn]!.held[searcher]!.find((card) => open.has(shapeOf(card)))!);
          const top = rolloutCode(withTop, [...rng] as MutableRngState);
          expect(moveTypeOf(top)).toBe('draw-pile');
          expect(duelRolloutCode(withTop, [...rng] as MutableRngState, codes, searcher)).toBe(top);
          seen.wantedTopsFirst++;
        }
        // The searcher plays the tree search's policy, and so does a seat in a world that forgot its memories.
        expect(duelRolloutCode(simulator, [...rng] as MutableRngState, codes, turn)).toBe(tree);
        const forgot = fast.clone(simulator);
        forgetForGood(forgot);
        expect(duelRolloutCode(forgot, [...rng] as MutableRngState, codes, searcher)).toBe(tree);
        if (remembers) seen.remembered++;
        // Every third move at random, so that the games reach positions the greedy policy would not.
        fast.playCode(simulator, move % 3 === 2 ? codes[nextUint32InPlace(rng) % count]! : tree);
      }
    }
    expect(seen.stealsBack).toBeGreaterThan(15);
    expect(seen.wantedTopsFirst).toBeGreaterThan(15);
    expect(seen.remembered).toBeGreaterThan(40);
  });

  test("its worlds keep their memories: the searcher's whole, the opponent's of the searcher's hand, nothing else", () => {
    let known = 0;
    let exposed = 0;
    for (const state of states) {
      const searcher = state.turn;
      const opponent = 1 - searcher;
      const view = unwrap(tesseris.playerView(state, searcher));
      const sorted = (cards: readonly number[]) => [...cards].sort((a, b) => a - b);
      // From the state, and from the view alone, as the bot searches.
      for (const root of [fast.fromState(state), unwrap(fast.fromView(view, [...seedRng('root')] as MutableRngState))]) {
        const world = sampleWorld(TESSERIS_DUEL_SEARCH, root, [...seedRng('world')] as MutableRngState, searcher);
        expect(world.memory).toHaveLength(3);
        expect(world.memory[searcher]).toEqual(root.memory[searcher]);
        const { mainPile, held } = world.memory[opponent]!;
        expect([mainPile, held[opponent], sorted(held[searcher]!)]).toEqual([null, [], view.knowledge.exposed[opponent]]);
        known += world.memory[searcher]!.held.flat().length;
        exposed += held[searcher]!.length;
      }
    }
    expect(Math.min(known, exposed)).toBeGreaterThan(0);
  });

  test("besides its opponent model, it is the tree search's game", () => {
    expect(TESSERIS_DUEL_SEARCH).toEqual({
      ...TESSERIS_SEARCH,
      isPlausibleWorld: expect.any(Function) as unknown,
      rolloutCode: duelRolloutCode,
      forRollouts: undefined,
    });
  });
});
