/** The part of redis@3's callback API that the server uses (redis@3 ships no types). */
declare module 'redis' {
  /** A redis@3 client, as @boardgame.io/redis-pubsub uses it. */
  export interface RedisClient {
    duplicate(): RedisClient;
    quit(): void;
  }
  export function createClient(url: string): RedisClient;
}
