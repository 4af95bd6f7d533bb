/**
 * The testing subpath's numeric arguments, checked where they are given: as fast-check's own arbitraries do for
 * constraints they cannot meet, a bad one throws a `RangeError` that names it, what it must be and what it is.
 *
 * @module
 */

/**
 * `value` if it is a whole number (a safe integer), from `low` to `high` when they are given; otherwise throws a
 * `RangeError` that says so.
 *
 * @param value - the test's value.
 * @param name - its name in the message, for example `maxMoves` or `check.runs`.
 * @param low - the least it may be.
 * @param high - the most it may be.
 */
export function checkedWholeNumber(value: unknown, name: string, low = Number.MIN_SAFE_INTEGER, high = Number.MAX_SAFE_INTEGER): number {
  if (Number.isSafeInteger(value) && (value as number) >= low && (value as number) <= high) return value as number;
  const range = low === Number.MIN_SAFE_INTEGER && high === Number.MAX_SAFE_INTEGER ? '' : ` from ${low} to ${high}`;
  const given = typeof value === 'number' ? String(value) : `a ${typeof value}`;
  throw new RangeError(`${name}: expected a whole number${range}, got ${given}`);
}
