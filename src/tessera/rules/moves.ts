/**
 * The move generator, the only statement of Tessera's legality, and the compact integer codes that the
 * generator, the kernel's validation, the immutable API and the fast path all share.
 *
 * A draft's code is `(source × 6 + kind) × 6 + destination`, where the source is a display's index or 9
 * ({@link CENTRE_SOURCE}) for the centre, and the destination is a line (0 to 4) or 5 for the floor: below
 * {@link PLACEMENT_BASE}. A placement choice's code is {@link PLACEMENT_BASE} plus its column. A code names one
 * move's shape whatever the phase.
 *
 * @module
 */
import { trustedAllowedColumns, emptyColumnMask, isLineFull, printedColoursAccepted } from './board.js';
import { EACH_COLOUR, greyGeometry } from './grey-wall.js';
import { CENTRE_SOURCE, FLOOR_DESTINATION, destinationIndex } from './draft.js';
import type { Board, TesseraMove, TesseraPosition, WallKind } from '../types.js';
import { KIND_COUNT, WALL_SIZE, WILD, type TileKind } from '../vocabulary.js';
import { pickListedCode } from '../../core/playout.js';
import { randomIntInPlace, type MutableRngState } from '../../core/rng.js';

/** The most legal moves a position can have: 10 sources × 6 kinds × 6 destinations. */
export const MAX_LEGAL_MOVES = 360;

/** The first placement choice's code: one past the largest draft code. */
export const PLACEMENT_BASE = MAX_LEGAL_MOVES;

/** One more than the largest code. */
export const CODE_SPACE = PLACEMENT_BASE + 5;

const DESTINATIONS = WALL_SIZE + 1;

/**
 * Encodes a draft.
 *
 * @param source - a display's index, or {@link CENTRE_SOURCE} for the centre.
 * @param kind - the kind taken.
 * @param destination - a line (0 to 4), or 5 for the floor.
 */
export function draftCode(source: number, kind: TileKind, destination: number): number {
  return (source * KIND_COUNT + kind) * DESTINATIONS + destination;
}

/**
 * The source of a draft's code: a display's index, or {@link CENTRE_SOURCE} for the centre.
 *
 * @param code - a draft's code.
 */
export function draftSource(code: number): number {
  return (code / (KIND_COUNT * DESTINATIONS)) | 0;
}

/**
 * The kind of a draft's code.
 *
 * @param code - a draft's code.
 */
export function draftKind(code: number): TileKind {
  return (((code / DESTINATIONS) | 0) % KIND_COUNT) as TileKind;
}

/**
 * The destination of a draft's code: a line (0 to 4), or 5 for the floor.
 *
 * @param code - a draft's code.
 */
export function draftDestination(code: number): number {
  return code % DESTINATIONS;
}

/**
 * The lines of one board that accept each kind, all kinds in one integer: bit `kind × 5 + row` is set when
 * line `row` accepts `kind` (rulings T6, T7, T19): it is not full, not claimed by another colour, and faces a
 * wall row with a column the kind may take. These are the questions of `lineRejection`, asked for all kinds
 * at once, each row's empty slots read at most once, and only where the invariants of a drafting position
 * leave the answer open: a line with a colour can only take that colour and wilds, an empty one any kind.
 * On the grey wall, the colours each row may take come from the wall's geometry in one integer, which a
 * simulator keeps up to date (see `grey-wall.ts`).
 *
 * @param board - the drafting player's board.
 * @param wallKind - the kind of wall.
 */
function acceptMask(board: Board, wallKind: WallKind): number {
  // The grey wall's geometry gives the colours each row may take, all at once (kept for a simulator's wall).
  const greyColours = wallKind === 'grey' ? greyGeometry(board.wall).colours : -1;
  let accept = 0;
  for (let row = 0; row < WALL_SIZE; row++) {
    const line = board.lines[row]!;
    if (isLineFull(line, row)) continue;
    // Wilds join any line that is not full (ruling T7): while drafting no wall row is full, so the row has a
    // slot for a wild.
    accept |= 1 << (WILD * WALL_SIZE + row);
    const colour = line.colour;
    if (greyColours !== -1) accept |= greyColours & (colour !== null ? 1 << (colour * WALL_SIZE + row) : EACH_COLOUR << row);
    // On the printed wall a line's colour always has its slot (an invariant), so only empty lines are asked.
    else accept |= colour !== null ? 1 << (colour * WALL_SIZE + row) : printedColoursAccepted(row, emptyColumnMask(board.wall, row));
  }
  return accept;
}

