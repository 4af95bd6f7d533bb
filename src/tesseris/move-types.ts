/**
 * Tesseris's move types: the six moves of a turn (ruling S3) and their union, with the error codes that refuse
 * a move or an input. Plain JSON, re-exported by `types.ts`.
 *
 * @module
 */
import type { Card } from './vocabulary.js';

/**
 * Discard a hand card on top of a secondary pile.
 *
 * @example
 * ```ts
 * import { applyMove, setup, unwrap, type DiscardToPileMove } from 'tessera-engine/tesseris';
 *
 * const state = unwrap(setup({ players: 2, seed: 1 }));
 * // Moves often arrive as JSON; typed, a misspelt key is a compile error.
 * const move: DiscardToPileMove = { type: 'discard-to-pile', player: 0, card: state.hands[0]![0]!, pile: 2 };
 * const next = unwrap(applyMove(state, move)).state;
 * console.log(move.card, next.piles[2], next.hands[0], next.phase); // => 23 [ 40, 23 ] [ 1, 59, 55 ] draw
 * ```
 */
export interface DiscardToPileMove {
  /** The move's kind. */
  readonly type: 'discard-to-pile';
  /** The acting seat. */
  readonly player: number;
  /** A card of the player's hand. */
  readonly card: Card;
  /** The secondary pile, 0 to 3. */
  readonly pile: number;
}

/**
 * Discard a hand card under one of the player's own unresolved objectives of the same shape.
 *
 * @example
 * ```ts
 * import { applyMove, setup, unwrap, type ResolveObjectiveMove } from 'tessera-engine/tesseris';
 *
 * // Seat 0 holds card 23, of the shape of its objective 3 (card 21): shape 6.
 * const state = unwrap(setup({ players: 2, seed: 1 }));
 * const move: ResolveObjectiveMove = { type: 'resolve-objective', player: 0, card: 23, objective: 3 };
 * console.log(unwrap(applyMove(state, move)).state.objectives[0]![3]); // => { card: 21, resolvedWith: 23 }
 * const wrong = applyMove(state, { ...move, objective: 0 });
 * console.log(wrong.ok || wrong.error.code); // => shape-mismatch
 * ```
 */
export interface ResolveObjectiveMove {
  /** The move's kind. */
  readonly type: 'resolve-objective';
  /** The acting seat. */
  readonly player: number;
  /** A card of the player's hand with the objective's shape. */
  readonly card: Card;
  /** The objective's index among the player's four, 0 to 3. */
  readonly objective: number;
}

/**
 * Draw the top card of the main pile.
 *
 * @example
 * ```ts
 * import { applyMove, discardToPile, eventsForPlayer, setup, unwrap, type DrawMainMove } from 'tessera-engine/tesseris';
 *
 * const state = unwrap(applyMove(unwrap(setup({ players: 2, seed: 1 })), discardToPile(0, 23, 0))).state;
 * const move: DrawMainMove = { type: 'draw-main', player: 0 };
 * const { state: next, events } = unwrap(applyMove(state, move));
 * // The main pile's last card is its top; a blind draw is known to the drawer only.
 * console.log(state.mainPile.at(-1), next.hands[0]); // => 46 [ 1, 59, 55, 46 ]
 * const seen = (seat: number) => eventsForPlayer(events, seat).map((event) => (event.type === 'card-drawn' ? event.card : undefined));
 * console.log(seen(0), seen(1)); // => [ 46 ] [ null ]
 * ```
 */
export interface DrawMainMove {
  /** The move's kind. */
  readonly type: 'draw-main';
  /** The acting seat. */
  readonly player: number;
}

/**
 * Draw the top card of a secondary pile, not the one just discarded onto.
 *
 * @example
 * ```ts
 * import { applyMove, discardToPile, setup, unwrap, type DrawPileMove } from 'tessera-engine/tesseris';
 *
 * const state = unwrap(applyMove(unwrap(setup({ players: 2, seed: 1 })), discardToPile(0, 23, 0))).state;
 * const move: DrawPileMove = { type: 'draw-pile', player: 0, pile: 1 };
 * console.log(state.piles[1], unwrap(applyMove(state, move)).state.hands[0]); // => [ 19 ] [ 1, 59, 55, 19 ]
 * const takeBack = applyMove(state, { ...move, pile: 0 });
 * console.log(takeBack.ok || takeBack.error.code); // => pile-just-placed
 * ```
 */
