/**
 * Games played by numbers: a test's position written as the picks that reach it, and the games behind the
 * arbitraries.
 *
 * @module
 */
import { failRead, readArray } from '../core/json.js';
import { appliedMove, moduleAnswer, moduleOutcome, moduleResult, type ModuleFailedCode } from '../core/module-calls.js';
import { err, ok, type Result } from '../core/result.js';
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
 * the setup's message), `invalid-picks` when the picks are no array of numbers that can be read, and
 * `module-failed` when a game module of the caller's own throws, gives no legal move before the game's end, or
 * refuses one of its own legal moves.
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
export type PlayChosenMovesErrorCode = 'invalid-options' | 'invalid-picks' | ModuleFailedCode;

/** The most picks {@link playChosenMoves} reads: far more moves than any game lasts. */
const MAX_PICKS = 1_000_000;

/** The legal move a pick chose, and how many there were; `count` 0 for an empty list. */
interface Choice {
  readonly count: number;
  readonly move: unknown;
}

/** Whether {@link choose} read a list. */
const isChoice = (value: unknown): value is Choice => value !== undefined;

/**
 * The legal move that a pick chooses, read inside the module's guarded call, since the list may be a caller's
 * proxy or hold getters; `undefined` for an answer that is no array.
 */
function choose(legal: unknown, pick: number): Choice | undefined {
  if (!Array.isArray(legal)) return undefined;
  const count = legal.length;
  if (count === 0) return { count, move: undefined };
  const index = Number.isFinite(pick) ? Math.trunc(pick) % count : 0;
  return { count, move: legal[index < 0 ? index + count : index] as unknown };
}

/**
 * The move that a pick chooses in a state, and the state after it; `null` once the game is over. The game
 * module may be the caller's own: a function of it that throws, no legal move before the game's end, and a
 * legal move that the module refuses are `module-failed` errors.
 */
function chosenStep<State, Move>(
  game: ArbitraryGame<State, Move, unknown>,
  state: State,
  pick: number,
): Result<{ move: Move; state: State } | null, ModuleFailedCode> {
  const outcome = moduleOutcome(() => game.outcome(state));
  if (!outcome.ok) return outcome;
  if (outcome.value !== null) return ok(null);
  const chosen = moduleAnswer("the game's legalMoves", () => choose(game.legalMoves(state), pick), isChoice);
  if (!chosen.ok) return chosen;
  if (chosen.value.count === 0) return err('module-failed', "the game's legalMoves gave no move before the game's end");
  const move = chosen.value.move as Move;
  const step = appliedMove(game, state, move);
  if (!step.ok) {
    const { code, message } = step.error;
    return code === 'module-failed' ? err(code, message) : err('module-failed', `the game's applyMove refused its own legal move: ${message}`);
  }
  return ok({ move, state: step.value.state });
}

/**
 * Sets a game up and plays the moves that `picks` choose: pick `p` plays legal move `p mod n` of the `n`
 * legal moves of the state it is played from, counted from the end for a negative `p`; a fraction is truncated,
 * and `NaN` or an infinity picks the first move. It stops early when the game is over.
 *
 * @param game - the game's module.
 * @param options - the setup options.
 * @param picks - one number per move, at most a million.
 * @returns the last state and the moves played; or an `invalid-options` error with the setup's message, or an
 *   `invalid-picks` error for picks that are no array of numbers (a getter or proxy that throws included), or
 *   a `module-failed` error when a game module of the caller's own fails (see {@link PlayChosenMovesErrorCode}).
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
  const first = moduleResult("the game's setup", () => game.setup(options));
  if (!first.ok) return first.error.code === 'module-failed' ? err('module-failed', first.error.message) : err('invalid-options', first.error.message);
  let state = first.value;
  const moves: Move[] = [];
  for (const pick of picked.value) {
    const step = chosenStep(game, state, pick);
    if (!step.ok) return step;
    if (step.value === null) break;
    moves.push(step.value.move);
    state = step.value.state;
  }
  return ok({ state, moves });
}
