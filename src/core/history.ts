/**
 * Undo, redo, jumps and branches for a front-end, as pure functions over immutable states. A history keeps
 * every state of a line of play; consecutive states share everything a move left alone, so keeping them all
 * costs about what the moves changed. A history is the engine's data, as a state is: `playInHistory` and
 * `jumpTo` answer one that is not shaped as these functions make it (a saved object come back wrong) with an
 * `invalid-history` error; `currentState`, `undo`, `redo` and `movesOf` trust it. A history saved across page
 * loads is best kept as a record (`recordOf`), which `replayRecord` checks move by move. Each move played copies
 * the list of steps: a line of tens of thousands of moves slows down (40,000 moves took 28 s in all).
 *
 * @module
 */
import type { BaseOutcome, GameModule } from './game.js';
import { appliedMove, moduleResult, type ModuleFailedCode } from './module-calls.js';
import { err, ok, type Result } from './result.js';

/**
 * One step of a history: a state, the move that led to it and that move's events.
 *
 * @example
 * ```ts
 * import { playInHistory, startHistory, tessera, unwrap, type History, type HistoryStep } from 'tessera-engine/tessera';
 * import type { TesseraEvent, TesseraMove, TesseraState } from 'tessera-engine/tessera';
 *
 * const start: History<TesseraState, TesseraMove, TesseraEvent> = startHistory(unwrap(tessera.setup({ players: 2, seed: 1 })));
 * const history = unwrap(playInHistory(tessera, start, tessera.legalMoves(start.steps[0]!.state)[0]));
 * // A move list for the front-end: each step's move in notation and what it did.
 * const line = (step: HistoryStep<TesseraState, TesseraMove, TesseraEvent>) => [step.move && tessera.formatMove(step.move), step.events.map((e) => e.type)];
 * console.log(history.steps.map(line)); // => [ [ null, [] ], [ '0:B>0', [ 'tiles-taken', 'leftovers-to-centre', 'tiles-placed' ] ] ]
 * ```
 */
export interface HistoryStep<State, Move, Event> {
  /** The state after the move. */
  readonly state: State;
  /** The move, or `null` for the first step. */
  readonly move: Move | null;
  /** The move's events; none for the first step. */
  readonly events: readonly Event[];
}

/**
 * A line of play and where the front-end stands on it.
 *
 * @example
 * ```ts
 * import { currentState, playInHistory, startHistory, tessera, undo, unwrap, type History } from 'tessera-engine/tessera';
 * import type { TesseraEvent, TesseraMove, TesseraState } from 'tessera-engine/tessera';
 *
 * let history: History<TesseraState, TesseraMove, TesseraEvent> = startHistory(unwrap(tessera.setup({ players: 2, seed: 1 })));
 * for (let i = 0; i < 3; i++) history = unwrap(playInHistory(tessera, history, tessera.legalMoves(currentState(history))[0]));
 * history = undo(history);
 * // Four steps kept, the front-end on the third: the last one can be redone.
 * console.log(history.steps.length, history.index); // => 4 2
 * ```
 */
export interface History<State, Move, Event> {
  /** Every step, from the first state on. */
  readonly steps: readonly HistoryStep<State, Move, Event>[];
  /** The index of the current step; the steps after it can be redone. */
  readonly index: number;
}

/**
 * A history that starts at a state. The state alone does not tell the history's move and event types: give
 * them by annotating the variable that holds it, as the examples do.
 *
 * @param state - the first state, for example a setup's.
 *
 * @example
 * ```ts
 * import { startHistory, tessera, unwrap } from 'tessera-engine';
 *
 * const history = startHistory(unwrap(tessera.setup({ players: 2, seed: 1 })));
 * console.log(history.steps.length, history.index); // => 1 0
 * ```
 */
export function startHistory<State, Move = never, Event = never>(state: State): History<State, Move, Event> {
  return { steps: [{ state, move: null, events: [] }], index: 0 };
}

