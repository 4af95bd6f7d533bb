/**
 * The largest budgets the bots and the solver accept, for the scripts' option readers, so that a budget they
 * would refuse is a usage error at the command line rather than a stack trace in the middle of a run.
 */
export { MAX_ITERATIONS } from '../src/core/bots/bot.js';

/**
 * The longest time the bots (`options.milliseconds`) and the solver (`budget.maxMilliseconds`) accept: an hour.
 * The engine checks it without exporting it; a test checks that it is still the limit.
 */
export const MAX_MILLISECONDS = 3_600_000;
