/** The part of redis@3's callback API that the server uses (redis@3 ships no types). */
declare module 'redis' {
  /** A redis@3 client, as @boardgame.io/redis-pubsub uses it. */
  export interface RedisClient {
    duplicate(): RedisClient;
    quit(): void;
    on(event: 'error', listener: (error: unknown) => void): this;
    on(event: 'ready' | 'reconnecting', listener: () => void): this;
  }
  /** The options the server gives: how to retry a lost connection, and how long to try in all. */
  export interface ClientOptions {
    retry_strategy?: (options: { attempt: number; error?: Error | null }) => number | Error;
    connect_timeout?: number;
  }
  export function createClient(url: string, options?: ClientOptions): RedisClient;
}
