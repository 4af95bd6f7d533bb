/**
 * Deep copies of Tesseris states.
 *
 * @module
 */
import type { TesserisState } from '../types.js';
import type { MutableTesserisState } from '../rules/writer.js';

/**
 * Copies a whole state, so that the copy shares nothing with the original.
 *
 * @param state - the state to copy.
 */
export function cloneState(state: TesserisState): MutableTesserisState {
  return {
    ...state,
    rules: { ...state.rules },
    objectives: state.objectives.map((objectives) => objectives.map((objective) => ({ ...objective }))),
    history: state.history.map((points) => points.slice()),
    mainPile: state.mainPile.slice(),
    piles: state.piles.map((pile) => pile.slice()),
    hands: state.hands.map((hand) => hand.slice()),
    rng: [state.rng[0], state.rng[1], state.rng[2], state.rng[3]],
    memory: state.memory.map(({ mainPile, held }) => ({ mainPile: mainPile === null ? null : mainPile.slice(), held: held.map((cards) => cards.slice()) })),
  };
}
