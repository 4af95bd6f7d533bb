/**
 * The wall's geometry and the one statement of where a tile may go, which the move generator, the tiling,
 * the stalemate test, the invariants and the explanation of illegal moves all ask, so that each rule is
 * written once.
 *
 * Columns are bit masks: bit `c` stands for column `c`.
 *
 * @module
 */
import type { Board, PatternLine, TesseraErrorCode, Wall } from './types.js';
import { WALL_SIZE, WILD, lineCapacity, wallColumnOf, type Colour, type TileKind } from './vocabulary.js';

/** Every column of a row. */
const ALL_COLUMNS = (1 << WALL_SIZE) - 1;

/** {@link kindColumns} for every row and kind, at `row × 6 + kind`, so that the move generator reads a table. */
const KIND_COLUMNS = /* @__PURE__ */ (() => {
  const table = new Int8Array(WALL_SIZE * (WILD + 1));
  for (let row = 0; row < WALL_SIZE; row++) {
    for (let kind = 0; kind < WILD; kind++) table[row * (WILD + 1) + kind] = 1 << wallColumnOf(row, kind as Colour);
    table[row * (WILD + 1) + WILD] = ALL_COLUMNS;
  }
  return table;
})();

/**
 * The wall's geometry: the columns a tile kind may ever take in a row. On the printed wall a colour has one
 * slot per row (ruling T2) and a wild may take any slot (ruling T10).
 *
 * @param row - 0 to 4.
 * @param kind - a tile kind.
 */
export function kindColumns(row: number, kind: TileKind): number {
  return KIND_COLUMNS[row * (WILD + 1) + kind]!;
}

/**
 * The empty slots of a wall row.
 *
 * @param wall - the wall.
 * @param row - 0 to 4.
 */
export function emptyColumnMask(wall: Wall, row: number): number {
  // Unrolled: the move generator asks this for every row on every move.
  const cells = wall[row]!;
  return (
    (cells[0] === null ? 1 : 0) | (cells[1] === null ? 2 : 0) | (cells[2] === null ? 4 : 0) | (cells[3] === null ? 8 : 0) | (cells[4] === null ? 16 : 0)
  );
}

/**
 * Which wall columns a tile of this kind may take in this row of this wall: the empty slots its geometry
 * allows. A colour may go onto a pattern line only while this is not empty (ruling T6), and a full line is
 * tiled into one of these columns (rulings T10, T11).
 *
 * @param wall - the wall.
 * @param row - 0 to 4.
 * @param kind - a tile kind.
 */
export function allowedColumns(wall: Wall, row: number, kind: TileKind): number {
  return emptyColumnMask(wall, row) & kindColumns(row, kind);
}

/**
 * The columns of a mask, left to right.
 *
 * @param mask - a mask of columns.
 */
export function columnsOf(mask: number): number[] {
  const columns: number[] = [];
  for (let column = 0; column < WALL_SIZE; column++) if (mask & (1 << column)) columns.push(column);
  return columns;
}

/**
 * Tells whether a mask holds exactly one column.
 *
 * @param mask - a mask of columns.
 */
export function isSingleColumn(mask: number): boolean {
  return mask !== 0 && (mask & (mask - 1)) === 0;
}

/**
 * Tells whether a pattern line is full.
 *
 * @param line - the line.
 * @param row - its index, 0 to 4.
 */
export function isLineFull(line: PatternLine, row: number): boolean {
  return line.count + line.wilds >= lineCapacity(row);
}

/**
 * The kind a full line places on its wall: its colour, or a wild for a line of wilds only (ruling T10).
 *
 * @param line - a line that holds at least one tile.
 */
export function placedKind(line: PatternLine): TileKind {
  return line.colour ?? WILD;
}

/**
 * Tells whether a pattern line holds another colour than a drafted kind, which it then refuses (ruling T6).
 * Wilds join any line (ruling T7).
 *
 * @param line - the pattern line.
 * @param kind - the drafted kind.
 */
export function claimedByOther(line: PatternLine, kind: TileKind): boolean {
  return kind !== WILD && line.colour !== null && line.colour !== kind;
}

/**
 * Why tiles of a kind may not go onto a pattern line, or `null` when they may (rulings T6 and T7): the line
 * is full, it is claimed by another colour, or the wall has no column left for the kind in that row. The
 * move generator asks the same three questions for every kind at once.
 *
 * @param board - the drafting player's board.
 * @param row - the pattern line's index, 0 to 4.
 * @param kind - the drafted kind.
 */
export function lineRejection(
  board: Board,
  row: number,
  kind: TileKind,
): Extract<TesseraErrorCode, 'line-full' | 'line-claimed' | 'wall-slot-taken'> | null {
  const line = board.lines[row]!;
  if (isLineFull(line, row)) return 'line-full';
  if (claimedByOther(line, kind)) return 'line-claimed';
  return allowedColumns(board.wall, row, kind) === 0 ? 'wall-slot-taken' : null;
}
