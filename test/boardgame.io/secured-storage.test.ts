/**
 * `securedStorage` called directly, over a storage that can be made to fail and that returns more than it is
 * asked for: a new state is published only once it is stored, never if the store fails, and `fetch` never
 * hands on the first deal.
 */
import { describe, expect, test, vi } from 'vitest';
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { localPubSub, securedStorage, type Publication } from 'tessera-engine/boardgame.io';

/** A storage in memory whose next `setState` can be made to fail, and whose `fetch` always returns `initialState`. */
function fakeStorage() {
  const stored: { state: State; log: LogEntry[] }[] = [];
  const fetchOptions: StorageAPI.FetchOpts[] = [];
  let nextStoreFails = false;
  const db = {
    type: () => 1,
    connect: () => Promise.resolve(),
    createMatch: () => Promise.resolve(),
    setMetadata: () => Promise.resolve(),
    setState: (_matchID: string, state: State, deltalog?: LogEntry[]) => {
      if (nextStoreFails) {
        nextStoreFails = false;
        return Promise.reject(new Error('the store failed'));
      }
      stored.push({ state, log: deltalog ?? [] });
      return Promise.resolve();
    },
    fetch: (_matchID: string, opts: StorageAPI.FetchOpts) => {
      fetchOptions.push(opts);
      return Promise.resolve({ state: { _stateID: stored.length }, initialState: { G: { hands: 'every hand of the first deal' } } });
    },
    wipe: () => Promise.resolve(),
    listMatches: () => Promise.resolve([]),
  };
  return { db: db as unknown as StorageAPI.Async, stored, fetchOptions, failNextStore: () => (nextStoreFails = true) };
}

const stateNumbered = (stateID: number): State => ({ _stateID: stateID }) as never;
const entry = (refused: boolean): LogEntry => ({ action: { type: 'MAKE_MOVE' }, _stateID: 0, turn: 1, phase: '', metadata: { refused } }) as never;

function securedOverFake() {
  const storage = fakeStorage();
  const received: string[] = [];
  const inner = localPubSub<Publication & { readonly n?: number }>();
  inner.subscribe('MATCH-m', (payload) => received.push(`${payload.type}${payload.n ?? ''}`));
  inner.subscribe('MATCH-other', (payload) => received.push(`other: ${payload.type}${payload.n ?? ''}`));
  const { db, pubSub } = securedStorage(storage.db, inner);
  return { ...storage, db, pubSub, received };
}

describe('securedStorage', () => {
  test("publishes a match's new state once it is stored, and other news at once", async () => {
    const { db, pubSub, received } = securedOverFake();
    pubSub.publish('MATCH-m', { type: 'update', n: 1 });
    pubSub.publish('MATCH-m', { type: 'patch', n: 2 });
    pubSub.publish('MATCH-m', { type: 'chat' });
    expect(received).toEqual(['chat']);
    await db.setState('m', stateNumbered(1));
    expect(received).toEqual(['chat', 'update1', 'patch2']);
  });

  test('drops what it held when the store fails, and does not send it with the next state', async () => {
    const { db, pubSub, received, stored, failNextStore } = securedOverFake();
    pubSub.publish('MATCH-m', { type: 'update', n: 1 });
    failNextStore();
    await expect(db.setState('m', stateNumbered(1))).rejects.toThrow('the store failed');
    expect(received).toEqual([]);
    pubSub.publish('MATCH-m', { type: 'update', n: 2 });
    await db.setState('m', stateNumbered(1));
    expect(received).toEqual(['update2']);
    expect(stored).toHaveLength(1);
  });

  test("holds each match's news apart: one match's store releases nothing of another's", async () => {
    const { db, pubSub, received } = securedOverFake();
    pubSub.publish('MATCH-m', { type: 'update', n: 1 });
    await db.setState('other', stateNumbered(1));
    expect(received).toEqual([]);
    await db.setState('m', stateNumbered(1));
    expect(received).toEqual(['update1']);
  });

  test('never returns initialState, even from a storage that sends it unasked', async () => {
    const { db, fetchOptions } = securedOverFake();
    const fetched = await db.fetch('m', { state: true, initialState: true });
    expect(fetched).not.toHaveProperty('initialState');
    expect(fetched.state).toEqual({ _stateID: 0 });
    expect(fetchOptions).toEqual([{ state: true, initialState: false }]);
  });

  test('stores no refused move in the log', async () => {
    const { db, stored } = securedOverFake();
    await db.setState('m', stateNumbered(1), [entry(true), entry(false), entry(true)]);
    expect(stored[0]!.log).toEqual([entry(false)]);
  });
});