/**
 * The current step's state.
 *
 * @param history - a history.
 *
 * @example
 * ```ts
 * import { currentState, playInHistory, startHistory, tessera, unwrap } from 'tessera-engine/tessera';
 * import type { History, TesseraEvent, TesseraMove, TesseraState } from 'tessera-engine/tessera';
 *
 * let history: History<TesseraState, TesseraMove, TesseraEvent> = startHistory(unwrap(tessera.setup({ players: 2, seed: 1 })));
 * history = unwrap(playInHistory(tessera, history, tessera.legalMoves(currentState(history))[0]));
 * console.log(tessera.currentPlayer(currentState(history))); // => 1
 * ```
 */
export function currentState<State, Move, Event>(history: History<State, Move, Event>): State {
  return history.steps[history.index]!.state;
}

/**
 * Plays a move from the current step. Steps after it (undone ones) are dropped: playing after an undo starts
 * a new branch.
 *
 * @param game - the game's module.
 * @param history - a history.
 * @param move - any value; it is checked like any move.
 * @returns the longer history, or the game's typed error with the history unchanged; `module-failed` when a game
 *   module of the caller's own throws or answers no `Result`; `invalid-history` for a history that is not shaped
 *   as these functions make it.
 *
 * @example
 * ```ts
 * import { currentState, playInHistory, startHistory, tessera, unwrap } from 'tessera-engine';
 *
 * const start = startHistory(unwrap(tessera.setup({ players: 2, seed: 1 })));
 * const played = playInHistory(tessera, start, tessera.legalMoves(currentState(start))[0]);
 * console.log(played.ok && played.value.index); // => 1
 * const refused = playInHistory(tessera, start, { type: 'draft', player: 1 });
 * console.log(refused.ok || refused.error.code); // => malformed-move
 * ```
 */
export function playInHistory<State, Move, Event, Code extends string>(
  game: GameModule<State, Move, unknown, unknown, Event, BaseOutcome, Code, string>,
  history: History<State, Move, Event>,
  move: unknown,
): Result<History<State, Move, Event>, Code | ModuleFailedCode | 'invalid-history'> {
  const problem = historyProblem(history, 'playInHistory');
  if (problem !== null) return err('invalid-history', problem);
  const validated = moduleResult("the game's validateMove", () => game.validateMove(currentState(history), move));
  if (!validated.ok) return validated;
  const step = appliedMove(game, currentState(history), validated.value);
  if (!step.ok) return step;
  const steps = [...history.steps.slice(0, history.index + 1), { state: step.value.state, move: validated.value, events: step.value.events }];
  return ok({ steps, index: steps.length - 1 });
}

/**
 * Moves to any step of the history, keeping every step: undo and redo are jumps by one.
 *
 * @param history - a history.
 * @param index - a step's index, from 0 to the last step's.
 * @returns the history at that step, or an `invalid-step` error; `invalid-history` for a history that is not
 *   shaped as these functions make it.
 *
 * @example
 * ```ts
 * import { currentState, jumpTo, playInHistory, startHistory, tessera, unwrap } from 'tessera-engine/tessera';
 * import type { History, TesseraEvent, TesseraMove, TesseraState } from 'tessera-engine/tessera';
 *
 * let history: History<TesseraState, TesseraMove, TesseraEvent> = startHistory(unwrap(tessera.setup({ players: 2, seed: 1 })));
 * for (let i = 0; i < 3; i++) history = unwrap(playInHistory(tessera, history, tessera.legalMoves(currentState(history))[0]));
 * const opening = unwrap(jumpTo(history, 0));
 * console.log(opening.index, opening.steps.length); // => 0 4
 * console.log(jumpTo(history, 9).ok); // => false
 * ```
 */
