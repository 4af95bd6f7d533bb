/**
 * Honest search: `fast.determinize` and `fast.fromView` re-draw only what the acting player cannot know.
 * For random positions of both games the player's view and legal moves are unchanged, all tiles and cards
 * are conserved, and every hidden card was drawn from what the player cannot see. Tesseris worlds contradict
 * nothing the player knows (ruling S9), and are uniform over those that agree with it (chi-square tests).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { seedRng, tessera, tesseris, type MutableRngState } from 'tessera-engine';
import * as Tessera from 'tessera-engine/tessera';
import * as Tesseris from 'tessera-engine/tesseris';
import { runs } from './helpers/runs.js';
import { sampleStates } from './helpers/samples.js';
import { VARIANTS } from './tessera/fixtures.js';

const tesseraStates = sampleStates(
  tessera,
  // Every rule combination in turn.
  Array.from({ length: 8 }, (_, game) => ({ players: 2 + (game % 3), seed: `honest ${game}`, ...VARIANTS[game % 4] })),
  7,
  (state) => state.phase === 'tiling',
).filter((state) => state.phase !== 'over');

const tesserisStates = sampleStates(
  tesseris,
  Array.from({ length: 6 }, (_, game) => ({ players: 2 + (game % 3), seed: `honest ${game}`, rounds: 1, shortDeck: game === 3 })),
  23,
).filter((state) => state.phase !== 'over');

function rngOf(seed: number): MutableRngState {
  return [...seedRng(seed)] as MutableRngState;
}

/** The cards of a Tesseris state in the places a seat cannot see, sorted. */
function hiddenCards(state: Tesseris.TesserisState, seat: number): number[] {
  const hidden = [...state.hands.filter((_, other) => other !== seat).flat(), ...state.mainPile, ...state.piles.flatMap((pile) => pile.slice(0, -1))];
  return hidden.sort((a, b) => a - b);
}

describe('Tessera', () => {
  test('determinize and fromView keep the view, the legal moves and every invariant', () => {
    fc.assert(
      fc.property(fc.constantFrom(...tesseraStates), fc.integer(), (state, seed) => {
        const seat = state.turn;
        const view = Tessera.unwrap(Tessera.playerView(state, seat));
        const determinized = Tessera.fast.fromState(state);
        Tessera.fast.determinize(determinized, rngOf(seed));
        for (const world of [determinized, Tessera.unwrap(Tessera.fast.fromView(view, rngOf(seed)))]) {
          const worldState = Tessera.fast.toState(world);
          expect(Tessera.unwrap(Tessera.playerView(worldState, seat))).toEqual(view);
          expect(Tessera.legalMoves(worldState)).toEqual(Tessera.legalMoves(state));
          expect(Tessera.findBrokenInvariant(worldState)).toBeNull();
          expect(world.rng).not.toEqual(state.rng);
        }
      }),
      { numRuns: runs(90) },
    );
  });

  test('playouts from one position no longer all draw the real next refill', () => {
    // The measure: eight playouts to the next round from one round-1 position.
    const start = Tessera.unwrap(Tessera.setup({ players: 2, seed: 'clairvoyance' }));
    const refills = new Set<string>();
    const moves = rngOf(1);
    for (let playout = 0; playout < 8; playout++) {
      const world = Tessera.unwrap(Tessera.fast.fromView(Tessera.unwrap(Tessera.playerView(start, 0)), moves));
      const codes = new Int32Array(Tessera.fast.MAX_LEGAL_MOVES);
      while (world.round === 1) Tessera.fast.playCode(world, codes[Tessera.fast.fillLegalMoveCodes(world, codes) - 1]!);
      refills.add(JSON.stringify(world.displays));
    }
    expect(refills.size).toBeGreaterThan(1);
  });
});

