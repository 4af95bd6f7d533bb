/**
 * Why a record could not be made or replayed, and at which move.
 *
 * @module
 */
import { EngineError, type Err } from './result.js';

/**
 * A record that could not be replayed: its {@link RecordError.moveIndex} says which move, if a move. Tell it by
 * `isEngineError(error) && error.code === 'invalid-record'`: `instanceof` is false for an error of the package's
 * other build (ES module or CommonJS) when a program loads both.
 *
 * @example
 * ```ts
 * import { isEngineError, replayRecord, tessera, type RecordError } from 'tessera-engine';
 *
 * const replay = replayRecord(tessera, { game: 'tessera', options: { players: 2, seed: 1 }, moves: ['0:B>0', 'nonsense'] });
 * const error: unknown = replay.ok ? null : replay.error;
 * const moveIndex = isEngineError(error) && error.code === 'invalid-record' ? (error as RecordError).moveIndex : null;
 * console.log(moveIndex); // => 1
 * ```
 */
export class RecordError extends EngineError<'invalid-record'> {
  /** The index of the first bad move, or `null` when the record's shape or options are wrong. */
  readonly moveIndex: number | null;

  /**
   * @param message - a readable explanation.
   * @param moveIndex - the first bad move's index, or `null`.
   */
  constructor(message: string, moveIndex: number | null) {
    super('invalid-record', message);
    this.name = 'RecordError';
    this.moveIndex = moveIndex;
  }
}

/**
 * A record that could not be replayed, typed so that its error's {@link RecordError.moveIndex} can be read.
 *
 * @example
 * ```ts
 * import { replayRecord, tessera, type RecordFailure } from 'tessera-engine';
 *
 * const replay = replayRecord(tessera, { game: 'tessera', options: { players: 2, seed: 1 }, moves: ['0:B>0', '0:B>0'] });
 * if (!replay.ok) {
 *   const failure: RecordFailure = replay;
 *   // The second move is refused: seat 0 cannot draft twice in a row.
 *   console.log(failure.error.moveIndex, failure.error.code); // => 1 invalid-record
 * }
 * ```
 */
export interface RecordFailure extends Err<'invalid-record'> {
  /** Why the record was refused, and at which move. */
  readonly error: RecordError;
}

/**
 * A failed {@link RecordFailure}.
 *
 * @param message - why the record was refused.
 * @param moveIndex - the first bad move's index, or `null`.
 */
export function recordFailure(message: string, moveIndex: number | null): RecordFailure {
  return { ok: false, error: new RecordError(message, moveIndex) };
}
