/**
 * Tesseris' rollout policy: the greedy heuristic read from a simulator, its blind draws at their base value,
 * and the same values for the root's priors.
 *
 * @module
 */
import { nextUint32InPlace, type MutableRngState } from '../../core/rng.js';
import { DRAW_MAIN_CODE, PASS_CODE, cardOfCode, discardCode, drawPileCode, moveTypeOf, resolveCode, stealCode, targetOfCode } from '../rules/move-codes.js';
import { canResolveWith, isDrawablePile, isStealableSeat } from '../rules/turn.js';
import type { MutableTesserisState } from '../rules/writer.js';
import type { Objective } from '../types.js';
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
 * The first code of the greatest value in a discard step, read off the hand without listing the step's codes.
 * The step would list, card by card in hand order, the card's discards on piles 0 to 3 and then its resolutions
 * (`fillLegalMoveCodes`). A resolution is worth more than any discard, so the first one listed wins: that of the
 * first card of an open objective's shape, under the first such objective. Else a discard's value is its card's
 * part plus its pile's (`moveValue`), and the first of the greatest is the first card of the greatest part on the
 * first pile of the greatest part.
 *
 * @param simulator - a simulator in a discard step.
 * @param hand - the hand of the seat to act, not empty.
 * @param own - the open shapes of the seat to act, by `openShapeMask`.
 * @param others - the other seats' open shapes, by `othersOpenMask`.
 */
function bestDiscardCode(simulator: MutableTesserisState, hand: readonly Card[], own: number, others: number): number {
  let bestCard = hand[0]!;
  let bestCardValue = -Infinity;
  for (const card of hand) {
    if (hasShapeOf(own, card)) return resolveCode(card, firstOpenObjectiveOf(simulator.objectives[simulator.turn]!, card));
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
 * The index of the first open objective of a card's shape.
 *
 * @param objectives - the seat's objectives, one of them open and of the card's shape.
 * @param card - the card.
 */
function firstOpenObjectiveOf(objectives: readonly Objective[], card: Card): number {
  let index = 0;
  while (!canResolveWith(objectives[index]!, card)) index++;
  return index;
}

/**
 * A steal from the first seat that the seat to act remembers holding a card of its open shapes (its memory's
 * `held`: a card taken from it, or drawn face up, ruling S9), or −1: none, or a simulator that forgot its
 * memories (`forgetForGood`).
 *
 * @param simulator - a simulator in a draw step.
 * @param own - the open shapes of the seat to act, by `openShapeMask`.
 */
function knownStealCode(simulator: MutableTesserisState, own: number): number {
  const { hands, turn } = simulator;
  const memory = simulator.memory[turn];
  if (memory === undefined) return -1;
  for (let seat = 0; seat < simulator.players; seat++) {
    if (!isStealableSeat(seat, turn, hands[seat]!.length)) continue;
    for (const card of memory.held[seat]!) if (hasShapeOf(own, card)) return stealCode(seat);
  }
  return -1;
}

/**
 * The first code of the greatest value in a draw step, read off the simulator without listing the step's codes.
 * The step would list the main pile's draw, the piles' draws and the steals, in that order, or a lone pass
 * (`fillLegalMoveCodes`). A pile's top of an open objective's shape is worth the most (`moveValue`), so the first
 * such draw wins; else, for a seat that steals back, a steal of a card it knows of ({@link knownStealCode});
 * else the main pile's, listed first; else a steal, worth more than a pile's top of no use; else the first
 * pile's draw; else the pass.
 *
 * @param simulator - a simulator in a draw step.
 * @param own - the open shapes of the seat to act, by `openShapeMask`.
 * @param stealsBack - whether the seat to act steals a card it knows of before it draws blind.
 */
function bestDrawCode(simulator: MutableTesserisState, own: number, stealsBack: boolean): number {
  const { piles, placedPile, hands, turn } = simulator;
  for (let pile = 0; pile < PILE_COUNT; pile++) {
    const cards = piles[pile]!;
    if (isDrawablePile(pile, cards.length, placedPile) && hasShapeOf(own, topOf(cards)!)) return drawPileCode(pile);
  }
  if (stealsBack) {
    const known = knownStealCode(simulator, own);
    if (known >= 0) return known;
  }
  if (simulator.mainPile.length > 0) return DRAW_MAIN_CODE;
  for (let seat = 0; seat < simulator.players; seat++) if (isStealableSeat(seat, turn, hands[seat]!.length)) return stealCode(seat);
  for (let pile = 0; pile < PILE_COUNT; pile++) if (isDrawablePile(pile, piles[pile]!.length, placedPile)) return drawPileCode(pile);
  return PASS_CODE;
}

/**
 * The rollout policy: the first legal code of the greatest greedy value in the simulator, its blind draws at
 * their base value (equal moves keep the generator's order, as the greedy bot's do, so the policy is
 * deterministic: the paired search relies on it), or −1 once the game is over. Random play almost never ends a
 * round; rollouts that play like the greedy bot tell a good move from a bad one much sooner. Weighing the blind
 * draws by the chance the seat to act reads off its memory, as the greedy bot does, won no more two-player games
 * (`docs/bot-strength.md`). The move is read off the simulator: the policy lists no codes.
 *
 * @param simulator - the simulator.
 * @param rng - the search's generator.
 */
export function rolloutCode(simulator: MutableTesserisState, rng: MutableRngState): number {
  return greedyRolloutCode(simulator, rng, false);
}

/**
 * The two-player search's rollout policy: {@link rolloutCode}, except that the seats other than the searcher
 * steal a card they remember the searcher took from them (or drew face up) whenever it is of their open
 * shapes, before they draw blind. It models the greedy bot, which weighs a steal by the cards it knows the
 * robbed hand holds, so that a steal at the root is seen to invite one back. The worlds keep their memories
 * for it (the tree search's forget them: `forgetForGood`), the opponent's knowing from the start what the
 * view's `knowledge.exposed` says it knows of the searcher's hand. Against greedy at 1,000 iterations it won 2.4 ± 1.9
 * points more of the 3,840 two-player games 3000–6839 than {@link rolloutCode} (`docs/bot-strength.md`).
 *
 * @param simulator - the simulator.
 * @param rng - the search's generator.
 * @param _codes - unused: the policy lists no codes.
 * @param searcher - the seat whose search plays the rollout.
 */
export function duelRolloutCode(simulator: MutableTesserisState, rng: MutableRngState, _codes: Int32Array, searcher: number): number {
  return greedyRolloutCode(simulator, rng, simulator.turn !== searcher);
}

/** Both rollout policies: {@link rolloutCode}, the seat to act stealing back first if `stealsBack`. */
function greedyRolloutCode(simulator: MutableTesserisState, rng: MutableRngState, stealsBack: boolean): number {
  if (simulator.phase === 'over') return -1;
  // A number drawn and not used, as when the policy drew one of the legal codes: the draw stays, as every seeded
  // search's worlds follow it.
  nextUint32InPlace(rng);
  const own = openShapeMask(simulator.objectives[simulator.turn]!);
  if (simulator.phase === 'draw') return bestDrawCode(simulator, own, stealsBack);
  const hand = simulator.hands[simulator.turn]!;
  return hand.length === 0 ? PASS_CODE : bestDiscardCode(simulator, hand, own, othersOpenMask(simulator.objectives, simulator.turn));
}
