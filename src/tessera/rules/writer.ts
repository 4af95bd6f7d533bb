/**
 * Writable access to the parts of a Tessera state, through the shared copy-on-write {@link Writer}: the
 * immutable API copies each part the first time a move writes to it, the fast path writes in place. Each
 * accessor reads the part directly when the writer works in place, which keeps the fast path's property
 * accesses monomorphic.
 *
 * @module
 */
import type { MutableRngState } from '../../core/rng.js';
import { stateInPlace, writable, type Owned, type Writer } from '../../core/writer.js';
import type { Board, PatternLine, TesseraState } from '../types.js';
import type { FloorItem, TileKind } from '../vocabulary.js';

export { adopt, beginWrite, beginWriteInPlace } from '../../core/writer.js';

/** A step changing a Tessera state. */
export type TesseraWriter = Writer<TesseraState>;

/** The pools of tiles that are plain counts on the state. */
export type CountsKey = 'centre' | 'bag' | 'discard';

/**
 * A seat's board, writable (its own fields; fetch its lines, wall rows and floor through this module).
 *
 * @param writer - the step.
 * @param seat - the seat.
 */
export function writableBoard(writer: TesseraWriter, seat: number): Owned<Board> {
  if (writer.owned === null) return stateInPlace(writer).boards[seat]!;
  return writable(writer, writable(writer, writer.state, 'boards'), seat);
}

/**
 * A seat's pattern line, writable.
 *
 * @param writer - the step.
 * @param seat - the seat.
 * @param row - 0 to 4.
 */
export function writableLine(writer: TesseraWriter, seat: number, row: number): Owned<PatternLine> {
  if (writer.owned === null) return stateInPlace(writer).boards[seat]!.lines[row]!;
  return writable(writer, writable(writer, writableBoard(writer, seat), 'lines'), row);
}

/**
 * A seat's floor line, writable.
 *
 * @param writer - the step.
 * @param seat - the seat.
 */
export function writableFloor(writer: TesseraWriter, seat: number): FloorItem[] {
  if (writer.owned === null) return stateInPlace(writer).boards[seat]!.floor;
  return writable(writer, writableBoard(writer, seat), 'floor');
}

/**
 * A row of a seat's wall, writable.
 *
 * @param writer - the step.
 * @param seat - the seat.
 * @param row - 0 to 4.
 */
export function writableWallRow(writer: TesseraWriter, seat: number, row: number): (TileKind | null)[] {
  if (writer.owned === null) return stateInPlace(writer).boards[seat]!.wall[row]!;
  return writable(writer, writable(writer, writableBoard(writer, seat), 'wall'), row);
}

/**
 * A factory display's counts, writable.
 *
 * @param writer - the step.
 * @param display - the display's index.
 */
export function writableDisplay(writer: TesseraWriter, display: number): number[] {
  if (writer.owned === null) return stateInPlace(writer).displays[display]!;
  return writable(writer, writable(writer, writer.state, 'displays'), display);
}

/**
 * The centre's, the bag's or the discard's counts, writable.
 *
 * @param writer - the step.
 * @param key - which pool.
 */
export function writableCounts(writer: TesseraWriter, key: CountsKey): number[] {
  if (writer.owned === null) return stateInPlace(writer)[key];
  return writable(writer, writer.state, key);
}

/**
 * The generator's state, writable.
 *
 * @param writer - the step.
 */
export function writableRng(writer: TesseraWriter): MutableRngState {
  if (writer.owned === null) return stateInPlace(writer).rng;
  return writable(writer, writer.state, 'rng');
}
