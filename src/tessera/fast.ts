/**
 * The fast simulation path for bots and search: a state that its holder owns and changes in place, moves as
 * integer codes written into a caller's buffer, and nothing allocated per move. It drives the very same rule
 * code as the immutable API (see `playCode`), so the two cannot disagree.
 *
 * These functions trust their caller: a code must come from {@link fillLegalMoveCodes} for the simulator's
 * current state. Use the immutable API for untrusted input.
 *
 * **Search must not peek.** A simulator made from a full state carries the game's own generator, so every
 * playout from it draws the real next refill: a bot that searches it as it is knows the bag's future. Search
 * from {@link fromView} (the player's view and nothing else) and call {@link determinize} before each
 * playout, so that each one draws a future of its own.
 *
 * @module
 */
import { randomPlayout } from '../core/playout.js';
import { reseedInPlace, type MutableRngState } from '../core/rng.js';
import { cloneState, type MutableTesseraState } from './clone.js';
import { MAX_LEGAL_MOVES, fillLegalMoveCodes } from './moves.js';
import { playCode as playCodeOn } from './play.js';
import type { TesseraState, TesseraView } from './types.js';

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

/** The seed recorded in a simulator made from a view, whose real seed its player cannot know. */
export const DETERMINIZED_SEED = 'determinized';

/**
 * Re-draws everything the player to act cannot know, in place. In Tessera every tile's place is public,
 * the bag's contents included; what no player knows is the order of its future draws, which the game's
 * generator decides. Determinizing gives the simulator a generator drawn from `rng`, so that its refills are
 * a future of its own. Everything a player sees is kept, so the legal moves are unchanged.
 *
 * @param simulator - the simulator; its generator is replaced.
 * @param rng - the searcher's own generator; it is advanced.
 */
export function determinize(simulator: TesseraSimulator, rng: MutableRngState): void {
  reseedInPlace(simulator.rng, rng);
}

/**
 * Makes a simulator from a player's view alone, with a generator drawn from `rng`: one world that agrees with
 * everything the player sees. A bot that is given only views can search from it without any way to peek.
 *
 * @param view - a player's view.
 * @param rng - the searcher's own generator; it is advanced.
 */
export function fromView(view: TesseraView, rng: MutableRngState): TesseraSimulator {
  const { viewer: _viewer, ...position } = view;
  const simulator = cloneState({ ...position, seed: DETERMINIZED_SEED, rng: [0, 0, 0, 0] });
  determinize(simulator, rng);
  return simulator;
}
