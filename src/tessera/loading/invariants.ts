/**
 * The invariants every reachable Tessera state keeps, written down in one place. The state loader enforces
 * them on untrusted JSON, and the property tests check them after every move of random games.
 *
 * They are chosen so that the rules can carry on from any state that keeps them: such a state has a legal
 * move unless it is over, and every legal move leads to a state that keeps them again (a property test,
 * "closure under the rules", fuzzes this). Each check below says which part of the rules makes it hold.
 *
 * **Tiles and seats.** All 110 tiles are accounted for, 20 of each colour and 10 wilds (ruling T1), or 100
 * tiles and no wild in the plain game (ruling T20). There are `2 × players + 1` displays and one board per
 * seat, and every seat the state names exists. A solo challenge (ruling T18) has one seat and the displays
 * it was set with (1 to 9); it is the only game with one seat. Its tiles that are not on the table wait in
 * the bag, which no draw reaches.
 *
 * **Displays** (ruling T15). A display holds 0 or 4 tiles: drafting empties a display whole, and the refill
 * fills four at a time. A display holds 1 to 3 tiles only when the refill ran out of tiles: then the bag is
 * empty, only one display is short, and every display after it is empty.
 *
 * **The marker** (ruling T4). With `markerHolder` unset, no floor holds the marker. With it set, that seat's
 * floor holds the marker once, or is full without it (the marker found no space), and no other floor holds
 * it.
 *
 * **Boards** (rulings T2, T6, T7, T19). A colour appears at most once in a wall row and once in a wall
 * column, and on the printed wall only on its printed slot; a wild may sit anywhere. A pattern line holds
 * one colour plus wilds within its capacity. A line holding any tile faces a wall row with an empty slot, and
 * a line's colour is not yet in its row (on the printed wall: its slot is empty): a colour is drafted only
 * onto such a line, and a row changes only when its own line is tiled, which empties the line. On the grey
 * wall a placement in another row may take the last column that lacked the line's colour; the line then
 * drops to the floor when it is full (ruling T19). A floor holds at most 7 items.
 *
 * **Scores** (rulings T11, T12, T14). Until the game is over, a board's score leaves room, below the readers' cap of
 * 1,000,000, for every point its wall can still add: at most 10 per empty slot (a placement scores its row's run
 * and its column's run, 5 each at most), and the end's bonuses, 95 at most (every row, column and colour
 * complete). The floor only takes points away. So no move takes a score past the cap, and a state the loader
 * accepts leads only to states it accepts again.
 *
 * **Phases** (rulings T9–T16).
 * - `drafting`: some source still holds a tile, no wall row is full, and nothing is pending.
 * - `tiling`: every source is empty; the pending placement is a full line of the seat to act, of the kind
 *   that line places, with at least two columns to choose from; and no full line comes before it in tiling
 *   order (seat by seat from seat 0, each board top to bottom), since the tiling places those first.
 * - `over`: nothing is pending, no floor holds anything and the marker is back in the centre (the round was
 *   finished), no pattern line is full (the tiling placed them all), and the centre is empty. Either a wall
 *   row is full and every display is empty (the game ended after a tiling), or no row is full and the
 *   position is a stalemate after the refill (ruling T16). A solo challenge ends after its one tiling, with
 *   every display empty, whether or not a row is full (ruling T18).
 *
 * @module
 */
import { allowedColumns, emptyColumnMask, isLineFull, isSingleColumn, placedKind } from '../rules/board.js';
import { isDraftingOver } from '../rules/draft.js';
import { COLOUR_BONUS, COLUMN_BONUS, ROW_BONUS, fullRowCount } from '../rules/scoring.js';
import { freeTiles, isStalemate } from '../rules/stalemate.js';
import type { TesseraPosition, Wall, WallKind } from '../types.js';
import { FLOOR_SIZE, KIND_COUNT, MARKER, TILES_PER_DISPLAY, TILE_KIND_NAMES, WALL_SIZE, WILD, type Colour, type TileKind } from '../vocabulary.js';
import { displayCount, lineCapacity, wallColourAt } from '../geometry.js';
import { totalCount, tilesOfKind } from '../tile-counts.js';
import { MAX_SCORE } from './read.js';

/** The most one placement scores: a full row's run and a full column's run. */
const MOST_PLACEMENT_POINTS = 2 * WALL_SIZE;

/** The most the end's bonuses add: every row, every column and every colour complete. */
const MOST_BONUS_POINTS = WALL_SIZE * (ROW_BONUS + COLUMN_BONUS + COLOUR_BONUS);

