/**
 * Storage and pub/sub wrappers that close two gaps of boardgame.io's server: the first deal sent unfiltered
 * in every `sync` frame, and a move broadcast before it is stored.
 *
 * @module
 */
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { carriesState, channelOf } from './channels.js';
import { isRefusedEntry } from './game.js';
import { callEachListener, runReported } from './listeners.js';
import { metadataWriter } from './metadata-writes.js';
import { seatMetadataRefusal, withSeatsOnly } from './seat-metadata.js';

/** boardgame.io's `Type.ASYNC`: the master awaits every call of such a storage. */
const ASYNC_STORAGE = 1;

/**
 * boardgame.io's generic pub/sub between server processes (its `pubSub` option of `SocketIO`).
 *
 * @example
 * ```ts
 * import { FlatFile } from 'boardgame.io/server';
 * import { mkdtempSync } from 'node:fs';
 * import { tmpdir } from 'node:os';
 * import { join } from 'node:path';
 * import { securedStorage, type PubSub, type Publication } from 'tessera-engine/boardgame.io';
 *
 * const pubSub: PubSub<Publication> = securedStorage(new FlatFile({ dir: mkdtempSync(join(tmpdir(), 'tables-')) })).pubSub;
 * const received: string[] = [];
 * pubSub.subscribe('MATCH-m', (payload) => received.push(payload.type));
 * pubSub.publish('MATCH-m', { type: 'chat' });
 * pubSub.unsubscribeAll('MATCH-m');
 * pubSub.publish('MATCH-m', { type: 'matchData' });
 * console.log(received); // => [ 'chat' ]
 * ```
 */
export interface PubSub<Payload> {
  /** Sends a payload to every subscriber of a channel, in every process. */
  publish(channelId: string, payload: Payload): unknown;
  /** Calls back with each payload published on a channel. */
  subscribe(channelId: string, callback: (payload: Payload) => void): void;
  /** Drops every subscription of a channel. */
  unsubscribeAll(channelId: string): unknown;
}

/**
 * What boardgame.io's master publishes: a match's new state (`update`, `patch`) or other news.
 *
 * @example
 * ```ts
 * import { FlatFile } from 'boardgame.io/server';
 * import { mkdtempSync } from 'node:fs';
 * import { tmpdir } from 'node:os';
 * import { join } from 'node:path';
 * import { securedStorage, type Publication } from 'tessera-engine/boardgame.io';
 *
 * const { db, pubSub } = securedStorage<Publication>(new FlatFile({ dir: mkdtempSync(join(tmpdir(), 'tables-')) }));
 * await db.connect();
 * const received: string[] = [];
 * pubSub.subscribe('MATCH-m', (payload: Publication) => received.push(payload.type));
 * pubSub.publish('MATCH-m', { type: 'update' });
 * pubSub.publish('MATCH-m', { type: 'chat' });
 * console.log(received); // => [ 'chat' ]
 * // The new state reaches the subscribers once the master has stored it.
 * await db.setState('m', { G: {}, ctx: {}, plugins: {}, _undo: [], _redo: [], _stateID: 1 } as never);
 * console.log(received); // => [ 'chat', 'update' ]
 * ```
 */
export interface Publication {
  /** `"update"` or `"patch"` for a new state; `"matchData"`, `"chat"`, ... for other news. */
  readonly type: string;
}

/**
 * A storage and a pub/sub for boardgame.io's `Server` and `SocketIO`, wrapped by {@link securedStorage}.
 *
 * @example
 * ```ts
 * import type { LogEntry } from 'boardgame.io';
 * import { FlatFile } from 'boardgame.io/server';
 * import { mkdtempSync } from 'node:fs';
 * import { tmpdir } from 'node:os';
 * import { join } from 'node:path';
 * import { securedStorage, type Publication, type SecuredStorage } from 'tessera-engine/boardgame.io';
 *
 * // A server hands them on: Server({ games, db: tables.db, transport: new SocketIO({ pubSub: tables.pubSub }) }).
 * const tables: SecuredStorage<Publication> = securedStorage(new FlatFile({ dir: mkdtempSync(join(tmpdir(), 'tables-')) }));
 * await tables.db.connect();
 * const state = { G: {}, ctx: {}, plugins: {}, _undo: [], _redo: [], _stateID: 0 } as never;
 * await tables.db.createMatch('m', { initialState: state, metadata: { gameName: 'tessera', players: {}, createdAt: 0, updatedAt: 0 } });
 * // A refused move's log entry, then an accepted one's: only the second is stored.
 * const action = { type: 'MAKE_MOVE', payload: { type: 'play', args: [{}], playerID: '0' } } as const;
 * const entry = (refused: boolean): LogEntry => ({ action, _stateID: 0, turn: 1, phase: '', metadata: { refused } });
 * await tables.db.setState('m', state, [entry(true), entry(false)]);
 * console.log((await tables.db.fetch('m', { log: true })).log!.length); // => 1
 * ```
 */
