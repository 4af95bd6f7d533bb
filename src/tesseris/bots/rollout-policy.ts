/**
 * Tesseris' rollout policy: the greedy heuristic read from a simulator, its blind draws at their base value,
 * and the same values for the root's priors.
 *
 * @module
 */
import { randomIntInPlace, type MutableRngState } from '../../core/rng.js';
import { cardOfCode, discardCode, moveTypeOf, targetOfCode } from '../rules/turn.js';
import type { MutableTesserisState } from '../rules/writer.js';
import { PILE_COUNT, type Card } from '../vocabulary.js';
import { coverValue, discardValue, hasShapeOf, moveValue, openShapeMask, othersOpenMask } from './heuristic.js';

/** The top card of a pile, or `null`. */
function topOf(pile: readonly Card[]): Card | null {
  return pile.length === 0 ? null : pile[pile.length - 1]!;
}

/**
 * The greedy value of a move's code in a simulator, by `moveValue`, its blind draws at their base value.
 *
 * @param simulator - the simulator whose seat to act has the move.
 * @param code - the move's code.
 * @param own - the open shapes of the seat to act, by `openShapeMask`.
 * @param others - the other seats' open shapes, by `othersOpenMask`.
 */
export function codeValue(simulator: MutableTesserisState, code: number, own: number, others: number): number {
  const type = moveTypeOf(code);
  const card = type === 'discard-to-pile' || type === 'resolve-objective' ? cardOfCode(code) : 0;
  const top = type === 'discard-to-pile' || type === 'draw-pile' ? topOf(simulator.piles[targetOfCode(code)]!) : null;
  return moveValue(type, card, top, own, others);
}

/**
 * The first code of the greatest value in a discard step, found without valuing each code. The step lists,
 * card by card in hand order, the card's discards on piles 0 to 3 and then its resolutions (`fillLegalMoveCodes`).
 * A resolution is worth more than any discard, so the first one listed wins: the first card of an open objective's
 * shape has one, and the cards before it none, so it is listed right after that card's four discards and theirs.
 * Else a discard's value is its card's part plus its pile's (`moveValue`), and the first of the greatest is the
 * first card of the greatest part on the first pile of the greatest part.
 *
 * @param simulator - a simulator in a discard step, with cards in hand.
 * @param codes - its legal codes, as `fillLegalMoveCodes` lists them.
 * @param own - the open shapes of the seat to act, by `openShapeMask`.
 * @param others - the other seats' open shapes, by `othersOpenMask`.
 */
function bestDiscardStepCode(simulator: MutableTesserisState, codes: Int32Array, own: number, others: number): number {
  const hand = simulator.hands[simulator.turn]!;
  let bestCard = hand[0]!;
  let bestCardValue = -Infinity;
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i]!;
    if (hasShapeOf(own, card)) return codes[PILE_COUNT * (i + 1)]!;
    const value = discardValue(card, own, others);
    if (value > bestCardValue) {
      bestCard = card;
      bestCardValue = value;
    }
  }
  let bestPile = 0;
  let bestCover = coverValue(topOf(simulator.piles[0]!), others);
  for (let pile = 1; pile < PILE_COUNT; pile++) {
    const cover = coverValue(topOf(simulator.piles[pile]!), others);
    if (cover > bestCover) {
      bestPile = pile;
      bestCover = cover;
    }
  }
  return discardCode(bestCard, bestPile);
}

/**
 * The first code of the greatest value in a draw step, found without valuing each code. The step lists the main
 * pile's draw, the piles' draws and the steals, in that order, or a lone pass (`fillLegalMoveCodes`). A pile's top
 * of an open objective's shape is worth the most (`moveValue`), so the first such draw wins; else the main pile's,
 * listed first; else a steal, worth more than a pile's top of no use.
 *
 * @param simulator - a simulator in a draw step.
 * @param codes - its legal codes, as `fillLegalMoveCodes` lists them.
 * @param count - how many of `codes` are legal.
 * @param own - the open shapes of the seat to act, by `openShapeMask`.
 */
function bestDrawStepCode(simulator: MutableTesserisState, codes: Int32Array, count: number, own: number): number {
  let best = codes[0]!;
  for (let i = 0; i < count; i++) {
    const code = codes[i]!;
    const type = moveTypeOf(code);
    if (type === 'draw-pile' && hasShapeOf(own, topOf(simulator.piles[targetOfCode(code)]!)!)) return code;
    if (type === 'steal' && moveTypeOf(best) === 'draw-pile') best = code;
  }
  return best;
}

/**
 * The rollout policy: the first legal code of the greatest greedy value in the simulator, its blind draws at
 * their base value (equal moves keep the generator's order, as the greedy bot's do, so the policy is
 * deterministic: the paired search relies on it). Random play almost never ends a round; rollouts that play like
 * the greedy bot tell a good move from a bad one much sooner. Weighing the blind draws by the chance the seat to
 * act reads off its memory, as the greedy bot does, won no more two-player games (`docs/bot-strength.md`).
 *
 * @param simulator - the simulator.
 * @param codes - its legal codes, as `fillLegalMoveCodes` lists them.
 * @param count - how many of `codes` are legal.
 * @param rng - the search's generator.
 */
export function rolloutCode(simulator: MutableTesserisState, codes: Int32Array, count: number, rng: MutableRngState): number {
  // A number drawn and not used: the draw stays, as every seeded search's worlds follow it.
  randomIntInPlace(rng, count);
  const own = openShapeMask(simulator.objectives[simulator.turn]!);
  if (moveTypeOf(codes[0]!) !== 'discard-to-pile') return bestDrawStepCode(simulator, codes, count, own);
  return bestDiscardStepCode(simulator, codes, own, othersOpenMask(simulator.objectives, simulator.turn));
}
