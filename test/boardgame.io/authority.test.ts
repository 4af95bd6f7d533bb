/**
 * Authority, through a real boardgame.io server on 127.0.0.1 and raw socket.io clients that bypass any page:
 * wrong or missing credentials, a spectator's move, another seat's move, boardgame.io's own actions that
 * rewrite a state, malformed and huge packets are all refused, the match is unchanged, the process alive.
 */
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { State, StorageAPI } from 'boardgame.io';
import type { TableState } from 'tessera-engine/boardgame.io';
import { tessera, type TesseraView } from 'tessera-engine/tessera';
import { tesseris, type TesserisView } from 'tessera-engine/tesseris';
import { memoryStorage } from '../../server/memory-storage.js';
import { startTables, type Tables } from '../../server/tables.js';
import { connect, createMatch, lobby, settle, until } from './helpers.js';

let tables: Tables;
const db: StorageAPI.Async = memoryStorage();
beforeAll(async () => {
  tables = await startTables({ port: 0, db });
});
afterAll(async () => tables.close());

const stored = async (matchID: string): Promise<State> => (await db.fetch(matchID, { state: true })).state;
const play = (move: unknown, playerID: unknown, credentials: unknown) => ({
  type: 'MAKE_MOVE',
  payload: { type: 'play', args: [move], playerID, credentials },
});

