/**
 * What both runtimes' entries of `tessera-engine/workers` export alike, besides their own `createBotPool`.
 *
 * @module
 */
export { MAX_POOL_SIZE, type BotPool, type BotPoolOptions } from './bot-pool.js';
export {
  MAX_SEARCH_WORKERS,
  type WorkerGame,
  type WorkerGames,
  type WorkerGameName,
  type WorkerBotOptions,
  type WorkerHintBudget,
  type PoolErrorCode,
  type WorkerBotErrorCode,
  type WorkerHintErrorCode,
  type WorkerGeneratorOptions,
  type WorkerGeneratorErrorCode,
  type RankedMoves,
  type HintPosition,
  type Hint,
  type ChallengeRating,
} from './protocol.js';
