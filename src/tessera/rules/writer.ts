/**
 * Writable access to the parts of a Tessera state, through the shared copy-on-write {@link Writer}: the
 * immutable API copies each part the first time a move writes to it, the fast path writes in place. Each
 * accessor reads the part directly when the writer works in place, which keeps the fast path's property
 * accesses monomorphic.
 *
 * @module
 */
import type { DeepMutable } from '../../core/mutable.js';
import type { MutableRngState } from '../../core/rng.js';
import { placedOnGreyWall } from './grey-wall.js';
import { own, stateInPlace, type Owned, type Writer } from '../../core/writer.js';
import type { Board, PatternLine, TesseraState } from '../types.js';
import type { FloorItem, TileKind } from '../vocabulary.js';

export { adopt, beginWrite, beginWriteInPlace } from '../../core/writer.js';

/** A step changing a Tessera state. */
export type TesseraWriter = Writer<TesseraState>;

/** The pools of tiles that are plain counts on the state. */
export type CountsKey = 'centre' | 'bag' | 'discard';

/**
 * A shallow copy of a state, its fields listed in the order `setup` gives them: faster than a spread, and every
 * state of a line of play keeps one hidden class, which keeps the rules' property reads monomorphic.
 *
 * @param state - a state.
 */
export function copyState(state: TesseraState): TesseraState {
  return {
    game: state.game,
    version: state.version,
    rules: state.rules,
    players: state.players,
    phase: state.phase,
    round: state.round,
    firstSeat: state.firstSeat,
    turn: state.turn,
    markerHolder: state.markerHolder,
    displays: state.displays,
    centre: state.centre,
    bag: state.bag,
    discard: state.discard,
    boards: state.boards,
    pending: state.pending,
    seed: state.seed,
    rng: state.rng,
  };
}

/** A shallow copy of a board, its fields in the order `setup` gives them (see {@link copyState}). */
function copyBoard(board: Board): Board {
  return { score: board.score, wall: board.wall, lines: board.lines, floor: board.floor };
}

/** A copy of a pattern line, its fields in the order `setup` gives them (see {@link copyState}). */
function copyLine(line: PatternLine): PatternLine {
  return { colour: line.colour, count: line.count, wilds: line.wilds };
}

/**
 * A seat's board, writable (its own fields; fetch its lines, wall rows and floor through this module).
 *
 * @param writer - the step.
 * @param seat - the seat.
 */
export function writableBoard(writer: TesseraWriter, seat: number): Owned<Board> {
  if (writer.owned === null) return stateInPlace(writer).boards[seat]!;
  const state = writer.state;
  const boards = (state.boards = own(writer, state.boards));
  return (boards[seat] = own(writer, boards[seat]!, copyBoard));
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
  const board = writableBoard(writer, seat);
  const lines = (board.lines = own(writer, board.lines));
  return (lines[row] = own(writer, lines[row]!, copyLine));
}

/**
 * Adds `count` copies of an item at the end of a seat's floor line. A copying step gives the board a new floor
 * of exactly its new length: an array grown by `push` keeps spare capacity (about 140 bytes for a floor), which
 * a kept history would hold for every floor that a move changed.
 *
 * @param writer - the step.
 * @param seat - the floor's seat.
 * @param item - the tile kind or the marker.
 * @param count - how many, within the floor's free spaces.
 */
export function appendToFloor(writer: TesseraWriter, seat: number, item: FloorItem, count: number): void {
  if (writer.owned === null) {
    const floor = stateInPlace(writer).boards[seat]!.floor;
    for (let i = 0; i < count; i++) floor.push(item);
    return;
  }
  const board = writableBoard(writer, seat);
  const floor = board.floor.slice();
  for (let i = 0; i < count; i++) floor.push(item);
  // A copy of exactly its length (faster than `concat`): the array grown by push has spare capacity.
  board.floor = floor.slice();
}

/**
 * Puts a tile on an empty slot of a seat's wall. In place, it also updates the wall's kept grey geometry
 * (see `grey-wall.ts`); a copying step gives the board a new wall, which has none.
 *
 * @param writer - the step.
 * @param seat - the seat.
 * @param row - 0 to 4.
 * @param column - an empty slot's column.
 * @param kind - the tile placed.
 */
export function writeWallSlot(writer: TesseraWriter, seat: number, row: number, column: number, kind: TileKind): void {
  if (writer.owned === null) {
    const state = stateInPlace(writer);
    const wall = state.boards[seat]!.wall;
    wall[row]![column] = kind;
    if (state.rules.wall === 'grey') placedOnGreyWall(wall, row, column, kind);
    return;
  }
  const board = writableBoard(writer, seat);
  const wall = (board.wall = own(writer, board.wall));
  (wall[row] = own(writer, wall[row]!))[column] = kind;
}

/**
 * A factory display's counts, writable.
 *
 * @param writer - the step.
 * @param display - the display's index.
 */
export function writableDisplay(writer: TesseraWriter, display: number): number[] {
  if (writer.owned === null) return stateInPlace(writer).displays[display]!;
  const state = writer.state;
  const displays = (state.displays = own(writer, state.displays));
  return (displays[display] = own(writer, displays[display]!));
}

/**
 * The centre's, the bag's or the discard's counts of a state its holder owns.
 *
 * @param state - a state in place.
 * @param key - which pool.
 */
function countsInPlace(state: DeepMutable<TesseraState>, key: CountsKey): number[] {
  if (key === 'centre') return state.centre;
  if (key === 'bag') return state.bag;
  return state.discard;
}

/**
 * The centre's, the bag's or the discard's counts, writable.
 *
 * @param writer - the step.
 * @param key - which pool.
 */
export function writableCounts(writer: TesseraWriter, key: CountsKey): number[] {
  // One property access per pool, not a keyed one, in place too: a keyed read with three names goes megamorphic.
  if (writer.owned === null) return countsInPlace(stateInPlace(writer), key);
  const state = writer.state;
  if (key === 'centre') return (state.centre = own(writer, state.centre));
  if (key === 'bag') return (state.bag = own(writer, state.bag));
  return (state.discard = own(writer, state.discard));
}

/**
 * The generator's state, writable.
 *
 * @param writer - the step.
 */
export function writableRng(writer: TesseraWriter): MutableRngState {
  if (writer.owned === null) return stateInPlace(writer).rng;
  const state = writer.state;
  return (state.rng = own(writer, state.rng));
}
