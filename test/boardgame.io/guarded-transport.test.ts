/**
 * `guardedSocketIO`, the package's guarded socket.io transport, on two servers: the reference server
 * (`server/tables.ts`), and a plain boardgame.io server built from the package's exports alone, as
 * docs/server.md's "Your own boardgame.io server" builds it. boardgame.io's own transport lets one socket see
 * another seat's hand, and answers a sync with forged credentials with nothing.
 */
import { Server, SocketIO } from 'boardgame.io/server';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { boardgameGame, guardedLobby, guardedSocketIO, seatCredentialsMatch, securedStorage, type StoredMatch } from 'tessera-engine/boardgame.io';
import { spectatorView, tessera, type TesseraMove, type TesseraView } from 'tessera-engine/tessera';
import { spectatorView as tesserisSpectatorView, tesseris, type TesserisView } from 'tessera-engine/tesseris';
import { unwrap } from 'tessera-engine';
import { memoryStorage } from '../../server/memory-storage.js';
import { startTables } from '../../server/tables.js';
import { MATCH_OVER, MATCH_UNREAD, NOT_YOUR_TURN, SEAT_REFUSED } from '../../src/boardgame.io/stored-match.js';
import { refusalOf } from '../../src/boardgame.io/packet-refusal.js';
import { connect, createMatch, lobby, runOnLoopback, settle, until, type LoopbackServer } from './helpers.js';

/**
 * The matches the package-only server's hook heard of, by ID. Its hook throws for the IDs in `throwFor`, answers a
 * rejected promise for those in `rejectFor`, and changes what it is given for those in `changeFor`.
 */
const heard = new Map<string, StoredMatch>();
const throwFor = new Set<string>();
const rejectFor = new Set<string>();
const changeFor = new Set<string>();

/** A boardgame.io server of the package's exports alone: the adapter's games, storage, credentials, transport and lobby guard. */
async function packageOnlyServer(): Promise<LoopbackServer> {
  const { db, pubSub } = securedStorage(memoryStorage());
  const onMatchHeard = (matchID: string, match: StoredMatch): Promise<void> | undefined => {
    heard.set(matchID, match);
    if (throwFor.has(matchID)) throw new Error('the hook failed on purpose');
    if (changeFor.has(matchID)) (match.metadata!.players[0] as { credentials?: string }).credentials = 'changed by the hook';
    return rejectFor.has(matchID) ? Promise.reject(new Error('the async hook failed on purpose')) : undefined;
  };
  const transport = unwrap(guardedSocketIO(SocketIO, { db, pubSub, onMatchHeard }));
  const games = [boardgameGame(tessera, { spectatorView }), boardgameGame(tesseris, { spectatorView: tesserisSpectatorView })];
  const server = Server({ games, db, transport, authenticateCredentials: seatCredentialsMatch, origins: [/^http:\/\/127\.0\.0\.1(:\d+)?$/] });
  server.app.use(guardedLobby(db));
  return runOnLoopback(server);
}

const servers: [string, () => Promise<LoopbackServer>][] = [
  ['the reference server', () => startTables({ port: 0 })],
  ["a boardgame.io server of the package's exports", packageOnlyServer],
];

