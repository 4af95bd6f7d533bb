/**
 * `npm run serve`: both games online, on boardgame.io, with the web pages of `examples/web/`.
 *
 * - Embedded (the default): one process, matches in memory, or in a data folder with `DATA_DIR`.
 * - Scale-out: `DATABASE_URL` (Postgres, through bgio-postgres) and `REDIS_URL` (Redis pub/sub between the
 *   processes); run as many processes as you like, each on its own `PORT`.
 *
 * It listens on `HOST` (default 127.0.0.1) and `PORT` (default 8000). A setting it cannot use (a port out of range,
 * a host it cannot listen on, a port in use, a `DATA_DIR` that is no writable folder, a `DATABASE_URL` without
 * `REDIS_URL`) ends it at start with one line, `tables: ...`, and exit code 1.
 */
import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorageAPI } from 'boardgame.io';
import { checkedPostgresStore, localFirstPubSub, redisConnections, type PubSub } from 'tessera-engine/boardgame.io';
import { unwrap } from 'tessera-engine';
import { messageOf } from '../examples/terminal.js';
import { boundedFlatFile } from './bounded-flat-file.js';
import { memoryStorage } from './memory-storage.js';
import { startTables } from './tables.js';

async function scaleOut(databaseUrl: string, redisUrl: string): Promise<{ db: StorageAPI.Async; pubSub: PubSub<{ readonly type: string }> }> {
  const [{ PostgresStore }, { RedisPubSub }, redis] = await Promise.all([import('bgio-postgres'), import('@boardgame.io/redis-pubsub'), import('redis')]);
  const { publisher, subscriber, ready } = unwrap(
    redisConnections(redis.createClient, redisUrl, {
      say: (line) => {
        console.error(`tables: ${line}`);
      },
    }),
  );
  await ready;
  const db = unwrap(checkedPostgresStore(PostgresStore, databaseUrl)) as unknown as StorageAPI.Async;
  return { db, pubSub: localFirstPubSub(new RedisPubSub(publisher, subscriber)) };
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

/** Ends the process at start, with one line that says why, and exit code 1. */
function refuse(message: string): never {
  console.error(`tables: ${message}`);
  process.exit(1);
}

/** `PORT`, read: a whole number from 0 (a free port) to 65535. */
function readPort(text: string): number {
  const port = /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN;
  return port <= 65_535 ? port : refuse(`PORT must be a whole number from 0 to 65535, not ${JSON.stringify(text)}`);
}

/**
 * Makes a folder and those above it that are missing. Not `mkdirSync`'s `recursive`, which loops for ever where
 * the folder above exists but refuses a new one with ENOENT (`/proc/nope`); here the second ENOENT is thrown.
 */
function makeFolder(dir: string): void {
  try {
    mkdirSync(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return;
    if (code !== 'ENOENT' || dirname(dir) === dir) throw error;
    makeFolder(dirname(dir));
    mkdirSync(dir);
  }
}

/** Makes `DATA_DIR` if it is missing, and checks that it is a folder this process may write in. */
function checkDataDir(dir: string): void {
  try {
    makeFolder(dir);
    if (!statSync(dir).isDirectory()) refuse(`DATA_DIR ${JSON.stringify(dir)} is not a folder`);
    accessSync(dir, constants.W_OK | constants.X_OK);
  } catch (error) {
    refuse(`DATA_DIR ${JSON.stringify(dir)} is not a folder this process can write in: ${messageOf(error)}`);
  }
}

const port = readPort(PORT);
if ((DATABASE_URL === undefined) !== (REDIS_URL === undefined)) refuse('scale-out needs both DATABASE_URL and REDIS_URL');
if (DATA_DIR !== undefined) checkDataDir(DATA_DIR);
// An error at start (the host unknown, the port in use, a service that does not answer) is said in one line: the
// listening socket's 'error' event has no listener of ours, so it arrives here as an uncaught exception.
const failedStart = (error: unknown): never => refuse(`could not start on ${HOST}:${port}: ${messageOf(error)}`);
process.on('uncaughtException', failedStart);
const shared: { db?: StorageAPI.Async; pubSub?: PubSub<{ readonly type: string }> } =
  DATABASE_URL !== undefined && REDIS_URL !== undefined ? await scaleOut(DATABASE_URL, REDIS_URL).catch(failedStart) : {};
if (TABLES_FAULT_STORE_DELAY_MS !== undefined && shared.db !== undefined)
  shared.db = slowStores(shared.db, Number(TABLES_FAULT_STORE_DELAY_MS), Number(TABLES_FAULT_FROM_STATE_ID));
if (TABLES_FAULT_FAIL_STORE_AT_STATE_ID !== undefined && DATA_DIR === undefined)
  shared.db = failingStores(shared.db ?? memoryStorage(), Number(TABLES_FAULT_FAIL_STORE_AT_STATE_ID));
// boardgame.io's FlatFile (under boundedFlatFile) loads node-persist, which boardgame.io does not install: load it
// first, so that a missing one is said plainly at start.
if (DATA_DIR !== undefined) await import('node-persist').catch(failedStart);
const tables = await startTables({
  port,
  host: HOST,
  pages: fileURLToPath(new URL('../examples/web', import.meta.url)),
  ...(DATA_DIR === undefined ? {} : { db: boundedFlatFile({ dir: DATA_DIR }) }),
  ...shared,
  acceptSeed: process.env.TABLES_ACCEPT_SEED === '1',
}).catch(failedStart);
process.off('uncaughtException', failedStart);
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
