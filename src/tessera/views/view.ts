/**
 * What one player may see of a Tessera game.
 *
 * @module
 */
import { cloneState } from '../loading/clone.js';
import type { TesseraState, TesseraView } from '../types.js';

/**
 * The view of one seat: the whole position without the seed and the generator's state, which would predict
 * the bag's draws. The bag shows only its counts per kind. The acting player can list their legal moves from
 * it alone. The view is a copy that shares nothing with the state, so a front-end may sort or change it
 * without touching the game.
 *
 * @param state - the full state.
 * @param seat - the viewing seat; any seat sees the same position.
 */
export function playerView(state: TesseraState, seat: number): TesseraView {
  const { seed: _seed, rng: _rng, ...position } = cloneState(state);
  return { ...position, viewer: seat };
}
