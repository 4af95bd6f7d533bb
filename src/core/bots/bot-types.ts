/**
 * The bot contract both games share: what a bot is asked ({@link Bot}), what it is given (a {@link BotView},
 * {@link BotOptions} read into a {@link SearchBudget}), and what it answers ({@link RankedMove}, or a
 * {@link BotErrorCode}). `bot.ts` makes bots that keep it.
 *
 * @module
 */
import type { Result } from '../result.js';
import type { MutableRngState, Seed } from '../rng.js';

/**
 * Something that says when to stop, such as the `signal` of an `AbortController`.
 *
 * @example
 * ```ts
 * import { mctsBot, playerView, setup, unwrap, type AbortSignalLike } from 'tessera-engine/tessera';
 *
 * // In a worker: the page's "stop" button sets a shared flag, which the search reads between iterations.
 * const flag = new Int32Array(new SharedArrayBuffer(4));
 * const signal: AbortSignalLike = {
 *   get aborted() {
 *     return Atomics.load(flag, 0) === 1;
 *   },
 * };
 * Atomics.store(flag, 0, 1); // pressed (here, before the search has begun)
 * const view = unwrap(playerView(unwrap(setup({ players: 2, seed: 1 })), 0));
 * const ranked = unwrap(mctsBot.suggest(view, { signal }));
 * console.log(ranked.length, ranked.reduce((sum, { visits }) => sum + visits, 0) < 1000); // => 78 true
 * ```
 */
export interface AbortSignalLike {
  /** `true` once the caller wants the bot to stop and answer with what it has. */
  readonly aborted: boolean;
}

/**
 * How a bot thinks. Without a budget, a searching bot runs {@link DEFAULT_ITERATIONS} iterations. The options are
 * the object's own enumerable keys, as a spread or `JSON.stringify` sees them; one it only inherits is not read.
 * Any other own key, and options that are no object, are an `invalid-options` error: a misspelt option never runs
 * the default budget.
 *
 * @example
 * ```ts
 * import { mctsBot, playerView, setup, unwrap, type BotOptions } from 'tessera-engine/tessera';
 *
 * const view = unwrap(playerView(unwrap(setup({ players: 2, seed: 1 })), 0));
 * // An iteration budget and a seed: the same view, options and seed give the same move, on any machine.
 * const replayable: BotOptions = { seed: 'table-7', iterations: 500 };
 * console.log(JSON.stringify(mctsBot.chooseMove(view, replayable)) === JSON.stringify(mctsBot.chooseMove(view, replayable))); // => true
 * // A time budget reads its clock; a clock that fails is a typed error, not a search that never ends.
 * const broken: BotOptions = { milliseconds: 50, clock: () => Number.NaN };
 * const refused = mctsBot.chooseMove(view, broken);
 * console.log(refused.ok || refused.error.code); // => invalid-options
 * const misspelt = mctsBot.chooseMove(view, { iteration: 500 } as BotOptions);
 * console.log(misspelt.ok || misspelt.error.message); // => mcts: options.iteration: no such option (the options are seed, iterations, milliseconds, clock, signal)
 * ```
 */
export interface BotOptions {
  /** The seed of the bot's own generator; the same view, options and seed give the same move. Default 0. */
  readonly seed?: Seed;
  /** The most search iterations (playouts). Deterministic. */
  readonly iterations?: number;
  /** The most milliseconds to think, as `clock` measures them. Not deterministic: the machine decides. */
  readonly milliseconds?: number;
  /**
   * The clock for `milliseconds`, in milliseconds. Default `performance.now`. A clock that throws, returns
   * anything but a finite number, or stops advancing (less than 1 ms over 4,096 reads, 65,536 iterations) stops
   * the search with an `invalid-options` error naming it.
   */
  readonly clock?: () => number;
  /**
   * Stops the search when it becomes aborted; the bot then answers with the best move found so far. A signal
   * whose `aborted` throws when read stops the search with an `invalid-options` error naming it. The searching
   * bots read the signal and the clock once every 16 iterations, from the 16th on, so that even a search
   * aborted before it began has a move to answer with.
   */
  readonly signal?: AbortSignalLike;
}

/**
 * The iterations a searching bot runs when given no budget.
 *
 * @example
 * ```ts
 * import { DEFAULT_ITERATIONS, MAX_ITERATIONS } from 'tessera-engine';
 *
 * console.log(DEFAULT_ITERATIONS, MAX_ITERATIONS); // => 1000 10000000
 * ```
 */
export const DEFAULT_ITERATIONS = 1_000;

