/**
 * Deep copies of Tesseris states.
 *
 * @module
 */
import type { DeepMutable } from '../../core/mutable.js';
import type { Objective, SeatMemory, TesserisRules, TesserisState } from '../types.js';
import { copyState, type MutableTesserisState } from '../rules/writer.js';

// The parts below are copied by literals that list their fields, not by spreads: a spread of a state went through
// V8's slow object clone and a megamorphic definition of each replaced field, and a spread objective had a hidden
// class of its own, so that the rules' and the rollouts' reads of an objective were generic ones.

function cloneRules({ target, rounds, shortDeck }: TesserisRules): TesserisRules {
  return { target, rounds, shortDeck };
}

function cloneObjective({ card, resolvedWith }: Objective): Objective {
  return { card, resolvedWith };
}

function cloneSeatMemory({ mainPile, held }: SeatMemory): DeepMutable<SeatMemory> {
  return { mainPile: mainPile === null ? null : mainPile.slice(), held: held.map((cards) => cards.slice()) };
}

/**
 * Copies a whole state, so that the copy shares nothing with the original.
 *
 * @param state - the state to copy.
 */
export function cloneState(state: TesserisState): MutableTesserisState {
  // The fields in the order and the hidden class of the immutable API's states; then every part copied.
  const copy = copyState(state) as MutableTesserisState;
  copy.rules = cloneRules(state.rules);
  copy.objectives = state.objectives.map((objectives) => objectives.map(cloneObjective));
  copy.history = state.history.map((points) => points.slice());
  copy.mainPile = state.mainPile.slice();
  copy.piles = state.piles.map((pile) => pile.slice());
  copy.hands = state.hands.map((hand) => hand.slice());
  copy.rng = [state.rng[0], state.rng[1], state.rng[2], state.rng[3]];
  copy.memory = state.memory.map(cloneSeatMemory);
  return copy;
}
