/**
 * Moves as small integers, for the fast path:
 *
 * | move | code |
 * | --- | --- |
 * | discard card `c` on pile `p` | `c × 4 + p` |
 * | resolve objective `o` with card `c` | `288 + c × 4 + o` |
 * | draw from the main pile | `576` |
 * | draw from pile `p` | `577 + p` |
 * | steal from seat `s` | `581 + s` |
 * | pass | `585` |
 *
 * @module
 */
import type { TesserisMove } from '../types.js';
import { FULL_DECK_SIZE, PILE_COUNT, type Card } from '../vocabulary.js';

const RESOLVE_BASE = FULL_DECK_SIZE * PILE_COUNT;
/** The code of a draw from the main pile. */
export const DRAW_MAIN_CODE = RESOLVE_BASE * 2;
const DRAW_PILE_BASE = DRAW_MAIN_CODE + 1;
const STEAL_BASE = DRAW_PILE_BASE + PILE_COUNT;
/** The code of a pass. */
export const PASS_CODE = STEAL_BASE + 4;

/** One more than the largest code. */
export const CODE_SPACE = PASS_CODE + 1;

/**
 * The kind of move a code stands for.
 *
 * @param code - a move's code.
 */
export function moveTypeOf(code: number): TesserisMove['type'] {
  if (code < RESOLVE_BASE) return 'discard-to-pile';
  if (code < DRAW_MAIN_CODE) return 'resolve-objective';
  if (code === DRAW_MAIN_CODE) return 'draw-main';
  if (code < STEAL_BASE) return 'draw-pile';
  return code < PASS_CODE ? 'steal' : 'pass';
}

/**
 * The card of a discard's or a resolution's code.
 *
 * @param code - the code of a `discard-to-pile` or `resolve-objective` move.
 */
export function cardOfCode(code: number): Card {
  return (code < RESOLVE_BASE ? code : code - RESOLVE_BASE) >> 2;
}

/**
 * The number a code carries besides its card: the pile of a discard or a draw, the objective of a
 * resolution, or the seat robbed by a steal.
 *
 * @param code - the code of a move other than `draw-main` and `pass`.
 */
export function targetOfCode(code: number): number {
  if (code < DRAW_MAIN_CODE) return code & 3;
  return code < STEAL_BASE ? code - DRAW_PILE_BASE : code - STEAL_BASE;
}

/**
 * The code of a discard.
 *
 * @param card - the discarded card.
 * @param pile - the pile discarded onto, 0 to 3.
 */
export function discardCode(card: Card, pile: number): number {
  return card * PILE_COUNT + pile;
}

/**
 * The code of a resolution.
 *
 * @param card - the card laid under the objective.
 * @param objective - the objective's index among the seat's objectives, 0 to 3.
 */
export function resolveCode(card: Card, objective: number): number {
  return RESOLVE_BASE + card * PILE_COUNT + objective;
}

/**
 * The code of a draw from a secondary pile.
 *
 * @param pile - the pile, 0 to 3.
 */
export function drawPileCode(pile: number): number {
  return DRAW_PILE_BASE + pile;
}

/**
 * The code of a steal.
 *
 * @param seat - the seat stolen from.
 */
export function stealCode(seat: number): number {
  return STEAL_BASE + seat;
}

/**
 * Turns a code into the move it stands for.
 *
 * @param player - the acting seat.
 * @param code - a move's code.
 */
export function decodeMove(player: number, code: number): TesserisMove {
  const type = moveTypeOf(code);
  switch (type) {
    case 'discard-to-pile':
      return { type, player, card: cardOfCode(code), pile: targetOfCode(code) };
    case 'resolve-objective':
      return { type, player, card: cardOfCode(code), objective: targetOfCode(code) };
    case 'draw-pile':
      return { type, player, pile: targetOfCode(code) };
    case 'steal':
      return { type, player, from: targetOfCode(code) };
    case 'draw-main':
    case 'pass':
      return { type, player };
  }
}

/**
 * Encodes a move.
 *
 * @param move - a well-formed move.
 */
export function encodeMove(move: TesserisMove): number {
  switch (move.type) {
    case 'discard-to-pile':
      return discardCode(move.card, move.pile);
    case 'resolve-objective':
      return resolveCode(move.card, move.objective);
    case 'draw-main':
      return DRAW_MAIN_CODE;
    case 'draw-pile':
      return drawPileCode(move.pile);
    case 'steal':
      return stealCode(move.from);
    case 'pass':
      return PASS_CODE;
  }
}
