/**
 * One fast-check seed for the whole test run, printed at its start, so that any run can be replayed: a property
 * that fails prints its own seed, but a test file whose worker crashes (out of memory, say) prints nothing.
 * `FC_SEED=<seed> npm test` replays a run's random cases. The global setup (`fast-check-global-setup.ts`) chooses the seed and passes it to
 * every test file's worker through the environment; each file's setup (`fast-check-setup.ts`) hands it to fast-check.
 */
import fc from 'fast-check';

/** The environment variable that carries the seed. */
export const SEED_VARIABLE = 'FC_SEED';

/** The global setup's part: keeps a given seed or chooses one, announces it, and passes it on. */
export function chooseSeed(): void {
  const given = process.env[SEED_VARIABLE];
  const seed = given !== undefined && given !== '' ? Number(given) : Math.floor(Math.random() * 2 ** 31);
  if (!Number.isSafeInteger(seed)) throw new Error(`${SEED_VARIABLE} must be an integer, not ${given}`);
  process.env[SEED_VARIABLE] = String(seed);
  console.log(`fast-check seed ${seed}: ${SEED_VARIABLE}=${seed} npm test replays this run's random cases`);
}

/**
 * How long one property may run, shrinking included, outside `HEAVY=1` runs: a property over long records that
 * failed once shrank for longer than a CI phase's time limit, and the whole phase's report was lost. A property cut
 * short while it passes passes with the cases it ran; one cut short while it shrinks fails with the smallest case
 * found so far.
 */
export const PROPERTY_TIME_LIMIT_MS = 120_000;

/** Each test file's part: every property of the file starts from the run's seed, within the time limit. */
export function useSeed(): void {
  const seed = Number(process.env[SEED_VARIABLE]);
  const limit = process.env.HEAVY === '1' ? {} : { interruptAfterTimeLimit: PROPERTY_TIME_LIMIT_MS };
  fc.configureGlobal({ ...fc.readConfigureGlobal(), ...limit, ...(Number.isSafeInteger(seed) ? { seed } : {}) });
}
