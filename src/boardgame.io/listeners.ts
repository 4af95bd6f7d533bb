/**
 * Calling the listeners that a caller registers, each on its own, as a DOM event's listeners are called: one
 * that throws does not stop the others, and does not throw out of the engine's code.
 *
 * @module
 */

/**
 * Reports a problem the way the runtime reports an uncaught exception without stopping: `reportError` where the
 * runtime has it (browsers, Deno), `console.error` elsewhere (Node). For what the caller's code threw, and for
 * what it handed over that cannot be used where there is no `Result` to answer with.
 *
 * @param error - what went wrong.
 */
export function reportProblem(error: unknown): void {
  const report = (globalThis as { readonly reportError?: (error: unknown) => void }).reportError;
  try {
    if (typeof report === 'function') report(error);
    else console.error(error);
  } catch {
    // A value that cannot even be reported: nothing more to do.
  }
}

/**
 * Runs a call of the caller's code; an exception it throws is reported, not thrown.
 *
 * @param call - the call.
 */
export function runReported(call: () => unknown): void {
  try {
    call();
  } catch (error) {
    reportProblem(error);
  }
}

/**
 * Calls each listener with a value of its own: `valueFor` is called once per listener, so that no listener
 * sees what another one changed. A listener that throws (or is no function) is reported, and the next one is
 * called.
 *
 * @param listeners - the listeners, called in order.
 * @param valueFor - makes the value each listener is given.
 */
export function callEachListener<T>(listeners: Iterable<(value: T) => void>, valueFor: () => T): void {
  for (const listener of [...listeners])
    runReported(() => {
      listener(valueFor());
    });
}
