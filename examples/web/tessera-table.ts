/// <reference lib="dom" />
/**
 * Where the Tessera page's moves go: a table that holds the game and answers each move with the seat's new
 * view and the step's events. The page itself holds views only, never a state: a state's seed and generator
 * would tell every refill to come. A game against bots is held by a Web Worker (`tessera-server.ts`), which
 * plays the bots too; a solo challenge, whose bag is never drawn from, by a table in the page; an online game
 * by the server that served the page (`online-tessera.ts`).
 */
import {
  currentState,
  playInHistory,
  playerView,
  startHistory,
  tessera,
  undo,
  unwrap,
  type History,
  type TesseraBotName,
  type TesseraEvent,
  type TesseraMove,
  type TesseraOptions,
  type TesseraState,
  type TesseraView,
} from 'tessera-engine/tessera';
import type { TesseraReply, TesseraRequest } from './tessera-protocol.js';
import { t } from './page-text.js';
import { openWorker } from './worker-table.js';

/** A played move: the move, the seat's view after it and the step's events, in order. */
export interface TesseraStep {
  readonly move: TesseraMove;
  readonly view: TesseraView;
  readonly events: readonly TesseraEvent[];
}

/** A step, or the message of a refusal. */
export type Played = { ok: true; value: TesseraStep } | { ok: false; message: string };

/** A table the page plays at. */
export interface TesseraTable {
  /** The game as the page's seat sees it. */
  current(): TesseraView;
  /** Plays the page's move; a refused move gives its message. */
  play(move: TesseraMove): Promise<Played>;
  /** At a table that plays its own bots (the worker's): the bot whose turn it is plays its move. */
  readonly playBot?: () => Promise<Played>;
  /** Takes moves back until it is the page's seat's turn again; `null` when there is nothing to take back. */
  readonly undoTo?: () => Promise<TesseraView | null>;
  /**
   * At a table where the other seats play elsewhere (online): waits until it is the seat's turn or the game
   * is over, calling `onChange` at each news.
   */
  awaitTurn?(seat: number, onChange: () => void): Promise<void>;
  /** At the worker's table: the record of the game, once it is over (it names the seed); `null` before. */
  readonly record?: () => string | null;
}

/** A solo challenge's table, in the page, on the package's history (for undo). The challenge's position is public, and it ends before any refill. */
export function challengeTable(first: TesseraState): TesseraTable {
  let history: History<TesseraState, TesseraMove, TesseraEvent> = startHistory(first);
  const viewNow = (): TesseraView => unwrap(playerView(currentState(history), 0));
  let view = viewNow();
  return {
    current: () => view,
    play(move) {
      const played = playInHistory(tessera, history, move);
      if (!played.ok) return Promise.resolve({ ok: false, message: played.error.message });
      history = played.value;
      view = viewNow();
      return Promise.resolve({ ok: true, value: { move, view, events: history.steps[history.index]!.events } });
    },
    undoTo: () => {
      if (history.index === 0) return Promise.resolve(null);
      history = undo(history);
      view = viewNow();
      return Promise.resolve(view);
    },
  };
}

/**
 * Starts a game at a table in a Web Worker, which draws the seed when `options` names none and plays the
 * bots. It gives the table and the start's events, or the message of a failure.
 */
export async function workerTable(
  options: TesseraOptions,
  bot: TesseraBotName,
  think: number,
): Promise<{ table: TesseraTable; events: readonly TesseraEvent[] } | { failure: string }> {
  // Each request gets one reply, a message or a refusal, in order; the record comes besides.
  const waiting: ((reply: Played) => void)[] = [];
  let view: TesseraView | null = null;
  let record: string | null = null;
  const answer = (played: Played): void => {
    waiting.shift()?.(played);
  };
  // A worker that cannot start (from a file) says why, in the page's language, before any request waits.
  const failed = { message: t('worker.from-file') };
  const link = openWorker<TesseraRequest, TesseraReply>(
    'dist/tessera-server.js',
    (reply) => {
      if (reply.type === 'over') record = reply.record;
      else if (reply.type === 'refused') answer({ ok: false, message: reply.message });
      else {
        view = reply.message.view;
        answer({ ok: true, value: { move: reply.move!, view, events: reply.message.events } });
      }
    },
    (message) => {
      failed.message = message;
      for (const waiter of waiting.splice(0)) waiter({ ok: false, message });
    },
  );
  if (link === null) return { failure: failed.message };
  const ask = (request: TesseraRequest): Promise<Played> =>
    new Promise((resolve) => {
      waiting.push(resolve);
      link.send(request);
    });
  const started = await ask({ type: 'start', options, bot, think });
  if (!started.ok) return { failure: started.message };
  return {
    events: started.value.events,
    table: {
      current: () => view!,
      play: (move) => ask({ type: 'move', move }),
      playBot: () => ask({ type: 'bot' }),
      undoTo: async () => {
        const undone = await ask({ type: 'undo' });
        return undone.ok ? undone.value.view : null;
      },
      record: () => record,
    },
  };
}
