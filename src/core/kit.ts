/**
 * The core's pieces that every entry point of the package exports alike: game records, the undo history,
 * the bot interface and seat names. Stated once here, re-exported by the root and by each game's subpath.
 *
 * @module
 */
export { isEngineError } from './result.js';
export { recordOf, replayRecord, MAX_RECORD_MOVES, type GameRecord, type Replay, type RecordableGame } from './record.js';
export { RecordError, type RecordFailure } from './record-error.js';
export type { ModuleFailedCode } from './module-calls.js';
export { startHistory, currentState, playInHistory, jumpTo, undo, redo, movesOf, type History, type HistoryStep } from './history.js';
export {
  DEFAULT_ITERATIONS,
  MAX_ITERATIONS,
  type Bot,
  type BotView,
  type SearchBudget,
  type BotOptions,
  type BotErrorCode,
  type RankedMove,
  type AbortSignalLike,
} from './bots/bot.js';
export { defineBot, type DefineBotSettings } from './bots/define-bot.js';
export type { SeatName } from './names.js';
export type { Locale, LocaleOptions } from './locale.js';
export type { ErrorDetail } from './result.js';