describe.each(servers)('%s', (_name, start) => {
  let server: LoopbackServer;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(async () => server.close());

  test("two matches synced at once on one socket: the first match's news never comes to it as the second's seat sees it", async () => {
    // boardgame.io drops a socket's client before a sync's storage read and adds the new one after it: two syncs
    // at once put the socket in both matches' rooms under the second's seat, and the first match's news came
    // to it as that seat's view, a hand included.
    const victim = await createMatch(server.url, 'tessera', 2, {}, [0, 1]);
    const own = await createMatch(server.url, 'tessera', 2, {}, [0]);
    const spectator = connect<TesseraView, TesseraMove>(server.url, 'tessera', victim.matchID, null);
    const raw = io(`${server.url}/tessera`, { transports: ['websocket'], forceNew: true, reconnection: false });
    const frames: unknown[][] = [];
    raw.onAny((event: string, ...args: unknown[]) => frames.push([event, ...args]));
    raw.on('connect', () => {
      raw.emit('sync', victim.matchID, null, undefined, 2);
      raw.emit('sync', own.matchID, '0', own.credentials[0], 2);
    });
    const seat = connect<TesseraView, TesseraMove>(server.url, 'tessera', victim.matchID, '0', victim.credentials[0]);
    try {
      await until(() => frames.filter(([event]) => event === 'sync').length === 2 && seat.seat.snapshot !== null, 10_000, 'both syncs');
      await settle(300);
      const before = seat.seat.snapshot!.stateID;
      seat.seat.play(tessera.legalMovesForView(seat.seat.snapshot!.table.view as TesseraView)[0]!);
      await until(() => (spectator.seat.snapshot?.stateID ?? before) > before, 10_000, "the spectator's news");
      await settle(300);
      // The socket follows the match it synced last (boardgame.io's way); news of the other, if any, is a spectator's.
      const victimNews = frames.flatMap(([event, matchID, state]) =>
        event === 'update' && matchID === victim.matchID ? [state as { G: { seat: unknown } }] : [],
      );
      expect(victimNews.map(({ G }) => G.seat).filter((seen) => seen !== null)).toEqual([]);
    } finally {
      for (const socket of [raw, spectator.socket, seat.socket]) socket.disconnect();
    }
  });

  test("a seat's sync with credentials the lobby did not give is refused, saying so: boardgame.io answered nothing", async () => {
    const { matchID, credentials } = await createMatch(server.url, 'tessera', 2, {}, [0]);
    const raw = io(`${server.url}/tessera`, { transports: ['websocket'], forceNew: true, reconnection: false });
    const answers: unknown[][] = [];
    raw.onAny((event: string, ...args: unknown[]) => answers.push([event, ...args]));
    raw.on('connect', () => {
      raw.emit('sync', matchID, '0', 'forged', 2);
      raw.emit('sync', matchID, '1', 'made up', 2);
      raw.emit('sync', matchID, '0', credentials[0], 2);
    });
    try {
      await until(() => answers.filter(([event]) => event === 'sync' || event === 'refused').length >= 3, 10_000, 'three answers');
      await settle(300);
      const shown = answers.filter(([event]) => event === 'sync' || event === 'refused');
      expect(shown.map(([event, ...args]) => (event === 'sync' ? ['sync', args[0]] : [event, ...args]))).toEqual([
        ['refused', SEAT_REFUSED, { code: 'seat-refused', sync: matchID }],
        ['refused', SEAT_REFUSED, { code: 'seat-refused', sync: matchID }],
        ['sync', matchID],
      ]);
    } finally {
      raw.disconnect();
    }
  });

  test("a socket whose seat the lobby took back (its person left, another joined) is sent none of the seat's news, and is told so", async () => {
    // boardgame.io sends a seat's socket every state filtered for its seat, and never checks its credentials
    // again: whoever joined, synced and left a seat was shown its next occupant's hand for the whole match.
    const { matchID, credentials } = await createMatch(server.url, 'tesseris', 3, { rounds: 1 }, [0, 2]);
    const spyJoin = await lobby(server.url, `/games/tesseris/${matchID}/join`, { playerID: '1', playerName: 'spy' });
    const spy = connect<TesserisView, unknown>(server.url, 'tesseris', matchID, '1', spyJoin.json.playerCredentials as string);
    const clients = [spy];
    try {
      await until(() => spy.seat.snapshot !== null, 10_000, "the spy's sync");
      const left = await lobby(server.url, `/games/tesseris/${matchID}/leave`, { playerID: '1', credentials: spyJoin.json.playerCredentials });
      expect(left.status).toBe(200);
      const framesAtLeave = spy.frames.length;
      const personJoin = await lobby(server.url, `/games/tesseris/${matchID}/join`, { playerID: '1', playerName: 'person' });
      credentials[1] = personJoin.json.playerCredentials as string;
      const seats = [0, 1, 2].map((seat) => connect<TesserisView, unknown>(server.url, 'tesseris', matchID, String(seat), credentials[seat]));
      clients.push(...seats);
      seats.forEach((client, seat) =>
        client.seat.subscribe(({ table, currentPlayer, gameover }) => {
          if (gameover !== undefined || currentPlayer !== String(seat) || client.seat.awaitingConfirmation || table.view === null) return;
          const moves = tesseris.legalMovesForView(table.view as TesserisView);
          client.seat.play(moves[(table.moveCount * 31 + seat) % moves.length]);
        }),
      );
      await until(() => seats.every(({ seat }) => (seat.snapshot?.table.moveCount ?? 0) >= 6), 30_000, 'six moves');
      await settle(300);
      const after = spy.frames.slice(framesAtLeave);
      expect(after.filter(([event]) => event === 'update' || event === 'patch' || event === 'sync')).toEqual([]);
      expect(after).toContainEqual(['refused', SEAT_REFUSED, { code: 'seat-refused', sync: matchID }]);
    } finally {
      for (const { seat, socket } of clients) {
        seat.close();
        socket.disconnect();
      }
    }
  }, 60_000);

  test('a move of a seat that is not to act is refused, saying so: boardgame.io dropped it without a word', async () => {
    const { matchID, credentials } = await createMatch(server.url, 'tessera', 2, {}, [0, 1]);
    const seats = [0, 1].map((seat) => connect<TesseraView, TesseraMove>(server.url, 'tessera', matchID, String(seat), credentials[seat]));
    try {
      await until(() => seats.every(({ seat }) => seat.snapshot !== null), 10_000, 'both syncs');
      const { stateID, table } = seats[0]!.seat.snapshot!;
      const waiting = seats.find(({ seat }) => seat.snapshot!.table.seat !== (table.view as TesseraView).turn)!;
      const move = tessera.legalMovesForView(table.view as TesseraView)[0]!;
      const playerID = String(waiting.seat.snapshot!.table.seat);
      const action = { type: 'MAKE_MOVE', payload: { type: 'play', args: [move], playerID, credentials: credentials[Number(playerID)] } };
      waiting.socket.emit('update', action, stateID, matchID, playerID);
      await until(() => waiting.frames.some(([event]) => event === 'refused'), 10_000, 'the refusal');
      expect(waiting.frames.filter(([event]) => event === 'refused')).toEqual([['refused', NOT_YOUR_TURN, { code: 'not-your-turn' }]]);
      expect(seats.map(({ seat }) => seat.snapshot!.stateID)).toEqual([stateID, stateID]);
    } finally {
      for (const { socket } of seats) socket.disconnect();
    }
  });

  test("a lobby request naming another game's match finds no match, however its path is written (guardedLobby)", async () => {
    const { matchID } = await createMatch(server.url, 'tessera', 2, {}, []);
    // boardgame.io's router ignores the path's case and decodes %-escapes: each way of writing the ID is refused.
    const escaped = `%${matchID.charCodeAt(0).toString(16).toUpperCase()}${matchID.slice(1)}`;
    for (const path of [`/games/tesseris/${matchID}`, `/Games/tesseris/${matchID}`, `/GAMES/tesseris/${escaped}`, `/games/tesseris/${escaped}`]) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
      expect((await lobby(server.url, `${path}/join`, { playerID: '0', playerName: 'x' })).status, path).toBe(404);
      expect((await lobby(server.url, `${path}/playAgain`, { playerID: '0', credentials: 'x' })).status, path).toBe(404);
    }
    expect((await fetch(`${server.url}/games/tesseris/%E0%A4%A`)).status).toBe(404);
    expect((await fetch(`${server.url}/games/tessera/${matchID}`)).status).toBe(200);
  });
});

