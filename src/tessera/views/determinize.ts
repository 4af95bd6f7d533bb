/**
 * Honest search for Tessera: worlds that agree with what a player sees and nothing more.
 *
 * @module
 */
import { reseedInPlace, type MutableRngState } from '../../core/rng.js';
import { cloneState, type MutableTesseraState } from '../loading/clone.js';
import type { TesseraView } from '../types.js';

/**
 * The seed recorded in a simulator made from a view, whose real seed its player cannot know.
 *
 * @example
 * ```ts
 * import { DETERMINIZED_SEED, fast, seedRng, tessera, unwrap, type MutableRngState } from 'tessera-engine/tessera';
 *
 * const view = unwrap(tessera.playerView(unwrap(tessera.setup({ players: 2, seed: 'secret' })), 0));
 * const world = unwrap(fast.fromView(view, [...seedRng(1)] as MutableRngState));
 * console.log(fast.toState(world).seed === DETERMINIZED_SEED); // => true
 * ```
 */
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
export function determinize(simulator: MutableTesseraState, rng: MutableRngState): void {
  reseedInPlace(simulator.rng, rng);
}

/**
 * Makes a simulator from a player's view alone, with a generator drawn from `rng`: one world that agrees with
 * everything the player sees. A bot that is given only views can search from it without any way to peek.
 *
 * @param view - a player's view.
 * @param rng - the searcher's own generator; it is advanced.
 */
export function fromView(view: TesseraView, rng: MutableRngState): MutableTesseraState {
  const { viewer: _viewer, ...position } = view;
  const simulator = cloneState({ ...position, seed: DETERMINIZED_SEED, rng: [0, 0, 0, 0] });
  determinize(simulator, rng);
  return simulator;
}
