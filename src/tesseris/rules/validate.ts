/**
 * Reading an untrusted value as a Tesseris move, and explaining why a well-shaped move is illegal. Legality
 * itself is the move generator's alone (`turn.ts`).
 *
 * @module
 */
import { failRead, isPlainObject, readInt, readLiteral, readRecord } from '../../core/json.js';
import { SMALL_VALUE_LIMITS, readUntrusted } from '../../core/untrusted.js';
import type { Err, Result } from '../../core/result.js';
import { messageErr, type MessageFacts } from '../../core/locale.js';
import { TESSERIS_EN, type TesserisMessageKey } from '../messages/en.js';
import type { TesserisErrorCode, TesserisMove, TesserisState } from '../types.js';
import { FULL_DECK_SIZE, OBJECTIVES_PER_PLAYER, PILE_COUNT, shapeOf } from '../vocabulary.js';

const MOVE_TYPES = ['discard-to-pile', 'resolve-objective', 'draw-main', 'draw-pile', 'steal', 'pass'] as const;
const MAX_SEAT = 3;

/**
 * Reads any JSON value as a move's shape, without looking at a game. Only the move's own keys are accepted.
 *
 * @param json - any value.
 */
export function parseMove(json: unknown): Result<TesserisMove, TesserisErrorCode> {
  return readUntrusted(json, 'move', 'malformed-move', SMALL_VALUE_LIMITS, readMove);
}

function readPlayer(value: unknown): number {
  return readInt(value, 'move.player', 0, MAX_SEAT);
}

function readCard(value: unknown): number {
  return readInt(value, 'move.card', 0, FULL_DECK_SIZE - 1);
}

function readPile(value: unknown): number {
  return readInt(value, 'move.pile', 0, PILE_COUNT - 1);
}

function readMove(json: unknown): TesserisMove {
  if (!isPlainObject(json)) failRead('move', 'a plain object');
  const type = readLiteral(json.type, 'move.type', MOVE_TYPES);
  switch (type) {
    case 'discard-to-pile': {
      const move = readRecord(json, 'move', ['type', 'player', 'card', 'pile']);
      return { type, player: readPlayer(move.player), card: readCard(move.card), pile: readPile(move.pile) };
    }
    case 'resolve-objective': {
      const move = readRecord(json, 'move', ['type', 'player', 'card', 'objective']);
      return {
        type,
        player: readPlayer(move.player),
        card: readCard(move.card),
        objective: readInt(move.objective, 'move.objective', 0, OBJECTIVES_PER_PLAYER - 1),
      };
    }
    case 'draw-pile': {
      const move = readRecord(json, 'move', ['type', 'player', 'pile']);
      return { type, player: readPlayer(move.player), pile: readPile(move.pile) };
    }
    case 'steal': {
      const move = readRecord(json, 'move', ['type', 'player', 'from']);
      return { type, player: readPlayer(move.player), from: readInt(move.from, 'move.from', 0, MAX_SEAT) };
    }
    case 'draw-main':
    case 'pass':
      return { type, player: readPlayer(readRecord(json, 'move', ['type', 'player']).player) };
  }
}

const DISCARDS: readonly TesserisMove['type'][] = ['discard-to-pile', 'resolve-objective'];
const DRAWS: readonly TesserisMove['type'][] = ['draw-main', 'draw-pile', 'steal'];

/**
 * Why a well-shaped move is not legal in a state. The kernel asks only after the move generator did not list
 * the move, so each answer below is the first reason that applies.
 *
 * @param state - the full state.
 * @param move - a well-shaped move that the generator did not list.
 */
export function explainIllegal(state: TesserisState, move: TesserisMove): Err<TesserisErrorCode> {
  const refuse = (code: TesserisErrorCode, key: TesserisMessageKey, facts?: MessageFacts) => messageErr(TESSERIS_EN, code, key, facts);
  if (state.phase === 'over') return refuse('game-over', 'error.game-over');
  if (move.player !== state.turn) return refuse('wrong-player', 'error.wrong-player', { turnSeat: state.turn, moveSeat: move.player });
  if (move.type === 'pass') return refuse('cannot-pass', 'error.cannot-pass');
  const steps = state.phase === 'discard' ? DISCARDS : DRAWS;
  if (!steps.includes(move.type)) return refuse('wrong-step', 'error.wrong-step', { type: move.type, step: state.phase });
  const hand = state.hands[state.turn]!;
  switch (move.type) {
    case 'discard-to-pile':
      return refuse('card-not-in-hand', 'error.card-not-in-hand', { card: move.card });
    case 'resolve-objective': {
      if (!hand.includes(move.card)) return refuse('card-not-in-hand', 'error.card-not-in-hand', { card: move.card });
      const objective = state.objectives[state.turn]![move.objective]!;
      if (objective.resolvedWith !== null) return refuse('objective-resolved', 'error.objective-resolved', { objective: move.objective + 1 });
      return refuse('shape-mismatch', 'error.shape-mismatch', { card: move.card, shape: shapeOf(move.card), objectiveShape: shapeOf(objective.card) });
    }
    case 'draw-main':
      return refuse('main-pile-empty', 'error.main-pile-empty');
    case 'draw-pile':
      if (move.pile === state.placedPile) return refuse('pile-just-placed', 'error.pile-just-placed', { pile: move.pile + 1 });
      return refuse('pile-empty', 'error.pile-empty', { pile: move.pile + 1 });
    case 'steal':
      return refuse('nothing-to-steal', 'error.nothing-to-steal', { fromSeat: move.from });
  }
}