describe('guardedLobby, given a storage that fails', () => {
  test.each([
    [
      'throws',
      () => ({
        fetch: () => {
          throw new Error('down');
        },
      }),
    ],
    ['rejects', () => ({ fetch: () => Promise.reject(new Error('down')) })],
  ])('a lobby request is answered 503, the match could not be read, when the storage %s', async (_case, storage) => {
    const request = { path: '/games/tessera/m1/join', status: 200, body: undefined as unknown };
    const next = vi.fn(() => Promise.resolve(undefined));
    await guardedLobby(storage() as never)(request, next);
    expect([request.status, request.body, next.mock.calls.length]).toEqual([503, MATCH_UNREAD, 0]);
  });

  test("a request outside the lobby's match routes goes on without a read", async () => {
    const fetch = vi.fn();
    const next = vi.fn(() => Promise.resolve(undefined));
    for (const path of ['/games/tessera', '/games/tessera/', '/bots/tessera/m/1', '/'])
      await guardedLobby({ fetch } as never)({ path, status: 200, body: undefined }, next);
    expect([fetch.mock.calls.length, next.mock.calls.length]).toEqual([0, 4]);
  });
});

describe('a move refused from the match as stored', () => {
  const storedWith = (ctx: Record<string, unknown>) => ({
    fetch: () => ({ state: { _stateID: 4, ctx }, metadata: { gameName: 'tessera', players: { 0: { credentials: 'c0' }, 1: { credentials: 'c1' } } } }),
  });
  const move = (playerID: string, credentials = `c${playerID}`) => ({
    gameName: 'tessera',
    event: 'update',
    args: [{ payload: { credentials } }, 4, 'm', playerID],
    matchID: 'm',
    firstSync: false,
  });
  test.each([
    ['a match that is over', { currentPlayer: '0', activePlayers: null, gameover: { winner: '0' } }, '0', [MATCH_OVER]],
    ['another seat to act', { currentPlayer: '1', activePlayers: null }, '0', [NOT_YOUR_TURN]],
    ['the seat to act', { currentPlayer: '0', activePlayers: null }, '0', null],
    ['a seat among the active players', { currentPlayer: '1', activePlayers: { '0': 'stage' } }, '0', null],
    ['a seat not among them', { currentPlayer: '0', activePlayers: { '1': 'stage' } }, '0', [NOT_YOUR_TURN]],
  ])('%s', async (_case, ctx, playerID, refusal) => {
    expect(await refusalOf(storedWith(ctx) as never, move(playerID), new Map(), () => undefined)).toEqual(refusal);
  });

  test.each([
    ["another seat's credentials", '0', 'c1'],
    ['credentials of no seat', '0', 'forged'],
    ['a seat nobody holds', '2', 'c2'],
    ['a seat named like an inherited key', 'toString', 'ctoString'],
  ])("a move with %s is refused as a seat's forged sync is: boardgame.io dropped it without a word", async (_case, playerID, credentials) => {
    const ctx = { currentPlayer: playerID, activePlayers: null };
    expect(await refusalOf(storedWith(ctx) as never, move(playerID, credentials), new Map(), () => undefined)).toEqual([SEAT_REFUSED]);
  });
});