describe('Tesseris', () => {
  test('determinize and fromView keep the view and the legal moves, and deal only what the player cannot see', () => {
    fc.assert(
      fc.property(fc.constantFrom(...tesserisStates), fc.integer(), (state, seed) => {
        const seat = state.turn;
        const view = Tesseris.unwrap(Tesseris.playerView(state, seat));
        const determinized = Tesseris.fast.fromState(state);
        Tesseris.fast.determinize(determinized, rngOf(seed));
        for (const world of [determinized, Tesseris.unwrap(Tesseris.fast.fromView(view, rngOf(seed)))]) {
          const worldState = Tesseris.fast.toState(world);
          expect(Tesseris.unwrap(Tesseris.playerView(worldState, seat))).toEqual(view);
          expect(Tesseris.legalMoves(worldState)).toEqual(Tesseris.legalMoves(state));
          expect(Tesseris.findBrokenInvariant(worldState)).toBeNull();
          expect(hiddenCards(worldState, seat)).toEqual(hiddenCards(state, seat));
          // The game's generator is re-drawn too: the world's future draws are not the real ones.
          expect(world.rng).not.toEqual(state.rng);
        }
      }),
      { numRuns: runs(90) },
    );
  });

  test('a view of another seat gives worlds that agree with that seat', () => {
    const state = tesserisStates[5]!;
    const viewer = (state.turn + 1) % state.players;
    const view = Tesseris.unwrap(Tesseris.playerView(state, viewer));
    const world = Tesseris.fast.toState(Tesseris.unwrap(Tesseris.fast.fromView(view, rngOf(3))));
    expect(Tesseris.unwrap(Tesseris.playerView(world, viewer))).toEqual(view);
    expect(hiddenCards(world, viewer)).toEqual(hiddenCards(state, viewer));
  });

  test('determinizations differ: the other hands and the main pile are really re-drawn', () => {
    const state = tesserisStates[0]!;
    const worlds = new Set<string>();
    for (let seed = 0; seed < 8; seed++) {
      const world = Tesseris.fast.fromState(state);
      Tesseris.fast.determinize(world, rngOf(seed));
      worlds.add(JSON.stringify([world.hands, world.mainPile]));
    }
    expect(worlds.size).toBe(8);
  });
});

/** Tells whether a world contradicts a fact of what `seat` knows (ruling S9). */
function contradicts(world: Tesseris.TesserisState, seat: number, knowledge: Tesseris.TesserisKnowledge): string | null {
  if (JSON.stringify(world.piles.map((pile) => pile.slice(0, -1))) !== JSON.stringify(knowledge.covered)) return 'covered cards';
  if (knowledge.mainPile !== null && world.mainPile.some((card) => !knowledge.mainPile!.includes(card))) return 'main pile';
  if (knowledge.held.some((cards, other) => cards.some((card) => !world.hands[other]!.includes(card)))) return 'held';
  const knownOfSeat = (other: number) => JSON.stringify([...world.memory[other]!.held[seat]!].sort((a, b) => a - b));
  if (knowledge.exposed.some((cards, other) => other !== seat && knownOfSeat(other) !== JSON.stringify(cards))) return 'exposed';
  return null;
}

/**
 * The chi-square statistic above which a uniform sample is refused: the upper 10^-6 quantile for `df` degrees
 * of freedom (Wilson–Hilferty). A correct sampler fails one run in a million; the seeds are fixed, so a run
 * that passes always passes.
 */
function chiSquareLimit(df: number): number {
  const z = 4.753;
  return df * (1 - 2 / (9 * df) + z * Math.sqrt(2 / (9 * df))) ** 3;
}

function chiSquare(counts: ReadonlyMap<string, number>, expected: ReadonlyMap<string, number>): number {
  let statistic = 0;
  for (const [key, value] of expected) statistic += ((counts.get(key) ?? 0) - value) ** 2 / value;
  return statistic;
}

/**
 * Real states of random games in which the seat to act knows something: a rebuilt main pile, a card in another
 * hand, or a card of its own that another seat knows it holds.
 */
function isExposed(state: Tesseris.TesserisState): boolean {
  return state.memory.some((memory, other) => other !== state.turn && other < state.players && memory.held[state.turn]!.length > 0);
}

const knowingStates = sampleStates(
  tesseris,
  Array.from({ length: 6 }, (_, game) => ({ players: 2 + (game % 3), seed: `knowing ${game}`, rounds: 1 })),
  11,
).filter(
  (state) => state.phase !== 'over' && (state.memory[state.turn]!.mainPile !== null || state.memory[state.turn]!.held.flat().length > 0 || isExposed(state)),
);

