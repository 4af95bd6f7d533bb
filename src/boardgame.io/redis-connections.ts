/**
 * The two Redis connections of a server of several processes (one publishes, one subscribes:
 * `@boardgame.io/redis-pubsub`), made to live through Redis going away.
 *
 * @module
 */
import { err, ok, type Result } from '../core/result.js';
import { thrownMessage } from '../core/thrown.js';

/**
 * What {@link redisConnections} uses of a redis@3 client.
 *
 * @example
 * ```ts
 * import type { RedisLikeClient } from 'tessera-engine/boardgame.io';
 *
 * const client: RedisLikeClient = { on: () => client, duplicate: () => client, quit: () => true };
 * console.log(client.duplicate() === client); // => true
 * ```
 */
export interface RedisLikeClient {
  /** Listens to the client's `error`, `ready` and `reconnecting` events. */
  on(event: string, listener: (error?: unknown) => void): unknown;
  /** A second connection with the same options. */
  duplicate(): RedisLikeClient;
  /** Closes the connection. */
  quit(): unknown;
}

/**
 * The options redis@3's `createClient` is given: how to retry a lost connection, and how long to try in all.
 *
 * @example
 * ```ts
 * import type { RedisRetryOptions } from 'tessera-engine/boardgame.io';
 *
 * const options: RedisRetryOptions = { retry_strategy: ({ attempt }) => attempt * 200, connect_timeout: 1_000 };
 * console.log(options.retry_strategy({ attempt: 3 })); // => 600
 * ```
 */
export interface RedisRetryOptions {
  /** The milliseconds until the next try, or the error that ends the tries. */
  readonly retry_strategy: (options: { readonly attempt: number; readonly error?: Error | null }) => number | Error;
  /** How long to try to connect, in all. */
  readonly connect_timeout: number;
}

/**
 * The connections of {@link redisConnections}.
 *
 * @example
 * ```ts
 * import type { RedisConnections, RedisLikeClient } from 'tessera-engine/boardgame.io';
 *
 * const client: RedisLikeClient = { on: () => client, duplicate: () => client, quit: () => true };
 * const connections: RedisConnections<RedisLikeClient> = { publisher: client, subscriber: client, ready: Promise.resolve() };
 * console.log(connections.publisher === connections.subscriber); // => true
 * ```
 */
export interface RedisConnections<Client> {
  /** The connection that publishes: `new RedisPubSub(publisher, subscriber)`. */
  readonly publisher: Client;
  /** The connection that subscribes. */
  readonly subscriber: Client;
  /**
   * Resolves once both connections are ready; rejects with Redis's error, both connections closed, when Redis does
   * not answer before then (wait for it before the server serves).
   */
  readonly ready: Promise<void>;
}

/** Why a connection failed: redis@3 wraps the reason of a connection it gave up on in `origin`. */
function reasonOf(error: unknown): Error {
  const origin: unknown = typeof error === 'object' && error !== null ? (error as { origin?: unknown }).origin : undefined;
  const reason = origin ?? error;
  return reason instanceof Error ? reason : new Error(thrownMessage(reason, 'Redis failed'));
}

/** The most milliseconds between two tries to reconnect, once the connections were ready. */
const MOST_MS_BETWEEN_RETRIES = 2_000;

