/**
 * The invariants every reachable Tessera state keeps. The state loader enforces them on untrusted JSON, and
 * the property tests check them after every move of random games.
 *
 * @module
 */
import { colourSlotFree, emptyColumns, isLineFull } from './board.js';
import { isDraftingOver } from './draft.js';
import { fullRowCount } from './scoring.js';
import { freeTiles, isStalemate } from './stalemate.js';
import type { TesseraPosition } from './types.js';
import { FLOOR_SIZE, KIND_COUNT, MARKER, TILES_OF_KIND, TILE_KIND_NAMES, WALL_SIZE, WILD, displayCount, lineCapacity, wallColourAt } from './vocabulary.js';

/**
 * Counts every tile of each kind, wherever it is: bag, discard, displays, centre, pattern lines, floors and
 * walls.
 *
 * @param position - any state or view.
 */
export function countAllTiles(position: TesseraPosition): number[] {
  const counts = freeTiles(position);
  for (const board of position.boards) {
    for (const cells of board.wall) for (const cell of cells) if (cell !== null) counts[cell]!++;
    for (const line of board.lines) {
      if (line.colour !== null) counts[line.colour]! += line.count;
      counts[WILD]! += line.wilds;
    }
    for (const item of board.floor) if (item !== MARKER) counts[item]!++;
  }
  return counts;
}

/**
 * Finds the first broken invariant of a position whose shape is already valid, or returns `null`.
 *
 * Checked: the display count; every display holds at most 4 tiles; all 110 tiles are accounted for, 20 of
 * each colour and 10 wilds; exactly one marker, in the centre or with its holder (and on no other floor);
 * every colour sits on its printed wall slot; every pattern line holds one colour plus wilds, within its
 * capacity, and its colour's slot in that row is empty; no full wall row while drafting; the phase agrees with the pending wild choice; an ended game has a full row or is a stalemate; the turn is a seat.
 *
 * @param position - any state or view with a valid shape.
 */
export function findBrokenInvariant(position: TesseraPosition): string | null {
  const { players } = position;
  if (position.boards.length !== players) return `boards: expected ${players} boards`;
  if (position.displays.length !== displayCount(players)) return `displays: expected ${displayCount(players)} displays`;
  for (const [index, display] of position.displays.entries()) {
    if (display.reduce((sum, count) => sum + count, 0) > 4) return `displays[${index}]: more than 4 tiles`;
  }
  const counts = countAllTiles(position);
  for (let k = 0; k < KIND_COUNT; k++) {
    if (counts[k] !== TILES_OF_KIND[k]) {
      return `tiles: expected ${TILES_OF_KIND[k]} ${TILE_KIND_NAMES[k]} tiles, found ${counts[k]}`;
    }
  }
  for (const seat of [position.turn, position.roundStarter, position.markerHolder ?? 0]) {
    if (seat >= players) return `seat ${seat} does not exist with ${players} players`;
  }
  for (const [seat, board] of position.boards.entries()) {
    const markers = board.floor.filter((item) => item === MARKER).length;
    if (markers > 1 || (markers === 1 && position.markerHolder !== seat)) {
      return `boards[${seat}].floor: holds a marker that seat ${seat} did not take`;
    }
    if (board.floor.length > FLOOR_SIZE) return `boards[${seat}].floor: more than ${FLOOR_SIZE} items`;
    for (let row = 0; row < WALL_SIZE; row++) {
      for (let column = 0; column < WALL_SIZE; column++) {
        const cell = board.wall[row]![column]!;
        if (cell !== null && cell !== WILD && cell !== wallColourAt(row, column)) {
          return `boards[${seat}].wall[${row}][${column}]: ${TILE_KIND_NAMES[cell]} is not printed there`;
        }
      }
      const line = board.lines[row]!;
      const where = `boards[${seat}].lines[${row}]`;
      if (line.count + line.wilds > lineCapacity(row)) return `${where}: more tiles than its capacity`;
      if ((line.colour === null) !== (line.count === 0)) return `${where}: colour and count disagree`;
      if (line.colour !== null && !colourSlotFree(board.wall, row, line.colour)) {
        return `${where}: its colour's wall slot is already filled`;
      }
    }
  }
  const someRowFull = position.boards.some((board) => fullRowCount(board.wall) > 0);
  if (position.phase === 'over') {
    if (position.pendingWild !== null) return 'pendingWild: set in an ended game';
    if (!someRowFull && !isStalemate(position)) return 'phase: the game is over, but no row is full and it is no stalemate';
    return null;
  }
  if (position.phase === 'drafting') {
    if (someRowFull) return 'boards: a wall row is full but the game goes on';
    if (position.pendingWild !== null) return 'pendingWild: set outside the tiling';
    if (isDraftingOver(position)) return 'drafting: no tile is left to draft';
    return null;
  }
  const pending = position.pendingWild;
  if (pending === null) return 'pendingWild: missing in the tiling phase';
  if (!isDraftingOver(position)) return 'tiling: tiles are still left to draft';
  if (pending.seat >= players || pending.seat !== position.turn) return 'pendingWild.seat: not the seat to act';
  const line = position.boards[pending.seat]!.lines[pending.row]!;
  if (!isLineFull(line, pending.row) || line.colour !== null) return 'pendingWild.row: not a full all-wild line';
  if (emptyColumns(position.boards[pending.seat]!.wall, pending.row).length < 2) return 'pendingWild.row: fewer than 2 empty slots';
  return null;
}
