/**
 * The example server's guards around boardgame.io, which finds a match by its ID alone whatever game a client
 * names, and its own parts: the static pages, the in-memory lobby's filters and answers, the bots' sockets, the
 * default host and an IPv6 one.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect as connectTcp } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { tessera } from 'tessera-engine/tessera';
import { greedyBot, type TesseraMove, type TesseraView } from 'tessera-engine/tessera';
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { isAwayBot, joinAsBot, playSeat } from '../../server/bot-seats.js';
import { memoryStorage } from '../../server/memory-storage.js';
import { PostgresStore } from 'bgio-postgres';
import { io } from 'socket.io-client';
import { startTables, type Tables } from '../../server/tables.js';
import { SYNC_FIRST } from '../../src/boardgame.io/stored-match.js';
import { checkedPostgresStore, type PubSub } from 'tessera-engine/boardgame.io';
import { unwrap } from 'tessera-engine';
import { connect, createMatch, lobby, lobbySeat, memoryStorageWith, settle, until, type LobbySeat } from './helpers.js';

const folder = mkdtempSync(join(tmpdir(), 'tables-'));
const pages = join(folder, 'web');
mkdirSync(pages);
writeFileSync(join(pages, 'index.html'), 'the pages');
writeFileSync(join(pages, 'marked.html'), '<html><head><title>a page</title></head></html>');
// A sibling folder whose name starts with the pages folder's: none of it is a page.
mkdirSync(join(folder, 'web-secret'));
writeFileSync(join(folder, 'web-secret', 'secret.html'), 'LEAKED');

let tables: Tables;
beforeAll(async () => {
  tables = await startTables({ port: 0, pages });
});
afterAll(async () => tables.close());

/** A GET sent as written, without the client's normalisation of `..`: the status line and the body. */
async function rawGet(url: string, path: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connectTcp(Number(port), hostname, () => socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => {
      resolve(answer);
    });
    socket.on('error', reject);
  });
}

describe("a match named under the other game's name", () => {
  test('is refused on the socket, and the server goes on', async () => {
    const { matchID } = await createMatch(tables.url, 'tessera', 2, {}, []);
    const stranger = connect(tables.url, 'tesseris', matchID, null);
    stranger.seat.subscribe(() => undefined);
    await until(() => stranger.frames.some(([event]) => event === 'refused'), 5_000, 'a refusal');
    await settle();
    expect(stranger.frames.map(([event]) => event)).toEqual(['refused']);
    stranger.socket.disconnect();
    const watcher = connect(tables.url, 'tessera', matchID, null);
    await until(() => watcher.seat.snapshot !== null, 5_000, "the match's own game to answer");
    watcher.socket.disconnect();
  });

  test("is no match for a bot's seat (the lobby's routes: guarded-transport.test.ts)", async () => {
    const { matchID } = await createMatch(tables.url, 'tessera', 2, {}, []);
    const bot = await lobby(tables.url, `/bots/tesseris/${matchID}/1`, {});
    expect(bot.status).toBe(409);
    expect(JSON.stringify(bot.json)).toContain('not found');
  });
});

describe('the in-memory lobby', () => {
  test("answers boardgame.io's filters: finished or not, updated before or after", async () => {
    const { matchID } = await createMatch(tables.url, 'tessera', 2, {}, []);
    const list = async (query: string) =>
      ((await (await fetch(`${tables.url}/games/tessera?${query}`)).json()) as { matches: { matchID: string }[] }).matches.map((match) => match.matchID);
    expect(await list('isGameover=false')).toContain(matchID);
    expect(await list('isGameover=true')).not.toContain(matchID);
    expect(await list(`updatedAfter=${Date.now() + 60_000}`)).toEqual([]);
    expect(await list('updatedBefore=1')).toEqual([]);
  });
});

describe('the pages', () => {
  test('are served from their folder, and nothing from a sibling folder whose name starts the same', async () => {
    expect(await rawGet(tables.url, '/')).toContain('the pages');
    // A page with a head gets the mark that makes it online, naming the games served.
    expect(await rawGet(tables.url, '/marked.html')).toContain('<head><meta name="tables-games" content="tessera tesseris" /><title>');
    const sibling = await rawGet(tables.url, '/../web-secret/secret.html');
    expect(sibling).not.toContain('LEAKED');
    expect(sibling).toMatch(/^HTTP\/1\.1 404/);
  });
});

