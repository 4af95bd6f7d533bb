/**
 * Deep copies of Tesseris states and views.
 *
 * @module
 */
import type { DeepMutable } from '../../core/mutable.js';
import type { Objective, PileView, SeatMemory, TesserisKnowledge, TesserisRules, TesserisState, TesserisView } from '../types.js';
import { copyState, type MutableTesserisState } from '../rules/writer.js';

// The parts below are copied by literals that list their fields, not by spreads: a spread of a state went through
// V8's slow object clone and a megamorphic definition of each replaced field, and a spread objective had a hidden
// class of its own, so that the rules' and the rollouts' reads of an objective were generic ones. A view read
// from a caller is copied the same way (cloneView), for the same reads.

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

function clonePileView({ top, size }: PileView): PileView {
  return { top, size };
}

function cloneKnowledge({ covered, mainPile, held, exposed, unaccounted }: TesserisKnowledge): TesserisKnowledge {
  return {
    covered: covered.map((cards) => cards.slice()),
    mainPile: mainPile === null ? null : mainPile.slice(),
    held: held.map((cards) => cards.slice()),
    exposed: exposed.map((cards) => cards.slice()),
    unaccounted: unaccounted.slice(),
  };
}

/**
 * Copies a whole view, so that the copy shares nothing with the original, into literals that list their fields.
 * The untrusted-input layer's copy of a caller's view is made of objects of no prototype, in V8's dictionary
 * mode: once the bots had read its objectives, the functions that read objectives (the legal moves, the
 * heuristic's open shapes) read every objective, the simulators' too, by generic property reads.
 *
 * @param view - a view with exactly a view's fields.
 */
export function cloneView(view: TesserisView): TesserisView {
  return {
    game: view.game,
    version: view.version,
    players: view.players,
    rules: cloneRules(view.rules),
    phase: view.phase,
    round: view.round,
    firstSeat: view.firstSeat,
    turn: view.turn,
    placedPile: view.placedPile,
    objectives: view.objectives.map((objectives) => objectives.map(cloneObjective)),
    history: view.history.map((points) => points.slice()),
    viewer: view.viewer,
    hand: view.hand.slice(),
    handSizes: view.handSizes.slice(),
    piles: view.piles.map(clonePileView),
    mainPileSize: view.mainPileSize,
    knowledge: cloneKnowledge(view.knowledge),
  };
}
