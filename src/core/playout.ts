/**
 * The random playout loop that both games' fast paths share.
 *
 * @module
 */
import { randomIntInPlace, type MutableRngState } from './rng.js';

/**
 * Plays uniformly random legal moves in place until no move is left, which is when the game is over.
 *
 * @param simulator - a state its holder owns; it is changed.
 * @param rng - the generator that chooses the moves; it is advanced.
 * @param buffer - room for the game's most legal moves.
 * @param fillLegalMoveCodes - writes the legal moves' codes into the buffer and returns their number.
 * @param playCode - plays one code in place.
 * @returns the number of moves played.
 */
export function randomPlayout<Simulator>(
  simulator: Simulator,
  rng: MutableRngState,
  buffer: Int32Array,
  fillLegalMoveCodes: (simulator: Simulator, out: Int32Array) => number,
  playCode: (simulator: Simulator, code: number) => void,
): number {
  let moves = 0;
  for (;;) {
    const count = fillLegalMoveCodes(simulator, buffer);
    if (count === 0) return moves;
    playCode(simulator, buffer[randomIntInPlace(rng, count)]!);
    moves++;
  }
}
