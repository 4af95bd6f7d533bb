/**
 * The game kernel: each game states its rules once, as a {@link GameRules}, and {@link defineGame} derives
 * everything else the same way for every game: the legal moves (interned), `validateMove` and `applyMove` by
 * membership in the generated moves, the whole {@link FastPath}, and the {@link GameModule} object.
 *
 * The move generator is the only statement of legality. A move is legal when its code is among the codes the
 * generator writes for the position, and it names the seat to act; anything else is explained by the game
 * only after that check has failed, so an explanation can never make an illegal move legal or the reverse.
 *
 * @module
 */
import { deepFrozen } from './freeze.js';
import type { BaseOutcome, GameModule, Transition } from './game.js';
import { createMoveInterner } from './interning.js';
import type { DeepMutable } from './mutable.js';
import type { FastPath } from './fast-path.js';
import { pickListedCode, randomPlayout } from './playout.js';
import { ok, type Err, type Result } from './result.js';
import type { MutableRngState } from './rng.js';
import { beginWrite, beginWriteInPlace, type Writer } from './writer.js';

/** The most seats a game of this package has: a seat to act is below it. */
const MAX_SEATS = 4;

/** What the kernel reads of every position: how many seats there are and whose turn it is. */
export interface KernelPosition {
  /** The number of seats. */
  readonly players: number;
  /** The seat to act (meaningless once the game is over). */
  readonly turn: number;
}

/** What the kernel reads of every view: a position, and the seat that sees it. */
export interface KernelView extends KernelPosition {
  /** The seat whose view it is. */
  readonly viewer: number;
}

/** What the kernel reads of every move: the seat that makes it. */
export interface KernelMove {
  /** The seat making the move; it must be the seat to act. */
  readonly player: number;
}

/**
 * A game's rules, stated once. The kernel turns them into the public API with {@link defineGame}.
 *
 * @typeParam State - the full state, secrets included.
 * @typeParam Position - what legality is read from: the state, or anything that shows as much (a view).
 * @typeParam View - what one player may see.
 * @typeParam Move - a move, as plain JSON.
 * @typeParam Event - what a step reports.
 * @typeParam Code - the game's error codes.
 * @typeParam Options - the game's setup options.
 */
export interface GameRules<
  State extends Position,
  Position extends KernelPosition,
  View extends KernelView,
  Move extends KernelMove,
  Event,
  Code extends string,
  Options,
> {
  /** The most legal moves a position can have: the size of a move buffer. */
  readonly maxLegalMoves: number;
  /** One more than the largest move code. Codes are unique per move shape, whatever the phase. */
  readonly codeSpace: number;
  /**
   * The one move generator, the only statement of legality: writes the codes of the acting seat's legal
   * moves into `out`, in a fixed order, and returns their number (0 once the game is over). It allocates
   * nothing.
   */
  readonly fillLegalMoveCodes: (position: Position, out: Int32Array) => number;
  /**
   * Optional, for speed: draws one legal move's code uniformly at random without writing them all, or returns
   * -1 when there is none. It must draw exactly what `fillLegalMoveCodes` and the kernel's `pickListedCode`
   * would: the same code, the same advance of `rng`. `scratch` holds {@link GameRules.maxLegalMoves} codes.
   * Without it the fast path's playout lists the moves and picks one.
   */
  readonly drawLegalMoveCode?: (position: Position, rng: MutableRngState, scratch: Int32Array) => number;
  /**
   * Optional, for speed: whether one code is among those `fillLegalMoveCodes` writes for the position, without
   * writing them. It must agree with the generator on every code. Without it the kernel lists the moves to
   * check one.
   */
  readonly isLegalCode?: (position: Position, code: number) => boolean;
  /** The same moves, from the acting player's own view; the kernel never asks it with another seat's view. */
  fillLegalMoveCodesForView(view: View, out: Int32Array): number;
  /** The move a code stands for in a position. */
  decodeMove(position: Position, code: number): Move;
  /** The code of a well-shaped move, read from its shape alone, or `null` when no code has that shape here. */
  encodeMove(position: Position, move: Move): number | null;
  /** Reads any value as a move's shape, without looking at a position; never throws. */
  parseMove(json: unknown): Result<Move, Code>;
  /** Why a well-shaped move is not legal; asked only after the membership check failed. */
  explainIllegal(position: Position, move: Move): Err<Code>;
  /**
   * Optional, for speed: a shallow copy of a state, which starts each step of the immutable API. Without it the
   * kernel spreads the state.
   */
  readonly copyState?: (state: State) => State;
  /** Plays a legal code: the one place the rules change a state, through a copy-on-write writer. */
  readonly play: (writer: Writer<State>, code: number, events: Event[] | null) => void;
  /** Checks options and starts a game; the state it returns is new and shared with nothing. */
  setup(options: Options): Result<State, Code>;
  /** A deep copy that shares nothing with the state. */
  clone(state: State): DeepMutable<State>;
  /** Re-draws, in place, everything the seat to act cannot know (see {@link FastPath.determinize}). */
  determinize(simulator: DeepMutable<State>, rng: MutableRngState): void;
  /**
   * Optional, for speed: builds the private caches that the rules keep up to date while a simulator plays in
   * place. The fast path calls it on every simulator it makes (`setup`, `fromState`, `fromView`, `clone`) and on
   * nothing else, so the immutable API's states never have one.
   */
  readonly keepCaches?: (simulator: DeepMutable<State>) => void;
  /** A world built from a view alone (see {@link FastPath.fromView}). */
  fromView(view: View, rng: MutableRngState): Result<DeepMutable<State>, 'invalid-view' | 'invalid-rng'>;
}