/**
 * Opens the two Redis connections of a server of several processes with redis@3's `createClient` (given by the
 * caller: this subpath loads nothing of redis). redis@3 emits `'error'` when a connection breaks, and an
 * `'error'` event with no listener ends the process: wired as `@boardgame.io/redis-pubsub`'s README wires it,
 * every server process died within a moment of Redis stopping. Here:
 *
 * - **until both connections are ready**, an error ends the tries: `ready` rejects with it, and both connections
 *   are closed, so that a server whose Redis does not answer says so at start;
 * - **once ready**, a lost connection is said once (`say`) and tried again every 2 seconds at most, for ever
 *   (redis@3's own tries back off without a cap, and stop after an hour). Meanwhile, with
 *   {@link localFirstPubSub}, each process's own seats still hear of its moves at once and the other seats by
 *   their resync, and the news published meanwhile reaches the other processes when Redis is back.
 *
 * @param createClient - redis@3's `createClient`.
 * @param url - Redis's address, `redis://127.0.0.1:6379` say.
 * @param options - `say`, where the lines go (`console.error` unless given).
 * @returns the connections, or `invalid-options` when `createClient` or the address cannot be used.
 *
 * @example
 * ```ts
 * import { redisConnections, type RedisLikeClient } from 'tessera-engine/boardgame.io';
 *
 * // On a server: import { createClient } from 'redis' (redis@3). A stand-in here, whose connections are ready at once.
 * const createClient = (): RedisLikeClient => {
 *   const client: RedisLikeClient = {
 *     on: (event, listener) => (event === 'ready' && setTimeout(listener), client),
 *     duplicate: () => createClient(),
 *     quit: () => true,
 *   };
 *   return client;
 * };
 * const connections = redisConnections(createClient, 'redis://127.0.0.1:6379');
 * if (connections.ok) await connections.value.ready;
 * console.log(connections.ok); // => true
 * ```
 */
export function redisConnections<Client extends RedisLikeClient>(
  createClient: (url: string, options: RedisRetryOptions) => Client,
  url: string,
  options: { readonly say?: (line: string) => void } = {},
): Result<RedisConnections<Client>, 'invalid-options'> {
  if (typeof createClient !== 'function') return err('invalid-options', "redisConnections: expected redis@3's createClient");
  if (typeof url !== 'string') return err('invalid-options', "redisConnections: expected Redis's address as a string");
  let say: unknown;
  try {
    say =
      options.say ??
      ((line: string) => {
        console.error(line);
      });
  } catch {
    say = undefined;
  }
  if (typeof say !== 'function') return err('invalid-options', 'redisConnections: options.say: expected a function');
  const sayLine = (line: string): void => {
    try {
      (say as (line: string) => void)(line);
    } catch {
      // A line that cannot be said is not worth a connection.
    }
  };
  let ready = false;
  const retry_strategy: RedisRetryOptions['retry_strategy'] = ({ attempt, error }) => {
    if (!ready) return error ?? new Error('Redis closed the connection');
    if (attempt === 1) sayLine(`the connection to Redis is lost (${thrownMessage(error ?? 'closed', 'closed')}); trying again every 2 s at most`);
    return Math.min(attempt * 200, MOST_MS_BETWEEN_RETRIES);
  };
  let publisher: Client;
  let subscriber: Client;
  try {
    // connect_timeout also bounds the time spent retrying (an hour by default): once ready, there is no bound.
    publisher = createClient(url, { retry_strategy, connect_timeout: 2_147_483_647 });
    subscriber = publisher.duplicate() as Client;
  } catch (error) {
    return err('invalid-options', `redisConnections: createClient refused the address: ${thrownMessage(error, 'a value that is no Error')}`);
  }
  const clients = [publisher, subscriber];
  const whenReady = clients.map(
    (client) =>
      new Promise<void>((resolve, reject) => {
        let lost = false;
        client.on('error', (error) => {
          if (!ready) reject(reasonOf(error));
          else sayLine(`Redis: ${thrownMessage(error, 'an error that is no Error')}`);
        });
        client.on('reconnecting', () => {
          lost = true;
        });
        client.on('ready', () => {
          if (lost && ready) sayLine('the connection to Redis is back');
          lost = false;
          resolve();
        });
      }),
  );
  const allReady = Promise.all(whenReady).then(
    () => {
      ready = true;
    },
    (error: unknown) => {
      for (const client of clients) {
        try {
          client.quit();
        } catch {
          // A connection that cannot be closed is closed enough.
        }
      }
      throw error;
    },
  );
  return ok({ publisher, subscriber, ready: allReady });
}
