/**
 * The invariants every reachable Tesseris state keeps. The loader enforces them on untrusted JSON and the
 * property tests check them after every step.
 *
 * @module
 */
import { scores } from './outcome.js';
import type { TesserisState } from './types.js';
import { FULL_DECK_SIZE, HAND_SIZE, OBJECTIVES_PER_PLAYER, PILE_COUNT, SHORT_DECK_SIZE, shapeOf, type Card } from './vocabulary.js';

/**
 * Every card of the game, wherever it is: main pile, secondary piles, hands, objectives and the cards under
 * them.
 *
 * @param state - any state.
 */
export function allCards(state: TesserisState): Card[] {
  const cards = [...state.mainPile, ...state.piles.flat(), ...state.hands.flat()];
  for (const objective of state.objectives.flat()) {
    cards.push(objective.card);
    if (objective.resolvedWith !== null) cards.push(objective.resolvedWith);
  }
  return cards;
}

/**
 * Finds the first broken invariant of a state whose shape is valid, or returns `null`.
 *
 * Checked: the rule options agree (one of target and rounds; the short deck with 2 players only); every card
 * of the deck is in exactly one place; hands hold at most 4 cards; there are 4 secondary piles; each player
 * has 4 objectives, all objective shapes are distinct, and a resolved objective holds a card of its shape;
 * every round's points are at most 4 per seat; the seats exist; a pile is marked as just placed only in the draw step; the game is over exactly
 * when its end condition holds.
 *
 * @param state - any state with a valid shape.
 */
export function findBrokenInvariant(state: TesserisState): string | null {
  const { players, rules } = state;
  if ((rules.target === null) === (rules.rounds === null)) return 'rules: exactly one of target and rounds must be set';
  if (rules.shortDeck && players !== 2) return 'rules.shortDeck: only with 2 players';
  const deckSize = rules.shortDeck ? SHORT_DECK_SIZE : FULL_DECK_SIZE;
  const cards = allCards(state);
  const seen = new Set(cards);
  if (cards.length !== deckSize || seen.size !== deckSize || cards.some((card) => card >= deckSize)) {
    return `cards: expected each of the ${deckSize} cards exactly once`;
  }
  for (const seat of [state.turn, state.firstSeat]) if (seat >= players) return `seat ${seat} does not exist`;
  if (state.hands.length !== players || state.objectives.length !== players) {
    return `hands and objectives: expected ${players} entries`;
  }
  if (state.piles.length !== PILE_COUNT) return `piles: expected ${PILE_COUNT}`;
  if (state.hands.some((hand) => hand.length > HAND_SIZE)) return `hands: more than ${HAND_SIZE} cards`;
  const shapes = new Set<number>();
  for (const objectives of state.objectives) {
    if (objectives.length !== OBJECTIVES_PER_PLAYER) return `objectives: expected ${OBJECTIVES_PER_PLAYER} each`;
    for (const { card, resolvedWith } of objectives) {
      if (shapes.has(shapeOf(card))) return `objectives: shape ${shapeOf(card)} appears twice`;
      shapes.add(shapeOf(card));
      if (resolvedWith !== null && shapeOf(resolvedWith) !== shapeOf(card)) return 'objectives: resolved with a card of another shape';
    }
  }
  const finished = state.phase === 'over' ? state.round : state.round - 1;
  if (state.history.length !== finished) return `history: expected ${finished} finished rounds`;
  if (state.history.some((points) => points.length !== players || points.some((p) => p > OBJECTIVES_PER_PLAYER))) {
    return 'history: bad round points';
  }
  if (state.placedPile !== null && state.step !== 'draw') return 'placedPile: set outside the draw step';
  const ended = rules.target !== null ? scores(state).some((score) => score >= rules.target!) : state.history.length >= rules.rounds!;
  if ((state.phase === 'over') !== ended) return 'phase: disagrees with the end condition';
  return null;
}
