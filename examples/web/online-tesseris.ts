/// <reference lib="dom" />
/**
 * The Tesseris page's table on the real server: the same requests and replies as the worker table
 * (`tesseris-protocol.ts`), carried by a seat of a boardgame.io match (`online-seat.ts`). Bots play on the
 * server, with their seats' views only; the page receives its own seat's view and nothing else.
 */
import type { TableView } from 'tessera-engine/boardgame.io';
import type { TesserisMove, TesserisView } from 'tessera-engine/tesseris';
import { takeSeat, type OnlineSeat } from './online-seat.js';
import { t } from './page-text.js';
import type { ServerReply, ServerRequest } from './tesseris-protocol.js';

/** Passes the seat's news to the page: its seat and the bots' once, each new view, a new refusal, and whose turn it is. */
function relay(online: OnlineSeat<TesserisView, TesserisMove>, onReply: (reply: ServerReply) => void): void {
  onReply({ type: 'seat', seat: online.seat, bots: online.bots });
  // A move the server did not play (made at a position the match had left): said, and the news that follows shows the match as it is.
  // The server refuses a socket's own moves only: each refusal is of this tab's move, even once another tab's news came.
  online.onRefused((message) => {
    onReply({ type: 'refused', message: t('online.not-taken', { message }) });
  });
  // A refused sync: the match is gone or the seat is not this tab's; the seat has said so, and the page drops the board.
  void online.lost.then(() => {
    onReply({ type: 'lost' });
  });
  let refusal = 'null';
  let shown = '';
  online.client.subscribe(({ table, currentPlayer, gameover }: { table: TableView<TesserisView, never>; currentPlayer: string; gameover: unknown }) => {
    const refused = JSON.stringify(table.refusal);
    if (refused !== refusal && table.refusal !== null) onReply({ type: 'refused', message: table.refusal.message });
    refusal = refused;
    if (table.view === null) return;
    const now = JSON.stringify([table.view, currentPlayer]);
    if (now === shown) return;
    shown = now;
    onReply({ type: 'message', message: { seat: online.seat, view: table.view, events: [] } });
    const over = gameover !== undefined || table.view.phase === 'over';
    onReply(over || currentPlayer === String(online.seat) ? { type: 'ready' } : { type: 'thinking', seat: Number(currentPlayer) });
  });
}

/**
 * A table at a match of the server that served the page: `start` creates or joins the match, `move` plays for
 * the page's seat; `skip` has nothing to skip (the server's bots do not pause).
 *
 * @param humans - the seats left for people, the page's own included; the others get the server's bots.
 */
export function onlineTable(
  humans: number,
  onReply: (reply: ServerReply) => void,
  onFailure: (message: string) => void,
): { send(request: ServerRequest): void } {
  let online: OnlineSeat<TesserisView, TesserisMove> | null = null;
  return {
    send(request) {
      if (request.type === 'start') {
        // Without a seed in the address, the server draws its own, which no client sees.
        const { players, rounds, seed } = request.options;
        const setupData = { rounds, ...(seed === undefined ? {} : { seed }) };
        takeSeat<TesserisView, TesserisMove>('tesseris', { players, humans, setupData }).then(
          (seat) => {
            online = seat;
            relay(seat, onReply);
          },
          (error: unknown) => {
            onFailure(t('online.failed', { message: error instanceof Error ? error.message : String(error) }));
          },
        );
      } else if (request.type === 'move') online?.client.play(request.move);
    },
  };
}
