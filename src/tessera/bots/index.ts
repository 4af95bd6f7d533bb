/**
 * Tessera's bots: random, greedy and MCTS. Each is given a player's view and nothing else.
 *
 * @module
 */
import { deepFrozen } from '../../core/freeze.js';
import { defineGameBot, defineRandomBot, type Bot, type RankedMove } from '../../core/bots/bot.js';
import { searchView } from '../../core/bots/mcts.js';
import { leadRewards, toPriors, type SearchGame } from '../../core/bots/search-game.js';
import { fastPathOf } from '../../core/kernel.js';
import { fromView } from '../views/determinize.js';
import { tesseraGame } from '../game.js';
import type { MutableTesseraState } from '../loading/clone.js';
import type { TesseraMove, TesseraView } from '../types.js';
import { boardValue } from './heuristic.js';
import { readView } from './position.js';

/** The scale of the rollout evaluation's logistic: a lead of this many points is worth about 73%. */
const LEAD_SCALE = 5;

/** Each seat's reward at the end of a rollout: the final ranking when the game is over, else the lead in board value. */
function rewards(simulator: MutableTesseraState, out: Float64Array): void {
  const over = simulator.phase === 'over';
  leadRewards(
    simulator.boards.map((board) => (over ? board.score : boardValue(board, simulator.rules.wall))),
    over,
    LEAD_SCALE,
    out,
  );
}

/** The greedy bot's values of the root's moves, as priors. */
function priors(simulator: MutableTesseraState, codes: Int32Array, count: number, out: Float64Array): void {
  const { fast } = tesseraGame;
  const seat = simulator.turn;
  for (let i = 0; i < count; i++) {
    const after = fast.clone(simulator);
    fast.playCode(after, codes[i]!);
    out[i] = boardValue(after.boards[seat]!, after.rules.wall);
  }
  toPriors(out);
}

/** Tessera as the search sees it: rollouts stop at the end of the round, where the bag's draws begin to matter. */
const SEARCH: SearchGame<TesseraView, TesseraMove, MutableTesseraState> = {
  // A call the bundler may drop, where a property read would keep the whole kernel in every bundle.
  fast: /* @__PURE__ */ fastPathOf(tesseraGame),
  fromView,
  seatToAct: (simulator) => simulator.turn,
  players: (simulator) => simulator.players,
  horizon: (simulator) => simulator.round,
  maxRolloutMoves: 200,
  rewards,
  priors,
};

/** The legal moves of a view, ranked by a value that each move's resulting world gets. */
function rankByOutcome(view: TesseraView, rng: Parameters<typeof fromView>[1], value: (after: MutableTesseraState) => number): RankedMove<TesseraMove>[] {
  const { fast } = tesseraGame;
  const world = fromView(view, rng);
  const codes = new Int32Array(fast.MAX_LEGAL_MOVES);
  const count = fast.fillLegalMoveCodes(world, codes);
  const ranked: RankedMove<TesseraMove>[] = [];
  for (let i = 0; i < count; i++) {
    const after = fast.clone(world);
    fast.playCode(after, codes[i]!);
    ranked.push({ move: fast.decodeMove(world, codes[i]!), value: value(after), visits: 0 });
  }
  // A stable sort: equal values keep the generator's order.
  return ranked.sort((a, b) => b.value - a.value);
}

/**
 * Plays a uniformly random legal move. Its ranking puts that move first and gives every move the same value.
 *
 * @example
 * ```ts
 * import { playerView, randomBot, setup, unwrap } from 'tessera-engine/tessera';
 *
 * const view = unwrap(playerView(unwrap(setup({ players: 2, seed: 1 })), 0));
 * const move = unwrap(randomBot.chooseMove(view, { seed: 'table 7' }));
 * const again = unwrap(randomBot.chooseMove(view, { seed: 'table 7' }));
 * console.log(JSON.stringify(move) === JSON.stringify(again)); // => true
 * ```
 */
export const randomBot: Bot<TesseraView, TesseraMove> = /* @__PURE__ */ defineRandomBot(readView, (view: TesseraView) => tesseraGame.legalMovesForView(view));

