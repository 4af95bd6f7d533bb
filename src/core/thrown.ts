/**
 * Reading what a caller's code threw. A recipe, a getter or a proxy trap may throw anything, a proxy or an error
 * whose `message` getter throws included, so the engine reads it here, without an exception of its own.
 *
 * @module
 */

/**
 * The message of a thrown value: an `Error`'s own message, or `fallback` for anything else, or when reading it
 * throws.
 *
 * @param thrown - what was caught.
 * @param fallback - the words for a value that gives no message.
 */
export function thrownMessage(thrown: unknown, fallback: string): string {
  try {
    if (thrown instanceof Error) {
      const message: unknown = thrown.message;
      if (typeof message === 'string') return message;
    }
  } catch {
    // A revoked proxy, a throwing getPrototypeOf trap or message getter: nothing to read.
  }
  return fallback;
}
