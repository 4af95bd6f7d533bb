/**
 * The library's one failure policy: a function that can be handed bad input returns a {@link Result}; it
 * never throws for it. {@link unwrap} turns a failed result into a thrown {@link EngineError} for callers who
 * prefer exceptions.
 *
 * @module
 */

/**
 * The brand every {@link EngineError} carries, from the global symbol registry: the ESM and the CommonJS
 * builds, and any other copy of the package, share it where they cannot share the class.
 */
const ENGINE_ERROR_BRAND = /* @__PURE__ */ Symbol.for('tessera-engine.EngineError');

/**
 * A message as text: a string as it is, anything else as `String` writes it (a symbol's description included),
 * or a placeholder when that throws, so that making an error never throws.
 */
function messageText(message: unknown): string {
  if (typeof message === 'string') return message;
  try {
    return String(message);
  } catch {
    return 'a message that cannot be written as text';
  }
}

/**
 * The typed error of every game in this package. Its {@link EngineError.code | code} is stable across
 * releases and safe to branch on; its message is for people and may change.
 *
 * The package's ESM and CommonJS builds each have their own class, so `instanceof EngineError` is false for
 * an error from the other build (a CommonJS dependency of an ES module app, say): test with
 * {@link isEngineError} instead.
 *
 * @typeParam Code - the string union of the error codes that the failing function can produce.
 *
 * @example
 * ```ts
 * import { EngineError, isEngineError } from 'tessera-engine';
 * import { applyMove, setup, unwrap } from 'tessera-engine/tessera';
 *
 * const result = applyMove(unwrap(setup({ players: 2, seed: 1 })), { type: 'nonsense' } as never);
 * const error = result.ok ? null : result.error;
 * console.log(error instanceof EngineError, isEngineError(error), error?.code); // => true true malformed-move
 * ```
 */
export class EngineError<Code extends string = string> extends Error {
  /** A stable, machine-readable reason, for example `"line-full"` or `"bad-option"`. */
  readonly code: Code;

  /**
   * What the message says, as a template's key and its facts, when the games can say it in another language
   * (their `describeError`); absent for messages about a program's input (a JSON path, an option), which are
   * English for developers. Not enumerable, so that it stays out of logs and JSON.
   */
  declare readonly detail?: ErrorDetail;

  /**
   * @param code - the stable reason.
   * @param message - a readable explanation for a person, in English; anything else is written as text.
   * @param detail - the message's template key and facts, for the other languages.
   */
  constructor(code: Code, message: string, detail?: ErrorDetail) {
    super(messageText(message));
    this.name = 'EngineError';
    this.code = code;
    // Set here rather than on the prototype, whose computed key would keep the class in every bundle; not
    // enumerable, so that it stays out of logs and JSON.
    Object.defineProperty(this, ENGINE_ERROR_BRAND, { value: true });
    if (detail !== undefined) Object.defineProperty(this, 'detail', { value: detail });
  }
}

/**
 * An error message as a template's key and the facts it names (seats as indexes, other numbers counted from 1).
 *
 * @example
 * ```ts
 * import { describeError, draftMove, setup, unwrap, validateMove, type ErrorDetail } from 'tessera-engine/tessera';
 *
 * // Seat 1 drafts on seat 0's turn: the detail is what describeError words, in English or in French.
 * const refused = validateMove(unwrap(setup({ players: 2, seed: 1 })), draftMove(1, 0, 0, 0));
 * const detail: ErrorDetail | undefined = refused.ok ? undefined : refused.error.detail;
 * console.log(detail); // => { key: 'error.wrong-player', facts: { turnSeat: 0, moveSeat: 1 } }
 * console.log(refused.ok || describeError(refused.error, undefined, { locale: 'fr' })); // => c’est au tour de Joueur 1, pas de Joueur 2
 * ```
 */
export interface ErrorDetail {
  /** The template's key in the games' message catalogues, for example `"error.line-full"`. */
  readonly key: string;
  /** The facts the template names, for example `{ line: 2 }`. */
  readonly facts: Readonly<Record<string, string | number>>;
}

/**
 * Whether a value is an {@link EngineError} made by this package, from either of its builds (ESM or
 * CommonJS) or any other copy of it: the check that works where `instanceof` does not, because each build
 * has its own class. It tests for a brand that every `EngineError` carries (`Symbol.for('tessera-engine.EngineError')`),
 * so an `Error` of another library, even one named `EngineError` with a `code`, is never taken for one.
 * Never throws, whatever the value (a proxy or a throwing getter gives `false`).
 *
 * @param value - any value, typically a caught exception.
 * @returns `true` for an `EngineError`, then typed as one.
 *
 * @example
 * ```ts
 * import { isEngineError, tessera, unwrap } from 'tessera-engine';
 *
 * try {
 *   unwrap(tessera.setup({ players: 9 }));
 * } catch (error) {
 *   console.log(isEngineError(error) && error.code); // => invalid-options
 * }
 * const lookalike = Object.assign(new Error('no'), { name: 'EngineError', code: 'invalid-options' });
 * console.log(isEngineError(lookalike)); // => false
 * ```
 */
export function isEngineError(value: unknown): value is EngineError {
  try {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[ENGINE_ERROR_BRAND] === true;
  } catch {
    return false;
  }
}

/**
 * A success that carries a value.
 *
 * @example
 * ```ts
 * import { setup, type Ok, type TesseraState } from 'tessera-engine/tessera';
 *
 * const result = setup({ players: 3, seed: 'table 4' });
 * if (result.ok) {
 *   const success: Ok<TesseraState> = result; // narrowed by its `ok`
 *   console.log(success.value.players, success.value.turn); // => 3 0
 * }
 * ```
 */
export interface Ok<T> {
  /** Always `true` for a success. */
  readonly ok: true;
  /** The value produced. */
  readonly value: T;
}

/**
 * A failure that carries a typed error.
 *
 * @example
 * ```ts
 * import { applyMove, setup, unwrap, type Err, type TesseraErrorCode } from 'tessera-engine/tessera';
 *
 * const result = applyMove(unwrap(setup({ players: 2, seed: 1 })), { type: 'place', player: 0, column: 9 });
 * if (!result.ok) {
 *   const failure: Err<TesseraErrorCode> = result; // narrowed by its `ok`
 *   console.log(failure.error.code, '|', failure.error.message); // => malformed-move | move.column: expected an integer from 0 to 4
 * }
 * ```
 */
export interface Err<Code extends string> {
  /** Always `false` for a failure. */
  readonly ok: false;
  /** Why it failed. */
  readonly error: EngineError<Code>;
}

/**
 * The outcome of a fallible function: a value, or a typed error.
 *
 * @example
 * ```ts
 * import { err, ok, type Result } from 'tessera-engine';
 *
 * // A function of one's own that fails the package's way: a value or a typed error, never a throw.
 * function seatFromText(text: string, players: number): Result<number, 'invalid-seat'> {
 *   const seat = Number(text) - 1;
 *   return Number.isInteger(seat) && seat >= 0 && seat < players ? ok(seat) : err('invalid-seat', `no seat "${text}" at ${players}`);
 * }
 * console.log(seatFromText('2', 4)); // => { ok: true, value: 1 }
 * const refused = seatFromText('5', 4);
 * console.log(refused.ok ? refused.value : refused.error.code); // => invalid-seat
 * ```
 */
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
