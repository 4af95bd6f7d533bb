/**
 * What the page's thread and a worker say to each other. Only types and plain data: the page's side never loads a
 * game, the worker's side never loads the pool. The types of the worker API, which they carry, are declared in
 * `api-types.ts` and `call-options.ts` and re-exported here.
 *
 * @module
 */
export { MAX_SEARCH_WORKERS, type WorkerBotOptions, type WorkerGeneratorOptions, type WorkerHintBudget } from './call-options.js';
export type {
  ChallengeRating,
  Hint,
  HintPosition,
  PoolErrorCode,
  RankedMoves,
  WorkerBotErrorCode,
  WorkerGame,
  WorkerGameName,
  WorkerGames,
  WorkerGeneratorErrorCode,
  WorkerHintErrorCode,
} from './api-types.js';

/** The options of a search that cross to a worker: the engine's copy of the caller's, marked (`postable.ts`). */
export type PostedOptions = Readonly<Record<string, unknown>>;

/** One search, as posted to a worker. */
export type WorkerTask =
  | { readonly kind: 'bot'; readonly game: string; readonly bot: string; readonly view: unknown; readonly options: PostedOptions }
  | { readonly kind: 'hint'; readonly position: unknown; readonly budget: PostedOptions }
  | { readonly kind: 'generate'; readonly options: unknown };

/** A request to a worker: the task, the flag that asks it to stop (shared memory), if any, and its number. */
export interface WorkerRequest {
  /** The request's number in its pool, which the package's worker script repeats in its answer. */
  readonly id: number;
  /** The task. */
  readonly task: WorkerTask;
  /** One integer the page sets to 1 to stop the search, or `null` when the threads cannot share memory. */
  readonly stop: Int32Array | null;
}

/** A worker's answer: a `Result` whose error travels as its code and message. */
export type WorkerAnswer = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly code: string; readonly message: string };

/** An answer as the package's worker script posts it: with the number of the request it answers. */
export type WorkerReply = WorkerAnswer & { readonly id: number };
