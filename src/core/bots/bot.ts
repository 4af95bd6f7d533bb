/**
 * The bot interface both games share, and its options. A bot is given a player's **view** and nothing else,
 * so it cannot use what its player may not see: honest by construction.
 *
 * @module
 */
import { err, ok, type Result } from '../result.js';
import { randomIntInPlace, seedRng, type MutableRngState, type Seed } from '../rng.js';

/** Something that says when to stop, such as the `signal` of an `AbortController`. */
export interface AbortSignalLike {
  /** `true` once the caller wants the bot to stop and answer with what it has. */
  readonly aborted: boolean;
}

/** How a bot thinks. Without a budget, a searching bot runs {@link DEFAULT_ITERATIONS} iterations. */
export interface BotOptions {
  /** The seed of the bot's own generator; the same view, options and seed give the same move. Default 0. */
  readonly seed?: Seed;
  /** The most search iterations (playouts). Deterministic. */
  readonly iterations?: number;
  /** The most milliseconds to think, as `clock` measures them. Not deterministic: the machine decides. */
  readonly milliseconds?: number;
  /** The clock for `milliseconds`, in milliseconds. Default `performance.now`. */
  readonly clock?: () => number;
  /** Stops the search when it becomes aborted; the bot then answers with the best move found so far. */
  readonly signal?: AbortSignalLike;
}

/** The iterations a searching bot runs when given no budget. */
export const DEFAULT_ITERATIONS = 1_000;

/** The most iterations a budget may ask for. */
export const MAX_ITERATIONS = 10_000_000;

/** A legal move with the bot's estimate of it. */
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

/** The error codes of the bots. */
export type BotErrorCode = 'invalid-options' | 'game-over' | 'not-your-turn';

/** A bot for one game. */
export interface Bot<View, Move> {
  /** The bot's name, for example `"mcts"`. */
  readonly name: string;
  /**
   * A legal move for the view's player.
   *
   * @param view - the player's view: all the bot is given.
   * @param options - seed and budget.
   * @returns the move, or an error when the options are bad, the game is over or it is not the viewer's turn.
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
   * Every legal move, ranked best first with its estimated value: what a hint button shows.
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
   * console.log(ranked[0]!.value >= ranked[1]!.value); // => true
   * ```
   */
  suggest(view: View, options?: BotOptions): Result<RankedMove<Move>[], BotErrorCode>;
}

/** What a bot reads of every view. */
export interface BotView {
  /** The seat the view was made for. */
  readonly viewer: number;
  /** The seat to act. */
  readonly turn: number;
  /** The phase; `"over"` once the game has ended. */
  readonly phase: string;
}

/** A bot's options, read and checked. */
export interface SearchBudget {
  /** The bot's own generator, seeded. */
  readonly rng: MutableRngState;
  /** The most iterations. */
  readonly iterations: number;
  /** Tells whether the search must stop now: the time is up or the signal is aborted. */
  readonly shouldStop: () => boolean;
}

function readOptions(options: BotOptions): SearchBudget | string {
  const { seed = 0, iterations, milliseconds, clock, signal } = options;
  if (typeof seed !== 'string' && !Number.isSafeInteger(seed)) return 'options.seed: expected a string or a safe integer';
  if (iterations !== undefined && (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_ITERATIONS)) {
    return `options.iterations: expected an integer from 1 to ${MAX_ITERATIONS}`;
  }
  if (milliseconds !== undefined && (typeof milliseconds !== 'number' || !(milliseconds > 0) || milliseconds > 3_600_000)) {
    return 'options.milliseconds: expected a number above 0, at most an hour';
  }
  if (clock !== undefined && typeof clock !== 'function') return 'options.clock: expected a function';
  const signalValue: unknown = signal;
  if (signalValue !== undefined && (typeof signalValue !== 'object' || signalValue === null)) return 'options.signal: expected an abort signal';
  const now = clock ?? (() => performance.now());
  const deadline = milliseconds === undefined ? null : now() + milliseconds;
  return {
    rng: [...seedRng(seed)],
    iterations: iterations ?? (milliseconds === undefined ? DEFAULT_ITERATIONS : MAX_ITERATIONS),
    shouldStop: () => signal?.aborted === true || (deadline !== null && now() >= deadline),
  };
}

/**
 * Makes a bot from a ranking of the legal moves: `chooseMove` takes the first. The options and the view are
 * checked first, so that the ranking is only ever asked about a view whose player is to act.
 *
 * @param name - the bot's name.
 * @param rank - ranks every legal move of a view whose player is to act, best first; never empty.
 *
 * @example
 * ```ts
 * import { defineBot, tessera, unwrap, type Tessera } from 'tessera-engine';
 *
 * // A bot that prefers the move taking the most tiles: the ranking lists every legal move, best first.
 * const hoarder = defineBot<Tessera.TesseraView, Tessera.TesseraMove>('hoarder', (view) =>
 *   tessera
 *     .legalMovesForView(view)
 *     .map((move) => {
 *       const tiles = move.type === 'draft' ? (move.source === 'centre' ? view.centre : view.displays[move.source]!)[move.kind]! : 0;
 *       return { move, value: tiles, visits: 0 };
 *     })
 *     .sort((a, b) => b.value - a.value),
 * );
 * const state = unwrap(tessera.setup({ players: 2, seed: 3 }));
 * console.log(unwrap(hoarder.chooseMove(unwrap(tessera.playerView(state, 0)))).type); // => draft
 * ```
 */
export function defineBot<View extends BotView, Move>(name: string, rank: (view: View, budget: SearchBudget) => RankedMove<Move>[]): Bot<View, Move> {
  const suggest = (view: View, options: BotOptions = {}): Result<RankedMove<Move>[], BotErrorCode> => {
    let budget: SearchBudget | string;
    try {
      budget = readOptions(options);
    } catch {
      budget = 'options: expected options that can be read without an exception';
    }
    if (typeof budget === 'string') return err('invalid-options', budget);
    if (view.phase === 'over') return err('game-over', `${name}: the game is over`);
    if (view.viewer !== view.turn) return err('not-your-turn', `${name}: seat ${view.turn} is to act, not the viewer ${view.viewer}`);
    return ok(rank(view, budget));
  };
  return {
    name,
    suggest,
    chooseMove: (view, options) => {
      const ranked = suggest(view, options);
      return ranked.ok ? ok(ranked.value[0]!.move) : ranked;
    },
  };
}

/**
 * The random bot of a game: a uniformly random legal move from its own generator. Its ranking puts that move
 * first and gives every move the same value.
 *
 * @param legalMovesForView - the game's legal moves of a view.
 */
export function defineRandomBot<View extends BotView, Move>(legalMovesForView: (view: View) => Move[]): Bot<View, Move> {
  return defineBot('random', (view, { rng }) => {
    const moves = legalMovesForView(view);
    const chosen = randomIntInPlace(rng, moves.length);
    const value = 1 / moves.length;
    return [moves[chosen]!, ...moves.filter((_, index) => index !== chosen)].map((move) => ({ move, value, visits: 0 }));
  });
}