/**
 * Counts every tile of each kind, wherever it is: bag, discard, displays, centre, pattern lines, floors and
 * walls.
 *
 * @param position - any state or view.
 *
 * @example
 * ```ts
 * import { countAllTiles, setup, unwrap } from 'tessera-engine/tessera';
 *
 * console.log(countAllTiles(unwrap(setup({ players: 2, seed: 1 })))); // => [ 20, 20, 20, 20, 20, 10 ]
 * console.log(countAllTiles(unwrap(setup({ players: 2, seed: 1, wilds: false })))); // => [ 20, 20, 20, 20, 20, 0 ]
 * ```
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

/** Why the seat and display counts do not fit the game, or `null`: a solo challenge has one seat and its own displays. */
function brokenTable(position: TesseraPosition): string | null {
  const { players } = position;
  if (position.boards.length !== players) return `boards: expected ${players} boards`;
  if (position.rules.challenge !== undefined) return players === 1 ? null : 'players: a solo challenge has 1 player';
  if (players === 1) return 'players: only a solo challenge has 1 player';
  return position.displays.length === displayCount(players) ? null : `displays: expected ${displayCount(players)} displays`;
}

function brokenTiles(position: TesseraPosition): string | null {
  const counts = countAllTiles(position);
  const expected = tilesOfKind(position.rules.wilds);
  for (let k = 0; k < KIND_COUNT; k++) {
    if (counts[k] !== expected[k]) return `tiles: expected ${expected[k]} ${TILE_KIND_NAMES[k]} tiles, found ${counts[k]}`;
  }
  return null;
}

function brokenSeats(position: TesseraPosition): string | null {
  const seats = [position.turn, position.firstSeat, position.markerHolder ?? 0, position.pending?.seat ?? 0];
  const missing = seats.find((seat) => seat >= position.players);
  return missing === undefined ? null : `seat ${missing} does not exist with ${position.players} players`;
}

function brokenDisplays(position: TesseraPosition): string | null {
  let shortDisplay: number | null = null;
  for (const [index, display] of position.displays.entries()) {
    const tiles = totalCount(display);
    if (tiles > TILES_PER_DISPLAY) return `displays[${index}]: more than ${TILES_PER_DISPLAY} tiles`;
    if (shortDisplay !== null && tiles > 0) {
      return `displays[${index}]: holds tiles after the short display ${shortDisplay}, which the refill would have left empty`;
    }
    if (tiles > 0 && tiles < TILES_PER_DISPLAY) {
      if (totalCount(position.bag) > 0) return `displays[${index}]: short of ${TILES_PER_DISPLAY} tiles while the bag still holds tiles`;
      shortDisplay = index;
    }
  }
  return null;
}

function brokenMarker(position: TesseraPosition): string | null {
  for (const [seat, board] of position.boards.entries()) {
    const markers = board.floor.filter((item) => item === MARKER).length;
    if (seat !== position.markerHolder) {
      if (markers > 0) return `boards[${seat}].floor: holds a marker that seat ${seat} did not take`;
      continue;
    }
    if (markers > 1) return `boards[${seat}].floor: holds the marker more than once`;
    if (markers === 0 && board.floor.length < FLOOR_SIZE) {
      return `markerHolder: seat ${seat} took the marker, but its floor has free spaces and no marker`;
    }
  }
  return null;
}

/** Why a wall slot's tile may not be there, or `null`: a colour twice in a row or a column, or off its printed slot. */
function brokenWallCell(wall: Wall, wallKind: WallKind, row: number, column: number): string | null {
  const cell = wall[row]![column] as TileKind | null;
  if (cell === null || cell === WILD) return null;
  if (wallKind === 'printed' && cell !== wallColourAt(row, column)) return `the printed wall has no place for ${TILE_KIND_NAMES[cell]} there`;
  for (let other = 0; other < WALL_SIZE; other++) {
    if (other !== column && wall[row]![other] === cell) return `${TILE_KIND_NAMES[cell]} is twice in row ${row}`;
    if (other !== row && wall[other]![column] === cell) return `${TILE_KIND_NAMES[cell]} is twice in column ${column}`;
  }
  return null;
}

/** Why a pattern line holding tiles could never have taken them, or `null`. */
function brokenLineRow(wall: Wall, wallKind: WallKind, row: number, colour: Colour | null): string | null {
  if (emptyColumnMask(wall, row) === 0) return `holds tiles, but wall row ${row} is already full`;
  if (colour === null) return null;
  if (wallKind === 'printed') return allowedColumns(wall, wallKind, row, colour) === 0 ? "its colour's wall slot is already filled" : null;
  return wall[row]!.includes(colour) ? `its colour is already in wall row ${row}` : null;
}

function brokenBoards(position: TesseraPosition): string | null {
  const wallKind = position.rules.wall;
  for (const [seat, board] of position.boards.entries()) {
    if (board.floor.length > FLOOR_SIZE) return `boards[${seat}].floor: more than ${FLOOR_SIZE} items`;
    for (let row = 0; row < WALL_SIZE; row++) {
      for (let column = 0; column < WALL_SIZE; column++) {
        const broken = brokenWallCell(board.wall, wallKind, row, column);
        if (broken !== null) return `boards[${seat}].wall[${row}][${column}]: ${broken}`;
      }
      const line = board.lines[row]!;
      const where = `boards[${seat}].lines[${row}]`;
      if (line.count + line.wilds > lineCapacity(row)) return `${where}: more tiles than its capacity`;
      if ((line.colour === null) !== (line.count === 0)) return `${where}: colour and count disagree`;
      const broken = line.count + line.wilds > 0 ? brokenLineRow(board.wall, wallKind, row, line.colour) : null;
      if (broken !== null) return `${where}: ${broken}`;
    }
  }
  return null;
}

