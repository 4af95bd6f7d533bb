/**
 * Who won a finished Tesseris game (ruling S6).
 *
 * @module
 */
import type { TesserisOutcome, TesserisPublic } from './types.js';

/**
 * The seats with the most points, in seat order; several means a shared win.
 *
 * @param scores - the scores, by seat.
 */
export function winners(scores: readonly number[]): number[] {
  const best = Math.max(...scores);
  return scores.flatMap((score, seat) => (score === best ? [seat] : []));
}

/**
 * The result of a finished game, or `null` while it goes on.
 *
 * @param game - a state or a view.
 */
export function outcome(game: TesserisPublic): TesserisOutcome | null {
  if (game.phase !== 'over') return null;
  return { scores: game.scores.slice(), winners: winners(game.scores), rounds: game.history.length };
}