/**
 * The lines of an accept mask (see {@link acceptMask}) that accept one kind, as a 5-bit mask of rows.
 *
 * @param accept - an accept mask.
 * @param kind - a tile kind.
 */
function linesAccepting(accept: number, kind: number): number {
  return (accept >>> (kind * WALL_SIZE)) & ((1 << WALL_SIZE) - 1);
}

/**
 * Writes the codes of every legal move into `out` and returns how many there are. It allocates nothing:
 * bots call it on every move. Moves come in a fixed order: displays, then the centre; kinds by code; lines
 * top to bottom, then the floor. In the tiling phase the codes are the placements in the columns of the
 * pending row that may take the pending tile, left to right.
 *
 * @param position - a state or a view.
 * @param out - a buffer of at least {@link MAX_LEGAL_MOVES} entries.
 */
export function fillLegalMoveCodes(position: TesseraPosition, out: Int32Array): number {
  if (position.phase === 'over') return 0;
  if (position.phase === 'tiling') {
    const { seat, row, kind } = position.pending!;
    const allowed = trustedAllowedColumns(position.boards[seat]!.wall, position.rules.wall, row, kind);
    let count = 0;
    for (let column = 0; column < WALL_SIZE; column++) if (allowed & (1 << column)) out[count++] = PLACEMENT_BASE + column;
    return count;
  }
  const accept = acceptMask(position.boards[position.turn]!, position.rules.wall);
  let count = 0;
  const displays = position.displays.length;
  for (let index = 0; index <= displays; index++) {
    const source = index === displays ? CENTRE_SOURCE : index;
    const pool = index === displays ? position.centre : position.displays[index]!;
    for (let kind = 0; kind < KIND_COUNT; kind++) {
      if (pool[kind] === 0) continue;
      const mask = linesAccepting(accept, kind);
      const base = (source * KIND_COUNT + kind) * DESTINATIONS;
      for (let line = 0; line < WALL_SIZE; line++) if (mask & (1 << line)) out[count++] = base + line;
      out[count++] = base + FLOOR_DESTINATION;
    }
  }
  return count;
}

/**
 * Tells whether one code is among the codes {@link fillLegalMoveCodes} writes for a position, without writing
 * them: from the same accept mask and the same reads of the sources and of the pending placement, so that the
 * kernel checks a move the engine listed without listing every move again. A property test compares both on
 * every code of random positions.
 *
 * @param position - a state or a view.
 * @param code - any integer.
 */
export function isLegalCode(position: TesseraPosition, code: number): boolean {
  if (position.phase === 'over' || !Number.isInteger(code) || code < 0 || code >= CODE_SPACE) return false;
  if (position.phase === 'tiling') {
    if (code < PLACEMENT_BASE) return false;
    const { seat, row, kind } = position.pending!;
    return ((trustedAllowedColumns(position.boards[seat]!.wall, position.rules.wall, row, kind) >> (code - PLACEMENT_BASE)) & 1) === 1;
  }
  if (code >= PLACEMENT_BASE) return false;
  const source = draftSource(code);
  const displays = position.displays.length;
  if (source !== CENTRE_SOURCE && source >= displays) return false;
  const kind = draftKind(code);
  if ((source === CENTRE_SOURCE ? position.centre : position.displays[source]!)[kind] === 0) return false;
  const destination = draftDestination(code);
  if (destination === FLOOR_DESTINATION) return true;
  return ((linesAccepting(acceptMask(position.boards[position.turn]!, position.rules.wall), kind) >> destination) & 1) === 1;
}

/** The moves of a source's kind for each 5-bit mask of accepting lines: one per line, plus the floor. */
const MOVES_OF_LINES = /* @__PURE__ */ (() => {
  const table = new Int8Array(1 << WALL_SIZE);
  table[0] = 1;
  for (let mask = 1; mask < table.length; mask++) table[mask] = table[mask >> 1]! + (mask & 1);
  return table;
})();