describe('localPubSub and securedStorage with a subscriber that throws', () => {
  test('the other subscribers still get every payload, and a stored state is not refused', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const inner = localPubSub<Publication>();
    inner.subscribe('MATCH-x', () => {
      throw new Error('a broken subscriber');
    });
    const healthy: string[] = [];
    inner.subscribe('MATCH-x', (payload) => healthy.push(payload.type));
    expect(() => inner.publish('MATCH-x', { type: 'chat' })).not.toThrow();
    expect(healthy).toEqual(['chat']);
    // A pub/sub that fails for the first of the two held updates: the second still goes out once stored.
    const { db, pubSub } = securedStorage(fakeStorage().db, {
      ...inner,
      publish: (channelId, payload) => {
        if (payload.type === 'update') throw new Error('the pub/sub is down');
        inner.publish(channelId, payload);
      },
    });
    pubSub.publish('MATCH-x', { type: 'update' });
    pubSub.publish('MATCH-x', { type: 'patch' });
    await expect(db.setState('x', stateNumbered(1))).resolves.toBeUndefined();
    expect(healthy).toEqual(['chat', 'patch']);
    // The broken subscriber twice, the pub/sub once.
    expect(reported).toHaveBeenCalledTimes(3);
    reported.mockRestore();
  });
});

describe("a match's seats as the lobby stores them", () => {
  /** A storage holding one match stored before the seats were bounded: seat 0's data is 10,000 characters long. */
  function olderMatch() {
    const big = { note: 'x'.repeat(10_000) };
    let metadata = { gameName: 'tessera', players: { 0: { id: 0, name: 'Ada', data: big }, 1: { id: 1 } }, createdAt: 0, updatedAt: 0 };
    const db = {
      type: () => 1,
      connect: () => Promise.resolve(),
      createMatch: () => Promise.resolve(),
      // As a database does: what it stores is written out, and read back as new objects.
      setMetadata: (_matchID: string, next: typeof metadata) => void (metadata = JSON.parse(JSON.stringify(next)) as typeof metadata),
      setState: () => Promise.resolve(),
      fetch: () => Promise.resolve({ metadata: JSON.parse(JSON.stringify(metadata)) as typeof metadata }),
      wipe: () => Promise.resolve(),
      listMatches: () => Promise.resolve([]),
    };
    return { db: securedStorage(db as unknown as StorageAPI.Async).db, stored: () => metadata };
  }

  test("stores back what the storage gave as it was, bounded or not: an older match's seats still connect and end", async () => {
    const { db, stored } = olderMatch();
    const { metadata } = await db.fetch('m', { metadata: true });
    metadata.players[0]!.isConnected = true;
    await db.setMetadata('m', metadata);
    expect(stored().players[0]).toMatchObject({ isConnected: true, name: 'Ada' });
    const again = (await db.fetch('m', { metadata: true })).metadata;
    await db.setMetadata('m', { ...again, gameover: { winner: '0' } });
    expect(stored()).toMatchObject({ gameover: { winner: '0' } });
  });

  test('refuses what a client changed past the bounds, with a 400 that says why, and stores nothing', async () => {
    const { db, stored } = olderMatch();
    const { metadata } = await db.fetch('m', { metadata: true });
    metadata.players[1] = { id: 1, name: 'Bob', data: { note: 'y'.repeat(5_000) } };
    await expect(db.setMetadata('m', metadata)).rejects.toMatchObject({
      status: 400,
      expose: true,
      message: 'data: expected at most 4096 characters of JSON (seat 1)',
    });
    expect(stored().players[1]).toEqual({ id: 1 });
    expect(Object.getPrototypeOf(metadata.players)).toBeNull();
  });
});

