/**
 * The stalemate test (ruling T16): can any player ever place another tile on their wall?
 *
 * @module
 */
import { claimedByOther, emptyColumnMask, isLineFull, kindColumns } from './board.js';
import type { TesseraPosition } from './types.js';
import { KIND_COUNT, WALL_SIZE, WILD, lineCapacity, zeroCounts, type TileKind } from './vocabulary.js';

/**
 * Counts the free tiles of each kind: those in the bag, the discard, the displays and the centre.
 *
 * @param position - any position.
 */
export function freeTiles(position: TesseraPosition): number[] {
  const free = zeroCounts();
  const pools = [position.bag, position.discard, position.centre, ...position.displays];
  for (const pool of pools) for (let k = 0; k < KIND_COUNT; k++) free[k]! += pool[k]!;
  return free;
}

/**
 * Tells whether no pattern line of any player can ever be completed (ruling T16).
 *
 * A line can be completed when the free tiles of one kind it accepts, plus the free wilds, cover the spaces it
 * has left. The ruling then frees the tiles of every completable line and asks again until nothing changes;
 * but tiles only leave a pattern line when that line is completed, so the repetition can only find more
 * completable lines after a first one was found. The first pass therefore decides, and that is all this
 * function computes. Pooling the free tiles over-estimates what a player can gather, so the test never ends a
 * game in which a wall placement is still possible.
 *
 * @param position - a position at the start of a round, after the refill.
 */
export function isStalemate(position: TesseraPosition): boolean {
  const free = freeTiles(position);
  const wilds = free[WILD]!;
  for (const board of position.boards) {
    for (let row = 0; row < WALL_SIZE; row++) {
      const line = board.lines[row]!;
      if (isLineFull(line, row)) return false;
      const missing = lineCapacity(row) - line.count - line.wilds;
      // allowedColumns(wall, row, kind), with the row's empty slots read once for all kinds.
      const empty = emptyColumnMask(board.wall, row);
      for (let kind = 0; kind < KIND_COUNT; kind++) {
        if (claimedByOther(line, kind as TileKind) || (empty & kindColumns(row, kind as TileKind)) === 0) continue;
        if ((kind === WILD ? 0 : free[kind]!) + wilds >= missing) return false;
      }
    }
  }
  return true;
}
