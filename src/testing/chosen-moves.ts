/**
 * Games played by numbers: a test's position written as the picks that reach it, and the games behind the
 * arbitraries.
 *
 * @module
 */
import { failRead, readArray } from '../core/json.js';
import { err, ok, unwrap, type Result } from '../core/result.js';
import { readUntrusted, STATE_LIMITS } from '../core/untrusted.js';
import type { ArbitraryGame } from './arbitraries.js';

/**
 * A game played from its setup: the last state and the moves that led there.
 *
 * @example
 * ```ts
 * import { playChosenMoves, type PlayedGame } from 'tessera-engine/testing';
 * import { tessera, unwrap, type TesseraMove, type TesseraState } from 'tessera-engine/tessera';
 *
 * // A fixed position for a test, written as the picks that reach it rather than as a state.
 * const opening: PlayedGame<TesseraState, TesseraMove> = unwrap(playChosenMoves(tessera, { players: 2, seed: 'doc' }, [0, 0, 0, 0]));
 * console.log(opening.moves.length, tessera.scores(opening.state)); // => 4 [ 0, 0 ]
 * ```
 */
export interface PlayedGame<State, Move> {
  /** The last state. */
  readonly state: State;
  /** The moves played, in order. */
  readonly moves: Move[];
}

/**
 * The error codes of {@link playChosenMoves}: `invalid-options` when the game's setup refuses the options (with
 * the setup's message), `invalid-picks` when the picks are no array of numbers that can be read.
 *
 * @example
 * ```ts
 * import { playChosenMoves, type PlayChosenMovesErrorCode } from 'tessera-engine/testing';
 * import { tessera } from 'tessera-engine/tessera';
 *
 * const played = playChosenMoves(tessera, { players: 5, seed: 'doc' }, []);
 * const code: PlayChosenMovesErrorCode | null = played.ok ? null : played.error.code;
 * console.log(code); // => invalid-options
 * ```
 */
export type PlayChosenMovesErrorCode = 'invalid-options' | 'invalid-picks';

/** The most picks {@link playChosenMoves} reads: far more moves than any game lasts. */
const MAX_PICKS = 1_000_000;

/**
 * Sets a game up and plays the moves that `picks` choose: pick `p` plays legal move `p mod n` of the `n`
 * legal moves of the state it is played from, counted from the end for a negative `p`; a fraction is truncated,
 * and `NaN` or an infinity picks the first move. It stops early when the game is over.
 *
 * @param game - the game's module.
 * @param options - the setup options.
 * @param picks - one number per move, at most a million.
 * @returns the last state and the moves played; or an `invalid-options` error with the setup's message, or an
 *   `invalid-picks` error for picks that are no array of numbers (a getter or proxy that throws included).
 *
 * @example
 * ```ts
 * import { playChosenMoves } from 'tessera-engine/testing';
 * import { tessera, unwrap } from 'tessera-engine/tessera';
 *
 * // Pick 0 plays the first legal move, pick 1 the second, and so on (modulo the number of legal moves).
 * const { state, moves } = unwrap(playChosenMoves(tessera, { players: 2, seed: 'doc' }, [0, 1, 2]));
 * console.log(moves.map((move) => tessera.formatMove(move)), state.turn); // => [ '0:R>0', '1:B>1', '2:B>3' ] 1
 * // Pick -1 plays the last legal move.
 * console.log(tessera.formatMove(unwrap(playChosenMoves(tessera, { players: 2, seed: 'doc' }, [-1])).moves[0]!)); // => 4:K>f
 * // Options the setup refuses are an error, not an exception.
 * console.log(playChosenMoves(tessera, { players: 5 }, []).ok); // => false
 * ```
 */
export function playChosenMoves<State, Move, Options>(
  game: ArbitraryGame<State, Move, Options>,
  options: Options,
  picks: readonly number[],
): Result<PlayedGame<State, Move>, PlayChosenMovesErrorCode> {
  const picked = readUntrusted(picks, 'picks', 'invalid-picks', STATE_LIMITS, (value) =>
    readArray(value, 'picks', 0, MAX_PICKS, (item, path) => (typeof item === 'number' ? item : failRead(path, 'a number'))),
  );
  if (!picked.ok) return picked;
  const first = game.setup(options);
  if (!first.ok) return err('invalid-options', first.error.message);
  let state = first.value;
  const moves: Move[] = [];
  for (const pick of picked.value) {
    if (game.outcome(state) !== null) break;
    const legal = game.legalMoves(state);
    const index = Number.isFinite(pick) ? Math.trunc(pick) % legal.length : 0;
    const move = legal[index < 0 ? index + legal.length : index]!;
    moves.push(move);
    state = unwrap(game.applyMove(state, move)).state;
  }
  return ok({ state, moves });
}
