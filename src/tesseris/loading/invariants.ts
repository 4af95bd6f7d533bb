/**
 * The invariants every reachable Tesseris state keeps, written down in one place. The loader enforces them
 * on untrusted JSON and the property tests check them after every step.
 *
 * They are chosen so that the rules can carry on from any state that keeps them: every legal move leads to
 * a state that keeps them again (a property test, "closure under the rules", fuzzes this). Each check below
 * says which part of the rules makes it hold.
 *
 * **Rules and cards** (rulings S1, S6, S7). Exactly one of a target and a number of rounds is set; the short
 * deck is for 2 players only. Every card of the deck in play is in exactly one place.
 *
 * **Seats and objectives** (ruling S2). Every seat the state names exists; there is one hand and one set of 4
 * objectives per seat, and 4 secondary piles. No two objectives share a shape, and a resolved objective
 * holds a card of its shape.
 *
 * **Rounds and the end** (rulings S5, S6). One entry of points per finished round, each at most 4 per seat;
 * the game is over exactly when its end condition holds, and it held after no earlier round, since the game
 * ends after the first round that meets it.
 *
 * **Finished rounds** (ruling S5). A round ends only once a seat has resolved its fourth objective, so every
 * entry of the history holds a 4. An ended game keeps its last round's objectives, so their resolved counts
 * are the history's last entry.
 *
 * **The end of a round** (ruling S5). Once a seat has resolved its fourth objective, the round finishes with
 * the turn of the seat just before the first player, so no seat plays again in the same round. A seat holding
 * 4 resolved objectives is therefore either the acting seat in the draw step of the turn whose discard
 * resolved the fourth (no pile discarded onto), or a seat that has already played in the current pass round
 * the table.
 *
 * **Upkeep** (ruling S4), which runs after every step: when the main pile has cards, no secondary pile is
 * empty; when it has none, no secondary pile has covered cards, since those would have been shuffled into a
 * new main pile.
 *
 * **Hands and steps** (rulings S3, S4). A hand holds at most 4 cards. In the draw step the acting player has
 * discarded (or had nothing to discard), so holds at most 3 cards, and can draw from somewhere: a player who
 * cannot draw ends the turn at once. In the discard step an empty hand means the player cannot draw either,
 * or the turn would have gone straight to the draw. The pile just discarded onto is marked only in the draw
 * step, and holds that card.
 *
 * @module
 */
import { findBrokenMemory } from './memory-invariants.js';
import { scores } from '../rules/outcome.js';
import { resolvedCount } from '../rules/round.js';
import { canDrawInState } from '../rules/turn.js';
import type { TesserisState } from '../types.js';
import { FULL_DECK_SIZE, HAND_SIZE, OBJECTIVES_PER_PLAYER, PILE_COUNT, SHORT_DECK_SIZE, shapeOf, type Card } from '../vocabulary.js';

/**
 * Every card of the game, wherever it is: main pile, secondary piles, hands, objectives and the cards under
 * them.
 *
 * @param state - any state.
 *
 * @example
 * ```ts
 * import { listAllCards, setup, unwrap } from 'tessera-engine/tesseris';
 *
 * const cards = listAllCards(unwrap(setup({ players: 3, seed: 1 })));
 * console.log(cards.length, new Set(cards).size); // => 72 72
 * ```
 */
export function listAllCards(state: TesserisState): Card[] {
  const cards = [...state.mainPile, ...state.piles.flat(), ...state.hands.flat()];
  for (const objective of state.objectives.flat()) {
    cards.push(objective.card);
    if (objective.resolvedWith !== null) cards.push(objective.resolvedWith);
  }
  return cards;
}

