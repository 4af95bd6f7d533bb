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
import { createMoveInterner } from '../core/interning.js';
import type { Objective, TesserisMove, TesserisState, TesserisView, TurnStep } from './types.js';
import { FULL_DECK_SIZE, PILE_COUNT, shapeOf, type Card } from './vocabulary.js';

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
  /** Each seat's hand size. */
  readonly handSizes: readonly number[];
}

const RESOLVE_BASE = FULL_DECK_SIZE * PILE_COUNT;
const DRAW_MAIN = RESOLVE_BASE * 2;
const DRAW_PILE_BASE = DRAW_MAIN + 1;
const STEAL_BASE = DRAW_PILE_BASE + PILE_COUNT;
const PASS = STEAL_BASE + 4;

/** The most legal moves a turn can have: 4 cards × (4 piles + 4 objectives). */
export const MAX_LEGAL_MOVES = 32;

/**
 * The facts of a full state, for its acting player.
 *
 * @param state - a state in play.
 */
export function factsOfState(state: TesserisState): TurnFacts {
  return {
    seat: state.turn,
    step: state.step,
    hand: state.hands[state.turn]!,
    objectives: state.objectives[state.turn]!,
    pileSizes: state.piles.map((pile) => pile.length),
    placedPile: state.placedPile,
    mainPileSize: state.mainPile.length,
    handSizes: state.hands.map((hand) => hand.length),
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
    step: view.step,
    hand: view.hand,
    objectives: view.objectives[view.turn]!,
    pileSizes: view.piles.map((pile) => pile.size),
    placedPile: view.placedPile,
    mainPileSize: view.mainPileSize,
    handSizes: view.handSizes,
  };
}

/**
 * Tells whether the acting player can draw anything: the main pile, a secondary pile other than the one
 * just discarded onto, or another player's hand.
 *
 * @param facts - the turn's facts.
 */
export function canDraw(facts: TurnFacts): boolean {
  if (facts.mainPileSize > 0) return true;
  for (let pile = 0; pile < PILE_COUNT; pile++) if (pile !== facts.placedPile && facts.pileSizes[pile]! > 0) return true;
  return facts.handSizes.some((size, seat) => seat !== facts.seat && size > 0);
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
    for (const card of facts.hand) {
      for (let pile = 0; pile < PILE_COUNT; pile++) out[count++] = card * PILE_COUNT + pile;
      facts.objectives.forEach((objective, index) => {
        if (objective.resolvedWith === null && shapeOf(objective.card) === shapeOf(card)) {
          out[count++] = RESOLVE_BASE + card * PILE_COUNT + index;
        }
      });
    }
  } else {
    if (facts.mainPileSize > 0) out[count++] = DRAW_MAIN;
    for (let pile = 0; pile < PILE_COUNT; pile++) {
      if (pile !== facts.placedPile && facts.pileSizes[pile]! > 0) out[count++] = DRAW_PILE_BASE + pile;
    }
    facts.handSizes.forEach((size, seat) => {
      if (seat !== facts.seat && size > 0) out[count++] = STEAL_BASE + seat;
    });
  }
  if (count === 0) out[count++] = PASS;
  return count;
}

/**
 * Turns a code into the move it stands for.
 *
 * @param player - the acting seat.
 * @param code - a move's code.
 */
export function decodeMove(player: number, code: number): TesserisMove {
  if (code < RESOLVE_BASE) return { type: 'discard-to-pile', player, card: code >> 2, pile: code & 3 };
  if (code < DRAW_MAIN) return { type: 'resolve-objective', player, card: (code - RESOLVE_BASE) >> 2, objective: code & 3 };
  if (code === DRAW_MAIN) return { type: 'draw-main', player };
  if (code < STEAL_BASE) return { type: 'draw-pile', player, pile: code - DRAW_PILE_BASE };
  if (code < PASS) return { type: 'steal', player, from: code - STEAL_BASE };
  return { type: 'pass', player };
}

/**
 * Encodes a move.
 *
 * @param move - a well-formed move.
 */
export function encodeMove(move: TesserisMove): number {
  switch (move.type) {
    case 'discard-to-pile':
      return move.card * PILE_COUNT + move.pile;
    case 'resolve-objective':
      return RESOLVE_BASE + move.card * PILE_COUNT + move.objective;
    case 'draw-main':
      return DRAW_MAIN;
    case 'draw-pile':
      return DRAW_PILE_BASE + move.pile;
    case 'steal':
      return STEAL_BASE + move.from;
    case 'pass':
      return PASS;
  }
}

/** The largest interning key: 4 players, seat 3, codes below 1024. */
const INTERN_KEYS = (4 * 4 + 4) * 1024;

const interner = createMoveInterner<TesserisMove>(INTERN_KEYS);

/**
 * Tells whether a value is a move object that the engine itself produced, whose shape needs no checking.
 *
 * @param value - any value.
 */
export function isInternedMove(value: unknown): value is TesserisMove {
  return interner.isInterned(value);
}

const scratch = new Int32Array(MAX_LEGAL_MOVES);

/**
 * Lists the legal moves of a turn's facts, as frozen objects shared between calls.
 *
 * @param facts - the turn's facts.
 */
export function movesOf(facts: TurnFacts): TesserisMove[] {
  const count = fillLegalMoveCodes(facts, scratch);
  const players = facts.handSizes.length;
  const moves = new Array<TesserisMove>(count);
  for (let i = 0; i < count; i++) {
    const code = scratch[i]!;
    const key = (players * 4 + facts.seat) * 1024 + code;
    moves[i] = interner.get(key) ?? interner.add(key, decodeMove(facts.seat, code));
  }
  return moves;
}
