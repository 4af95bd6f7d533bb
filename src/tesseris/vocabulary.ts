/**
 * Tesseris's vocabulary: cards, shapes and colours (ruling S1).
 *
 * A card is an integer from 0 to 71. Its shape is `⌊card / 4⌋ + 1` (1 to 18) and its colour `card mod 4`
 * (0 to 3). Colours never matter for the rules; front-ends may name and draw them.
 *
 * @module
 */
import { isIndexBelow } from '../core/json.js';

/**
 * A card: an integer from 0 to 71.
 *
 * @example
 * ```ts
 * import { colourOf, setup, shapeOf, unwrap, type Card } from 'tessera-engine/tesseris';
 *
 * const hand: readonly Card[] = unwrap(setup({ players: 2, seed: 1 })).hands[0]!;
 * console.log(hand, hand.map(shapeOf), hand.map(colourOf)); // => [ 23, 1, 59, 55 ] [ 6, 1, 15, 14 ] [ 3, 1, 3, 3 ]
 * ```
 */
export type Card = number;

/**
 * Distinct shapes.
 *
 * @example
 * ```ts
 * import { COLOURS_PER_SHAPE, FULL_DECK_SIZE, SHAPE_COUNT } from 'tessera-engine/tesseris';
 *
 * console.log(SHAPE_COUNT * COLOURS_PER_SHAPE === FULL_DECK_SIZE); // => true
 * ```
 */
export const SHAPE_COUNT = 18;

/**
 * Colours of each shape.
 *
 * @example
 * ```ts
 * import { COLOURS_PER_SHAPE } from 'tessera-engine/tesseris';
 *
 * console.log(COLOURS_PER_SHAPE); // => 4
 * ```
 */
export const COLOURS_PER_SHAPE = 4;

/**
 * Cards in the full deck: 18 shapes × 4 colours.
 *
 * @example
 * ```ts
 * import { FULL_DECK_SIZE } from 'tessera-engine/tesseris';
 *
 * console.log(FULL_DECK_SIZE); // => 72
 * ```
 */
export const FULL_DECK_SIZE = 72;

/**
 * The first of the six "big square" shapes, 13 to 18, which the two-player short deck removes (ruling S7).
 *
 * @example
 * ```ts
 * import { COLOURS_PER_SHAPE, FIRST_BIG_SQUARE_SHAPE, FULL_DECK_SIZE, SHAPE_COUNT, SHORT_DECK_SIZE } from 'tessera-engine/tesseris';
 *
 * const bigSquareCards = (SHAPE_COUNT - FIRST_BIG_SQUARE_SHAPE + 1) * COLOURS_PER_SHAPE;
 * console.log(bigSquareCards, FULL_DECK_SIZE - bigSquareCards === SHORT_DECK_SIZE); // => 24 true
 * ```
 */
export const FIRST_BIG_SQUARE_SHAPE = 13;

/**
 * Cards in the two-player short deck: the full deck without its 24 big-square cards (ruling S7).
 *
 * @example
 * ```ts
 * import { SHORT_DECK_SIZE } from 'tessera-engine/tesseris';
 *
 * console.log(SHORT_DECK_SIZE); // => 48
 * ```
 */
export const SHORT_DECK_SIZE = 48;

/**
 * Objectives each player has in a round.
 *
 * @example
 * ```ts
 * import { OBJECTIVES_PER_PLAYER, setup, unwrap } from 'tessera-engine/tesseris';
 *
 * const state = unwrap(setup({ players: 3, seed: 1 }));
 * console.log(state.objectives.every((objectives) => objectives.length === OBJECTIVES_PER_PLAYER)); // => true
 * ```
 */
export const OBJECTIVES_PER_PLAYER = 4;

/**
 * A full hand.
 *
 * @example
 * ```ts
 * import { HAND_SIZE, setup, unwrap } from 'tessera-engine/tesseris';
 *
 * const state = unwrap(setup({ players: 3, seed: 1 }));
 * console.log(state.hands.every((hand) => hand.length === HAND_SIZE)); // => true
 * ```
 */
export const HAND_SIZE = 4;

/**
 * Secondary piles on the table.
 *
 * @example
 * ```ts
 * import { PILE_COUNT } from 'tessera-engine/tesseris';
 *
 * console.log(PILE_COUNT); // => 4
 * ```
 */
export const PILE_COUNT = 4;

/**
 * The default target score that ends the game (ruling S6).
 *
 * @example
 * ```ts
 * import { DEFAULT_TARGET, setup, unwrap } from 'tessera-engine/tesseris';
 *
 * console.log(DEFAULT_TARGET, unwrap(setup({ players: 2, seed: 1 })).rules.target); // => 12 12
 * ```
 */
export const DEFAULT_TARGET = 12;

/**
 * A card's shape, from 1 to 18.
 *
 * @param card - a card, 0 to 71.
 * @returns its shape; `NaN` for anything but a card (no integer, or out of range), never an exception.
 *
 * @example
 * ```ts
 * import { shapeOf } from 'tessera-engine/tesseris';
 *
 * console.log(shapeOf(0), shapeOf(4), shapeOf(71), shapeOf(72)); // => 1 2 18 NaN
 * ```
 */
export function shapeOf(card: Card): number {
  return isIndexBelow(card, FULL_DECK_SIZE) ? (card >> 2) + 1 : Number.NaN;
}

/**
 * A card's colour, from 0 to 3.
 *
 * @param card - a card, 0 to 71.
 * @returns its colour; `NaN` for anything but a card (no integer, or out of range), never an exception.
 *
 * @example
 * ```ts
 * import { colourOf } from 'tessera-engine/tesseris';
 *
 * console.log(colourOf(4), colourOf(7), colourOf(-1)); // => 0 3 NaN
 * ```
 */
export function colourOf(card: Card): number {
  return isIndexBelow(card, FULL_DECK_SIZE) ? card & 3 : Number.NaN;
}

/**
 * The card with a given shape and colour.
 *
 * @param shape - 1 to 18.
 * @param colour - 0 to 3.
 * @returns the card; `NaN`, which is no card, for a shape or a colour out of range.
 *
 * @example
 * ```ts
 * import { cardOf, colourOf, shapeOf } from 'tessera-engine/tesseris';
 *
 * const card = cardOf(5, 2);
 * console.log(card, shapeOf(card), colourOf(card)); // => 18 5 2
 * console.log(cardOf(19, 0)); // => NaN
 * ```
 */
export function cardOf(shape: number, colour: number): Card {
  if (!isIndexBelow(shape, SHAPE_COUNT + 1) || shape < 1 || !isIndexBelow(colour, COLOURS_PER_SHAPE)) return Number.NaN;
  return (shape - 1) * COLOURS_PER_SHAPE + colour;
}

/**
 * Every card of a deck, in order.
 *
 * @param shortDeck - `true` for the 48-card two-player deck.
 *
 * @example
 * ```ts
 * import { deckCards } from 'tessera-engine/tesseris';
 *
 * console.log(deckCards(false).length, deckCards(true).length); // => 72 48
 * ```
 */
export function deckCards(shortDeck: boolean): Card[] {
  // Cards are numbered shape by shape, so the short deck (the shapes before the big squares) is the first
  // SHORT_DECK_SIZE cards. A loop, because every rollout that ends a round deals the next one from here.
  const size = shortDeck ? SHORT_DECK_SIZE : FULL_DECK_SIZE;
  const cards: Card[] = [];
  for (let card = 0; card < size; card++) cards.push(card);
  return cards;
}