export interface DrawPileMove {
  /** The move's kind. */
  readonly type: 'draw-pile';
  /** The acting seat. */
  readonly player: number;
  /** The secondary pile, 0 to 3. */
  readonly pile: number;
}

/**
 * Take a random card from another player's hand; that player then draws from the main pile.
 *
 * @example
 * ```ts
 * import { applyMove, discardToPile, setup, unwrap, type StealMove } from 'tessera-engine/tesseris';
 *
 * const state = unwrap(applyMove(unwrap(setup({ players: 2, seed: 1 })), discardToPile(0, 23, 0))).state;
 * const move: StealMove = { type: 'steal', player: 0, from: 1 };
 * const { state: next, events } = unwrap(applyMove(state, move));
 * console.log(events.map((event) => event.type)); // => [ 'card-stolen', 'card-drawn' ]
 * console.log(state.hands[1], next.hands[1]); // => [ 15, 30, 22, 3 ] [ 15, 22, 3, 46 ]
 * ```
 */
export interface StealMove {
  /** The move's kind. */
  readonly type: 'steal';
  /** The acting seat. */
  readonly player: number;
  /** The seat robbed. */
  readonly from: number;
}

/**
 * Pass, the only move when nothing else is possible (ruling S4).
 *
 * @example
 * ```ts
 * import { legalMoves, setup, unwrap, validateMove, type PassMove } from 'tessera-engine/tesseris';
 *
 * // With the whole deck in play a seat can always discard or draw, so a pass is refused.
 * const state = unwrap(setup({ players: 2, seed: 1 }));
 * const move: PassMove = { type: 'pass', player: 0 };
 * const refused = validateMove(state, move);
 * console.log(refused.ok || refused.error.code, legalMoves(state).includes(move)); // => cannot-pass false
 * ```
 */
export interface PassMove {
  /** The move's kind. */
  readonly type: 'pass';
  /** The acting seat. */
  readonly player: number;
}

/**
 * A Tesseris move.
 *
 * @example
 * ```ts
 * import { applyMove, discardToPile, legalMoves, setup, unwrap, type TesserisMove } from 'tessera-engine/tesseris';
 *
 * function source(move: TesserisMove): string {
 *   switch (move.type) {
 *     case 'draw-main':
 *       return 'main pile';
 *     case 'draw-pile':
 *       return `pile ${move.pile}`;
 *     case 'steal':
 *       return `seat ${move.from}`;
 *     default:
 *       return move.type;
 *   }
 * }
 * const state = unwrap(applyMove(unwrap(setup({ players: 2, seed: 1 })), discardToPile(0, 23, 0))).state;
 * console.log(legalMoves(state).map(source)); // => [ 'main pile', 'pile 1', 'pile 2', 'pile 3', 'seat 1' ]
 * ```
 */
export type TesserisMove = DiscardToPileMove | ResolveObjectiveMove | DrawMainMove | DrawPileMove | StealMove | PassMove;

/**
 * The stable error codes of the Tesseris module.
 *
 * @example
 * ```ts
 * import { applyMove, discardToPile, drawMain, setup, unwrap, type TesserisErrorCode } from 'tessera-engine/tesseris';
 *
 * function hint(code: TesserisErrorCode): string {
 *   if (code === 'wrong-player') return 'not your turn';
 *   if (code === 'wrong-step') return 'discard first';
 *   return code;
 * }
 * const state = unwrap(setup({ players: 2, seed: 1 }));
 * const results = [drawMain(0), discardToPile(1, 15, 0), discardToPile(0, 15, 0)].map((move) => applyMove(state, move));
 * console.log(results.map((result) => (result.ok ? 'ok' : hint(result.error.code)))); // => [ 'discard first', 'not your turn', 'card-not-in-hand' ]
 * ```
 */
export type TesserisErrorCode =
  | 'invalid-options'
  | 'invalid-state'
  | 'invalid-seat'
  | 'malformed-move'
  | 'game-over'
  | 'wrong-player'
  | 'wrong-step'
  | 'card-not-in-hand'
  | 'shape-mismatch'
  | 'objective-resolved'
  | 'pile-empty'
  | 'pile-just-placed'
  | 'main-pile-empty'
  | 'nothing-to-steal'
  | 'cannot-pass';
