/**
 * The bot interface both games share, and its options. A bot is given a player's **view** and nothing else,
 * so it cannot use what its player may not see: honest by construction.
 *
 * @module
 */
import { err, ok, type Result } from '../result.js';
import { randomIntInPlace, seedRng, type MutableRngState, type Seed } from '../rng.js';
import { stopTest, type StopTest } from './stop.js';
import { readGameView, type ViewCopy } from './view.js';

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
  /**
   * The clock for `milliseconds`, in milliseconds. Default `performance.now`. A clock that throws, or
   * returns anything but a finite number, stops the search with an `invalid-options` error naming it.
   */
  readonly clock?: () => number;
  /**
   * Stops the search when it becomes aborted; the bot then answers with the best move found so far. A signal
   * whose `aborted` throws when read stops the search with an `invalid-options` error naming it.
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

/**
 * The error codes of the bots: `invalid-view` for anything that is not a player's view of the bot's game
 * (a full state among others), `invalid-options` for bad options, and a clock or signal that fails during
 * the search.
 */
export type BotErrorCode = 'invalid-view' | 'invalid-options' | 'game-over' | 'not-your-turn';

/** A bot for one game. */
export interface Bot<View, Move> {
  /** The bot's name, for example `"mcts"`. */
  readonly name: string;
  /**
   * A legal move for the view's player.
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
  /**
   * Tells whether the search must stop now: the time is up, the signal is aborted, or the clock or the
   * signal failed when read (the bot then answers with an `invalid-options` error, whatever it ranked).
   */
  readonly shouldStop: () => boolean;
}

/** A budget, and why its clock or signal failed during the search, if they did. */
interface CheckedBudget {
  readonly budget: SearchBudget;
  readonly fault: StopTest['fault'];
}

function readOptions(options: BotOptions): CheckedBudget | string {
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
  const stop = stopTest({ milliseconds, clock, signal }, { clock: 'options.clock', signal: 'options.signal' });
  if (typeof stop === 'string') return stop;
  return {
    budget: {
      rng: [...seedRng(seed)],
      iterations: iterations ?? (milliseconds === undefined ? DEFAULT_ITERATIONS : MAX_ITERATIONS),
      shouldStop: stop.shouldStop,
    },
    fault: stop.fault,
  };
}

/**
 * Makes a bot of a game from a reader of its views and a ranking, with {@link defineBot}'s checks.
 *
 * @param name - the bot's name.
 * @param readView - reads the rest of a view from the engine's copy: the view, or what is wrong with it.
 * @param rank - as for {@link defineBot}; it is given the view that `readView` returned.
 */
export function defineGameBot<View extends BotView, Move>(
  name: string,
  readView: (view: ViewCopy) => View | string,
  rank: (view: View, budget: SearchBudget) => RankedMove<Move>[],
): Bot<View, Move> {
  const suggest = (view: unknown, options: BotOptions = {}): Result<RankedMove<Move>[], BotErrorCode> => {
    let checked: CheckedBudget | string;
    try {
      checked = readOptions(options);
    } catch {
      checked = 'options: expected options that can be read without an exception';
    }
    if (typeof checked === 'string') return err('invalid-options', `${name}: ${checked}`);
    const checkedView = readGameView(view, readView);
    if (!checkedView.ok) return err('invalid-view', `${name}: ${checkedView.error.message}`);
    const read = checkedView.value;
    if (read.phase === 'over') return err('game-over', `${name}: the game is over`);
    if (read.viewer !== read.turn) return err('not-your-turn', `${name}: seat ${read.turn} is to act, not the viewer, seat ${read.viewer}`);
    const ranked = rank(read, checked.budget);
    const fault = checked.fault();
    return fault === null ? ok(ranked) : err('invalid-options', `${name}: ${fault}`);
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
 * Makes a bot from a ranking of the legal moves: `chooseMove` takes the first. The options and the view are
 * checked first, so that the ranking is only ever asked about a view whose player is to act: the ranking is
 * given the engine's own copy of the view (plain data, whatever the caller passed), and anything that is no
 * object with a `viewer`, a `turn` and a `phase`, or is a full state, gets an `invalid-view` error. A clock
 * or signal that fails while the ranking runs gets an `invalid-options` error.
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
  return defineGameBot(name, ({ copy }) => copy as unknown as View, rank);
}

/**
 * The random bot of a game: a uniformly random legal move from its own generator. Its ranking puts that move
 * first and gives every move the same value.
 *
 * @param readView - reads the game's views, as for {@link defineGameBot}.
 * @param legalMovesForView - the game's legal moves of a view.
 */
export function defineRandomBot<View extends BotView, Move>(
  readView: (view: ViewCopy) => View | string,
  legalMovesForView: (view: View) => Move[],
): Bot<View, Move> {
  return defineGameBot('random', readView, (view, { rng }) => {
    const moves = legalMovesForView(view);
    const chosen = randomIntInPlace(rng, moves.length);
    const value = 1 / moves.length;
    return [moves[chosen]!, ...moves.filter((_, index) => index !== chosen)].map((move) => ({ move, value, visits: 0 }));
  });
}