export function jumpTo<State, Move, Event>(
  history: History<State, Move, Event>,
  index: number,
): Result<History<State, Move, Event>, 'invalid-step' | 'invalid-history'> {
  const problem = historyProblem(history, 'jumpTo');
  if (problem !== null) return err('invalid-history', problem);
  if (!Number.isInteger(index) || index < 0 || index >= history.steps.length) {
    return err('invalid-step', `jumpTo: the step must be an integer from 0 to ${history.steps.length - 1}`);
  }
  return ok({ steps: history.steps, index });
}

/**
 * Steps back one move; the history itself at the first step.
 *
 * @param history - a history.
 *
 * @example
 * ```ts
 * import { currentState, playInHistory, startHistory, tessera, undo, unwrap } from 'tessera-engine';
 *
 * const start = startHistory(unwrap(tessera.setup({ players: 2, seed: 1 })));
 * const played = unwrap(playInHistory(tessera, start, tessera.legalMoves(currentState(start))[0]));
 * console.log(currentState(undo(played)) === currentState(start)); // => true
 * ```
 */
export function undo<State, Move, Event>(history: History<State, Move, Event>): History<State, Move, Event> {
  return history.index === 0 ? history : { steps: history.steps, index: history.index - 1 };
}

/**
 * Steps forward one undone move; the history itself at the last step.
 *
 * @param history - a history.
 *
 * @example
 * ```ts
 * import { currentState, playInHistory, redo, startHistory, tessera, undo, unwrap } from 'tessera-engine';
 *
 * const start = startHistory(unwrap(tessera.setup({ players: 2, seed: 1 })));
 * const played = unwrap(playInHistory(tessera, start, tessera.legalMoves(currentState(start))[0]));
 * console.log(currentState(redo(undo(played))) === currentState(played)); // => true
 * ```
 */
export function redo<State, Move, Event>(history: History<State, Move, Event>): History<State, Move, Event> {
  return history.index === history.steps.length - 1 ? history : { steps: history.steps, index: history.index + 1 };
}

/**
 * The moves from the first step to the current one, for example to make a game record.
 *
 * @param history - a history.
 *
 * @example
 * ```ts
 * import { currentState, movesOf, playInHistory, startHistory, tessera, unwrap } from 'tessera-engine/tessera';
 * import type { History, TesseraEvent, TesseraMove, TesseraState } from 'tessera-engine/tessera';
 *
 * let history: History<TesseraState, TesseraMove, TesseraEvent> = startHistory(unwrap(tessera.setup({ players: 2, seed: 1 })));
 * history = unwrap(playInHistory(tessera, history, tessera.legalMoves(currentState(history))[0]));
 * console.log(movesOf(history).map((move) => tessera.formatMove(move))); // => [ '0:B>0' ]
 * ```
 */
export function movesOf<State, Move, Event>(history: History<State, Move, Event>): Move[] {
  return history.steps.slice(1, history.index + 1).map((step) => step.move!);
}

/**
 * What is wrong with a value given as a history, or `null`: its shape, read without an exception (its states
 * are the engine's, and trusted as states are).
 *
 * @param history - any value.
 * @param name - the function's name, for the message.
 */
function historyProblem(history: unknown, name: string): string | null {
  try {
    if (typeof history !== 'object' || history === null) return `${name}: expected a history, as startHistory makes it`;
    const { steps, index } = history as { readonly steps?: unknown; readonly index?: unknown };
    if (!Array.isArray(steps) || steps.length === 0) return `${name}: expected a history whose steps are a list of at least one step`;
    if (!Number.isInteger(index) || (index as number) < 0 || (index as number) >= steps.length) {
      return `${name}: expected a history whose index is one of its steps', from 0 to ${steps.length - 1}`;
    }
    const current: unknown = steps[index as number];
    return typeof current === 'object' && current !== null ? null : `${name}: expected a history whose current step holds a state`;
  } catch {
    return `${name}: expected a history that can be read without an exception`;
  }
}
