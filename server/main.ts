/**
 * `npm run serve`: both games online, on boardgame.io, with the web pages of `examples/web/`.
 *
 * - Embedded (the default): one process, matches in memory, or in a data folder with `DATA_DIR`.
 * - Scale-out: `DATABASE_URL` (Postgres, through bgio-postgres) and `REDIS_URL` (Redis pub/sub between the
 *   processes); run as many processes as you like, each on its own `PORT`.
 *
 * It listens on `HOST` (default 127.0.0.1) and `PORT` (default 8000).
 */
import { fileURLToPath } from 'node:url';
import { FlatFile } from 'boardgame.io/server';
import type { StorageAPI } from 'boardgame.io';
import type { PubSub } from 'tessera-engine/boardgame.io';
import { memoryStorage } from './memory-storage.js';
import { startTables } from './tables.js';

async function scaleOut(databaseUrl: string, redisUrl: string): Promise<{ db: StorageAPI.Async; pubSub: PubSub<{ readonly type: string }> }> {
  const [{ checkedPostgresStore }, { RedisPubSub }, redis] = await Promise.all([
    import('./postgres-storage.js'),
    import('@boardgame.io/redis-pubsub'),
    import('redis'),
  ]);
  const publisher = redis.createClient(redisUrl);
  const db = checkedPostgresStore(databaseUrl) as unknown as StorageAPI.Async;
  // Processes that start together race to create the tables (Postgres: 'type "Games" already exists'); the
  // loser's next try finds them made.
  const connect = db.connect.bind(db);
  db.connect = async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        await connect();
        return;
      } catch (error) {
        if (attempt === 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  };
  return {
    db,
    pubSub: new RedisPubSub(publisher, publisher.duplicate()),
  };
}

/**
 * The fault tests' hook (`TABLES_FAULT_STORE_DELAY_MS`, from `TABLES_FAULT_FROM_STATE_ID` on): each store of a
 * match's state says so on stdout, then waits, so that a test can kill the process between a move's processing and its storage.
 */
function slowStores(db: StorageAPI.Async, ms: number, fromStateID: number): StorageAPI.Async {
  const setState = db.setState.bind(db);
  db.setState = async (matchID, state, deltalog) => {
    if (state._stateID >= fromStateID) {
      console.log(`store-begin ${matchID} ${state._stateID}`);
      await new Promise((resolve) => setTimeout(resolve, ms));
    }
    await setState(matchID, state, deltalog);
  };
  return db;
}

/**
 * The fault tests' other hook (`TABLES_FAULT_FAIL_STORE_AT_STATE_ID`): the first store of each match's state
 * with that ID fails, as a stale write or a pool that timed out does.
 */
function failingStores(db: StorageAPI.Async, stateID: number): StorageAPI.Async {
  const setState = db.setState.bind(db);
  const failed = new Set<string>();
  db.setState = async (matchID, state, deltalog) => {
    if (state._stateID === stateID && !failed.has(matchID)) {
      failed.add(matchID);
      throw new Error(`store-failed ${matchID} ${stateID} (TABLES_FAULT_FAIL_STORE_AT_STATE_ID)`);
    }
    await setState(matchID, state, deltalog);
  };
  return db;
}

const {
  PORT = '8000',
  HOST = '127.0.0.1',
  DATA_DIR,
  DATABASE_URL,
  REDIS_URL,
  TABLES_FAULT_STORE_DELAY_MS,
  TABLES_FAULT_FROM_STATE_ID = '0',
  TABLES_FAULT_FAIL_STORE_AT_STATE_ID,
} = process.env;
if ((DATABASE_URL === undefined) !== (REDIS_URL === undefined)) throw new Error('scale-out needs both DATABASE_URL and REDIS_URL');
const shared: { db?: StorageAPI.Async; pubSub?: PubSub<{ readonly type: string }> } =
  DATABASE_URL !== undefined && REDIS_URL !== undefined ? await scaleOut(DATABASE_URL, REDIS_URL) : {};
if (TABLES_FAULT_STORE_DELAY_MS !== undefined && shared.db !== undefined)
  shared.db = slowStores(shared.db, Number(TABLES_FAULT_STORE_DELAY_MS), Number(TABLES_FAULT_FROM_STATE_ID));
if (TABLES_FAULT_FAIL_STORE_AT_STATE_ID !== undefined && DATA_DIR === undefined)
  shared.db = failingStores(shared.db ?? memoryStorage(), Number(TABLES_FAULT_FAIL_STORE_AT_STATE_ID));
// boardgame.io's FlatFile loads node-persist, which boardgame.io does not install: load it first, so that a
// missing one is said plainly at start.
if (DATA_DIR !== undefined) await import('node-persist');
const tables = await startTables({
  port: Number(PORT),
  host: HOST,
  pages: fileURLToPath(new URL('../examples/web', import.meta.url)),
  ...(DATA_DIR === undefined ? {} : { db: new FlatFile({ dir: DATA_DIR }) }),
  ...shared,
  acceptSeed: process.env.TABLES_ACCEPT_SEED === '1',
});
console.log(`tables: serving Tessera and Tesseris at ${tables.url} (${DATABASE_URL === undefined ? (DATA_DIR ?? 'in memory') : 'Postgres + Redis'})`);
// boardgame.io does not catch a failed storage call in its socket handlers (a stale write, a connection pool
// that timed out under load): the request fails, its move is neither stored nor published, and the seat
// resyncs. The process must not die of it.
process.on('unhandledRejection', (reason) => {
  console.error('tables: a request failed:', reason instanceof Error ? reason.message : reason);
});
const stop = (): void => void tables.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