describe('a move made at a state the match has left', () => {
  test("is refused with the match's state number, where boardgame.io dropped it without a word, and the match is unchanged", async () => {
    const { matchID, credentials } = await createMatch(tables.url, 'tessera', 2, {}, [0]);
    const first = connect<TesseraView, TesseraMove>(tables.url, 'tessera', matchID, '0', credentials[0]);
    await until(() => first.seat.snapshot !== null, 5_000, 'the first state');
    const stateID = first.seat.snapshot!.stateID;
    const move = tessera.legalMovesForView(first.seat.snapshot!.table.view as TesseraView)[0]!;
    // A second connection of the same seat plays at the same state first.
    const second = connect<TesseraView, TesseraMove>(tables.url, 'tessera', matchID, '0', credentials[0]);
    await until(() => second.seat.snapshot !== null, 5_000, "the second tab's state");
    second.seat.play(move);
    await until(() => (second.seat.snapshot?.stateID ?? 0) > stateID, 5_000, "the second tab's move");
    // The first plays at the state it was at.
    const action = { type: 'MAKE_MOVE', payload: { type: 'play', args: [move], playerID: '0', credentials: credentials[0] } };
    first.socket.emit('update', action, stateID, matchID, '0');
    await until(() => first.frames.some(([event]) => event === 'refused'), 5_000, 'a refusal');
    expect(first.frames.find(([event]) => event === 'refused')).toEqual([
      'refused',
      expect.stringMatching(/moved on/),
      { code: 'stale-move', stateID: stateID + 1 },
    ]);
    await settle();
    expect(second.seat.snapshot!.stateID).toBe(stateID + 1);
    first.socket.disconnect();
    second.socket.disconnect();
  });
});

describe('a move in a match the socket has not synced with, and a sync with no match', () => {
  test('are refused before boardgame.io reads them (which kept a queue, or a room, for good for each new match ID, and answered nothing)', async () => {
    const { matchID, credentials } = await createMatch(tables.url, 'tessera', 2, {}, [0]);
    // A seat of no match: its sync, sent as it connects, is refused.
    const raw = connect<TesseraView, TesseraMove>(tables.url, 'tessera', `never-${matchID}`, '0', credentials[0]);
    await until(() => raw.frames.some(([event]) => event === 'refused'), 5_000, "the sync's refusal");
    const action = { type: 'MAKE_MOVE', payload: { type: 'play', args: [{}], playerID: '0', credentials: credentials[0] } };
    // Not synced with the match it names, and synced with none: both refused.
    raw.socket.emit('update', action, 0, matchID, '0');
    raw.socket.emit('update', action, 0, `never-${matchID}`, '0');
    // Syncs with 50 more IDs of no match, all refused.
    for (let index = 0; index < 50; index++) raw.socket.emit('sync', `never-${index}-${matchID}`, '0', credentials[0]);
    await until(() => raw.frames.filter(([event]) => event === 'refused').length === 53, 5_000, 'every refusal');
    const refusals = raw.frames.filter(([event]) => event === 'refused').map(([, message]) => message);
    expect(refusals.filter((message) => message === SYNC_FIRST)).toHaveLength(2);
    expect(refusals.filter((message) => message === 'no tessera match has that ID')).toHaveLength(51);
    raw.socket.disconnect();
  });
});

/** A pub/sub within the process that shows its subscriptions, by channel. */
function countingPubSub(): { pubSub: PubSub<{ readonly type: string }>; subscribed: Map<string, unknown[]> } {
  const subscribed = new Map<string, ((payload: { type: string }) => void)[]>();
  const pubSub: PubSub<{ readonly type: string }> = {
    publish: (channel, payload) => {
      for (const callback of subscribed.get(channel) ?? []) callback(payload);
    },
    subscribe: (channel, callback) => void subscribed.set(channel, [...(subscribed.get(channel) ?? []), callback]),
    unsubscribeAll: (channel) => subscribed.delete(channel),
  };
  return { pubSub, subscribed };
}

describe('closing the server', () => {
  test('ends with a page still connected: its WebSocket no longer holds close() until the page goes away', async () => {
    const tables = await startTables({ port: 0 });
    const page = io(`${tables.url}/tessera`, { transports: ['websocket'], forceNew: true, reconnection: false });
    try {
      await until(() => page.connected, 10_000, 'the connection');
      await tables.close();
      await until(() => !page.connected, 10_000, 'the page disconnected');
    } finally {
      page.disconnect();
    }
  }, 20_000);
});

