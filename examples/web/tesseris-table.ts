/// <reference lib="dom" />
/**
 * Where the Tesseris page's moves go: a server that holds the game. This one runs in a Web Worker
 * (`dist/tesseris-server.js`), so the page itself never holds another seat's cards; an online client replaces
 * it with one that talks to a real server, with the same requests and replies.
 */
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
    onFailure(
      'The table runs in a Web Worker, which this browser cannot start from a file: serve the folder over HTTP (for example `npx serve examples/web`).',
    );
    return null;
  }
  worker.onmessage = (event: MessageEvent<ServerReply>) => {
    onReply(event.data);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    onFailure(`The table's worker failed: ${event.message || 'it could not load (open the page over HTTP, not from a file)'}`);
  };
  return {
    send: (request) => {
      worker.postMessage(request);
    },
  };
}
