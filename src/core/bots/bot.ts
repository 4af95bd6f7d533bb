/**
 * Making bots: a bot is given a player's **view** and nothing else, so it cannot use what its player may not
 * see: honest by construction. Its options are read and checked here, once for every bot; the contract the bots
 * keep is in `bot-types.ts`, re-exported here.
 *
 * @module
 */
import { readOwnOptions } from '../options.js';
import { err, ok, type Result } from '../result.js';
import { randomIntInPlace, seedRng } from '../rng.js';
import { thrownMessage } from '../thrown.js';
import {
  DEFAULT_ITERATIONS,
  MAX_ITERATIONS,
  type Bot,
  type BotErrorCode,
  type BotOptions,
  type BotView,
  type RankedMove,
  type SearchBudget,
} from './bot-types.js';
import { stopTest, type StopTest } from './stop.js';
import { readGameView, type ViewCopy } from './view.js';

export { DEFAULT_ITERATIONS, MAX_ITERATIONS } from './bot-types.js';
export type { AbortSignalLike, Bot, BotErrorCode, BotOptions, BotView, RankedMove, SearchBudget } from './bot-types.js';

/** A budget, and why its clock or signal failed during the search, if they did. */
interface CheckedBudget {
  readonly budget: SearchBudget;
  readonly fault: StopTest['fault'];
}

/** The options a bot reads. */
const BOT_OPTION_NAMES = ['seed', 'iterations', 'milliseconds', 'clock', 'signal'];

/**
 * What is wrong with a bot's seed and budget, or `null`: the checks that a worker pool also makes on the page's
 * side, before the view, so that it answers the error the bot on the calling thread answers.
 *
 * @param seed - the seed given, or 0.
 * @param iterations - the iteration budget given, if any.
 * @param milliseconds - the time budget given, if any.
 */
export function budgetValueError(seed: unknown, iterations: unknown, milliseconds: unknown): string | null {
  if (typeof seed !== 'string' && !Number.isSafeInteger(seed)) return 'options.seed: expected a string or a safe integer';
  if (iterations !== undefined && (!Number.isInteger(iterations) || (iterations as number) < 1 || (iterations as number) > MAX_ITERATIONS)) {
    return `options.iterations: expected an integer from 1 to ${MAX_ITERATIONS}`;
  }
  if (milliseconds !== undefined && (typeof milliseconds !== 'number' || !(milliseconds > 0) || milliseconds > 3_600_000)) {
    return 'options.milliseconds: expected a number above 0, at most an hour';
  }
  return null;
}

/** A bot's message for options that are no object, which a worker pool also gives on the page's side. */
export const BOT_OPTIONS_NOT_AN_OBJECT = 'options: expected an object of options, such as { iterations: 1000 }, or none';

function readOptions(given: unknown): CheckedBudget | string {
  const own = readOwnOptions(given === undefined ? {} : given, BOT_OPTION_NAMES, 'options', BOT_OPTIONS_NOT_AN_OBJECT);
  if (typeof own === 'string') return own;
  const { seed = 0, iterations, milliseconds, clock, signal } = own as BotOptions;
  const budgetError = budgetValueError(seed, iterations, milliseconds);
  if (budgetError !== null) return budgetError;
  if (clock !== undefined && typeof clock !== 'function') return 'options.clock: expected a function';
  const signalValue: unknown = signal;
  if (signalValue !== undefined && (typeof signalValue !== 'object' || signalValue === null)) return 'options.signal: expected an abort signal';
  const stop = stopTest({ milliseconds, clock, signal }, { clock: 'options.clock', signal: 'options.signal' });
  if (typeof stop === 'string') return stop;
  return {
    budget: {
      rng: [...seedRng(seed)],
      iterations: iterations ?? (milliseconds === undefined ? DEFAULT_ITERATIONS : MAX_ITERATIONS),
      shouldStop: stop.shouldStop,
      timeUsed: stop.timeUsed,
    },
    fault: stop.fault,
  };
}

/**
 * The ranking of a view, or what went wrong with it: a ranking is the bot author's code, so an exception it
 * throws, or an answer with no first move, is an error of the bot rather than an exception of its caller. The
 * ranked moves are read here, into entries of the bot's own, so that a getter of the author's runs only here.
 *
 * @param rank - the ranking.
 * @param view - the checked view.
 * @param budget - the checked budget.
 */
