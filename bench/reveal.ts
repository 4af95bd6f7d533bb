/**
 * A diagnostic view for the arena's `--reveal-hands`: a Tesseris seat's view in which every other seat's hand is
 * shown as known cards (`knowledge.held`), as if the seat had seen them. A bot that reads its view's knowledge
 * then searches the real hands; its win rate bounds what any model of the hidden hands could be worth to it.
 *
 * It is a measuring tool, not a way to play: the view it makes is one a player can never have.
 *
 * @module
 */
import type { TesserisState, TesserisView } from '../src/tesseris/index.js';

/**
 * The seat's view with the other seats' hands added to what it knows they hold, and taken out of the cards it
 * cannot place (and of the main pile's possible content). The result is still a consistent view: every fact
 * in it is true in the state.
 *
 * @param state - the game's state.
 * @param view - the seat's own view of it.
 * @example
 * ```ts
 * import { unwrap } from '../src/core/result.js';
 * import { playerView, setup } from '../src/tesseris/index.js';
 * const state = unwrap(setup({ players: 2, seed: 1 }));
 * const view = withHandsRevealed(state, unwrap(playerView(state, 0)));
 * console.log(view.knowledge.held[1]!.length); // => 4
 * ```
 */
export function withHandsRevealed(state: TesserisState, view: TesserisView): TesserisView {
  const revealed = new Set(state.hands.flatMap((hand, seat) => (seat === view.viewer ? [] : hand)));
  const { knowledge } = view;
  return {
    ...view,
    knowledge: {
      ...knowledge,
      held: knowledge.held.map((known, seat) => (seat === view.viewer ? known : [...state.hands[seat]!])),
      unaccounted: knowledge.unaccounted.filter((card) => !revealed.has(card)),
      mainPile: knowledge.mainPile === null ? null : knowledge.mainPile.filter((card) => !revealed.has(card)),
    },
  };
}
