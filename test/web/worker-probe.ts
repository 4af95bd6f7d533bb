/**
 * What anyone can do from the console of a loaded page to its table in a Web Worker: post it requests, and read
 * every message it sends the page. The tests use it to show that a worker's table answers the page's seat only,
 * and that what the page receives holds nothing the seat may not see.
 */
import type { Page } from 'playwright-core';

/**
 * Reloads the page with a watch on its workers, set before any of its scripts runs: the worker started from
 * `script` is kept in `window.worker`, and every message any worker sends the page is kept, in order, in
 * `window.received`.
 */
export async function watchWorkers(page: Page, script: string): Promise<void> {
  await page.addInitScript((script) => {
    const received: unknown[] = [];
    Reflect.set(window, 'received', received);
    const Original = window.Worker;
    window.Worker = class extends Original {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        if (String(url).endsWith(script)) Reflect.set(window, 'worker', this);
        this.addEventListener('message', (event: MessageEvent) => received.push(event.data));
      }
    };
  }, script);
  await page.reload();
}

/** Every message the page has received from its workers (see `watchWorkers`), as JSON texts. */
export async function receivedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => (Reflect.get(window, 'received') as unknown[]).map((message) => JSON.stringify(message)));
}

/** Posts requests to the worker kept in `window.worker` and gives its next `count` replies. */
export async function postToWorker(page: Page, requests: readonly unknown[], count: number): Promise<{ type: string; message?: unknown }[]> {
  return page.evaluate(
    ([requests, count]) =>
      new Promise<{ type: string; message?: unknown }[]>((resolve) => {
        const worker = Reflect.get(window, 'worker') as Worker;
        const replies: { type: string; message?: unknown }[] = [];
        const listen = (event: MessageEvent<{ type: string; message?: unknown }>): void => {
          replies.push(event.data);
          if (replies.length < count) return;
          worker.removeEventListener('message', listen);
          resolve(replies);
        };
        worker.addEventListener('message', listen);
        for (const request of requests) worker.postMessage(request);
      }),
    [requests, count] as const,
  );
}
