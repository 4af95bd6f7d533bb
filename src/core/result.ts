/**
 * The library's one failure policy: a function that can be handed bad input returns a {@link Result}; it
 * never throws for it. {@link unwrap} turns a failed result into a thrown {@link EngineError} for callers who
 * prefer exceptions.
 *
 * @module
 */

/**
 * The typed error of every game in this package. Its {@link EngineError.code | code} is stable across
 * releases and safe to branch on; its message is for people and may change.
 *
 * @typeParam Code - the string union of the error codes that the failing function can produce.
 */
export class EngineError<Code extends string = string> extends Error {
  /** A stable, machine-readable reason, for example `"line-full"` or `"bad-option"`. */
  readonly code: Code;

  /**
   * @param code - the stable reason.
   * @param message - a readable explanation for a person.
   */
  constructor(code: Code, message: string) {
    super(message);
    this.name = 'EngineError';
    this.code = code;
  }
}

/** A success that carries a value. */
export interface Ok<T> {
  /** Always `true` for a success. */
  readonly ok: true;
  /** The value produced. */
  readonly value: T;
}

/** A failure that carries a typed error. */
export interface Err<Code extends string> {
  /** Always `false` for a failure. */
  readonly ok: false;
  /** Why it failed. */
  readonly error: EngineError<Code>;
}

/** The outcome of a fallible function: a value, or a typed error. */
export type Result<T, Code extends string = string> = Ok<T> | Err<Code>;

/**
 * Wraps a value as a success.
 *
 * @param value - the value produced.
 *
 * @example
 * ```ts
 * import { ok } from 'tessera-engine';
 *
 * const result = ok(42);
 * console.log(result); // => { ok: true, value: 42 }
 * ```
 */
export function ok<T>(value: T): Ok<T> {
  return { ok: true, value };
}

/**
 * Builds a failure.
 *
 * @param code - the stable reason.
 * @param message - a readable explanation.
 *
 * @example
 * ```ts
 * import { err } from 'tessera-engine';
 *
 * const result = err('invalid-seat', 'seat 7 is not in this game');
 * console.log(result.ok, result.error.code); // => false invalid-seat
 * ```
 */
export function err<Code extends string>(code: Code, message: string): Err<Code> {
  return { ok: false, error: new EngineError(code, message) };
}

/**
 * Returns a success's value, or throws the failure's {@link EngineError}.
 *
 * @param result - any result of this library.
 * @throws EngineError when the result is a failure.
 *
 * @example
 * ```ts
 * import { tessera, unwrap } from 'tessera-engine';
 *
 * const state = unwrap(tessera.setup({ players: 2, seed: 7 }));
 * console.log(state.players); // => 2
 * try {
 *   unwrap(tessera.setup({ players: 9 }));
 * } catch (error) {
 *   console.log((error as Error).name); // => EngineError
 * }
 * ```
 */
export function unwrap<T, Code extends string>(result: Result<T, Code>): T {
  if (result.ok) return result.value;
  throw result.error;
}
