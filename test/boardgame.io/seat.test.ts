/**
 * The seat client's ordering of the states it receives, over a socket that the test drives: an answer to a
 * `sync` that was overtaken by a newer `update` must not take the seat back.
 */
import { describe, expect, test, vi } from 'vitest';
import { SeatClient } from 'tessera-engine/boardgame.io';
import { revokedProxy, withThrowingGetter } from '../helpers/hostile.js';

function drivenSocket(): { sent: unknown[][]; fire: (event: string, ...args: unknown[]) => void; socket: ConstructorParameters<typeof SeatClient>[0] } {
  const sent: unknown[][] = [];
  const listeners = new Map<string, ((...args: never[]) => void)[]>();
  return {
    sent,
    fire: (event, ...args) => {
      for (const listener of listeners.get(event) ?? []) (listener as (...args: unknown[]) => void)(...args);
    },
    socket: {
      emit: (...args: unknown[]) => sent.push(args),
      on: (event: string, listener: (...args: never[]) => void) => void listeners.set(event, [...(listeners.get(event) ?? []), listener]),
    },
  };
}

const state = (stateID: number, moveCount: number) => ({
  G: { seat: 0, view: { moveCount }, moveCount, refusal: null },
  ctx: { currentPlayer: '0' },
  _stateID: stateID,
});

/** A seat connected to match `m` and synced at state 3, over a socket that the test drives. */
function seatAtState3(): ReturnType<typeof drivenSocket> & { seat: SeatClient<unknown, string> } {
  const driven = drivenSocket();
  const seat = new SeatClient<unknown, string>(driven.socket, { matchID: 'm', playerID: '0', credentials: 'c' });
  driven.fire('connect');
  driven.fire('sync', 'm', { state: state(3, 1) });
  return { ...driven, seat };
}

