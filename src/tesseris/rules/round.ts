/**
 * Starting and ending Tesseris rounds (rulings S2, S5, S6).
 *
 * @module
 */
import { shuffleInPlace } from '../../core/rng.js';
import type { TesserisEvent } from './events.js';
import type { Objective, TesserisPosition, TesserisState } from '../types.js';
import { forgetRound } from '../views/memory.js';
import { bestSeats, scores } from './outcome.js';
import { adopt, writableRng, type TesserisWriter } from './writer.js';
import { HAND_SIZE, OBJECTIVES_PER_PLAYER, PILE_COUNT, SHAPE_COUNT, deckCards, type Card } from '../vocabulary.js';
import { trustedShapeOf } from './cards.js';

/**
 * Deals a round (ruling S2): all the round's cards shuffled into the main pile; objectives revealed round
 * the table from the first player, a card whose shape is already an objective set aside and replaced, the
 * set-aside cards shuffled back; four cards dealt to each hand one at a time; four secondary piles laid out.
 *
 * @param writer - the step; its state's `round` and `firstSeat` are the new round's.
 * @param events - where to report what happened, or `null`.
 */
export function dealRound(writer: TesserisWriter, events: TesserisEvent[] | null): void {
  const state = writer.state;
  const rng = writableRng(writer);
  const main = deckCards(state.rules.shortDeck);
  shuffleInPlace(rng, main);
  const seats = Array.from({ length: state.players }, (_, k) => (state.firstSeat + k) % state.players);

  const objectiveCards: Card[][] = seats.map(() => []);
  const shapeTaken = new Array<boolean>(SHAPE_COUNT + 1).fill(false);
  const setAside: Card[] = [];
  for (let pass = 0; pass < OBJECTIVES_PER_PLAYER; pass++) {
    for (const seat of seats) {
      let card = main.pop()!;
      while (shapeTaken[trustedShapeOf(card)]) {
        setAside.push(card);
        card = main.pop()!;
      }
      shapeTaken[trustedShapeOf(card)] = true;
      objectiveCards[seat]!.push(card);
    }
  }
  if (setAside.length > 0) {
    main.push(...setAside);
    shuffleInPlace(rng, main);
  }

  const hands: Card[][] = seats.map(() => []);
  for (let i = 0; i < HAND_SIZE; i++) for (const seat of seats) hands[seat]!.push(main.pop()!);
  const piles = Array.from({ length: PILE_COUNT }, () => [main.pop()!]);
  const objectives = objectiveCards.map((cards) => cards.map((card) => ({ card, resolvedWith: null })));

  state.mainPile = main;
  state.hands = hands;
  state.piles = piles;
  state.objectives = objectives;
  adopt(writer, main, ...hands, ...piles, ...objectives);
  forgetRound(writer);
  state.turn = state.firstSeat;
  state.phase = 'discard';
  state.placedPile = null;
  events?.push({
    type: 'round-started',
    round: state.round,
    firstSeat: state.firstSeat,
    objectives: objectiveCards,
    setAside,
    piles: piles.map((pile) => pile[0]!),
  });
  events?.push({ type: 'hands-dealt', hands: hands.map((hand) => hand.slice()) });
}

/**
 * Tells whether the round is ending: a player has resolved all four objectives, so the round finishes with
 * the turn of the seat just before its first player (ruling S5).
 *
 * @param game - a state or a view.
 *
 * @example
 * ```ts
 * import { isRoundEnding, setup, unwrap } from 'tessera-engine/tesseris';
 *
 * console.log(isRoundEnding(unwrap(setup({ players: 3, seed: 1 })))); // => false
 * ```
 */
export function isRoundEnding(game: TesserisPosition): boolean {
  for (const objectives of game.objectives) if (resolvedCount(objectives) === objectives.length) return true;
  return false;
}

/**
 * How many of a seat's objectives are resolved: the points they give at the end of the round (ruling S5).
 *
 * @param objectives - one seat's objectives.
 */
export function resolvedCount(objectives: readonly Objective[]): number {
  let resolved = 0;
  for (const objective of objectives) if (objective.resolvedWith !== null) resolved++;
  return resolved;
}

/**
 * What a step does when a round ends and the game goes on: `'deal-next'`, what the rules say (the next round
 * is dealt), or `'stop'`, for a rollout that ends there. A step that stops leaves the round scored and nothing
 * more: the state is fit to be scored (see {@link isRoundScored}) and for nothing else, so only a search's own
 * simulators, about to be thrown away, are played that way; no state of the public API ever is.
 */
export type RoundEnd = 'deal-next' | 'stop';

/**
 * Ends a round (ruling S5): each seat scores one point per resolved objective. The game ends when a seat
 * has reached the target, or when the fixed number of rounds has been played (ruling S6); otherwise the
 * next seat becomes first player and a new round is dealt, unless the step stops at the round's end.
 *
 * @param writer - the step.
 * @param events - where to report what happened, or `null`.
 * @param roundEnd - whether the next round is dealt; `'stop'` only in a search's rollouts.
 */
export function endRound(writer: TesserisWriter, events: TesserisEvent[] | null, roundEnd: RoundEnd): void {
  const state = writer.state;
  const points = state.objectives.map(resolvedCount);
  state.history = [...state.history, points];
  const totals = scores(state);
  // The event owns its arrays: `points` is also the state's history entry, and `totals` the game-ended event's scores.
  events?.push({ type: 'round-ended', round: state.round, points: points.slice(), scores: totals.slice() });
  const { target, rounds } = state.rules;
  const over = target !== null ? totals.some((score) => score >= target) : state.round >= rounds!;
  if (over) {
    state.phase = 'over';
    state.placedPile = null;
    events?.push({ type: 'game-ended', scores: totals, winners: bestSeats(totals) });
    return;
  }
  if (roundEnd === 'stop') return;
  state.round++;
  state.firstSeat = (state.firstSeat + 1) % state.players;
  dealRound(writer, events);
}

/**
 * Whether the current round is already scored: the game is over, or a rollout's step stopped at the round's end
 * ({@link RoundEnd}). While a round is played, the history holds the rounds before it; once it is scored, it
 * holds that round too.
 *
 * @param game - a state or a simulator.
 */
export function isRoundScored(game: Pick<TesserisState, 'history' | 'round'>): boolean {
  return game.history.length === game.round;
}
