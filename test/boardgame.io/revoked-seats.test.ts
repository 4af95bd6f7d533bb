/**
 * `sendToSeatedOnly`, with a stand-in for boardgame.io's transport: which sockets a new state's broadcast reaches
 * when a seat's credentials were taken back, and when the seats cannot be read.
 */
import { expect, test, vi } from 'vitest';
import { localPubSub, type Publication } from 'tessera-engine/boardgame.io';
import { sendToSeatedOnly, type SeatedTransport } from '../../src/boardgame.io/revoked-seats.js';
import { SEAT_REFUSED } from '../../src/boardgame.io/stored-match.js';

/** A transport of three sockets in match `m`: seat 0, seat 1 and a spectator; and what each socket was told. */
function standIn(): { transport: SeatedTransport; told: Map<string, unknown[][]>; reached: string[][] } {
  const told = new Map<string, unknown[][]>();
  const socket = (id: string) => {
    told.set(id, []);
    return { id, connected: true, on: () => undefined, use: () => undefined, emit: (...args: unknown[]) => void told.get(id)!.push(args) };
  };
  const clientInfo: SeatedTransport['clientInfo'] = new Map([
    ['a', { matchID: 'm', playerID: '0', credentials: 'zero', socket: socket('a') }],
    ['b', { matchID: 'm', playerID: '1', credentials: 'old one', socket: socket('b') }],
    ['s', { matchID: 'm', playerID: null, socket: socket('s') }],
  ]);
  const roomInfo = new Map([['m', new Set(['a', 'b', 's'])]]);
  const transport: SeatedTransport = {
    pubSub: localPubSub<Publication>(),
    clientInfo,
    roomInfo,
    removeClient: (id) => {
      clientInfo.delete(id);
      roomInfo.get('m')!.delete(id);
    },
  };
  return { transport, told, reached: [] };
}

/** Publishes a new state of match `m` and answers the sockets boardgame.io's broadcast would reach. */
async function broadcastReaches(transport: SeatedTransport, reached: string[][], type = 'update'): Promise<string[]> {
  transport.pubSub.subscribe('MATCH-m', () => reached.push([...transport.roomInfo.get('m')!]));
  transport.pubSub.publish('MATCH-m', { type });
  await new Promise((resolve) => setTimeout(resolve, 20));
  return reached.at(-1)!;
}

test("a seat's socket whose credentials are no longer the seat's is dropped and told so; the others receive the state", async () => {
  const { transport, told, reached } = standIn();
  sendToSeatedOnly(transport, {
    fetch: () => Promise.resolve({ metadata: { players: { 0: { credentials: 'zero' }, 1: { credentials: 'new one' } } } }),
  } as never);
  expect(await broadcastReaches(transport, reached)).toEqual(['a', 's']);
  expect(transport.clientInfo.has('b')).toBe(false);
  expect(told.get('b')).toEqual([['refused', SEAT_REFUSED, { code: 'seat-refused', sync: 'm' }]]);
  expect([told.get('a'), told.get('s')]).toEqual([[], []]);
});

test("when the seats cannot be read, no seat's socket receives this state, and none is dropped", async () => {
  const { transport, told, reached } = standIn();
  sendToSeatedOnly(transport, { fetch: () => Promise.reject(new Error('the storage is away')) } as never);
  expect(await broadcastReaches(transport, reached)).toEqual(['s']);
  expect(new Set(transport.roomInfo.get('m'))).toEqual(new Set(['a', 'b', 's']));
  expect([...told.values()].flat()).toEqual([]);
});

test("news that carries no state (the seats' connections, a chat) is broadcast as it comes, without reading the seats", async () => {
  const { transport, reached } = standIn();
  let reads = 0;
  sendToSeatedOnly(transport, { fetch: async () => (reads++, Promise.reject(new Error('not read'))) } as never);
  expect(await broadcastReaches(transport, reached, 'matchData')).toEqual(['a', 'b', 's']);
  expect(reads).toBe(0);
});

test("a broadcast that throws is reported, and the match's later news still goes out", async () => {
  const { transport, reached } = standIn();
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    sendToSeatedOnly(transport, {
      fetch: () => Promise.resolve({ metadata: { players: { 0: { credentials: 'zero' }, 1: { credentials: 'old one' } } } }),
    } as never);
    let calls = 0;
    transport.pubSub.subscribe('MATCH-m', () => {
      if (++calls === 1) throw new Error('a closed socket');
      reached.push([...transport.roomInfo.get('m')!]);
    });
    transport.pubSub.publish('MATCH-m', { type: 'update' });
    transport.pubSub.publish('MATCH-m', { type: 'update' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reached).toEqual([['a', 'b', 's']]);
    expect(errors.mock.calls.map(([message]: unknown[]) => message)).toEqual(['guardedSocketIO: a broadcast failed: a closed socket']);
  } finally {
    errors.mockRestore();
  }
});
