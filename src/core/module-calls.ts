/**
 * Calls on a game module that may be the caller's own. The package's functions that take a game module
 * (`replayRecord`, `recordOf`, `playInHistory`, `playChosenMoves`, the boardgame.io adapter) are handed
 * `{ ...tessera, setup: mySetup }` as readily as `tessera` (`docs/pitfalls.md`). A function of such a module
 * may throw, or answer what its type does not say; either becomes a `module-failed` error here, so that the
 * engine's function still answers a `Result`. The package's own modules never do either, and pay one `try`.
 *
 * @module
 */
import { err, isEngineError, type EngineError, type Err, type Result } from './result.js';
import type { Transition } from './game.js';
import { thrownMessage } from './thrown.js';

/**
 * The error code of a game module's function that threw or answered what its type does not say: a module of
 * the caller's own, since the package's never do.
 *
 * @example
 * ```ts
 * import { playInHistory, startHistory, tessera, unwrap, type ModuleFailedCode } from 'tessera-engine';
 *
 * // A module of one's own, with an applyMove that throws: playInHistory answers a typed error.
 * const strict = { ...tessera, applyMove: () => { throw new Error('not today'); } };
 * const start = startHistory(unwrap(tessera.setup({ players: 2, seed: 1 })));
 * const played = playInHistory(strict, start, tessera.legalMoves(start.steps[0]!.state)[0]);
 * const code: ModuleFailedCode | null = played.ok || played.error.code !== 'module-failed' ? null : played.error.code;
 * console.log(code, played.ok || played.error.message); // => module-failed the game's applyMove threw: not today
 * ```
 */
export type ModuleFailedCode = 'module-failed';

/** A `module-failed` error, which names the function, for example `the game's applyMove`. */
function failed(what: string, reason: string): Err<ModuleFailedCode> {
  return err('module-failed', `${what} ${reason}`);
}

/**
 * Calls a module's function and reads its answer, both inside one `try`: the answer may be the caller's
 * object, whose reads run its getters.
 *
 * @param what - the function, in messages: `the game's formatMove`.
 * @param call - calls it.
 * @param read - the engine's own copy of the answer, or `null` for an answer of the wrong type.
 */
function guarded<T, Code extends string>(
  what: string,
  call: () => unknown,
  read: (answer: unknown) => Result<T, Code> | null,
): Result<T, Code | ModuleFailedCode> {
  try {
    return read(call()) ?? failed(what, 'answered a value of the wrong type');
  } catch (thrown) {
    return failed(what, `threw: ${thrownMessage(thrown, 'a value that is no Error')}`);
  }
}

/**
 * The answer of a module's function that answers a plain value, such as `formatMove`, when `isAnswer` accepts it.
 *
 * @param what - the function, in messages: `the game's formatMove`.
 * @param call - calls it.
 * @param isAnswer - whether the answer is of the function's type.
 */
export function moduleAnswer<T>(what: string, call: () => unknown, isAnswer: (answer: unknown) => answer is T): Result<T, ModuleFailedCode> {
  return guarded(what, call, (answer) => (isAnswer(answer) ? { ok: true, value: answer } : null));
}

/** Whether a value is a string. */
const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * The text a module's function answers, such as `formatMove`'s.
 *
 * @param what - the function, in messages: `the game's formatMove`.
 * @param call - calls it.
 */
export function moduleText(what: string, call: () => string): Result<string, ModuleFailedCode> {
  return moduleAnswer(what, call, isString);
}

/** Whether a value can be an outcome: an object, or `null` while the game goes on. */
const isOutcome = (value: unknown): value is object | null => typeof value === 'object';

/**
 * A game's outcome by its module's `outcome`: an object once the game is over, `null` before.
 *
 * @param call - calls it.
 */
export function moduleOutcome<Outcome extends object>(call: () => Outcome | null): Result<Outcome | null, ModuleFailedCode> {
  return moduleAnswer("the game's outcome", call, isOutcome) as Result<Outcome | null, ModuleFailedCode>;
}

/**
 * A module's `Result`, read once: a success with its value when `isValue` accepts it, or a failure with its
 * error, kept when it is the engine's own and rebuilt from its code and message otherwise.
 */
function readResult<T, Code extends string>(answer: unknown, isValue: (value: unknown) => boolean): Result<T, Code> | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { ok, value, error } = answer as { ok?: unknown; value?: unknown; error?: unknown };
  if (ok === true) return isValue(value) ? { ok: true, value: value as T } : null;
  if (ok !== false || typeof error !== 'object' || error === null) return null;
  if (isEngineError(error)) return { ok: false, error: error as EngineError<Code> };
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && typeof message === 'string' ? err(code as Code, message) : null;
}

/**
 * The `Result` of a module's function that answers one, such as `setup` and `validateMove`.
 *
 * @param what - the function, in messages: `the game's setup`.
 * @param call - calls it.
 */
export function moduleResult<T, Code extends string>(what: string, call: () => Result<T, Code>): Result<T, Code | ModuleFailedCode> {
  return guarded(what, call, (answer) => readResult<T, Code>(answer, () => true));
}

/** Whether a success's value is a transition: a state and an array of events, read once. */
function isTransition(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { state, events } = value as { state?: unknown; events?: unknown };
  return state !== undefined && Array.isArray(events);
}

/**
 * A move applied by a game module's `applyMove`, whose success must hold a state and an array of events.
 *
 * @param game - the module.
 * @param state - the state to play in.
 * @param move - the move.
 */
export function appliedMove<State, Move, Event, Code extends string>(
  game: { applyMove(state: State, move: Move): Result<Transition<State, Event>, Code> },
  state: State,
  move: Move,
): Result<Transition<State, Event>, Code | ModuleFailedCode> {
  return guarded(
    "the game's applyMove",
    () => game.applyMove(state, move),
    (answer) => readResult<Transition<State, Event>, Code>(answer, isTransition),
  );
}
