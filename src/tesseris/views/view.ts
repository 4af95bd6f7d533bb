/**
 * What one player may see of a Tesseris game (ruling S8).
 *
 * @module
 */
import { cloneState } from '../loading/clone.js';
import { knowledgeOf } from './knowledge.js';
import type { TesserisState, TesserisView } from '../types.js';

/**
 * The view of one seat: their own hand, the other hands' sizes, every objective with its resolved card, each
 * secondary pile's top card and size, the main pile's size, and what the seat knows of the cards it cannot see
 * (ruling S9: the covered cards, the main pile's content since it was rebuilt, the cards it knows others hold).
 * It never holds the main pile's order, where a card the seat never saw is (those it cannot place are listed as
 * unaccounted, with no place), the seed or the generator. It is a copy that shares nothing with the state, so
 * a front-end may sort its hand without touching the game.
 *
 * @param state - the full state.
 * @param seat - the viewing seat, which must be a seat of the game.
 */
export function viewOf(state: TesserisState, seat: number): TesserisView {
  const { mainPile, piles, hands, seed: _seed, rng: _rng, memory: _memory, ...open } = cloneState(state);
  return {
    ...open,
    viewer: seat,
    hand: hands[seat]!,
    handSizes: hands.map((hand) => hand.length),
    piles: piles.map((pile) => ({ top: pile.length > 0 ? pile[pile.length - 1]! : null, size: pile.length })),
    mainPileSize: mainPile.length,
    knowledge: knowledgeOf(state, seat),
  };
}
