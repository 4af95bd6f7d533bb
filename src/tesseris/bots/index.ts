/**
 * Tesseris' bots: random, greedy and IS-MCTS. Each is given a player's view and nothing else.
 *
 * @module
 */
import { defineGameBot, defineRandomBot, type Bot } from '../../core/bots/bot.js';
import { searchView } from '../../core/bots/mcts.js';
import { pairedSearch } from '../../core/bots/paired.js';
import { tesserisGame } from '../game.js';
import type { TesserisMove, TesserisView } from '../types.js';
import { greedyValue, openShapeMasks } from './heuristic.js';
import { TESSERIS_DUEL_SEARCH, TESSERIS_SEARCH } from './search.js';
import { readView } from './view.js';

/** Plays a uniformly random legal move. Its ranking puts that move first and gives every move the same value. */
export const randomBot: Bot<TesserisView, TesserisMove> = /* @__PURE__ */ defineRandomBot(readView, (view: TesserisView) =>
  tesserisGame.legalMovesForView(view),
);

/**
 * One-ply greedy by the documented heuristic above, with the chances of its blind draws taken from what its
 * player knows (ruling S9); equal moves keep the generator's order.
 */
export const greedyBot: Bot<TesserisView, TesserisMove> = /* @__PURE__ */ defineGameBot('greedy', readView, (view) => {
  const open = openShapeMasks(view.objectives);
  return tesserisGame
    .legalMovesForView(view)
    .map((move) => ({ move, value: greedyValue(view, move, open), visits: 0 }))
    .sort((a, b) => b.value - a.value);
});

/**
 * Information-set MCTS (see `core/bots/mcts.ts`): each iteration samples the other hands and the main pile
 * uniformly among the worlds that agree with the view and its knowledge (ruling S9: the covered cards, the
 * rebuilt main pile's content, the cards known in other hands), and the tree pools its statistics over those
 * worlds. With two players, the same worlds and rollouts serve a paired flat search instead
 * (`core/bots/paired.ts`): every candidate move is played in each sampled world, so that the luck of the
 * hidden cards, which decides far more of a round than one move, cancels out of the comparison; at 1,000
 * iterations against greedy it won more games than the tree (`docs/bots.md`).
 */
export const ismctsBot: Bot<TesserisView, TesserisMove> = /* @__PURE__ */ defineGameBot('ismcts', readView, (view, budget) =>
  view.players === 2 ? pairedSearch(TESSERIS_DUEL_SEARCH, view, budget) : searchView(TESSERIS_SEARCH, view, budget),
);

/** The names of Tesseris' bots. */
export const TESSERIS_BOT_NAMES = ['random', 'greedy', 'ismcts'] as const;

/** A Tesseris bot's name. */
export type TesserisBotName = (typeof TESSERIS_BOT_NAMES)[number];

/** Every Tesseris bot, by name. */
export const tesserisBots: Readonly<Record<TesserisBotName, Bot<TesserisView, TesserisMove>>> = { random: randomBot, greedy: greedyBot, ismcts: ismctsBot };