function brokenRulesAndCards(state: TesserisState): string | null {
  const { players, rules } = state;
  if ((rules.target === null) === (rules.rounds === null)) return 'rules: exactly one of target and rounds must be set';
  if (rules.shortDeck && players !== 2) return 'rules.shortDeck: only with 2 players';
  const deckSize = rules.shortDeck ? SHORT_DECK_SIZE : FULL_DECK_SIZE;
  const cards = listAllCards(state);
  const seen = new Set(cards);
  if (cards.length !== deckSize || seen.size !== deckSize || cards.some((card) => card >= deckSize)) {
    return `cards: expected each of the ${deckSize} cards exactly once`;
  }
  return null;
}

function brokenSeatsAndObjectives(state: TesserisState): string | null {
  const { players } = state;
  for (const seat of [state.turn, state.firstSeat]) if (seat >= players) return `seat ${seat} does not exist`;
  if (state.hands.length !== players || state.objectives.length !== players) {
    return `hands and objectives: expected ${players} entries`;
  }
  if (state.piles.length !== PILE_COUNT) return `piles: expected ${PILE_COUNT}`;
  const shapes = new Set<number>();
  for (const [seat, objectives] of state.objectives.entries()) {
    if (objectives.length !== OBJECTIVES_PER_PLAYER) return `objectives[${seat}]: expected ${OBJECTIVES_PER_PLAYER}`;
    for (const [index, { card, resolvedWith }] of objectives.entries()) {
      if (shapes.has(shapeOf(card))) return `objectives[${seat}][${index}]: shape ${shapeOf(card)} appears twice`;
      shapes.add(shapeOf(card));
      if (resolvedWith !== null && shapeOf(resolvedWith) !== shapeOf(card)) {
        return `objectives[${seat}][${index}]: resolved with a card of another shape`;
      }
    }
  }
  return null;
}

function brokenRounds(state: TesserisState): string | null {
  const { players } = state;
  const finished = state.phase === 'over' ? state.round : state.round - 1;
  if (state.history.length !== finished) return `history: expected ${finished} finished rounds`;
  const bad = state.history.findIndex((points) => points.length !== players || points.some((p) => p > OBJECTIVES_PER_PLAYER));
  if (bad >= 0) return `history[${bad}]: expected at most ${OBJECTIVES_PER_PLAYER} points for each of ${players} seats`;
  return null;
}

/** Whether the game ends after its first `count` finished rounds (ruling S6). */
function endConditionHeld(state: TesserisState, count: number): boolean {
  const { target, rounds } = state.rules;
  if (target === null) return count >= rounds!;
  return scores({ ...state, history: state.history.slice(0, count) }).some((score) => score >= target);
}

/** Ruling S6: the game ends after the first round that meets its end condition, and only then. */
function brokenGameEnd(state: TesserisState): string | null {
  if ((state.phase === 'over') !== endConditionHeld(state, state.history.length)) return 'phase: disagrees with the end condition';
  if (state.phase === 'over' && endConditionHeld(state, state.history.length - 1)) {
    return `history: the game would have ended after round ${state.history.length - 1}, where its end condition held (ruling S6)`;
  }
  return null;
}

/** Ruling S5: a round ends only once a seat has resolved its fourth objective, which scores 4. */
function brokenFinishedRounds(state: TesserisState): string | null {
  const unfinished = state.history.findIndex((points) => !points.includes(OBJECTIVES_PER_PLAYER));
  if (unfinished >= 0) {
    return `history[${unfinished}]: no seat scored ${OBJECTIVES_PER_PLAYER}, but a round ends only once a seat resolves its last objective (ruling S5)`;
  }
  return null;
}

/** Ruling S5: the round that ends the game scores its objectives, which then stay as they are. */
function brokenEndedGameObjectives(state: TesserisState): string | null {
  if (state.phase !== 'over') return null;
  const counts = state.objectives.map(resolvedCount);
  const last = state.history.at(-1)!;
  if (counts.some((count, seat) => count !== last[seat])) {
    return `objectives: resolved ${counts.join(', ')}, but the last round scored ${last.join(', ')}; an ended game keeps its last round's objectives`;
  }
  return null;
}

