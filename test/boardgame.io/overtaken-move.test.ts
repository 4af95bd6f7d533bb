/**
 * A move whose write another process overtook: two tabs of one seat, one on each of two processes, move at the
 * same state, and `checkedPostgresStore` fails the second write with `StaleWriteError`. The tab whose move lost
 * is refused as it is on one process, with the state the match is at, not left to wait without a word. Here one
 * process, whose store stores a rival's move of the same number before it fails the write, stands in for the
 * other process.
 */
import { Server, SocketIO } from 'boardgame.io/server';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { unwrap } from 'tessera-engine';
import { boardgameGame, guardedSocketIO, seatCredentialsMatch, securedStorage, StaleWriteError } from 'tessera-engine/boardgame.io';
import { spectatorView, tessera, type TesseraMove, type TesseraView } from 'tessera-engine/tessera';
import type { State } from 'boardgame.io';
import { STALE_MOVE } from '../../src/boardgame.io/stored-match.js';
import { connect, createMatch, memoryStorageWith, runOnLoopback, settle, until, type LoopbackServer } from './helpers.js';

/** The matches whose next write is overtaken: the rival's state is stored, and the write fails. */
const overtakeNextWrite = new Set<string>();
let server: LoopbackServer;

beforeAll(async () => {
  const { db: store } = memoryStorageWith((memory) => ({
    setState: async (matchID: string, state: State, deltalog?: unknown[]) => {
      if (!overtakeNextWrite.delete(matchID)) return memory.setState(matchID, state, deltalog as never);
      await memory.setState(matchID, { ...state, G: { ...(state.G as object), rival: true } }, deltalog as never);
      throw new StaleWriteError(matchID, state._stateID);
    },
  }));
  const { db, pubSub } = securedStorage(store);
  const transport = unwrap(guardedSocketIO(SocketIO, { db, pubSub }));
  const games = [boardgameGame(tessera, { spectatorView })];
  server = await runOnLoopback(Server({ games, db, transport, authenticateCredentials: seatCredentialsMatch, origins: [/^http:\/\/127\.0\.0\.1(:\d+)?$/] }));
});
afterAll(async () => server.close());

test("a move whose write another process overtook is refused with the match's state, and its state is never sent", async () => {
  const { matchID, credentials } = await createMatch(server.url, 'tessera', 2, {}, [0, 1]);
  const seats = [0, 1].map((seat) => connect<TesseraView, TesseraMove>(server.url, 'tessera', matchID, String(seat), credentials[seat]));
  try {
    await until(() => seats.every(({ seat }) => seat.snapshot !== null), 10_000, 'both syncs');
    const { stateID, table } = seats[0]!.seat.snapshot!;
    const view = table.view as TesseraView;
    const mover = seats[view.turn]!;
    overtakeNextWrite.add(matchID);
    mover.seat.play(tessera.legalMovesForView(view)[0]!);
    await until(() => mover.frames.some(([event]) => event === 'refused'), 10_000, 'the refusal');
    expect(mover.frames.filter(([event]) => event === 'refused')).toEqual([['refused', STALE_MOVE, { stateID: stateID + 1 }]]);
    await settle(300);
    // The failed write's state reached no one.
    for (const { frames } of seats) expect(frames.filter(([event]) => event === 'update' || event === 'patch')).toEqual([]);
  } finally {
    for (const { socket } of seats) socket.disconnect();
  }
});
