/**
 * Legal-move generation and the compact integer codes that the move generator, the validator, the
 * immutable API and the fast simulator all share.
 *
 * A draft's code is `(source × 6 + kind) × 6 + destination`, where the source is a display's index or the
 * display count for the centre, and the destination is a line (0 to 4) or 5 for the floor. A wild-slot
 * choice's code is its column. The phase tells which kind of code a state expects.
 *
 * @module
 */
import { createMoveInterner } from '../core/interning.js';
import { colourSlotFree, isLineFull } from './board.js';
import { FLOOR_DESTINATION, centreIndex } from './draft.js';
import type { Board, TesseraMove, TesseraPosition } from './types.js';
import { KIND_COUNT, WALL_SIZE, WILD, wallColourAt, type TileKind } from './vocabulary.js';

/** The most legal moves a position can have: 10 sources × 6 kinds × 6 destinations. */
export const MAX_LEGAL_MOVES = 360;

const DESTINATIONS = WALL_SIZE + 1;

/**
 * Encodes a draft.
 *
 * @param source - a display's index, or the display count for the centre.
 * @param kind - the kind taken.
 * @param destination - a line (0 to 4), or 5 for the floor.
 */
export function draftCode(source: number, kind: TileKind, destination: number): number {
  return (source * KIND_COUNT + kind) * DESTINATIONS + destination;
}

/**
 * Splits a draft's code into its source, kind and destination.
 *
 * @param code - a draft's code.
 */
export function splitDraftCode(code: number): { source: number; kind: TileKind; destination: number } {
  return {
    source: (code / (KIND_COUNT * DESTINATIONS)) | 0,
    kind: (((code / DESTINATIONS) | 0) % KIND_COUNT) as TileKind,
    destination: code % DESTINATIONS,
  };
}

const acceptMasks = new Int32Array(KIND_COUNT);

/**
 * Fills `acceptMasks`: for each kind, the bit mask of the lines that accept it (rulings T6, T7). It asks
 * the same questions as `lineRejection`, for all kinds at once, row by row, for the move generator's hot loop.
 */
function fillAcceptMasks(board: Board): void {
  for (let kind = 0; kind < KIND_COUNT; kind++) acceptMasks[kind] = 0;
  for (let row = 0; row < WALL_SIZE; row++) {
    const line = board.lines[row]!;
    if (isLineFull(line, row)) continue;
    const bit = 1 << row;
    acceptMasks[WILD]! |= bit;
    if (line.colour !== null) {
      if (colourSlotFree(board.wall, row, line.colour)) acceptMasks[line.colour]! |= bit;
      continue;
    }
    const cells = board.wall[row]!;
    for (let column = 0; column < WALL_SIZE; column++) {
      if (cells[column] === null) acceptMasks[wallColourAt(row, column)]! |= bit;
    }
  }
}

/**
 * Writes the codes of every legal move into `out` and returns how many there are. It allocates nothing:
 * bots call it on every move. Moves come in a fixed order: displays, then the centre; kinds by code; lines
 * top to bottom, then the floor. In the tiling phase the codes are the empty columns of the pending row.
 *
 * @param position - a state or a view.
 * @param out - a buffer of at least {@link MAX_LEGAL_MOVES} entries.
 */
export function fillLegalMoveCodes(position: TesseraPosition, out: Int32Array): number {
  if (position.phase === 'over') return 0;
  if (position.phase === 'tiling') {
    const { seat, row } = position.pendingWild!;
    const cells = position.boards[seat]!.wall[row]!;
    let count = 0;
    for (let column = 0; column < WALL_SIZE; column++) if (cells[column] === null) out[count++] = column;
    return count;
  }
  fillAcceptMasks(position.boards[position.turn]!);
  let count = 0;
  const centre = centreIndex(position);
  for (let source = 0; source <= centre; source++) {
    const pool = source === centre ? position.centre : position.displays[source]!;
    for (let kind = 0; kind < KIND_COUNT; kind++) {
      if (pool[kind] === 0) continue;
      const mask = acceptMasks[kind]!;
      const base = (source * KIND_COUNT + kind) * DESTINATIONS;
      for (let line = 0; line < WALL_SIZE; line++) if (mask & (1 << line)) out[count++] = base + line;
      out[count++] = base + FLOOR_DESTINATION;
    }
  }
  return count;
}

/**
 * Turns a code into the public move it stands for, in a given position.
 *
 * @param position - the position the code was generated for.
 * @param code - a legal move's code.
 */
export function decodeMove(position: TesseraPosition, code: number): TesseraMove {
  if (position.phase === 'tiling') return { type: 'place-wild', player: position.turn, column: code };
  const { source, kind, destination } = splitDraftCode(code);
  return {
    type: 'draft',
    player: position.turn,
    source: source === centreIndex(position) ? 'centre' : source,
    kind,
    destination: destination === FLOOR_DESTINATION ? 'floor' : destination,
  };
}

/** The largest interning key: 4 players, seat 3, tiling phase, code below 512. */
const INTERN_KEYS = ((4 * 4 + 3) * 2 + 2) * 512;

const interner = createMoveInterner<TesseraMove>(INTERN_KEYS);

/**
 * The frozen, shared move object for a code in a position. The same move is always the same object, so
 * listing moves allocates nothing per move, and applying one of them skips re-reading its shape.
 *
 * @param position - the position the code was generated for.
 * @param code - a legal move's code.
 */
function internedMove(position: TesseraPosition, code: number): TesseraMove {
  const key = ((position.players * 4 + position.turn) * 2 + (position.phase === 'tiling' ? 1 : 0)) * 512 + code;
  return interner.get(key) ?? interner.add(key, decodeMove(position, code));
}

/**
 * Tells whether a value is a move object that the engine itself produced, whose shape needs no checking.
 *
 * @param value - any value.
 */
export function isInternedMove(value: unknown): value is TesseraMove {
  return interner.isInterned(value);
}

const scratch = new Int32Array(MAX_LEGAL_MOVES);

/**
 * Every legal move of the player to act, in the order of {@link fillLegalMoveCodes}. During the tiling
 * phase these are the wild-slot choices. Empty once the game is over. The move objects are frozen and
 * shared between calls: copy one to change it.
 *
 * @param position - a state, or the acting player's view.
 */
export function legalMoves(position: TesseraPosition): TesseraMove[] {
  const count = fillLegalMoveCodes(position, scratch);
  const moves = new Array<TesseraMove>(count);
  for (let i = 0; i < count; i++) moves[i] = internedMove(position, scratch[i]!);
  return moves;
}