describe("one socket's syncs", () => {
  test('a sync of a match that does not exist, sent twice at once, leaves no room and no subscription', async () => {
    const { pubSub, subscribed } = countingPubSub();
    const spray = await startTables({ port: 0, pubSub });
    const raw = io(`${spray.url}/tessera`, { transports: ['websocket'], forceNew: true, reconnection: false });
    const refusals: unknown[] = [];
    raw.on('refused', (message: unknown) => refusals.push(message));
    try {
      raw.on('connect', () => {
        for (let index = 0; index < 20; index++) for (let twice = 0; twice < 2; twice++) raw.emit('sync', `made-up-${index}`, null, undefined, 2);
      });
      await until(() => refusals.length >= 20, 10_000, 'the refusals');
      await settle(500);
      expect([...subscribed.keys()].filter((channel) => channel.includes('made-up-'))).toEqual([]);
      expect(refusals).toHaveLength(40);
    } finally {
      raw.disconnect();
      await spray.close();
    }
  });

  test('a sync refused because the storage could not be read does not say that its seat or match is not to be had', async () => {
    let failing = false;
    const { db } = memoryStorageWith((memory) => ({
      fetch: async (matchID: string, opts: StorageAPI.FetchOpts) => {
        if (failing) throw new Error('the database is away');
        return memory.fetch(matchID, opts);
      },
    }));
    const server = await startTables({ port: 0, db });
    const { matchID, credentials } = await createMatch(server.url, 'tessera', 2, {}, [0]);
    const raw = io(`${server.url}/tessera`, { transports: ['websocket'], forceNew: true, reconnection: false });
    const heard: unknown[][] = [];
    raw.onAny((event: string, ...args: unknown[]) => {
      if (event === 'sync' || event === 'refused') heard.push([event, ...args]);
    });
    try {
      failing = true;
      raw.emit('sync', matchID, '0', credentials[0], 2);
      await until(() => heard.length === 1, 10_000, 'the refusal');
      failing = false;
      raw.emit('sync', matchID, '0', credentials[0], 2);
      await until(() => heard.length === 2, 10_000, 'the sync');
      expect(heard.map(([event, ...args]) => (event === 'sync' ? [event, args[0]] : [event, ...args]))).toEqual([
        ['refused', 'the match could not be read', { code: 'match-unread' }],
        ['sync', matchID],
      ]);
    } finally {
      raw.disconnect();
      await server.close();
    }
  });

  test('a move made offline is taken once, unrefused, when the socket comes back with the syncs it kept from before the move', async () => {
    const server = await startTables({ port: 0 });
    const { matchID, credentials } = await createMatch(server.url, 'tessera', 2, {}, [0, 1]);
    const seats = [0, 1].map((seat) => connect<TesseraView, TesseraMove>(server.url, 'tessera', matchID, String(seat), credentials[seat]));
    try {
      await until(() => seats.every(({ seat }) => seat.snapshot !== null), 10_000, 'both seats');
      const mover = seats[Number(seats[0]!.seat.snapshot!.currentPlayer)]!;
      const before = mover.seat.snapshot!.table.moveCount;
      mover.socket.disconnect();
      // The seat's quiet ask, 2 s after its last news, is kept by socket.io until the socket connects again.
      await settle(2_300);
      mover.seat.play(tessera.legalMovesForView(mover.seat.snapshot!.table.view as TesseraView)[0]!);
      const heard = mover.frames.length;
      mover.socket.connect();
      await until(() => mover.seat.snapshot!.table.moveCount > before && !mover.seat.awaitingConfirmation, 10_000, 'the move');
      await settle(500);
      expect(mover.frames.slice(heard).filter(([event]) => event === 'refused')).toEqual([]);
      expect(mover.seat.snapshot!.table.moveCount).toBe(before + 1);
      expect(mover.seat.snapshot!.table.refusal).toBeNull();
    } finally {
      for (const { socket } of seats) socket.disconnect();
      await server.close();
    }
  });

  test('syncs reach boardgame.io in the order they were sent: X, then Y, then X again leaves the socket on X', async () => {
    // The guard's read for the first sync of Y takes 200 ms; the second sync of X needs none, and was passed first.
    let slowMatch = '';
    const { db } = memoryStorageWith((memory) => ({
      fetch: async (matchID: string, opts: StorageAPI.FetchOpts) => {
        if (matchID === slowMatch && opts.state === true && opts.log !== true) await settle(200);
        return memory.fetch(matchID, opts);
      },
    }));
    const ordered = await startTables({ port: 0, db });
    const [x, y] = [await createMatch(ordered.url, 'tessera', 2, {}, [0]), await createMatch(ordered.url, 'tessera', 2, {}, [])];
    slowMatch = y.matchID;
    const raw = io(`${ordered.url}/tessera`, { transports: ['websocket'], forceNew: true, reconnection: false });
    const synced: unknown[] = [];
    raw.on('sync', (matchID: unknown) => synced.push(matchID));
    raw.on('connect', () => {
      raw.emit('sync', x.matchID, '0', x.credentials[0], 2);
      raw.emit('sync', y.matchID, null, undefined, 2);
      raw.emit('sync', x.matchID, '0', x.credentials[0], 2);
    });
    try {
      await until(() => synced.length === 3, 10_000, 'three sync answers');
      expect(synced).toEqual([x.matchID, y.matchID, x.matchID]);
    } finally {
      raw.disconnect();
      await ordered.close();
    }
  });

  test('the syncs still to be answered when their socket closes are not answered: they read nothing', async () => {
    let syncReads = 0;
    const { db } = memoryStorageWith((memory) => ({
      fetch: async (matchID: string, opts: StorageAPI.FetchOpts) => {
        // boardgame.io's read for a sync is the one with the log, 20 ms each here.
        if (opts.log === true) {
          syncReads++;
          await settle(20);
        }
        return memory.fetch(matchID, opts);
      },
    }));
    const slow = await startTables({ port: 0, db });
    try {
      const { matchID, credentials } = await createMatch(slow.url, 'tessera', 2, {}, [0]);
      const raw = io(`${slow.url}/tessera`, { transports: ['websocket'], forceNew: true, reconnection: false });
      raw.on('connect', () => {
        for (let sync = 0; sync < 100; sync++) raw.emit('sync', matchID, '0', credentials[0], 2);
      });
      await until(() => syncReads > 0, 10_000, 'the first sync');
      await settle(100);
      raw.disconnect();
      await settle(2_500);
      // Some ten syncs were answered before the close; 100 at 20 ms each would take 2 s.
      expect(syncReads).toBeLessThan(30);
    } finally {
      await slow.close();
    }
  });

  test('a seat is shown connected while one of its sockets is open, and not once its socket follows another match', async () => {
    const { matchID, credentials } = await createMatch(tables.url, 'tessera', 2, {}, [0]);
    const watched = await createMatch(tables.url, 'tessera', 2, {}, []);
    const connected = async (): Promise<boolean | undefined> => (await lobbySeat(tables.url, matchID, 0)).isConnected;
    // Two tabs of seat 0: closing the second left the seat shown disconnected while the first was open.
    const first = connect<TesseraView, TesseraMove>(tables.url, 'tessera', matchID, '0', credentials[0]);
    const second = connect<TesseraView, TesseraMove>(tables.url, 'tessera', matchID, '0', credentials[0]);
    try {
      await until(() => first.seat.snapshot !== null && second.seat.snapshot !== null, 10_000, 'both tabs');
      second.socket.disconnect();
      await settle(500);
      expect(await connected()).toBe(true);
      // The first tab's socket then watches another match (its seat client closed, so that it resyncs the seat no
      // more): its seat was shown connected for good.
      first.seat.close();
      first.socket.emit('sync', watched.matchID, null, undefined, 2);
      await settle(500);
      expect(await connected()).toBe(false);
    } finally {
      first.socket.disconnect();
      second.socket.disconnect();
    }
  });

  test('a seat that closes on the answer to its sync is not shown connected', async () => {
    // boardgame.io marks the seat connected after it has answered the sync; a close handled meanwhile read the
    // seat as not yet connected, changed nothing, and the mark came after it, for good.
    let slowMarks = false;
    const { db } = memoryStorageWith((memory) => ({
      setMetadata: async (matchID: string, metadata: Server.MatchData) => {
        if (slowMarks && metadata.players[0]?.isConnected === true) await settle(300);
        return memory.setMetadata(matchID, metadata);
      },
    }));
    const slow = await startTables({ port: 0, db });
    try {
      const { matchID, credentials } = await createMatch(slow.url, 'tessera', 2, {}, [0]);
      const connected = async (): Promise<boolean | undefined> => (await lobbySeat(slow.url, matchID, 0)).isConnected;
      // The seat has been connected once, and left: it is stored as not connected.
      const before = connect<TesseraView, TesseraMove>(slow.url, 'tessera', matchID, '0', credentials[0]);
      await until(() => before.seat.snapshot !== null, 10_000, 'the first sync');
      before.socket.disconnect();
      for (let waited = 0; (await connected()) !== false && waited < 50; waited++) await settle(100);
      slowMarks = true;
      const person = connect<TesseraView, TesseraMove>(slow.url, 'tessera', matchID, '0', credentials[0]);
      person.socket.on('sync', () => person.socket.disconnect());
      await settle(1_500);
      expect(await connected()).toBe(false);
    } finally {
      await slow.close();
    }
  });
});

