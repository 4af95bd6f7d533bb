/**
 * Scale-out's pub/sub, local first: a match's news goes to this process's own sockets at once, and to the other
 * processes through Redis. Through Redis alone, as `@boardgame.io/redis-pubsub` sends it, a process heard even its
 * own news by the round trip, so that while Redis was away no seat heard of any move but by its resync (every 2
 * seconds). Each message through Redis names the process that sent it, which then skips it when Redis brings it
 * back.
 */
import { randomUUID } from 'node:crypto';
import { localPubSub, type PubSub } from 'tessera-engine/boardgame.io';

/** A message through Redis: the process that sent it, and the news. */
export interface Envelope<Payload> {
  readonly origin: string;
  readonly payload: Payload;
}

/**
 * The pub/sub to give `securedStorage`, over the one between the processes.
 *
 * @param remote - the pub/sub between the processes (a `RedisPubSub`).
 * @param origin - this process's name in its messages; a random one by default.
 */
export function localFirstPubSub<Payload>(remote: PubSub<Envelope<Payload>>, origin: string = randomUUID()): PubSub<Payload> {
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
