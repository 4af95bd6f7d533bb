/**
 * Tessera's scoring rules as pure functions of a wall, usable without a game, for example to show a player
 * what a tile would score.
 *
 * @module
 */
import { deepFrozen } from '../../core/freeze.js';
import { isIndexBelow } from '../../core/json.js';
import type { BonusBreakdown, Wall } from '../types.js';
import { WALL_SIZE, WILD } from '../vocabulary.js';

/** The floor's steps that {@link floorPenalty} reads: a plain array, since V8 reads a frozen one several times slower. */
const PENALTY_STEPS = [1, 1, 2, 2, 2, 3, 3];

/**
 * Points lost for each occupied floor space, in order (ruling T12).
 *
 * @example
 * ```ts
 * import { FLOOR_PENALTIES, floorPenalty } from 'tessera-engine/tessera';
 *
 * console.log(FLOOR_PENALTIES.slice(0, 3), floorPenalty(3)); // => [ 1, 1, 2 ] 4
 * ```
 */
export const FLOOR_PENALTIES: readonly number[] = /* @__PURE__ */ (() => deepFrozen(PENALTY_STEPS.slice()))();

/**
 * Points for each full row at the end of the game (ruling T14).
 *
 * @example
 * ```ts
 * import { COLOUR_BONUS, COLUMN_BONUS, ROW_BONUS } from 'tessera-engine/tessera';
 *
 * console.log(ROW_BONUS, COLUMN_BONUS, COLOUR_BONUS); // => 2 7 10
 * ```
 */
export const ROW_BONUS = 2;

/**
 * Points for each full column at the end of the game (ruling T14).
 *
 * @example
 * ```ts
 * import { COLUMN_BONUS, WALL_SIZE } from 'tessera-engine/tessera';
 *
 * console.log(COLUMN_BONUS * WALL_SIZE); // => 35
 * ```
 */
export const COLUMN_BONUS = 7;

/**
 * Points for each colour placed five times at the end of the game (ruling T14).
 *
 * @example
 * ```ts
 * import { COLOUR_BONUS, COLOURS } from 'tessera-engine/tessera';
 *
 * console.log(COLOUR_BONUS * COLOURS.length); // => 50
 * ```
 */
export const COLOUR_BONUS = 10;

/**
 * The points a tile scores when it lands on an empty wall slot (ruling T11). The tile counts its unbroken
 * horizontal run and its unbroken vertical run, itself included. When both runs are longer than 1 it scores
 * their sum; otherwise it scores the longer run, which is 1 for a tile touching nothing. Wild Shards on the
 * wall count like any tile.
 *
 * @param wall - the wall before the placement; the slot itself is treated as filled.
 * @param row - 0 to 4.
 * @param column - 0 to 4.
 * @returns the points, from 1 to 10; 0 for a row or a column out of range.
 *
 * @example
 * ```ts
 * import { placementPoints } from 'tessera-engine/tessera';
 *
 * const empty = Array.from({ length: 5 }, () => Array(5).fill(null));
 * console.log(placementPoints(empty, 2, 2)); // => 1
 * const wall = empty.map((row) => [...row]);
 * wall[2]![1] = 0; // a tile to the left
 * wall[1]![2] = 4; // and one above
 * console.log(placementPoints(wall, 2, 2)); // => 4
 * console.log(placementPoints(wall, 2, 5)); // => 0
 * ```
 */
export function placementPoints(wall: Wall, row: number, column: number): number {
  if (!isIndexBelow(row, WALL_SIZE) || !isIndexBelow(column, WALL_SIZE)) return 0;
  return trustedPlacementPoints(wall, row, column);
}

/**
 * {@link placementPoints} for a slot that the engine's own data hold, so already on the wall: the tiling and the
 * bots call it, without the checks that guard a caller's numbers.
 *
 * @param wall - the wall.
 * @param row - 0 to 4, unchecked.
 * @param column - 0 to 4, unchecked.
 */
export function trustedPlacementPoints(wall: Wall, row: number, column: number): number {
  const cells = wall[row] ?? [];
  let horizontal = 1;
  for (let c = column - 1; c >= 0 && cells[c] != null; c--) horizontal++;
  for (let c = column + 1; c < WALL_SIZE && cells[c] != null; c++) horizontal++;
  let vertical = 1;
  for (let r = row - 1; r >= 0 && wall[r]?.[column] != null; r--) vertical++;
  for (let r = row + 1; r < WALL_SIZE && wall[r]?.[column] != null; r++) vertical++;
  if (horizontal > 1 && vertical > 1) return horizontal + vertical;
  return Math.max(horizontal, vertical);
}