describe('a socket that closes while its sync is being answered', () => {
  test('leaves no client behind, and its seat is not shown connected', async () => {
    // The storage answers boardgame.io's read for the sync (the one with the log) after 800 ms; the socket closes
    // after 100. boardgame.io registered the closed socket's client once the read came back, for good: the
    // seat stayed "connected", and the match's subscription, room and socket were held until the process ended.
    let slowSyncs = false;
    const { db } = memoryStorageWith((memory) => ({
      fetch: async (matchID: string, opts: StorageAPI.FetchOpts) => {
        if (slowSyncs && opts.log === true) await settle(800);
        return memory.fetch(matchID, opts);
      },
    }));
    const { pubSub, subscribed } = countingPubSub();
    const slow = await startTables({ port: 0, db, pubSub });
    try {
      const { matchID, credentials } = await createMatch(slow.url, 'tessera', 2, {}, [0]);
      const watched = await createMatch(slow.url, 'tessera', 2, {}, []);
      slowSyncs = true;
      // A seat, and a spectator, which needs no credentials.
      const person = connect<TesseraView, TesseraMove>(slow.url, 'tessera', matchID, '0', credentials[0]);
      const spectator = connect<TesseraView, TesseraMove>(slow.url, 'tessera', watched.matchID, null);
      await settle(100);
      person.socket.disconnect();
      spectator.socket.disconnect();
      await settle(1_500);
      expect((await lobbySeat(slow.url, matchID, 0)).isConnected).not.toBe(true);
      expect([...subscribed.keys()].filter((channel) => channel.includes(matchID) || channel.includes(watched.matchID))).toEqual([]);
    } finally {
      await slow.close();
    }
  });
});

