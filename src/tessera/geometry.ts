/**
 * Tessera's geometry: how many displays a table has, where each colour sits on the printed wall, and how many
 * tiles a pattern line holds.
 *
 * @module
 */
import { WALL_SIZE, type Colour, type PlayerCount } from './vocabulary.js';

/**
 * The number of factory displays for a player count: 5, 7 or 9.
 *
 * @param players - 2, 3 or 4.
 *
 * @example
 * ```ts
 * import { displayCount } from 'tessera-engine/tessera';
 *
 * console.log(displayCount(2), displayCount(3), displayCount(4)); // => 5 7 9
 * ```
 */
export function displayCount(players: PlayerCount): number {
  return 2 * players + 1;
}

/**
 * The colour printed on the wall at a slot: `(column − row) mod 5` (ruling T2).
 *
 * @param row - 0 to 4, top to bottom.
 * @param column - 0 to 4, left to right.
 *
 * @example
 * ```ts
 * import { COLOUR_NAMES, wallColourAt } from 'tessera-engine/tessera';
 *
 * console.log(COLOUR_NAMES[wallColourAt(0, 0)], COLOUR_NAMES[wallColourAt(1, 0)]); // => blue white
 * ```
 */
export function wallColourAt(row: number, column: number): Colour {
  return ((column - row + WALL_SIZE) % WALL_SIZE) as Colour;
}

/**
 * The column where a colour belongs in a row of the printed wall (ruling T2).
 *
 * @param row - 0 to 4.
 * @param colour - the colour's code.
 *
 * @example
 * ```ts
 * import { wallColumnOf } from 'tessera-engine/tessera';
 *
 * console.log(wallColumnOf(0, 2), wallColumnOf(3, 2)); // => 2 0
 * ```
 */
export function wallColumnOf(row: number, colour: Colour): number {
  return (colour + row) % WALL_SIZE;
}

/**
 * The capacity of a pattern line: line 0 holds one tile, line 4 holds five.
 *
 * @param line - 0 to 4.
 *
 * @example
 * ```ts
 * import { lineCapacity } from 'tessera-engine/tessera';
 *
 * console.log(lineCapacity(0), lineCapacity(4)); // => 1 5
 * ```
 */
export function lineCapacity(line: number): number {
  return line + 1;
}
