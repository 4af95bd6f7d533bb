/**
 * Loading a Tessera state from untrusted JSON.
 *
 * @module
 */
import { failRead, readArray, readBoolean, readInt, readLiteral, readNullable, readRecord, readStateHeader } from '../../core/json.js';
import type { Result } from '../../core/result.js';
import { loadChecked } from '../../core/untrusted.js';
import { isRngState } from '../../core/rng.js';
import type { MutableBoard, MutableTesseraState } from './clone.js';
import { findBrokenInvariant } from './invariants.js';
import { readSeed } from '../../core/options.js';
import type { TesseraErrorCode, TesseraRules, TesseraState } from '../types.js';
import { readChallengeRules, readCounts, readLines, readScore, readWall } from './read.js';
import { FLOOR_SIZE, MARKER, WALL_KINDS, WALL_SIZE, WILD, type FloorItem, type PlayerCount, type TileKind } from '../vocabulary.js';
import { MAX_ROUND } from '../rules/round.js';

function readBoard(value: unknown, path: string): MutableBoard {
  const board = readRecord(value, path, ['score', 'wall', 'lines', 'floor']);
  return {
    score: readScore(board.score, `${path}.score`),
    wall: readWall(board.wall, `${path}.wall`),
    lines: readLines(board.lines, `${path}.lines`),
    floor: readArray(board.floor, `${path}.floor`, 0, FLOOR_SIZE, (item, itemPath) => readInt(item, itemPath, 0, MARKER) as FloorItem),
  };
}

/** The keys of both versions. */
const COMMON_KEYS = ['game', 'version', 'players', 'phase', 'round', 'turn', 'markerHolder', 'displays', 'centre', 'bag', 'discard', 'boards', 'seed', 'rng'];

/** Version 1 named the first seat `roundStarter` and the pending placement `pendingWild`, and had no rules. */
const KEYS_OF_VERSION = /* @__PURE__ */ (() =>
  ({
    1: [...COMMON_KEYS, 'roundStarter', 'pendingWild'],
    2: [...COMMON_KEYS, 'firstSeat', 'rules', 'pending'],
  }) as const)();

/** Version 1's only rules: the rulebook's game. */
const VERSION_1_RULES: TesseraRules = { wilds: true, wall: 'printed' };

function readRules(value: unknown): TesseraRules {
  const rules = readRecord(value, 'state.rules', ['wilds', 'wall'], ['challenge']);
  const wilds = readBoolean(rules.wilds, 'state.rules.wilds');
  const wall = readLiteral(rules.wall, 'state.rules.wall', WALL_KINDS);
  if (rules.challenge === undefined) return { wilds, wall };
  return { wilds, wall, challenge: readChallengeRules(rules.challenge, 'state.rules.challenge') };
}

function readState(json: unknown): MutableTesseraState {
  const { version } = readStateHeader(json, 'tessera', [1, 2] as const);
  const state = readRecord(json, 'state', KEYS_OF_VERSION[version]);
  const players = readInt(state.players, 'state.players', 1, 4) as PlayerCount | 1;
  const seat = (value: unknown, path: string): number => readInt(value, path, 0, players - 1);
  if (!isRngState(state.rng)) failRead('state.rng', 'four integers from 0 to 2^32 - 1');
  const pendingKey = version === 1 ? 'pendingWild' : 'pending';
  return {
    game: 'tessera',
    version: 2,
    rules: version === 1 ? { ...VERSION_1_RULES } : readRules(state.rules),
    players,
    phase: readLiteral(state.phase, 'state.phase', ['drafting', 'tiling', 'over']),
    round: readInt(state.round, 'state.round', 1, MAX_ROUND),
    firstSeat: version === 1 ? seat(state.roundStarter, 'state.roundStarter') : seat(state.firstSeat, 'state.firstSeat'),
    turn: seat(state.turn, 'state.turn'),
    markerHolder: readNullable(state.markerHolder, (value) => seat(value, 'state.markerHolder')),
    displays: readArray(state.displays, 'state.displays', 1, 9, readCounts),
    centre: readCounts(state.centre, 'state.centre'),
    bag: readCounts(state.bag, 'state.bag'),
    discard: readCounts(state.discard, 'state.discard'),
    boards: readArray(state.boards, 'state.boards', players, players, readBoard),
    pending: readNullable(state[pendingKey], (value) => {
      const path = `state.${pendingKey}`;
      const pending = readRecord(value, path, version === 1 ? ['seat', 'row'] : ['seat', 'row', 'kind']);
      return {
        seat: seat(pending.seat, `${path}.seat`),
        row: readInt(pending.row, `${path}.row`, 0, WALL_SIZE - 1),
        // Version 1 paused only for a line of wilds.
        kind: version === 1 ? WILD : (readInt(pending.kind, `${path}.kind`, 0, WILD) as TileKind),
      };
    }),
    seed: readSeed(state.seed, 'state.seed'),
    rng: [...state.rng],
  };
}

/**
 * Loads a state from untrusted JSON (a parsed value, or the text itself). The shape is checked exactly (no
 * missing or extra keys, every number an integer in range) and then every invariant of
 * {@link findBrokenInvariant}. The result is a fresh state that shares nothing with the input. A version-1
 * state (before the rules were stored and the tiling's pause was general) is read and upgraded to version 2.
 *
 * @param json - a parsed JSON value, or a JSON string.
 * @returns the state, or an `invalid-state` error that says what is wrong and where.
 *
 * @example
 * ```ts
 * import { loadState, setup, unwrap } from 'tessera-engine/tessera';
 *
 * const saved = JSON.stringify(unwrap(setup({ players: 2, seed: 1 })));
 * console.log(loadState(JSON.parse(saved)).ok); // => true
 * const tampered = loadState({ ...JSON.parse(saved), turn: 5 });
 * console.log(tampered.ok || tampered.error.code); // => invalid-state
 * ```
 */
export function loadState(json: unknown): Result<TesseraState, TesseraErrorCode> {
  return loadChecked(json, 'invalid-state', readState, findBrokenInvariant);
}
