/**
 * A move whose write another process overtook: two tabs of one seat, one on each of two processes, move at the
 * same state, and `checkedPostgresStore` fails the second write with `StaleWriteError`. The tab whose move lost
 * is refused as it is on one process, with the state the match is at, not left to wait without a word; and so is
 * a move that boardgame.io dropped because the other process's move was stored after the guards read the match.
 * Here one process, whose store stores a rival move of the same number at the worst moment, stands in for both.
 */
import { Server, SocketIO } from 'boardgame.io/server';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { unwrap } from 'tessera-engine';
import { boardgameGame, guardedSocketIO, seatCredentialsMatch, securedStorage, StaleWriteError } from 'tessera-engine/boardgame.io';
import { spectatorView, tessera, type TesseraMove, type TesseraView } from 'tessera-engine/tessera';
import type { State, StorageAPI } from 'boardgame.io';
import { STALE_MOVE } from '../../src/boardgame.io/stored-match.js';
import { connect, createMatch, memoryStorageWith, runOnLoopback, settle, until, type LoopbackServer } from './helpers.js';

/** How each match's next move is overtaken by a rival move of the same number, stored by "another process". */
const overtaken = new Map<string, 'write' | 'read'>();
let server: LoopbackServer;

beforeAll(async () => {
  const { db: store } = memoryStorageWith((memory) => {
    const storeRival = async (matchID: string, state: State, deltalog?: unknown[]): Promise<void> =>
      memory.setState(matchID, { ...state, G: { ...(state.G as object), rival: true } }, deltalog as never);
    return {
      // Overtaken at its write: the rival was stored first, and checkedPostgresStore fails this write.
      setState: async (matchID: string, state: State, deltalog?: unknown[]) => {
        if (overtaken.get(matchID) !== 'write') return memory.setState(matchID, state, deltalog as never);
        overtaken.delete(matchID);
        await storeRival(matchID, state);
        throw new StaleWriteError(matchID, state._stateID);
      },
      // Overtaken after the guards read the match, before boardgame.io's own read of its state (its move
      // handler reads `{ state: true }` alone), which then drops the move, only logging it.
      fetch: async (matchID: string, opts: StorageAPI.FetchOpts) => {
        if (overtaken.get(matchID) === 'read' && opts.state === true && opts.metadata !== true) {
          overtaken.delete(matchID);
          const { state } = await memory.fetch(matchID, { state: true });
          await storeRival(matchID, { ...state, _stateID: state._stateID + 1 });
        }
        return memory.fetch(matchID, opts);
      },
    };
  });
  const { db, pubSub } = securedStorage(store);
  const transport = unwrap(guardedSocketIO(SocketIO, { db, pubSub }));
  const games = [boardgameGame(tessera, { spectatorView })];
  server = await runOnLoopback(Server({ games, db, transport, authenticateCredentials: seatCredentialsMatch, origins: [/^http:\/\/127\.0\.0\.1(:\d+)?$/] }));
});
afterAll(async () => server.close());

/**
 * A new two-seat match with both seats synced; runs `body` with the match, its seats (the mover first, the seat
 * to act) and the first state, then disconnects them.
 */
async function withSyncedSeats(
  body: (match: { matchID: string; stateID: number; view: TesseraView; mover: Seated; other: Seated }) => Promise<void>,
): Promise<void> {
  const { matchID, credentials } = await createMatch(server.url, 'tessera', 2, {}, [0, 1]);
  const seats = [0, 1].map((seat) => connect<TesseraView, TesseraMove>(server.url, 'tessera', matchID, String(seat), credentials[seat]));
  try {
    await until(() => seats.every(({ seat }) => seat.snapshot !== null), 10_000, 'both syncs');
    const { stateID, table } = seats[0]!.seat.snapshot!;
    const view = table.view as TesseraView;
    await body({ matchID, stateID, view, mover: seats[view.turn]!, other: seats[1 - view.turn]! });
  } finally {
    for (const { socket } of seats) socket.disconnect();
  }
}

/** A seat's client, with the frames it received. */
type Seated = ReturnType<typeof connect<TesseraView, TesseraMove>>;

test.each([
  ['its write failed (StaleWriteError)', 'write'],
  ['boardgame.io dropped it', 'read'],
] as const)("a move that another process's overtook is refused with the match's state, and its state is never sent: %s", async (_name, how) => {
  await withSyncedSeats(async ({ matchID, stateID, view, mover, other }) => {
    overtaken.set(matchID, how);
    mover.seat.play(tessera.legalMovesForView(view)[0]!);
    await until(() => mover.frames.some(([event]) => event === 'refused'), 10_000, 'the refusal');
    expect(mover.frames.filter(([event]) => event === 'refused')).toEqual([['refused', STALE_MOVE, { code: 'stale-move', stateID: stateID + 1 }]]);
    await settle(300);
    // The failed write's state reached no one.
    for (const { frames } of [mover, other]) expect(frames.filter(([event]) => event === 'update' || event === 'patch')).toEqual([]);
  });
});

test('a move that was stored is acknowledged to its sender alone, with the state it was made at', async () => {
  await withSyncedSeats(async ({ matchID, stateID, view, mover, other }) => {
    mover.seat.play(tessera.legalMovesForView(view)[0]!);
    await until(() => !mover.seat.awaitingConfirmation && (mover.seat.snapshot?.stateID ?? 0) > stateID, 10_000, 'the move stored');
    expect(mover.frames.filter(([event]) => event === 'stored')).toEqual([['stored', matchID, stateID]]);
    expect(other.frames.filter(([event]) => event === 'stored')).toEqual([]);
  });
});
