/// <reference lib="dom" />
/**
 * Where the Tesseris page's moves go: a server that holds the game. Served by `npm run serve`, it is that
 * server (`online-tesseris.ts`); otherwise it runs in a Web Worker (`dist/tesseris-server.js`). Either way
 * the page itself never holds another seat's cards, and both take the same requests and give the same replies.
 */
import { servedOnline } from './online-seat.js';
import { onlineTable } from './online-tesseris.js';
import { t } from './page-text.js';
import type { ServerReply, ServerRequest } from './tesseris-protocol.js';

/** A connection to the table: send requests, receive replies. */
export interface TesserisTable {
  send(request: ServerRequest): void;
}

/** Starts the worker server; its replies go to `onReply`, and a failure to start to `onFailure`. */
export function workerTable(onReply: (reply: ServerReply) => void, onFailure: (message: string) => void): TesserisTable | null {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./dist/tesseris-server.js', location.href));
  } catch {
    onFailure(t('worker.from-file'));
    return null;
  }
  worker.onmessage = (event: MessageEvent<ServerReply>) => {
    onReply(event.data);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    onFailure(t('worker.failed', { message: event.message || t('worker.not-loaded') }));
  };
  return {
    send: (request) => {
      worker.postMessage(request);
    },
  };
}

/**
 * The online table when the page was served by `npm run serve` (see `servedOnline`), else the worker table.
 * Requests sent before the choice is made wait for it.
 *
 * @param humans - online, the seats left for people (the page's own included); the others get the server's bots.
 */
export function chooseTable(humans: number, onReply: (reply: ServerReply) => void, onFailure: (message: string) => void): TesserisTable {
  const queued: ServerRequest[] = [];
  let chosen: TesserisTable | null = null;
  void servedOnline('tesseris').then((online) => {
    const table = online ? onlineTable(humans, onReply, onFailure) : workerTable(onReply, onFailure);
    if (table === null) return;
    chosen = table;
    for (const request of queued.splice(0)) table.send(request);
  });
  return {
    send: (request) => {
      if (chosen === null) queued.push(request);
      else chosen.send(request);
    },
  };
}
