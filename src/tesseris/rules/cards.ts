/**
 * Card arithmetic for cards that the engine's own data hold.
 *
 * @module
 */
import type { Card } from '../vocabulary.js';

/**
 * `shapeOf` of a card that the engine's own data hold, so already 0 to 71: the rules and the bots call it
 * in their hot loops, without the check that guards a caller's number.
 *
 * @param card - a card, unchecked.
 */
export function trustedShapeOf(card: Card): number {
  return (card >> 2) + 1;
}
