/**
 * The server on Bun and Deno: `server/main.ts` run by Bun (the `bun` package of the lock file), embedded, in a data folder.
 * Bun 1.4's `node:http` does not hand an upgraded socket over to the code that asked for it (oven-sh/bun#32195), so
 * socket.io's WebSocket transport never opens there: a client that allows WebSocket alone never connects, and one
 * with socket.io's default transports (long polling, then an upgrade that never completes) stays on long polling.
 * Over long polling, two seats of a Tesseris match get their own views, a move goes through, and no frame either
 * receives holds the other's cards (`checkFrames`). Deno 2.9 does not start it: boardgame.io 0.50 has no `exports`,
 * and Deno's module resolution refuses its folder import `boardgame.io/server`. `docs/pitfalls.md` says what this
 * means for a deployment; the package itself on Bun and Deno is `test/runtimes.test.ts`'s.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { applyMove, playerView, setup, spectatorView, tesseris, unwrap, type TesserisView } from 'tessera-engine/tesseris';
import { BUN_COMMAND, QUIET_DENO, binaryOf } from '../helpers/binaries.js';
import { checkFrames } from './frames.js';
import { connect, createMatch, until } from './helpers.js';
import { startServerProcess, type ServerProcess } from './processes.js';

let server: ServerProcess | undefined;
/** The server's data folder, made when its tests run. */
let dataDir = '';

describe.skipIf(process.env.TEST_DIST === '1')('the server on Bun', () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tables-bun-'));
    server = await startServerProcess(0, { DATA_DIR: dataDir, TABLES_ACCEPT_SEED: '1', DATABASE_URL: undefined, REDIS_URL: undefined }, BUN_COMMAND);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a client that allows WebSocket alone never connects (oven-sh/bun#32195), as docs/pitfalls.md says', async () => {
    const socket = io(`${server!.url}/tesseris`, { transports: ['websocket'], forceNew: true, reconnection: false, timeout: 3_000 });
    const outcome = await new Promise<string>((resolve) => {
      socket.on('connect', () => {
        resolve('connected');
      });
      socket.on('connect_error', () => {
        resolve('refused');
      });
      setTimeout(() => {
        resolve('no answer');
      }, 5_000);
    });
    socket.disconnect();
    expect(outcome).not.toBe('connected');
  }, 30_000);

  test('over long polling, each seat gets its own view, a move goes through, and no frame holds the other seat’s cards', async () => {
    const seed = 'on-bun';
    const { matchID, credentials } = await createMatch(server!.url, 'tesseris', 2, { seed, rounds: 1 }, [0, 1]);
    const clients = [0, 1].map((seat) => connect<TesserisView, unknown>(server!.url, 'tesseris', matchID, String(seat), credentials[seat], ['polling']));
    try {
      const start = unwrap(setup({ players: 2, seed, rounds: 1 }));
      await until(() => clients.every((client) => client.seat.snapshot !== null), 30_000, 'both seats’ first states');
      for (const [seat, client] of clients.entries()) expect(client.seat.snapshot!.table.view).toEqual(unwrap(playerView(start, seat)));
      const mover = start.turn;
      const move = tesseris.legalMovesForView(clients[mover]!.seat.snapshot!.table.view as TesserisView)[0]!;
      clients[mover]!.seat.play(move);
      await until(() => clients.every((client) => client.seat.snapshot!.table.moveCount === 1), 30_000, 'the move at both seats');
      const next = unwrap(applyMove(start, move)).state;
      for (const [seat, client] of clients.entries()) expect(client.seat.snapshot!.table.view).toEqual(unwrap(playerView(next, seat)));
      for (const [seat, client] of clients.entries())
        expect(checkFrames(tesseris as never, spectatorView as never, [start, next], client.frames, String(seat), seed)).toBeGreaterThan(0);
    } finally {
      for (const client of clients) client.socket.disconnect();
    }
  }, 120_000);
});

describe.skipIf(process.env.TEST_DIST === '1')('the server on Deno', () => {
  test('does not start: Deno refuses boardgame.io’s folder import, as docs/pitfalls.md says', () => {
    let output = '';
    try {
      execFileSync(binaryOf('deno'), ['run', '--allow-all', 'server/main.ts'], {
        encoding: 'utf8',
        env: { ...process.env, ...QUIET_DENO, PORT: '0', DATABASE_URL: undefined, REDIS_URL: undefined },
        stdio: 'pipe',
        timeout: 60_000,
      });
    } catch (error) {
      output = (error as { stderr: string }).stderr;
    }
    expect(output).toMatch(/ERR_UNSUPPORTED_DIR_IMPORT.*boardgame\.io\/server/);
  }, 90_000);
});