/** The memory storage, reading a running match's metadata with `gameover: null`, as bgio-postgres reads it. */
function runningAsNull(): StorageAPI.Async {
  return memoryStorageWith((memory) => ({
    fetch: async (matchID: string, opts: StorageAPI.FetchOpts) => {
      const fetched: Partial<StorageAPI.FetchFields> = await memory.fetch(matchID, opts);
      return fetched.metadata === undefined
        ? fetched
        : { ...fetched, metadata: { ...fetched.metadata, gameover: (fetched.metadata.gameover as unknown) ?? null } };
    },
  })).db;
}

/** The storages the bots' idle test runs on: in memory, one that reads as bgio-postgres does, and Postgres itself when there is one. */
function idleStorages(): [string, () => StorageAPI.Async][] {
  const storages: [string, () => StorageAPI.Async][] = [
    ['in memory', memoryStorage],
    ['that reads a running match as `gameover: null`, as bgio-postgres does', runningAsNull],
  ];
  const url = process.env.DATABASE_URL;
  if (url !== undefined) storages.push(['on Postgres (DATABASE_URL)', () => unwrap(checkedPostgresStore(PostgresStore, url))]);
  return storages;
}

describe('bots', () => {
  test('leave the match once it is over, and not before', async () => {
    const { matchID } = await createMatch(tables.url, 'tessera', 2, {}, []);
    const bots = await Promise.all(
      ['0', '1'].map(async (seat) => playSeat(tables.url, tessera, greedyBot, await joinAsBot(tables.url, 'tessera', 'greedy', matchID, seat))),
    );
    await Promise.race([Promise.all(bots.map(async (bot) => bot.finished)), settle(50_000)]);
    const match = (await (await fetch(`${tables.url}/games/tessera/${matchID}`)).json()) as { gameover?: unknown };
    expect(match.gameover).toBeDefined();
  }, 60_000);

  test.each(idleStorages())(
    'leave a match in which nothing happens, and take their seats again when someone moves or comes back (a storage %s)',
    async (_, storage) => {
      const db = storage();
      const quiet = await startTables({ port: 0, botIdleMs: 400, db });
      try {
        const { matchID, credentials } = await createMatch(quiet.url, 'tessera', 2, {}, [0]);
        expect((await fetch(`${quiet.url}/bots/tessera/${matchID}/1`, { method: 'POST' })).status).toBe(200);
        const botSeat = async (): Promise<LobbySeat> => lobbySeat(quiet.url, matchID, 1);
        const botConnected = async (): Promise<boolean | undefined> => (await botSeat()).isConnected;
        const person = connect<TesseraView, TesseraMove>(quiet.url, 'tessera', matchID, '0', credentials[0]);
        // The person's turn, with the bot's move made when the bot moves first.
        await until(() => person.seat.snapshot?.currentPlayer === '0', 10_000, "the person's turn");
        let connected = await botConnected();
        for (let waited = 0; connected !== false && waited < 100; waited++) {
          await settle(100);
          connected = await botConnected();
        }
        // Nothing happened for 400 ms: the bot left, and its seat says so.
        expect(connected).toBe(false);
        expect((await botSeat()).data).toEqual({ bot: 'greedy', away: true });
        // The person moves: the bot takes its seat again, and answers.
        const before = person.seat.snapshot!.table.moveCount;
        person.seat.play(tessera.legalMovesForView(person.seat.snapshot!.table.view as TesseraView)[0]!);
        await until(() => person.seat.snapshot!.table.moveCount >= before + 2, 10_000, "the bot's answer");
        expect((await botSeat()).data).toEqual({ bot: 'greedy' });
        // The person leaves and the bot with it; the person comes back, and so does the bot.
        person.socket.disconnect();
        for (let waited = 0; (await botConnected()) !== false && waited < 100; waited++) await settle(100);
        expect(await botConnected()).toBe(false);
        const back = connect<TesseraView, TesseraMove>(quiet.url, 'tessera', matchID, '0', credentials[0]);
        for (let waited = 0; (await botConnected()) !== true && waited < 100; waited++) await settle(100);
        expect(await botConnected()).toBe(true);
        back.socket.disconnect();
      } finally {
        await quiet.close();
        // boardgame.io's handlers of the sockets' close write the seats after the server's close has answered.
        if (db instanceof PostgresStore) await settle(500).then(async () => db.sequelize.close());
      }
    },
    60_000,
  );

  test.each([
    ['after it has seen it', true],
    ['before it has seen a state of it', false],
  ])('leave a match that is wiped from the storage %s (a bot once stayed for good, resyncing)', async (_, seen) => {
    const memory = memoryStorage();
    const quiet = await startTables({ port: 0, db: memory });
    try {
      const { matchID } = await createMatch(quiet.url, 'tessera', 2, {}, [0]);
      const seat = await joinAsBot(quiet.url, 'tessera', 'greedy', matchID, '1');
      if (!seen) await memory.wipe(matchID);
      const bot = playSeat(quiet.url, tessera, greedyBot, seat, 300);
      if (seen) {
        for (let waited = 0; (await lobbySeat(quiet.url, matchID, 1)).isConnected !== true && waited < 100; waited++) await settle(50);
        await memory.wipe(matchID);
      }
      const left = await Promise.race([bot.finished, settle(5_000).then(() => 'still there')]);
      bot.stop();
      expect(left).toMatchObject({ reason: 'gone' });
    } finally {
      await quiet.close();
    }
  });

  test("once the server is closed, its looks at matches that bots left idle read nothing (a closed database's pool threw)", async () => {
    let readsAfterClose = 0;
    let counting = false;
    const { memory, db } = memoryStorageWith((memory) => ({
      fetch: async (matchID: string, opts: StorageAPI.FetchOpts) => {
        if (counting) readsAfterClose++;
        return memory.fetch(matchID, opts);
      },
    }));
    const quiet = await startTables({ port: 0, botIdleMs: 200, db });
    const { matchID } = await createMatch(quiet.url, 'tessera', 2, {}, [0]);
    expect((await fetch(`${quiet.url}/bots/tessera/${matchID}/1`, { method: 'POST' })).status).toBe(200);
    const botLeft = async (): Promise<boolean> => (await memory.fetch(matchID, { metadata: true })).metadata.players[1]?.isConnected === false;
    for (let waited = 0; !(await botLeft()) && waited < 100; waited++) await settle(50);
    // The server looks again 200 ms, 1.2 s and 6 s after the bot left (its idle time being 200 ms).
    await quiet.close();
    await settle(300);
    counting = true;
    await settle(1_500);
    expect(readsAfterClose).toBe(0);
  });

  test('a bot that hears a move while it marks its seat away stays, answers it, and is woken by the next move once it has left', async () => {
    // The storage holds the bot's away mark until the person has moved and the bot has answered, and the guard's
    // read of that answer until the bot has left or 600 ms have passed (less than its idle time): a bot that left
    // once its seat was marked would have its answer dropped by socket.io (a packet that the guard passes on after
    // its socket closed), and would not be woken, having seen the move. Then it holds the bot's mark back 2.5 s,
    // longer than its idle time: a bot that marked its seat away again meanwhile was answered 200 with nothing
    // written (the seat read away still), left, and the mark back then landed: nothing woke a seat not marked away.
    let marking = false;
    let moved = false;
    let held = false;
    let heldBack = false;
    const { memory, db } = memoryStorageWith((memory) => ({
      setMetadata: async (matchID: string, metadata: Server.MatchData) => {
        if (!marking && isAwayBot(metadata.players[1] ?? {})) {
          marking = true;
          await until(() => held, 10_000, "the bot's answer to be held");
        }
        const { metadata: stored } = await memory.fetch(matchID, { metadata: true });
        if (held && !heldBack && isAwayBot(stored.players[1] ?? {}) && !isAwayBot(metadata.players[1] ?? {})) {
          heldBack = true;
          await settle(2_500);
        }
        return memory.setMetadata(matchID, metadata);
      },
      setState: async (matchID: string, state: State, deltalog?: LogEntry[]) => {
        await memory.setState(matchID, state, deltalog);
        moved ||= marking;
      },
      fetch: async (matchID: string, opts: StorageAPI.FetchOpts) => {
        // The guard's read of the bot's answer, the first read of state and metadata after the person's move: read
        // while the bot is still connected, and answered after it left, as when the bot's answer and its socket's
        // close reach the server together.
        const read = await memory.fetch(matchID, opts);
        if (moved && !held && opts.state === true && opts.metadata === true && opts.log !== true) {
          held = true;
          for (let waited = 0; !(await botLeft(matchID)) && waited < 12; waited++) await settle(50);
        }
        return read;
      },
    }));
    const botLeft = async (matchID: string): Promise<boolean> => {
      const { metadata } = await memory.fetch(matchID, { metadata: true });
      return metadata.players[1]?.isConnected === false;
    };
    const quiet = await startTables({ port: 0, botIdleMs: 1_000, db });
    try {
      const { matchID, credentials } = await createMatch(quiet.url, 'tessera', 2, {}, [0]);
      expect((await fetch(`${quiet.url}/bots/tessera/${matchID}/1`, { method: 'POST' })).status).toBe(200);
      const person = connect<TesseraView, TesseraMove>(quiet.url, 'tessera', matchID, '0', credentials[0]);
      try {
        await until(() => person.seat.snapshot?.currentPlayer === '0', 10_000, "the person's turn");
        await until(() => marking, 10_000, 'the bot to mark its seat away');
        const before = person.seat.snapshot!.table.moveCount;
        person.seat.play(tessera.legalMovesForView(person.seat.snapshot!.table.view as TesseraView)[0]!);
        await until(() => person.seat.snapshot!.table.moveCount >= before + 2, 15_000, "the bot's answer");
        expect(held).toBe(true);
        await until(() => heldBack, 10_000, "the bot's mark back");
        for (let waited = 0; !(await botLeft(matchID)) && waited < 100; waited++) await settle(100);
        await settle(1_000);
        const next = person.seat.snapshot!.table.moveCount;
        person.seat.play(tessera.legalMovesForView(person.seat.snapshot!.table.view as TesseraView)[0]!);
        await until(() => person.seat.snapshot!.table.moveCount >= next + 2, 15_000, "the bot's answer to the next move");
      } finally {
        person.socket.disconnect();
      }
    } finally {
      await quiet.close();
    }
  }, 60_000);

  // Beside the whole suite in CI, one or two of its 16 matches were once left unanswered: a bot that heard the move
  // while it marked its seat away left, and its answer was dropped (the test above, which pins that case alone).
  test('a move that reaches the server just as its bot leaves for want of news is still answered', async () => {
    const idleMs = 1_000;
    const quiet = await startTables({ port: 0, botIdleMs: idleMs });
    const sockets: { disconnect(): unknown }[] = [];
    try {
      // The people's first moves come from 60 ms before the bot's idle time to 60 ms after it; a move stored late on a
      // loaded machine brings the bot back at the last of the server's looks, 30 idle times after the bot left.
      const people = await Promise.all(
        Array.from({ length: 16 }, async (_, index) => {
          const { matchID, credentials } = await createMatch(quiet.url, 'tessera', 2, {}, [0]);
          expect((await fetch(`${quiet.url}/bots/tessera/${matchID}/1`, { method: 'POST' })).status).toBe(200);
          const person = connect<TesseraView, TesseraMove>(quiet.url, 'tessera', matchID, '0', credentials[0]);
          sockets.push(person.socket);
          await until(() => person.seat.snapshot?.currentPlayer === '0', 30_000, "the person's turn");
          await settle(idleMs - 60 + index * 8);
          const before = person.seat.snapshot!.table.moveCount;
          person.seat.play(tessera.legalMovesForView(person.seat.snapshot!.table.view as TesseraView)[0]!);
          return { person, before };
        }),
      );
      const answered = () => people.every(({ person, before }) => person.seat.snapshot!.table.moveCount >= before + 2);
      for (let waited = 0; !answered() && waited < 450; waited++) await settle(100);
      expect(people.filter(({ person, before }) => person.seat.snapshot!.table.moveCount < before + 2)).toHaveLength(0);
    } finally {
      // A socket left open would hold the server's close.
      for (const socket of sockets) socket.disconnect();
      await quiet.close();
    }
  }, 120_000);
});

