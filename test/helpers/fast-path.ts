import { expect } from 'vitest';

/** What the agreement check needs of a game's fast path. */
export interface FastPathUnderTest<State, Move, Simulator> {
  MAX_LEGAL_MOVES: number;
  fromState(state: State): Simulator;
  toState(simulator: Simulator): State;
  fillLegalMoveCodes(simulator: Simulator, out: Int32Array): number;
  decodeMove(simulator: Simulator, code: number): Move;
  playCode(simulator: Simulator, code: number): void;
  isOver(simulator: Simulator): boolean;
}

/**
 * Replays a game's steps on the fast path and checks, after every move, that it lists the same legal moves
 * as the immutable API and reaches the same state.
 *
 * @param steps - a whole game played through the immutable API.
 * @param fast - the game's fast path.
 * @param legalMoves - the immutable API's move listing.
 */
export function expectFastPathToAgree<State, Move, Simulator>(
  steps: readonly { before: State; move: Move; after: State }[],
  fast: FastPathUnderTest<State, Move, Simulator>,
  legalMoves: (state: State) => Move[],
): void {
  const simulator = fast.fromState(steps[0]!.before);
  const buffer = new Int32Array(fast.MAX_LEGAL_MOVES);
  for (const { before, move, after } of steps) {
    const count = fast.fillLegalMoveCodes(simulator, buffer);
    const moves = Array.from(buffer.subarray(0, count), (code) => fast.decodeMove(simulator, code));
    expect(moves).toEqual(legalMoves(before));
    const index = moves.findIndex((candidate) => JSON.stringify(candidate) === JSON.stringify(move));
    fast.playCode(simulator, buffer[index]!);
    expect(fast.toState(simulator)).toEqual(after);
  }
  expect(fast.isOver(simulator)).toBe(true);
}