describe('SeatClient', () => {
  test('a move the server refused is no longer awaited nor sent again, and is told to onRefused', () => {
    const { sent, fire, seat } = seatAtState3();
    const heard: unknown[] = [];
    seat.onRefused((refusal) => heard.push(refusal));
    seat.play('move');
    fire('refused', "it is not this seat's turn", { code: 'not-your-turn' });
    expect(seat.awaitingConfirmation).toBe(false);
    expect(heard).toEqual([{ code: 'not-your-turn', message: "it is not this seat's turn", what: 'move' }]);
    // The answer to the next sync, at the same state, once read as a lost move, sent it again every 2 s.
    fire('connect');
    fire('sync', 'm', { state: state(3, 1) });
    expect(sent.filter(([event]) => event === 'update')).toHaveLength(1);
    fire('refused', 'moved on', { code: 'stale-move', stateID: 9 });
    expect(heard.at(-1)).toEqual({ code: 'stale-move', message: 'moved on', what: 'move', stateID: 9 });
    seat.close();
  });

  test('a move refused before its checks (sent before the sync; the storage unread) is kept to be sent again, and not told', () => {
    const { sent, fire, seat } = seatAtState3();
    const heard: unknown[] = [];
    seat.onRefused((refusal) => heard.push(refusal));
    seat.play('move');
    fire('refused', 'sync with the match before moving in it', { code: 'sync-first' });
    fire('refused', 'the match could not be read', { code: 'match-unread' });
    expect([seat.awaitingConfirmation, heard]).toEqual([true, []]);
    fire('connect');
    fire('sync', 'm', { state: state(3, 1) });
    expect(sent.filter(([event]) => event === 'update')).toHaveLength(2);
    seat.close();
  });

  test("a refused sync of the seat's match is told, and the seat stops asking; another match's, or a frame with no code, is not", () => {
    vi.useFakeTimers();
    try {
      const { sent, fire, seat } = seatAtState3();
      const heard: unknown[] = [];
      seat.onRefused((refusal) => heard.push(refusal));
      fire('refused', 'not yours', { code: 'seat-refused', sync: 'another match' });
      fire('refused', 'no code', { sync: 'm' });
      fire('refused', 'no facts');
      expect(heard).toEqual([]);
      fire('refused', 'not yours', { code: 'seat-refused', sync: 'm' });
      expect(heard).toEqual([{ code: 'seat-refused', message: 'not yours', what: 'sync' }]);
      const syncs = sent.filter(([event]) => event === 'sync').length;
      vi.advanceTimersByTime(120_000);
      expect(sent.filter(([event]) => event === 'sync')).toHaveLength(syncs);
      seat.close();
    } finally {
      vi.useRealTimers();
    }
  });

  test("a spectator's play is reported and not sent; a frame whose fields answer once and then throw is read once", () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const driven = drivenSocket();
      const spectator = new SeatClient<unknown, string>(driven.socket, { matchID: 'm', playerID: null });
      spectator.play('move');
      expect(driven.sent).toEqual([]);
      expect(String(reported.mock.calls[0]?.[0])).toContain('a spectator has no seat to move for');
      let reads = 0;
      const late = { ...state(4, 2) } as Record<string, unknown>;
      Object.defineProperty(late, '_stateID', {
        get: () => {
          if (++reads > 1) throw new Error('second read');
          return 4;
        },
      });
      expect(() => {
        driven.fire('update', 'm', late);
      }).not.toThrow();
      expect(spectator.snapshot?.stateID).toBe(4);
      spectator.close();
    } finally {
      reported.mockRestore();
    }
  });

  test('a sync answer older than an update already received is ignored, and sends no move again', () => {
    const { sent, fire, seat } = seatAtState3();
    seat.play('move');
    // The quiet resync's answer, fetched before the move was stored, arrives after the move's update.
    fire('update', 'm', state(4, 2));
    fire('sync', 'm', { state: state(3, 1) });
    expect(seat.snapshot!.stateID).toBe(4);
    expect(sent.filter(([event]) => event === 'update')).toHaveLength(1);
    seat.close();
  });

  test('a sync that shows the move was never stored sends it again', () => {
    const { sent, fire, seat } = seatAtState3();
    seat.play('move');
    fire('connect');
    fire('sync', 'm', { state: state(3, 1) });
    expect(sent.filter(([event]) => event === 'update')).toHaveLength(2);
    expect(seat.awaitingConfirmation).toBe(true);
    seat.close();
  });

  test('the answer to a sync sent before the move, with the state the move was made at, sends no move again', () => {
    // A quiet ask in flight as the seat moves, or one that socket.io kept while offline and sends before the move:
    // the server answers it before it stores the move. Sending the move again had it refused as stale.
    const { sent, fire, seat } = seatAtState3();
    fire('connect');
    seat.play('move');
    fire('sync', 'm', { state: state(3, 1) });
    expect(sent.filter(([event]) => event === 'update')).toHaveLength(1);
    fire('update', 'm', state(4, 2));
    fire('stored', 'm', 3);
    expect(seat.awaitingConfirmation).toBe(false);
    seat.close();
  });

  test('a refusal after the news is told before the listeners hear that news again, so that a page waiting for either takes the refusal', () => {
    const { fire, seat } = seatAtState3();
    const order: string[] = [];
    seat.play('move');
    fire('update', 'm', state(4, 2));
    seat.onRefused(() => order.push('refused'));
    seat.subscribe(() => order.push('state'));
    fire('refused', 'moved on', { code: 'stale-move', stateID: 4 });
    expect(order).toEqual(['refused', 'state']);
    seat.close();
  });

  test("a newer state alone (another tab's move) does not settle the move: its refusal does, or the server's word that it stored it", () => {
    const { fire, seat } = seatAtState3();
    const refusals: unknown[] = [];
    const heard: number[] = [];
    seat.onRefused((refusal) => refusals.push(refusal.code));
    seat.subscribe((snapshot) => heard.push(snapshot.stateID));
    seat.play('move');
    fire('update', 'm', state(4, 2));
    expect(seat.awaitingConfirmation).toBe(true);
    fire('refused', 'moved on', { code: 'stale-move', stateID: 4 });
    expect([seat.awaitingConfirmation, refusals]).toEqual([false, ['stale-move']]);
    seat.play('move');
    fire('update', 'm', state(5, 3));
    // Another match's word, or a word of another state, settles nothing; the listeners hear the seat again once settled.
    fire('stored', 'other', 4);
    fire('stored', 'm', 3);
    expect(seat.awaitingConfirmation).toBe(true);
    fire('stored', 'm', 4);
    // Each settling after news the listeners heard while awaiting calls them again with it: 4 (the refusal), 5 (stored).
    expect([seat.awaitingConfirmation, heard]).toEqual([false, [4, 4, 5, 5]]);
    // The word before the news: the listeners hear the seat once, with the news, no longer awaiting.
    const awaitingWhenHeard: boolean[] = [];
    seat.subscribe(() => awaitingWhenHeard.push(seat.awaitingConfirmation));
    seat.play('move');
    fire('stored', 'm', 5);
    fire('update', 'm', state(6, 4));
    expect([heard.slice(4), awaitingWhenHeard]).toEqual([[6], [false]]);
    seat.close();
  });

  test('a sync that its dropped connection never answered does not keep a lost move from being sent again', () => {
    const { sent, fire, seat } = seatAtState3();
    // A sync and the move go out on a connection that drops before it answers either.
    fire('connect');
    seat.play('move');
    fire('disconnect', 'transport close');
    fire('connect');
    fire('sync', 'm', { state: state(3, 1) });
    expect(sent.filter(([event]) => event === 'update')).toHaveLength(2);
    seat.close();
  });

  test('asks again after 2 s of quiet, and never once closed, even when a state arrives after close()', () => {
    vi.useFakeTimers();
    try {
      const { sent, fire, socket } = drivenSocket();
      const seat = new SeatClient<unknown, string>(socket, { matchID: 'm', playerID: '0', credentials: 'c' });
      const syncs = () => sent.filter(([event]) => event === 'sync').length;
      fire('update', 'm', state(1, 0));
      vi.advanceTimersByTime(2_100);
      expect(syncs()).toBe(1);
      seat.close();
      fire('update', 'm', state(2, 1));
      vi.advanceTimersByTime(10_000);
      expect(syncs()).toBe(1);
      expect(seat.snapshot!.stateID).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  test('asks again less and less often while nothing new comes (2, 4, 8, 16, then every 30 s), and from 2 s again after news or its own move', () => {
    vi.useFakeTimers();
    try {
      const { sent, fire, socket } = drivenSocket();
      const seat = new SeatClient<unknown, string>(socket, { matchID: 'm', playerID: '0', credentials: 'c' });
      const syncs = () => sent.filter(([event]) => event === 'sync').length;
      const asksAt: number[] = [];
      fire('update', 'm', state(1, 0));
      for (let second = 1; second <= 90; second++) {
        const before = syncs();
        vi.advanceTimersByTime(1_000);
        // Each ask is answered with the state the seat has: no news.
        if (syncs() > before) {
          asksAt.push(second);
          fire('sync', 'm', { state: state(1, 0) });
        }
      }
      expect(asksAt).toEqual([2, 6, 14, 30, 60, 90]);
      // News: 2 s again.
      fire('update', 'm', state(2, 1));
      vi.advanceTimersByTime(2_000);
      expect(syncs()).toBe(7);
      vi.advanceTimersByTime(3_000);
      expect(syncs()).toBe(7);
      // Its own move: 2 s again, in case the move was lost.
      seat.play('move');
      vi.advanceTimersByTime(2_000);
      expect(syncs()).toBe(8);
      seat.close();
    } finally {
      vi.useRealTimers();
    }
  });

  test('a socket whose emit throws is reported, never thrown, from play or from the quiet timer; reconnect keeps a socket for a non-socket', () => {
    vi.useFakeTimers();
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { fire, socket } = drivenSocket();
      const seat = new SeatClient<unknown, string>(
        {
          ...socket,
          emit: () => {
            throw new Error('the transport is closed');
          },
        },
        { matchID: 'm', playerID: '0', credentials: 'c' },
      );
      fire('update', 'm', state(1, 0));
      expect(() => vi.advanceTimersByTime(2_100)).not.toThrow();
      expect(() => {
        seat.play('move');
      }).not.toThrow();
      expect(reported).toHaveBeenCalledTimes(2);
      for (const notASocket of [null, 5, {}, withThrowingGetter({ emit: () => true, on: () => true }, 'emit')]) {
        expect(() => {
          seat.reconnect(notASocket as never);
        }).not.toThrow();
      }
      fire('update', 'm', state(2, 1));
      expect(seat.snapshot!.stateID).toBe(2);
      expect(
        () =>
          new SeatClient<unknown, string>(
            {
              emit: () => true,
              on: () => {
                throw new Error('no');
              },
            },
            { matchID: 'm', playerID: '0' },
          ),
      ).not.toThrow();
      seat.close();
    } finally {
      reported.mockRestore();
      vi.useRealTimers();
    }
  });

  test('a move that is no plain JSON is reported, and neither sent nor awaited; a move sent is a copy of its own', () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { seat, sent } = seatAtState3();
      const cyclic: Record<string, unknown> = {};
      cyclic.self = cyclic;
      for (const move of [cyclic, 10n, withThrowingGetter({ type: 'x' }, 'type'), revokedProxy({ type: 'x' }), undefined]) {
        seat.play(move as never);
      }
      expect(sent.filter(([event]) => event === 'update')).toEqual([]);
      expect(seat.awaitingConfirmation).toBe(false);
      expect(reported).toHaveBeenCalledTimes(5);
      const move = { type: 'place', column: 2 };
      seat.play(move as never);
      move.column = 3;
      const [, action] = sent.find(([event]) => event === 'update')!;
      expect((action as { payload: { args: unknown[] } }).payload.args).toEqual([{ type: 'place', column: 2 }]);
      expect(seat.awaitingConfirmation).toBe(true);
    } finally {
      reported.mockRestore();
    }
  });

  test('an address that cannot be read throws nothing, from play or from the quiet timer, is reported, and the seat sends nothing', () => {
    vi.useFakeTimers();
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const address = { matchID: 'm', playerID: '0', credentials: 'c' };
      for (const unreadable of [withThrowingGetter(address, 'credentials'), withThrowingGetter(address, 'matchID'), revokedProxy(address), null]) {
        const { sent, fire, socket } = drivenSocket();
        const seat = new SeatClient<unknown, string>(socket, unreadable as never);
        expect(() => {
          fire('connect');
          fire('update', 'm', state(1, 0));
          fire('sync', 'm', { state: state(2, 0) });
          vi.advanceTimersByTime(2_100);
          seat.play('move');
        }).not.toThrow();
        expect(sent).toEqual([]);
        expect(seat.snapshot).toBeNull();
        expect(reported).toHaveBeenCalledOnce();
        expect(String(reported.mock.calls[0]![0])).toContain('SeatClient: the address');
        reported.mockClear();
        seat.close();
      }
    } finally {
      reported.mockRestore();
      vi.useRealTimers();
    }
  });

  test('stops asking once the match is over', () => {
    vi.useFakeTimers();
    try {
      const { sent, fire, socket } = drivenSocket();
      const seat = new SeatClient<unknown, string>(socket, { matchID: 'm', playerID: '0', credentials: 'c' });
      fire('update', 'm', { ...state(5, 9), ctx: { currentPlayer: '0', gameover: { winners: [0] } } });
      vi.advanceTimersByTime(10_000);
      expect(sent.filter(([event]) => event === 'sync')).toEqual([]);
      expect(seat.snapshot!.gameover).toEqual({ winners: [0] });
    } finally {
      vi.useRealTimers();
    }
  });

  test('ignores frames that hold no state it can read, without an exception', () => {
    const { fire, socket } = drivenSocket();
    const seat = new SeatClient<unknown, string>(socket, { matchID: 'm', playerID: '0', credentials: 'c' });
    fire('update', 'm', state(2, 1));
    const good = state(3, 2);
    const unreadable = [
      null,
      7,
      { ...good, ctx: undefined },
      { ...good, ctx: { currentPlayer: 0 } },
      { ...good, G: null },
      { ...good, _stateID: Number.NaN },
      { ...good, _stateID: -1 },
      { ...good, _stateID: 3.5 },
      withThrowingGetter(good, 'ctx'),
    ];
    for (const frame of unreadable) {
      fire('update', 'm', frame);
      fire('sync', 'm', { state: frame });
    }
    fire('sync', 'm', withThrowingGetter({ state: good }, 'state'));
    fire('sync', 'm', null);
    fire('update', 'm', { ...good, G: withThrowingGetter(good.G, 'view') });
    expect(seat.snapshot!.stateID).toBe(2);
    seat.close();
  });

  test('each listener and each read of the snapshot gets a copy of its own, and a listener that throws stops none of the others', () => {
    const { fire, socket } = drivenSocket();
    const seat = new SeatClient<{ moveCount: number }, string>(socket, { matchID: 'm', playerID: '0', credentials: 'c' });
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const received: unknown[] = [];
    seat.subscribe(() => {
      throw new Error('a broken listener');
    });
    seat.subscribe(5 as never);
    seat.subscribe((snapshot) => {
      (snapshot.table.view as { moveCount: number }).moveCount = 99;
    });
    seat.subscribe((snapshot) => received.push(snapshot.table.view));
    const frame = state(2, 1);
    expect(() => {
      fire('update', 'm', frame);
    }).not.toThrow();
    expect(received).toEqual([{ moveCount: 1 }]);
    expect(reported).toHaveBeenCalledTimes(1);
    reported.mockRestore();
    // Neither the frame nor a snapshot read is the seat's own.
    frame.G.view.moveCount = 50;
    (seat.snapshot!.table.view as { moveCount: number }).moveCount = 60;
    expect(seat.snapshot!.table.view).toEqual({ moveCount: 1 });
    seat.close();
  });
});
