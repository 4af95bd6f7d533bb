/**
 * What a seat knows of the cards it cannot see (ruling S9), from the table and from its memory.
 *
 * @module
 */
import type { TesserisKnowledge, TesserisState } from '../types.js';
import { deckCards, type Card } from '../vocabulary.js';

const byCard = (a: Card, b: Card) => a - b;

/**
 * Marks every card a seat can place: the secondary piles, the objectives and the cards under them, the
 * seat's own hand, and the cards its memory puts in another hand. The table (seat `players`) has no hand.
 */
function placedCards(state: TesserisState, seat: number): boolean[] {
  const placed: boolean[] = [];
  for (const pile of state.piles) for (const card of pile) placed[card] = true;
  for (const objectives of state.objectives) {
    for (const { card, resolvedWith } of objectives) {
      placed[card] = true;
      if (resolvedWith !== null) placed[resolvedWith] = true;
    }
  }
  for (const card of state.hands[seat] ?? []) placed[card] = true;
  for (const cards of state.memory[seat]!.held) for (const card of cards) placed[card] = true;
  return placed;
}

/**
 * The cards a seat cannot place, in card order: every card of the deck in play that is not on the table, not
 * in its hand, and not known to be in another hand.
 *
 * @param state - the full state.
 * @param seat - the seat.
 */
export function unaccountedCards(state: TesserisState, seat: number): Card[] {
  const placed = placedCards(state, seat);
  return deckCards(state.rules.shortDeck).filter((card) => placed[card] !== true);
}

/**
 * The cards of a seat's hand that each seat knows it holds, by seat, sorted: the others' memories of it, which
 * the seat can tell from its own events (`memory.ts` says, for each update, who sees it). Empty for the table.
 */
function exposedCards(state: TesserisState, seat: number): Card[][] {
  const exposed: Card[][] = [];
  for (let other = 0; other < state.players; other++) {
    exposed.push(other === seat || seat === state.players ? [] : state.memory[other]!.held[seat]!.slice().sort(byCard));
  }
  return exposed;
}

/**
 * What a seat knows (ruling S9): each pile's covered cards, the main pile's possible content since it was
 * rebuilt, the cards it knows other seats hold, those of its own that other seats know it holds, and the cards
 * it cannot place. A copy; card sets are sorted, so that the order in which the seat learnt them, or the main
 * pile's order, shows nowhere.
 *
 * @param state - the full state.
 * @param seat - the seat, or `players` for the table: what every seat saw, a spectator's knowledge.
 */
export function knowledgeOf(state: TesserisState, seat: number): TesserisKnowledge {
  const { mainPile, held } = state.memory[seat]!;
  return {
    covered: state.piles.map((pile) => pile.slice(0, Math.max(0, pile.length - 1))),
    mainPile: mainPile === null ? null : mainPile.slice().sort(byCard),
    held: held.map((cards) => cards.slice().sort(byCard)),
    exposed: exposedCards(state, seat),
    unaccounted: unaccountedCards(state, seat),
  };
}
