/**
 * Who won a finished Tesseris game (ruling S6).
 *
 * @module
 */
import { readIntegerList } from '../../core/untrusted.js';
import type { TesserisOutcome, TesserisPosition } from '../types.js';

/**
 * The seats with the most points, in seat order; several means a shared win.
 *
 * @param scores - the scores, by seat.
 * @returns the winners in seat order; none (`[]`) when the scores are no list of integers, or cannot be read
 *   without an exception. It never throws.
 *
 * @example
 * ```ts
 * import { winners } from 'tessera-engine/tesseris';
 *
 * console.log(winners([12, 9, 12])); // => [ 0, 2 ]
 * console.log(winners(JSON.parse('[12, "9"]'))); // => []
 * ```
 */
export function winners(scores: readonly number[]): number[] {
  const read = readIntegerList(scores);
  return read === null ? [] : bestSeats(read);
}

/**
 * The seats with the most points, of scores the engine computed.
 *
 * @param scores - the scores, by seat.
 */
export function bestSeats(scores: readonly number[]): number[] {
  const best = Math.max(...scores);
  return scores.flatMap((score, seat) => (score === best ? [seat] : []));
}

/**
 * Each seat's total score: the points of every finished round (ruling S5).
 *
 * @param game - a state or a view.
 *
 * @example
 * ```ts
 * import { scores, setup, unwrap } from 'tessera-engine/tesseris';
 *
 * console.log(scores(unwrap(setup({ players: 3, seed: 1 })))); // => [ 0, 0, 0 ]
 * ```
 */
export function scores(game: TesserisPosition): number[] {
  const totals = new Array<number>(game.players).fill(0);
  for (const points of game.history) points.forEach((point, seat) => (totals[seat]! += point));
  return totals;
}

/**
 * The result of a finished game, or `null` while it goes on.
 *
 * @param game - a state or a view.
 *
 * @example
 * ```ts
 * import { greedyBot, applyMove, outcome, playerView, setup, unwrap, type TesserisState } from 'tessera-engine/tesseris';
 *
 * let state: TesserisState = unwrap(setup({ players: 3, seed: 1, target: 3 }));
 * console.log(outcome(state)); // => null
 * while (outcome(state) === null) {
 *   const move = unwrap(greedyBot.chooseMove(unwrap(playerView(state, state.turn))));
 *   state = unwrap(applyMove(state, move)).state;
 * }
 * console.log(Math.max(...outcome(state)!.scores) >= 3); // => true
 * ```
 */
export function outcome(game: TesserisPosition): TesserisOutcome | null {
  if (game.phase !== 'over') return null;
  const totals = scores(game);
  return { scores: totals, winners: bestSeats(totals), rounds: game.history.length };
}
