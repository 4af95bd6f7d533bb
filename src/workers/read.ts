/**
 * The page's side reads what the caller hands a pool before anything is posted: the engine's own copy of the
 * view, the position and the options (so a getter or a proxy never reaches the structured clone), each read
 * once, with the values that are no JSON data marked (`postable.ts`). The bot, solver or generator in the worker
 * then checks them, with the messages it gives on the calling thread.
 *
 * @module
 */
import type { AbortSignalLike } from '../core/bots/bot.js';
import { readOwnOptions } from '../core/options.js';
import { err, ok, type Result } from '../core/result.js';
import { isJsonShapeError, isPlainObject } from '../core/json.js';
import { ownCopy, SMALL_VALUE_LIMITS, STATE_LIMITS } from '../core/untrusted.js';
import { markNotData } from './postable.js';
import { MAX_SEARCH_WORKERS, type PostedOptions } from './protocol.js';

/** The engine's copy of a caller's value, ready to post; throws `JsonShapeError` naming where it cannot be read. */
const postable = (value: unknown, root: string, limits = SMALL_VALUE_LIMITS, enclosing: readonly object[] = []): unknown =>
  markNotData(ownCopy(value, root, limits, enclosing));

/** The message of what reading a caller's value threw: ours when it names the place, else `fallback`. */
const readError = (error: unknown, fallback: string): string => (isJsonShapeError(error) ? error.message : fallback);

/** Options read: the copies to post, the signal, and the number of workers. */
export interface ReadOptions {
  /** The options that cross to the worker. */
  readonly posted: PostedOptions;
  /** The caller's signal, if any. */
  readonly signal: AbortSignalLike | undefined;
  /** How many workers search. */
  readonly workers: number;
}

/** How the options of a call are named in its errors, as the same call on the calling thread names them. */
export interface OptionsNaming {
  /** What every message starts with, such as `mcts: ` or `solveChallenge: `. */
  readonly prefix: string;
  /** The options' name, such as `options` or `budget`. */
  readonly root: string;
  /** The message for options that are no object. */
  readonly notAnObject: string;
  /** What options that cannot be read are called in their message (`options` unless given), such as `limits`. */
  readonly unreadable?: string;
}

/**
 * Reads options: each key of `posted` is copied to cross to the worker (its value is checked there, or by the
 * caller), `signal` must be an object, `workers` an integer from 1 to {@link MAX_SEARCH_WORKERS}; a clock is
 * refused, a worker keeping its own, and any other key is an error (a misspelt option is never ignored).
 *
 * @param options - the caller's options, hostile ones included.
 * @param posted - the keys that cross to the worker.
 * @param parallel - whether `workers` may be given.
 * @param naming - how the errors name the options.
 */
export function readOptions(options: unknown, posted: readonly string[], parallel: boolean, naming: OptionsNaming): Result<ReadOptions, 'invalid-options'> {
  const { prefix, root } = naming;
  const refuse = (message: string) => err('invalid-options', `${prefix}${message}`);
  try {
    if (options === undefined) return ok({ posted: {}, signal: undefined, workers: 1 });
    // A clock is a known option, refused below with its reason.
    const record = readOwnOptions(options, [...posted, 'clock', 'signal', ...(parallel ? ['workers'] : [])], root, naming.notAnObject);
    if (typeof record === 'string') return refuse(record);
    const copied: Record<string, unknown> = {};
    for (const key of posted) if (record[key] !== undefined) copied[key] = postable(record[key], `${root}.${key}`);
    if (record.clock !== undefined) return refuse(`${root}.clock: a worker keeps its own clock`);
    const signal = record.signal;
    if (signal !== undefined && (typeof signal !== 'object' || signal === null)) return refuse(`${root}.signal: expected an abort signal`);
    // `null` is no number of workers, as it is no budget.
    const workers = parallel && record.workers !== undefined ? record.workers : 1;
    if (!Number.isInteger(workers) || (workers as number) < 1 || (workers as number) > MAX_SEARCH_WORKERS) {
      return refuse(`${root}.workers: expected an integer from 1 to ${MAX_SEARCH_WORKERS}`);
    }
    return ok({ posted: copied, signal: signal as AbortSignalLike | undefined, workers: workers as number });
  } catch (error) {
    return refuse(readError(error, `${root}: expected ${naming.unreadable ?? 'options'} that can be read without an exception`));
  }
}

/**
 * The engine's own copy of a view or position, plain data that shares nothing with the caller's; one that cannot
 * be copied is refused with the code and message the same call gives on the calling thread.
 *
 * @param value - the caller's view, hostile ones included.
 * @param root - its name in the error message.
 * @param code - the error's code: `invalid-view` for a bot's view, `invalid-state` for the solver's position.
 * @param prefix - what the message starts with, such as `mcts: `.
 */
export function readView<Code extends 'invalid-view' | 'invalid-state'>(value: unknown, root: string, code: Code, prefix: string): Result<unknown, Code> {
  try {
    return ok(postable(value, root, STATE_LIMITS));
  } catch (error) {
    return err(code, `${prefix}${readError(error, `${root}: expected a value that can be read without an exception`)}`);
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
 * Reads the generator's options: the signal apart, every other key copied, each read once (its value is checked
 * in the worker, with the generator's own messages). Options that are no plain object cross as the engine's
 * copy of them, which the generator refuses as it does on the calling thread.
 *
 * @param options - the caller's options, hostile ones included.
 */
export function readGeneratorOptions(options: unknown): Result<ReadGeneratorOptions, 'invalid-options'> {
  try {
    if (!isPlainObject(options)) {
      // An instance of a class, which the generator refuses as a whole, as it does on the calling thread; any other
      // value that is no plain object crosses as it is, for the generator's own message.
      if (typeof options === 'object' && options !== null && !Array.isArray(options)) return err('invalid-options', 'options: expected a plain object');
      return ok({ posted: postable(options, 'options'), signal: undefined });
    }
    // Own keys only, as every option: a signal the object only inherits is not read.
    const fields = Object.create(null) as Record<string, unknown>;
    let signal: unknown;
    for (const key of Object.keys(options)) {
      let value: unknown;
      try {
        value = options[key];
      } catch {
        return err('invalid-options', `options.${key}: expected a value that can be read without an exception`);
      }
      if (key === 'signal') signal = value;
      else fields[key] = value;
    }
    if (signal !== undefined && (typeof signal !== 'object' || signal === null)) return err('invalid-options', 'options.signal: expected an abort signal');
    // The caller's object is where the copy starts, so that a cycle back to it is named as on the calling thread.
    return ok({ posted: postable(fields, 'options', SMALL_VALUE_LIMITS, [options]), signal: signal as AbortSignalLike | undefined });
  } catch (error) {
    return err('invalid-options', readError(error, 'options: expected a value that can be read without an exception'));
  }
}
