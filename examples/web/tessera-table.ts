/**
 * Where the Tessera page's moves go: a table that holds the game and answers each move with the step's
 * events. This one is local (the history, in the page); the online one (`online-tessera.ts`) sends the moves
 * to the server that served the page and receives the seat's views.
 */
import {
  currentState,
  playInHistory,
  startHistory,
  tessera,
  undo,
  type History,
  type TesseraEvent,
  type TesseraMove,
  type TesseraState,
} from 'tessera-engine/tessera';

/** A played move: the new state and its events, in order. */
export interface TesseraStep {
  readonly state: TesseraState;
  readonly events: readonly TesseraEvent[];
}

/** A table the page plays at. */
export interface TesseraTable {
  /** The game as it stands. */
  current(): TesseraState;
  /** Plays a move; a refused move gives its message. */
  play(move: TesseraMove): Promise<{ ok: true; value: TesseraStep } | { ok: false; message: string }>;
  /** Takes moves back until it is the seat's turn again, or returns `null` when there is nothing to take back. */
  undoTo?(seat: number): TesseraState | null;
  /**
   * At a table where the other seats play elsewhere (online): waits until it is the seat's turn or the game
   * is over, calling `onChange` at each news. A local table has none: the page plays its bots itself.
   */
  awaitTurn?(seat: number, onChange: () => void): Promise<void>;
}

/** A table in the page, on the package's history (for undo). */
export function localTable(first: TesseraState): TesseraTable {
  let history: History<TesseraState, TesseraMove, TesseraEvent> = startHistory(first);
  return {
    current: () => currentState(history),
    play(move) {
      const played = playInHistory(tessera, history, move);
      if (!played.ok) return Promise.resolve({ ok: false, message: played.error.message });
      history = played.value;
      return Promise.resolve({ ok: true, value: { state: currentState(history), events: history.steps[history.index]!.events } });
    },
    undoTo(seat) {
      if (history.index === 0) return null;
      do history = undo(history);
      while (history.index > 0 && currentState(history).turn !== seat);
      return currentState(history);
    },
  };
}
