/**
 * The wall's geometry and the one statement of where a tile may go, which the move generator, the tiling,
 * the stalemate test, the invariants and the explanation of illegal moves all ask, so that each rule is
 * written once.
 *
 * Columns are bit masks: bit `c` stands for column `c`.
 *
 * @module
 */
import { isIndexBelow } from '../../core/json.js';
import type { Board, PatternLine, TesseraErrorCode, Wall, WallKind } from '../types.js';
import { ALL_COLUMNS, greyColumns, greyEmptyColumns, greyGeometry } from './grey-wall.js';
import { KIND_COUNT, WALL_SIZE, WILD, type Colour, type TileKind } from '../vocabulary.js';
import { wallColumnOf } from '../geometry.js';

/** The printed wall's geometry, which no tile changes: see {@link wallGeometry}. */
const PRINTED_GEOMETRY = /* @__PURE__ */ (() => {
  const table = new Int8Array(WALL_SIZE * KIND_COUNT);
  for (let row = 0; row < WALL_SIZE; row++) {
    for (let kind = 0; kind < WILD; kind++) table[row * KIND_COUNT + kind] = 1 << wallColumnOf(row, kind as Colour);
    table[row * KIND_COUNT + WILD] = ALL_COLUMNS;
  }
  return table;
})();

/**
 * For each row and mask of its empty slots, at `row × 32 + empty`, the colours whose printed slot is empty,
 * as bits `colour × 5 + row`: {@link PRINTED_GEOMETRY} read once, for the move generator.
 */
const PRINTED_FREE_COLOURS = /* @__PURE__ */ (() => {
  const table = new Int32Array(WALL_SIZE << WALL_SIZE);
  for (let row = 0; row < WALL_SIZE; row++) {
    for (let empty = 0; empty <= ALL_COLUMNS; empty++) {
      let colours = 0;
      for (let colour = 0; colour < WILD; colour++)
        if ((empty & PRINTED_GEOMETRY[row * KIND_COUNT + colour]!) !== 0) colours |= 1 << (colour * WALL_SIZE + row);
      table[(row << WALL_SIZE) | empty] = colours;
    }
  }
  return table;
})();

/**
 * The colours that a line of the printed wall may take because their slot in its row is empty, as bits
 * `colour × 5 + row`, the layout of the move generator's accept mask.
 *
 * @param row - 0 to 4.
 * @param empty - the row's empty slots ({@link emptyColumnMask}).
 */
export function printedColoursAccepted(row: number, empty: number): number {
  return PRINTED_FREE_COLOURS[(row << WALL_SIZE) | empty]!;
}

/** The grey wall's geometry, rewritten by each {@link wallGeometry} call on a grey wall. */
const greyTable = /* @__PURE__ */ (() => new Int8Array(WALL_SIZE * KIND_COUNT))();

/**
 * The wall's geometry: for each row and tile kind, at `row × 6 + kind`, the mask of the columns where that
 * kind may go in that row, before asking which slots are empty. It is the one statement of where a tile may
 * go on each kind of wall:
 *
 * - on the printed wall a colour has one slot per row (ruling T2), and a wild may take any slot (ruling T10);
 * - on the grey wall, {@link greyColumns}.
 *
 * The printed table never changes. The grey one is computed from the wall's tiles into a table that the next
 * call on a grey wall overwrites: read it before asking again.
 *
 * @param wall - the wall.
 * @param wallKind - the kind of wall the game is played on.
 */
export function wallGeometry(wall: Wall, wallKind: WallKind): Int8Array {
  if (wallKind === 'printed') return PRINTED_GEOMETRY;
  const geometry = greyGeometry(wall);
  for (let row = 0; row < WALL_SIZE; row++) {
    for (let kind = 0; kind < KIND_COUNT; kind++) greyTable[row * KIND_COUNT + kind] = greyColumns(geometry, row, kind as TileKind);
  }
  return greyTable;
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
  return (cells[0] === null ? 1 : 0) | (cells[1] === null ? 2 : 0) | (cells[2] === null ? 4 : 0) | (cells[3] === null ? 8 : 0) | (cells[4] === null ? 16 : 0);
}