function rankedBy<View, Move>(rank: (view: View, budget: SearchBudget) => RankedMove<Move>[], view: View, budget: SearchBudget): RankedMove<Move>[] | string {
  try {
    const ranked: unknown = rank(view, budget);
    if (!Array.isArray(ranked) || ranked.length === 0) return 'its ranking gave no move (expected a non-empty array of ranked moves)';
    const entries = Array.from(ranked as readonly unknown[], (entry) => {
      if (typeof entry !== 'object' || entry === null) return null;
      const { move, value, visits } = entry as RankedMove<Move>;
      return { move, value, visits };
    });
    if (entries.some((entry) => entry?.move === undefined)) return 'its ranking gave no move (expected ranked moves, each with a `move`)';
    return entries as RankedMove<Move>[];
  } catch (thrown) {
    return `its ranking threw: ${thrownMessage(thrown, 'a value that is no Error')}`;
  }
}

/**
 * Makes a bot of a game from a reader of its views and a ranking, with {@link defineBot}'s checks.
 *
 * @param name - the bot's name.
 * @param readView - reads the rest of a view from the engine's copy: the view, or what is wrong with it.
 * @param rank - as for {@link defineBot}; it is given the view that `readView` returned.
 * @param rankingProblem - what is wrong with a ranking of that view, or `null`; none for the shipped bots, whose
 *   rankings are the engine's own.
 */
export function defineGameBot<View extends BotView, Move>(
  name: string,
  readView: (view: ViewCopy) => View | string,
  rank: (view: View, budget: SearchBudget) => RankedMove<Move>[],
  rankingProblem?: (view: View, ranked: readonly RankedMove<Move>[]) => string | null,
): Bot<View, Move> {
  const suggest = (view: unknown, options?: BotOptions): Result<RankedMove<Move>[], BotErrorCode> => {
    let checked: CheckedBudget | string;
    try {
      checked = readOptions(options);
    } catch {
      checked = 'options: expected options that can be read without an exception';
    }
    if (typeof checked === 'string') return err('invalid-options', `${name}: ${checked}`);
    const checkedView = readGameView(view, readView);
    if (!checkedView.ok) return err('invalid-view', `${name}: ${checkedView.error.message}`);
    const read = checkedView.value;
    if (read.phase === 'over') return err('game-over', `${name}: the game is over`);
    if (read.viewer !== read.turn) return err('not-your-turn', `${name}: seat ${read.turn} is to act, not the viewer, seat ${read.viewer}`);
    const ranked = rankedBy(rank, read, checked.budget);
    const fault = checked.fault();
    if (fault !== null) return err('invalid-options', `${name}: ${fault}`);
    const problem = typeof ranked === 'string' ? ranked : (rankingProblem?.(read, ranked) ?? null);
    return problem === null ? ok(ranked as RankedMove<Move>[]) : err('ranking-failed', `${name}: ${problem}`);
  };
  // Frozen: a bot is shared by every caller in the process, and by the tables of bots that name it.
  return Object.freeze({
    name,
    suggest,
    chooseMove: (view: unknown, options?: BotOptions) => {
      const ranked = suggest(view, options);
      return ranked.ok ? ok(ranked.value[0]!.move) : ranked;
    },
  });
}

/**
 * The random bot of a game: a uniformly random legal move from its own generator. Its ranking puts that move
 * first and gives every move the same value.
 *
 * @param readView - reads the game's views, as for {@link defineGameBot}.
 * @param legalMovesForView - the game's legal moves of a view.
 */
export function defineRandomBot<View extends BotView, Move>(
  readView: (view: ViewCopy) => View | string,
  legalMovesForView: (view: View) => Move[],
): Bot<View, Move> {
  return defineGameBot('random', readView, (view, { rng }) => {
    const moves = legalMovesForView(view);
    const chosen = randomIntInPlace(rng, moves.length);
    const value = 1 / moves.length;
    return [moves[chosen]!, ...moves.filter((_, index) => index !== chosen)].map((move) => ({ move, value, visits: 0 }));
  });
}
