/**
 * The seat client's ordering of the states it receives, over a socket that the test drives: an answer to a
 * `sync` that was overtaken by a newer `update` must not take the seat back.
 */
import { describe, expect, test } from 'vitest';
import { SeatClient } from 'tessera-engine/boardgame.io';

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

describe('SeatClient', () => {
  test('a sync answer older than an update already received is ignored, and sends no move again', () => {
    const { sent, fire, socket } = drivenSocket();
    const seat = new SeatClient<unknown, string>(socket, { matchID: 'm', playerID: '0', credentials: 'c' });
    fire('connect');
    fire('sync', 'm', { state: state(3, 1) });
    seat.play('move');
    // The quiet resync's answer, fetched before the move was stored, arrives after the move's update.
    fire('update', 'm', state(4, 2));
    fire('sync', 'm', { state: state(3, 1) });
    expect(seat.snapshot!.stateID).toBe(4);
    expect(sent.filter(([event]) => event === 'update')).toHaveLength(1);
    seat.close();
  });

  test('a sync that shows the move was never stored sends it again', () => {
    const { sent, fire, socket } = drivenSocket();
    const seat = new SeatClient<unknown, string>(socket, { matchID: 'm', playerID: '0', credentials: 'c' });
    fire('connect');
    fire('sync', 'm', { state: state(3, 1) });
    seat.play('move');
    fire('connect');
    fire('sync', 'm', { state: state(3, 1) });
    expect(sent.filter(([event]) => event === 'update')).toHaveLength(2);
    expect(seat.awaitingConfirmation).toBe(true);
    seat.close();
  });
});
