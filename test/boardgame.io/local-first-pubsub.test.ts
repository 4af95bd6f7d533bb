/**
 * Scale-out's local-first pub/sub (`localFirstPubSub` of `tessera-engine/boardgame.io`): a process's own subscribers hear its news at
 * once and once, the other processes through the pub/sub between them, and nothing of it depends on that one
 * answering (Redis away).
 */
import { describe, expect, test } from 'vitest';
import { localFirstPubSub, type Envelope, type PubSub } from 'tessera-engine/boardgame.io';

/**
 * Redis as each process meets it: one connection of its own, whose `unsubscribeAll` drops that process's
 * subscriptions only.
 */
function redisLike(): () => PubSub<Envelope<string>> {
  const subscribers = new Map<string, Set<(payload: Envelope<string>) => void>>();
  return () => {
    const mine = new Map<string, ((payload: Envelope<string>) => void)[]>();
    return {
      publish: (channelId, payload) => {
        for (const callback of subscribers.get(channelId) ?? []) callback(JSON.parse(JSON.stringify(payload)) as Envelope<string>);
      },
      subscribe: (channelId, callback) => {
        subscribers.set(channelId, (subscribers.get(channelId) ?? new Set()).add(callback));
        mine.set(channelId, [...(mine.get(channelId) ?? []), callback]);
      },
      unsubscribeAll: (channelId) => {
        for (const callback of mine.get(channelId) ?? []) subscribers.get(channelId)?.delete(callback);
        mine.delete(channelId);
      },
    };
  };
}

/** Two processes' pub/subs over their connections between them, and what each one's subscriber to `MATCH-m` heard. */
function twoProcesses(connect: () => PubSub<Envelope<string>>) {
  const [first, second] = [localFirstPubSub(connect(), 'first'), localFirstPubSub(connect(), 'second')];
  const heard = { first: [] as string[], second: [] as string[] };
  first.subscribe('MATCH-m', (payload) => heard.first.push(payload));
  second.subscribe('MATCH-m', (payload) => heard.second.push(payload));
  return { first, second, heard };
}

describe("scale-out's local-first pub/sub", () => {
  test('each process hears every news once: its own at once, the others through the pub/sub between them', () => {
    const { first, second, heard } = twoProcesses(redisLike());
    first.publish('MATCH-m', 'state 1');
    second.publish('MATCH-m', 'state 2');
    first.publish('MATCH-other', 'unheard');
    expect(heard).toEqual({ first: ['state 1', 'state 2'], second: ['state 1', 'state 2'] });
  });

  test('with the pub/sub between them away (Redis stopped), a process still hears its own news', () => {
    const away: PubSub<Envelope<string>> = { publish: () => undefined, subscribe: () => undefined, unsubscribeAll: () => undefined };
    const { first, heard } = twoProcesses(() => away);
    first.publish('MATCH-m', 'state 1');
    expect(heard).toEqual({ first: ['state 1'], second: [] });
  });

  test('unsubscribeAll stops a channel here and between the processes; subscribing again hears it again, once', () => {
    const { first, second, heard } = twoProcesses(redisLike());
    first.unsubscribeAll('MATCH-m');
    second.publish('MATCH-m', 'state 1');
    first.subscribe('MATCH-m', (payload) => heard.first.push(payload));
    second.publish('MATCH-m', 'state 2');
    first.publish('MATCH-m', 'state 3');
    expect(heard).toEqual({ first: ['state 2', 'state 3'], second: ['state 1', 'state 2', 'state 3'] });
  });
});
