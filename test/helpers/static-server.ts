/**
 * A static file server for the browser tests, on a free port of 127.0.0.1: a page cannot start Web Workers from
 * `file://`.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.png': 'image/png' };

/** A running server: the origin to open, and how to stop it. */
export interface StaticServer {
  readonly origin: string;
  close(): Promise<void>;
}

/** Serves the files of `folder`; a path that ends in `/` serves that folder's `index.html`, and a missing file answers 404. */
export function serveFolder(folder: string): Promise<StaticServer> {
  const base = normalize(folder + sep);
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/\/$/, '/index.html');
    const file = join(base, path);
    if (!file.startsWith(base)) return void response.writeHead(403).end();
    readFile(file).then(
      (body) => response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      resolve({
        origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
        close: () =>
          new Promise((closed) => {
            server.close(() => {
              closed();
            });
          }),
      });
    }),
  );
}
