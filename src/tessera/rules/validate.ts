/**
 * Reading an untrusted value as a Tessera move, and explaining why a well-shaped move is illegal. Legality
 * itself is the move generator's alone (`moves.ts`); the explanation is asked only after the kernel found the
 * move's code missing from the generated ones.
 *
 * @module
 */
import { failRead, isPlainObject, readInt, readLiteral, readRecord } from '../../core/json.js';
import { messageErr, type MessageFacts } from '../../core/locale.js';
import type { Err, Result } from '../../core/result.js';
import { SMALL_VALUE_LIMITS, readUntrusted } from '../../core/untrusted.js';
import { lineRejection } from './board.js';
import { destinationIndex, FLOOR_DESTINATION } from './draft.js';
import type { TesseraErrorCode, TesseraMove, TesseraPosition } from '../types.js';
import { TESSERA_EN, type TesseraMessageKey } from '../messages/en.js';
import { KIND_COUNT, WALL_SIZE, type TileKind } from '../vocabulary.js';

const MAX_DISPLAYS = 9;
const MAX_SEAT = 3;

/**
 * Reads any value as a move's shape, without looking at a position. Only the move's own keys are accepted;
 * numbers must be integers within their ranges.
 *
 * @param json - any value.
 */
export function parseMove(json: unknown): Result<TesseraMove, TesseraErrorCode> {
  return readUntrusted(json, 'move', 'malformed-move', SMALL_VALUE_LIMITS, (copy): TesseraMove => {
    if (!isPlainObject(copy)) failRead('move', 'a plain object');
    if (readLiteral(copy.type, 'move.type', ['draft', 'place']) === 'place') {
      const move = readRecord(copy, 'move', ['type', 'player', 'column']);
      return {
        type: 'place',
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
      destination: move.destination === 'floor' ? 'floor' : readInt(move.destination, 'move.destination', 0, WALL_SIZE - 1),
    };
  });
}

/**
 * Why a well-shaped move is not legal in a position, in the order a player would ask: is the game over, is
 * it the right kind of move and the right seat, does the source hold the kind, and does the line take it.
 * The kernel asks only after the move generator did not list the move.
 *
 * @param position - a state or a view.
 * @param move - a well-shaped move that the generator did not list.
 */
export function explainIllegal(position: TesseraPosition, move: TesseraMove): Err<TesseraErrorCode> {
  const refuse = (code: TesseraErrorCode, key: TesseraMessageKey, facts?: MessageFacts) => messageErr(TESSERA_EN, code, key, facts);
  if (position.phase === 'over') return refuse('game-over', 'error.game-over');
  const expected = position.phase === 'tiling' ? 'place' : 'draft';
  if (move.type !== expected) return refuse('wrong-phase', 'error.wrong-phase', { type: move.type, phase: position.phase });
  if (move.player !== position.turn) return refuse('wrong-player', 'error.wrong-player', { turnSeat: position.turn, moveSeat: move.player });
  if (move.type === 'place') {
    const { row, kind } = position.pending!;
    return refuse('column-not-allowed', 'error.column-not-allowed', { column: move.column + 1, row: row + 1, kind });
  }
  const centre = position.displays.length;
  if (move.source !== 'centre' && move.source >= centre) return refuse('no-such-display', 'error.no-such-display', { count: centre });
  const pool = move.source === 'centre' ? position.centre : position.displays[move.source]!;
  if (pool[move.kind] === 0) {
    return move.source === 'centre'
      ? refuse('kind-not-in-source', 'error.kind-not-in-source.centre', { kind: move.kind })
      : refuse('kind-not-in-source', 'error.kind-not-in-source.display', { kind: move.kind, display: move.source + 1 });
  }
  const line = destinationIndex(move.destination);
  const rejection = line === FLOOR_DESTINATION ? null : lineRejection(position.boards[move.player]!, position.rules.wall, line, move.kind);
  switch (rejection) {
    case 'line-full':
      return refuse(rejection, 'error.line-full', { line: line + 1 });
    case 'line-claimed':
      return refuse(rejection, 'error.line-claimed', { line: line + 1, colour: move.kind });
    default:
      return refuse('wall-slot-taken', position.rules.wall === 'printed' ? 'error.wall-slot-taken' : 'error.wall-slot-taken.grey', {
        colour: move.kind,
        row: line + 1,
      });
  }
}
