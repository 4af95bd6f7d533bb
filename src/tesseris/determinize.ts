/**
 * Honest search for Tesseris: worlds that agree with what a player sees and nothing more (ruling S8).
 *
 * @module
 */
import { reseedInPlace, shuffleInPlace, type MutableRngState } from '../core/rng.js';
import { cloneState } from './clone.js';
import type { TesserisView } from './types.js';
import { deckCards, type Card } from './vocabulary.js';
import type { MutableTesserisState } from './writer.js';

type TesserisSimulator = MutableTesserisState;

/** The seed recorded in a simulator made from a view, whose real seed its player cannot know. */
export const DETERMINIZED_SEED = 'determinized';

/**
 * The cards in the places a seat cannot see, in a fixed order: the other hands by seat, the main pile, then
 * each secondary pile's covered cards.
 */
function hiddenCards(simulator: TesserisSimulator, seat: number): Card[] {
  const hidden: Card[] = [];
  simulator.hands.forEach((hand, other) => {
    if (other !== seat) hidden.push(...hand);
  });
  hidden.push(...simulator.mainPile);
  for (const pile of simulator.piles) for (let i = 0; i < pile.length - 1; i++) hidden.push(pile[i]!);
  return hidden;
}

/**
 * Re-draws everything a seat cannot know, in place (ruling S8): the cards of the other hands, the main pile
 * and the secondary piles' covered cards are shuffled together with `rng` and dealt back into the same places,
 * each keeping its size; the game's generator is re-drawn too, so that steals and rebuilt main piles are a
 * future of their own. The seat's hand, every objective, the piles' top cards and every size are kept, so
 * that seat's view and legal moves are unchanged.
 *
 * @param simulator - the simulator; its hidden cards and its generator are replaced.
 * @param rng - the searcher's own generator; it is advanced.
 * @param seat - the seat whose knowledge is kept; by default the seat to act.
 */
export function determinize(simulator: TesserisSimulator, rng: MutableRngState, seat: number = simulator.turn): void {
  const hidden = hiddenCards(simulator, seat);
  shuffleInPlace(rng, hidden);
  let next = 0;
  simulator.hands.forEach((hand, other) => {
    if (other !== seat) for (let i = 0; i < hand.length; i++) hand[i] = hidden[next++]!;
  });
  for (let i = 0; i < simulator.mainPile.length; i++) simulator.mainPile[i] = hidden[next++]!;
  for (const pile of simulator.piles) for (let i = 0; i < pile.length - 1; i++) pile[i] = hidden[next++]!;
  reseedInPlace(simulator.rng, rng);
}

/**
 * Makes a simulator from a player's view alone: one world, drawn with `rng`, that agrees with everything
 * the player sees. The cards the view does not show are dealt at random into the places it shows only the
 * size of. A bot that is given only views can search from it without any way to peek.
 *
 * @param view - a player's view.
 * @param rng - the searcher's own generator; it is advanced.
 */
export function fromView(view: TesserisView, rng: MutableRngState): TesserisSimulator {
  const seen = new Set<Card>(view.hand);
  for (const objective of view.objectives.flat()) {
    seen.add(objective.card);
    if (objective.resolvedWith !== null) seen.add(objective.resolvedWith);
  }
  for (const pile of view.piles) if (pile.top !== null) seen.add(pile.top);
  const unseen = deckCards(view.rules.shortDeck).filter((card) => !seen.has(card));
  const deal = (count: number): Card[] => unseen.splice(0, count);
  const { viewer, hand, handSizes, piles, mainPileSize, ...open } = view;
  const simulator = cloneState({
    ...open,
    hands: handSizes.map((size, seat) => (seat === viewer ? hand : deal(size))),
    piles: piles.map((pile) => (pile.top === null ? [] : [...deal(pile.size - 1), pile.top])),
    mainPile: deal(mainPileSize),
    seed: DETERMINIZED_SEED,
    rng: [0, 0, 0, 0],
  });
  determinize(simulator, rng, viewer);
  return simulator;
}
