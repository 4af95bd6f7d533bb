/**
 * The parts of a server of several processes that `tessera-engine/boardgame.io` exports, with stand-ins for
 * bgio-postgres and redis@3: what they answer to what they cannot use, and how they live through a service going
 * away. Against the real Postgres and Redis: `postgres.test.ts` and `scale-out.test.ts`.
 */
import { EventEmitter } from 'node:events';
import { describe, expect, test, vi } from 'vitest';
import { checkedPostgresStore, redisConnections, type RedisRetryOptions } from 'tessera-engine/boardgame.io';

/** A stand-in for bgio-postgres's PostgresStore whose `connect` fails the first `failures` times. */
function storeClass(failures: number) {
  return class {
    readonly sequelize = { query: () => Promise.resolve([[], 0] as [unknown[], unknown]), transaction: <Value>() => Promise.resolve(undefined as Value) };
    tries = 0;
    connect(): Promise<void> {
      this.tries++;
      return this.tries <= failures ? Promise.reject(new Error(`refused ${this.tries}`)) : Promise.resolve();
    }
    setState(): Promise<void> {
      return Promise.resolve();
    }
  };
}

describe('checkedPostgresStore', () => {
  test.each([
    ['no class', () => checkedPostgresStore(undefined as never, 'postgres://x'), "checkedPostgresStore: expected bgio-postgres's PostgresStore class"],
    ['no address', () => checkedPostgresStore(storeClass(0), 5 as never), 'checkedPostgresStore: expected the database URL as a string'],
    [
      'a class that refuses the address',
      () =>
        checkedPostgresStore(
          function refusing(): never {
            throw new Error('Invalid URL');
          } as never,
          'nonsense',
        ),
      'checkedPostgresStore: PostgresStore refused the address or options: Invalid URL',
    ],
    [
      'a class whose stores do not connect',
      () => checkedPostgresStore(Object as never, 'postgres://x'),
      "checkedPostgresStore: expected bgio-postgres's PostgresStore class, whose stores connect",
    ],
    [
      'options with a throwing getter',
      () =>
        checkedPostgresStore(storeClass(0), 'postgres://x', {
          get logging(): never {
            throw new Error('no');
          },
        }),
      'checkedPostgresStore: PostgresStore refused the address or options: no',
    ],
  ])('%s is invalid-options', (_case, make, message) => {
    expect(make()).toEqual({ ok: false, error: expect.objectContaining({ code: 'invalid-options', message }) as unknown });
  });

  test('connect is tried again while it fails, up to 5 times, and its last error names Postgres', async () => {
    vi.useFakeTimers();
    try {
      const settles = vi.fn();
      const late = checkedPostgresStore(storeClass(4), 'postgres://x');
      const never = checkedPostgresStore(storeClass(5), 'postgres://x');
      if (!late.ok || !never.ok) throw new Error('expected stores');
      const connected = late.value.connect().then(settles);
      const refused = never.value.connect().catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(200 + 400 + 600 + 800);
      await connected;
      expect([settles.mock.calls.length, late.value.tries]).toEqual([1, 5]);
      expect([String(await refused), never.value.tries]).toEqual(['Error: Postgres: refused 5', 5]);
    } finally {
      vi.useRealTimers();
    }
  });
});

/** A stand-in for a redis@3 client, and the options it was made with. */
class FakeRedis extends EventEmitter {
  static made: FakeRedis[] = [];
  quits = 0;
  constructor(readonly options: RedisRetryOptions) {
    super();
    FakeRedis.made.push(this);
  }
  duplicate(): FakeRedis {
    return new FakeRedis(this.options);
  }
  quit(): boolean {
    this.quits++;
    return true;
  }
}

const createClient = (_url: string, options: RedisRetryOptions): FakeRedis => new FakeRedis(options);

describe('redisConnections', () => {
  test.each([
    ['no createClient', () => redisConnections(null as never, 'redis://x'), "redisConnections: expected redis@3's createClient"],
    ['no address', () => redisConnections(createClient, {} as never), "redisConnections: expected Redis's address as a string"],
    [
      'a say that is no function',
      () => redisConnections(createClient, 'redis://x', { say: 'loud' as never }),
      'redisConnections: options.say: expected a function',
    ],
    ['options that cannot be read', () => redisConnections(createClient, 'redis://x', null as never), 'redisConnections: options.say: expected a function'],
    [
      'a createClient that throws',
      () =>
        redisConnections(() => {
          throw new Error('bad url');
        }, 'redis://x'),
      'redisConnections: createClient refused the address: bad url',
    ],
  ])('%s is invalid-options', (_case, make, message) => {
    expect(make()).toEqual({ ok: false, error: expect.objectContaining({ code: 'invalid-options', message }) as unknown });
  });

  test('a Redis that does not answer at start: ready rejects with its reason, no try again, both connections closed', async () => {
    FakeRedis.made = [];
    const said: string[] = [];
    const connections = redisConnections(createClient, 'redis://x', { say: (line) => said.push(line) });
    if (!connections.ok) throw new Error('expected connections');
    const [publisher, subscriber] = FakeRedis.made;
    const reason = new Error('connect ECONNREFUSED');
    expect(publisher!.options.retry_strategy({ attempt: 1, error: reason })).toBe(reason);
    publisher!.emit('error', Object.assign(new Error('Redis connection failed'), { origin: reason }));
    await expect(connections.value.ready).rejects.toBe(reason);
    expect([publisher!.quits, subscriber!.quits, said]).toEqual([1, 1, []]);
  });

  test('once ready, a lost connection is said once and tried again every 2 s at most, for ever, and its return said', async () => {
    FakeRedis.made = [];
    const said: string[] = [];
    const connections = redisConnections(createClient, 'redis://x', { say: (line) => said.push(line) });
    if (!connections.ok) throw new Error('expected connections');
    for (const client of FakeRedis.made) client.emit('ready');
    await connections.value.ready;
    const [publisher] = FakeRedis.made;
    const retry = publisher!.options.retry_strategy;
    publisher!.emit('error', new Error('connection lost'));
    publisher!.emit('reconnecting');
    expect([1, 2, 10, 1_000].map((attempt) => retry({ attempt, error: new Error('ECONNREFUSED') }))).toEqual([200, 400, 2_000, 2_000]);
    publisher!.emit('ready');
    expect(said).toEqual([
      'Redis: connection lost',
      'the connection to Redis is lost (ECONNREFUSED); trying again every 2 s at most',
      'the connection to Redis is back',
    ]);
    expect(publisher!.options.connect_timeout).toBeGreaterThan(24 * 3_600_000);
  });
});
