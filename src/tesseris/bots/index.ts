/**
 * Tesseris' bots: random, greedy and IS-MCTS. Each is given a player's view and nothing else.
 *
 * @module
 */
import { deepFrozen } from '../../core/freeze.js';
import { defineGameBot, defineRandomBot, type Bot } from '../../core/bots/bot.js';
import { searchView } from '../../core/bots/mcts.js';
import { pairedSearch } from '../../core/bots/paired.js';
import { tesserisGame } from '../game.js';
import type { TesserisMove, TesserisView } from '../types.js';
import { greedyValue, openShapeMasks } from './heuristic.js';
import { TESSERIS_DUEL_SEARCH, TESSERIS_SEARCH } from './search.js';
import { readView } from './view.js';

/**
 * Plays a uniformly random legal move. Its ranking puts that move first and gives every move the same value.
 *
 * @example
 * ```ts
 * import { playerView, randomBot, setup, unwrap } from 'tessera-engine/tesseris';
 *
 * const view = unwrap(playerView(unwrap(setup({ players: 3, seed: 1 })), 0));
 * const move = unwrap(randomBot.chooseMove(view, { seed: 'table 7' }));
 * const again = unwrap(randomBot.chooseMove(view, { seed: 'table 7' }));
 * console.log(JSON.stringify(move) === JSON.stringify(again)); // => true
 * ```
 */
export const randomBot: Bot<TesserisView, TesserisMove> = /* @__PURE__ */ defineRandomBot(readView, (view: TesserisView) =>
  tesserisGame.legalMovesForView(view),
);

/**
 * One-ply greedy by the documented heuristic above, with the chances of its blind draws taken from what its
 * player knows (ruling S9); equal moves keep the generator's order.
 *
 * @example
 * ```ts
 * import { applyMove, greedyBot, playerView, setup, unwrap } from 'tessera-engine/tesseris';
 *
 * const state = unwrap(setup({ players: 2, seed: 1 }));
 * const [best] = unwrap(greedyBot.suggest(unwrap(playerView(state, 0))));
 * console.log(unwrap(applyMove(state, best!.move)).state.phase); // => draw
 * ```
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
 * worlds. With two players, a paired flat search takes its place (`core/bots/paired.ts`), over the same
 * rollouts and worlds drawn with a model of the greedy opponent: a world in which the opponent holds two or more
 * cards of its own open objectives is drawn again, up to 30 times (the greedy player resolves them as it gets
 * them), so its worlds are not uniform. Every candidate move is played in each sampled world, so that the luck of the
 * hidden cards, which decides far more of a round than one move, cancels out of the comparison; at 1,000
 * iterations against greedy it won more games than the tree (`docs/bot-strength.md`).
 *
 * @example
 * ```ts
 * import { ismctsBot, playerView, setup, unwrap } from 'tessera-engine/tesseris';
 *
 * const view = unwrap(playerView(unwrap(setup({ players: 3, seed: 1 })), 0));
 * const [best] = unwrap(ismctsBot.suggest(view, { seed: 1, iterations: 200 }));
 * console.log(best!.value >= 0 && best!.value <= 1, best!.visits > 0); // => true true
 * const refused = ismctsBot.chooseMove(unwrap(playerView(unwrap(setup({ players: 3, seed: 1 })), 1)));
 * console.log(refused.ok || refused.error.code); // => not-your-turn
 * ```
 */
export const ismctsBot: Bot<TesserisView, TesserisMove> = /* @__PURE__ */ defineGameBot('ismcts', readView, (view, budget) =>
  view.players === 2 ? pairedSearch(TESSERIS_DUEL_SEARCH, view, budget) : searchView(TESSERIS_SEARCH, view, budget),
);

/**
 * The names of Tesseris' bots.
 *
 * @example
 * ```ts
 * import { TESSERIS_BOT_NAMES } from 'tessera-engine/tesseris';
 *
 * console.log(TESSERIS_BOT_NAMES.join(' ')); // => random greedy ismcts
 * ```
 */
export const TESSERIS_BOT_NAMES = /* @__PURE__ */ deepFrozen(['random', 'greedy', 'ismcts'] as const);

/**
 * A Tesseris bot's name.
 *
 * @example
 * ```ts
 * import { formatMove, playerView, setup, TESSERIS_BOT_NAMES, tesserisBots, unwrap, type TesserisBotName } from 'tessera-engine/tesseris';
 *
 * // Names typed by a user are checked before they pick a bot.
 * const isBotName = (text: string): text is TesserisBotName => (TESSERIS_BOT_NAMES as readonly string[]).includes(text);
 * const names = ['greedy', 'minimax'].filter(isBotName);
 * const view = unwrap(playerView(unwrap(setup({ players: 2, seed: 1 })), 0));
 * console.log(names, names.map((name) => formatMove(unwrap(tesserisBots[name].chooseMove(view))))); // => [ 'greedy' ] [ 'd23>o3' ]
 * ```
 */
export type TesserisBotName = (typeof TESSERIS_BOT_NAMES)[number];

/**
 * Every Tesseris bot, by name.
 *
 * @example
 * ```ts
 * import { playerView, setup, tesserisBots, TESSERIS_BOT_NAMES, unwrap } from 'tessera-engine/tesseris';
 *
 * const view = unwrap(playerView(unwrap(setup({ players: 2, seed: 1 })), 0));
 * const chosen = TESSERIS_BOT_NAMES.map((name) => tesserisBots[name].chooseMove(view, { seed: 1, iterations: 50 }).ok);
 * console.log(chosen); // => [ true, true, true ]
 * ```
 */
export const tesserisBots: Readonly<Record<TesserisBotName, Bot<TesserisView, TesserisMove>>> = /* @__PURE__ */ Object.freeze({
  random: randomBot,
  greedy: greedyBot,
  ismcts: ismctsBot,
});