/**
 * The most iterations a budget may ask for.
 *
 * @example
 * ```ts
 * import { MAX_ITERATIONS } from 'tessera-engine';
 * import { mctsBot, playerView, setup, unwrap } from 'tessera-engine/tessera';
 *
 * const view = unwrap(playerView(unwrap(setup({ players: 2, seed: 1 })), 0));
 * const refused = mctsBot.chooseMove(view, { iterations: MAX_ITERATIONS + 1 });
 * console.log(refused.ok || refused.error.code); // => invalid-options
 * ```
 */
export const MAX_ITERATIONS = 10_000_000;

/**
 * A legal move with the bot's estimate of it.
 *
 * @example
 * ```ts
 * import { formatMove, mctsBot, playerView, setup, unwrap, type RankedMove, type TesseraMove } from 'tessera-engine/tessera';
 *
 * // A hint panel: the three best moves, with the search's estimate and how much it looked at each.
 * const view = unwrap(playerView(unwrap(setup({ players: 2, seed: 1 })), 0));
 * const best: RankedMove<TesseraMove>[] = unwrap(mctsBot.suggest(view, { seed: 'hint', iterations: 3000 })).slice(0, 3);
 * console.log(best.map(({ move, value, visits }) => `${formatMove(move)} ${value.toFixed(2)} (${visits})`)); // => [ '1:B>3 0.52 (45)', '2:R>4 0.52 (43)', '2:R>3 0.51 (43)' ]
 * ```
 */
export interface RankedMove<Move> {
  /** The move. */
  readonly move: Move;
  /**
   * How good the bot thinks the move is; higher is better. A searching bot gives its mean reward, from 0 to
   * 1; the greedy bots give their heuristic's value; the random bot gives every move the same value.
   */
  readonly value: number;
  /** How many search iterations went through the move; 0 for bots that do not search. */
  readonly visits: number;
}

/**
 * The error codes of the bots: `invalid-view` for anything that is not a player's view of the bot's game
 * (a full state among others), `invalid-options` for bad options, and a clock or signal that fails during
 * the search, `game-over` and `not-your-turn` for a view whose seat has no move to make, and `ranking-failed`
 * for a bot made with `defineBot` whose ranking throws, gives no move, a value or visits that are no numbers,
 * or, given its game, a move that is not legal (the shipped bots never give it).
 *
 * @example
 * ```ts
 * import { mctsBot, playerView, setup, unwrap, type BotErrorCode } from 'tessera-engine/tessera';
 *
 * // A record keyed by the union: the compiler asks for a word for every code.
 * const advice: Record<BotErrorCode, string> = {
 *   'invalid-view': "send the bot its seat's view",
 *   'invalid-options': 'check the budget and the seed',
 *   'game-over': 'the game is over',
 *   'not-your-turn': "wait for the bot's turn",
 *   'ranking-failed': "the bot's own ranking failed: report it to its author",
 * };
 * const view = unwrap(playerView(unwrap(setup({ players: 2, seed: 1 })), 1));
 * const answer = mctsBot.chooseMove(view);
 * console.log(answer.ok || advice[answer.error.code]); // => wait for the bot's turn
 * ```
 */
export type BotErrorCode = 'invalid-view' | 'invalid-options' | 'game-over' | 'not-your-turn' | 'ranking-failed';

/**
 * A bot for one game.
 *
 * @example
 * ```ts
 * import { applyMove, formatMove, greedyBot, mctsBot, playerView, setup, unwrap, type Bot, type TesseraMove, type TesseraView } from 'tessera-engine/tessera';
 *
 * // A table of bots, one per seat: each is given its own seat's view and nothing else.
 * const seats: Bot<TesseraView, TesseraMove>[] = [greedyBot, mctsBot];
 * let state = unwrap(setup({ players: 2, seed: 4 }));
 * const played: string[] = [];
 * for (let moves = 0; moves < 4; moves++) {
 *   const move = unwrap(seats[state.turn]!.chooseMove(unwrap(playerView(state, state.turn)), { iterations: 100 }));
 *   played.push(`${seats[state.turn]!.name} ${formatMove(move)}`);
 *   state = unwrap(applyMove(state, move)).state;
 * }
 * console.log(played); // => [ 'greedy 0:B>0', 'mcts 4:B>0', 'greedy 2:K>1', 'mcts 1:B>3' ]
 * ```
 */
