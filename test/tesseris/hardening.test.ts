/**
 * Hardening: the boundary never throws, and the loader accepts only states that the rules can carry on
 * from. Each named test is one example from the hardening issue; the closure property fuzzes the rest.
 */
import { describe, expect, test } from 'vitest';
import { applyMove, legalMoves, loadState, parseMoveText, scores, setup, tesseris, unwrap, validateMove, type TesserisState } from 'tessera-engine/tesseris';
import { describeClosureUnderRules } from '../helpers/closure.js';
import { describeHostileMoveExamples, withHole, withThrowingGetter } from '../helpers/hostile.js';
import { sampleStates } from '../helpers/samples.js';
import { loadErrorOf } from '../helpers/untrusted.js';
import type { FuzzedGame } from '../helpers/state-fuzzer.js';
import { card, game, gameJson, twoPlayerSpec, type GameSpec } from './fixtures.js';
import { unreachableMutations } from './mutations.js';

const start = unwrap(setup({ players: 3, seed: 'hardening' }));
const legal = legalMoves(start)[0]!;

const loadError = loadErrorOf(loadState);

describeHostileMoveExamples({ validateMove, applyMove, parseMoveText }, start, legal);

describe('hostile states are rejected, not thrown (issue examples)', () => {
  test('a hole in the history, which scores would read', () => {
    const json = gameJson({ ...twoPlayerSpec, round: 3 });
    expect(scores(unwrap(loadState(json)))).toEqual([4, 4]);
    expect(loadError({ ...json, history: withHole(json.history, 0) })).toMatch(/state\.history\[0\].*holes/);
  });

  test('a hole at the top of the main pile, which a draw would put in a hand', () => {
    const json = gameJson(twoPlayerSpec);
    expect(loadError({ ...json, mainPile: withHole(json.mainPile, json.mainPile.length - 1) })).toMatch(/state\.mainPile\[\d+\].*holes/);
  });

  test('a throwing getter inside a state', () => {
    const json = gameJson(twoPlayerSpec);
    expect(loadError({ ...json, hands: [withThrowingGetter(json.hands, '0'), json.hands[1]] })).toMatch(/state\.hands\[0\]/);
  });
});

test('the loaded state shares nothing with its input, and the input is neither changed nor frozen', () => {
  const input = JSON.parse(JSON.stringify(start)) as TesserisState;
  const loaded = unwrap(loadState(input));
  const containers = (state: TesserisState) => [
    state,
    state.hands,
    ...state.hands,
    state.piles,
    ...state.piles,
    state.mainPile,
    state.objectives,
    state.memory,
    state.rng,
  ];
  const given = new Set<unknown>(containers(input));
  expect(containers(loaded).filter((container) => given.has(container))).toEqual([]);
  expect(input).toEqual(JSON.parse(JSON.stringify(start)));
  expect(Object.isFrozen(input) || Object.isFrozen(input.hands)).toBe(false);
});

describe('the loader refuses states the rules cannot carry on from (issue examples)', () => {
  test('a draw step where the player already holds 4 cards', () => {
    expect(loadError(gameJson({ ...twoPlayerSpec, phase: 'draw' }))).toMatch(/hands\[0\]: 4 cards in the draw step/);
  });

  test('an empty secondary pile while the main pile has cards', () => {
    const spec = { ...twoPlayerSpec, piles: [[card(12, 0)], [card(12, 1)], [card(13, 0)], []] };
    expect(loadError(gameJson(spec))).toMatch(/piles\[3\]: empty while the main pile has cards/);
  });

  test('an empty hand at the discard step, when the player could draw', () => {
    const spec = { ...twoPlayerSpec, hands: [[], twoPlayerSpec.hands[1]!] };
    expect(loadError(gameJson(spec))).toMatch(/hands\[0\]: empty in the discard step, but the player can draw/);
  });

  test('a robbed player: a draw step with an empty main pile and covered cards', () => {
    const spec = {
      ...twoPlayerSpec,
      phase: 'draw' as const,
      hands: [twoPlayerSpec.hands[0]!.slice(1), twoPlayerSpec.hands[1]!],
      main: [],
      piles: [[card(1, 1), card(12, 0)], [card(12, 1)], [card(13, 0)], [card(14, 0)]],
    };
    expect(loadError(gameJson(spec))).toMatch(/piles\[0\]: has covered cards while the main pile is empty/);
  });
});