/**
 * Which wall columns a tile of this kind may take in this row of this wall: the empty slots its geometry
 * allows. A colour may go onto a pattern line only while this is not empty (rulings T6, T19), and a full line
 * is tiled into one of these columns (rulings T10, T11, T19).
 *
 * @param wall - the wall.
 * @param wallKind - the kind of wall.
 * @param row - 0 to 4.
 * @param kind - a tile kind.
 * @returns the mask of the columns; none (`0`) for a row or a kind out of range.
 *
 * @example
 * ```ts
 * import { allowedColumns, columnsOf, WILD } from 'tessera-engine/tessera';
 *
 * const empty = Array.from({ length: 5 }, () => Array(5).fill(null));
 * console.log(columnsOf(allowedColumns(empty, 'printed', 0, 2))); // => [ 2 ]
 * console.log(columnsOf(allowedColumns(empty, 'printed', 0, WILD))); // => [ 0, 1, 2, 3, 4 ]
 * console.log(allowedColumns(empty, 'printed', 5, 2)); // => 0
 * ```
 */
export function allowedColumns(wall: Wall, wallKind: WallKind, row: number, kind: TileKind): number {
  if (!isIndexBelow(row, WALL_SIZE) || !isIndexBelow(kind, KIND_COUNT)) return 0;
  return trustedAllowedColumns(wall, wallKind, row, kind);
}

/**
 * {@link allowedColumns} for a row and a kind that the engine's own data hold, so already in range: the move
 * generator, the tiling and the bots call it in their hot loops, without the checks that guard a caller's numbers.
 *
 * @param wall - the wall.
 * @param wallKind - the kind of wall.
 * @param row - 0 to 4, unchecked.
 * @param kind - a tile kind, unchecked.
 */
export function trustedAllowedColumns(wall: Wall, wallKind: WallKind, row: number, kind: TileKind): number {
  if (wallKind === 'printed') return emptyColumnMask(wall, row) & PRINTED_GEOMETRY[row * KIND_COUNT + kind]!;
  const geometry = greyGeometry(wall);
  return greyEmptyColumns(geometry, row) & greyColumns(geometry, row, kind);
}

/**
 * The columns of a mask, left to right.
 *
 * @param mask - a mask of columns; a value that is no number has none.
 *
 * @example
 * ```ts
 * import { columnsOf } from 'tessera-engine/tessera';
 *
 * console.log(columnsOf(0b10101)); // => [ 0, 2, 4 ]
 * ```
 */
export function columnsOf(mask: number): number[] {
  const columns: number[] = [];
  if (typeof mask !== 'number') return columns;
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
 * `lineCapacity` of a row that the engine's own data hold, so already 0 to 4: the rules, the bots and the
 * solver call it in their hot loops, without the check that guards a caller's number.
 *
 * @param row - 0 to 4, unchecked.
 */
export function trustedLineCapacity(row: number): number {
  return row + 1;
}

/**
 * Tells whether a pattern line is full.
 *
 * @param line - the line.
 * @param row - its index, 0 to 4.
 */
export function isLineFull(line: PatternLine, row: number): boolean {
  return line.count + line.wilds >= trustedLineCapacity(row);
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
 * Why tiles of a kind may not go onto a pattern line, or `null` when they may (rulings T6, T7, T19): the line
 * is full, it is claimed by another colour, or the wall has no column left for the kind in that row. The
 * move generator asks the same three questions for every kind at once.
 *
 * @param board - the drafting player's board.
 * @param wallKind - the kind of wall.
 * @param row - the pattern line's index, 0 to 4.
 * @param kind - the drafted kind.
 */
export function lineRejection(
  board: Board,
  wallKind: WallKind,
  row: number,
  kind: TileKind,
): Extract<TesseraErrorCode, 'line-full' | 'line-claimed' | 'wall-slot-taken'> | null {
  const line = board.lines[row]!;
  if (isLineFull(line, row)) return 'line-full';
  if (claimedByOther(line, kind)) return 'line-claimed';
  return allowedColumns(board.wall, wallKind, row, kind) === 0 ? 'wall-slot-taken' : null;
}
