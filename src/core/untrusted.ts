/**
 * The one defensive pass over untrusted input. Everything the library receives from outside (moves, options,
 * states) goes through {@link ownCopy} first: it copies the value into fresh plain data that the engine owns,
 * and nothing of the caller's is touched again afterwards.
 *
 * The pass never lets an exception out and never changes its input. It reads only through ordinary property
 * reads (`value[key]`, `key in value`, `Object.keys`), so a getter or a proxy trap may run, but whatever it
 * throws becomes a {@link JsonShapeError} that names the path it came from. It also refuses what JSON cannot
 * express and what would make the engine's own work unbounded: holes in arrays, cycles, values nested deeper
 * than {@link ReadLimits.maxDepth}, and more than {@link ReadLimits.maxNodes} values in all.
 *
 * @module
 */
import { JsonShapeError, isJsonShapeError, isPlainObject, readArray, readInt } from './json.js';
import { err, ok, type Result } from './result.js';
import { thrownMessage } from './thrown.js';

/** How much one untrusted value may hold. */
export interface ReadLimits {
  /** The deepest nesting of arrays and objects accepted; the top value is at depth 0. */
  readonly maxDepth: number;
  /** The most values (primitives, arrays, objects and object keys) accepted in all. */
  readonly maxNodes: number;
}

/** Limits for a move or for setup options: small values of a few keys. */
export const SMALL_VALUE_LIMITS: ReadLimits = { maxDepth: 8, maxNodes: 1_000 };

/** Limits for a whole game state, generous enough for the longest game the loaders accept. */
export const STATE_LIMITS: ReadLimits = { maxDepth: 16, maxNodes: 2_000_000 };

/**
 * Stands in the copy for any value that is not JSON data: a function, a class instance, a `Date`, a `Map`.
 * It is no plain object, array, number, string or boolean, so every reader rejects it with the message of
 * what it expected there.
 */
export const NOT_DATA: unique symbol = Symbol('not JSON data');

class Copier {
  private nodes = 0;
  /** The containers being copied, outermost first: a cycle returns to one of them. */
  private readonly ancestors: object[];
  /** The keys from the root to the value being copied; the path is spelled out only for an error. */
  private readonly keys: (string | number)[] = [];

  constructor(
    private readonly root: string,
    private readonly limits: ReadLimits,
    enclosing: readonly object[],
  ) {
    this.ancestors = [...enclosing];
  }

  /** Where the pass is, for example `move.a[0].x`. */
  path(): string {
    return this.keys.reduce<string>((path, key) => (typeof key === 'number' ? `${path}[${key}]` : `${path}.${key}`), this.root);
  }

  fail(expected: string): never {
    throw new JsonShapeError(this.path(), expected);
  }

  copy(value: unknown, depth: number): unknown {
    if (++this.nodes > this.limits.maxNodes) this.fail(`at most ${this.limits.maxNodes} values in all`);
    if (typeof value !== 'object' || value === null) return typeof value === 'function' ? NOT_DATA : value;
    if (depth >= this.limits.maxDepth) this.fail(`nesting at most ${this.limits.maxDepth} deep`);
    if (this.ancestors.includes(value)) this.fail('no cycle: this value contains itself');
    this.ancestors.push(value);
    const copied = Array.isArray(value) ? this.copyArray(value, depth) : isPlainObject(value) ? this.copyRecord(value, depth) : NOT_DATA;
    this.ancestors.pop();
    return copied;
  }

  private copyArray(array: readonly unknown[], depth: number): unknown[] {
    const length = array.length;
    if (!Number.isSafeInteger(length) || length < 0 || this.nodes + length > this.limits.maxNodes) {
      this.fail(`at most ${this.limits.maxNodes} values in all`);
    }
    const copy = new Array<unknown>(length);
    for (let index = 0; index < length; index++) {
      this.keys.push(index);
      if (!(index in array)) this.fail('a value: JSON arrays have no holes');
      copy[index] = this.copy(array[index], depth + 1);
      this.keys.pop();
    }
    return copy;
  }

