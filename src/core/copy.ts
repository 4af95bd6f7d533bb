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

/** More events than any step makes by far: a longer list is no step's events. */
const MOST_EVENTS = 10_000;

/**
 * Copies of a step's events for the functions that hand them out again (`broadcast`, `eventsForPlayer`), which
 * trust events the engine made but must never throw: no events (`undefined`) or a value that is no list of at most
 * 10,000 items reads as none, and an item that is no object, or whose copy throws (a getter, a proxy, nesting
 * deeper than the stack), is left out.
 *
 * @param events - a step's events, as the caller passes them.
 */
export function readableEvents<Event extends object>(events: readonly Event[] | undefined): Event[] {
  const copies: Event[] = [];
  try {
    if (!Array.isArray(events) || events.length > MOST_EVENTS) return copies;
    for (const event of events as readonly unknown[]) {
      try {
        if (typeof event === 'object' && event !== null && !Array.isArray(event)) copies.push(copyJson(event) as Event);
      } catch {
        // An event that cannot be read is no event to hand out.
      }
    }
  } catch {
    // A list that cannot be read (a revoked proxy) holds no events.
  }
  return copies;
}
