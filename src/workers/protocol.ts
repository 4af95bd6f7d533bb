/**
 * What the page's thread and a worker say to each other, and the types of the worker API. Only types and
 * plain data: the page's side never loads a game, the worker's side never loads the pool.
 *
 * @module
 */
import type { AbortSignalLike, BotErrorCode, RankedMove } from '../core/bots/bot.js';
import type { Seed } from '../core/rng.js';
import type { Hint, TesseraBotName, TesseraErrorCode, TesseraMove, TesseraPosition, TesseraView } from 'tessera-engine/tessera';
import type { TesserisBotName, TesserisMove, TesserisView } from 'tessera-engine/tesseris';

/** What a pool knows of one game: the types of its views, moves and bot names. */
export interface WorkerGame<View, Move, BotName extends string> {
  /** A player's view, which the bots are given. */
  readonly view: View;
  /** A move, which the bots answer. */
  readonly move: Move;
  /** The name of one of the game's bots. */
  readonly bot: BotName;
}

/** The games whose bots a worker runs, by the name of their subpath. */
export interface WorkerGames {
  /** Tessera: `tesseraBots`. */
  readonly tessera: WorkerGame<TesseraView, TesseraMove, TesseraBotName>;
  /** Tesseris: `tesserisBots`. */
  readonly tesseris: WorkerGame<TesserisView, TesserisMove, TesserisBotName>;
}

/** A game's name: `"tessera"` or `"tesseris"`. */
export type WorkerGameName = keyof WorkerGames;

/**
 * The errors a pool adds to those of the bots and the solver:
 * - `unknown-bot`: no such game, or no such bot in that game;
 * - `invalid-view`: the view (or the challenge's position) is no plain JSON data, or the bot could not read it;
 * - `aborted`: the signal stopped a search that could not be asked for its best move so far (no shared
 *   memory between the threads, or the solver), or the signal was aborted before the search began;
 * - `worker-failed`: the worker could not start, crashed or sent something unreadable;
 * - `pool-closed`: the pool was closed before the search ended.
 */
export type PoolErrorCode = 'unknown-bot' | 'invalid-view' | 'aborted' | 'worker-failed' | 'pool-closed';

/** The error codes of a bot run by a pool. */
export type WorkerBotErrorCode = BotErrorCode | PoolErrorCode;

/** The error codes of a hint computed by a pool. */
export type WorkerHintErrorCode = TesseraErrorCode | PoolErrorCode;

/**
 * A bot's options, as a pool takes them: those of the bots (`BotOptions`) except the clock (a worker keeps
 * its own), plus `workers`.
 */
export interface WorkerBotOptions {
  /** The seed of the search; the same view, options and seed give the same move. Default 0. */
  readonly seed?: Seed;
  /** The most search iterations in all, shared between the workers. Deterministic. */
  readonly iterations?: number;
  /** The most milliseconds each worker thinks. Not deterministic. */
  readonly milliseconds?: number;
  /**
   * Stops the search: the bot answers with its best move so far when the threads share memory (always in
   * Node; in a browser when the page is cross-origin isolated), otherwise the workers are stopped and the
   * result is the error `aborted`. Read every few milliseconds, so any object with `aborted` will do.
   */
  readonly signal?: AbortSignalLike;
  /**
   * Root-parallel search over this many workers, from 1 to {@link MAX_SEARCH_WORKERS}: each searches with a seed of
   * its own (derived from `seed` and its index; the first keeps `seed`) and its share of `iterations`, and
   * the root statistics of all are merged. Default 1.
   */
  readonly workers?: number;
}

/** The most workers one root-parallel search may ask for. */
export const MAX_SEARCH_WORKERS = 64;

/** The solver's budget, as a pool takes it: the node and time limits of `SolverBudget`, and a signal. */
export interface WorkerHintBudget {
  /** The most positions to expand. Deterministic. */
  readonly maxNodes?: number;
  /** The most milliseconds to search. */
  readonly maxMilliseconds?: number;
  /** Stops the search: the result is then the error `aborted`. */
  readonly signal?: AbortSignalLike;
}

/** The options of a search that cross to a worker: primitives only. */
export type PostedOptions = Readonly<Record<string, string | number | boolean>>;

/** One search, as posted to a worker. */
export type WorkerTask =
  | { readonly kind: 'bot'; readonly game: string; readonly bot: string; readonly view: unknown; readonly options: PostedOptions }
  | { readonly kind: 'hint'; readonly position: unknown; readonly budget: PostedOptions };

/** A request to a worker: the task, and the flag that asks it to stop (shared memory), if any. */
export interface WorkerRequest {
  /** The task. */
  readonly task: WorkerTask;
  /** One integer the page sets to 1 to stop the search, or `null` when the threads cannot share memory. */
  readonly stop: Int32Array | null;
}

/** A worker's answer: a `Result` whose error travels as its code and message. */
export type WorkerAnswer = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly code: string; readonly message: string };

/** A bot's ranked moves for a game. */
export type RankedMoves<Game extends WorkerGameName> = RankedMove<WorkerGames[Game]['move']>[];

/** What a hint is computed from: a solo challenge's state or view. */
export type HintPosition = TesseraPosition;

export type { Hint };
