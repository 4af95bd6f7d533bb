/**
 * A compact text notation for Tesseris moves, for logs, command lines and tests. Cards are their numbers
 * (0 to 71); the player is always the seat to act.
 *
 * | move | notation | example |
 * | --- | --- | --- |
 * | discard a card on a pile | `d<card>>p<pile>` | `d17>p2` |
 * | resolve an objective with a card | `d<card>>o<objective>` | `d17>o0` |
 * | draw from the main pile | `m` | `m` |
 * | draw from a pile | `p<pile>` | `p3` |
 * | steal from a seat | `s<seat>` | `s1` |
 * | pass | `pass` | `pass` |
 *
 * @module
 */
import { notationOf } from '../../core/notation.js';
import { parseMove } from '../rules/validate.js';
import { quotedText } from '../../core/quote.js';
import { err, type Result } from '../../core/result.js';
import type { TesserisErrorCode, TesserisMove, TesserisState } from '../types.js';
import { tesserisGame } from '../game.js';

const DISCARD = /^d(0|[1-9]\d?)>([po])([0-3])$/;
const DRAW_PILE = /^p([0-3])$/;
const STEAL = /^s([0-3])$/;

/**
 * Writes a move in the notation.
 *
 * @param move - a move; any value that is no move's shape is written `?`, which {@link parseMoveText} refuses.
 *
 * @example
 * ```ts
 * import { drawMain, formatMove, legalMoves, setup, unwrap } from 'tessera-engine/tesseris';
 *
 * console.log(legalMoves(unwrap(setup({ players: 3, seed: 'doc' }))).slice(0, 2).map(formatMove)); // => [ 'd4>p0', 'd4>p1' ]
 * console.log(formatMove(drawMain(1))); // => m
 * ```
 */
export function formatMove(move: TesserisMove): string {
  return notationOf(move, parseMove, writeMove);
}

/** Writes a move of the right shape in the notation. */
function writeMove(move: TesserisMove): string {
  switch (move.type) {
    case 'discard-to-pile':
      return `d${move.card}>p${move.pile}`;
    case 'resolve-objective':
      return `d${move.card}>o${move.objective}`;
    case 'draw-main':
      return 'm';
    case 'draw-pile':
      return `p${move.pile}`;
    case 'steal':
      return `s${move.from}`;
    case 'pass':
      return 'pass';
  }
}

function readMoveText(player: number, text: string): TesserisMove | null {
  const discard = DISCARD.exec(text);
  if (discard !== null) {
    const card = Number(discard[1]);
    const index = Number(discard[3]);
    return discard[2] === 'p' ? { type: 'discard-to-pile', player, card, pile: index } : { type: 'resolve-objective', player, card, objective: index };
  }
  if (text === 'm') return { type: 'draw-main', player };
  if (text === 'pass') return { type: 'pass', player };
  const pile = DRAW_PILE.exec(text);
  if (pile !== null) return { type: 'draw-pile', player, pile: Number(pile[1]) };
  const steal = STEAL.exec(text);
  if (steal !== null) return { type: 'steal', player, from: Number(steal[1]) };
  return null;
}

/**
 * Reads a move in the notation for the seat to act, and checks it like any other move.
 *
 * @param state - the state the move is for.
 * @param text - the move, for example `d17>p2`.
 * @returns the move, or `malformed-move` for text that is not in the notation as {@link formatMove} writes it
 *   (a card above 71, or written with a leading zero such as `d07>p0`, is not), or
 *   the error that `validateMove` gives for an illegal move. Any value that is not a string is
 *   `malformed-move` too.
 *
 * @example
 * ```ts
 * import { parseMoveText, setup, unwrap } from 'tessera-engine/tesseris';
 *
 * const state = unwrap(setup({ players: 3, seed: 'doc' }));
 * console.log(unwrap(parseMoveText(state, 'd4>p0'))); // => { type: 'discard-to-pile', player: 0, card: 4, pile: 0 }
 * const notHeld = parseMoveText(state, 'd5>p0');
 * console.log(notHeld.ok || notHeld.error.code); // => card-not-in-hand
 * ```
 */
export function parseMoveText(state: TesserisState, text: string): Result<TesserisMove, TesserisErrorCode> {
  if (typeof text !== 'string') return err('malformed-move', 'a move in the notation must be a string');
  const move = readMoveText(state.turn, text);
  if (move === null) return err('malformed-move', `${quotedText(text)} is not a move in the notation`);
  return tesserisGame.validateMove(state, move);
}
