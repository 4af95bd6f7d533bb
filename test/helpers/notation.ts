/**
 * The property both games' notations share: a text reads as a move only when it is the text `formatMove`
 * writes for that move.
 */
import { expect } from 'vitest';
import type { Result } from 'tessera-engine';

/**
 * Inserts each character of `alphabet` at each place of a legal move's text, and checks that every variant that
 * reads as a move is that move's own text.
 *
 * @param text - a legal move in the notation.
 * @param alphabet - the characters to insert: the notation's own, and a few others.
 * @param read - reads a text for the position the move is legal in.
 * @param write - the notation's `formatMove`.
 */
export function expectOnlyWrittenTextsRead<Move>(text: string, alphabet: string, read: (text: string) => Result<Move>, write: (move: Move) => string): void {
  for (let cut = 0; cut <= text.length; cut += 1) {
    for (const added of alphabet) {
      const variant = text.slice(0, cut) + added + text.slice(cut);
      const result = read(variant);
      if (result.ok) expect(write(result.value)).toBe(variant);
    }
  }
}