describe("a boardgame.io server of the package's exports: the hook", () => {
  let server: LoopbackServer;
  beforeAll(async () => {
    server = await packageOnlyServer();
  });
  afterAll(async () => server.close());

  test('hears a copy of a match as stored when a socket syncs with it; what it throws or rejects with is logged, and the sync is answered', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const [quiet, failing, rejecting, changing] = await Promise.all([0, 1, 2, 3].map(() => createMatch(server.url, 'tessera', 2, {}, [0])));
    throwFor.add(failing!.matchID);
    rejectFor.add(rejecting!.matchID);
    changeFor.add(changing!.matchID);
    const seats = [quiet!, failing!, rejecting!, changing!].map(({ matchID, credentials }) =>
      connect<TesseraView, TesseraMove>(server.url, 'tessera', matchID, '0', credentials[0]),
    );
    try {
      // The seat whose credentials the hook changed in what it was given is still taken: the guards read their own.
      await until(() => seats.every(({ seat }) => seat.snapshot !== null), 10_000, 'every sync answered');
      expect(heard.get(quiet!.matchID)?.metadata?.gameName).toBe('tessera');
      expect(heard.get(quiet!.matchID)?.state?._stateID).toBe(0);
      expect(heard.get(quiet!.matchID)?.state).not.toHaveProperty('G');
      const logged = errors.mock.calls.map(([message]: unknown[]) => message);
      expect(logged).toContain('guardedSocketIO: onMatchHeard threw: the hook failed on purpose');
      expect(logged).toContain('guardedSocketIO: onMatchHeard threw: the async hook failed on purpose');
    } finally {
      for (const { socket } of seats) socket.disconnect();
      errors.mockRestore();
    }
  });
});

