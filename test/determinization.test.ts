/**
 * Honest search: `fast.determinize` and `fast.fromView` re-draw only what the acting player cannot know.
 * For random positions of both games the player's view and legal moves are unchanged, all tiles and cards
 * are conserved, and every hidden card was drawn from what the player cannot see.
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
        for (const world of [determinized, Tessera.fast.fromView(view, rngOf(seed))]) {
          const worldState = Tessera.fast.toState(world);
          expect(Tessera.unwrap(Tessera.playerView(worldState, seat))).toEqual(view);
          expect(Tessera.legalMoves(worldState)).toEqual(Tessera.legalMoves(state));
          expect(Tessera.findBrokenInvariant(worldState)).toBeNull();
          expect(world.rng).not.toEqual(state.rng);
        }
      }),
      { numRuns: runs(30) },
    );
  });

  test('playouts from one position no longer all draw the real next refill', () => {
    // The measure: eight playouts to the next round from one round-1 position.
    const start = Tessera.unwrap(Tessera.setup({ players: 2, seed: 'clairvoyance' }));
    const refills = new Set<string>();
    const moves = rngOf(1);
    for (let playout = 0; playout < 8; playout++) {
      const world = Tessera.fast.fromView(Tessera.unwrap(Tessera.playerView(start, 0)), moves);
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
        for (const world of [determinized, Tesseris.fast.fromView(view, rngOf(seed))]) {
          const worldState = Tesseris.fast.toState(world);
          expect(Tesseris.unwrap(Tesseris.playerView(worldState, seat))).toEqual(view);
          expect(Tesseris.legalMoves(worldState)).toEqual(Tesseris.legalMoves(state));
          expect(Tesseris.findBrokenInvariant(worldState)).toBeNull();
          expect(hiddenCards(worldState, seat)).toEqual(hiddenCards(state, seat));
        }
      }),
      { numRuns: runs(30) },
    );
  });

  test('a view of another seat gives worlds that agree with that seat', () => {
    const state = tesserisStates[5]!;
    const viewer = (state.turn + 1) % state.players;
    const view = Tesseris.unwrap(Tesseris.playerView(state, viewer));
    const world = Tesseris.fast.toState(Tesseris.fast.fromView(view, rngOf(3)));
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
