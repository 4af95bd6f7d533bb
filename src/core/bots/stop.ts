/**
 * When a search must stop: a deadline on the caller's clock, and the caller's abort signal. Both are the
 * caller's code, run again and again during the search, so each read is guarded: a clock that throws or
 * gives anything but a finite number, or a signal whose `aborted` flag throws, stops the search, and the
 * fault is kept so that the search answers with an `invalid-options` error that names the option, the same
 * error as for a bad option read before the search. So does a clock that stops advancing, or crawls: one that
 * moves less than a millisecond over {@link STUCK_CLOCK_READS} reads would otherwise let a search run to its
 * iteration cap, which on a time budget is minutes. The bots and the solver share this one policy.
 *
 * @module
 */

/**
 * The window, in reads of the clock, over which a clock must advance by {@link MIN_ADVANCE_PER_WINDOW}, or count
 * as stuck. The bots read it every 16 iterations and the solver every 256 positions, so a window is 65,536
 * iterations or about a million positions: a second or more of real time, far longer than the coarsest real
 * clock takes to tick (browsers that blur time for privacy round it to 100 ms), and far shorter than a search
 * to its cap.
 */
export const STUCK_CLOCK_READS = 4096;

/** The least a clock must advance, in milliseconds, over each window of {@link STUCK_CLOCK_READS} reads. */
const MIN_ADVANCE_PER_WINDOW = 1;

/** What a stop test reads of a search's options. */
export interface StopOptions {
  /** The most milliseconds, as `clock` measures them; none without a deadline. */
  readonly milliseconds: number | undefined;
  /** The caller's clock, in milliseconds; default `performance.now`. */
  readonly clock: (() => number) | undefined;
  /** The caller's abort signal, read for its `aborted` flag. */
  readonly signal: { readonly aborted: boolean } | undefined;
}

/** The option names a stop test's errors use, for example `options.clock` or `budget.clock`. */
export interface StopOptionNames {
  /** The clock's name. */
  readonly clock: string;
  /** The signal's name. */
  readonly signal: string;
}

/** A search's stop test. */
export interface StopTest {
  /** Tells whether the search must stop now: the time is up, the signal is aborted, or a read failed. */
  readonly shouldStop: () => boolean;
  /** Why a read of the clock or the signal failed during the search, or `null` while none has. */
  readonly fault: () => string | null;
  /**
   * The share of the time budget used, from 0 to 1, as of the last time {@link StopTest.shouldStop} read the
   * clock: it reads no clock itself. Always 0 without a time budget.
   */
  readonly timeUsed: () => number;
}

/** The clock's time, or why it is not one: the caller's clock may throw or return anything. */
function timeOf(clock: () => number, name: string): number | string {
  let time: unknown;
  try {
    time = clock();
  } catch {
    return `${name}: expected a clock that returns a time, but it threw an exception`;
  }
  if (typeof time === 'number' && Number.isFinite(time)) return time;
  return `${name}: expected a finite number of milliseconds, got ${typeof time === 'number' ? String(time) : `a value of type ${typeof time}`}`;
}

/**
 * Makes a search's stop test, reading the clock once for the deadline and the signal once.
 *
 * @param options - the checked options: their types were read before.
 * @param names - how the errors name the clock and the signal.
 * @returns the stop test, or why the clock's first time is not one, or why the signal cannot be read.
 */
export function stopTest({ milliseconds, clock, signal }: StopOptions, names: StopOptionNames): StopTest | string {
  const now = clock ?? (() => performance.now());
  // The clock's time at the start, read only for a deadline.
  let start = Infinity;
  if (milliseconds !== undefined) {
    const first = timeOf(now, names.clock);
    if (typeof first === 'string') return first;
    start = first;
  }
  const deadline = start + (milliseconds ?? 0);
  // Whether the signal is aborted, or why it cannot be read.
  const readSignal = (): boolean | string => {
    try {
      return signal?.aborted === true;
    } catch {
      return `${names.signal}: expected a signal whose "aborted" can be read, but reading it threw an exception`;
    }
  };
  // The signal read once at the start too, so that one that cannot be read is refused even by a search that
  // never checks it, as a bot that answers at once.
  const first = readSignal();
  if (typeof first === 'string') return first;
  let fault: string | null = null;
  const aborted = (): boolean => {
    const read = readSignal();
    if (typeof read === 'boolean') return read;
    fault = read;
    return true;
  };
  // The time at the start of the current window of STUCK_CLOCK_READS reads, the reads in it so far, and the last time read.
  let windowStart = start;
  let windowReads = 0;
  let lastTime = start;
  const timeIsUp = (): boolean => {
    if (deadline === Infinity) return false;
    const time = timeOf(now, names.clock);
    if (typeof time === 'string') {
      fault = time;
      return true;
    }
    lastTime = time;
    if (++windowReads >= STUCK_CLOCK_READS) {
      if (!(time - windowStart >= MIN_ADVANCE_PER_WINDOW)) {
        fault = `${names.clock}: expected a clock that advances, but it moved less than ${MIN_ADVANCE_PER_WINDOW} ms in ${STUCK_CLOCK_READS} reads`;
      }
      windowStart = time;
      windowReads = 0;
    }
    return fault !== null || time >= deadline;
  };
  const timeUsed = (): number => (milliseconds === undefined ? 0 : Math.min(1, Math.max(0, (lastTime - start) / milliseconds)));
  return { shouldStop: () => fault !== null || aborted() || timeIsUp(), fault: () => fault, timeUsed };
}