describe('guardedSocketIO, given what it cannot use', () => {
  const { db, pubSub } = securedStorage(memoryStorage());
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  test.each([
    ['no class', () => guardedSocketIO({} as never, { db }), "guardedSocketIO: expected boardgame.io's SocketIO class"],
    [
      'a class with no init',
      () =>
        guardedSocketIO(
          class NoTransport {
            readonly name = 'none';
          },
          { db },
        ),
      "guardedSocketIO: expected boardgame.io's SocketIO class",
    ],
    ['a revoked proxy as the class', () => guardedSocketIO(revoked.proxy as never, { db }), "guardedSocketIO: expected boardgame.io's SocketIO class"],
    ['no storage', () => guardedSocketIO(SocketIO, {} as never), 'guardedSocketIO: options.db: expected a boardgame.io storage'],
    ['a misspelt option', () => guardedSocketIO(SocketIO, { db, pubsub: pubSub } as never), 'guardedSocketIO: options.pubsub: no such option'],
    [
      'a hook that is no function',
      () => guardedSocketIO(SocketIO, { db, onMatchHeard: 1 } as never),
      'guardedSocketIO: options.onMatchHeard: expected a function',
    ],
    [
      'options that are a revoked proxy',
      () => guardedSocketIO(SocketIO, revoked.proxy as never),
      'guardedSocketIO: expected options that can be read without an exception',
    ],
    ['no options', () => guardedSocketIO(SocketIO, undefined as never), 'guardedSocketIO: expected options in an object'],
    ['a pub/sub that is no pub/sub', () => guardedSocketIO(SocketIO, { db, pubSub: 5 } as never), 'guardedSocketIO: options.pubSub: expected a pub/sub'],
    ['an adapter that is no function', () => guardedSocketIO(SocketIO, { db, socketAdapter: 5 }), 'guardedSocketIO: options.socketAdapter: expected'],
    ["socket.io's options in an array", () => guardedSocketIO(SocketIO, { db, socketOpts: [1, 2] as never }), 'guardedSocketIO: options.socketOpts: expected'],
    ['no packet size', () => guardedSocketIO(SocketIO, { db, socketOpts: { maxHttpBufferSize: 0 } }), 'options.socketOpts.maxHttpBufferSize: expected'],
    [
      'a class whose construct trap answers no transport',
      () => guardedSocketIO(new Proxy(SocketIO, { construct: () => ({}) }), { db }),
      "guardedSocketIO: expected boardgame.io's SocketIO class, whose instances are transports",
    ],
  ])('%s: invalid-options, saying so, and no throw', (_case, make, message) => {
    const made = make();
    expect(made.ok).toBe(false);
    expect(made.ok ? null : made.error.code).toBe('invalid-options');
    expect(made.ok ? '' : made.error.message).toContain(message);
  });

  test('a packet size left undefined is the 16 KB of the default, not none', () => {
    const made = unwrap(guardedSocketIO(SocketIO, { db, socketOpts: { maxHttpBufferSize: undefined, pingTimeout: 5_000 } }));
    expect((made as unknown as { socketOpts: unknown }).socketOpts).toEqual({ maxHttpBufferSize: 16 * 1024, pingTimeout: 5_000 });
  });

  test('a read of the storage that never ends is answered as a storage that could not be read, after 10 s', async () => {
    vi.useFakeTimers();
    try {
      const hanging = { fetch: () => new Promise(() => undefined) };
      const packet = { gameName: 'tessera', event: 'sync', args: ['m', '0', 'c'], matchID: 'm', firstSync: true };
      const answer = refusalOf(hanging as never, packet, new Map(), () => undefined);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await answer).toEqual([MATCH_UNREAD]);
    } finally {
      vi.useRealTimers();
    }
  });
});
