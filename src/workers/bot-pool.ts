/**
 * The worker API on top of {@link WorkerPool}: bots by game and name, root-parallel search, and the solo
 * challenge's hint, each answering the `Result` its in-thread call gives.
 *
 * @module
 */
import { BOT_OPTIONS_NOT_AN_OBJECT, budgetValueError, type AbortSignalLike, type RankedMove } from '../core/bots/bot.js';
import { readOwnOptions } from '../core/options.js';
import { err, ok, type Result } from '../core/result.js';
import { FULL_STATE_AS_VIEW, isFullState } from '../core/bots/view.js';
import { isHint, isRanking, isRating } from './answers.js';
import { mergeRankings, shareSearch } from './merge.js';
import { WorkerPool, type SpawnWorker } from './pool.js';
import type {
  ChallengeRating,
  Hint,
  HintPosition,
  RankedMoves,
  WorkerAnswer,
  WorkerBotErrorCode,
  WorkerBotOptions,
  WorkerGameName,
  WorkerGames,
  WorkerHintBudget,
  WorkerHintErrorCode,
  WorkerGeneratorErrorCode,
  WorkerGeneratorOptions,
  WorkerTask,
} from './protocol.js';
import { readGeneratorOptions, readOptions, readView } from './read.js';

/**
 * A pool's settings.
 *
 * @example
 * ```ts
 * import { createBotPool, MAX_POOL_SIZE, type BotPoolOptions } from 'tessera-engine/workers';
 * import { tessera, unwrap } from 'tessera-engine';
 *
 * const settings: BotPoolOptions = { size: 2 };
 * const pool = createBotPool(settings);
 * const refused = createBotPool({ size: MAX_POOL_SIZE + 1 });
 * console.log(pool.size, refused.size); // => 2 0
 * const result = await refused.chooseMove('tessera', 'greedy', unwrap(tessera.playerView(unwrap(tessera.setup({ players: 2 })), 0)));
 * console.log(result.ok || result.error.code); // => invalid-options
 * pool.close();
 * ```
 */
export interface BotPoolOptions {
  /**
   * The most workers running at once, from 1 to {@link MAX_POOL_SIZE}. Default: the machine's cores, at most
   * {@link MAX_POOL_SIZE}.
   */
  readonly size?: number;
  /**
   * The worker script, when the default cannot be found: a URL of the package's `dist/workers-worker.js` as your
   * bundler or server publishes it. By default the file beside the package's own.
   */
  readonly workerUrl?: string | URL;
}

/**
 * Bots and the solver, run in workers. Every method resolves to a `Result` and never rejects.
 *
 * @example
 * ```ts
 * import { createBotPool, type BotPool } from 'tessera-engine/workers';
 * import { tessera, unwrap, type TesseraState } from 'tessera-engine/tessera';
 *
 * // A table's bot seat takes the pool as a BotPool, whichever runtime's entry made it.
 * async function botTurn(pool: BotPool, state: TesseraState): Promise<TesseraState> {
 *   const view = unwrap(tessera.playerView(state, tessera.currentPlayer(state)!));
 *   return unwrap(tessera.applyMove(state, unwrap(await pool.chooseMove('tessera', 'greedy', view)))).state;
 * }
 * const pool = createBotPool({ size: 1 });
 * const state = await botTurn(pool, await botTurn(pool, unwrap(tessera.setup({ players: 2, seed: 1 }))));
 * console.log(pool.size, state.phase, tessera.currentPlayer(state)); // => 1 drafting 0
 * pool.close();
 * ```
 */
