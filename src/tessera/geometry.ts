/**
 * Tessera's geometry: how many displays a table has, where each colour sits on the printed wall, and how many
 * tiles a pattern line holds.
 *
 * @module
 */
import { isIndexBelow } from '../core/json.js';
import { WALL_SIZE, type Colour, type PlayerCount } from './vocabulary.js';

/**
 * The number of factory displays for a player count: 5, 7 or 9.
 *
 * @param players - 2, 3 or 4.
 * @returns the number of displays; `NaN` for any other value, never an exception.
 *
 * @example
 * ```ts
 * import { displayCount } from 'tessera-engine/tessera';
 *
 * console.log(displayCount(2), displayCount(3), displayCount(4), displayCount(5 as never)); // => 5 7 9 NaN
 * ```
 */
export function displayCount(players: PlayerCount): number {
  const seats: unknown = players;
  return seats === 2 || seats === 3 || seats === 4 ? 2 * seats + 1 : Number.NaN;
}

/**
 * The colour printed on the wall at a slot: `(column − row) mod 5` (ruling T2).
 *
 * @param row - 0 to 4, top to bottom.
 * @param column - 0 to 4, left to right.
 * @returns the colour's code; `NaN` when the row or the column is out of range or no integer, never an exception.
 *
 * @example
 * ```ts
 * import { COLOUR_NAMES, wallColourAt } from 'tessera-engine/tessera';
 *
 * console.log(COLOUR_NAMES[wallColourAt(0, 0)], COLOUR_NAMES[wallColourAt(1, 0)], wallColourAt(9, 0)); // => blue white NaN
 * ```
 */
export function wallColourAt(row: number, column: number): Colour {
  if (!isIndexBelow(row, WALL_SIZE) || !isIndexBelow(column, WALL_SIZE)) return Number.NaN as Colour;
  return ((column - row + WALL_SIZE) % WALL_SIZE) as Colour;
}

/**
 * The column where a colour belongs in a row of the printed wall (ruling T2).
 *
 * @param row - 0 to 4.
 * @param colour - the colour's code, 0 to 4.
 * @returns the column; `NaN` when the row or the colour is out of range or no integer, never an exception.
 *
 * @example
 * ```ts
 * import { wallColumnOf } from 'tessera-engine/tessera';
 *
 * console.log(wallColumnOf(0, 2), wallColumnOf(3, 2), wallColumnOf(0, 5 as never)); // => 2 0 NaN
 * ```
 */
export function wallColumnOf(row: number, colour: Colour): number {
  if (!isIndexBelow(row, WALL_SIZE) || !isIndexBelow(colour, WALL_SIZE)) return Number.NaN;
  return (colour + row) % WALL_SIZE;
}

/**
 * The capacity of a pattern line: line 0 holds one tile, line 4 holds five.
 *
 * @param line - 0 to 4.
 * @returns how many tiles it holds; `NaN` for any other value, never an exception.
 *
 * @example
 * ```ts
 * import { lineCapacity } from 'tessera-engine/tessera';
 *
 * console.log(lineCapacity(0), lineCapacity(4), lineCapacity(-3)); // => 1 5 NaN
 * ```
 */
export function lineCapacity(line: number): number {
  return isIndexBelow(line, WALL_SIZE) ? line + 1 : Number.NaN;
}