describe("the lobby's answers", () => {
  test('an unknown game is 404, bad setup data 400 with its reason, a taken seat 409, a seat the match lacks 404', async () => {
    const answer = async (path: string, body: unknown): Promise<string> => {
      const { status, json } = await lobby(tables.url, path, body);
      return `${status} ${typeof json.error === 'string' ? json.error : ''}`;
    };
    expect(await answer('/games/chess/create', { numPlayers: 2 })).toMatch(/^404 /);
    expect(await answer('/bots/chess/m/1', {})).toMatch(/^404 /);
    expect(await answer('/games/tessera/create', { numPlayers: 2, setupData: { seed: 'x' } })).toBe(
      '400 setupData must not hold a seed: the lobby shows it to everyone',
    );
    expect(await answer('/games/tessera/create', { numPlayers: 2, setupData: { wall: 'purple' } })).toBe('400 options.wall: expected one of "printed", "grey"');
    expect(await answer('/games/tesseris/create', { numPlayers: 2, setupData: 'junk' })).toMatch(/^400 setupData must be an object/);
    expect(await answer('/games/tessera/create', { numPlayers: 9 })).toMatch(/^400 /);
    const { matchID } = await createMatch(tables.url, 'tessera', 2, {}, [0]);
    expect(await answer(`/games/tessera/${matchID}/join`, { playerID: '0', playerName: 'late' })).toMatch(/^409 /);
    expect(await answer(`/bots/tessera/${matchID}/0`, {})).toMatch(/^409 .*seat 0/);
    expect(await answer(`/games/tessera/${matchID}/join`, { playerID: '5', playerName: 'late' })).toMatch(/^404 /);
    expect(await answer('/games/tessera/no-such-match/join', { playerID: '0', playerName: 'late' })).toMatch(/^404 /);
  });
});