export interface BotPool {
  /** The most workers running at once; 0 for a pool whose settings were refused. */
  readonly size: number;
  /**
   * A bot's ranking of every legal move, computed in workers: `Bot.suggest` of `tesseraBots[bot]` or
   * `tesserisBots[bot]`.
   *
   * @example
   * ```ts
   * import { createBotPool } from 'tessera-engine/workers';
   * import { tessera, unwrap } from 'tessera-engine';
   *
   * const pool = createBotPool({ size: 2 });
   * const view = unwrap(tessera.playerView(unwrap(tessera.setup({ players: 2, seed: 3 })), 0));
   * const ranked = unwrap(await pool.suggest('tessera', 'mcts', view, { seed: 1, iterations: 200, workers: 2 }));
   * console.log(ranked.reduce((visits, move) => visits + move.visits, 0)); // => 200
   * pool.close();
   * ```
   */
  suggest<Game extends WorkerGameName>(
    game: Game,
    bot: WorkerGames[Game]['bot'],
    view: WorkerGames[Game]['view'],
    options?: WorkerBotOptions,
  ): Promise<Result<RankedMoves<Game>, WorkerBotErrorCode>>;
  /**
   * A bot's move, computed in workers: the first move of {@link BotPool.suggest}.
   *
   * @example
   * ```ts
   * import { createBotPool } from 'tessera-engine/workers';
   * import { tesseris, unwrap } from 'tessera-engine';
   *
   * const pool = createBotPool();
   * const state = unwrap(tesseris.setup({ players: 3, seed: 5 }));
   * const move = unwrap(await pool.chooseMove('tesseris', 'ismcts', unwrap(tesseris.playerView(state, state.turn)), { iterations: 100 }));
   * console.log(tesseris.validateMove(state, move).ok); // => true
   * const refused = await pool.chooseMove('tesseris', 'ismcts', unwrap(tesseris.playerView(state, state.turn)), { iterations: -1 });
   * console.log(refused.ok || refused.error.code); // => invalid-options
   * pool.close();
   * ```
   */
  chooseMove<Game extends WorkerGameName>(
    game: Game,
    bot: WorkerGames[Game]['bot'],
    view: WorkerGames[Game]['view'],
    options?: WorkerBotOptions,
  ): Promise<Result<WorkerGames[Game]['move'], WorkerBotErrorCode>>;
  /**
   * A solo challenge's hint, computed in a worker: `challengeHint` of `tessera-engine/tessera`.
   *
   * @example
   * ```ts
   * import { createBotPool } from 'tessera-engine/workers';
   * import { BUILT_IN_CHALLENGES, startChallenge } from 'tessera-engine/tessera';
   * import { unwrap } from 'tessera-engine';
   *
   * const pool = createBotPool({ size: 1 });
   * const hint = unwrap(await pool.challengeHint(unwrap(startChallenge(BUILT_IN_CHALLENGES[0]!)), { maxMilliseconds: 5000 }));
   * console.log(hint.move !== null && hint.score > 0); // => true
   * pool.close();
   * ```
   */
  challengeHint(position: HintPosition, budget?: WorkerHintBudget): Promise<Result<Hint, WorkerHintErrorCode>>;
  /**
   * A generated solo challenge, such as a daily one, computed in a worker: `generateChallenge` of
   * `tessera-engine/tessera`. Its signal stops the worker, and the answer is then the error `aborted`.
   *
   * @example
   * ```ts
   * import { createBotPool } from 'tessera-engine/workers';
   *
   * const pool = createBotPool({ size: 1 });
   * const daily = await pool.generateChallenge({ seed: '2026-12-01', difficulty: 'easy', title: 'Daily' });
   * console.log(daily.ok && daily.value.challenge.title); // => Daily
   * const stopped = await pool.generateChallenge({ seed: '2026-12-01', difficulty: 'hard', signal: AbortSignal.abort() });
   * console.log(stopped.ok || stopped.error.code); // => aborted
   * pool.close();
   * ```
   */
  generateChallenge(options: WorkerGeneratorOptions): Promise<Result<ChallengeRating, WorkerGeneratorErrorCode>>;
  /**
   * Stops every worker. Searches still running answer `pool-closed`, and so does every later call.
   *
   * @example
   * ```ts
   * import { createBotPool } from 'tessera-engine/workers';
   * import { tessera, unwrap } from 'tessera-engine';
   *
   * const pool = createBotPool();
   * pool.close();
   * const view = unwrap(tessera.playerView(unwrap(tessera.setup({ players: 2 })), 0));
   * const result = await pool.chooseMove('tessera', 'greedy', view);
   * console.log(result.ok || result.error.code); // => pool-closed
   * ```
   */
  close(): void;
}

/**
 * A worker's answer as its call's `Result`: the worker's error, or its value when `isValue` accepts it, else
 * `worker-failed`, since a worker script of the caller's may post a value of any type.
 *
 * @param answer - the worker's answer.
 * @param isValue - whether a value is of the type the call promises.
 * @param what - that type, in the message.
 */
function resultOf<T>(answer: WorkerAnswer, isValue: (value: unknown) => value is T, what: string): Result<T> {
  if (!answer.ok) return err(answer.code, answer.message);
  return isValue(answer.value) ? ok(answer.value) : err('worker-failed', `the worker answered something that is no ${what}`);
}

/** The settings a pool reads. */
const SETTING_NAMES = ['size', 'workerUrl'];

/** A pool's settings, read: the size and the worker script, or why they are refused. */
function readSettings(settings: unknown, cores: number): { size: number; workerUrl: string | URL | undefined } | string {
  try {
    // The machine's cores, as many as a pool may run.
    const cap = Number.isFinite(cores) ? Math.min(MAX_POOL_SIZE, Math.max(1, Math.floor(cores))) : 1;
    if (settings === undefined) return { size: cap, workerUrl: undefined };
    const own = readOwnOptions(settings, SETTING_NAMES, 'createBotPool: settings', 'createBotPool: expected settings in an object');
    if (typeof own === 'string') return own;
    const { size = cap, workerUrl } = own;
    if (!Number.isInteger(size) || (size as number) < 1 || (size as number) > MAX_POOL_SIZE)
      return `createBotPool: size must be an integer from 1 to ${MAX_POOL_SIZE}`;
    if (workerUrl !== undefined && !(typeof workerUrl === 'string' && workerUrl !== '') && !(workerUrl instanceof URL)) {
      return 'createBotPool: workerUrl must be a URL, or a string that is not empty';
    }
    return { size: size as number, workerUrl: workerUrl instanceof URL ? new URL(workerUrl.href) : workerUrl };
  } catch {
    return 'createBotPool: expected settings that can be read without an exception';
  }
}

