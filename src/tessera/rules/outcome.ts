/**
 * Who won a finished Tessera game (ruling T17), and the full result.
 *
 * @module
 */
import { readIntegerList } from '../../core/untrusted.js';
import { bonusBreakdown, fullRowCount } from './scoring.js';
import type { BonusBreakdown, EndReason, StarThresholds, TesseraOutcome, TesseraPosition } from '../types.js';

/** The bonuses of a game that ends without them: a new object each time, since the caller may change it. */
const noBonus = (): BonusBreakdown => ({ rows: 0, columns: 0, colours: 0, points: 0 });

/**
 * Tells whether a game that ends for `reason` adds the end-of-game bonuses (ruling T14). Every game does,
 * except a solo challenge whose round completed no row (ruling T18).
 *
 * @param reason - why the game ended.
 */
export function earnsBonuses(reason: EndReason): boolean {
  return reason !== 'challenge-ended';
}

/**
 * The stars a solo challenge's final score earns (ruling T18): 3 at the optimum, 2 and 1 at the challenge's
 * lower thresholds, 0 below them.
 *
 * @param score - the final score; a value that is no number earns 0.
 * @param stars - the challenge's thresholds; a threshold that is no number, or cannot be read, is never reached.
 *
 * @example
 * ```ts
 * import { starsEarned } from 'tessera-engine/tessera';
 *
 * const stars = { one: 30, two: 38, three: 44 };
 * console.log(starsEarned(29, stars), starsEarned(38, stars), starsEarned(50, stars)); // => 0 2 3
 * ```
 */
export function starsEarned(score: number, stars: StarThresholds): number {
  const given: unknown = stars;
  if (typeof score !== 'number' || typeof given !== 'object' || given === null) return 0;
  let thresholds: readonly unknown[];
  try {
    thresholds = [stars.three, stars.two, stars.one];
  } catch {
    return 0;
  }
  // The first threshold the score reaches, from three stars down; one that is no number is never reached.
  const reached = thresholds.findIndex((threshold) => typeof threshold === 'number' && score >= threshold);
  return reached === -1 ? 0 : 3 - reached;
}

/**
 * The winning seats: the highest score, then the most full rows; a tie on both is a shared win (ruling T17).
 *
 * @param scores - the final scores, by seat.
 * @param fullRows - the full rows, by seat; a seat it leaves out has none.
 * @returns the winners in seat order; none (`[]`) when either list is no list of integers, or cannot be read
 *   without an exception. It never throws.
 *
 * @example
 * ```ts
 * import { winners } from 'tessera-engine/tessera';
 *
 * console.log(winners([40, 52, 52], [1, 2, 1])); // => [ 1 ]
 * console.log(winners([40, 52, 52], [1, 2, 2])); // => [ 1, 2 ]
 * console.log(winners([40, Number.NaN], [1, 2])); // => []
 * ```
 */
export function winners(scores: readonly number[], fullRows: readonly number[]): number[] {
  const readScores = readIntegerList(scores);
  const readRows = readIntegerList(fullRows);
  return readScores === null || readRows === null ? [] : bestSeats(readScores, readRows);
}

/**
 * The winning seats of scores and full rows the engine computed.
 *
 * @param scores - the final scores, by seat.
 * @param fullRows - the full rows, by seat.
 */
export function bestSeats(scores: readonly number[], fullRows: readonly number[]): number[] {
  const best = Math.max(...scores);
  const tied = scores.flatMap((score, seat) => (score === best ? [seat] : []));
  const mostRows = Math.max(...tied.map((seat) => fullRows[seat] ?? 0));
  return tied.filter((seat) => (fullRows[seat] ?? 0) === mostRows);
}

/**
 * The result of a finished game, or `null` while it goes on. The game ended on a completed row when a wall
 * has a full row; otherwise a solo challenge ended after its one round, and any other game on a stalemate (a
 * stalemate ends a round without one). The bonuses are recomputed from the walls, which no longer change once
 * the game is over. A solo challenge's outcome also gives the stars earned.
 *
 * @param position - any state or view.
 *
 * @example
 * ```ts
 * import { applyMove, legalMoves, outcome, setup, unwrap } from 'tessera-engine/tessera';
 *
 * let state = unwrap(setup({ players: 2, seed: 1 }));
 * console.log(outcome(state)); // => null
 * while (outcome(state) === null) state = unwrap(applyMove(state, legalMoves(state)[0])).state;
 * const result = outcome(state)!;
 * console.log(result.reason === 'row-completed' || result.reason === 'stalemate', result.winners.length > 0); // => true true
 * ```
 */
export function outcome(position: TesseraPosition): TesseraOutcome | null {
  if (position.phase !== 'over') return null;
  const scores = position.boards.map((board) => board.score);
  const fullRows = position.boards.map((board) => fullRowCount(board.wall));
  const challenge = position.rules.challenge;
  const reason = fullRows.some((rows) => rows > 0) ? 'row-completed' : challenge === undefined ? 'stalemate' : 'challenge-ended';
  const result: TesseraOutcome = {
    reason,
    scores,
    winners: bestSeats(scores, fullRows),
    bonuses: position.boards.map((board) => (earnsBonuses(reason) ? bonusBreakdown(board.wall) : noBonus())),
    fullRows,
  };
  return challenge === undefined ? result : { ...result, stars: starsEarned(scores[0]!, challenge.stars) };
}
