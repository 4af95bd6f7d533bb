/**
 * The page's side reads what the caller hands a pool before anything is posted: the engine's own copy of the
 * view (so a getter, a proxy or a function never reaches the structured clone), and options reduced to
 * primitives. The bot or solver in the worker then checks their values, with the messages it always gives.
 *
 * @module
 */
import type { AbortSignalLike } from '../core/bots/bot.js';
import { readOwnOptions } from '../core/options.js';
import { err, ok, type Result } from '../core/result.js';
import { ownCopy, SMALL_VALUE_LIMITS, STATE_LIMITS } from '../core/untrusted.js';
import { MAX_SEARCH_WORKERS, type PostedOptions } from './protocol.js';
import { thrownMessage } from '../core/thrown.js';

/** Options read: the primitives to post, the signal, and the number of workers. */
export interface ReadOptions {
  /** The options that cross to the worker. */
  readonly posted: PostedOptions;
  /** The caller's signal, if any. */
  readonly signal: AbortSignalLike | undefined;
  /** How many workers search. */
  readonly workers: number;
}

/**
 * Reads options: each key of `posted` must be a primitive (its value is checked in the worker), `signal` an
 * object, `workers` an integer from 1 to {@link MAX_SEARCH_WORKERS}; a clock is refused, a worker keeping its own,
 * and any other key is an error (a misspelt option is never ignored).
 *
 * @param options - the caller's options, hostile ones included.
 * @param posted - the keys that cross to the worker.
 * @param parallel - whether `workers` may be given.
 */
export function readOptions(options: unknown, posted: readonly string[], parallel: boolean): Result<ReadOptions, 'invalid-options'> {
  try {
    if (options === undefined) return ok({ posted: {}, signal: undefined, workers: 1 });
    // A clock is a known option, refused below with its reason.
    const record = readOwnOptions(options, [...posted, 'clock', 'signal', ...(parallel ? ['workers'] : [])], 'options', 'options: expected an object');
    if (typeof record === 'string') return err('invalid-options', record);
    const copied: Record<string, string | number | boolean> = {};
    for (const key of posted) {
      const value = record[key];
      if (value === undefined) continue;
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
        return err('invalid-options', `options.${key}: expected a number or a string`);
      copied[key] = value;
    }
    if (record.clock !== undefined) return err('invalid-options', 'options.clock: a worker keeps its own clock');
    const signal = record.signal;
    if (signal !== undefined && (typeof signal !== 'object' || signal === null)) return err('invalid-options', 'options.signal: expected an abort signal');
    const workers = parallel ? (record.workers ?? 1) : 1;
    if (!Number.isInteger(workers) || (workers as number) < 1 || (workers as number) > MAX_SEARCH_WORKERS) {
      return err('invalid-options', `options.workers: expected an integer from 1 to ${MAX_SEARCH_WORKERS}`);
    }
    return ok({ posted: copied, signal: signal as AbortSignalLike | undefined, workers: workers as number });
  } catch {
    return err('invalid-options', 'options: expected options that can be read without an exception');
  }
}

/**
 * The engine's own copy of a view or position, plain data that shares nothing with the caller's.
 *
 * @param value - the caller's view, hostile ones included.
 * @param root - its name in the error message.
 */
export function readView(value: unknown, root: string): Result<unknown, 'invalid-view'> {
  try {
    return ok(ownCopy(value, root, STATE_LIMITS));
  } catch (error) {
    return err('invalid-view', (error as Error).message);
  }
}

/** The generator's options read: its own options as the engine's copy, and the signal. */
export interface ReadGeneratorOptions {
  /** The options that cross to the worker, whose values the generator checks there. */
  readonly posted: unknown;
  /** The caller's signal, if any. */
  readonly signal: AbortSignalLike | undefined;
}

/**
 * Reads the generator's options: the signal apart, every other key copied as plain data (its value is checked
 * in the worker, with the generator's own messages).
 *
 * @param options - the caller's options, hostile ones included.
 */
export function readGeneratorOptions(options: unknown): Result<ReadGeneratorOptions, 'invalid-options'> {
  try {
    if (typeof options !== 'object' || options === null || Array.isArray(options)) {
      return err('invalid-options', 'options: expected an object with a seed and a difficulty');
    }
    // Own keys only, as every option: a signal the object only inherits is not read.
    const { signal, ...rest }: Readonly<Record<string, unknown>> = { ...options };
    if (signal !== undefined && (typeof signal !== 'object' || signal === null)) return err('invalid-options', 'options.signal: expected an abort signal');
    return ok({ posted: ownCopy(rest, 'options', SMALL_VALUE_LIMITS), signal: signal as AbortSignalLike | undefined });
  } catch (error) {
    return err('invalid-options', thrownMessage(error, 'options: expected options that can be read without an exception'));
  }
}