/** Why a board's score could be taken past {@link MAX_SCORE} by the points its wall can still add, or `null`. */
function brokenScores(position: TesseraPosition): string | null {
  if (position.phase === 'over') return null;
  for (const [seat, board] of position.boards.entries()) {
    const emptySlots = board.wall.flat().filter((cell) => cell === null).length;
    const highest = MAX_SCORE - emptySlots * MOST_PLACEMENT_POINTS - MOST_BONUS_POINTS;
    if (board.score > highest) {
      return `boards[${seat}].score: above ${highest}, so the points its wall can still add could take it past ${MAX_SCORE}`;
    }
  }
  return null;
}

/** The position of the first full pattern line in tiling order, as `[seat, row]`, or `null`. */
function firstFullLine(position: TesseraPosition): [number, number] | null {
  for (const [seat, board] of position.boards.entries()) {
    for (let row = 0; row < WALL_SIZE; row++) if (isLineFull(board.lines[row]!, row)) return [seat, row];
  }
  return null;
}

function brokenDrafting(position: TesseraPosition): string | null {
  if (position.pending !== null) return 'pending: set outside the tiling';
  if (position.boards.some((board) => fullRowCount(board.wall) > 0)) return 'boards: a wall row is full but the drafting goes on';
  if (isDraftingOver(position)) return 'drafting: no tile is left to draft';
  return null;
}

function brokenTiling(position: TesseraPosition): string | null {
  const pending = position.pending;
  if (pending === null) return 'pending: missing in the tiling phase';
  if (!isDraftingOver(position)) return 'tiling: tiles are still left to draft';
  if (pending.seat !== position.turn) return 'pending.seat: not the seat to act';
  const board = position.boards[pending.seat]!;
  const line = board.lines[pending.row]!;
  if (!isLineFull(line, pending.row)) return 'pending.row: not a full line';
  if (placedKind(line) !== pending.kind) return `pending.kind: not the kind the line places`;
  const choices = allowedColumns(board.wall, position.rules.wall, pending.row, pending.kind);
  if (choices === 0 || isSingleColumn(choices)) return 'pending.row: fewer than 2 slots to choose from, so the tiling would not wait';
  const [seat, row] = firstFullLine(position)!;
  if (seat !== pending.seat || row !== pending.row) {
    return `pending: the tiling waits on seat ${pending.seat}, row ${pending.row}, but the full line of seat ${seat}, row ${row} comes first`;
  }
  return null;
}

function brokenEnd(position: TesseraPosition): string | null {
  if (position.pending !== null) return 'pending: set in an ended game';
  if (position.markerHolder !== null) return 'markerHolder: set in an ended game, whose last round was finished';
  const floorSeat = position.boards.findIndex((board) => board.floor.length > 0);
  if (floorSeat >= 0) return `boards[${floorSeat}].floor: not empty in an ended game, whose last round was finished`;
  const full = firstFullLine(position);
  if (full !== null) return `boards[${full[0]}].lines[${full[1]}]: full in an ended game, whose tiling placed every full line`;
  if (totalCount(position.centre) > 0) return 'centre: holds tiles in an ended game';
  if (position.rules.challenge !== undefined) {
    return isDraftingOver(position) ? null : 'displays: hold tiles in an ended solo challenge, which drafts them all';
  }
  if (position.boards.some((board) => fullRowCount(board.wall) > 0)) {
    if (position.displays.some((display) => totalCount(display) > 0)) return 'displays: refilled after a wall row was completed';
    return null;
  }
  return isStalemate(position) ? null : 'phase: the game is over, but no row is full and it is no stalemate';
}

const PHASE_CHECKS = { drafting: brokenDrafting, tiling: brokenTiling, over: brokenEnd } as const;

/**
 * Finds the first broken invariant of a position whose shape is already valid, or returns `null`. The
 * module's documentation lists every invariant and why the rules keep it.
 *
 * @param position - any state or view with a valid shape.
 * @returns a message that names the broken invariant and where it is broken, or `null`.
 *
 * @example
 * ```ts
 * import { findBrokenInvariant, setup, unwrap } from 'tessera-engine/tessera';
 *
 * const state = unwrap(setup({ players: 2, seed: 1 }));
 * console.log(findBrokenInvariant(state)); // => null
 * const extraTile = { ...state, centre: state.centre.map((count, kind) => (kind === 0 ? count + 1 : count)) };
 * console.log(findBrokenInvariant(extraTile) !== null); // => true
 * ```
 */
export function findBrokenInvariant(position: TesseraPosition): string | null {
  return (
    brokenTable(position) ??
    brokenTiles(position) ??
    brokenSeats(position) ??
    brokenDisplays(position) ??
    brokenMarker(position) ??
    brokenBoards(position) ??
    brokenScores(position) ??
    PHASE_CHECKS[position.phase](position)
  );
}
