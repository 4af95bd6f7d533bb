/**
 * Deep copies of the engine's own plain data (events, views, patches), for what is handed out more than once:
 * each holder gets a copy that shares nothing with a state or with another holder's.
 *
 * @module
 */

/**
 * Copies plain JSON data all the way down: arrays, plain objects and primitives. It trusts its input; use
 * `ownCopy` for anything that comes from outside.
 *
 * @param value - plain JSON data that the engine made.
 */
export function copyJson<Value>(value: Value): Value {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copyJson) as Value;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = copyJson((value as Record<string, unknown>)[key]);
  return copy as Value;
}
