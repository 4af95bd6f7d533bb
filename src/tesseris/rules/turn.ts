/**
 * What the acting player can do, computed from facts that a full state and that player's view both provide,
 * so that a client lists exactly the moves the server accepts, as codes (`move-codes.ts`) for the fast path.
 *
 * @module
 */
import type { Objective, TesserisState, TesserisView, TurnStep } from '../types.js';
import { PILE_COUNT, type Card } from '../vocabulary.js';
import { trustedShapeOf } from './cards.js';
import { DRAW_MAIN_CODE, PASS_CODE, discardCode, drawPileCode, resolveCode, stealCode } from './move-codes.js';

/** What the acting player can see and needs, to list their moves. */
export interface TurnFacts {
  /** The acting seat. */
  readonly seat: number;
  /** The step. */
  readonly step: TurnStep;
  /** The acting player's hand. */
  readonly hand: readonly Card[];
  /** The acting player's objectives. */
  readonly objectives: readonly Objective[];
  /** Each secondary pile's size. */
  readonly pileSizes: readonly number[];
  /** The pile discarded onto this turn, or `null`. */
  readonly placedPile: number | null;
  /** The main pile's size. */
  readonly mainPileSize: number;
  /** Each seat's hand size; only the first {@link TurnFacts.players} entries count. */
  readonly handSizes: readonly number[];
  /** The number of seats. */
  readonly players: number;
}

/** The most legal moves a turn can have: 4 cards × (4 piles + 4 objectives). */
export const MAX_LEGAL_MOVES = 32;

/** The sizes that {@link factsOfState} refills in place. */
const statePileSizes = [0, 0, 0, 0];
const stateHandSizes = [0, 0, 0, 0];

/**
 * The facts of a full state, for its acting player. The fast path asks for them on every move, so their
 * sizes are written into shared arrays: they are valid until the next call, and must not be kept. The facts
 * themselves are a new object, young like the state: writing the hand and the objectives into one long-lived
 * object took the garbage collector's write barrier twice a move.
 *
 * @param state - a state in play.
 */
export function factsOfState(state: TesserisState): TurnFacts {
  // Read into locals once: in the loops, the compiled code read each module binding and field again.
  const { piles, hands, players } = state;
  const pileSizes = statePileSizes;
  const handSizes = stateHandSizes;
  for (let pile = 0; pile < pileSizes.length; pile++) pileSizes[pile] = piles[pile]!.length;
  for (let seat = 0; seat < players; seat++) handSizes[seat] = hands[seat]!.length;
  return {
    seat: state.turn,
    step: state.phase as TurnStep,
    hand: hands[state.turn]!,
    objectives: state.objectives[state.turn]!,
    pileSizes: statePileSizes,
    placedPile: state.placedPile,
    mainPileSize: state.mainPile.length,
    handSizes: stateHandSizes,
    players: state.players,
  };
}

/**
 * The facts of a view, which are the acting player's only when the view is theirs.
 *
 * @param view - a player's view.
 */
export function factsOfView(view: TesserisView): TurnFacts {
  return {
    seat: view.turn,
    step: view.phase as TurnStep,
    hand: view.hand,
    objectives: view.objectives[view.turn]!,
    pileSizes: view.piles.map((pile) => pile.size),
    placedPile: view.placedPile,
    mainPileSize: view.mainPileSize,
    handSizes: view.handSizes,
    players: view.players,
  };
}

/**
 * Tells whether a card may resolve an objective: the objective is open, and the card has its shape.
 *
 * @param objective - one of the acting player's objectives.
 * @param card - a card of their hand.
 */
export function canResolveWith(objective: Objective, card: Card): boolean {
  return objective.resolvedWith === null && trustedShapeOf(objective.card) === trustedShapeOf(card);
}

/**
 * Tells whether the acting player may draw from a secondary pile: one not empty, other than the pile just
 * discarded onto.
 *
 * @param pile - the pile, 0 to 3.
 * @param size - its size.
 * @param placedPile - the pile discarded onto this turn, or `null`.
 */
export function isDrawablePile(pile: number, size: number, placedPile: number | null): boolean {
  return pile !== placedPile && size > 0;
}

/**
 * Tells whether the acting player may steal from a seat: another seat, with cards in hand.
 *
 * @param seat - the seat to steal from.
 * @param actor - the acting seat.
 * @param handSize - the seat's hand size.
 */
export function isStealableSeat(seat: number, actor: number, handSize: number): boolean {
  return seat !== actor && handSize > 0;
}

/**
 * Tells whether the acting player can draw anything: the main pile, a secondary pile other than the one
 * just discarded onto, or another player's hand.
 *
 * @param facts - the turn's facts.
 */
export function canDraw(facts: TurnFacts): boolean {
  if (facts.mainPileSize > 0) return true;
  for (let pile = 0; pile < PILE_COUNT; pile++) if (isDrawablePile(pile, facts.pileSizes[pile]!, facts.placedPile)) return true;
  for (let seat = 0; seat < facts.players; seat++) if (isStealableSeat(seat, facts.seat, facts.handSizes[seat]!)) return true;
  return false;
}

/**
 * {@link canDraw} of a full state's acting player. A main pile with cards settles it, so the facts are built
 * only when it is empty: the rules ask this after every discard, and in a game the rules deal the main pile is
 * never empty between steps (`docs/tesseris-rules.md`, "Upkeep (S4)").
 *
 * @param state - a state in play.
 */
export function canDrawInState(state: TesserisState): boolean {
  return state.mainPile.length > 0 || canDraw(factsOfState(state));
}

/**
 * Writes the codes of every legal move into `out` and returns how many there are, in a fixed order: hand
 * cards in hand order, each on piles 0–3 then under matching objectives; or the main pile, piles 0–3, and
 * seats to steal from; or a lone pass when nothing is possible.
 *
 * @param facts - the turn's facts.
 * @param out - a buffer of at least {@link MAX_LEGAL_MOVES} entries.
 */
export function fillLegalMoveCodes(facts: TurnFacts, out: Int32Array): number {
  let count = 0;
  if (facts.step === 'discard') {
    const { hand, objectives } = facts;
    for (const card of hand) {
      for (let pile = 0; pile < PILE_COUNT; pile++) out[count++] = discardCode(card, pile);
      for (let index = 0; index < objectives.length; index++) {
        if (canResolveWith(objectives[index]!, card)) out[count++] = resolveCode(card, index);
      }
    }
  } else {
    if (facts.mainPileSize > 0) out[count++] = DRAW_MAIN_CODE;
    for (let pile = 0; pile < PILE_COUNT; pile++) {
      if (isDrawablePile(pile, facts.pileSizes[pile]!, facts.placedPile)) out[count++] = drawPileCode(pile);
    }
    for (let seat = 0; seat < facts.players; seat++) {
      if (isStealableSeat(seat, facts.seat, facts.handSizes[seat]!)) out[count++] = stealCode(seat);
    }
  }
  if (count === 0) out[count++] = PASS_CODE;
  return count;
}
