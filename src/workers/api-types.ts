/**
 * The types of the worker API: the games whose bots a pool runs, the error codes and the results of its calls
 * (their options are in `call-options.ts`). Only types: the page's side never loads a game through them.
 *
 * @module
 */
import type { BotErrorCode, RankedMove } from '../core/bots/bot.js';
import type { ChallengeRating, Hint, TesseraBotName, TesseraErrorCode, TesseraMove, TesseraPosition, TesseraView } from 'tessera-engine/tessera';
import type { TesserisBotName, TesserisMove, TesserisView } from 'tessera-engine/tesseris';

/**
 * What a pool knows of one game: the types of its views, moves and bot names.
 *
 * @example
 * ```ts
 * import { createBotPool, type WorkerGame } from 'tessera-engine/workers';
 * import { tessera, unwrap, type TesseraBotName, type TesseraMove, type TesseraView } from 'tessera-engine/tessera';
 *
 * // What the pool's calls take and answer for Tessera.
 * type Tessera = WorkerGame<TesseraView, TesseraMove, TesseraBotName>;
 * const pool = createBotPool({ size: 1 });
 * const view: Tessera['view'] = unwrap(tessera.playerView(unwrap(tessera.setup({ players: 2, seed: 1 })), 0));
 * const bot: Tessera['bot'] = 'greedy';
 * const move: Tessera['move'] = unwrap(await pool.chooseMove('tessera', bot, view));
 * console.log(move.type, move.player); // => draft 0
 * pool.close();
 * ```
 */
export interface WorkerGame<View, Move, BotName extends string> {
  /** A player's view, which the bots are given. */
  readonly view: View;
  /** A move, which the bots answer. */
  readonly move: Move;
  /** The name of one of the game's bots. */
  readonly bot: BotName;
}

/**
 * The games whose bots a worker runs, by the name of their subpath.
 *
 * @example
 * ```ts
 * import { createBotPool, type BotPool, type WorkerGameName, type WorkerGames } from 'tessera-engine/workers';
 * import { tesseris, unwrap } from 'tessera-engine/tesseris';
 *
 * // One helper for both games: the game's name picks the types of its bot names, views and moves.
 * async function botMove<G extends WorkerGameName>(pool: BotPool, game: G, bot: WorkerGames[G]['bot'], view: WorkerGames[G]['view']) {
 *   return unwrap(await pool.chooseMove(game, bot, view, { seed: 1, iterations: 50 }));
 * }
 * const pool = createBotPool({ size: 1 });
 * const state = unwrap(tesseris.setup({ players: 2, seed: 2 }));
 * const move: WorkerGames['tesseris']['move'] = await botMove(pool, 'tesseris', 'ismcts', unwrap(tesseris.playerView(state, state.turn)));
 * console.log(tesseris.validateMove(state, move).ok); // => true
 * pool.close();
 * ```
 */
export interface WorkerGames {
  /** Tessera: `tesseraBots`. */
  readonly tessera: WorkerGame<TesseraView, TesseraMove, TesseraBotName>;
  /** Tesseris: `tesserisBots`. */
  readonly tesseris: WorkerGame<TesserisView, TesserisMove, TesserisBotName>;
}

/**
 * A game's name: `"tessera"` or `"tesseris"`.
 *
 * @example
 * ```ts
 * import type { WorkerGameName } from 'tessera-engine/workers';
 *
 * // A game named in a request, checked before it reaches a pool.
 * const isWorkerGame = (name: string): name is WorkerGameName => name === 'tessera' || name === 'tesseris';
 * console.log(isWorkerGame('tesseris'), isWorkerGame('chess')); // => true false
 * ```
 */
export type WorkerGameName = keyof WorkerGames;

/**
 * The errors a pool adds to those of the bots and the solver:
 * - `unknown-bot`: no such game, or no such bot in that game;
 * - `invalid-view`: the view is no plain JSON data, or the bot could not read it (a challenge's position that
 *   cannot be read is `invalid-state`, as the solver answers on the calling thread);
 * - `aborted`: the signal stopped a search that could not be asked for its best move so far (no shared
 *   memory between the threads, or the solver), or the signal was aborted before the search began;
 * - `worker-failed`: the worker could not start (the runtime may have no workers at all, as Cloudflare Workers
 *   have no Web Workers), crashed, sent something unreadable, or (a worker script of the caller's) answered a value
 *   that is no ranking, hint or rating;
 * - `pool-closed`: the pool was closed before the search ended.
 *
 * @example
 * ```ts
 * import { createBotPool, type PoolErrorCode } from 'tessera-engine/workers';
 * import { tessera, unwrap } from 'tessera-engine/tessera';
 *
 * // A page's notices for the pool's own errors; the record must name every code.
 * const notices: Record<PoolErrorCode, string> = {
 *   'unknown-bot': 'No such bot',
 *   'invalid-view': 'Unreadable position',
 *   aborted: 'Stopped',
 *   'worker-failed': 'The bots crashed',
 *   'pool-closed': 'The bots are closed',
 * };
 * const isPoolError = (code: string): code is PoolErrorCode => Object.hasOwn(notices, code);
 * const pool = createBotPool({ size: 1 });
 * pool.close();
 * const result = await pool.chooseMove('tessera', 'greedy', unwrap(tessera.playerView(unwrap(tessera.setup({ players: 2 })), 0)));
 * console.log(result.ok || (isPoolError(result.error.code) ? notices[result.error.code] : result.error.message)); // => The bots are closed
 * ```
 */