describe('a seat named by a key that every object has', () => {
  test('is no seat: joining `__proto__`, `constructor`, `toString` or `hasOwnProperty` is 404, writes nothing onto Object.prototype, and free seats stay free', async () => {
    const { matchID } = await createMatch(tables.url, 'tesseris', 3, {}, [0]);
    try {
      for (const playerID of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
        const { status } = await lobby(tables.url, `/games/tesseris/${matchID}/join`, { playerID, playerName: 'mallory' });
        expect(status, playerID).toBe(404);
      }
      expect(Object.getOwnPropertyNames(Object.prototype).filter((key) => ['name', 'credentials', 'data', 'isConnected'].includes(key))).toEqual([]);
      expect((await lobby(tables.url, `/games/tesseris/${matchID}/join`, { playerID: '1', playerName: 'Bob' })).status).toBe(200);
    } finally {
      // A failing run must not poison the other tests of this process.
      for (const key of ['name', 'credentials', 'data', 'isConnected']) Reflect.deleteProperty(Object.prototype, key);
    }
  });
});

describe('what a join stores about its seat', () => {
  test('is bounded: a long name, or data too deep or too long, is a 400 with its reason, and the match stays as it was', async () => {
    const { matchID, credentials } = await createMatch(tables.url, 'tesseris', 2, {}, [0]);
    const join = async (body: Record<string, unknown>) => {
      const { status, json } = await lobby(tables.url, `/games/tesseris/${matchID}/join`, { playerID: '1', ...body });
      return `${status} ${typeof json.error === 'string' ? json.error : ''}`;
    };
    const nested = (depth: number): unknown => JSON.parse('['.repeat(depth) + ']'.repeat(depth));
    expect(await join({ playerName: 'x'.repeat(101) })).toBe('400 playerName: expected a string of at most 100 characters (seat 1)');
    expect(await join({ playerName: 'deep', data: nested(2_500) })).toMatch(/^400 data(\[0\])+: expected nesting at most 8 deep \(seat 1\)$/);
    expect(await join({ playerName: 'deep', data: nested(9) })).toMatch(/^400 data.*nesting at most 8 deep/);
    expect(await join({ playerName: 'long', data: { note: 'x'.repeat(5_000) } })).toBe('400 data: expected at most 4096 characters of JSON (seat 1)');
    const match = (await (await fetch(`${tables.url}/games/tesseris/${matchID}`)).json()) as { players: { name?: string }[] };
    expect(match.players.map((player) => player.name)).toEqual([expect.any(String), undefined]);
    expect(await join({ playerName: 'Bob', data: { colour: 'teal', badges: [1, 2, 3] } })).toMatch(/^200 /);
    const update = await lobby(tables.url, `/games/tesseris/${matchID}/update`, { playerID: '0', credentials: credentials[0], newName: 'y'.repeat(200) });
    expect(`${update.status} ${String(update.json.error)}`).toBe('400 playerName: expected a string of at most 100 characters (seat 0)');
  });
});

