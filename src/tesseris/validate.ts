/**
 * Checking an untrusted JSON value as a Tesseris move, without throwing.
 *
 * @module
 */
import { failRead, isPlainObject, readInt, readLiteral, readRecord } from '../core/json.js';
import { SMALL_VALUE_LIMITS, readUntrusted } from '../core/untrusted.js';
import { err, ok, type Result } from '../core/result.js';
import { MAX_LEGAL_MOVES, encodeMove, factsOfState, fillLegalMoveCodes, isInternedMove, type TurnFacts } from './turn.js';
import type { TesserisErrorCode, TesserisMove, TesserisState } from './types.js';
import { FULL_DECK_SIZE, OBJECTIVES_PER_PLAYER, PILE_COUNT, shapeOf } from './vocabulary.js';

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

const scratch = new Int32Array(MAX_LEGAL_MOVES);

const DISCARDS: readonly TesserisMove['type'][] = ['discard-to-pile', 'resolve-objective'];
const DRAWS: readonly TesserisMove['type'][] = ['draw-main', 'draw-pile', 'steal'];

/**
 * Checks a well-formed move against the acting player's facts and returns its code, or why it is illegal.
 *
 * @param facts - the turn's facts, from a state or from the acting player's view.
 * @param move - a move with a valid shape.
 */
export function legalMoveCode(facts: TurnFacts, move: TesserisMove): Result<number, TesserisErrorCode> {
  if (move.player !== facts.seat) return err('wrong-player', `it is seat ${facts.seat}'s turn, not seat ${move.player}'s`);
  const code = encodeMove(move);
  const count = fillLegalMoveCodes(facts, scratch);
  for (let i = 0; i < count; i++) if (scratch[i] === code) return ok(code);
  if (move.type === 'pass') return err('cannot-pass', 'passing is allowed only when nothing else is possible');
  const steps = facts.step === 'discard' ? DISCARDS : DRAWS;
  if (!steps.includes(move.type)) return err('wrong-step', `a "${move.type}" move is not allowed in the ${facts.step} step`);
  switch (move.type) {
    case 'discard-to-pile':
      return err('card-not-in-hand', `card ${move.card} is not in the hand`);
    case 'resolve-objective': {
      if (!facts.hand.includes(move.card)) return err('card-not-in-hand', `card ${move.card} is not in the hand`);
      const objective = facts.objectives[move.objective]!;
      if (objective.resolvedWith !== null) return err('objective-resolved', `objective ${move.objective} is already resolved`);
      return err('shape-mismatch', `card ${move.card} has shape ${shapeOf(move.card)}, the objective shape ${shapeOf(objective.card)}`);
    }
    case 'draw-main':
      return err('main-pile-empty', 'the main pile is empty');
    case 'draw-pile':
      if (move.pile === facts.placedPile) return err('pile-just-placed', `the card on pile ${move.pile} was just placed there`);
      return err('pile-empty', `pile ${move.pile} is empty`);
    case 'steal':
      return err('nothing-to-steal', `seat ${move.from} has no card this player may take`);
  }
}

/**
 * Checks any JSON value as a move for a state: its shape (skipped for the engine's own interned moves),
 * then the game's end, then its legality.
 *
 * @param state - the full state.
 * @param json - any value.
 * @returns the move and its code, or a typed error.
 */
export function checkMove(state: TesserisState, json: unknown): Result<{ move: TesserisMove; code: number }, TesserisErrorCode> {
  const parsed = isInternedMove(json) ? ok(json) : parseMove(json);
  if (!parsed.ok) return parsed;
  if (state.phase === 'over') return err('game-over', 'the game is over');
  const code = legalMoveCode(factsOfState(state), parsed.value);
  return code.ok ? ok({ move: parsed.value, code: code.value }) : code;
}