export type PoolErrorCode = 'unknown-bot' | 'invalid-view' | 'aborted' | 'worker-failed' | 'pool-closed';

/**
 * The error codes of a bot run by a pool.
 *
 * @example
 * ```ts
 * import { createBotPool, type WorkerBotErrorCode } from 'tessera-engine/workers';
 * import { tessera, unwrap } from 'tessera-engine/tessera';
 *
 * function advice(code: WorkerBotErrorCode): string {
 *   switch (code) {
 *     case 'not-your-turn':
 *     case 'game-over':
 *       return 'wait';
 *     case 'worker-failed':
 *     case 'pool-closed':
 *       return 'restart the pool';
 *     default:
 *       return 'fix the call';
 *   }
 * }
 * const pool = createBotPool({ size: 1 });
 * // Seat 1's view, while seat 0 is to act.
 * const result = await pool.chooseMove('tessera', 'greedy', unwrap(tessera.playerView(unwrap(tessera.setup({ players: 2, seed: 1 })), 1)));
 * console.log(result.ok || result.error.code, result.ok || advice(result.error.code)); // => not-your-turn wait
 * pool.close();
 * ```
 */
export type WorkerBotErrorCode = BotErrorCode | PoolErrorCode;

/**
 * The error codes of a hint computed by a pool.
 *
 * @example
 * ```ts
 * import { createBotPool, type WorkerHintErrorCode } from 'tessera-engine/workers';
 * import { tessera, unwrap } from 'tessera-engine/tessera';
 *
 * const pool = createBotPool({ size: 1 });
 * // A two-player game is no solo challenge: the error is the solver's, not the pool's.
 * const result = await pool.challengeHint(unwrap(tessera.setup({ players: 2, seed: 1 })));
 * const code: WorkerHintErrorCode | null = result.ok ? null : result.error.code;
 * console.log(code); // => not-a-challenge
 * pool.close();
 * ```
 */
export type WorkerHintErrorCode = TesseraErrorCode | PoolErrorCode;

/**
 * The error codes of a challenge generated by a pool.
 *
 * @example
 * ```ts
 * import { createBotPool, type WorkerGeneratorErrorCode } from 'tessera-engine/workers';
 *
 * const pool = createBotPool({ size: 1 });
 * // A seed must be a string or a safe integer: the generator's own error.
 * const result = await pool.generateChallenge({ seed: 0.5, difficulty: 'easy' });
 * const code: WorkerGeneratorErrorCode | null = result.ok ? null : result.error.code;
 * console.log(code); // => invalid-options
 * pool.close();
 * ```
 */
export type WorkerGeneratorErrorCode = TesseraErrorCode | PoolErrorCode;

/**
 * A bot's ranked moves for a game.
 *
 * @example
 * ```ts
 * import { createBotPool, type RankedMoves } from 'tessera-engine/workers';
 * import { tesseris, unwrap } from 'tessera-engine/tesseris';
 *
 * const pool = createBotPool({ size: 1 });
 * const state = unwrap(tesseris.setup({ players: 2, seed: 2 }));
 * const view = unwrap(tesseris.playerView(state, state.turn));
 * const ranked: RankedMoves<'tesseris'> = unwrap(await pool.suggest('tesseris', 'ismcts', view, { seed: 1, iterations: 100 }));
 * // Every legal move, the most visited first.
 * console.log(ranked.length === tesseris.legalMoves(state).length, ranked[0]!.visits >= ranked[1]!.visits); // => true true
 * pool.close();
 * ```
 */
export type RankedMoves<Game extends WorkerGameName> = RankedMove<WorkerGames[Game]['move']>[];

/**
 * What a hint is computed from: a solo challenge's state or view.
 *
 * @example
 * ```ts
 * import { createBotPool, type HintPosition } from 'tessera-engine/workers';
 * import { BUILT_IN_CHALLENGES, startChallenge, tessera, unwrap } from 'tessera-engine/tessera';
 *
 * const pool = createBotPool({ size: 1 });
 * const state = unwrap(startChallenge(BUILT_IN_CHALLENGES[0]!));
 * // A page holds the player's view; the state would do as well.
 * const position: HintPosition = unwrap(tessera.playerView(state, 0));
 * const hint = unwrap(await pool.challengeHint(position, { maxNodes: 100_000 }));
 * console.log(hint.move !== null && tessera.validateMove(state, hint.move).ok, hint.score); // => true 26
 * pool.close();
 * ```
 */
export type HintPosition = TesseraPosition;

export type { ChallengeRating, Hint };
