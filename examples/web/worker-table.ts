/// <reference lib="dom" />
/**
 * The page's end of a table in a Web Worker (`table-server.ts` is the worker's end): it starts the worker from
 * its bundled script, posts the page's requests and hands on the worker's replies. The page holds only what the
 * replies carry.
 */
import { t } from './page-text.js';

/** A connection to a worker's table: send requests; the replies go to the `onReply` it was opened with. */
export interface WorkerLink<Request> {
  send(request: Request): void;
}

/**
 * Starts a table's worker; its replies go to `onReply`, and a failure to start (from a `file://` page) or a
 * worker's error to `onFailure`.
 *
 * @param script - the worker's bundle, beside the page: `"dist/tessera-server.js"`.
 */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the replies are the worker's protocol's: the page trusts its own worker
export function openWorker<Request, Reply>(script: string, onReply: (reply: Reply) => void, onFailure: (message: string) => void): WorkerLink<Request> | null {
  let worker: Worker;
  try {
    worker = new Worker(new URL(`./${script}`, location.href));
  } catch {
    onFailure(t('worker.from-file'));
    return null;
  }
  worker.onmessage = (event: MessageEvent<Reply>) => {
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
