/**
 * The stalemate test (ruling T16): can any player ever place another tile on their wall?
 *
 * @module
 */
import { claimedByOther, emptyColumnMask, isLineFull, wallGeometry } from './board.js';
import type { PatternLine, TesseraPosition } from './types.js';
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

/** A pattern line as the fixpoint sees it once its tiles went to the floor: empty. */
const EMPTIED_LINE: PatternLine = { colour: null, count: 0, wilds: 0 };

/** What a pattern line can still lead to: a wall placement, a drop to the floor (grey wall only), or neither. */
type LineOutlook = 'placement' | 'drop' | 'nothing';

/**
 * What completing a pattern line can lead to, with the free tiles counted so far. A line can be completed when
 * the free tiles of one kind it accepts, plus the free wilds, cover the spaces it has left. Completed, it
 * places its tile when its row has a slot for that tile: its colour, or the completing kind for a line with no
 * colour. On the grey wall a line whose colour lost its last slot can still be completed with wilds (ruling
 * T7), and then drops to the floor (ruling T19).
 */
function lineOutlook(line: PatternLine, row: number, empty: number, geometry: Int8Array, free: readonly number[]): LineOutlook {
  if (isLineFull(line, row)) return 'placement';
  const missing = lineCapacity(row) - line.count - line.wilds;
  const first = row * KIND_COUNT;
  let outlook: LineOutlook = 'nothing';
  for (let kind = 0; kind < KIND_COUNT; kind++) {
    if (claimedByOther(line, kind as TileKind) || (empty & geometry[first + kind]!) === 0) continue;
    if ((kind === WILD ? 0 : free[kind]!) + free[WILD]! < missing) continue;
    if ((empty & geometry[first + (line.colour ?? kind)]!) !== 0) return 'placement';
    outlook = 'drop';
  }
  return outlook;
}

/**
 * Tells whether no player can ever place another tile on their wall (ruling T16).
 *
 * This is the ruling's fixpoint: a line that can be completed frees its tiles, and the question is asked
 * again until nothing changes. On the printed wall a line that can be completed always places its tile, so
 * the first pass decides. On the grey wall a completed line may have no slot and drop to the floor (ruling
 * T19); its tiles then count as free, and the line as empty, for the next pass. Pooling the free tiles
 * over-estimates what a player can gather, so the test never ends a game in which a wall placement is still
 * possible.
 *
 * @param position - a position at the start of a round, after the refill.
 */
export function isStalemate(position: TesseraPosition): boolean {
  const free = freeTiles(position);
  const wallKind = position.rules.wall;
  // The rows whose line the fixpoint has emptied, one mask per seat.
  const emptied = position.boards.map(() => 0);
  for (let changed = true; changed; ) {
    changed = false;
    for (let seat = 0; seat < position.boards.length; seat++) {
      const board = position.boards[seat]!;
      const geometry = wallGeometry(board.wall, wallKind);
      for (let row = 0; row < WALL_SIZE; row++) {
        const line = emptied[seat]! & (1 << row) ? EMPTIED_LINE : board.lines[row]!;
        const outlook = lineOutlook(line, row, emptyColumnMask(board.wall, row), geometry, free);
        if (outlook === 'placement') return false;
        if (outlook === 'drop') {
          if (line.colour !== null) free[line.colour]! += line.count;
          free[WILD]! += line.wilds;
          emptied[seat]! |= 1 << row;
          changed = true;
        }
      }
    }
  }
  return true;
}
