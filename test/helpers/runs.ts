/** Whether the heavy property run was asked for, with `HEAVY=1`. */
export const HEAVY = process.env.HEAVY === '1';

/** How many times a property's base number of runs the default test run makes. */
const DEFAULT_SCALE = 3;

/** How many times a property's base number of runs the heavy run makes. */
const HEAVY_SCALE = 40;

/**
 * The number of fast-check runs for a property: its base, scaled for the default run (about half a minute
 * for the whole suite) or for the heavy run (`HEAVY=1`, a few minutes).
 *
 * @param base - the property's base number of runs, which reflects how costly one run is.
 */
export function runs(base: number): number {
  return base * (HEAVY ? HEAVY_SCALE : DEFAULT_SCALE);
}
