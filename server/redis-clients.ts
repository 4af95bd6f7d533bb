/**
 * Scale-out's two Redis connections (one publishes, one subscribes: `@boardgame.io/redis-pubsub`), made to live
 * through Redis going away. redis@3 emits `'error'` when its connection breaks, and an `'error'` event with no
 * listener ends the process: with no listener, every server process died within a moment of Redis stopping.
 *
 * Once the server serves, a lost connection is said once and retried every 2 seconds at most, for ever (redis@3's
 * own retries back off without a cap, and stop after an hour): meanwhile each process's own seats still hear of
 * its moves at once (`local-first-pubsub.ts`) and the other seats by their resync, and the news published
 * meanwhile reaches the other processes when Redis is back. Before then, a Redis that does not answer ends the
 * start, said in one line by the caller.
 */
import type { RedisClient, createClient } from 'redis';
import { messageOf } from '../examples/terminal.js';

/** The most milliseconds between two tries to reconnect. */
const MOST_MS_BETWEEN_RETRIES = 2_000;

/** What the connections need of the server process. */
export interface RedisHost {
  /** Whether the server serves yet: before then, a connection that fails ends the start. */
  readonly serving: () => boolean;
  /** Ends the start, saying why. */
  readonly failedStart: (error: unknown) => never;
  /** Says a line on the process's error output. */
  readonly say: (line: string) => void;
}

/**
 * Opens the publishing connection and the subscribing one.
 *
 * @param create - redis@3's `createClient`.
 * @param url - `REDIS_URL`.
 * @param host - the process.
 */
export function redisConnections(create: typeof createClient, url: string, host: RedisHost): { publisher: RedisClient; subscriber: RedisClient } {
  const retryStrategy = ({ attempt, error }: { attempt: number; error?: Error | null }): number | Error => {
    if (!host.serving()) return error ?? new Error('Redis closed the connection');
    if (attempt === 1) host.say(`tables: the connection to Redis is lost (${messageOf(error ?? 'closed')}); trying again every 2 s at most`);
    return Math.min(attempt * 200, MOST_MS_BETWEEN_RETRIES);
  };
  // connect_timeout also bounds the time spent retrying (an hour by default): once serving, there is no bound.
  const publisher = create(url, { retry_strategy: retryStrategy, connect_timeout: 2_147_483_647 });
  const subscriber = publisher.duplicate();
  for (const client of [publisher, subscriber]) {
    let lost = false;
    client.on('error', (error) => {
      // redis@3 wraps the reason of a connection it gave up on in `origin`.
      if (!host.serving()) host.failedStart((error as Error & { origin?: unknown }).origin ?? error);
      host.say(`tables: Redis: ${messageOf(error)}`);
    });
    client.on('reconnecting', () => {
      lost = true;
    });
    client.on('ready', () => {
      if (lost) host.say('tables: the connection to Redis is back');
      lost = false;
    });
  }
  return { publisher, subscriber };
}