/**
 * The most workers a pool may run at once.
 *
 * @example
 * ```ts
 * import { MAX_POOL_SIZE } from 'tessera-engine/workers';
 *
 * console.log(MAX_POOL_SIZE); // => 256
 * ```
 */
export const MAX_POOL_SIZE = 256;

/**
 * Builds the pool of a runtime. Settings it refuses make a pool that answers every call `invalid-options`.
 *
 * @param spawnFor - starts one worker of the runtime, from the given script or the package's own.
 * @param settings - the caller's settings.
 * @param cores - the machine's cores, the default size.
 */
export function botPool(spawnFor: (workerUrl: string | URL | undefined) => SpawnWorker, settings: unknown, cores: number): BotPool {
  const read = readSettings(settings, cores);
  const pool = typeof read === 'string' ? null : new WorkerPool(spawnFor(read.workerUrl), read.size);
  const run = (task: WorkerTask, signal: AbortSignalLike | undefined, root?: string): Promise<WorkerAnswer> =>
    pool === null ? Promise.resolve({ ok: false, code: 'invalid-options', message: read as string }) : pool.run(task, signal, root);
  const suggest = async (game: unknown, bot: unknown, view: unknown, options?: unknown): Promise<Result<RankedMove<unknown>[]>> => {
    if (typeof game !== 'string' || typeof bot !== 'string') return err('unknown-bot', 'the game and the bot are named by strings');
    // The bot's messages start with its name, which is its key in the game's table of bots.
    const naming = { prefix: `${bot}: `, root: 'options', notAnObject: BOT_OPTIONS_NOT_AN_OBJECT };
    const read = readOptions(options, ['seed', 'iterations', 'milliseconds'], true, naming);
    if (!read.ok) return read;
    // The budget's values before the view, as the bot on the calling thread checks them.
    const { seed = 0, iterations, milliseconds } = read.value.posted;
    const budgetError = budgetValueError(seed, iterations, milliseconds);
    if (budgetError !== null) return err('invalid-options', `${naming.prefix}${budgetError}`);
    const copy = readView(view, 'view', 'invalid-view', naming.prefix);
    if (!copy.ok) return copy;
    // Refused here, as the bots refuse it: a full state would cross to every worker, every hand and the seed.
    if (isFullState(copy.value)) return err('invalid-view', `${naming.prefix}${FULL_STATE_AS_VIEW}`);
    const shares = shareSearch(read.value.posted, read.value.workers, pool?.size ?? 1);
    const answers = await Promise.all(
      shares.map((posted) => run({ kind: 'bot', game, bot, view: copy.value, options: posted }, read.value.signal, `${naming.prefix}options`)),
    );
    const rankings: RankedMove<unknown>[][] = [];
    for (const answer of answers) {
      const ranking = resultOf(answer, isRanking, 'ranking of moves');
      if (!ranking.ok) return ranking;
      rankings.push(ranking.value);
    }
    return ok(mergeRankings(rankings));
  };
  return {
    size: pool?.size ?? 0,
    suggest: suggest as BotPool['suggest'],
    chooseMove: (async (game: unknown, bot: unknown, view: unknown, options?: unknown) => {
      const ranked = await suggest(game, bot, view, options);
      return ranked.ok ? ok(ranked.value[0]!.move) : ranked;
    }) as BotPool['chooseMove'],
    challengeHint: (async (position: unknown, budget?: unknown) => {
      const naming = {
        prefix: 'challengeHint: ',
        root: 'budget',
        notAnObject: 'budget: expected an object of limits, such as { maxNodes: 10000 }',
        unreadable: 'limits',
      };
      const read = readOptions(budget, ['maxNodes', 'maxMilliseconds'], false, naming);
      if (!read.ok) return read;
      // A position is read as the solver reads it on the calling thread: an unreadable one is an invalid state.
      const copy = readView(position, 'position', 'invalid-state', naming.prefix);
      if (!copy.ok) return copy;
      const answer = await run({ kind: 'hint', position: copy.value, budget: read.value.posted }, read.value.signal, `${naming.prefix}${naming.root}`);
      return resultOf(answer, isHint, 'hint');
    }) as BotPool['challengeHint'],
    generateChallenge: (async (options: unknown) => {
      const read = readGeneratorOptions(options);
      if (!read.ok) return read;
      return resultOf(await run({ kind: 'generate', options: read.value.posted }, read.value.signal), isRating, 'challenge rating');
    }) as BotPool['generateChallenge'],
    close: () => pool?.close(),
  };
}
