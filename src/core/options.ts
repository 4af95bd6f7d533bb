/**
 * Option readers shared by the games' setups.
 *
 * @module
 */
import { failRead, readInt } from './json.js';
import { err, type Err } from './result.js';
import type { Seed } from './rng.js';

/** The longest seed string accepted, to keep states small. */
export const MAX_SEED_LENGTH = 256;

/**
 * Reads a seed: a string of at most {@link MAX_SEED_LENGTH} characters, or a safe integer.
 *
 * @param value - the untrusted value.
 * @param path - its path, for error messages.
 */
export function readSeed(value: unknown, path: string): Seed {
  if (typeof value === 'string' && value.length <= MAX_SEED_LENGTH) return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  return failRead(path, `a string of at most ${MAX_SEED_LENGTH} characters, or a safe integer`);
}

/**
 * A fresh random seed, for a game set up without one: 16 hexadecimal digits from the platform's
 * cryptographic generator (`crypto.getRandomValues`, in browsers and Node), or from `Math.random` where there
 * is none. This is the one place the library reads randomness from outside a game's state; the seed is then
 * recorded in the state, so the game can still be replayed.
 */
export function randomSeed(): string {
  const words = new Uint32Array(2);
  const crypto = (globalThis as { crypto?: { getRandomValues?: (array: Uint32Array) => Uint32Array } }).crypto;
  if (crypto?.getRandomValues !== undefined) crypto.getRandomValues(words);
  else for (let i = 0; i < words.length; i++) words[i] = Math.floor(Math.random() * 2 ** 32);
  return hexOfWords(words);
}

/**
 * 32-bit words as a seed: 8 hexadecimal digits each, in order.
 *
 * @param words - integers from 0 to 2^32 − 1.
 */
export function hexOfWords(words: ArrayLike<number>): string {
  return Array.from(words, (word) => word.toString(16).padStart(8, '0')).join('');
}

/**
 * Reads an optional seed: {@link readSeed}'s, or a {@link randomSeed} when it is absent.
 *
 * @param value - the untrusted value, or `undefined`.
 * @param path - its path, for error messages.
 */
export function readSeedOrRandom(value: unknown, path: string): Seed {
  return value === undefined ? randomSeed() : readSeed(value, path);
}

/**
 * Reads an optional starting seat: a seat of the game, 0 when absent.
 *
 * @param value - the untrusted value, or `undefined`.
 * @param path - its path, for error messages.
 * @param players - the number of seats.
 */
export function readStartingSeat(value: unknown, path: string, players: number): number {
  return value === undefined ? 0 : readInt(value, path, 0, players - 1);
}

/**
 * An `invalid-seat` error unless `seat` is a seat of a game with `players` seats.
 *
 * @param seat - the untrusted seat.
 * @param players - the game's player count.
 */
export function seatError(seat: unknown, players: number): Err<'invalid-seat'> | null {
  if (Number.isInteger(seat) && (seat as number) >= 0 && (seat as number) < players) return null;
  return err('invalid-seat', `seat must be an integer from 0 to ${players - 1}`);
}

/**
 * Reads an object of options by its own enumerable keys, each read once: their values, or what is wrong when
 * they are no object (an array included) or a key is not one of `known`. A misspelt option (`iteration` for
 * `iterations`) is an error, never a default silently used, and an option the object only inherits
 * (`Object.create({ iterations: 5 })`) is not read. An option whose getter throws is named in the message. A
 * proxy's traps may still throw (`Array.isArray` throws on a revoked proxy, `Object.keys` calls `ownKeys`):
 * callers read options inside their own `try`.
 *
 * @param options - the caller's options, any value.
 * @param known - the option names accepted.
 * @param path - the options' name in the message, such as `options` or `budget`.
 * @param notAnObject - the message for options that are no object.
 * @returns the options given, in an object of no prototype, or the message saying what is wrong.
 */
export function readOwnOptions(options: unknown, known: readonly string[], path: string, notAnObject: string): Readonly<Record<string, unknown>> | string {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return notAnObject;
  const keys = Object.keys(options);
  const unknown = keys.find((name) => !known.includes(name));
  if (unknown !== undefined) return `${path}.${unknown}: no such option (the options are ${known.join(', ')})`;
  const own: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const key of keys) {
    try {
      own[key] = (options as Readonly<Record<string, unknown>>)[key];
    } catch {
      return `${path}.${key}: expected a value that can be read without an exception`;
    }
  }
  return own;
}
