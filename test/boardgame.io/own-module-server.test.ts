/**
 * A game module of the caller's own (`{ ...tessera, playerView: mine }`, as docs/pitfalls.md shows), served by a
 * real boardgame.io server through `boardgameGame`: when one of its functions throws, the adapter turns it into a
 * refusal or an empty view, and the server, its sockets and the match go on. `test/core/module-calls.test.ts`
 * calls the adapter's hooks directly; this reads what the clients of a running server receive.
 */
import { Server } from 'boardgame.io/server';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { boardgameGame } from 'tessera-engine/boardgame.io';
import { tessera, unwrap, type TesseraMove, type TesseraState, type TesseraView } from 'tessera-engine/tessera';
import { connect, createMatch, runOnLoopback, until, type LoopbackServer, type RecordingClient } from './helpers.js';

/** The module's functions that throw while their flag is up. */
const failing = { playerView: false, validateMove: false, applyMove: false, currentPlayer: false, outcome: false, formatMove: false };

/** Tessera's module with each function of `failing` throwing while its flag is up. */
const ownTessera = {
  ...tessera,
  ...Object.fromEntries(
    (Object.keys(failing) as (keyof typeof failing)[]).map((name) => [
      name,
      (...args: unknown[]): unknown => {
        if (failing[name]) throw new Error(`${name} failed on purpose`);
        return (tessera as unknown as Record<typeof name, (...args: unknown[]) => unknown>)[name](...args);
      },
    ]),
  ),
} as typeof tessera;

let server: LoopbackServer;
let url = '';
beforeAll(async () => {
  server = await runOnLoopback(Server({ games: [boardgameGame(ownTessera, { acceptSeed: true })], origins: [/^http:\/\/127\.0\.0\.1(:\d+)?$/] }));
  url = server.url;
});
afterAll(async () => server.close());

type Client = RecordingClient<TesseraView, TesseraMove>;

/** Waits for the client's next state after `stateID`, and returns it. */
async function nextSnapshot(client: Client, stateID: number) {
  await until(() => (client.seat.snapshot?.stateID ?? -1) > stateID, 5_000, 'the next state');
  return client.seat.snapshot!;
}

/** The match's state, rebuilt beside it from the moves it accepted: the clients are sent no view while playerView fails. */
let local: TesseraState = unwrap(tessera.setup({ players: 2, seed: 'own module' }));
const firstLegalMove = (): TesseraMove => tessera.legalMoves(local)[0]!;

test('a module function that throws is a refusal or an empty view on a real server, and the match plays on', async () => {
  const { matchID, credentials } = await createMatch(url, 'tessera', 2, { seed: 'own module' }, [0, 1]);
  const seats = [
    connect<TesseraView, TesseraMove>(url, 'tessera', matchID, '0', credentials[0]),
    connect<TesseraView, TesseraMove>(url, 'tessera', matchID, '1', credentials[1]),
  ];
  await until(() => seats.every((seat) => seat.seat.snapshot !== null), 5_000, 'both seats');
  const first = seats[0]!.seat.snapshot!;
  expect(first.currentPlayer).toBe('0');

  // validateMove, applyMove and formatMove: the move is refused with module-failed, and the state stays.
  for (const name of ['validateMove', 'applyMove', 'formatMove'] as const) {
    failing[name] = true;
    const before = seats[0]!.seat.snapshot!;
    seats[0]!.seat.play(firstLegalMove());
    const after = await nextSnapshot(seats[0]!, before.stateID);
    failing[name] = false;
    expect(after.table.refusal).toMatchObject({ code: 'module-failed' });
    expect(after.table.refusal!.message).toContain(name);
    expect(after.table.moveCount).toBe(0);
  }

  // currentPlayer: no seat is to act, so the move is refused as another seat's.
  failing.currentPlayer = true;
  const before = seats[0]!.seat.snapshot!;
  seats[0]!.seat.play(firstLegalMove());
  const refused = await nextSnapshot(seats[0]!, before.stateID);
  failing.currentPlayer = false;
  expect(refused.table.refusal).toMatchObject({ code: 'wrong-player' });

  // playerView and outcome: the move is played; every seat is sent an empty view, and the match is not over.
  failing.playerView = true;
  failing.outcome = true;
  const stateID = seats[1]!.seat.snapshot!.stateID;
  seats[0]!.seat.play(firstLegalMove());
  local = unwrap(tessera.applyMove(local, firstLegalMove())).state;
  const blind = await Promise.all(seats.map((seat) => nextSnapshot(seat, stateID)));
  failing.playerView = false;
  failing.outcome = false;
  for (const snapshot of blind) {
    expect(snapshot.table).toMatchObject({ view: null, moveCount: 1, refusal: null });
    expect(snapshot.gameover).toBeUndefined();
  }

  // With the module well again, the match goes on from where it was.
  const seen = seats[1]!.seat.snapshot!.stateID;
  seats[1]!.seat.play(firstLegalMove());
  const played = await nextSnapshot(seats[1]!, seen);
  expect(played.table.moveCount).toBe(2);
  expect(played.table.view).not.toBeNull();
  for (const seat of seats) seat.socket.disconnect();
});