describe('a match refuses whoever may not act, and stays as it was', () => {
  test('credentials, seats, spectators, boardgame.io actions, malformed and huge packets', async () => {
    const { matchID, credentials } = await createMatch(tables.url, 'tesseris', 3, {}, [0, 1]);
    const seats = [0, 1].map((seat) => connect<TesserisView, unknown>(tables.url, 'tesseris', matchID, String(seat), credentials[seat]));
    await until(() => seats.every((seat) => seat.seat.snapshot !== null), 5_000, 'both seats synced');
    const current = Number(seats[0]!.seat.snapshot!.currentPlayer);
    expect([0, 1]).toContain(current); // the default starting seat is 0
    const [mover, other] = [seats[current]!, seats[1 - current]!];
    const legal = tesseris.legalMovesForView(mover.seat.snapshot!.table.view as TesserisView)[0]!;
    const before = await stored(matchID);

    // Attackers on their own sockets: syncs with wrong or no credentials get no state.
    const attacker = connect<TesserisView, unknown>(tables.url, 'tesseris', matchID, String(current), 'wrong');
    const squatter = connect<TesserisView, unknown>(tables.url, 'tesseris', matchID, '2');
    const raw = io(`${tables.url}/tesseris`, { transports: ['websocket'], forceNew: true, reconnection: false });
    const rawFrames: unknown[][] = [];
    raw.onAny((event: string, ...args: unknown[]) => rawFrames.push([event, ...args]));
    await until(() => raw.connected && attacker.socket.connected && squatter.socket.connected, 5_000, 'the attackers connected');
    const stateID = before._stateID;
    const hostile: [string, ...unknown[]][] = [
      ['update', play(legal, String(current), 'wrong'), stateID, matchID, String(current)], // wrong credentials
      ['update', play(legal, String(current), credentials[1 - current]), stateID, matchID, String(current)], // another seat's credentials
      ['update', { type: 'MAKE_MOVE', payload: { type: 'play', args: [legal], playerID: String(current) } }, stateID, matchID, String(current)], // none
      ['update', play(legal, null, undefined), stateID, matchID, null], // a spectator
      ['update', play({ ...legal, player: 1 - current }, String(1 - current), credentials[1 - current]), stateID, matchID, String(1 - current)], // not its turn
      [
        'update',
        { type: 'PATCH', patch: [{ op: 'replace', path: '/G/moves', value: [] }], payload: { credentials: credentials[current] } },
        stateID,
        matchID,
        String(current),
      ],
      ['update', { type: 'UPDATE', state: { ...before, G: {} }, payload: { credentials: credentials[current] } }, stateID, matchID, String(current)],
      [
        'update',
        { type: 'GAME_EVENT', payload: { type: 'endTurn', args: [], playerID: String(current), credentials: credentials[current] } },
        stateID,
        matchID,
        String(current),
      ],
      [
        'update',
        { type: 'UNDO', payload: { type: null, args: null, playerID: String(current), credentials: credentials[current] } },
        stateID,
        matchID,
        String(current),
      ],
      [
        'update',
        { type: 'PLUGIN', payload: { type: 'events', playerID: String(current), credentials: credentials[current] } },
        stateID,
        matchID,
        String(current),
      ],
      ['update', 'nonsense', stateID, matchID, String(current)],
      ['update', null],
      [
        'update',
        { type: 'MAKE_MOVE', payload: { type: 'play', args: [legal, legal], playerID: String(current), credentials: credentials[current] } },
        stateID,
        matchID,
        String(current),
      ],
      ['sync', { toString: 1 }, [], 7],
      ['chat', matchID, { id: 'x', sender: '0', payload: 'hello' }, credentials[current]],
      ['nonsense'],
    ];
    for (const [event, ...args] of hostile) raw.emit(event, ...args);
    await settle();
    expect(attacker.frames.filter(([event]) => event === 'sync')).toEqual([]);
    expect(squatter.frames.filter(([event]) => event === 'sync')).toEqual([]);
    expect(rawFrames.filter(([event]) => event === 'refused').length).toBeGreaterThanOrEqual(10);
    expect(rawFrames.filter(([event]) => event === 'sync' || event === 'update')).toEqual([]);
    expect(await stored(matchID)).toEqual(before);

    // Packets are limited to 16 KB (docs/server.md): one of 10,000 characters is refused and its socket stays
    // open; one of 20,000 closes its socket, where socket.io's own limit (1 MB) would not. The process goes on.
    const huge = io(`${tables.url}/tesseris`, { transports: ['websocket'], forceNew: true, reconnection: false });
    await until(() => huge.connected, 5_000, 'the huge sender connected');
    huge.emit('update', play({ type: 'x'.repeat(10_000) }, String(current), 'not the credentials'), stateID, matchID, String(current));
    await settle();
    expect(huge.connected).toBe(true);
    huge.emit('update', play({ type: 'x'.repeat(20_000) }, String(current), credentials[current]), stateID, matchID, String(current));
    await until(() => !huge.connected, 5_000, 'the huge sender disconnected');
    expect(await stored(matchID)).toEqual(before);

    // The mover's own hostile moves reach the engine, which refuses them with its typed code, to the mover only.
    let nested: unknown = 0;
    for (let depth = 0; depth < 1_000; depth++) nested = [nested];
    for (const move of [{ type: 'steal', player: current, victim: current }, nested, { ...legal, player: 1 - current }]) {
      const seen = mover.seat.snapshot!.stateID;
      mover.seat.play(move);
      await until(() => mover.seat.snapshot!.stateID > seen, 5_000, 'the refusal');
      expect(typeof mover.seat.snapshot!.table.refusal?.code).toBe('string');
    }
    expect(mover.seat.snapshot!.table.refusal!.code).toBe('wrong-player');
    await until(() => other.seat.snapshot!.stateID === mover.seat.snapshot!.stateID, 5_000, 'the other seat updated');
    expect(other.seat.snapshot!.table.refusal).toBeNull();
    expect(JSON.stringify(other.frames)).not.toContain('wrong-player');
    const after = (await stored(matchID)).G as TableState<unknown, unknown>;
    expect(after.state).toEqual((before.G as TableState<unknown, unknown>).state);
    expect(after.moves).toEqual([]);

    // The process is alive, and the match goes on.
    expect((await lobby(tables.url, '/games/tesseris/create', { numPlayers: 2, setupData: {} })).status).toBe(200);
    mover.seat.play(legal);
    await until(() => mover.seat.snapshot!.table.moveCount === 1, 5_000, 'the legal move');
    expect(mover.seat.snapshot!.table.refusal).toBeNull();
    for (const client of [...seats, attacker, squatter]) client.socket.disconnect();
    raw.disconnect();
  });

  test('refused moves leave no trace in the stored log, however many', async () => {
    const { matchID, credentials } = await createMatch(tables.url, 'tessera', 2, {}, [0, 1]);
    const seats = [0, 1].map((seat) => connect<TesseraView, unknown>(tables.url, 'tessera', matchID, String(seat), credentials[seat]));
    await until(() => seats.every((seat) => seat.seat.snapshot !== null), 5_000, 'both seats synced');
    const mover = seats[Number(seats[0]!.seat.snapshot!.currentPlayer)]!;
    const legal = tessera.legalMovesForView(mover.seat.snapshot!.table.view as TesseraView)[0]!;
    mover.seat.play(legal);
    await until(() => mover.seat.snapshot!.table.moveCount === 1, 5_000, 'the legal move');
    const logged = async (): Promise<number> => (await db.fetch(matchID, { log: true })).log.length;
    const before = await logged();
    // The seat to act now sends moves the engine refuses (boardgame.io itself drops other seats' moves).
    const next = seats[Number(mover.seat.snapshot!.currentPlayer)]!;
    for (let refused = 0; refused < 40; refused++) {
      const seen = next.seat.snapshot!.stateID;
      next.seat.play(refused % 2 === 0 ? legal : { type: 'nonsense' });
      await until(() => next.seat.snapshot!.stateID > seen, 5_000, 'the refusal');
      expect(next.seat.snapshot!.table.refusal).not.toBeNull();
    }
    expect(await logged()).toBe(before);
    for (const seat of seats) seat.socket.disconnect();
  });

  test('matches cannot be made by a sync, nor seeded through the lobby, where anyone may read the setup data', async () => {
    const seeded = await lobby(tables.url, '/games/tesseris/create', { numPlayers: 3, setupData: { seed: 'public' } });
    expect(seeded.status).toBe(400);
    const client = connect(tables.url, 'tessera', 'made-up-match', '0', 'x');
    await settle();
    expect(client.frames.filter(([event]) => event === 'sync')).toEqual([]);
    expect((await db.fetch('made-up-match', { state: true })).state).toBeUndefined();
    client.socket.disconnect();
  });
});