describe('the loader refuses a round that should already have ended (ruling S5, issue examples)', () => {
  /** Seat 0's objectives (shapes 1–4), all resolved, while seat 1 resolved none. */
  const seat0Done: GameSpec = {
    ...twoPlayerSpec,
    objectives: [[1, 2, 3, 4].map((shape): [number, number] => [card(shape, 0), card(shape, 2)]), twoPlayerSpec.objectives[1]!],
  };
  const drawing: GameSpec = { ...seat0Done, phase: 'draw', hands: [twoPlayerSpec.hands[0]!.slice(1), twoPlayerSpec.hands[1]!] };

  test('2 players, first seat 0, seat 0 to discard with all 4 objectives resolved', () => {
    expect(loadError(gameJson(seat0Done))).toBe(
      "objectives[0]: all resolved before seat 0's turn in this pass; the round would have ended with seat 1's turn (ruling S5)",
    );
  });

  test('the acting seat holds 4 only in the draw step of the turn whose discard resolved the fourth', () => {
    expect(loadError(gameJson(drawing))).toBeUndefined();
    expect(loadError(gameJson({ ...drawing, placedPile: 0 }))).toMatch(/^objectives\[0\]: all resolved before seat 0's turn/);
  });

  test('any other seat holds 4 only once it has played in the current pass round the table', () => {
    expect(loadError(gameJson({ ...seat0Done, turn: 1 }))).toBeUndefined();
    expect(loadError(gameJson({ ...seat0Done, firstSeat: 1, turn: 1 }))).toMatch(/^objectives\[0\]: .*ended with seat 0's turn/);
  });

  test('a finished round in which nobody scored 4: round 2 with history [[3, 2]]', () => {
    expect(loadError(gameJson({ ...twoPlayerSpec, round: 2, history: [[3, 2]] }))).toBe(
      'history[0]: no seat scored 4, but a round ends only once a seat resolves its last objective (ruling S5)',
    );
    expect(loadError(gameJson({ ...twoPlayerSpec, round: 2, history: [[3, 4]] }))).toBeUndefined();
  });

  test("an ended game keeps its last round's objectives, which scored its last entry", () => {
    const ended: GameSpec = { ...seat0Done, phase: 'over', rounds: 1 };
    expect(loadError(gameJson({ ...ended, history: [[4, 0]] }))).toBeUndefined();
    expect(loadError(gameJson({ ...ended, history: [[4, 1]] }))).toMatch(/^objectives: resolved 4, 0, but the last round scored 4, 1/);
  });

  test('a game ends after the first round that meets its end condition (ruling S6)', () => {
    const late = {
      ...seat0Done,
      phase: 'over' as const,
      round: 2,
      history: [
        [0, 4],
        [4, 0],
      ],
    };
    expect(loadError(gameJson({ ...late, rounds: 1 }))).toBe('history: the game would have ended after round 1, where its end condition held (ruling S6)');
    expect(loadError(gameJson({ ...late, target: 4 }))).toMatch(/would have ended after round 1/);
    expect(loadError(gameJson({ ...late, rounds: 2 }))).toBeUndefined();
  });
});

describe('upkeep rebuilds the main pile as soon as it is empty (ruling S4)', () => {
  test('when the refill takes the last card of the main pile, the covered cards become the main pile', () => {
    // Seat 0 draws pile 1's only card; the refill of pile 1 empties the main pile, under which pile 0 holds
    // covered cards: they are shuffled into a new main pile at once, so a steal right after finds it full.
    const state = game({
      ...twoPlayerSpec,
      phase: 'draw',
      hands: [twoPlayerSpec.hands[0]!.slice(1), twoPlayerSpec.hands[1]!],
      main: [card(15, 0)],
    });
    const covered = state.piles[0]!.length - 1;
    const { state: next, events } = unwrap(applyMove(state, { type: 'draw-pile', player: 0, pile: 1 }));
    expect(events.map((event) => event.type)).toEqual(['card-drawn', 'pile-refilled', 'main-pile-rebuilt']);
    expect(next.piles[1]).toEqual([card(15, 0)]);
    expect(next.mainPile).toHaveLength(covered);
    expect(next.piles.map((pile) => pile.length)).toEqual([1, 1, 1, 1]);
  });
});

/**
 * Real states to mutate, from random games of every player count and the short deck, of one round or two (so
 * that states in play have finished rounds behind them).
 */
const seeds: TesserisState[] = sampleStates(
  tesseris,
  Array.from({ length: 9 }, (_, index) => ({ players: 2 + (index % 3), seed: `closure ${index}`, rounds: 1 + (index % 2), shortDeck: index === 3 })),
  29,
);

/**
 * What the fuzzer knows of Tesseris; moving an item between arrays already keeps the cards conserved. The
 * targeted mutations make the states of the rules' round ends that closure cannot tell from reachable ones.
 */
const FUZZED: FuzzedGame = { literals: ['over', 'discard', 'draw', 'tesseris'], donors: seeds, unreachable: unreachableMutations };

describeClosureUnderRules(tesseris, seeds, FUZZED, ['discard', 'draw', 'over'], (state) => state.phase);

describe('state format versions', () => {
  test('a version-1 state (a "playing" phase with the step beside it, no memory) loads and is upgraded to version 3', () => {
    const { phase, memory: _memory, ...rest } = JSON.parse(JSON.stringify(start)) as TesserisState;
    expect(unwrap(loadState({ ...rest, version: 1, phase: 'playing', step: phase }))).toEqual(start);
    const ended = { ...rest, version: 1, phase: 'over', step: 'draw' };
    expect(loadError(ended)).toBe('history: expected 1 finished rounds'); // read as over, then checked
    expect(loadError({ ...rest, version: 2, phase: 'playing' })).toBe('state.phase: expected one of "discard", "draw", "over"');
  });
});
