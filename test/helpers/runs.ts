/** How many runs the property tests make: a quick default, and a heavy run with `HEAVY=1`. */
export const HEAVY = process.env.HEAVY === '1';

/**
 * The number of fast-check runs for a property.
 *
 * @param quick - runs in the default test run.
 * @param heavy - runs with `HEAVY=1`.
 */
export function runs(quick: number, heavy = quick * 20): number {
  return HEAVY ? heavy : quick;
}