describe('Tesseris worlds agree with what the player knows (ruling S9)', () => {
  test('no world drawn by determinize or fromView contradicts a fact of the view', () => {
    expect(knowingStates.some((state) => state.memory[state.turn]!.mainPile !== null)).toBe(true);
    expect(knowingStates.some((state) => state.memory[state.turn]!.held.flat().length > 0)).toBe(true);
    expect(knowingStates.some(isExposed)).toBe(true);
    fc.assert(
      fc.property(fc.constantFrom(...knowingStates), fc.integer(), (state, seed) => {
        const view = Tesseris.unwrap(Tesseris.playerView(state, state.turn));
        const determinized = Tesseris.fast.fromState(state);
        Tesseris.fast.determinize(determinized, rngOf(seed));
        for (const world of [determinized, Tesseris.unwrap(Tesseris.fast.fromView(view, rngOf(seed)))]) {
          expect(contradicts(Tesseris.fast.toState(world), state.turn, view.knowledge)).toBeNull();
          expect(Tesseris.findBrokenInvariant(Tesseris.fast.toState(world))).toBeNull();
        }
      }),
      { numRuns: runs(90) },
    );
  });

  test('after a rebuild, the main pile is uniform over the ordered draws from its candidates (chi-square)', () => {
    // A small position: the main pile holds at least 2 of at most 6 candidates, the others in other hands.
    const games = Array.from({ length: 8 }, (_, game) => ({ players: 2 + (game % 2), seed: `uniform ${game}`, rounds: 1 }));
    const state = sampleStates(tesseris, games, 1).find((candidate) => {
      const candidates = candidate.memory[candidate.turn]!.mainPile;
      return (
        candidate.phase !== 'over' &&
        candidates !== null &&
        candidates.length <= 6 &&
        candidate.mainPile.length >= 2 &&
        candidates.length > candidate.mainPile.length
      );
    })!;
    const candidates = state.memory[state.turn]!.mainPile!;
    const view = Tesseris.unwrap(Tesseris.playerView(state, state.turn));
    const counts = new Map<string, number>();
    const rng = rngOf(20261201);
    const samples = 6000;
    for (let sample = 0; sample < samples; sample++) {
      const world = sample % 2 === 0 ? Tesseris.fast.fromState(state) : Tesseris.unwrap(Tesseris.fast.fromView(view, rng));
      Tesseris.fast.determinize(world, rng);
      const key = world.mainPile.join(',');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    // Every ordered choice of the main pile's size among the candidates, equally likely.
    const orders: string[] = [];
    const choose = (prefix: number[]) => {
      if (prefix.length === state.mainPile.length) orders.push(prefix.join(','));
      else for (const card of candidates) if (!prefix.includes(card)) choose([...prefix, card]);
    };
    choose([]);
    const expected = new Map(orders.map((order) => [order, samples / orders.length]));
    expect([...counts.keys()].every((key) => expected.has(key))).toBe(true);
    expect(chiSquare(counts, expected)).toBeLessThan(chiSquareLimit(orders.length - 1));
  });

  test('before a rebuild, an unaccounted card is in each hidden place in proportion to its free room (chi-square)', () => {
    const state = knowingStates.find(
      (candidate) => candidate.players === 3 && candidate.memory[candidate.turn]!.mainPile === null && candidate.mainPile.length > 0,
    )!;
    const seat = state.turn;
    const { knowledge } = Tesseris.unwrap(Tesseris.playerView(state, seat));
    const card = knowledge.unaccounted[0]!;
    const room = new Map<string, number>([['main', state.mainPile.length]]);
    state.hands.forEach((hand, other) => other !== seat && room.set(`hand ${other}`, hand.length - knowledge.held[other]!.length));
    const counts = new Map<string, number>();
    const rng = rngOf(7);
    const samples = 4000;
    for (let sample = 0; sample < samples; sample++) {
      const world = Tesseris.fast.fromState(state);
      Tesseris.fast.determinize(world, rng);
      const place = world.mainPile.includes(card) ? 'main' : `hand ${world.hands.findIndex((hand) => hand.includes(card))}`;
      counts.set(place, (counts.get(place) ?? 0) + 1);
    }
    const expected = new Map([...room].map(([place, free]) => [place, (samples * free) / knowledge.unaccounted.length]));
    expect([...counts.keys()].every((place) => expected.has(place))).toBe(true);
    expect(chiSquare(counts, expected)).toBeLessThan(chiSquareLimit(room.size - 1));
  });
});
