/**
 * Questions about one board that the move generator, the validator and the rules all ask, so that each rule
 * is written once.
 *
 * @module
 */
import type { Board, PatternLine, TesseraErrorCode, Wall } from './types.js';
import { WALL_SIZE, WILD, lineCapacity, wallColumnOf, type Colour, type TileKind } from './vocabulary.js';

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
 * Why tiles of a kind may not go onto a pattern line, or `null` when they may (rulings T6 and T7).
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
  const line = board.lines[row] as PatternLine;
  if (isLineFull(line, row)) return 'line-full';
  if (kind === WILD) return null;
  if (line.colour !== null && line.colour !== kind) return 'line-claimed';
  if (!colourSlotFree(board.wall, row, kind)) return 'wall-slot-taken';
  return null;
}

/**
 * The empty columns of a wall row, left to right.
 *
 * @param wall - the wall.
 * @param row - 0 to 4.
 */
export function emptyColumns(wall: Wall, row: number): number[] {
  const columns: number[] = [];
  const cells = wall[row] as Wall[number];
  for (let column = 0; column < WALL_SIZE; column++) if (cells[column] === null) columns.push(column);
  return columns;
}

/**
 * Tells whether a colour may still be placed in a wall row: its printed slot there is empty.
 *
 * @param wall - the wall.
 * @param row - 0 to 4.
 * @param colour - the colour.
 */
export function colourSlotFree(wall: Wall, row: number, colour: Colour): boolean {
  return (wall[row] as Wall[number])[wallColumnOf(row, colour)] === null;
}
