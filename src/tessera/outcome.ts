/**
 * Who won a finished Tessera game (ruling T17), and the full result.
 *
 * @module
 */
import { bonusBreakdown, fullRowCount } from './scoring.js';
import type { TesseraOutcome, TesseraPosition } from './types.js';

/**
 * The winning seats: the highest score, then the most full rows; a tie on both is a shared win (ruling T17).
 *
 * @param scores - the final scores, by seat.
 * @param fullRows - the full rows, by seat.
 * @returns the winners in seat order.
 */
export function winners(scores: readonly number[], fullRows: readonly number[]): number[] {
  const best = Math.max(...scores);
  const tied = scores.flatMap((score, seat) => (score === best ? [seat] : []));
  const mostRows = Math.max(...tied.map((seat) => fullRows[seat] ?? 0));
  return tied.filter((seat) => fullRows[seat] === mostRows);
}

/**
 * The result of a finished game, or `null` while it goes on. The game ended on a completed row when a wall
 * has a full row, and on a stalemate otherwise (a stalemate ends a round without one). The bonuses are
 * recomputed from the walls, which no longer change once the game is over.
 *
 * @param position - any state or view.
 */
export function outcome(position: TesseraPosition): TesseraOutcome | null {
  if (position.phase !== 'over') return null;
  const scores = position.boards.map((board) => board.score);
  const fullRows = position.boards.map((board) => fullRowCount(board.wall));
  return {
    reason: fullRows.some((rows) => rows > 0) ? 'row-completed' : 'stalemate',
    scores,
    winners: winners(scores, fullRows),
    bonuses: position.boards.map((board) => bonusBreakdown(board.wall)),
    fullRows,
  };
}
