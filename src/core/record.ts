/**
 * Game records: a game as plain JSON (its game, its options with the seed, and its moves in notation) that
 * can be saved, loaded as untrusted input and replayed with every move checked.
 *
 * @module
 */
import { quotedText } from './quote.js';
import type { BaseOutcome, GameModule } from './game.js';
import { failRead, isPlainObject, readArray, readRecord } from './json.js';
import { appliedMove, moduleResult, moduleText } from './module-calls.js';
import { recordFailure, type RecordFailure } from './record-error.js';
import { ok, type Ok, type Result } from './result.js';
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

/** Reads a record's options from the engine's own copy: a plain object that names the seed. */
function readSeededOptions(value: unknown, path: string): Record<string, unknown> {
  if (!isPlainObject(value)) failRead(path, 'a plain object');
  // The seed is required here: without it the setup would pick another one, and the moves would not fit.
  const options = readRecord(value, path, ['seed'], Object.keys(value));
  if (options.seed === undefined) failRead(`${path}.seed`, 'the seed the game was set up with');
  return { ...options };
}

/** A game played from a record's options: every state, each move's events, and each move as the game read it. */
interface Played<State, Move, Event> extends Replay<State, Event> {
  readonly moves: readonly Move[];
}

/**
 * Plays a game from its options, each given move read by `readMove` for the state it is played in. Every call
 * on the game goes through {@link moduleResult}: the module may be the caller's own.
 *
 * @param paths - the options' and the moves' names in messages: `record.options` and `record.moves`.
 * @param readMove - reads a given move for a state, through {@link moduleResult}.
 * @param describe - how a message names a given move after its index.
 */
function playedFrom<State, Move, Options, Event, Given>(
  game: RecordableGame<State, Move, Options, Event>,
  options: Options,
  given: readonly Given[],
  paths: { readonly options: string; readonly moves: string },
  readMove: (state: State, move: Given) => Result<Move>,
  describe: (move: Given) => string,
): Ok<Played<State, Move, Event>> | RecordFailure {
  const setup = moduleResult("the game's setup", () => game.setup(options));
  if (!setup.ok) return recordFailure(`${paths.options}: ${setup.error.message}`, null);
  const states: State[] = [setup.value];
  const events: Event[][] = [];
  const moves: Move[] = [];
  for (const [index, text] of given.entries()) {
    const state = states[states.length - 1]!;
    const refused = (message: string): RecordFailure => recordFailure(`${paths.moves}[${index}]${describe(text)}: ${message}`, index);
    const move = readMove(state, text);
    if (!move.ok) return refused(move.error.message);
    const step = appliedMove(game, state, move.value);
    if (!step.ok) return refused(step.error.message);
    moves.push(move.value);
    states.push(step.value.state);
    events.push([...step.value.events]);
  }
  return ok({ states, events, moves });
}

/**
 * Makes a record of a game from its options and its moves, checked as {@link replayRecord} would check it: the
 * options must hold the seed the game was set up with (`state.seed`, which setup records even when it picked
 * the seed itself), and every move must be legal in turn. The record holds a copy of the options, and replays
 * to the same game.
 *
 * @param game - the game's module, for example `tessera`.
 * @param options - the setup options, with the seed.
 * @param moves - the moves played, in order; any values, each checked like any move.
 * @returns the record, or an `invalid-record` {@link RecordError} whose `moveIndex` is the first move that is
 *   not legal (or `null` for options that are not the game's or name no seed). A game module of the caller's
 *   own whose function throws gives one too, with what it threw.
 *
 * @example
 * ```ts
 * import { recordOf, tessera, unwrap } from 'tessera-engine';
 *
 * const options = { players: 2, seed: 'club-night' };
 * const state = unwrap(tessera.setup(options));
 * const record = unwrap(recordOf(tessera, options, tessera.legalMoves(state).slice(0, 1)));
 * console.log(JSON.stringify(record)); // => {"game":"tessera","options":{"players":2,"seed":"club-night"},"moves":["0:B>0"]}
 * const twice = recordOf(tessera, options, [tessera.legalMoves(state)[0], tessera.legalMoves(state)[0]]);
 * console.log(twice.ok || twice.error.moveIndex); // => 1
 * ```
 */
export function recordOf<State, Move, Options, Event>(
  game: RecordableGame<State, Move, Options, Event>,
  options: Options,
  moves: readonly Move[],
): Ok<GameRecord<Options>> | RecordFailure {
  const name = moduleText("the game's name", () => game.name);
  if (!name.ok) return recordFailure(name.error.message, null);
  const copied = readUntrusted(options, 'options', 'invalid-record', STATE_LIMITS, (copy) => readSeededOptions(copy, 'options') as Options);
  if (!copied.ok) return recordFailure(copied.error.message, null);
  const given = readUntrusted(moves, 'moves', 'invalid-record', STATE_LIMITS, (copy) => readArray(copy, 'moves', 0, MAX_RECORD_MOVES, (move) => move));
  if (!given.ok) return recordFailure(given.error.message, null);
  const played = playedFrom(
    game,
    copied.value,
    given.value,
    { options: 'options', moves: 'moves' },
    (state, move) => moduleResult("the game's validateMove", () => game.validateMove(state, move)),
    () => '',
  );
  if (!played.ok) return played;
  const texts: string[] = [];
  for (const [index, move] of played.value.moves.entries()) {
    const text = moduleText("the game's formatMove", () => game.formatMove(move));
    if (!text.ok) return recordFailure(`moves[${index}]: ${text.error.message}`, index);
    texts.push(text.value);
  }
  return ok({ game: name.value, options: copied.value, moves: texts });
}

/**
 * Replays a record given as untrusted JSON (a parsed value or the text): its shape, its options (which must
 * name a seed, or the game could not be replayed) and every move, in order, with the game's own checks.
 *
 * @param game - the game's module.
 * @param json - the record.
 * @returns every state and each move's events, or an `invalid-record` {@link RecordError} whose `moveIndex`
 *   is the first illegal move's index (or `null` for a bad shape, a move that is no text included, or bad
 *   options) and whose message says why. A game
 *   module of the caller's own whose function throws gives one too, with what it threw.
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
      return recordFailure('record: not JSON', null);
    }
  }
  const name = moduleText("the game's name", () => game.name);
  if (!name.ok) return recordFailure(name.error.message, null);
  const read = readUntrusted(value, 'record', 'invalid-record', STATE_LIMITS, (copy) => {
    const record = readRecord(copy, 'record', ['game', 'options', 'moves']);
    if (record.game !== name.value) failRead('record.game', JSON.stringify(name.value));
    const options = readSeededOptions(record.options, 'record.options') as Options;
    const moves = readArray(record.moves, 'record.moves', 0, MAX_RECORD_MOVES, (move, path) =>
      typeof move === 'string' ? move : failRead(path, 'a move in notation'),
    );
    return { options, moves };
  });
  if (!read.ok) return recordFailure(read.error.message, null);
  const played = playedFrom(
    game,
    read.value.options,
    read.value.moves,
    { options: 'record.options', moves: 'record.moves' },
    (state, text) => moduleResult("the game's parseMoveText", () => game.parseMoveText(state, text)),
    (text) => ` ${quotedText(text)}`,
  );
  return played.ok ? ok({ states: played.value.states, events: played.value.events }) : played;
}
