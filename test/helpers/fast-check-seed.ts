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

/** Each test file's part: every property of the file starts from the run's seed. */
export function useSeed(): void {
  const seed = Number(process.env[SEED_VARIABLE]);
  if (Number.isSafeInteger(seed)) fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
}
