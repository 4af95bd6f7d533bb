/**
 * Rating a solo challenge: its three-star score is the solver's optimum, and its lower thresholds come from
 * the two reference players of `policies.ts`, by one method for every challenge:
 * - two stars at the greedy player's score, so that a trap the greedy line falls into costs the third star;
 * - one star at the random player's mean score over {@link RANDOM_GAMES} games;
 * - each threshold kept at least one point below the next: one < two < three.
 *
 * @module
 */
import { err, ok, type Result } from '../../core/result.js';
import type { StarThresholds, TesseraErrorCode } from '../types.js';
import { parseChallengeSetup, startUnrated, type Challenge } from './format.js';
import { greedyLine, randomScores } from './policies.js';
import { solveAs, type Solution, type SolverBudget } from './solver.js';

/**
 * How many games the random player plays to set the one-star threshold.
 *
 * @example
 * ```ts
 * import { RANDOM_GAMES } from 'tessera-engine/tessera';
 *
 * console.log(RANDOM_GAMES); // => 200
 * ```
 */
export const RANDOM_GAMES = 200;

/**
 * A rated challenge and what its rating rests on.
 *
 * @example
 * ```ts
 * import { BUILT_IN_CHALLENGES, rateChallenge, unwrap, type ChallengeRating } from 'tessera-engine/tessera';
 *
 * const { stars: _stars, ...draft } = BUILT_IN_CHALLENGES[0]!;
 * const rating: ChallengeRating = unwrap(rateChallenge(draft));
 * // Three stars at the optimum, two at the greedy player's score, one at the random player's mean.
 * console.log(rating.solution.score, rating.greedy, rating.randomMean); // => 26 18 14.815
 * console.log(rating.challenge.stars); // => { one: 14, two: 18, three: 26 }
 * ```
 */
export interface ChallengeRating {
  /** The challenge with its star thresholds. */
  readonly challenge: Challenge;
  /** The solver's solution from the start: the optimum and a line that reaches it. */
  readonly solution: Solution;
  /** The greedy player's final score. */
  readonly greedy: number;
  /** The random player's mean final score. */
  readonly randomMean: number;
}

/**
 * The star thresholds of the rating method, or `null` when the optimum is below 2, which leaves no room for
 * three distinct thresholds, or when a score is no finite number.
 *
 * @param optimum - the best final score.
 * @param greedy - the greedy player's final score.
 * @param randomMean - the random player's mean final score.
 *
 * @example
 * ```ts
 * import { starThresholds } from 'tessera-engine/tessera';
 *
 * // From the best score, the greedy bot's, and the random bots' mean.
 * console.log(starThresholds(45, 38, 30.6)); // => { one: 30, two: 38, three: 45 }
 * console.log(starThresholds(1, 0, 0), starThresholds(45, Number.NaN, 30)); // => null null
 * ```
 */
export function starThresholds(optimum: number, greedy: number, randomMean: number): StarThresholds | null {
  if (![optimum, greedy, randomMean].every(Number.isFinite) || optimum < 2) return null;
  const two = Math.min(Math.max(greedy, 1), optimum - 1);
  const one = Math.min(Math.max(Math.floor(randomMean), 0), two - 1);
  return { one, two, three: optimum };
}

/**
 * Rates a challenge: solves it, plays the greedy and the random player from its start, and sets its star
 * thresholds by the method above. Any well-formed `stars` it already has are replaced; malformed ones get
 * `invalid-challenge`, as from {@link parseChallengeSetup}.
 *
 * @param json - a challenge or a challenge setup, as any value.
 * @param budget - the solver's limits.
 * @returns the rating, or an error: `invalid-challenge` for a malformed challenge or one whose optimum is
 *   below 2, `search-stopped` when the solver's budget ran out.
 *
 * @example
 * ```ts
 * import { BUILT_IN_CHALLENGES, rateChallenge, unwrap } from 'tessera-engine/tessera';
 *
 * const { stars: _stars, ...draft } = BUILT_IN_CHALLENGES[0]!;
 * const rating = unwrap(rateChallenge(draft));
 * console.log(rating.challenge.stars.three === rating.solution.score, rating.greedy <= rating.solution.score); // => true true
 * ```
 */
export function rateChallenge(json: unknown, budget: SolverBudget = {}): Result<ChallengeRating, TesseraErrorCode> {
  const setup = parseChallengeSetup(json);
  if (!setup.ok) return setup;
  const state = startUnrated(setup.value);
  if (!state.ok) return state;
  const solution = solveAs('rateChallenge', state.value, budget);
  if (!solution.ok) return solution;
  const greedy = greedyLine(state.value).score;
  const scores = randomScores(state.value, setup.value.id, RANDOM_GAMES);
  const randomMean = scores.reduce((sum, score) => sum + score, 0) / scores.length;
  const stars = starThresholds(solution.value.score, greedy, randomMean);
  if (stars === null) return err('invalid-challenge', `challenge: its best score is ${solution.value.score}, too low to rate`);
  return ok({ challenge: { ...setup.value, stars }, solution: solution.value, greedy, randomMean });
}