/**
 * The points lost for a floor line with `spaces` occupied spaces (ruling T12): 1, 2, 4, 6, 8, 11, 14.
 *
 * @param spaces - occupied floor spaces, marker included; whole numbers above 7 count as 7, and a value that is
 *   no whole number (a fraction, `NaN`, `Infinity`, no number at all), or below 1, as none.
 *
 * @example
 * ```ts
 * import { FLOOR_PENALTIES, floorPenalty } from 'tessera-engine/tessera';
 *
 * console.log(FLOOR_PENALTIES); // => [ 1, 1, 2, 2, 2, 3, 3 ]
 * console.log(floorPenalty(3), floorPenalty(7), floorPenalty(9)); // => 4 14 14
 * ```
 */
export function floorPenalty(spaces: number): number {
  if (!Number.isInteger(spaces)) return 0;
  let penalty = 0;
  const occupied = Math.min(spaces, PENALTY_STEPS.length);
  for (let i = 0; i < occupied; i++) penalty += PENALTY_STEPS[i] ?? 0;
  return penalty;
}

/**
 * Tells whether a wall row is full. Wild Shards count (ruling T11).
 *
 * @param wall - any wall.
 * @param row - 0 to 4; for anything else (a row out of range, a string such as `'length'`, a symbol), `false`.
 *
 * @example
 * ```ts
 * import { isRowFull, wallColourAt } from 'tessera-engine/tessera';
 *
 * const wall = Array.from({ length: 5 }, (_, row) => Array.from({ length: 5 }, (_, column) => (row === 0 ? wallColourAt(row, column) : null)));
 * console.log(isRowFull(wall, 0), isRowFull(wall, 1)); // => true false
 * ```
 */
export function isRowFull(wall: Wall, row: number): boolean {
  return isIndexBelow(row, WALL_SIZE) && (wall[row]?.every((cell) => cell !== null) ?? false);
}

/**
 * Counts a wall's full rows: the game-end trigger (ruling T13) and the tie-break (ruling T17).
 *
 * @param wall - any wall.
 *
 * @example
 * ```ts
 * import { fullRowCount, wallColourAt } from 'tessera-engine/tessera';
 *
 * const wall = Array.from({ length: 5 }, (_, row) => Array.from({ length: 5 }, (_, column) => (row < 2 ? wallColourAt(row, column) : null)));
 * console.log(fullRowCount(wall)); // => 2
 * ```
 */
export function fullRowCount(wall: Wall): number {
  let rows = 0;
  for (let row = 0; row < WALL_SIZE; row++) if (isRowFull(wall, row)) rows++;
  return rows;
}

/**
 * The end-of-game bonuses of a wall (ruling T14): +2 per full row, +7 per full column, and +10 per colour
 * with five tiles on the wall. A Wild Shard fills rows and columns but never a colour. On the printed wall a
 * colour's tiles sit on its printed slots, so this is the rulebook's "five printed slots hold that colour";
 * on the grey wall it is ruling T19's count.
 *
 * @param wall - any wall.
 *
 * @example
 * ```ts
 * import { bonusBreakdown, wallColourAt } from 'tessera-engine/tessera';
 *
 * // Row 0 full, and column 0 full.
 * const wall = Array.from({ length: 5 }, (_, row) => Array.from({ length: 5 }, (_, column) => (row === 0 || column === 0 ? wallColourAt(row, column) : null)));
 * console.log(bonusBreakdown(wall)); // => { rows: 1, columns: 1, colours: 0, points: 9 }
 * ```
 */
export function bonusBreakdown(wall: Wall): BonusBreakdown {
  const rows = fullRowCount(wall);
  let columns = 0;
  for (let column = 0; column < WALL_SIZE; column++) {
    if (wall.every((cells) => cells[column] != null)) columns++;
  }
  const tilesOfColour = [0, 0, 0, 0, 0];
  for (const cells of wall) for (const cell of cells) if (cell !== null && cell !== WILD) tilesOfColour[cell]!++;
  const colours = tilesOfColour.filter((count) => count === WALL_SIZE).length;
  return { rows, columns, colours, points: rows * ROW_BONUS + columns * COLUMN_BONUS + colours * COLOUR_BONUS };
}
