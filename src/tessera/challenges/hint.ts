/**
 * The hint of a solo challenge: a best move now, and the best final score still reachable, by the exact solver.
 *
 * @module
 */
import { ok, type Result } from '../../core/result.js';
import type { TesseraErrorCode, TesseraMove, TesseraPosition } from '../types.js';
import { solveAs, type SolverBudget } from './solver.js';

/**
 * A hint: the best move now and the best final score still reachable.
 *
 * @example
 * ```ts
 * import { BUILT_IN_CHALLENGES, challengeHint, formatMove, startChallenge, unwrap, type Hint } from 'tessera-engine/tessera';
 *
 * const hint: Hint = unwrap(challengeHint(unwrap(startChallenge(BUILT_IN_CHALLENGES[0]!)), { maxNodes: 1_000 }));
 * // The best move now, and the best final score still reachable.
 * console.log(hint.move === null ? 'game over' : formatMove(hint.move), hint.score); // => 0:B>3 26
 * ```
 */
export interface Hint {
  /** A best move, or `null` once the game is over. */
  readonly move: TesseraMove | null;
  /** The best final score still reachable. */
  readonly score: number;
}

/**
 * The hint a front-end shows in a solo challenge: a best move from the position and the best final score
 * still reachable, by {@link solveChallenge}.
 *
 * @param position - a state or view of a solo challenge.
 * @param budget - optional node and time limits; a hint button in a browser may give it a time limit.
 * @returns the hint, or the errors of {@link solveChallenge}.
 *
 * @example
 * ```ts
 * import { BUILT_IN_CHALLENGES, challengeHint, formatMove, startChallenge, unwrap } from 'tessera-engine/tessera';
 *
 * const hint = unwrap(challengeHint(unwrap(startChallenge(BUILT_IN_CHALLENGES[0])), { maxMilliseconds: 500 }));
 * console.log(hint.move === null ? 'no move' : typeof formatMove(hint.move)); // => string
 * ```
 */
export function challengeHint(position: TesseraPosition, budget: SolverBudget = {}): Result<Hint, TesseraErrorCode> {
  const solution = solveAs('challengeHint', position, budget);
  return solution.ok ? ok({ move: solution.value.moves[0] ?? null, score: solution.value.score }) : solution;
}