/**
 * Draws one legal move's code uniformly at random without writing the list, for random playouts: the same
 * code, from the same accept mask and in the same order, that {@link fillLegalMoveCodes} would write at the
 * index `randomIntInPlace(rng, count)` draws, so a playout plays the same game either way. It counts each
 * source's moves (for each kind it holds, one per accepting line, plus the floor) into `scratch`, draws the
 * index, and walks to it. In the tiling phase, where there are at most five moves, it lists them.
 *
 * @param position - a state or a view.
 * @param rng - the generator that chooses; advanced once when there is a move.
 * @param scratch - a buffer of at least {@link MAX_LEGAL_MOVES} entries.
 * @returns the code, or -1 once the game is over.
 */
export function drawLegalMoveCode(position: TesseraPosition, rng: MutableRngState, scratch: Int32Array): number {
  if (position.phase !== 'drafting') return pickListedCode(scratch, fillLegalMoveCodes(position, scratch), rng);
  const accept = acceptMask(position.boards[position.turn]!, position.rules.wall);
  // The moves of each kind, read once; the sum below is unrolled over the six kinds (KIND_COUNT).
  const moves0 = MOVES_OF_LINES[linesAccepting(accept, 0)]!;
  const moves1 = MOVES_OF_LINES[linesAccepting(accept, 1)]!;
  const moves2 = MOVES_OF_LINES[linesAccepting(accept, 2)]!;
  const moves3 = MOVES_OF_LINES[linesAccepting(accept, 3)]!;
  const moves4 = MOVES_OF_LINES[linesAccepting(accept, 4)]!;
  const moves5 = MOVES_OF_LINES[linesAccepting(accept, 5)]!;
  const displays = position.displays;
  const sources = displays.length + 1;
  let count = 0;
  for (let index = 0; index < sources; index++) {
    const pool = index === displays.length ? position.centre : displays[index]!;
    const moves =
      (pool[0] === 0 ? 0 : moves0) +
      (pool[1] === 0 ? 0 : moves1) +
      (pool[2] === 0 ? 0 : moves2) +
      (pool[3] === 0 ? 0 : moves3) +
      (pool[4] === 0 ? 0 : moves4) +
      (pool[5] === 0 ? 0 : moves5);
    scratch[index] = moves;
    count += moves;
  }
  if (count === 0) return -1;
  let pick = randomIntInPlace(rng, count);
  let index = 0;
  while (pick >= scratch[index]!) pick -= scratch[index++]!;
  const pool = index === displays.length ? position.centre : displays[index]!;
  const base = (index === displays.length ? CENTRE_SOURCE : index) * KIND_COUNT;
  for (let kind = 0; ; kind++) {
    if (pool[kind] === 0) continue;
    const mask = linesAccepting(accept, kind);
    const moves = MOVES_OF_LINES[mask]!;
    if (pick >= moves) {
      pick -= moves;
      continue;
    }
    const first = (base + kind) * DESTINATIONS;
    for (let line = 0; line < WALL_SIZE; line++) if (mask & (1 << line) && pick-- === 0) return first + line;
    return first + FLOOR_DESTINATION;
  }
}

/**
 * Turns a code into the public move it stands for, in a given position.
 *
 * @param position - the position the code was generated for.
 * @param code - a legal move's code.
 */
export function decodeMove(position: TesseraPosition, code: number): TesseraMove {
  if (code >= PLACEMENT_BASE) return { type: 'place', player: position.turn, column: code - PLACEMENT_BASE };
  const source = draftSource(code);
  const destination = draftDestination(code);
  return {
    type: 'draft',
    player: position.turn,
    source: source === CENTRE_SOURCE ? 'centre' : source,
    kind: draftKind(code),
    destination: destination === FLOOR_DESTINATION ? 'floor' : destination,
  };
}

/**
 * The code of a well-shaped move, from its shape alone, or `null` when it names a display the position does
 * not have. Whether the move is legal is the move generator's question, not this one's.
 *
 * @param position - the position the move is for.
 * @param move - a well-shaped move.
 */
export function encodeMove(position: TesseraPosition, move: TesseraMove): number | null {
  if (move.type === 'place') return PLACEMENT_BASE + move.column;
  if (move.source !== 'centre' && move.source >= position.displays.length) return null;
  return draftCode(move.source === 'centre' ? CENTRE_SOURCE : move.source, move.kind, destinationIndex(move.destination));
}