/** What the kernel derives from a game's rules. */
export interface DerivedGame<State, Position, View, Move, Event, Code extends string, Options = unknown> {
  /** Every legal move of the seat to act, as frozen objects shared between calls; empty once over. */
  legalMoves(position: Position): Move[];
  /** The acting player's legal moves, from their own view alone; none from another seat's view. */
  legalMovesForView(view: View): Move[];
  /** Checks any value as a move for a position, without throwing. */
  validateMove(position: Position, json: unknown): Result<Move, Code>;
  /** Applies any value as a move: the next state and the step's events, or a typed error with nothing changed. */
  applyMove(state: State, json: unknown): Result<Transition<State, Event>, Code>;
  /** The fast simulation path. */
  fast: FastPath<State, View, Move, DeepMutable<State>, Options, Code>;
}

/**
 * Derives a game's public API from its rules.
 *
 * @param rules - the game's rules, stated once.
 */
export function defineGame<
  State extends Position,
  Position extends KernelPosition,
  View extends KernelView,
  Move extends KernelMove & object,
  Event,
  Code extends string,
  Options,
>(rules: GameRules<State, Position, View, Move, Event, Code, Options>): DerivedGame<State, Position, View, Move, Event, Code, Options> {
  type Simulator = DeepMutable<State>;
  const interner = createMoveInterner<Move>(MAX_SEATS * rules.codeSpace);
  const scratch = new Int32Array(rules.maxLegalMoves);

  /**
   * The listed codes' moves, interned by the seat to act and the code, the only two things a move is decoded
   * from: so no position, however made up, can store under a key a move that another position would not decode
   * the same. A seat or a code out of range is no position's, nor are more moves than any position has (the
   * generator wrote past the buffer, which kept none of them): it lists nothing, and stores nothing.
   */
  const internAll = (position: KernelPosition, count: number): Move[] => {
    const { turn } = position;
    if (!Number.isInteger(turn) || turn < 0 || turn >= MAX_SEATS || !(count <= scratch.length)) return [];
    const moves = new Array<Move>(count);
    const base = turn * rules.codeSpace;
    for (let i = 0; i < count; i++) {
      const code = scratch[i]!;
      if (!(code >= 0 && code < rules.codeSpace)) return [];
      moves[i] = interner.get(base + code) ?? interner.add(base + code, rules.decodeMove(position as Position, code));
    }
    return moves;
  };

  const isListed = (position: Position, code: number): boolean => {
    const count = rules.fillLegalMoveCodes(position, scratch);
    for (let i = 0; i < count; i++) if (scratch[i] === code) return true;
    return false;
  };
  const isGenerated = rules.isLegalCode ?? isListed;

  /** The code of a well-shaped move when it is legal, or the game's explanation of why it is not. */
  const legalCode = (position: Position, move: Move): number | Err<Code> => {
    const code = rules.encodeMove(position, move);
    if (code !== null && move.player === position.turn && isGenerated(position, code)) return code;
    return rules.explainIllegal(position, move);
  };

  /** Any value read as a move: a move the engine listed as it is, anything else by the game's parser. */
  const parse = (json: unknown): Result<Move, Code> => (interner.isInterned(json) ? ok(json) : rules.parseMove(json));

  // The fast path's hot functions, bound once, so that each call is a direct one.
  const { play, fillLegalMoveCodes } = rules;
  const playCode = (simulator: Simulator, code: number): void => {
    play(beginWriteInPlace<State>(simulator), code, null);
  };
  const fillForSimulator = (simulator: Simulator, out: Int32Array): number => fillLegalMoveCodes(simulator as unknown as Position, out);
  const playoutBuffer = new Int32Array(rules.maxLegalMoves);
  const { drawLegalMoveCode, keepCaches } = rules;
  /** A simulator the fast path made, with the caches its rules keep. */
  const kept = (simulator: Simulator): Simulator => {
    keepCaches?.(simulator);
    return simulator;
  };
  const keptResult = <Code extends string>(made: Result<Simulator, Code>): Result<Simulator, Code> => {
    if (made.ok) keepCaches?.(made.value);
    return made;
  };
  const draw =
    drawLegalMoveCode === undefined
      ? (simulator: Simulator, rng: MutableRngState): number => pickListedCode(playoutBuffer, fillForSimulator(simulator, playoutBuffer), rng)
      : (simulator: Simulator, rng: MutableRngState): number => drawLegalMoveCode(simulator as unknown as Position, rng, playoutBuffer);

  return {
    // Anything that is no position (or view) of the game lists no moves, rather than throw.
    legalMoves: (position) => {
      try {
        return internAll(position, rules.fillLegalMoveCodes(position, scratch));
      } catch {
        return [];
      }
    },
    // Only the seat to act has moves: a client written for any game lets no other seat click.
    legalMovesForView: (view) => {
      try {
        return view.viewer === view.turn ? internAll(view, rules.fillLegalMoveCodesForView(view, scratch)) : [];
      } catch {
        return [];
      }
    },
    validateMove: (position, json) => {
      const parsed = parse(json);
      if (!parsed.ok) return parsed;
      const code = legalCode(position, parsed.value);
      return typeof code === 'number' ? parsed : code;
    },
    applyMove: (state, json) => {
      const parsed = parse(json);
      if (!parsed.ok) return parsed;
      const code = legalCode(state, parsed.value);
      if (typeof code !== 'number') return code;
      const events: Event[] = [];
      const writer = beginWrite(state, rules.copyState);
      rules.play(writer, code, events);
      return ok({ state: writer.state as State, events });
    },
    // Frozen, as the module objects are: every caller in the process shares it.
    fast: Object.freeze<FastPath<State, View, Move, Simulator, Options, Code>>({
      MAX_LEGAL_MOVES: rules.maxLegalMoves,
      // The game's setup builds a new state that nothing else holds, so it needs no copy to become a simulator.
      setup: (options) => keptResult(rules.setup(options) as Result<Simulator, Code>),
      fromState: (state) => kept(rules.clone(state)),
      fromView: (view, rng) => keptResult(rules.fromView(view, rng)),
      toState: (simulator) => rules.clone(simulator as State) as State,
      clone: (simulator) => kept(rules.clone(simulator as State)),
      determinize: (simulator, rng) => {
        rules.determinize(simulator, rng);
      },
      fillLegalMoveCodes: fillForSimulator,
      decodeMove: (simulator, code) => rules.decodeMove(simulator as unknown as Position, code),
      playCode,
      isOver: (simulator) => fillForSimulator(simulator, playoutBuffer) === 0,
      playout: (simulator, rng) => randomPlayout(simulator, rng, draw, playCode),
    }),
  };
}

