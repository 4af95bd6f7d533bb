/**
 * Ruling S4's last clauses (a player who cannot draw ends the turn; when nothing is possible the only move is a
 * pass) never arise in a game the rules deal, with 2 to 4 players, the short deck included. Counting says why
 * (`docs/tesseris-rules.md`, "When the main pile runs out"): hands, objectives and the cards under them hold at
 * most 12 cards a seat, so the main pile and the secondary piles hold at least 24 of the 72 (of the 48 with the
 * short deck); an empty main pile after upkeep would leave no covered card, so at most 4 cards in the piles.
 * Hence between steps the main pile always has a card, a theft's victim always draws again, and every hand is
 * full at the start of a turn. The rules' fast path leans on it: after a discard it looks no further than the
 * main pile to know that the player can draw.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { nextUint32InPlace, seedRng, unwrap, type MutableRngState } from 'tessera-engine';
import { tesseris, type TesserisOptions } from 'tessera-engine/tesseris';
import { runs } from '../helpers/runs.js';

/** The smallest main pile met between steps, and the moves and events that would show a drawless turn. */
function playOut(
  options: TesserisOptions,
  stealFirst: boolean,
  seed: string,
): { smallestMainPile: number; steals: number; drawless: number; shortHands: number } {
  const rng = [...seedRng(seed)] as MutableRngState;
  let state = unwrap(tesseris.setup(options));
  const seen = { smallestMainPile: state.mainPile.length, steals: 0, drawless: 0, shortHands: 0 };
  for (let step = 0; step < 4000 && state.phase !== 'over'; step++) {
    const moves = tesseris.legalMoves(state);
    // Thefts drain the main pile fastest: each one takes a card into the victim's hand.
    const steal = stealFirst ? moves.find((move) => move.type === 'steal') : undefined;
    const move = steal ?? moves[nextUint32InPlace(rng) % moves.length]!;
    if (move.type === 'steal') seen.steals++;
    if (move.type === 'pass') seen.drawless++;
    const { state: next, events } = unwrap(tesseris.applyMove(state, move));
    seen.drawless += events.filter((event) => event.type === 'draw-skipped').length;
    if (next.phase === 'discard' && next.hands[next.turn]!.length < 4) seen.shortHands++;
    seen.smallestMainPile = Math.min(seen.smallestMainPile, next.mainPile.length);
    state = next;
  }
  return seen;
}

describe('ruling S4: the main pile never runs out between steps', () => {
  test('with 2 to 4 players and the short deck, whatever the players do', () => {
    const optionsArb = fc.oneof(
      fc.record({ players: fc.constantFrom(2, 3, 4), seed: fc.string(), rounds: fc.constant(2) }),
      fc.record({ players: fc.constant(2), seed: fc.string(), rounds: fc.constant(2), shortDeck: fc.constant(true) }),
    );
    let steals = 0;
    fc.assert(
      fc.property(optionsArb, fc.boolean(), fc.string(), (options, stealFirst, seed) => {
        const seen = playOut(options, stealFirst, seed);
        steals += seen.steals;
        expect(seen.smallestMainPile).toBeGreaterThan(0);
        expect(seen.drawless).toBe(0);
        expect(seen.shortHands).toBe(0);
      }),
      { numRuns: runs(40) },
    );
    expect(steals).toBeGreaterThan(100);
  });
});
