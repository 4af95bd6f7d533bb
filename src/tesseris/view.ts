/**
 * What one player may see of a Tesseris game (ruling S8).
 *
 * @module
 */
import { cloneState } from './clone.js';
import type { TesserisState, TesserisView } from './types.js';

/**
 * The view of one seat: their own hand, the other hands' sizes, every objective with its resolved card, each
 * secondary pile's top card and size, and the main pile's size. It never holds the main pile's order, the
 * covered cards, another hand, the seed or the generator. It is a copy that shares nothing with the state, so
 * a front-end may sort its hand without touching the game.
 *
 * @param state - the full state.
 * @param seat - the viewing seat, which must be a seat of the game.
 */
export function viewOf(state: TesserisState, seat: number): TesserisView {
  const { mainPile, piles, hands, seed: _seed, rng: _rng, ...open } = cloneState(state);
  return {
    ...open,
    viewer: seat,
    hand: hands[seat]!,
    handSizes: hands.map((hand) => hand.length),
    piles: piles.map((pile) => ({ top: pile.length > 0 ? pile[pile.length - 1]! : null, size: pile.length })),
    mainPileSize: mainPile.length,
  };
}
