/**
 * A match's record, read from its server-side `G` as stored, and checked by replaying it.
 *
 * @module
 */
import { copyJson } from '../core/copy.js';
import { readRecord } from '../core/json.js';
import { moduleText } from '../core/module-calls.js';
import { replayRecord, type GameRecord, type RecordableGame } from '../core/record.js';
import { recordFailure, type RecordFailure } from '../core/record-error.js';
import { ok, type Ok } from '../core/result.js';
import { readUntrusted, STATE_LIMITS } from '../core/untrusted.js';
import type { TableGame, TableState } from './table-types.js';

/** The keys of a match's `G` (`TableState`). */
const TABLE_STATE_KEYS = ['state', 'options', 'moves', 'refusals'] as const;

/**
 * A match's record, from its server-side `G`: replaying it (`replayRecord`) gives the match's state again.
 * It holds the seed, which foretells every hidden card: give it out only once the match is over.
 *
 * `G` is read as untrusted data (it may come from a database row) into a copy of its own, and the record is
 * replayed with `replayRecord` before it is given out: its options must name the seed, and every move must
 * replay with the game's own checks. The errors name the record's parts (`record.moves[1]`).
 *
 * @param module - the match's game.
 * @param G - the match's `G`, as stored.
 * @returns the record, or an `invalid-record` `RecordError`: for a `G` that is not a match's (not a plain
 *   object of `state`, `options`, `moves` and `refusals`, or one that cannot be read without an exception),
 *   for options without a seed, for a move that does not replay (its `moveIndex`), or for a module whose
 *   functions throw.
 *
 * @example
 * ```ts
 * import { boardgameGame, matchRecord } from 'tessera-engine/boardgame.io';
 * import { replayRecord, tessera, unwrap } from 'tessera-engine/tessera';
 *
 * const game = boardgameGame(tessera, { acceptSeed: true });
 * const G = game.setup!({ ctx: { numPlayers: 2 } } as never, { seed: 'doc' });
 * const record = unwrap(matchRecord(tessera, G));
 * console.log(JSON.stringify(record)); // => {"game":"tessera","options":{"seed":"doc","players":2},"moves":[]}
 * console.log(unwrap(replayRecord(tessera, record)).states.length); // => 1
 * // The same first move twice: the second does not replay.
 * const first = tessera.formatMove(tessera.legalMoves(G.state)[0]!);
 * const tampered = matchRecord(tessera, { ...G, moves: [first, first] });
 * console.log(tampered.ok || tampered.error.moveIndex); // => 1
 * ```
 */
export function matchRecord<State, Move, Options, View>(
  module: TableGame<State, Move, Options, View>,
  G: TableState<State, Options>,
): Ok<GameRecord<Options>> | RecordFailure {
  const game = module as RecordableGame<State, Move, Options, unknown>;
  const name = moduleText("the game's name", () => game.name);
  if (!name.ok) return recordFailure(name.error.message, null);
  const match = readUntrusted(G, 'G', 'invalid-record', STATE_LIMITS, (copy) => readRecord(copy, 'G', TABLE_STATE_KEYS));
  if (!match.ok) return recordFailure(match.error.message, null);
  // Plain objects again: the owned copy's objects have no prototype.
  const record = copyJson({ game: name.value, options: match.value.options as Options, moves: match.value.moves as string[] });
  const replay = replayRecord(game, record);
  return replay.ok ? ok(record) : replay;
}