/**
 * A game's fast path, read from what the kernel derived. It is a function (not a property read at a module's
 * top level) so that bundlers can drop the whole game when only a helper such as a scoring function is
 * imported.
 *
 * @param derived - what {@link defineGame} returned.
 */
export function fastPathOf<State, Position, View, Move, Event, Code extends string, Options>(
  derived: DerivedGame<State, Position, View, Move, Event, Code, Options>,
): FastPath<State, View, Move, DeepMutable<State>, Options, Code> {
  return derived.fast;
}

/**
 * Assembles a game's {@link GameModule} from what the kernel derived and what only the game knows.
 *
 * @param derived - what {@link defineGame} returned.
 * @param own - the game's setup, loader, queries and view.
 */
export function gameModule<State, Move, Options, View, Event, Outcome extends BaseOutcome, Code extends string, Phase extends string>(
  derived: NoInfer<Pick<DerivedGame<State, State, View, Move, Event, Code>, 'legalMoves' | 'legalMovesForView' | 'validateMove' | 'applyMove'>>,
  own: Omit<GameModule<State, Move, Options, View, Event, Outcome, Code, Phase>, 'legalMoves' | 'legalMovesForView' | 'validateMove' | 'applyMove'>,
): GameModule<State, Move, Options, View, Event, Outcome, Code, Phase> {
  // Frozen all the way down: every caller in the process shares the module, and a replaced function would change
  // what every other caller's replayRecord or bot gets.
  return deepFrozen({
    ...own,
    legalMoves: derived.legalMoves,
    legalMovesForView: derived.legalMovesForView,
    validateMove: derived.validateMove,
    applyMove: derived.applyMove,
  });
}
