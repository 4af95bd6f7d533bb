/**
 * Game records: a game as plain JSON (its game, its options with the seed, and its moves in notation) that
 * can be saved, loaded as untrusted input and replayed with every move checked.
 *
 * @module
 */
import { quotedText } from './quote.js';
import { copyJson } from './copy.js';
import type { BaseOutcome, GameModule, Transition } from './game.js';
import { failRead, isPlainObject, readArray, readRecord } from './json.js';
import { EngineError, ok, type Err, type Ok, type Result } from './result.js';
import { STATE_LIMITS, readUntrusted } from './untrusted.js';

/**
 * A game as plain JSON: replaying its moves from its options gives the game again.
 *
 * @example
 * ```ts
 * import { replayRecord, tessera, type GameRecord, type TesseraOptions } from 'tessera-engine/tessera';
 *
 * // A record as a front-end saves it, and as a server or another front-end reads it back.
 * const record: GameRecord<TesseraOptions> = { game: 'tessera', options: { players: 2, seed: 'club-night' }, moves: ['0:B>0', '1:B>1'] };
 * const replay = replayRecord(tessera, JSON.stringify(record));
 * console.log(replay.ok && replay.value.states.length); // => 3
 * ```
 */
export interface GameRecord<Options = unknown> {
  /** The game's name, for example `"tessera"`. */
  readonly game: string;
  /** The setup options, seed included. */
  readonly options: Options;
  /** The moves in the game's notation, in order. */
  readonly moves: readonly string[];
}

/**
 * A replayed record: every state from the setup on, and each move's events.
 *
 * @example
 * ```ts
 * import { replayRecord, tessera, unwrap, type Replay, type TesseraEvent, type TesseraState } from 'tessera-engine/tessera';
 *
 * const record = { game: 'tessera', options: { players: 2, seed: 'club-night' }, moves: ['0:B>0'] };
 * const replay: Replay<TesseraState, TesseraEvent> = unwrap(replayRecord(tessera, record));
 * // states[0] is the setup; states[1] and events[0] come from the first move.
 * console.log(replay.states.length, replay.events[0]!.map((event) => event.type)); // => 2 [ 'tiles-taken', 'leftovers-to-centre', 'tiles-placed' ]
 * ```
 */
export interface Replay<State, Event> {
  /** `states[0]` is the setup's state, `states[i + 1]` the state after move `i`. */
  readonly states: readonly State[];
  /** `events[i]` are the events of move `i`. */
  readonly events: readonly (readonly Event[])[];
}

/**
 * A record that could not be replayed: its {@link RecordError.moveIndex} says which move, if a move.
 *
 * @example
 * ```ts
 * import { RecordError, replayRecord, tessera } from 'tessera-engine';
 *
 * const replay = replayRecord(tessera, { game: 'tessera', options: { players: 2, seed: 1 }, moves: ['0:B>0', 'nonsense'] });
 * const error = replay.ok ? null : replay.error;
 * console.log(error instanceof RecordError, error?.code, error?.moveIndex); // => true invalid-record 1
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
 * The most moves a record may hold.
 *
 * @example
 * ```ts
 * import { MAX_RECORD_MOVES, replayRecord, tessera } from 'tessera-engine';
 *
 * const moves = Array.from({ length: MAX_RECORD_MOVES + 1 }, () => '0:B>0');
 * const replay = replayRecord(tessera, { game: 'tessera', options: { players: 2, seed: 1 }, moves });
 * console.log(replay.ok || replay.error.code); // => invalid-record
 * ```
 */
export const MAX_RECORD_MOVES = 100_000;

/**
 * A game module that records and replays take: any game module of this package.
 *
 * @example
 * ```ts
 * import { replayRecord, tessera, tesseris, type RecordableGame } from 'tessera-engine';
 *
 * // A server's loader that takes either game: each record names its game, checked against the module.
 * function movesReplayed<State, Move, Options, Event>(game: RecordableGame<State, Move, Options, Event>, text: string): number | string {
 *   const replay = replayRecord(game, text);
 *   return replay.ok ? replay.value.events.length : replay.error.message;
 * }
 * const saved = '{"game":"tessera","options":{"players":2,"seed":1},"moves":["0:B>0"]}';
 * console.log(movesReplayed(tessera, saved), '|', movesReplayed(tesseris, saved)); // => 1 | record.game: expected "tesseris"
 * ```
 */
