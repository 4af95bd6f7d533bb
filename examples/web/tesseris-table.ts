/// <reference lib="dom" />
/**
 * Where the Tesseris page's moves go: a server that holds the game. Served by `npm run serve`, it is that
 * server (`online-tesseris.ts`); otherwise it runs in a Web Worker (`dist/tesseris-server.js`). Either way
 * the page itself never holds another seat's cards, and both take the same requests and give the same replies.
 */
import { servedOnline } from './online-seat.js';
import { onlineTable } from './online-tesseris.js';
import type { ServerReply, ServerRequest } from './tesseris-protocol.js';
import { openWorker } from './worker-table.js';

/** A connection to the table: send requests, receive replies. */
export interface TesserisTable {
  send(request: ServerRequest): void;
}

/**
 * The online table when the page was served by `npm run serve` (see `servedOnline`), else the worker table; a
 * worker that cannot start has said so through `onFailure`, and its table takes requests to no one.
 *
 * @param humans - online, the seats left for people (the page's own included); the others get the server's bots.
 */
export function chooseTable(humans: number, onReply: (reply: ServerReply) => void, onFailure: (message: string) => void): TesserisTable {
  if (servedOnline('tesseris')) return onlineTable(humans, onReply, onFailure);
  return openWorker<ServerRequest, ServerReply>('dist/tesseris-server.js', onReply, onFailure) ?? { send: () => undefined };
}
