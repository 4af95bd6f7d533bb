/**
 * The random playout loop that both games' fast paths share, and the way it draws a move.
 *
 * @module
 */
import { randomIntInPlace, type MutableRngState } from './rng.js';

/**
 * Draws one legal move's code uniformly at random, advancing `rng`, or returns -1 when no move is left.
 * Every way of drawing draws exactly the move that {@link pickListedCode} would pick from the full list.
 */
export type DrawLegalMoveCode<Simulator> = (simulator: Simulator, rng: MutableRngState) => number;

/**
 * Picks one of `count` listed codes uniformly at random, or -1 when there is none: the draw that every game's
 * own draw must equal.
 *
 * @param codes - the legal moves' codes, as the move generator wrote them.
 * @param count - how many there are.
 * @param rng - the generator that chooses; it is advanced once when there is a move.
 */
export function pickListedCode(codes: Int32Array, count: number, rng: MutableRngState): number {
  return count === 0 ? -1 : codes[randomIntInPlace(rng, count)]!;
}

/**
 * Plays uniformly random legal moves in place until no move is left, which is when the game is over.
 *
 * @param simulator - a state its holder owns; it is changed.
 * @param rng - the generator that chooses the moves; it is advanced.
 * @param draw - draws a legal move's code, or -1 when none is left.
 * @param playCode - plays one code in place.
 * @returns the number of moves played.
 */
export function randomPlayout<Simulator>(
  simulator: Simulator,
  rng: MutableRngState,
  draw: DrawLegalMoveCode<Simulator>,
  playCode: (simulator: Simulator, code: number) => void,
): number {
  let moves = 0;
  for (;;) {
    const code = draw(simulator, rng);
    if (code < 0) return moves;
    playCode(simulator, code);
    moves++;
  }
}