  private copyRecord(record: Readonly<Record<string, unknown>>, depth: number): Record<string, unknown> {
    const keys = Object.keys(record);
    if (this.nodes + keys.length > this.limits.maxNodes) this.fail(`at most ${this.limits.maxNodes} values in all`);
    this.nodes += keys.length;
    // A prototype-less copy: with no prototype there is no `__proto__` setter to reach, so an own "__proto__"
    // key is assigned as an ordinary key and can pollute nothing.
    const copy = Object.create(null) as Record<string, unknown>;
    for (const key of keys) {
      this.keys.push(key);
      copy[key] = this.copy(record[key], depth + 1);
      this.keys.pop();
    }
    return copy;
  }
}

/**
 * Copies an untrusted value into fresh plain data: primitives as they are, arrays as new dense arrays,
 * plain objects (of any realm) as new prototype-less objects with their own enumerable string keys, and
 * anything else as {@link NOT_DATA}. Symbol keys and extra array properties are left out, as
 * `JSON.stringify` leaves them out.
 *
 * @param value - any value at all, hostile ones included.
 * @param root - the name of the value in error messages, for example `move`.
 * @param limits - how deep and how large the value may be.
 * @param enclosing - the objects the value was read from, if it was read from the caller's object before: a
 *   cycle back to one of them is refused, as a cycle within the value is.
 * @returns the copy, which shares nothing with `value`.
 * @throws JsonShapeError for a hole, a cycle, a value over the limits, or an exception thrown by the
 *   input's own getters or proxy traps; never anything else.
 */
export function ownCopy(value: unknown, root: string, limits: ReadLimits, enclosing: readonly object[] = []): unknown {
  const copier = new Copier(root, limits, enclosing);
  try {
    return copier.copy(value, 0);
  } catch (error) {
    if (isJsonShapeError(error)) throw error;
    // Something of the caller's threw (a getter, a proxy trap, a revoked proxy) or the stack ran out. The
    // thrown value itself is not read: it may be hostile too. The keys still say where the pass was.
    throw new JsonShapeError(copier.path(), 'a value that can be read without an exception');
  }
}

/**
 * Reads an untrusted value into a typed one without throwing: {@link ownCopy} first, then the reader on the
 * copy. A reader signals a bad shape by throwing {@link JsonShapeError} (through the `read…` helpers of
 * `json.ts`), which becomes a failed {@link Result} with the given code.
 *
 * @param json - any value.
 * @param root - the value's name in error messages, for example `move` or `options`.
 * @param code - the error code of every failure.
 * @param limits - how deep and how large the value may be.
 * @param read - reads the owned copy into the typed value.
 */
export function readUntrusted<T, Code extends string>(
  json: unknown,
  root: string,
  code: Code,
  limits: ReadLimits,
  read: (value: unknown) => T,
): Result<T, Code> {
  try {
    return ok(read(ownCopy(json, root, limits)));
  } catch (error) {
    if (isJsonShapeError(error)) return err(code, error.message);
    throw error;
  }
}

/**
 * Reads a caller's list of whole numbers, such as scores by seat, into a fresh array: `null` for any value
 * that is no array of integers (within the safe range), or that cannot be read without an exception.
 *
 * @param value - any value.
 */
export function readIntegerList(value: unknown): number[] | null {
  const read = readUntrusted(value, 'list', 'unreadable', SMALL_VALUE_LIMITS, (copy) =>
    readArray(copy, 'list', 0, SMALL_VALUE_LIMITS.maxNodes, (item, path) => readInt(item, path, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)),
  );
  return read.ok ? read.value : null;
}

/**
 * Loads a game state from untrusted input: parses it when it is text, copies it with {@link ownCopy}, reads
 * its exact shape, then checks its invariants. Nothing throws; every failure is a typed error.
 *
 * @param json - a parsed JSON value, or a JSON string.
 * @param code - the error code for any failure.
 * @param read - reads the owned copy into a fresh state, throwing {@link JsonShapeError} on a bad shape.
 * @param findBrokenInvariant - returns the first broken invariant of a well-shaped state, or `null`.
 */
export function loadChecked<T, Code extends string>(
  json: unknown,
  code: Code,
  read: (value: unknown) => T,
  findBrokenInvariant: (value: T) => string | null,
): Result<T, Code> {
  let value = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json) as unknown;
    } catch (error) {
      return err(code, `not JSON: ${thrownMessage(error, 'it cannot be parsed')}`);
    }
  }
  const shaped = readUntrusted(value, 'state', code, STATE_LIMITS, read);
  if (!shaped.ok) return shaped;
  const broken = findBrokenInvariant(shaped.value);
  return broken === null ? shaped : err(code, broken);
}
