/**
 * The fast simulation path for Tesseris bots and search: a state its holder owns and changes in place, and
 * moves as integer codes written into a caller's buffer. It drives the same rule code as the immutable API.
 *
 * These functions trust their caller: a code must come from {@link fillLegalMoveCodes} for the simulator's
 * current state. Use the immutable API for untrusted input.
 *
 * @module
 */
import { randomPlayout } from '../core/playout.js';
import type { MutableRngState } from '../core/rng.js';
import { cloneState } from './clone.js';
import { playCodeInPlace } from './rules.js';
import { MAX_LEGAL_MOVES, decodeMove as decodeFor, factsOfState, fillLegalMoveCodes as fillFor } from './turn.js';
import type { TesserisMove, TesserisState } from './types.js';
import { beginWrite, type MutableTesserisState } from './writer.js';

export { MAX_LEGAL_MOVES } from './turn.js';
export type { MutableTesserisState } from './writer.js';

/** A simulator: a Tesseris state owned by its holder, changed in place. */
export type TesserisSimulator = MutableTesserisState;

/**
 * Makes a simulator from any state, which is copied and never changed.
 *
 * @param state - any valid state.
 */
export function fromState(state: TesserisState): TesserisSimulator {
  return cloneState(state);
}

/**
 * Hands back a normal immutable state: a copy that later simulator moves do not touch.
 *
 * @param simulator - the simulator.
 */
export function toState(simulator: TesserisSimulator): TesserisState {
  return cloneState(simulator);
}

/**
 * Copies a simulator.
 *
 * @param simulator - the simulator to copy.
 */
export function clone(simulator: TesserisSimulator): TesserisSimulator {
  return cloneState(simulator);
}

/**
 * Tells whether the simulated game is over.
 *
 * @param simulator - the simulator.
 */
export function isOver(simulator: TesserisSimulator): boolean {
  return simulator.phase === 'over';
}

/**
 * Writes the codes of the acting player's legal moves into `out`; returns how many. None once the game is over.
 *
 * @param simulator - the simulator.
 * @param out - a buffer of at least {@link MAX_LEGAL_MOVES} entries.
 */
export function fillLegalMoveCodes(simulator: TesserisSimulator, out: Int32Array): number {
  return simulator.phase === 'over' ? 0 : fillFor(factsOfState(simulator), out);
}

/**
 * Turns a code into the public move it stands for.
 *
 * @param simulator - the simulator the code was generated for.
 * @param code - a legal move's code.
 */
export function decodeMove(simulator: TesserisSimulator, code: number): TesserisMove {
  return decodeFor(simulator.turn, code);
}

/**
 * Plays a legal move's code in place.
 *
 * @param simulator - the simulator; it is changed.
 * @param code - one of the codes that {@link fillLegalMoveCodes} wrote for its current state.
 */
export function playCode(simulator: TesserisSimulator, code: number): void {
  playCodeInPlace(beginWrite(simulator, true), code, null);
}

const playoutBuffer = new Int32Array(MAX_LEGAL_MOVES);

/**
 * Plays uniformly random legal moves in place until the game is over.
 *
 * @param simulator - the simulator; it is changed.
 * @param rng - the generator that chooses the moves, apart from the game's own; it is advanced.
 * @returns the number of moves played.
 */
export function playout(simulator: TesserisSimulator, rng: MutableRngState): number {
  return randomPlayout(simulator, rng, playoutBuffer, fillLegalMoveCodes, playCode);
}
