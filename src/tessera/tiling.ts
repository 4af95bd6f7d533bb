/**
 * The wall tiling at the end of a round, applied in place (rulings T10, T11).
 *
 * @module
 */
import { emptyColumns, isLineFull } from './board.js';
import type { MutableBoard, MutableTesseraState } from './clone.js';
import { finishRoundInPlace } from './round.js';
import { placementPoints } from './scoring.js';
import type { TesseraEvent } from './types.js';
import { KIND_COUNT, WALL_SIZE, WILD, wallColumnOf, type TileKind } from './vocabulary.js';

/**
 * Puts a tile on a wall slot, scores it, and sends the rest of the row's full pattern line to the discard.
 *
 * @param state - a state the caller owns.
 * @param seat - the board's seat.
 * @param row - the row of the full line and of the wall.
 * @param column - the empty slot that receives the tile.
 * @param kind - the tile placed: the line's colour, or a wild for an all-wild line.
 * @param events - where to report what happened, or `null`.
 */
function placeOnWallInPlace(
  state: MutableTesseraState,
  seat: number,
  row: number,
  column: number,
  kind: TileKind,
  events: TesseraEvent[] | null,
): void {
  const board = state.boards[seat] as MutableBoard;
  const points = placementPoints(board.wall, row, column);
  board.wall[row]![column] = kind;
  board.score += points;
  events?.push({ type: 'wall-placed', player: seat, row, column, kind, points, score: board.score });

  const line = board.lines[row]!;
  const discarded = new Array<number>(KIND_COUNT).fill(0);
  if (line.colour !== null) discarded[line.colour] = line.count - (kind === WILD ? 0 : 1);
  discarded[WILD] = line.wilds - (kind === WILD ? 1 : 0);
  for (let k = 0; k < KIND_COUNT; k++) state.discard[k]! += discarded[k]!;
  if (discarded.some((count) => count > 0)) events?.push({ type: 'line-cleared', player: seat, row, discarded });
  line.colour = null;
  line.count = 0;
  line.wilds = 0;
}

/**
 * Tiles every full pattern line, players in seat order from seat 0 and each board's rows from top to bottom
 * (ruling T10). A full line with a colour places that colour on its printed slot. A full all-wild line places
 * its wild on the only empty slot of its row, or, with several empty slots, stops the tiling in the `tiling`
 * phase until its owner chooses. When every line is tiled, the round is finished.
 *
 * Lines already tiled this round are empty and lines that were not full cannot fill during the tiling, so a
 * scan from the top finds exactly the lines still to tile.
 *
 * @param state - a state the caller owns, whose drafting is over.
 * @param events - where to report what happened, or `null`.
 */
export function continueTilingInPlace(state: MutableTesseraState, events: TesseraEvent[] | null): void {
  for (let seat = 0; seat < state.players; seat++) {
    const board = state.boards[seat]!;
    for (let row = 0; row < WALL_SIZE; row++) {
      const line = board.lines[row]!;
      if (!isLineFull(line, row)) continue;
      if (line.colour !== null) {
        placeOnWallInPlace(state, seat, row, wallColumnOf(row, line.colour), line.colour, events);
        continue;
      }
      const columns = emptyColumns(board.wall, row);
      if (columns.length === 1) {
        placeOnWallInPlace(state, seat, row, columns[0]!, WILD, events);
        continue;
      }
      state.phase = 'tiling';
      state.turn = seat;
      state.pendingWild = { seat, row };
      events?.push({ type: 'wild-choice-required', player: seat, row, columns });
      return;
    }
  }
  state.pendingWild = null;
  finishRoundInPlace(state, events);
}

/**
 * Places the pending all-wild line's tile in the chosen column, then goes on with the tiling.
 *
 * @param state - a state the caller owns, in the `tiling` phase.
 * @param column - an empty column of the pending row.
 * @param events - where to report what happened, or `null`.
 */
export function placePendingWildInPlace(
  state: MutableTesseraState,
  column: number,
  events: TesseraEvent[] | null,
): void {
  const { seat, row } = state.pendingWild!;
  placeOnWallInPlace(state, seat, row, column, WILD, events);
  continueTilingInPlace(state, events);
}

/**
 * Ends the drafting: reports it and starts the wall tiling.
 *
 * @param state - a state the caller owns, whose sources are all empty.
 * @param events - where to report what happened, or `null`.
 */
export function endDraftingInPlace(state: MutableTesseraState, events: TesseraEvent[] | null): void {
  events?.push({ type: 'drafting-ended', round: state.round });
  continueTilingInPlace(state, events);
}
