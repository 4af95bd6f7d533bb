/**
 * What the store check says when a store's state is not the engine's: the first place where they differ, with
 * both values, and a state the store returned before and changed since.
 *
 * @module
 */
import { sameJson } from '../core/json.js';

/** The longest text of a value that a report shows; a longer one is cut. */
const SHOWN_LENGTH = 80;

/** A value as the report shows it: its JSON, cut, or what it is when it has none. */
function shown(value: unknown): string {
  let text: string;
  try {
    const json: unknown = JSON.stringify(value);
    text = typeof json === 'string' ? json : String(value);
  } catch {
    text = `a ${typeof value} that is no JSON`;
  }
  return text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH - 1)}…` : text;
}

/** Whether a value is a list or a record, whose parts are compared one by one. */
const isContainer = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The first place where a store's state differs from the engine's, with both values, or `null` when they are the
 * same JSON whatever the order of their keys.
 *
 * @param actual - the store's.
 * @param expected - the engine's.
 * @param path - where they are, such as `state`.
 */
export function firstDifference(actual: unknown, expected: unknown, path: string): string | null {
  if (sameJson(actual, expected)) return null;
  if (isContainer(actual) && isContainer(expected) && Array.isArray(actual) === Array.isArray(expected)) {
    for (const key of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
      const at = Array.isArray(expected) ? `${path}[${key}]` : `${path}.${key}`;
      if (!Object.hasOwn(actual, key)) return `${at}: the store has no such key, the engine has ${shown(expected[key])}`;
      if (!Object.hasOwn(expected, key)) return `${at}: the store has ${shown(actual[key])}, the engine no such key`;
      const inner = firstDifference(actual[key], expected[key], at);
      if (inner !== null) return inner;
    }
  }
  return `${path}: the store has ${shown(actual)}, the engine ${shown(expected)}`;
}

/** A state the store returned, and its JSON then. */
export interface ReturnedState {
  readonly value: unknown;
  readonly json: string | null;
}

/**
 * Checks that the store holds the engine's state, and that the state it returned before is as it was then (a
 * store that writes each new state into the object it returned rewrites what its callers kept); answers the state
 * it returns now, to be checked after the next command.
 *
 * @param returned - the state the store returned after the last command, if any.
 * @param actual - what the store returns now.
 * @param expected - the engine's state.
 * @param when - after which command, for the report.
 */
export function checkedReturn(returned: ReturnedState | undefined, actual: unknown, expected: unknown, when: string): ReturnedState {
  if (returned !== undefined && jsonOf(returned.value) !== returned.json) throw new Error(`the store changed a state it had returned before, ${when}`);
  const difference = firstDifference(actual, expected, 'state');
  if (difference !== null) throw new Error(`the store's state differs from the engine's ${when}: ${difference}`);
  return { value: actual, json: jsonOf(actual) };
}

/** A value's JSON, or `null` when it has none (a cycle, a BigInt). */
function jsonOf(value: unknown): string | null {
  try {
    const json: unknown = JSON.stringify(value);
    return typeof json === 'string' ? json : null;
  } catch {
    return null;
  }
}