/** A seat's place in the pass round the table: 0 for the round's first player. */
function passPosition(state: TesserisState, seat: number): number {
  return (seat - state.firstSeat + state.players) % state.players;
}

/**
 * Ruling S5: once a seat resolves its fourth objective, the round ends with the turn of the seat before the
 * first player, so that seat plays no further turn in the round: it holds 4 only in the draw step of the turn
 * that resolved the fourth, or after its turn in the current pass.
 */
function brokenRoundEnd(state: TesserisState): string | null {
  if (state.phase === 'over') return null;
  const acting = passPosition(state, state.turn);
  const lastSeat = (state.firstSeat + state.players - 1) % state.players;
  for (const [seat, objectives] of state.objectives.entries()) {
    if (resolvedCount(objectives) < OBJECTIVES_PER_PLAYER) continue;
    const resolvingNow = seat === state.turn && state.phase === 'draw' && state.placedPile === null;
    if (passPosition(state, seat) < acting || resolvingNow) continue;
    return `objectives[${seat}]: all resolved before seat ${seat}'s turn in this pass; the round would have ended with seat ${lastSeat}'s turn (ruling S5)`;
  }
  return null;
}

function brokenUpkeep(state: TesserisState): string | null {
  for (const [index, pile] of state.piles.entries()) {
    if (state.mainPile.length > 0 && pile.length === 0) return `piles[${index}]: empty while the main pile has cards`;
    if (state.mainPile.length === 0 && pile.length > 1) {
      return `piles[${index}]: has covered cards while the main pile is empty; upkeep would have rebuilt it`;
    }
  }
  return null;
}

function brokenHandsAndSteps(state: TesserisState): string | null {
  const full = state.hands.findIndex((hand) => hand.length > HAND_SIZE);
  if (full >= 0) return `hands[${full}]: more than ${HAND_SIZE} cards`;
  if (state.placedPile !== null) {
    if (state.phase !== 'draw') return 'placedPile: set outside the draw step';
    if (state.piles[state.placedPile]!.length === 0) return `placedPile: pile ${state.placedPile} is empty, so no card was just placed there`;
  }
  if (state.phase === 'over') return null;
  const hand = state.hands[state.turn]!;
  const drawable = canDrawInState(state);
  if (state.phase === 'draw') {
    if (hand.length >= HAND_SIZE) return `hands[${state.turn}]: ${hand.length} cards in the draw step, which follows a discard`;
    if (!drawable) return 'phase: the draw step, but nothing can be drawn; the turn would have ended';
  } else if (hand.length === 0 && drawable) {
    return `hands[${state.turn}]: empty in the discard step, but the player can draw; the turn would have gone to the draw`;
  }
  return null;
}

/**
 * Finds the first broken invariant of a state whose shape is valid, or returns `null`. The module's
 * documentation lists every invariant and why the rules keep it.
 *
 * @param state - any state with a valid shape.
 * @returns a message that names the broken invariant and where it is broken, or `null`.
 *
 * @example
 * ```ts
 * import { findBrokenInvariant, setup, unwrap } from 'tessera-engine/tesseris';
 *
 * const state = unwrap(setup({ players: 3, seed: 1 }));
 * console.log(findBrokenInvariant(state)); // => null
 * const duplicated = { ...state, hands: [[...state.hands[0]!, state.hands[1]![0]!], ...state.hands.slice(1)] };
 * console.log(findBrokenInvariant(duplicated) !== null); // => true
 * ```
 */
export function findBrokenInvariant(state: TesserisState): string | null {
  return (
    brokenRulesAndCards(state) ??
    brokenSeatsAndObjectives(state) ??
    brokenRounds(state) ??
    brokenGameEnd(state) ??
    brokenFinishedRounds(state) ??
    brokenEndedGameObjectives(state) ??
    brokenRoundEnd(state) ??
    brokenUpkeep(state) ??
    brokenHandsAndSteps(state) ??
    findBrokenMemory(state)
  );
}
