/** Whether the heavy property run was asked for, with `HEAVY=1`. */
export const HEAVY = process.env.HEAVY === '1';

/** How many times a property's default number of runs the heavy run makes. */
const HEAVY_SCALE = 13;

/**
 * The number of fast-check runs for a property: `defaultRuns` in the default test run, {@link HEAVY_SCALE} times
 * as many in the heavy run (`HEAVY=1`; the README gives both runs' times). Every property of the suite takes its
 * runs from here, so that `HEAVY=1` scales them all; `test/property-runs.test.ts` checks it.
 *
 * @param defaultRuns - the property's runs in the default test run, which reflect how costly one run is.
 */
export function runs(defaultRuns: number): number {
  return defaultRuns * (HEAVY ? HEAVY_SCALE : 1);
}
