/**
 * Checking an untrusted JSON value as a move for a state, without throwing.
 *
 * @module
 */
import { failRead, isPlainObject, readInt, readLiteral, readRecord } from '../core/json.js';
import { SMALL_VALUE_LIMITS, readUntrusted } from '../core/untrusted.js';
import { err, ok, type Result } from '../core/result.js';
import { lineRejection } from './board.js';
import { destinationIndex, FLOOR_DESTINATION } from './draft.js';
import { draftCode, isInternedMove } from './moves.js';
import type { TesseraErrorCode, TesseraMove, TesseraPosition } from './types.js';
import { KIND_COUNT, TILE_KIND_NAMES, WALL_SIZE, type TileKind } from './vocabulary.js';

const MAX_DISPLAYS = 9;
const MAX_SEAT = 3;

/**
 * Reads any JSON value as a move's shape, without looking at a position. Only the move's own keys are
 * accepted; numbers must be integers within their ranges.
 *
 * @param json - any value.
 */
export function parseMove(json: unknown): Result<TesseraMove, TesseraErrorCode> {
  return readUntrusted(json, 'move', 'malformed-move', SMALL_VALUE_LIMITS, (copy): TesseraMove => {
    if (!isPlainObject(copy)) failRead('move', 'a plain object');
    if (readLiteral(copy.type, 'move.type', ['draft', 'place-wild']) === 'place-wild') {
      const move = readRecord(copy, 'move', ['type', 'player', 'column']);
      return {
        type: 'place-wild',
        player: readInt(move.player, 'move.player', 0, MAX_SEAT),
        column: readInt(move.column, 'move.column', 0, WALL_SIZE - 1),
      };
    }
    const move = readRecord(copy, 'move', ['type', 'player', 'source', 'kind', 'destination']);
    return {
      type: 'draft',
      player: readInt(move.player, 'move.player', 0, MAX_SEAT),
      source: move.source === 'centre' ? 'centre' : readInt(move.source, 'move.source', 0, MAX_DISPLAYS - 1),
      kind: readInt(move.kind, 'move.kind', 0, KIND_COUNT - 1) as TileKind,
      destination:
        move.destination === 'floor' ? 'floor' : readInt(move.destination, 'move.destination', 0, WALL_SIZE - 1),
    };
  });
}

/**
 * Checks a well-formed move against a position and returns its code, or why it is illegal.
 *
 * @param position - a state or a view.
 * @param move - a move with a valid shape.
 */
export function legalMoveCode(position: TesseraPosition, move: TesseraMove): Result<number, TesseraErrorCode> {
  if (position.phase === 'over') return err('game-over', 'the game is over');
  const expected = position.phase === 'tiling' ? 'place-wild' : 'draft';
  if (move.type !== expected) {
    return err('wrong-phase', `a "${move.type}" move is not allowed in the ${position.phase} phase`);
  }
  if (move.player !== position.turn) {
    return err('wrong-player', `it is seat ${position.turn}'s turn, not seat ${move.player}'s`);
  }
  if (move.type === 'place-wild') {
    const { seat, row } = position.pendingWild!;
    if (position.boards[seat]!.wall[row]![move.column] !== null) {
      return err('column-not-empty', `column ${move.column} of row ${row} is not empty`);
    }
    return ok(move.column);
  }
  const centre = position.displays.length;
  if (move.source !== 'centre' && move.source >= centre) {
    return err('no-such-display', `there are only ${centre} displays`);
  }
  const source = move.source === 'centre' ? centre : move.source;
  const pool = source === centre ? position.centre : position.displays[source]!;
  if (pool[move.kind] === 0) {
    return err('kind-not-in-source', `no ${TILE_KIND_NAMES[move.kind]} tile in ${move.source === 'centre' ? 'the centre' : `display ${source}`}`);
  }
  const destination = destinationIndex(move.destination);
  if (destination !== FLOOR_DESTINATION) {
    const rejection = lineRejection(position.boards[move.player]!, destination, move.kind);
    if (rejection !== null) return err(rejection, LINE_REJECTION_MESSAGES[rejection](destination, move.kind));
  }
  return ok(draftCode(source, move.kind, destination));
}

const LINE_REJECTION_MESSAGES: Record<
  NonNullable<ReturnType<typeof lineRejection>>,
  (line: number, kind: TileKind) => string
> = {
  'line-full': (line) => `pattern line ${line} is full`,
  'line-claimed': (line, kind) => `pattern line ${line} holds another colour than ${TILE_KIND_NAMES[kind]}`,
  'wall-slot-taken': (line, kind) => `the wall slot for ${TILE_KIND_NAMES[kind]} in row ${line} is already filled`,
};

/**
 * Checks any JSON value as a move for a position, without throwing.
 *
 * @param position - a state or a view.
 * @param json - any value.
 * @returns the parsed move and its code, or a typed error with a stable code.
 */
export function checkMove(
  position: TesseraPosition,
  json: unknown,
): Result<{ move: TesseraMove; code: number }, TesseraErrorCode> {
  const parsed = isInternedMove(json) ? ok(json) : parseMove(json);
  if (!parsed.ok) return parsed;
  const code = legalMoveCode(position, parsed.value);
  if (!code.ok) return code;
  return ok({ move: parsed.value, code: code.value });
}
