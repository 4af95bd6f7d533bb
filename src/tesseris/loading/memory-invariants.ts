/**
 * The invariants of the seats' memory (ruling S9): every fact a memory holds is true of the state, so that a
 * view never states a falsehood, and the rules keep it so (each update in `memory.ts` says why).
 *
 * - There is one memory per seat and one for the table, each with one list of known cards per seat, a seat's
 *   own empty.
 * - A card a seat knows another seat holds is in that hand, and is listed once.
 * - A seat's main-pile candidates, when set, hold every card of the main pile, each once, and only cards the
 *   seat cannot place: none on the table, in its own hand, or known in another hand.
 *
 * @module
 */
import { unaccountedCards } from '../views/knowledge.js';
import type { TesserisState } from '../types.js';

function hasRepeats(cards: readonly number[]): boolean {
  return new Set(cards).size !== cards.length;
}

/**
 * Tells whether a list of cards that a seat is said to know another seat holds can be true: distinct cards, each
 * in that hand.
 *
 * @param cards - the cards said to be known.
 * @param hand - the hand they are said to be in.
 */
export function areKnownCardsOf(cards: readonly number[], hand: readonly number[]): boolean {
  return !hasRepeats(cards) && cards.every((card) => hand.includes(card));
}

function brokenHeld(state: TesserisState, seat: number): string | null {
  const { held } = state.memory[seat]!;
  if (held.length !== state.players) return `memory[${seat}].held: expected ${state.players} entries`;
  if (seat < state.players && held[seat]!.length > 0) return `memory[${seat}].held[${seat}]: a seat does not list its own hand`;
  for (const [other, cards] of held.entries()) {
    if (!areKnownCardsOf(cards, state.hands[other]!)) {
      return `memory[${seat}].held[${other}]: expected distinct cards of hand ${other}`;
    }
  }
  return null;
}

function brokenMainPile(state: TesserisState, seat: number): string | null {
  const candidates = state.memory[seat]!.mainPile;
  if (candidates === null) return null;
  const unaccounted = new Set(unaccountedCards(state, seat));
  if (hasRepeats(candidates) || candidates.some((card) => !unaccounted.has(card)) || state.mainPile.some((card) => !candidates.includes(card))) {
    return `memory[${seat}].mainPile: expected distinct cards the seat cannot place, the main pile's among them`;
  }
  return null;
}

/**
 * Finds the first broken invariant of the seats' memory in a state whose cards are otherwise valid, or returns
 * `null`.
 *
 * @param state - a state whose other invariants hold.
 */
export function findBrokenMemory(state: TesserisState): string | null {
  if (state.memory.length !== state.players + 1) return `memory: expected ${state.players + 1} entries, one per seat and the table's`;
  for (let seat = 0; seat <= state.players; seat++) {
    const broken = brokenHeld(state, seat) ?? brokenMainPile(state, seat);
    if (broken !== null) return broken;
  }
  return null;
}
