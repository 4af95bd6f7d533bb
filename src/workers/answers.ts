/**
 * The shapes of the values a worker answers, checked on the page's side: a worker script of the caller's
 * (`workerUrl`) may post anything, and the pool answers `worker-failed` for a value that is not of the type its
 * call promises, as it does for a message that is no answer at all.
 *
 * @module
 */
import type { RankedMove } from '../core/bots/bot.js';
import { isPlainObject, sameJson } from '../core/json.js';
import type { ChallengeRating, Hint } from './protocol.js';

/**
 * Whether a value is a move: JSON data, which survives a JSON round trip unchanged (a worker may post a BigInt, a
 * cycle, a `Date` or `NaN`).
 */
function isMove(value: unknown): boolean {
  try {
    return sameJson(JSON.parse(JSON.stringify(value)), value);
  } catch {
    return false;
  }
}

/** A bot's ranking: moves, best first, never none, each with a numeric value and visit count. */
export function isRanking(value: unknown): value is RankedMove<unknown>[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((item: unknown) => isPlainObject(item) && isMove(item.move) && typeof item.value === 'number' && typeof item.visits === 'number')
  );
}

/** A solo challenge's hint: a move (or `null` once the game is over) and a numeric score. */
export function isHint(value: unknown): value is Hint {
  return isPlainObject(value) && (value.move === null || isMove(value.move)) && typeof value.score === 'number';
}

/** A generated challenge's rating: the challenge, the solver's solution, and the greedy and random scores. */
export function isRating(value: unknown): value is ChallengeRating {
  if (!isPlainObject(value) || !isPlainObject(value.challenge) || !isPlainObject(value.solution)) return false;
  const { solution } = value;
  return typeof solution.score === 'number' && Array.isArray(solution.moves) && typeof value.greedy === 'number' && typeof value.randomMean === 'number';
}
