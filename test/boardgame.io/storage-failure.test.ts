/**
 * A storage call that fails (a stale write, a connection pool that timed out under load) must cost a move a
 * retry, not the server process: the embedded server, with one store made to fail, keeps serving, the seat
 * whose move was lost sends it again, and the match reaches its end.
 */
import { describe, expect, test } from 'vitest';
import type { TesseraView } from 'tessera-engine/tessera';
import { autoplayTessera, connect, createMatch, until } from './helpers.js';
import { serversStoppedAfterAll, startServerProcess } from './processes.js';

const started = serversStoppedAfterAll();

describe.skipIf(process.env.TEST_DIST === '1')('a failed storage call', () => {
  test('neither kills the server process nor loses the move', { timeout: 180_000 }, async () => {
    const failAt = 6;
    const server = await startServerProcess(0, {
      TABLES_ACCEPT_SEED: '1',
      TABLES_FAULT_FAIL_STORE_AT_STATE_ID: String(failAt),
      DATABASE_URL: undefined,
      REDIS_URL: undefined,
      DATA_DIR: undefined,
    });
    started.push(server);
    const { matchID, credentials } = await createMatch(server.url, 'tessera', 2, { seed: 'storage-failure' }, [0, 1]);
    const [a, b] = [
      connect<TesseraView, unknown>(server.url, 'tessera', matchID, '0', credentials[0]),
      connect<TesseraView, unknown>(server.url, 'tessera', matchID, '1', credentials[1]),
    ];
    autoplayTessera(a, 0);
    autoplayTessera(b, 1);
    const ended = (): boolean => a.seat.snapshot?.gameover !== undefined && b.seat.snapshot?.gameover !== undefined;
    const died = (): boolean => server.child.exitCode !== null || server.child.signalCode !== null;
    await until(() => ended() || died(), 150_000, 'the end of the match');

    // The store failed once, the process said so and lives on.
    expect(server.output()).toContain(`guardedSocketIO: a move failed: store-failed ${matchID} ${failAt}`);
    expect(server.child.exitCode).toBeNull();
    expect(server.child.signalCode).toBeNull();
    // Both seats reached the same end, and each move was stored once: the state IDs have no gap.
    const [endA, endB] = [a.seat.snapshot!, b.seat.snapshot!];
    expect(endA.stateID).toBe(endB.stateID);
    expect(endA.table.moveCount).toBe(endB.table.moveCount);
    // A new match on the same process still plays.
    const again = await createMatch(server.url, 'tessera', 2, { seed: 'after' }, [0, 1]);
    const c = connect<TesseraView, unknown>(server.url, 'tessera', again.matchID, '0', again.credentials[0]);
    await until(() => c.seat.snapshot !== null, 20_000, 'a new match');
    for (const client of [a, b, c]) {
      client.seat.close();
      client.socket.disconnect();
    }
  });
});
