/**
 * Loading a Tesseris state from untrusted JSON.
 *
 * @module
 */
import { failRead, readArray, readBoolean, readInt, readLiteral, readNullable, readRecord, readStateHeader } from '../../core/json.js';
import { readSeed } from '../../core/options.js';
import type { Result } from '../../core/result.js';
import { loadChecked } from '../../core/untrusted.js';
import { isRngState } from '../../core/rng.js';
import { findBrokenInvariant } from './invariants.js';
import { blankMemory } from '../views/memory.js';
import { MAX_TARGET } from '../rules/setup.js';
import type { TesserisErrorCode, TesserisPhase, TesserisPlayerCount, TesserisState } from '../types.js';
import { FULL_DECK_SIZE, HAND_SIZE, OBJECTIVES_PER_PLAYER, PILE_COUNT } from '../vocabulary.js';
import type { MutableTesserisState } from '../rules/writer.js';

const MAX_ROUND = 100_000;

function readCards(value: unknown, path: string, maxLength: number): number[] {
  return readArray(value, path, 0, maxLength, (card, cardPath) => readInt(card, cardPath, 0, FULL_DECK_SIZE - 1));
}

/** The keys of a state that every seat sees as they are, which a view therefore has too. */
const OPEN_STATE_KEYS = ['game', 'version', 'players', 'rules', 'phase', 'round', 'firstSeat', 'turn', 'placedPile', 'objectives', 'history'] as const;

/**
 * The open keys of a state, then the given ones: a state's keys or a view's. Called as pure, so that a bundle that
 * imports the game for nothing keeps none of these lists.
 *
 * @param keys - the keys that are not open.
 */
export const withOpenStateKeys = <Key extends string>(...keys: Key[]): readonly (Key | (typeof OPEN_STATE_KEYS)[number])[] => [...OPEN_STATE_KEYS, ...keys];

const KEYS = /* @__PURE__ */ withOpenStateKeys('mainPile', 'piles', 'hands', 'seed', 'rng');

/**
 * What each seat, then the table, remembers: the main-pile candidates, or `null`, and the cards known in each
 * hand. A version-3 memory had no entry for the table, which gets a blank one.
 */
function readMemory(value: unknown, players: number, version: 3 | 4): MutableTesserisState['memory'] {
  const entries = version === 4 ? players + 1 : players;
  const memory = readArray(value, 'state.memory', entries, entries, (item, path) => {
    const memory = readRecord(item, path, ['mainPile', 'held']);
    return {
      mainPile: readNullable(memory.mainPile, (cards) => readCards(cards, `${path}.mainPile`, FULL_DECK_SIZE)),
      held: readArray(memory.held, `${path}.held`, players, players, (cards, cardsPath) => readCards(cards, cardsPath, HAND_SIZE)),
    };
  });
  return version === 4 ? memory : [...memory, blankMemory(players)[players]!];
}

/** The keys of each version: version 1 also kept a `step`, versions 1 and 2 had no `memory`. */
function keysOf(version: 1 | 2 | 3 | 4): readonly string[] {
  if (version >= 3) return [...KEYS, 'memory'];
  return version === 1 ? [...KEYS, 'step'] : KEYS;
}

/**
 * The phase: version 2 stores the acting player's step as the phase; version 1 stored a `"playing"` phase
 * and the step beside it.
 */
function readPhase(state: Readonly<Record<string, unknown>>, version: 1 | 2 | 3 | 4): TesserisPhase {
  if (version !== 1) return readLiteral(state.phase, 'state.phase', ['discard', 'draw', 'over']);
  const phase = readLiteral(state.phase, 'state.phase', ['playing', 'over']);
  const step = readLiteral(state.step, 'state.step', ['discard', 'draw']);
  return phase === 'over' ? 'over' : step;
}