/**
 * One-ply greedy: the move after which its own board is worth most by {@link boardValue} (immediate wall
 * points of full lines, floor penalties, line progress); equal moves keep the generator's order. The world it
 * plays the move in is drawn from the view, so a move that ends the round refills from a bag draw of its own.
 *
 * @example
 * ```ts
 * import { applyMove, greedyBot, legalMoves, playerView, setup, unwrap } from 'tessera-engine/tessera';
 *
 * const state = unwrap(setup({ players: 2, seed: 1 }));
 * const ranked = unwrap(greedyBot.suggest(unwrap(playerView(state, 0))));
 * console.log(ranked.length === legalMoves(state).length, ranked[0]!.value >= ranked.at(-1)!.value); // => true true
 * console.log(unwrap(applyMove(state, ranked[0]!.move)).state.turn); // => 1
 * ```
 */
export const greedyBot: Bot<TesseraView, TesseraMove> = /* @__PURE__ */ defineGameBot('greedy', readView, (view, { rng }) =>
  rankByOutcome(view, rng, (after) => boardValue(after.boards[view.viewer]!, after.rules.wall)),
);

/**
 * Monte Carlo tree search over determinized worlds (ISMCTS, see `core/bots/mcts.ts`). In Tessera the only
 * hidden information is the order of the bag's future draws, so every world of a round agrees on everything
 * until the next refill: rollouts stop at the end of the round and are scored by the lead in
 * {@link boardValue} (or by the result, when the game ends).
 *
 * @example
 * ```ts
 * import { mctsBot, playerView, setup, unwrap } from 'tessera-engine/tessera';
 *
 * const view = unwrap(playerView(unwrap(setup({ players: 2, seed: 1 })), 0));
 * const [best] = unwrap(mctsBot.suggest(view, { seed: 1, iterations: 300 }));
 * console.log(best!.value >= 0 && best!.value <= 1, best!.visits > 0); // => true true
 * const refused = mctsBot.chooseMove(view, { iterations: 0 });
 * console.log(refused.ok || refused.error.code); // => invalid-options
 * ```
 */
export const mctsBot: Bot<TesseraView, TesseraMove> = /* @__PURE__ */ defineGameBot('mcts', readView, (view, budget) => searchView(SEARCH, view, budget));

/**
 * The names of Tessera's bots.
 *
 * @example
 * ```ts
 * import { TESSERA_BOT_NAMES } from 'tessera-engine/tessera';
 *
 * console.log(TESSERA_BOT_NAMES.join(' ')); // => random greedy mcts
 * ```
 */
export const TESSERA_BOT_NAMES = /* @__PURE__ */ deepFrozen(['random', 'greedy', 'mcts'] as const);

/**
 * A Tessera bot's name.
 *
 * @example
 * ```ts
 * import { TESSERA_BOT_NAMES, tesseraBots, type TesseraBotName } from 'tessera-engine/tessera';
 *
 * // An opponent chosen in a page's address (?bot=mcts), greedy when the name is not a bot's.
 * const botOf = (query: string) => {
 *   const asked = new URLSearchParams(query).get('bot');
 *   const name: TesseraBotName = TESSERA_BOT_NAMES.find((bot) => bot === asked) ?? 'greedy';
 *   return tesseraBots[name];
 * };
 * console.log(botOf('?bot=mcts').name, botOf('?bot=deep-blue').name); // => mcts greedy
 * ```
 */
export type TesseraBotName = (typeof TESSERA_BOT_NAMES)[number];

/**
 * Every Tessera bot, by name.
 *
 * @example
 * ```ts
 * import { playerView, setup, tesseraBots, TESSERA_BOT_NAMES, unwrap } from 'tessera-engine/tessera';
 *
 * const view = unwrap(playerView(unwrap(setup({ players: 2, seed: 1 })), 0));
 * const chosen = TESSERA_BOT_NAMES.map((name) => tesseraBots[name].chooseMove(view, { seed: 1, iterations: 50 }).ok);
 * console.log(chosen); // => [ true, true, true ]
 * ```
 */
export const tesseraBots: Readonly<Record<TesseraBotName, Bot<TesseraView, TesseraMove>>> = /* @__PURE__ */ Object.freeze({
  random: randomBot,
  greedy: greedyBot,
  mcts: mctsBot,
});
