/**
 * Starting a Tesseris game from validated options (rulings S2, S6, S7).
 *
 * @module
 */
import { failRead, readBoolean, readInt, readRecord } from '../../core/json.js';
import { SMALL_VALUE_LIMITS, readUntrusted } from '../../core/untrusted.js';
import { readSeedOrRandom, readStartingSeat } from '../../core/options.js';
import type { Transition } from '../../core/game.js';
import { ok, type Result } from '../../core/result.js';
import type { TesserisEvent } from './events.js';
import { seedRng, type Seed } from '../../core/rng.js';
import { dealRound } from './round.js';
import { blankMemory } from '../views/memory.js';
import type { TesserisErrorCode, TesserisOptions, TesserisPlayerCount, TesserisRules, TesserisState } from '../types.js';
import { DEFAULT_TARGET } from '../vocabulary.js';
import { beginWriteInPlace, type MutableTesserisState } from './writer.js';

/** The largest target and number of rounds accepted. */
export const MAX_TARGET = 1000;

/** Options after validation, with the defaults filled in. */
export interface ParsedTesserisOptions {
  /** 2, 3 or 4. */
  readonly players: TesserisPlayerCount;
  /** The seed. */
  readonly seed: Seed;
  /** The first player of round 1. */
  readonly startingSeat: number;
  /** The rule options. */
  readonly rules: TesserisRules;
}

/**
 * Reads untrusted options.
 *
 * @param json - any value.
 */
export function parseOptions(json: unknown): Result<ParsedTesserisOptions, TesserisErrorCode> {
  return readUntrusted(json, 'options', 'invalid-options', SMALL_VALUE_LIMITS, (copy) => {
    const options = readRecord(copy, 'options', ['players'], ['seed', 'startingSeat', 'target', 'rounds', 'shortDeck']);
    const players = readInt(options.players, 'options.players', 2, 4) as TesserisPlayerCount;
    const shortDeck = options.shortDeck === undefined ? false : readBoolean(options.shortDeck, 'options.shortDeck');
    if (shortDeck && players !== 2) {
      failRead('options.shortDeck', 'false with more than 2 players: 12 shapes cannot give every player 4 distinct objectives');
    }
    if (options.target !== undefined && options.rounds !== undefined) {
      failRead('options', 'either a target or a number of rounds, not both');
    }
    const rounds = options.rounds === undefined ? null : readInt(options.rounds, 'options.rounds', 1, MAX_TARGET);
    const target = rounds !== null ? null : options.target === undefined ? DEFAULT_TARGET : readInt(options.target, 'options.target', 1, MAX_TARGET);
    return {
      players,
      seed: readSeedOrRandom(options.seed, 'options.seed'),
      startingSeat: readStartingSeat(options.startingSeat, 'options.startingSeat', players),
      rules: { target, rounds, shortDeck },
    };
  });
}

/**
 * Starts a game and deals its first round.
 *
 * @param options - the player count, the seed, and optionally the starting seat (default 0), the target
 *   score (default 12) or a fixed number of rounds, and the two-player short deck.
 * @returns the first state, or an `invalid-options` error that says which option is wrong.
 *
 * @example
 * ```ts
 * import { setup, unwrap } from 'tessera-engine/tesseris';
 *
 * const state = unwrap(setup({ players: 2, seed: 'duel', target: 8, shortDeck: true }));
 * console.log(state.rules); // => { target: 8, rounds: null, shortDeck: true }
 * const refused = setup({ players: 7 });
 * console.log(refused.ok || refused.error.code); // => invalid-options
 * ```
 */
export function setup(options: TesserisOptions): Result<TesserisState, TesserisErrorCode> {
  const started = start(options);
  return started.ok ? ok(started.value.state) : started;
}

/**
 * Starts a game like {@link setup}, and also reports the first round's events (the objectives revealed and
 * the hands dealt), so that a front-end can animate round 1 like every other round. Send each player its
 * version with `eventsForPlayer`: the dealt hands are secret.
 *
 * @param options - as for {@link setup}.
 * @returns the first state and its events, or an `invalid-options` error.
 *
 * @example
 * ```ts
 * import { start, unwrap } from 'tessera-engine/tesseris';
 *
 * const { events } = unwrap(start({ players: 3, seed: 'doc' }));
 * console.log(events.map((event) => event.type)); // => [ 'round-started', 'hands-dealt' ]
 * ```
 */
export function start(options: TesserisOptions): Result<Transition<TesserisState, TesserisEvent>, TesserisErrorCode> {
  const parsed = parseOptions(options);
  if (!parsed.ok) return parsed;
  const { players, seed, startingSeat, rules } = parsed.value;
  const state: MutableTesserisState = {
    game: 'tesseris',
    version: 4,
    players,
    rules: { ...rules },
    phase: 'discard',
    round: 1,
    firstSeat: startingSeat,
    turn: startingSeat,
    placedPile: null,
    objectives: [],
    history: [],
    mainPile: [],
    piles: [],
    hands: [],
    seed,
    rng: [...seedRng(seed)],
    // Blank, not empty: the deal keeps an empty memory empty, as a search's world that forgot it (forgetForGood).
    memory: blankMemory(players),
  };
  const events: TesserisEvent[] = [];
  dealRound(beginWriteInPlace<TesserisState>(state), events);
  return ok({ state, events });
}
