/**
 * Frozen constants: the tables the engine exports (colour names, tile counts, built-in challenges) are the
 * same objects its rules read, so a caller who changed one would change every later game in the process.
 *
 * @module
 */

/**
 * Freezes plain data all the way down and returns it, for a constant the package exports. Its callers mark
 * the call `@__PURE__`, so that a bundle that never reads the constant drops it.
 *
 * @param value - plain JSON data that the engine made.
 */
export function deepFrozen<Value>(value: Value): Value {
  if (typeof value !== 'object' || value === null) return value;
  for (const item of Object.values(value)) deepFrozen(item);
  return Object.freeze(value);
}
