/**
 * The options of the guarded transport, read once: the storage the guards read, boardgame.io's own options of its
 * socket.io transport, and a hook.
 *
 * @module
 */
import type { StorageAPI } from 'boardgame.io';
import { copyJson } from '../core/copy.js';
import { readOwnOptions } from '../core/options.js';
import { thrownMessage } from '../core/thrown.js';
import type { AnyStorage, StoredMatch } from './stored-match.js';
import type { PubSub, Publication } from './storage.js';

/** The largest packet a client may send by default: a move is a few hundred bytes. */
const MAX_PACKET_BYTES = 16 * 1024;

/**
 * Options of {@link guardedSocketIO}: the storage the guards read, and boardgame.io's own options of its
 * socket.io transport, passed on.
 *
 * @example
 * ```ts
 * import { FlatFile, SocketIO } from 'boardgame.io/server';
 * import { mkdtempSync } from 'node:fs';
 * import { tmpdir } from 'node:os';
 * import { join } from 'node:path';
 * import { guardedSocketIO, securedStorage, type GuardedSocketIOOptions } from 'tessera-engine/boardgame.io';
 *
 * const { db, pubSub } = securedStorage(new FlatFile({ dir: mkdtempSync(join(tmpdir(), 'tables-')) }));
 * const options: GuardedSocketIOOptions = { db, pubSub, socketOpts: { maxHttpBufferSize: 8 * 1024 } };
 * console.log(guardedSocketIO(SocketIO, options).ok); // => true
 * ```
 */
export interface GuardedSocketIOOptions {
  /** The server's storage, as {@link securedStorage} returns it: the guards read each packet's match from it. */
  readonly db: StorageAPI.Async | StorageAPI.Sync;
  /** The pub/sub between processes, as {@link securedStorage} returns it; boardgame.io's default otherwise. */
  readonly pubSub?: PubSub<Publication>;
  /**
   * socket.io's server options, passed on. `maxHttpBufferSize`, the largest packet a client may send, is 16 KB
   * unless given: a move is a few hundred bytes, and socket.io's default is 1 MB.
   */
  readonly socketOpts?: Readonly<Record<string, unknown>>;
  /** boardgame.io's `https` option, passed on. */
  readonly https?: unknown;
  /** boardgame.io's `socketAdapter` option (a socket.io adapter), passed on. */
  readonly socketAdapter?: unknown;
  /**
   * Called with a match as stored (a copy of its state number, context and metadata) each time a socket of this
   * process syncs with it as a seat, syncs with it first, or moves in it, before the guards' checks, whether or
   * not the packet then passes them: the reference server wakes its bots there. What it throws, or a promise it
   * returns rejects with, is logged.
   */
  readonly onMatchHeard?: (matchID: string, match: StoredMatch) => void | PromiseLike<void>;
}

/** The names of {@link GuardedSocketIOOptions}. */
const OPTION_NAMES = ['db', 'pubSub', 'socketOpts', 'https', 'socketAdapter', 'onMatchHeard'];

/** The options, read: what the guards use, boardgame.io's options of its transport, and the hook. */
export interface GuardOptions {
  readonly db: AnyStorage;
  readonly heard: (matchID: string, match: StoredMatch) => void;
  readonly transport: Record<string, unknown>;
}

const PREFIX = 'guardedSocketIO: options.';

/**
 * What is wrong with boardgame.io's options of its transport, or `null`.
 *
 * @param options - the caller's options, read.
 * @param size - `socketOpts.maxHttpBufferSize`, read once.
 */
function transportProblem({ pubSub, socketOpts, https, socketAdapter }: Readonly<Record<string, unknown>>, size: unknown): string | null {
  const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null && !Array.isArray(value);
  if (
    pubSub !== undefined &&
    !(isObject(pubSub) && ['publish', 'subscribe', 'unsubscribeAll'].every((name) => typeof (pubSub as Record<string, unknown>)[name] === 'function'))
  ) {
    return `${PREFIX}pubSub: expected a pub/sub with publish, subscribe and unsubscribeAll (securedStorage(...).pubSub)`;
  }
  if (socketOpts !== undefined && !isObject(socketOpts)) return `${PREFIX}socketOpts: expected an object of socket.io's options`;
  if (size !== undefined && !(Number.isSafeInteger(size) && (size as number) > 0))
    return `${PREFIX}socketOpts.maxHttpBufferSize: expected a whole number of bytes above 0`;
  if (https !== undefined && !isObject(https)) return `${PREFIX}https: expected an object of TLS options`;
  if (socketAdapter !== undefined && typeof socketAdapter !== 'function') return `${PREFIX}socketAdapter: expected a socket.io adapter`;
  return null;
}

/** The hook, called with a copy of what the guards read, and what it throws or rejects with logged. */
function reportedHook(onMatchHeard: GuardedSocketIOOptions['onMatchHeard']): (matchID: string, match: StoredMatch) => void {
  const report = (error: unknown): void => {
    console.error(`guardedSocketIO: onMatchHeard threw: ${thrownMessage(error, 'a value that is no Error')}`);
  };
  return (matchID, { state, metadata }) => {
    if (onMatchHeard === undefined) return;
    try {
      // A copy: the guards check the match after the hook, and a storage may hand out its own objects.
      const read: unknown = { state: state === undefined ? undefined : { _stateID: state._stateID, ctx: state.ctx }, metadata };
      const answer: unknown = (onMatchHeard as (matchID: string, match: unknown) => unknown)(matchID, copyJson(read));
      if (typeof answer === 'object' && answer !== null && typeof (answer as { then?: unknown }).then === 'function') {
        (answer as PromiseLike<unknown>).then(undefined, report);
      }
    } catch (error) {
      report(error);
    }
  };
}

/**
 * Reads the options once: what the guards use, boardgame.io's options of its transport, and the hook; or what is
 * wrong with them.
 *
 * @param given - the caller's options, any value.
 */
export function readGuardOptions(given: unknown): GuardOptions | string {
  try {
    const own = readOwnOptions(given, OPTION_NAMES, 'guardedSocketIO: options', 'guardedSocketIO: expected options in an object, such as { db, pubSub }');
    if (typeof own === 'string') return own;
    const { db, pubSub, socketOpts, https, socketAdapter, onMatchHeard } = own;
    if (typeof db !== 'object' || db === null || typeof (db as { fetch?: unknown }).fetch !== 'function') {
      return `${PREFIX}db: expected a boardgame.io storage (securedStorage(...).db)`;
    }
    if (onMatchHeard !== undefined && typeof onMatchHeard !== 'function') return `${PREFIX}onMatchHeard: expected a function`;
    // Read once: a getter could answer the check one size and the transport another.
    const size: unknown = typeof socketOpts === 'object' && socketOpts !== null ? (socketOpts as { maxHttpBufferSize?: unknown }).maxHttpBufferSize : undefined;
    const problem = transportProblem(own, size);
    if (problem !== null) return problem;
    const passed = { pubSub, https, socketAdapter, socketOpts: { ...(socketOpts as object | undefined), maxHttpBufferSize: size ?? MAX_PACKET_BYTES } };
    const transport = Object.fromEntries(Object.entries(passed).filter(([, value]) => value !== undefined));
    return { db: db as AnyStorage, heard: reportedHook(onMatchHeard as GuardedSocketIOOptions['onMatchHeard']), transport };
  } catch {
    return 'guardedSocketIO: expected options that can be read without an exception';
  }
}
