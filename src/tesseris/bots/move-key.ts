/**
 * Which moves of a Tesseris position are worth the same, for the paired search (`core/bots/paired.ts`), which
 * then plays one of them instead of each.
 *
 * Colours never matter (ruling S1), and a shape that is no open objective of anyone's stays so until the round
 * ends (objectives are dealt once a round, and each is resolved once): such a card can only ever be discarded
 * again, by anyone who draws it. So two cards of the same shape are alike, and so are two cards of shapes that
 * no one needs this round. A discard is then told apart by its card and by the top card it covers, not by its
 * pile; a pile draw by the top card it takes and the card it uncovers. What lies deeper in the piles is not
 * compared: it shows only after more pile draws, of cards no one needs.
 *
 * @module
 */
import { cardOfCode, moveTypeOf, targetOfCode } from '../rules/turn.js';
import type { MutableTesserisState } from '../rules/writer.js';
import { shapeOf, type Card } from '../vocabulary.js';
import { openShapeMasks } from './heuristic.js';

/** The key of a card that no seat needs this round; shapes are 1 to 18. */
const NEEDED_BY_NO_ONE = 19;

/** The key of no card: an empty pile, or a pile's top with nothing under it. */
const NO_CARD = 20;

/** How many keys a card has: the 18 shapes, {@link NEEDED_BY_NO_ONE} and {@link NO_CARD}. */
const CARD_KEYS = 21;

/** The keys of each type of move start at a multiple of this, above any pair of card keys. */
const TYPE_SPAN = CARD_KEYS * CARD_KEYS;

/** A card's key: its shape if a seat needs it (`needed` has the shape's bit), else {@link NEEDED_BY_NO_ONE}. */
function cardKey(card: Card | undefined, needed: number): number {
  if (card === undefined) return NO_CARD;
  const shape = shapeOf(card);
  return (needed & (1 << shape)) !== 0 ? shape : NEEDED_BY_NO_ONE;
}

/** The key of the card `depth` places below a pile's top (0: the top). */
function pileCardKey(pile: readonly Card[], depth: number, needed: number): number {
  return cardKey(pile[pile.length - 1 - depth], needed);
}

/**
 * A key for a legal move's code in a simulator: equal keys for moves worth the same (see the module's
 * comment), distinct keys otherwise.
 *
 * @param simulator - the position; the seat to act may play `code`.
 * @param code - a legal move's code.
 */
export function moveKey(simulator: MutableTesserisState, code: number): number {
  const needed = openShapeMasks(simulator.objectives).reduce((all, mask) => all | mask, 0);
  switch (moveTypeOf(code)) {
    case 'resolve-objective':
      return shapeOf(cardOfCode(code));
    case 'discard-to-pile':
      return TYPE_SPAN + CARD_KEYS * cardKey(cardOfCode(code), needed) + pileCardKey(simulator.piles[targetOfCode(code)]!, 0, needed);
    case 'draw-pile': {
      const pile = simulator.piles[targetOfCode(code)]!;
      return 2 * TYPE_SPAN + CARD_KEYS * pileCardKey(pile, 0, needed) + pileCardKey(pile, 1, needed);
    }
    default:
      return 3 * TYPE_SPAN + code;
  }
}