export interface Bot<View, Move> {
  /** The bot's name, for example `"mcts"`. */
  readonly name: string;
  /**
   * A legal move for the view's player. (A bot made by `defineBot` without its game answers its ranking's first
   * move unchecked.)
   *
   * @param view - the player's view: all the bot is given.
   * @param options - seed and budget.
   * @returns the move, or an error when the view or the options are bad, the game is over or it is not the
   *   viewer's turn.
   *
   * @example
   * ```ts
   * import { Tessera, tessera, unwrap } from 'tessera-engine';
   *
   * const state = unwrap(tessera.setup({ players: 2, seed: 3 }));
   * const view = unwrap(tessera.playerView(state, 0));
   * const move = unwrap(Tessera.greedyBot.chooseMove(view));
   * console.log(tessera.validateMove(state, move).ok); // => true
   * ```
   */
  chooseMove(view: View, options?: BotOptions): Result<Move, BotErrorCode>;
  /**
   * Every legal move, ranked best first with its estimated value: what a hint button shows. The searching bots
   * rank by visits, then by value (a move looked at more is the better-known one, so its value may be a little
   * lower than the next move's); the greedy and random bots by value.
   *
   * @param view - the player's view.
   * @param options - seed and budget.
   * @returns the ranked moves, or the errors of {@link Bot.chooseMove}.
   *
   * @example
   * ```ts
   * import { Tessera, tessera, unwrap } from 'tessera-engine';
   *
   * const state = unwrap(tessera.setup({ players: 2, seed: 3 }));
   * const ranked = unwrap(Tessera.mctsBot.suggest(unwrap(tessera.playerView(state, 0)), { seed: 1, iterations: 200 }));
   * console.log(ranked.length === tessera.legalMoves(state).length); // => true
   * console.log(ranked[0]!.visits >= ranked[1]!.visits); // => true
   * ```
   */
  suggest(view: View, options?: BotOptions): Result<RankedMove<Move>[], BotErrorCode>;
}

/**
 * What a bot reads of every view.
 *
 * @example
 * ```ts
 * import { tessera, tesseris, unwrap, type BotView } from 'tessera-engine';
 *
 * // A helper for a table of either game: whether the seat's bot should move now.
 * const botToMove = (view: BotView) => view.phase !== 'over' && view.turn === view.viewer;
 * const tesseraView = unwrap(tessera.playerView(unwrap(tessera.setup({ players: 2, seed: 1 })), 1));
 * const tesserisView = unwrap(tesseris.playerView(unwrap(tesseris.setup({ players: 2, seed: 1 })), 0));
 * console.log(botToMove(tesseraView), botToMove(tesserisView)); // => false true
 * ```
 */
export interface BotView {
  /** The seat the view was made for. */
  readonly viewer: number;
  /** The seat to act. */
  readonly turn: number;
  /** The phase; `"over"` once the game has ended. */
  readonly phase: string;
}

/**
 * A bot's options, read and checked.
 *
 * @example
 * ```ts
 * import { defineBot, randomIntInPlace, tessera, unwrap, type SearchBudget, type Tessera } from 'tessera-engine';
 *
 * // Ranks the moves by the tiles they take, ties broken by the bot's own seeded generator.
 * const budgets: number[] = [];
 * const hoarder = defineBot<Tessera.TesseraView, Tessera.TesseraMove>('hoarder', (view, budget: SearchBudget) => {
 *   budgets.push(budget.iterations);
 *   const tilesOf = (move: Tessera.TesseraMove) =>
 *     move.type === 'draft' ? (move.source === 'centre' ? view.centre : view.displays[move.source]!)[move.kind]! : 0;
 *   const ranked = tessera.legalMovesForView(view).map((move) => ({ move, value: tilesOf(move) + randomIntInPlace(budget.rng, 1000) / 1e4, visits: 0 }));
 *   return ranked.sort((a, b) => b.value - a.value);
 * }, { game: tessera });
 * const view = unwrap(tessera.playerView(unwrap(tessera.setup({ players: 2, seed: 3 })), 0));
 * const first = unwrap(hoarder.chooseMove(view, { seed: 'a' }));
 * console.log(JSON.stringify(first) === JSON.stringify(unwrap(hoarder.chooseMove(view, { seed: 'a' }))), budgets); // => true [ 1000, 1000 ]
 * ```
 */
export interface SearchBudget {
  /** The bot's own generator, seeded. */
  readonly rng: MutableRngState;
  /** The most iterations. */
  readonly iterations: number;
  /**
   * Tells whether the search must stop now: the time is up, the signal is aborted, or the clock or the
   * signal failed when read (the bot then answers with an `invalid-options` error, whatever it ranked).
   */
  readonly shouldStop: () => boolean;
  /**
   * The share of a time budget used so far, from 0 to 1, as of the last time `shouldStop` read the clock; 0
   * without a time budget. A search that works in stages (the two-player Tesseris search halves its candidates
   * after each) spreads them over the time with it. A budget made by hand may leave it out.
   */
  readonly timeUsed?: () => number;
}
