import { expect } from 'vitest';
import { seedRng, unwrap, type MutableRngState, type Result } from 'tessera-engine';
import { deepFreeze } from '../tessera/fixtures.js';

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

/**
 * Checks `fast.setup(options)` against `fromState(setup(options))`: the same simulator, or the same error for
 * bad options; and that playing the simulator out changes nothing that a later setup starts from.
 *
 * @param options - any value, valid options or not.
 * @param fast - the game's fast path.
 * @param setup - the immutable API's setup.
 */
export function expectFastSetupToAgree<Options, Simulator extends object, Code extends string>(
  options: Options,
  fast: {
    setup(options: Options): Result<Simulator, Code>;
    fromState(state: Simulator): Simulator;
    playout(simulator: Simulator, rng: MutableRngState): number;
  },
  setup: (options: Options) => Result<Simulator, Code>,
): void {
  const expected = setup(options);
  const simulator = fast.setup(options);
  if (!expected.ok) {
    expect(simulator).toEqual(expected);
    return;
  }
  expect(simulator.ok && simulator.value).toEqual(fast.fromState(expected.value));
  if (!simulator.ok) return;
  fast.playout(simulator.value, [...seedRng('agreement')] as MutableRngState);
  expect(unwrap(fast.setup(options))).toEqual(expected.value);
}

/**
 * Plays a random playout from a frozen state on the fast path and checks that it ends the game in a state that
 * keeps the game's invariants, while a clone taken before it, and so the source state, stay as they were.
 *
 * @param state - a state with a legal move.
 * @param choices - the playout's seed.
 * @param fast - the game's fast path.
 * @param findBrokenInvariant - the game's invariant check.
 */
export function expectPlayoutToEndAndLeaveItsSource<State, Simulator>(
  state: State,
  choices: number,
  fast: Pick<FastPathUnderTest<State, unknown, Simulator>, 'fromState' | 'toState' | 'isOver'> & {
    clone(simulator: Simulator): Simulator;
    playout(simulator: Simulator, rng: MutableRngState): number;
  },
  findBrokenInvariant: (state: State) => unknown,
): void {
  const source = deepFreeze(state);
  const simulator = fast.fromState(source);
  const copy = fast.clone(simulator);
  expect(fast.playout(simulator, [...seedRng(choices)] as MutableRngState)).toBeGreaterThan(0);
  expect(fast.isOver(simulator)).toBe(true);
  expect(findBrokenInvariant(fast.toState(simulator))).toBeNull();
  expect(fast.toState(copy)).toEqual(source);
}
