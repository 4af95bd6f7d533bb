/**
 * What the games' notations share: a move is written only once it has been read as a move's shape, so that
 * writing any value never throws.
 *
 * @module
 */
import type { Result } from './result.js';

/** What `formatMove` writes for a value that is no move: a text that `parseMoveText` refuses in both games. */
const NO_MOVE_TEXT = '?';

/**
 * A move in a game's notation, or {@link NO_MOVE_TEXT} for a value that is no move's shape.
 *
 * @param move - any value.
 * @param parseMove - the game's shape reader, which never throws.
 * @param write - writes a move of the right shape.
 */
export function notationOf<Move>(move: unknown, parseMove: (json: unknown) => Result<Move>, write: (move: Move) => string): string {
  const read = parseMove(move);
  return read.ok ? write(read.value) : NO_MOVE_TEXT;
}