describe("a match's metadata written by two requests at once", () => {
  /** A storage in memory that, as a database does, stores copies and reads them back as new objects. */
  function storedMatch(players: Record<number, { id: number; name?: string }>) {
    let metadata: Server.MatchData = { gameName: 'tesseris', players, createdAt: 0, updatedAt: 0 };
    let writes = 0;
    const db = {
      type: () => 1,
      connect: () => Promise.resolve(),
      createMatch: () => Promise.resolve(),
      setMetadata: (_matchID: string, next: Server.MatchData) => {
        writes++;
        metadata = JSON.parse(JSON.stringify(next)) as Server.MatchData;
        return Promise.resolve();
      },
      setState: () => Promise.resolve(),
      fetch: () => Promise.resolve({ metadata: JSON.parse(JSON.stringify(metadata)) as Server.MatchData }),
      wipe: () => Promise.resolve(),
      listMatches: () => Promise.resolve([]),
    };
    return { db: securedStorage(db as unknown as StorageAPI.Async).db, stored: () => metadata, writes: () => writes };
  }

  test("a socket's connection written after a join read the seats before it keeps the join (the last write undid it)", async () => {
    const { db, stored } = storedMatch({ 0: { id: 0, name: 'Ada' }, 1: { id: 1 } });
    // boardgame.io's master reads the metadata to mark seat 0 connected; meanwhile the lobby seats Bo in seat 1.
    const connection = (await db.fetch('m', { metadata: true })).metadata;
    const join = (await db.fetch('m', { metadata: true })).metadata;
    join.players[1] = { ...join.players[1]!, name: 'Bo', credentials: 'secret' };
    await db.setMetadata('m', join);
    connection.players[0]!.isConnected = true;
    await db.setMetadata('m', { ...connection, updatedAt: 5 });
    expect(stored().players).toEqual({ 0: { id: 0, name: 'Ada', isConnected: true }, 1: { id: 1, name: 'Bo', credentials: 'secret' } });
    expect(stored().updatedAt).toBe(5);
  });

  test("two joins of one free seat: the second is refused with the lobby's 409, and the first keeps it", async () => {
    const { db, stored } = storedMatch({ 0: { id: 0 } });
    const [first, second] = [(await db.fetch('m', { metadata: true })).metadata, (await db.fetch('m', { metadata: true })).metadata];
    first.players[0] = { id: 0, name: 'Ada', credentials: 'a' };
    second.players[0] = { id: 0, name: 'Bo', credentials: 'b' };
    const results = await Promise.allSettled([db.setMetadata('m', first), db.setMetadata('m', second)]);
    expect(results[0]).toEqual({ status: 'fulfilled', value: undefined });
    expect(results[1]).toMatchObject({ status: 'rejected', reason: { status: 409, expose: true, message: 'Player 0 not available' } });
    expect(stored().players[0]).toEqual({ id: 0, name: 'Ada', credentials: 'a' });
  });

  test('a write of what was read, unchanged (a seat that resyncs, marked connected again), writes nothing', async () => {
    const { db, stored, writes } = storedMatch({ 0: { id: 0, name: 'Ada', isConnected: true } as never });
    const resync = (await db.fetch('m', { metadata: true })).metadata;
    resync.players[0]!.isConnected = true;
    await db.setMetadata('m', resync);
    expect(writes()).toBe(0);
    resync.players[0]!.isConnected = false;
    await db.setMetadata('m', resync);
    expect(writes()).toBe(1);
    expect(stored().players[0]).toEqual({ id: 0, name: 'Ada', isConnected: false });
  });

  test('a leave and a rename are changes too: a seat emptied stays empty, a renamed seat keeps the other fields stored since', async () => {
    const { db, stored } = storedMatch({ 0: { id: 0, name: 'Ada' }, 1: { id: 1, name: 'Bo' } });
    const leave = (await db.fetch('m', { metadata: true })).metadata;
    const rename = (await db.fetch('m', { metadata: true })).metadata;
    delete leave.players[0]!.name;
    await db.setMetadata('m', leave);
    rename.players[1]!.name = 'Bob';
    await db.setMetadata('m', rename);
    expect(stored().players).toEqual({ 0: { id: 0 }, 1: { id: 1, name: 'Bob' } });
  });
});
