/**
 * Checks for untrusted JSON values, used by the move parsers and state loaders of both games.
 *
 * The `read…` functions throw {@link JsonShapeError} with the path of the offending value. They run on the
 * engine's own copy of the input, made by `ownCopy` in `untrusted.ts`, and inside `readUntrusted`, which turns
 * that error into a failed `Result`, so nothing escapes the library as an exception.
 *
 * @module
 */
/** Every {@link JsonShapeError} made, so that a caught value is told apart without being read. */
const SHAPE_ERRORS = /* @__PURE__ */ new WeakSet();

/** Thrown by the `read…` checks when a value does not have the expected shape; caught by `readUntrusted`. */
export class JsonShapeError extends Error {
  /**
   * @param path - where the value sits, for example `boards[1].lines[3]`.
   * @param expected - what was expected there, for example `an integer from 0 to 4`.
   */
  constructor(path: string, expected: string) {
    super(`${path || 'the value'}: expected ${expected}`);
    this.name = 'JsonShapeError';
    SHAPE_ERRORS.add(this);
  }
}

/**
 * Whether a caught value is a {@link JsonShapeError} of the engine's. It asks a set of the errors made, and never
 * `instanceof`: what a caller's getter or proxy trap throws may be a proxy whose `getPrototypeOf` trap throws
 * too, or one that claims the error's prototype.
 *
 * @param caught - anything a `catch` caught.
 */
export function isJsonShapeError(caught: unknown): caught is JsonShapeError {
  return typeof caught === 'object' && caught !== null && SHAPE_ERRORS.has(caught);
}

/** A JSON object with no prototype tricks: its own enumerable keys are all there is. */
export type JsonRecord = Readonly<Record<string, unknown>>;

/**
 * Tells whether a value is a plain object: not null, not an array, and made by an object literal or
 * `JSON.parse`. Its prototype is `null` or a root prototype: `Object.prototype` of this realm or of another
 * one (an iframe, a worker, a `vm` context), so that objects made elsewhere are accepted and class instances
 * are not.
 *
 * @param value - any value.
 */
export function isPlainObject(value: unknown): value is JsonRecord {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || Object.getPrototypeOf(proto) === null;
}

/**
 * Whether two JSON values are equal, whatever the order of their objects' keys (a database may reorder them).
 *
 * @param a - a JSON value.
 * @param b - another.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * Tells whether a caller's number is an index into something of `size` places: an integer from 0 to `size - 1`.
 * Any other value, a symbol or a bigint included, is not, and reading it throws nothing.
 *
 * @param value - any value.
 * @param size - how many places there are.
 */
export function isIndexBelow(value: unknown, size: number): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < size;
}

/**
 * Reads a plain object whose own keys are exactly `required` plus any of `optional`. Extra keys, including
 * an own `__proto__` key as `JSON.parse` makes it, are rejected.
 *
 * @param value - the untrusted value.
 * @param path - its path, for error messages.
 * @param required - keys that must be present.
 * @param optional - keys that may be present.
 */
export function readRecord(value: unknown, path: string, required: readonly string[], optional: readonly string[] = []): JsonRecord {
  if (!isPlainObject(value)) throw new JsonShapeError(path, 'a plain object');
  for (const key of required) {
    if (!Object.hasOwn(value, key)) throw new JsonShapeError(path, `a key "${key}"`);
  }
  for (const key of Object.keys(value)) {
    if (!required.includes(key) && !optional.includes(key)) {
      throw new JsonShapeError(path, `no key "${key}"`);
    }
  }
  return value;
}

/**
 * Reads an integer within bounds. `-0` reads as `0`.
 *
 * @param value - the untrusted value.
 * @param path - its path, for error messages.
 * @param min - the smallest allowed value.
 * @param max - the largest allowed value.
 */
export function readInt(value: unknown, path: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new JsonShapeError(path, `an integer from ${min} to ${max}`);
  }
  // Normalise −0, which JSON.parse can produce from "-0", to 0.
  return value === 0 ? 0 : value;
}

/**
 * Reads a value that may be `null`, with a reader for the other case.
 *
 * @param value - the untrusted value.
 * @param read - reads it when it is not `null`.
 */
export function readNullable<T>(value: unknown, read: (value: unknown) => T): T | null {
  return value === null ? null : read(value);
}

/**
 * Reads a boolean.
 *
 * @param value - the untrusted value.
 * @param path - its path, for error messages.
 */
export function readBoolean(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') throw new JsonShapeError(path, 'a boolean');
  return value;
}

/**
 * Reads one of a fixed set of strings.
 *
 * @param value - the untrusted value.
 * @param path - its path, for error messages.
 * @param allowed - the accepted strings.
 */
export function readLiteral<T extends string>(value: unknown, path: string, allowed: readonly T[]): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new JsonShapeError(path, `one of ${allowed.map((item) => JSON.stringify(item)).join(', ')}`);
  }
  return value as T;
}

/**
 * Reads an array, checking its length and reading each item.
 *
 * @param value - the untrusted value.
 * @param path - its path, for error messages.
 * @param minLength - the shortest allowed length.
 * @param maxLength - the longest allowed length.
 * @param readItem - reads one item, given the item and its path.
 */
export function readArray<T>(value: unknown, path: string, minLength: number, maxLength: number, readItem: (item: unknown, itemPath: string) => T): T[] {
  if (!Array.isArray(value) || value.length < minLength || value.length > maxLength) {
    const length = minLength === maxLength ? `${minLength}` : `${minLength} to ${maxLength}`;
    throw new JsonShapeError(path, `an array of ${length} items`);
  }
  return value.map((item: unknown, index) => readItem(item, `${path}[${index}]`));
}

/**
 * Fails a read with a message, for invariants that go beyond shape.
 *
 * @param path - where the problem is.
 * @param expected - what should have held.
 */
export function failRead(path: string, expected: string): never {
  throw new JsonShapeError(path, expected);
}

/**
 * Reads what a saved state says it is, before its fields: a plain object of game `game` that is no player's view,
 * then its version, one of `versions`. A state of the other game, or a view, is named as such, rather than
 * refused for a key or a version that a state of this game would have.
 *
 * @param value - the untrusted value.
 * @param game - the game's name, as a state records it.
 * @param versions - the format's versions that the loader reads.
 */
export function readStateHeader<Version extends number>(value: unknown, game: string, versions: readonly Version[]): { state: JsonRecord; version: Version } {
  if (!isPlainObject(value)) throw new JsonShapeError('state', 'a plain object');
  if (value.game !== game) throw new JsonShapeError('state.game', `${JSON.stringify(game)}: this is the ${game} loader`);
  if (Object.hasOwn(value, 'viewer')) {
    throw new JsonShapeError('state', "a full state, not a player's view: a view lacks what its seat may not see, so no game can go on from it");
  }
  if (!(versions as readonly unknown[]).includes(value.version)) {
    throw new JsonShapeError('state.version', `${versions.slice(0, -1).join(', ')} or ${versions.at(-1)!}`);
  }
  return { state: value, version: value.version as Version };
}
