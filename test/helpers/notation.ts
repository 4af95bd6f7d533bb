/**
 * The property both games' notations share: a text reads as a move only when it is the text `formatMove`
 * writes for that move.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Result } from 'tessera-engine';

/** What the property needs of a game's notation. */
export interface Notation<State, Move> {
  legalMoves(state: State): Move[];
  formatMove(move: Move): string;
  parseMoveText(state: State, text: string): Result<Move>;
}

/**
 * For states from `states`, takes one legal move's text, inserts each character of `alphabet` at each place of
 * it, and checks that every variant that reads as a move is that move's own text.
 *
 * @param states - reachable states of the game.
 * @param notation - the game's notation functions.
 * @param alphabet - the characters to insert: the notation's own, and a few others.
 * @param numRuns - how many states.
 */
export function assertOnlyWrittenTextsRead<State, Move>(states: fc.Arbitrary<State>, notation: Notation<State, Move>, alphabet: string, numRuns: number): void {
  fc.assert(
    fc.property(states, fc.nat(), (state, pick) => {
      const moves = notation.legalMoves(state);
      fc.pre(moves.length > 0);
      const text = notation.formatMove(moves[pick % moves.length]!);
      for (let cut = 0; cut <= text.length; cut += 1) {
        for (const added of alphabet) {
          const variant = text.slice(0, cut) + added + text.slice(cut);
          const read = notation.parseMoveText(state, variant);
          if (read.ok) expect(notation.formatMove(read.value)).toBe(variant);
        }
      }
    }),
    { numRuns },
  );
}
