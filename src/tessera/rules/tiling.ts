/**
 * The wall tiling at the end of a round, through a copy-on-write writer (rulings T10, T11, T19).
 *
 * @module
 */
import { trustedAllowedColumns, columnsOf, isLineFull, isSingleColumn, placedKind } from './board.js';
import { finishRound } from './round.js';
import { trustedPlacementPoints } from './scoring.js';
import type { TesseraEvent } from './events.js';
import { toFloorOrDiscard } from './draft.js';
import { WALL_SIZE, WILD, type TileKind } from '../vocabulary.js';
import { zeroCounts } from '../tile-counts.js';
import { writableBoard, writableCounts, writableLine, writeWallSlot, type TesseraWriter } from './writer.js';

/**
 * Puts a tile on a wall slot, scores it, and sends the rest of the row's full pattern line to the discard.
 *
 * @param writer - the step.
 * @param seat - the board's seat.
 * @param row - the row of the full line and of the wall.
 * @param column - the empty slot that receives the tile.
 * @param kind - the tile placed: the line's colour, or a wild for an all-wild line.
 * @param events - where to report what happened, or `null`.
 */
function placeOnWall(writer: TesseraWriter, seat: number, row: number, column: number, kind: TileKind, events: TesseraEvent[] | null): void {
  const points = trustedPlacementPoints(writer.state.boards[seat]!.wall, row, column);
  writeWallSlot(writer, seat, row, column, kind);
  const board = writableBoard(writer, seat);
  board.score += points;
  events?.push({ type: 'wall-placed', player: seat, row, column, kind, points, score: board.score });

  const line = writableLine(writer, seat, row);
  const discard = writableCounts(writer, 'discard');
  const spareColour = line.colour === null ? 0 : line.count - (kind === WILD ? 0 : 1);
  const spareWilds = line.wilds - (kind === WILD ? 1 : 0);
  if (line.colour !== null) discard[line.colour]! += spareColour;
  discard[WILD]! += spareWilds;
  if (events !== null && spareColour + spareWilds > 0) {
    const discarded = zeroCounts();
    if (line.colour !== null) discarded[line.colour] = spareColour;
    discarded[WILD] = spareWilds;
    events.push({ type: 'line-cleared', player: seat, row, discarded });
  }
  line.colour = null;
  line.count = 0;
  line.wilds = 0;
}

/**
 * Sends every tile of a full line whose tile has no slot left in its row to the floor, its colour first and
 * then its wilds, and what does not fit there to the discard (ruling T19). Only the grey wall can leave a
 * full line without a slot: a placement in another row may take the last column that lacked its colour.
 *
 * @param writer - the step.
 * @param seat - the board's seat.
 * @param row - the full line's row.
 * @param events - where to report what happened, or `null`.
 */
function dropLine(writer: TesseraWriter, seat: number, row: number, events: TesseraEvent[] | null): void {
  const line = writableLine(writer, seat, row);
  const colour = line.colour;
  const colourToFloor = colour === null ? 0 : toFloorOrDiscard(writer, seat, colour, line.count);
  const wildsToFloor = toFloorOrDiscard(writer, seat, WILD, line.wilds);
  if (events !== null) {
    const toFloor = zeroCounts();
    const discarded = zeroCounts();
    if (colour !== null) {
      toFloor[colour] = colourToFloor;
      discarded[colour] = line.count - colourToFloor;
    }
    toFloor[WILD] = wildsToFloor;
    discarded[WILD] = line.wilds - wildsToFloor;
    events.push({ type: 'line-dropped', player: seat, row, floor: toFloor, discarded });
  }
  line.colour = null;
  line.count = 0;
  line.wilds = 0;
}

/** A full line whose tile several wall columns may take, so that its owner must choose one. */
export interface SlotChoice {
  /** The line's row. */
  readonly row: number;
  /** The tile that goes to the wall: the line's colour, or a wild for an all-wild line. */
  readonly kind: TileKind;
  /** The columns that may take it, as a mask. */
  readonly columns: number;
}

/**
 * Tiles one board's full pattern lines from the top (ruling T10), until a line's tile may go to several
 * columns (a line of wilds only, or any line on the grey wall): that line waits for its owner's choice, and
 * the lines below it with it. A full line goes to the only column that may take it; when none may, which
 * only the grey wall allows, it goes to the floor (ruling T19).
 *
 * Lines already tiled this round are empty and lines that were not full cannot fill during the tiling, so a
 * scan from the top finds exactly the lines still to tile.
 *
 * @param writer - the step, on a state whose drafting is over (or a copy, for a preview).
 * @param seat - the board's seat.
 * @param events - where to report what happened, or `null`.
 * @returns the line that waits for its owner's choice, or `null` when the board is tiled.
 */
export function tileBoard(writer: TesseraWriter, seat: number, events: TesseraEvent[] | null): SlotChoice | null {
  const state = writer.state;
  for (let row = 0; row < WALL_SIZE; row++) {
    // Read afresh: a placement above may have copied the board, and on the grey wall it limits this row.
    const board = state.boards[seat]!;
    const line = board.lines[row]!;
    if (!isLineFull(line, row)) continue;
    const kind = placedKind(line);
    const columns = trustedAllowedColumns(board.wall, state.rules.wall, row, kind);
    if (columns === 0) dropLine(writer, seat, row, events);
    else if (isSingleColumn(columns)) placeOnWall(writer, seat, row, 31 - Math.clz32(columns), kind, events);
    else return { row, kind, columns };
  }
  return null;
}

/**
 * Tiles every board, players in seat order from seat 0 (ruling T10), each with {@link tileBoard}. When a line
 * waits for its owner's choice, the tiling stops in the `tiling` phase until the owner chooses. When every
 * line is tiled, the round is finished.
 *
 * @param writer - the step, on a state whose drafting is over.
 * @param events - where to report what happened, or `null`.
 */
function continueTiling(writer: TesseraWriter, events: TesseraEvent[] | null): void {
  const state = writer.state;
  for (let seat = 0; seat < state.players; seat++) {
    const choice = tileBoard(writer, seat, events);
    if (choice === null) continue;
    const { row, kind, columns } = choice;
    state.phase = 'tiling';
    state.turn = seat;
    state.pending = { seat, row, kind };
    events?.push({ type: 'placement-required', player: seat, row, kind, columns: columnsOf(columns) });
    return;
  }
  state.pending = null;
  finishRound(writer, events);
}

/**
 * Places the pending line's tile in the chosen column, then goes on with the tiling.
 *
 * @param writer - the step, on a state in the `tiling` phase.
 * @param column - a column of the pending row that may take the pending kind.
 * @param events - where to report what happened, or `null`.
 */
export function placePending(writer: TesseraWriter, column: number, events: TesseraEvent[] | null): void {
  const { seat, row, kind } = writer.state.pending!;
  placeOnWall(writer, seat, row, column, kind, events);
  continueTiling(writer, events);
}

/**
 * Ends the drafting: reports it and starts the wall tiling.
 *
 * @param writer - the step, on a state whose sources are all empty.
 * @param events - where to report what happened, or `null`.
 */
export function endDrafting(writer: TesseraWriter, events: TesseraEvent[] | null): void {
  events?.push({ type: 'drafting-ended', round: writer.state.round });
  continueTiling(writer, events);
}
