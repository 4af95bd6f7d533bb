/**
 * The fast simulation path for bots and search: a state that its holder owns and changes in place, moves as
 * integer codes written into a caller's buffer, and nothing allocated per move. It drives the very same rule
 * code as the immutable API (see `playCode`), so the two cannot disagree.
 *
 * These functions trust their caller: a code must come from {@link fillLegalMoveCodes} for the simulator's
 * current state. Use the immutable API for untrusted input.
 *
 * @module
 */
import { randomPlayout } from '../core/playout.js';
import type { MutableRngState } from '../core/rng.js';
import { cloneState, type MutableTesseraState } from './clone.js';
import { MAX_LEGAL_MOVES, fillLegalMoveCodes } from './moves.js';
import { playCode as playCodeOn } from './play.js';
import type { TesseraState } from './types.js';

export { MAX_LEGAL_MOVES, fillLegalMoveCodes, decodeMove } from './moves.js';

/** A simulator: a Tessera state owned by its holder, changed in place. It has the shape of a state. */
export type TesseraSimulator = MutableTesseraState;

export type { MutableTesseraState } from './clone.js';

/**
 * Makes a simulator from any state. The state is copied; it is never changed.
 *
 * @param state - any valid state.
 */
export function fromState(state: TesseraState): TesseraSimulator {
  return cloneState(state);
}

/**
 * Hands back a normal immutable state: a copy that later simulator moves do not touch.
 *
 * @param simulator - the simulator.
 */
export function toState(simulator: TesseraSimulator): TesseraState {
  return cloneState(simulator);
}

/**
 * Copies a simulator, for example to explore a branch in a tree search.
 *
 * @param simulator - the simulator to copy.
 */
export function clone(simulator: TesseraSimulator): TesseraSimulator {
  return cloneState(simulator);
}

/**
 * Plays a legal move's code in place.
 *
 * @param simulator - the simulator; it is changed.
 * @param code - one of the codes that {@link fillLegalMoveCodes} wrote for its current state.
 */
export function playCode(simulator: TesseraSimulator, code: number): void {
  playCodeOn(simulator, code, null, true);
}

/**
 * Tells whether the simulated game is over.
 *
 * @param simulator - the simulator.
 */
export function isOver(simulator: TesseraSimulator): boolean {
  return simulator.phase === 'over';
}

const playoutBuffer = new Int32Array(MAX_LEGAL_MOVES);

/**
 * Plays uniformly random legal moves in place until the game is over.
 *
 * @param simulator - the simulator; it is changed.
 * @param rng - the generator that chooses the moves, apart from the game's own; it is advanced.
 * @returns the number of moves played.
 */
export function playout(simulator: TesseraSimulator, rng: MutableRngState): number {
  return randomPlayout(simulator, rng, playoutBuffer, fillLegalMoveCodes, playCode);
}
