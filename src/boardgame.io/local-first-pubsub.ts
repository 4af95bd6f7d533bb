/**
 * The pub/sub of a server of several processes, local first: a match's news reaches this process's own sockets at
 * once, and the other processes through the pub/sub between them (Redis).
 *
 * @module
 */
import { localPubSub, type PubSub } from './storage.js';

/**
 * A message between the processes of {@link localFirstPubSub}: the process that sent it, and the news.
 *
 * @example
 * ```ts
 * import type { Envelope } from 'tessera-engine/boardgame.io';
 *
 * const envelope: Envelope<string> = { origin: 'process 1', payload: 'state 3' };
 * console.log(envelope.origin); // => process 1
 * ```
 */
export interface Envelope<Payload> {
  /** The name of the process that sent it. */
  readonly origin: string;
  /** The news. */
  readonly payload: Payload;
}

/**
 * The pub/sub to give {@link securedStorage} on a server of several processes, over the one between them (a
 * `RedisPubSub` of `@boardgame.io/redis-pubsub`, on the connections of {@link redisConnections}). Through Redis
 * alone a process hears even its own news by the round trip, so that while Redis is away no seat hears of a move
 * but by its resync; here each process's own subscribers hear its news at once, and once. Each message through
 * Redis names the process that sent it, which skips it when Redis brings it back.
 *
 * @param remote - the pub/sub between the processes.
 * @param origin - this process's name in its messages; a random one by default.
 * @returns the pub/sub.
 *
 * @example
 * ```ts
 * import { localFirstPubSub, localPubSub, type Envelope } from 'tessera-engine/boardgame.io';
 *
 * // On a server: new RedisPubSub(publisher, subscriber). Two processes over a stand-in for Redis here.
 * const redis = localPubSub<Envelope<string>>();
 * const [first, second] = [localFirstPubSub(redis, 'first'), localFirstPubSub(redis, 'second')];
 * const heard: string[] = [];
 * first.subscribe('MATCH-m', (news) => heard.push(`first heard ${news}`));
 * second.subscribe('MATCH-m', (news) => heard.push(`second heard ${news}`));
 * first.publish('MATCH-m', 'state 1');
 * console.log(heard.join(', ')); // => first heard state 1, second heard state 1
 * ```
 */
export function localFirstPubSub<Payload>(remote: PubSub<Envelope<Payload>>, origin: string = globalThis.crypto.randomUUID()): PubSub<Payload> {
  const local = localPubSub<Payload>();
  const heard = new Set<string>();
  return {
    publish: (channelId, payload) => {
      local.publish(channelId, payload);
      remote.publish(channelId, { origin, payload });
    },
    subscribe: (channelId, callback) => {
      local.subscribe(channelId, callback);
      if (heard.has(channelId)) return;
      heard.add(channelId);
      remote.subscribe(channelId, (envelope) => {
        if (envelope.origin !== origin) local.publish(channelId, envelope.payload);
      });
    },
    unsubscribeAll: (channelId) => {
      local.unsubscribeAll(channelId);
      if (heard.delete(channelId)) remote.unsubscribeAll(channelId);
    },
  };
}