export interface SecuredStorage<Payload> {
  /** The storage to hand `Server({ db })`. */
  readonly db: StorageAPI.Async;
  /** The pub/sub to hand `new SocketIO({ pubSub })`. */
  readonly pubSub: PubSub<Payload>;
}

/**
 * Wraps a boardgame.io storage and pub/sub so that:
 *
 * - **`fetch` never returns `initialState`.** boardgame.io sends it in every `sync` frame without passing it
 *   through `playerView`, and it holds every hand of the first deal. Nothing in the server needs it.
 * - **A match's new state is published only once it is stored.** boardgame.io's master publishes a move's
 *   result and then stores it; a process killed between the two would have shown its clients a move that
 *   the storage never had. Here the master's `update` and `patch` publications wait until its `setState`
 *   for that match has resolved, and are dropped if it fails. A client whose move is never confirmed sends
 *   it again after its next `sync` (see `SeatClient`).
 * - **A seat is found by its own number only.** The metadata's `players` comes back with no prototype.
 *   boardgame.io's lobby looks a seat up as `players[playerID]`, with the client's `playerID`: a join of the
 *   seat `__proto__` found `Object.prototype` there, and wrote its name and credentials onto it, which then
 *   opened every seat nobody had joined, in every match of the process, to those credentials. It now finds no
 *   such seat (404). Each seat's entry is a copy, so the lobby's changes are stored only by `setMetadata`.
 * - **What a client stores about its seat is bounded.** The lobby stores a join's `playerName` and `data` as
 *   they come, and sends them to every client of the match in each `matchData` frame: `setMetadata` refuses a
 *   name longer than 100 characters, and `data` that is no JSON of at most 4,096 characters, 8 levels and 1,000
 *   values, with an error that the lobby answers as a 400 with its message, and stores nothing. A seat whose
 *   name and data are those `fetch` gave is stored back as it was: a match stored before these bounds still
 *   records its seats' connections and its end.
 * - **A write of metadata changes only what it changed.** boardgame.io writes back the whole metadata it read
 *   a moment before: the lobby's join, each socket's connection and disconnection, each move. Of two such writes
 *   at once the last undid the other: a join answered 200 lost its seat (its credentials then opened nothing,
 *   and anyone could join the seat again), and on Postgres most four-seat matches seated one after another lost
 *   a bot's seat and stalled. Each write now makes its change (the fields it changed, each seat's fields) on the
 *   metadata stored at that moment, and a join of a seat that was taken meanwhile is refused with the lobby's 409.
 *   That is atomic within the process; across processes, when the storage offers {@link MetadataUpdates}. A
 *   write that changes nothing (a seat that resyncs, marked connected again) is not made.
 * - **A refused move adds nothing to the stored log** (its entry is marked, see {@link isRefusedEntry}): a
 *   seat that sends refused moves without end cannot grow its match's record.
 *
 * @param db - any boardgame.io storage (in memory, `FlatFile`, `bgio-postgres`, ...).
 * @param pubSub - the pub/sub between processes; by default {@link localPubSub}, for a single process.
 *
 * @example
 * ```ts
 * import { FlatFile } from 'boardgame.io/server';
 * import { mkdtempSync } from 'node:fs';
 * import { tmpdir } from 'node:os';
 * import { join } from 'node:path';
 * import { securedStorage } from 'tessera-engine/boardgame.io';
 *
 * const { db } = securedStorage(new FlatFile({ dir: mkdtempSync(join(tmpdir(), 'tables-')) }));
 * await db.connect();
 * const initialState = { G: {}, ctx: {}, plugins: {}, _undo: [], _redo: [], _stateID: 0 } as never;
 * await db.createMatch('m', { initialState, metadata: { gameName: 'tessera', players: {}, createdAt: 0, updatedAt: 0 } });
 * const fetched = await db.fetch('m', { state: true, initialState: true });
 * console.log('state' in fetched, 'initialState' in fetched); // => true false
 * ```
 */
