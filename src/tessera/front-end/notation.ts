/**
 * A compact text notation for Tessera moves, for logs, command lines and tests.
 *
 * - A draft is `source:kind>destination`: the source is a display's index or `c` for the centre, the kind
 *   one of `B Y R K W` (blue, yellow, red, black, white) or `*` (wild), the destination a line's index or `f`
 *   for the floor. For example `2:R>3` or `c:*>f`.
 * - A placement choice in the tiling is `p` and the column, for example `p4`.
 *
 * The notation leaves out the player: it is always the seat to act.
 *
 * @module
 */
import { notationOf } from '../../core/notation.js';
import { parseMove } from '../rules/validate.js';
import { quotedText } from '../../core/quote.js';
import { err, type Result } from '../../core/result.js';
import type { TesseraErrorCode, TesseraMove, TesseraPosition } from '../types.js';
import { tesseraGame } from '../game.js';
import type { TileKind } from '../vocabulary.js';

/**
 * The letters of the tile kinds in the notation, indexed by kind.
 *
 * @example
 * ```ts
 * import { KIND_LETTERS, WILD } from 'tessera-engine/tessera';
 *
 * console.log(KIND_LETTERS[0], KIND_LETTERS[WILD]); // => B *
 * ```
 */
export const KIND_LETTERS = 'BYRKW*';

const DRAFT = /^(c|\d):([BYRKW*])>([0-4]|f)$/;
const PLACE = /^p([0-4])$/;

/**
 * Writes a move in the notation.
 *
 * @param move - a move; any value that is no move's shape is written `?`, which {@link parseMoveText} refuses.
 *
 * @example
 * ```ts
 * import { draftMove, formatMove, placeMove, WILD } from 'tessera-engine/tessera';
 *
 * console.log(formatMove(draftMove(0, 3, 2, 2))); // => 3:R>2
 * console.log(formatMove(draftMove(1, 'centre', WILD, 'floor'))); // => c:*>f
 * console.log(formatMove(placeMove(0, 4))); // => p4
 * ```
 */
export function formatMove(move: TesseraMove): string {
  return notationOf(move, parseMove, writeMove);
}

/** Writes a move of the right shape in the notation. */
function writeMove(move: TesseraMove): string {
  if (move.type === 'place') return `p${move.column}`;
  const source = move.source === 'centre' ? 'c' : String(move.source);
  const destination = move.destination === 'floor' ? 'f' : String(move.destination);
  return `${source}:${KIND_LETTERS[move.kind]}>${destination}`;
}

/**
 * Reads a move in the notation for the seat to act, and checks it like any other move.
 *
 * @param position - the state or view the move is for.
 * @param text - the move, for example `2:R>3`.
 * @returns the move, or `malformed-move` for text that is not in the notation, or the error that
 *   {@link validateMove} gives for an illegal move. Any value that is not a string is `malformed-move` too.
 *
 * @example
 * ```ts
 * import { parseMoveText, setup, unwrap } from 'tessera-engine/tessera';
 *
 * const state = unwrap(setup({ players: 2, seed: 'doc' }));
 * console.log(unwrap(parseMoveText(state, '0:R>0'))); // => { type: 'draft', player: 0, source: 0, kind: 2, destination: 0 }
 * const wrong = parseMoveText(state, '0:Q>0');
 * console.log(wrong.ok || wrong.error.code); // => malformed-move
 * ```
 */
export function parseMoveText(position: TesseraPosition, text: string): Result<TesseraMove, TesseraErrorCode> {
  if (typeof text !== 'string') return err('malformed-move', 'a move in the notation must be a string');
  const player = position.turn;
  const draft = DRAFT.exec(text);
  const place = PLACE.exec(text);
  let move: TesseraMove;
  if (draft !== null) {
    const [, source, letter, destination] = draft as unknown as [string, string, string, string];
    move = {
      type: 'draft',
      player,
      source: source === 'c' ? 'centre' : Number(source),
      kind: KIND_LETTERS.indexOf(letter) as TileKind,
      destination: destination === 'f' ? 'floor' : Number(destination),
    };
  } else if (place !== null) {
    move = { type: 'place', player, column: Number(place[1]) };
  } else {
    return err('malformed-move', `${quotedText(text)} is not a move: expected "source:kind>destination", or "p" and a column`);
  }
  return tesseraGame.validateMove(position, move);
}
