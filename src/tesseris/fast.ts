/**
 * The fast simulation path for Tesseris bots and search: a state its holder owns and changes in place, and
 * moves as integer codes written into a caller's buffer. It drives the same rule code as the immutable API.
 *
 * These functions trust their caller: a code must come from {@link fillLegalMoveCodes} for the simulator's
 * current state. Use the immutable API for untrusted input.
 *
 * **Search must not peek.** A simulator made from a full state holds every hand and the main pile's order.
 * Search from {@link fromView} (one player's view and nothing else) and call {@link determinize} before each
 * playout, so that each one plays in a world drawn from what that player cannot see.
 *
 * @module
 */
import { randomPlayout } from '../core/playout.js';
import { reseedInPlace, shuffleInPlace, type MutableRngState } from '../core/rng.js';
import { cloneState } from './clone.js';
import { playCodeInPlace } from './rules.js';
import { MAX_LEGAL_MOVES, decodeMove as decodeFor, factsOfState, fillLegalMoveCodes as fillFor } from './turn.js';
import type { TesserisMove, TesserisState, TesserisView } from './types.js';
import { deckCards, type Card } from './vocabulary.js';
import { beginWrite, type MutableTesserisState } from './writer.js';

export { MAX_LEGAL_MOVES } from './turn.js';
export type { MutableTesserisState } from './writer.js';

/** A simulator: a Tesseris state owned by its holder, changed in place. */
export type TesserisSimulator = MutableTesserisState;

/**
 * Makes a simulator from any state, which is copied and never changed.
 *
 * @param state - any valid state.
 */
export function fromState(state: TesserisState): TesserisSimulator {
  return cloneState(state);
}

/**
 * Hands back a normal immutable state: a copy that later simulator moves do not touch.
 *
 * @param simulator - the simulator.
 */
export function toState(simulator: TesserisSimulator): TesserisState {
  return cloneState(simulator);
}

/**
 * Copies a simulator.
 *
 * @param simulator - the simulator to copy.
 */
export function clone(simulator: TesserisSimulator): TesserisSimulator {
  return cloneState(simulator);
}

/**
 * Tells whether the simulated game is over.
 *
 * @param simulator - the simulator.
 */
export function isOver(simulator: TesserisSimulator): boolean {
  return simulator.phase === 'over';
}

/**
 * Writes the codes of the acting player's legal moves into `out`; returns how many. None once the game is over.
 *
 * @param simulator - the simulator.
 * @param out - a buffer of at least {@link MAX_LEGAL_MOVES} entries.
 */
export function fillLegalMoveCodes(simulator: TesserisSimulator, out: Int32Array): number {
  return simulator.phase === 'over' ? 0 : fillFor(factsOfState(simulator), out);
}

/**
 * Turns a code into the public move it stands for.
 *
 * @param simulator - the simulator the code was generated for.
 * @param code - a legal move's code.
 */
export function decodeMove(simulator: TesserisSimulator, code: number): TesserisMove {
  return decodeFor(simulator.turn, code);
}

/**
 * Plays a legal move's code in place.
 *
 * @param simulator - the simulator; it is changed.
 * @param code - one of the codes that {@link fillLegalMoveCodes} wrote for its current state.
 */
export function playCode(simulator: TesserisSimulator, code: number): void {
  playCodeInPlace(beginWrite(simulator, true), code, null);
}

const playoutBuffer = new Int32Array(MAX_LEGAL_MOVES);

/**
 * Plays uniformly random legal moves in place until the game is over.
 *
 * @param simulator - the simulator; it is changed.
 * @param rng - the generator that chooses the moves, apart from the game's own; it is advanced.
 * @returns the number of moves played.
 */
export function playout(simulator: TesserisSimulator, rng: MutableRngState): number {
  return randomPlayout(simulator, rng, playoutBuffer, fillLegalMoveCodes, playCode);
}

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
