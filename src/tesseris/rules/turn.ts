/**
 * What the acting player can do, computed from facts that a full state and that player's view both provide,
 * so that a client lists exactly the moves the server accepts. Moves are also encoded as small integers for
 * the fast path:
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
import type { Objective, TesserisMove, TesserisState, TesserisView, TurnStep } from '../types.js';
import { FULL_DECK_SIZE, PILE_COUNT, type Card } from '../vocabulary.js';
import { trustedShapeOf } from './cards.js';

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

const RESOLVE_BASE = FULL_DECK_SIZE * PILE_COUNT;
/** The code of a draw from the main pile. */
export const DRAW_MAIN_CODE = RESOLVE_BASE * 2;
const DRAW_PILE_BASE = DRAW_MAIN_CODE + 1;
const STEAL_BASE = DRAW_PILE_BASE + PILE_COUNT;
/** The code of a pass. */
export const PASS_CODE = STEAL_BASE + 4;

/** The most legal moves a turn can have: 4 cards × (4 piles + 4 objectives). */
export const MAX_LEGAL_MOVES = 32;

/** One more than the largest code. */
export const CODE_SPACE = PASS_CODE + 1;

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