export type RecordableGame<State, Move, Options, Event> = GameModule<State, Move, Options, unknown, Event, BaseOutcome, string, string>;

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

function fail(message: string, moveIndex: number | null): RecordFailure {
  return { ok: false, error: new RecordError(message, moveIndex) };
}

/**
 * Makes a record of a game from its options and its moves. The options must hold the seed the game was set
 * up with (`state.seed`, which setup records even when it picked the seed itself); the record holds a copy of
 * them.
 *
 * @param game - the game's module, for example `tessera`.
 * @param options - the setup options, with the seed.
 * @param moves - the moves played, in order.
 *
 * @example
 * ```ts
 * import { recordOf, tessera, unwrap } from 'tessera-engine';
 *
 * const options = { players: 2, seed: 'club-night' };
 * const state = unwrap(tessera.setup(options));
 * const record = recordOf(tessera, options, tessera.legalMoves(state).slice(0, 1));
 * console.log(JSON.stringify(record)); // => {"game":"tessera","options":{"players":2,"seed":"club-night"},"moves":["0:B>0"]}
 * ```
 */
export function recordOf<State, Move, Options, Event>(
  game: RecordableGame<State, Move, Options, Event>,
  options: Options,
  moves: readonly Move[],
): GameRecord<Options> {
  // A copy of the options: the record is the caller's to change, and so are the options they gave.
  return { game: game.name, options: copyJson(options), moves: moves.map((move) => game.formatMove(move)) };
}

/**
 * Replays a record given as untrusted JSON (a parsed value or the text): its shape, its options (which must
 * name a seed, or the game could not be replayed) and every move, in order, with the game's own checks.
 *
 * @param game - the game's module.
 * @param json - the record.
 * @returns every state and each move's events, or an `invalid-record` {@link RecordError} whose `moveIndex`
 *   is the first bad move's index (or `null` for a bad shape or bad options) and whose message says why.
 *
 * @example
 * ```ts
 * import { replayRecord, tessera } from 'tessera-engine';
 *
 * const text = '{"game":"tessera","options":{"players":2,"seed":"club-night"},"moves":["0:B>0"]}';
 * const replay = replayRecord(tessera, text);
 * console.log(replay.ok && replay.value.states.length); // => 2
 * const bad = replayRecord(tessera, { game: 'tessera', options: { players: 2, seed: 1 }, moves: ['nonsense'] });
 * console.log(bad.ok || bad.error.moveIndex); // => 0
 * ```
 */
export function replayRecord<State, Move, Options, Event>(
  game: RecordableGame<State, Move, Options, Event>,
  json: unknown,
): Ok<Replay<State, Event>> | RecordFailure {
  let value = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json) as unknown;
    } catch {
      return fail('record: not JSON', null);
    }
  }
  const read = readUntrusted(value, 'record', 'invalid-record', STATE_LIMITS, (copy) => {
    const record = readRecord(copy, 'record', ['game', 'options', 'moves']);
    if (record.game !== game.name) failRead('record.game', JSON.stringify(game.name));
    if (!isPlainObject(record.options)) failRead('record.options', 'a plain object');
    // The seed is required here: without it the setup would pick another one, and the moves would not fit.
    const options = readRecord(record.options, 'record.options', ['seed'], Object.keys(record.options));
    if (options.seed === undefined) failRead('record.options.seed', 'the seed the game was set up with');
    const moves = readArray(record.moves, 'record.moves', 0, MAX_RECORD_MOVES, (move, path) =>
      typeof move === 'string' ? move : failRead(path, 'a move in notation'),
    );
    return { options: { ...options } as Options, moves };
  });
  if (!read.ok) return fail(read.error.message, null);
  const setup = game.setup(read.value.options);
  if (!setup.ok) return fail(`record.options: ${setup.error.message}`, null);
  const states: State[] = [setup.value];
  const events: Event[][] = [];
  for (const [index, text] of read.value.moves.entries()) {
    const state = states[states.length - 1]!;
    const move = game.parseMoveText(state, text);
    const step: Result<Transition<State, Event>> = move.ok ? game.applyMove(state, move.value) : move;
    if (!step.ok) return fail(`record.moves[${index}] ${quotedText(text)}: ${step.error.message}`, index);
    states.push(step.value.state);
    events.push([...step.value.events]);
  }
  return ok({ states, events });
}
