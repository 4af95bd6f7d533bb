/**
 * Typed move builders: `applyMove` takes any value, because moves often come from JSON, so a move literal with
 * a misspelt key compiles and is refused only at run time. Building moves with these functions makes the same
 * mistake a compile error.
 *
 * @module
 */
import type { DiscardToPileMove, DrawMainMove, DrawPileMove, PassMove, ResolveObjectiveMove, StealMove } from '../types.js';
import type { Card } from '../vocabulary.js';

/**
 * Discard a hand card on top of a secondary pile.
 *
 * @param player - the seat to act.
 * @param card - a card of its hand.
 * @param pile - the pile, 0 to 3.
 *
 * @example
 * ```ts
 * import { discardToPile, formatMove } from 'tessera-engine/tesseris';
 *
 * console.log(formatMove(discardToPile(0, 17, 2))); // => d17>p2
 * ```
 */
export function discardToPile(player: number, card: Card, pile: number): DiscardToPileMove {
  return { type: 'discard-to-pile', player, card, pile };
}

/**
 * Resolve one of one's own objectives with a hand card of its shape.
 *
 * @param player - the seat to act.
 * @param card - a card of its hand.
 * @param objective - the objective, 0 to 3.
 *
 * @example
 * ```ts
 * import { formatMove, resolveObjective } from 'tessera-engine/tesseris';
 *
 * console.log(formatMove(resolveObjective(1, 17, 3))); // => d17>o3
 * ```
 */
export function resolveObjective(player: number, card: Card, objective: number): ResolveObjectiveMove {
  return { type: 'resolve-objective', player, card, objective };
}

/**
 * Draw the main pile's top card.
 *
 * @param player - the seat to act.
 *
 * @example
 * ```ts
 * import { drawMain, formatMove } from 'tessera-engine/tesseris';
 *
 * console.log(formatMove(drawMain(0))); // => m
 * ```
 */
export function drawMain(player: number): DrawMainMove {
  return { type: 'draw-main', player };
}

/**
 * Draw a secondary pile's top card.
 *
 * @param player - the seat to act.
 * @param pile - the pile, 0 to 3.
 *
 * @example
 * ```ts
 * import { drawPile, formatMove } from 'tessera-engine/tesseris';
 *
 * console.log(formatMove(drawPile(0, 3))); // => p3
 * ```
 */
export function drawPile(player: number, pile: number): DrawPileMove {
  return { type: 'draw-pile', player, pile };
}

/**
 * Steal a random card from another player's hand.
 *
 * @param player - the seat to act.
 * @param from - the robbed seat.
 *
 * @example
 * ```ts
 * import { formatMove, steal } from 'tessera-engine/tesseris';
 *
 * console.log(formatMove(steal(0, 2))); // => s2
 * ```
 */
export function steal(player: number, from: number): StealMove {
  return { type: 'steal', player, from };
}

/**
 * Pass, when nothing else is possible.
 *
 * @param player - the seat to act.
 *
 * @example
 * ```ts
 * import { formatMove, pass } from 'tessera-engine/tesseris';
 *
 * console.log(pass(1), formatMove(pass(1))); // => { type: 'pass', player: 1 } pass
 * ```
 */
export function pass(player: number): PassMove {
  return { type: 'pass', player };
}
