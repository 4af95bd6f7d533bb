/**
 * The grey wall's geometry (ruling T19) as bit masks: which rows and which columns hold each colour, which
 * slots are empty, and so which colours each row may still take. It is read from a wall's 25 slots, or, for
 * a simulator's walls, kept up to date as the rules place tiles, so that the move generator and the tiling
 * ask a few integers instead of reading the wall on every move.
 *
 * **What is kept, and when it is rebuilt.** The kept geometry lives in a private `WeakMap` keyed by the wall
 * array: nothing is added to a state, so JSON, `structuredClone`, views and equality see the public shape
 * only, and nothing returned to a caller shares it. The fast path keeps one for every grey wall of every
 * simulator it makes (`setup`, `fromState`, `fromView`, `clone`), and the writer updates it where the rules
 * write a wall slot in place ({@link placedOnGreyWall}). Every other wall (the immutable API's states, views,
 * copies) is read afresh on each question, as before. A simulator's holder who edits a wall's slots in place,
 * outside the fast path's functions, makes a new simulator with `fast.fromState` before asking it again:
 * the copy's walls are new arrays, read afresh. A wall array replaced as a whole is never looked up stale.
 *
 * @module
 */
import type { TesseraPosition, Wall } from '../types.js';
import { WALL_SIZE, WILD, type TileKind } from '../vocabulary.js';

/** Every column of a row, as a mask of columns. */
export const ALL_COLUMNS = (1 << WALL_SIZE) - 1;

/**
 * Bit `colour × 5` of each colour, which is bit 0 of each 5-bit group of a 25-bit mask: shifted by a row, the
 * colours' bits of that row in {@link GreyGeometry.colours} and in the move generator's accept mask.
 */
export const EACH_COLOUR = 0b00001_00001_00001_00001_00001;

/** The grey wall's geometry, as bit masks of 25 bits. */
export interface GreyGeometry {
  /** Bit `colour × 5 + row`: that row holds that colour. */
  colourRows: number;
  /** Bit `colour × 5 + column`: that column holds that colour. */
  colourColumns: number;
  /** Bit `row × 5 + column`: that slot is empty. */
  empty: number;
  /**
   * Bit `colour × 5 + row`: the row does not hold the colour and has an empty column that does not hold it
   * either, so a line of that colour there has a slot: the colours' part of the move generator's accept mask.
   */
  colours: number;
}

/** The geometry of each simulator's grey wall, kept up to date by the rules' writes in place. */
const kept = /* @__PURE__ */ new WeakMap<Wall, GreyGeometry>();

/** The geometry of the last wall read afresh, which the next such read overwrites. */
const scratch: GreyGeometry = { colourRows: 0, colourColumns: 0, empty: 0, colours: 0 };

/**
 * The colours each row may still take ({@link GreyGeometry.colours}), from the other three masks, five
 * colours at a time: a row's empty slots, repeated once per colour, less the columns holding that colour,
 * leave a 5-bit group per colour whose non-zero test is a carry into the group's top bit.
 *
 * @param geometry - the other three masks, up to date.
 */
function coloursWithSlot(geometry: GreyGeometry): number {
  let colours = 0;
  for (let row = 0; row < WALL_SIZE; row++) {
    const free = (((geometry.empty >>> (row * WALL_SIZE)) & ALL_COLUMNS) * EACH_COLOUR) & ~geometry.colourColumns;
    // A group's top bit: set when its top bit was, or its four low bits carry into it.
    const nonZero = (((free & (EACH_COLOUR * 0b01111)) + EACH_COLOUR * 0b01111) | free) & (EACH_COLOUR << 4);
    colours |= (nonZero >>> (4 - row)) & (EACH_COLOUR << row);
  }
  return colours & ~geometry.colourRows;
}

/**
 * Reads a grey wall's 25 slots into a geometry.
 *
 * @param wall - a grey wall.
 * @param into - the geometry to overwrite.
 */
function readInto(wall: Wall, into: GreyGeometry): GreyGeometry {
  let colourRows = 0;
  let colourColumns = 0;
  let empty = 0;
  for (let row = 0; row < WALL_SIZE; row++) {
    const cells = wall[row]!;
    for (let column = 0; column < WALL_SIZE; column++) {
      const cell = cells[column] as TileKind | null;
      if (cell === null) empty |= 1 << (row * WALL_SIZE + column);
      else if (cell !== WILD) {
        colourRows |= 1 << (cell * WALL_SIZE + row);
        colourColumns |= 1 << (cell * WALL_SIZE + column);
      }
    }
  }
  into.colourRows = colourRows;
  into.colourColumns = colourColumns;
  into.empty = empty;
  into.colours = coloursWithSlot(into);
  return into;
}

/**
 * A grey wall's geometry: the kept one for a simulator's wall, otherwise read afresh into an object that
 * the next such read overwrites, so ask it before reading another wall.
 *
 * @param wall - a grey wall.
 */
export function greyGeometry(wall: Wall): Readonly<GreyGeometry> {
  return kept.get(wall) ?? readInto(wall, scratch);
}

/**
 * Reads the walls of a simulator on the grey wall and keeps their geometry, replacing any kept before (see
 * the module's notes); the fast path calls it on every simulator it makes.
 *
 * @param simulator - a simulator: a state its holder owns.
 */
export function keepGreyGeometries(simulator: TesseraPosition): void {
  if (simulator.rules.wall !== 'grey') return;
  for (const board of simulator.boards) kept.set(board.wall, readInto(board.wall, { colourRows: 0, colourColumns: 0, empty: 0, colours: 0 }));
}

/**
 * Updates a wall's kept geometry, if it has one, after the rules put a tile on one of its empty slots.
 *
 * @param wall - the wall, already written.
 * @param row - the slot's row.
 * @param column - the slot's column.
 * @param kind - the tile placed.
 */
export function placedOnGreyWall(wall: Wall, row: number, column: number, kind: TileKind): void {
  const geometry = kept.get(wall);
  if (geometry === undefined) return;
  geometry.empty &= ~(1 << (row * WALL_SIZE + column));
  if (kind !== WILD) {
    geometry.colourRows |= 1 << (kind * WALL_SIZE + row);
    geometry.colourColumns |= 1 << (kind * WALL_SIZE + column);
  }
  geometry.colours = coloursWithSlot(geometry);
}

/**
 * The empty slots of one row of a grey wall.
 *
 * @param geometry - the wall's geometry ({@link greyGeometry}).
 * @param row - 0 to 4.
 */
export function greyEmptyColumns(geometry: Readonly<GreyGeometry>, row: number): number {
  return (geometry.empty >>> (row * WALL_SIZE)) & ALL_COLUMNS;
}

/**
 * The columns where a kind may go in one row of the grey wall, before asking which are empty: a colour may
 * take any column that does not hold it yet, in a row that does not hold it yet, and a wild may take any
 * slot and blocks no colour (ruling T19).
 *
 * @param geometry - the wall's geometry ({@link greyGeometry}).
 * @param row - 0 to 4.
 * @param kind - a tile kind.
 */
export function greyColumns(geometry: Readonly<GreyGeometry>, row: number, kind: TileKind): number {
  if (kind === WILD) return ALL_COLUMNS;
  if ((geometry.colourRows >>> (kind * WALL_SIZE + row)) & 1) return 0;
  return ALL_COLUMNS & ~(geometry.colourColumns >>> (kind * WALL_SIZE));
}
