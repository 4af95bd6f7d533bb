/**
 * Honest search for Tesseris: worlds that agree with everything a player sees and knows (rulings S8, S9),
 * and nothing more.
 *
 * @module
 */
import { reseedInPlace, shuffleInPlace, type MutableRngState } from '../../core/rng.js';
import { cloneState } from '../loading/clone.js';
import { unaccountedCards } from './knowledge.js';
import { blankMemory } from './memory.js';
import type { TesserisState, TesserisView } from '../types.js';
import type { Card } from '../vocabulary.js';
import type { MutableTesserisState } from '../rules/writer.js';

type TesserisSimulator = MutableTesserisState;

/**
 * The seed recorded in a simulator made from a view, whose real seed its player cannot know.
 *
 * @example
 * ```ts
 * import { DETERMINIZED_SEED, fast, seedRng, tesseris, unwrap, type MutableRngState } from 'tessera-engine/tesseris';
 *
 * const view = unwrap(tesseris.playerView(unwrap(tesseris.setup({ players: 2, seed: 'secret' })), 0));
 * const world = unwrap(fast.fromView(view, [...seedRng(1)] as MutableRngState));
 * console.log(fast.toState(world).seed === DETERMINIZED_SEED); // => true
 * ```
 */
export const DETERMINIZED_SEED = 'determinized';

/**
 * Makes every seat but `seat` remember nothing, in place, but for the cards of `seat`'s hand it knows `seat`
 * holds: `seat` can tell those (its view's `knowledge.exposed`), and its hand is the same in every world.
 */
function forgetOthers(simulator: TesserisSimulator, seat: number): void {
  simulator.memory.forEach((memory, other) => {
    if (other === seat) return;
    memory.mainPile = null;
    memory.held.forEach((cards, holder) => {
      if (holder !== seat) cards.length = 0;
    });
  });
}

/**
 * Re-draws everything a seat cannot know, in place (ruling S9), uniformly over the worlds that agree with its
 * knowledge. The cards it cannot place are dealt back into the same places, each keeping its size: the main
 * pile takes a random subset of its candidates, in a random order, when it was rebuilt this round (any of
 * those cards otherwise), and the other hands take the rest, around the cards the seat knows they hold. The
 * covered cards are public and stay. The game's generator is re-drawn too, so that steals and rebuilt main
 * piles are a future of their own, and the other seats' memories are dropped, since they may no longer be
 * true, but for what they know of the seat's own hand, which the seat can tell. The seat's hand, its memory,
 * everything on the table and every size are kept, so that the seat's view and legal moves are unchanged.
 *
 * @param simulator - the simulator; its hidden cards and its generator are replaced.
 * @param rng - the searcher's own generator; it is advanced.
 * @param seat - the seat whose knowledge is kept; by default the seat to act.
 */
export function determinize(simulator: TesserisSimulator, rng: MutableRngState, seat: number = simulator.turn): void {
  const { mainPile: candidates, held } = simulator.memory[seat]!;
  const unaccounted = unaccountedCards(simulator, seat);
  const main = simulator.mainPile;
  let rest: Card[] = unaccounted;
  if (candidates !== null) {
    const drawn = candidates.slice();
    shuffleInPlace(rng, drawn);
    for (let i = 0; i < main.length; i++) main[i] = drawn[i]!;
    const inMain = new Set(main);
    rest = unaccounted.filter((card) => !inMain.has(card));
  }
  shuffleInPlace(rng, rest);
  let next = 0;
  if (candidates === null) for (let i = 0; i < main.length; i++) main[i] = rest[next++]!;
  simulator.hands.forEach((hand, other) => {
    if (other === seat) return;
    const known = held[other]!;
    for (let i = 0; i < hand.length; i++) if (!known.includes(hand[i]!)) hand[i] = rest[next++]!;
  });
  forgetOthers(simulator, seat);
  reseedInPlace(simulator.rng, rng);
}

/**
 * Makes a simulator from a player's view alone: one world, drawn with `rng`, that agrees with everything the
 * player sees and knows (ruling S9). A bot that is given only views can search from it without any way to
 * peek.
 *
 * @param view - a player's view.
 * @param rng - the searcher's own generator; it is advanced.
 */
export function fromView(view: TesserisView, rng: MutableRngState): TesserisSimulator {
  const { viewer, hand, handSizes, piles, mainPileSize, knowledge } = view;
  const inMain = knowledge.mainPile ?? knowledge.unaccounted;
  const mainPile = inMain.slice(0, mainPileSize);
  const others = knowledge.unaccounted.filter((card) => !mainPile.includes(card));
  // The viewer's memory is the view's own lists, and each other seat's holds what it knows of the viewer's hand:
  // cloneState below copies the whole memory, as every other part.
  const memory: TesserisState['memory'] = blankMemory(view.players).map((blank, seat) => {
    if (seat === viewer) return { mainPile: knowledge.mainPile, held: knowledge.held };
    return seat === view.players ? blank : { mainPile: null, held: blank.held.map((cards, holder) => (holder === viewer ? knowledge.exposed[seat]! : cards)) };
  });
  // A literal in the order of `copyState`'s, not a spread of the view: a spread of the untrusted-input layer's copy
  // (of no prototype, in V8's dictionary mode) had a hidden class of its own at each call, and made every
  // simulator's copy read the state's fields megamorphically.
  const simulator = cloneState({
    game: view.game,
    version: view.version,
    players: view.players,
    rules: view.rules,
    phase: view.phase,
    round: view.round,
    firstSeat: view.firstSeat,
    turn: view.turn,
    placedPile: view.placedPile,
    objectives: view.objectives,
    history: view.history,
    mainPile,
    piles: piles.map((pile, index) => (pile.top === null ? [] : [...knowledge.covered[index]!, pile.top])),
    hands: handSizes.map((size, seat) => (seat === viewer ? hand : [...knowledge.held[seat]!, ...others.splice(0, size - knowledge.held[seat]!.length)])),
    seed: DETERMINIZED_SEED,
    rng: [0, 0, 0, 0],
    memory,
  });
  determinize(simulator, rng, viewer);
  return simulator;
}
