/**
 * The functions that hand a step's events out again (`broadcast` of both games, Tesseris' `eventsForPlayer` and
 * `eventsForSpectator`) trust the events as the engine made them, but never throw or hang on what a caller passes:
 * no events reads as none, a value that is no list as none, an item that cannot be read is left out, and a
 * Tesseris event of a type no step makes is handed to no one (it could hold anything).
 */
import { describe, expect, test } from 'vitest';
import { unwrap } from 'tessera-engine';
import * as Tessera from 'tessera-engine/tessera';
import * as Tesseris from 'tessera-engine/tesseris';

const revoked = Proxy.revocable([], {});
revoked.revoke();
const deep = (): unknown => {
  let value: unknown = { type: 'passed', player: 0 };
  for (let level = 0; level < 200_000; level++) value = { type: 'passed', player: 0, inner: value };
  return value;
};
const hostileLists: [string, () => unknown][] = [
  ['null', () => null],
  ['an object', () => ({})],
  ['a revoked proxy', () => revoked.proxy],
  ['a list of 2^32 − 1 holes', () => new Array<unknown>(2 ** 32 - 1)],
];
const hostileItems: [string, () => unknown][] = [
  ['null', () => null],
  ['a number', () => 3],
  [
    'a throwing getter',
    () =>
      Object.defineProperty({}, 'type', {
        enumerable: true,
        get: () => {
          throw new Error('no');
        },
      }),
  ],
  ['nesting deeper than the stack', deep],
];

describe.each([
  ['Tessera', () => unwrap(Tessera.setup({ players: 2, seed: 1 })), (state: never, events?: never) => Tessera.broadcast(state, events)],
  ['Tesseris', () => unwrap(Tesseris.setup({ players: 2, seed: 1 })), (state: never, events?: never) => Tesseris.broadcast(state, events)],
])('%s broadcast', (_game, setup, broadcast) => {
  test('with no events, sends each seat its view and no events', () => {
    expect(broadcast(setup() as never).map(({ seat, events }) => [seat, events])).toEqual([
      [0, []],
      [1, []],
    ]);
  });

  test.each(hostileLists)('events that are %s read as none', (_case, events) => {
    expect(broadcast(setup() as never, events() as never).map(({ events }) => events)).toEqual([[], []]);
  });

  test.each(hostileItems)('an event that is %s is left out, the others sent', (_case, item) => {
    const sent = broadcast(setup() as never, [{ type: 'passed', player: 1 }, item()] as never);
    expect(sent.map(({ events }) => events)).toEqual([[{ type: 'passed', player: 1 }], [{ type: 'passed', player: 1 }]]);
  });
});

describe("Tesseris' events for a seat", () => {
  test('an event of a type no step makes, or of a known type without its fields, is handed to no one', () => {
    const events = [{ type: 'secret-revealed', card: 42 }, { type: 'hands-dealt' }, { type: 'passed', player: 0 }];
    expect(Tesseris.eventsForPlayer(events as never, 0)).toEqual([{ type: 'passed', player: 0 }]);
    expect(Tesseris.eventsForSpectator(events as never)).toEqual([{ type: 'passed', player: 0 }]);
  });

  test.each(hostileLists)('events that are %s read as none', (_case, events) => {
    expect([Tesseris.eventsForPlayer(events() as never, 0), Tesseris.eventsForSpectator(events() as never)]).toEqual([[], []]);
  });

  test("a step's events keep every event, each seat's secrets hidden as before", () => {
    const { events } = unwrap(Tesseris.start({ players: 3, seed: 'events' }));
    const dealt = Tesseris.eventsForPlayer(events, 1).find((event) => event.type === 'hands-dealt');
    expect(Tesseris.eventsForPlayer(events, 1)).toHaveLength(events.length);
    expect(dealt?.type === 'hands-dealt' && dealt.hands.map((hand) => hand.every((card) => card === null))).toEqual([true, false, true]);
  });
});
