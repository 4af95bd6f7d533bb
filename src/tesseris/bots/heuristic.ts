/**
 * The greedy heuristic of Tesseris' bots: the one-ply value of a move, which the greedy bot plays by and the
 * searches use for their priors and rollouts. A blind draw's value depends on the chance that it brings a
 * wanted card, which the greedy bot reads off its view's knowledge (ruling S9); the searches' rollouts value
 * every blind draw alike.
 *
 * @module
 */
import type { Objective, TesserisMove, TesserisView } from '../types.js';
import type { Card } from '../vocabulary.js';
import { trustedShapeOf } from '../rules/cards.js';

/**
 * A seat's open (unresolved) objective shapes, as a bit mask: bit `shape` is set when the shape is open.
 *
 * @param own - the seat's objectives.
 */
export function openShapeMask(own: readonly Objective[]): number {
  let mask = 0;
  // An indexed loop: the rollout policy asks this at every move, and it counted about 2% fewer instructions per
  // two-player search decision than a `for … of` loop.
  // eslint-disable-next-line @typescript-eslint/prefer-for-of
  for (let i = 0; i < own.length; i++) {
    const objective = own[i]!;
    if (objective.resolvedWith === null) mask |= 1 << trustedShapeOf(objective.card);
  }
  return mask;
}

/**
 * Each seat's open (unresolved) objective shapes, as a bit mask: bit `shape` is set when the shape is open.
 *
 * @param objectives - every seat's objectives.
 */
export function openShapeMasks(objectives: readonly (readonly Objective[])[]): number[] {
  // A loop, not map: the searches ask this of every sampled world.
  const masks: number[] = [];
  for (const own of objectives) masks.push(openShapeMask(own));
  return masks;
}

/**
 * The open shapes of every seat but `seat`, as one bit mask: the shapes of the cards that would feed an opponent.
 * Read straight off the objectives, with no array: the searches' rollout policy asks it at every move.
 *
 * @param objectives - every seat's objectives.
 * @param seat - the seat.
 */
export function othersOpenMask(objectives: readonly (readonly Objective[])[], seat: number): number {
  let mask = 0;
  for (let other = 0; other < objectives.length; other++) if (other !== seat) mask |= openShapeMask(objectives[other]!);
  return mask;
}

/**
 * Tells whether a mask of open shapes has a card's shape.
 *
 * @param mask - open shapes, by {@link openShapeMask} or {@link othersOpenMask}.
 * @param card - the card.
 */
export function hasShapeOf(mask: number, card: Card): boolean {
  return (mask & (1 << trustedShapeOf(card))) !== 0;
}

/**
 * Tells whether a card would resolve one of `seat`'s own open objectives.
 *
 * @param card - the card.
 * @param seat - the seat.
 * @param open - every seat's open shapes, by {@link openShapeMasks}.
 */
export function isWanted(card: Card, seat: number, open: readonly number[]): boolean {
  return hasShapeOf(open[seat]!, card);
}

/** What a blind draw that brings a wanted card is worth beyond its base value: as much as a wanted pile top, less the main pile's base. */
const WANTED_DRAW = 7;

/**
 * What discarding a card is worth by the card alone, before what it covers: worst when it would feed an
 * opponent's open objective (the next player can draw it), bad when it throws away one of one's own.
 *
 * @param card - the discarded card.
 * @param own - the open shapes of the seat that moves, by {@link openShapeMask}.
 * @param others - the other seats' open shapes, by {@link othersOpenMask}.
 */
export function discardValue(card: Card, own: number, others: number): number {
  return (hasShapeOf(others, card) ? -5 : 0) - (hasShapeOf(own, card) ? 3 : 0);
}

/**
 * What a discard gains by covering a pile's top card: a little, when an opponent needs that card.
 *
 * @param top - the pile's top card, or `null` for an empty pile.
 * @param others - the other seats' open shapes, by {@link othersOpenMask}.
 */
export function coverValue(top: Card | null, others: number): number {
  return top !== null && hasShapeOf(others, top) ? 1 : 0;
}