describe('the default host', () => {
  test('is loopback: an address of another interface is refused', async (context) => {
    const elsewhere = Object.values(networkInterfaces())
      .flat()
      .find((address) => address !== undefined && !address.internal && address.family === 'IPv4');
    if (elsewhere === undefined) {
      context.skip('this machine has no interface but loopback');
      return;
    }
    const { port } = new URL(tables.url);
    const refused = await new Promise<string>((resolve) => {
      const socket = connectTcp(Number(port), elsewhere.address, () => {
        socket.destroy();
        resolve('connected');
      });
      socket.on('error', (error: NodeJS.ErrnoException) => {
        resolve(error.code ?? 'error');
      });
    });
    expect(refused).toBe('ECONNREFUSED');
  });
});

describe('an IPv6 host', () => {
  test('gets a URL in brackets, which the bots can reach', async (context) => {
    let ipv6: Tables;
    try {
      ipv6 = await startTables({ port: 0, host: '::1' });
    } catch {
      context.skip('this machine has no IPv6 loopback');
      return;
    }
    try {
      expect(ipv6.url).toMatch(/^http:\/\/\[::1\]:\d+$/);
      const { matchID } = await createMatch(ipv6.url, 'tessera', 2, {}, [0]);
      expect((await lobby(ipv6.url, `/bots/tessera/${matchID}/1`, {})).status).toBe(200);
    } finally {
      await ipv6.close();
    }
  });
});
