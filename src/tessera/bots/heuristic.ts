/**
 * The greedy bot's view of a Tessera board, also the searching bot's evaluation at the end of a rollout: the
 * score the board would have if the round were tiled now, plus a little for the progress of unfinished lines.
 *
 * @module
 */
import { trustedAllowedColumns, trustedLineCapacity, isLineFull, placedKind } from '../rules/board.js';
import { floorPenalty, trustedPlacementPoints } from '../rules/scoring.js';
import type { Board, WallKind } from '../types.js';
import { WALL_SIZE } from '../vocabulary.js';

/**
 * What a half-filled line is worth, per tile, on top of nothing: a nudge toward completing lines.
 *
 * @example
 * ```ts
 * import { PROGRESS_PER_TILE } from 'tessera-engine/tessera';
 *
 * console.log(PROGRESS_PER_TILE); // => 0.25
 * ```
 */
export const PROGRESS_PER_TILE = 0.25;

/**
 * A board's value: its score, plus each full line's placement points at its best slot (immediate wall
 * points, read one line at a time), minus the floor's penalty, plus {@link PROGRESS_PER_TILE} per tile on an
 * unfinished line, weighted by how full the line is.
 *
 * @param board - any board.
 * @param wallKind - the wall's kind.
 *
 * @example
 * ```ts
 * import { boardValue, setup, unwrap } from 'tessera-engine/tessera';
 *
 * const state = unwrap(setup({ players: 2, seed: 1 }));
 * console.log(boardValue(state.boards[0]!, state.rules.wall)); // => 0
 * ```
 */
export function boardValue(board: Board, wallKind: WallKind): number {
  let value = board.score - floorPenalty(board.floor.length);
  for (let row = 0; row < WALL_SIZE; row++) {
    const line = board.lines[row]!;
    const tiles = line.count + line.wilds;
    if (tiles === 0) continue;
    if (!isLineFull(line, row)) {
      value += (PROGRESS_PER_TILE * tiles * tiles) / trustedLineCapacity(row);
      continue;
    }
    const columns = trustedAllowedColumns(board.wall, wallKind, row, placedKind(line));
    let best = 0;
    for (let column = 0; column < WALL_SIZE; column++) if (columns & (1 << column)) best = Math.max(best, trustedPlacementPoints(board.wall, row, column));
    value += best;
  }
  return value;
}