export function securedStorage<Payload extends Publication>(
  db: StorageAPI.Async | StorageAPI.Sync,
  pubSub: PubSub<Payload> = localPubSub(),
): SecuredStorage<Payload> {
  const held = new Map<string, Payload[]>();
  const writeMetadata = metadataWriter(db);
  const release = (channelId: string, publish: boolean): void => {
    const payloads = held.get(channelId) ?? [];
    held.delete(channelId);
    // Each payload on its own: the state is stored, so a publication that fails must not stop the others.
    if (publish) for (const payload of payloads) runReported(() => pubSub.publish(channelId, payload));
  };
  // A plain object in the shape of boardgame.io's abstract class, so that this subpath loads nothing of it.
  const secured = {
    type: () => ASYNC_STORAGE,
    connect: async (): Promise<void> => {
      await db.connect();
    },
    createMatch: async (matchID: string, opts: StorageAPI.CreateMatchOpts) => db.createMatch(matchID, opts),
    setMetadata: async (matchID: string, metadata: Server.MatchData) => {
      const refusal = seatMetadataRefusal(metadata);
      // Koa, under boardgame.io's lobby, answers an error's `status` with its message when it is `expose`d.
      if (refusal !== null) throw Object.assign(new Error(refusal), { status: 400, expose: true });
      return writeMetadata(matchID, metadata);
    },
    setState: async (matchID: string, state: State, deltalog?: LogEntry[]) => {
      try {
        await db.setState(
          matchID,
          state,
          deltalog?.filter((entry) => !isRefusedEntry(entry)),
        );
      } catch (error) {
        release(channelOf(matchID), false);
        throw error;
      }
      release(channelOf(matchID), true);
    },
    fetch: async (matchID: string, opts: StorageAPI.FetchOpts) => {
      const fetched: Partial<StorageAPI.FetchFields> = await db.fetch(matchID, { ...opts, initialState: false });
      const { initialState: _initialState, metadata, ...rest } = fetched;
      return (metadata === undefined ? rest : { ...rest, metadata: withSeatsOnly(metadata) }) as never;
    },
    wipe: async (matchID: string) => db.wipe(matchID),
    listMatches: async (opts?: StorageAPI.ListMatchesOpts) => db.listMatches(opts),
  };
  return {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- boardgame.io only calls the methods of its abstract class
    db: secured,
    pubSub: {
      publish: (channelId, payload) => {
        if (!carriesState(payload)) return pubSub.publish(channelId, payload);
        held.set(channelId, [...(held.get(channelId) ?? []), payload]);
        return undefined;
      },
      subscribe: (channelId, callback) => {
        pubSub.subscribe(channelId, callback);
      },
      unsubscribeAll: (channelId) => pubSub.unsubscribeAll(channelId),
    },
  };
}

/**
 * A pub/sub within one process, for a server that runs alone (boardgame.io does not export its own). A
 * subscriber that throws, or is no function, is reported (`console.error` in Node) and the others are still
 * called, as a DOM event's listeners are.
 *
 * @example
 * ```ts
 * import { localPubSub } from 'tessera-engine/boardgame.io';
 *
 * const pubSub = localPubSub<string>();
 * const received: string[] = [];
 * pubSub.subscribe('MATCH-m', (payload) => received.push(payload));
 * pubSub.publish('MATCH-m', 'hello');
 * console.log(received); // => [ 'hello' ]
 * ```
 */
export function localPubSub<Payload>(): PubSub<Payload> {
  const subscribers = new Map<string, ((payload: Payload) => void)[]>();
  return {
    publish: (channelId, payload) => {
      callEachListener(subscribers.get(channelId) ?? [], () => payload);
    },
    subscribe: (channelId, callback) => void subscribers.set(channelId, [...(subscribers.get(channelId) ?? []), callback]),
    unsubscribeAll: (channelId) => subscribers.delete(channelId),
  };
}
