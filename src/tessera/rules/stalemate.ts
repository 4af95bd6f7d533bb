/**
 * The stalemate test (ruling T16): can any player ever place another tile on their wall?
 *
 * @module
 */
import { claimedByOther, emptyColumnMask, isLineFull, trustedLineCapacity, wallGeometry } from './board.js';
import type { TesseraPosition } from '../types.js';
import { KIND_COUNT, WALL_SIZE, WILD, type TileKind } from '../vocabulary.js';
import { zeroCounts } from '../tile-counts.js';

/**
 * Counts the free tiles of each kind: those in the bag, the discard, the displays and the centre.
 *
 * @param position - any position.
 */
export function freeTiles(position: TesseraPosition): number[] {
  const free = zeroCounts();
  addCounts(free, position.bag);
  addCounts(free, position.discard);
  addCounts(free, position.centre);
  for (const display of position.displays) addCounts(free, display);
  return free;
}

function addCounts(total: number[], pool: readonly number[]): void {
  for (let k = 0; k < KIND_COUNT; k++) total[k]! += pool[k]!;
}

/**
 * Tells whether no player can ever place another tile on their wall (ruling T16).
 *
 * A line can be completed when the free tiles of one kind it accepts, plus the free wilds, cover the spaces it
 * has left; completed, it places its tile if its row still has a slot for that tile: its colour, or the
 * completing kind for a line with no colour. The ruling then frees the tiles of every completable line and
 * asks again until nothing changes, but the first pass decides:
 *
 * - tiles only leave a pattern line when it is completed, so a later pass can only find more lines after a
 *   first one was found;
 * - on the grey wall a completable line may find no slot and drop to the floor (ruling T19), which would free
 *   its tiles without a placement. Such a line keeps a colour that lost its last column, so only wilds
 *   complete it; but while a wild is free, the top line can take one and place it, since at the start of a
 *   round no row is full. Whenever a drop is possible, a placement is too.
 *
 * Pooling the free tiles over-estimates what a player can gather, so the test never ends a game in which a
 * wall placement is still possible.
 *
 * @param position - a position at the start of a round, after the refill.
 *
 * @example
 * ```ts
 * import { isStalemate, setup, unwrap } from 'tessera-engine/tessera';
 *
 * console.log(isStalemate(unwrap(setup({ players: 2, seed: 1 })))); // => false
 * ```
 */
export function isStalemate(position: TesseraPosition): boolean {
  const free = freeTiles(position);
  const wilds = free[WILD]!;
  for (const board of position.boards) {
    const geometry = wallGeometry(board.wall, position.rules.wall);
    for (let row = 0; row < WALL_SIZE; row++) {
      const line = board.lines[row]!;
      if (isLineFull(line, row)) return false;
      const missing = trustedLineCapacity(row) - line.count - line.wilds;
      const empty = emptyColumnMask(board.wall, row);
      const first = row * KIND_COUNT;
      for (let kind = 0; kind < KIND_COUNT; kind++) {
        if (claimedByOther(line, kind as TileKind) || (empty & geometry[first + kind]!) === 0) continue;
        if ((kind === WILD ? 0 : free[kind]!) + wilds < missing) continue;
        if ((empty & geometry[first + (line.colour ?? kind)]!) !== 0) return false;
      }
    }
  }
  return true;
}