function readState(json: unknown): MutableTesserisState {
  const { version } = readStateHeader(json, 'tesseris', [1, 2, 3, 4] as const);
  const state = readRecord(json, 'state', keysOf(version));
  const players = readInt(state.players, 'state.players', 2, 4) as TesserisPlayerCount;
  const seat = (value: unknown, path: string) => readInt(value, path, 0, players - 1);
  const rules = readRecord(state.rules, 'state.rules', ['target', 'rounds', 'shortDeck']);
  if (!isRngState(state.rng)) failRead('state.rng', 'four integers from 0 to 2^32 - 1');
  return {
    game: 'tesseris',
    version: 4,
    players,
    rules: {
      target: readNullable(rules.target, (target) => readInt(target, 'state.rules.target', 1, MAX_TARGET)),
      rounds: readNullable(rules.rounds, (rounds) => readInt(rounds, 'state.rules.rounds', 1, MAX_TARGET)),
      shortDeck: readBoolean(rules.shortDeck, 'state.rules.shortDeck'),
    },
    phase: readPhase(state, version),
    round: readInt(state.round, 'state.round', 1, MAX_ROUND),
    firstSeat: seat(state.firstSeat, 'state.firstSeat'),
    turn: seat(state.turn, 'state.turn'),
    placedPile: readNullable(state.placedPile, (pile) => readInt(pile, 'state.placedPile', 0, PILE_COUNT - 1)),
    objectives: readArray(state.objectives, 'state.objectives', players, players, (list, listPath) =>
      readArray(list, listPath, OBJECTIVES_PER_PLAYER, OBJECTIVES_PER_PLAYER, (item, itemPath) => {
        const objective = readRecord(item, itemPath, ['card', 'resolvedWith']);
        return {
          card: readInt(objective.card, `${itemPath}.card`, 0, FULL_DECK_SIZE - 1),
          resolvedWith: readNullable(objective.resolvedWith, (card) => readInt(card, `${itemPath}.resolvedWith`, 0, FULL_DECK_SIZE - 1)),
        };
      }),
    ),
    history: readArray(state.history, 'state.history', 0, MAX_ROUND, (points, path) =>
      readArray(points, path, players, players, (point, pointPath) => readInt(point, pointPath, 0, OBJECTIVES_PER_PLAYER)),
    ),
    mainPile: readCards(state.mainPile, 'state.mainPile', FULL_DECK_SIZE),
    piles: readArray(state.piles, 'state.piles', PILE_COUNT, PILE_COUNT, (pile, path) => readCards(pile, path, FULL_DECK_SIZE)),
    hands: readArray(state.hands, 'state.hands', players, players, (hand, path) => readCards(hand, path, HAND_SIZE)),
    seed: readSeed(state.seed, 'state.seed'),
    rng: [...state.rng],
    memory: version >= 3 ? readMemory(state.memory, players, version as 3 | 4) : blankMemory(players),
  };
}

/**
 * Loads a state from untrusted JSON (a parsed value, or the text itself): the exact shape, then every
 * invariant of {@link findBrokenInvariant}. The result shares nothing with the input. Older states are read
 * and upgraded to version 4: a version-1 state's `step` beside a `"playing"` phase becomes the phase, a
 * version-1 or version-2 state, which had no `memory`, gets the memory of seats that remember nothing yet
 * (ruling S9): sound, if less than they would know, and a version-3 state's memory gets the table's entry,
 * blank likewise.
 *
 * @param json - a parsed JSON value, or a JSON string.
 * @returns the state, or an `invalid-state` error that says what is wrong and where.
 *
 * @example
 * ```ts
 * import { loadState, setup, unwrap } from 'tessera-engine/tesseris';
 *
 * const saved = JSON.stringify(unwrap(setup({ players: 3, seed: 1 })));
 * console.log(loadState(JSON.parse(saved)).ok); // => true
 * const loaded = loadState('{"game":"tesseris"}');
 * console.log(loaded.ok || loaded.error.code); // => invalid-state
 * ```
 */
export function loadState(json: unknown): Result<TesserisState, TesserisErrorCode> {
  return loadChecked(json, 'invalid-state', readState, findBrokenInvariant);
}
