/**
 * Data that crosses to a worker. The page posts the engine's own copy of what the caller gave (`ownCopy`), in
 * which a value that is no JSON data (a function, a `Date`, a `Map`, an instance of a class) is the symbol
 * `NOT_DATA`, and a symbol stays a symbol: structured cloning refuses both. Each crosses as a marker object, and
 * the worker puts `NOT_DATA` back, so that the bot, solver or generator there reads what it reads on the calling
 * thread, and answers the same error.
 *
 * @module
 */
import { NOT_DATA } from '../core/untrusted.js';

/** The one key of a marker; a caller's data holding it is no valid view, position or option anyway. */
const MARK = '\u0000tessera-engine: not JSON data';

/**
 * Marks, in place, every value of an engine's copy that structured cloning refuses.
 *
 * @param copy - an `ownCopy` result: primitives, dense arrays and prototype-less records.
 * @returns the value to post.
 */
export function markNotData(copy: unknown): unknown {
  if (typeof copy === 'symbol') return { [MARK]: true };
  if (typeof copy !== 'object' || copy === null) return copy;
  const record = copy as Record<string, unknown>;
  for (const key of Object.keys(record)) record[key] = markNotData(record[key]);
  return copy;
}

/**
 * Puts `NOT_DATA` back, in place, where the page marked a value.
 *
 * @param posted - what the worker received.
 * @returns the engine's copy, as the page made it, but for its symbols, each now `NOT_DATA`.
 */
export function restoreNotData(posted: unknown): unknown {
  if (typeof posted !== 'object' || posted === null) return posted;
  const record = posted as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 1 && keys[0] === MARK && record[MARK] === true) return NOT_DATA;
  for (const key of keys) record[key] = restoreNotData(record[key]);
  return posted;
}