/**
 * The greedy heuristic's value of a move of `seat`, from the move's type, its card (a discard's) and the top
 * card of its pile (a discard's or a pile draw's):
 * - resolving an objective is best (a point now);
 * - a discard that would feed an opponent's open objective (the next player can draw it) is worst, one that
 *   throws away a card of one's own open objective is bad, and one that covers a pile top an opponent needs is
 *   a little better: its card's part ({@link discardValue}) plus its pile's ({@link coverValue});
 * - drawing a pile top that matches one's own open objective beats an unknown card from the main pile, which
 *   beats stealing (a random card, and the victim draws at once); a pile top that matches nothing of one's own
 *   is worth less than the main pile;
 * - when the chance that a blind draw (the main pile, or a steal) brings a card of one's own open objectives is
 *   known (`chance`, from what the player knows, ruling S9), that draw gains up to the value of a wanted pile
 *   top in proportion;
 * - a pass, the only move when nothing else is possible, is worth nothing.
 *
 * @param type - the move's type.
 * @param card - a discard's card (any card for the other types).
 * @param top - the top card of a discard's or a pile draw's pile, else `null`.
 * @param own - the open shapes of the seat that moves, by {@link openShapeMask}.
 * @param others - the other seats' open shapes, by {@link othersOpenMask}.
 * @param chance - for a blind draw, the chance that it brings a wanted card.
 */
export function moveValue(type: TesserisMove['type'], card: Card, top: Card | null, own: number, others: number, chance = 0): number {
  switch (type) {
    case 'resolve-objective':
      return 10;
    case 'discard-to-pile':
      return discardValue(card, own, others) + coverValue(top, others);
    case 'draw-pile':
      return hasShapeOf(own, top!) ? 8 : 0;
    case 'draw-main':
      return 1 + WANTED_DRAW * chance;
    case 'steal':
      return 0.5 + WANTED_DRAW * chance;
    case 'pass':
      return 0;
  }
}

/** The share of a list of cards that would resolve one of `seat`'s open objectives; 0 for no cards. */
function wantedShare(cards: readonly Card[], seat: number, open: readonly number[]): number {
  if (cards.length === 0) return 0;
  let wanted = 0;
  for (const card of cards) if (isWanted(card, seat, open)) wanted++;
  return wanted / cards.length;
}

/**
 * The chance that a blind draw brings the viewer a wanted card, from its view's knowledge (ruling S9): for the
 * main pile, the share of wanted cards among those it may hold; for a steal, the known cards of the robbed hand,
 * and for its other cards the share of wanted cards among the unaccounted ones; 0 for the other moves.
 */
function drawChance(view: TesserisView, move: TesserisMove, open: readonly number[]): number {
  const { knowledge, viewer } = view;
  const unknown = wantedShare(knowledge.unaccounted, viewer, open);
  if (move.type === 'draw-main') return knowledge.mainPile === null ? unknown : wantedShare(knowledge.mainPile, viewer, open);
  if (move.type !== 'steal') return 0;
  const known = knowledge.held[move.from]!;
  const size = view.handSizes[move.from]!;
  return (wantedShare(known, viewer, open) * known.length + unknown * (size - known.length)) / size;
}

/**
 * The greedy bot's value of a move in a view, by {@link moveValue}, blind draws weighed by what the viewer knows.
 *
 * @param view - the player's view.
 * @param move - one of its legal moves.
 * @param open - every seat's open shapes, by {@link openShapeMasks}.
 */
export function greedyValue(view: TesserisView, move: TesserisMove, open: readonly number[]): number {
  const card = move.type === 'discard-to-pile' || move.type === 'resolve-objective' ? move.card : 0;
  const top = move.type === 'discard-to-pile' || move.type === 'draw-pile' ? view.piles[move.pile]!.top : null;
  return moveValue(move.type, card, top, open[view.viewer]!, othersOpenMask(view.objectives, view.viewer), drawChance(view, move, open));
}
