/**
 * boardgame.io's `Local()` multiplayer, which creates every match on demand with no setup data: with
 * `matchesOnDemand`, each seat's client syncs its view and plays; without it, the match is refused, and
 * boardgame.io leaves the clients' state `null` without a word, which is why the option exists.
 */
import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import { describe, expect, test } from 'vitest';
import { boardgameGame, tableViewOf } from 'tessera-engine/boardgame.io';
import { tesseris, type TesserisView } from 'tessera-engine/tesseris';

/** Two seats' clients of one `Local()` match, started. */
function localSeats(matchesOnDemand: boolean) {
  const game = boardgameGame(tesseris, { matchesOnDemand });
  const multiplayer = Local();
  const seats = ['0', '1'].map((playerID) => Client({ game, numPlayers: 2, multiplayer, playerID, matchID: 'local' }));
  for (const seat of seats) seat.start();
  return seats;
}

const tableOf = (client: ReturnType<typeof localSeats>[number]) => tableViewOf<TesserisView>(client.getState()?.G);

/** Waits until `ready` holds, for a few event-loop turns. */
async function settled(ready: () => boolean): Promise<boolean> {
  for (let turn = 0; turn < 50 && !ready(); turn++) await new Promise((resolve) => setTimeout(resolve, 10));
  return ready();
}

describe("boardgame.io's Local() multiplayer", () => {
  test('with matchesOnDemand, each seat syncs its own view and the seat to act plays', async () => {
    const seats = localSeats(true);
    expect(await settled(() => seats.every((seat) => seat.getState() !== null))).toBe(true);
    const [first, second] = seats.map((seat) => tableOf(seat)!);
    expect([first!.seat, second!.seat]).toEqual([0, 1]);
    expect(first!.view!.hand).not.toEqual(second!.view!.hand);
    const move = tesseris.legalMovesForView(first!.view!)[0]!;
    seats[0]!.moves.play!(move);
    expect(await settled(() => tableOf(seats[1]!)!.moveCount === 1)).toBe(true);
    for (const seat of seats) seat.stop();
  });

  test('without it, the match is refused and the clients are left with no state', async () => {
    const seats = localSeats(false);
    expect(await settled(() => seats.some((seat) => seat.getState() !== null))).toBe(false);
    for (const seat of seats) seat.stop();
  });
});

describe('tableViewOf', () => {
  test("reads a client's table, and nothing else: no G yet, a server's whole state, other shapes", () => {
    const game = boardgameGame(tesseris, {});
    const serverG = game.setup!({ ctx: { numPlayers: 2 } } as never, {});
    const table = { seat: 0, view: {}, moveCount: 3, refusal: null };
    expect(tableViewOf(table)).toEqual(table);
    // The holder's own copy: changing it changes nothing of the client's G.
    const G = { ...table, view: { hand: [3, 1] } };
    const own = tableViewOf<{ hand: number[] }>(G)!;
    own.view!.hand.sort();
    own.view!.hand.push(9);
    expect(G.view.hand).toEqual([3, 1]);
    expect(own).not.toBe(G);
    expect(tableViewOf({ ...table, seat: null, view: null })).not.toBeNull();
    for (const G of [
      undefined,
      null,
      'G',
      serverG,
      {},
      { ...table, seat: -1 },
      { ...table, moveCount: 1.5 },
      { ...table, refusal: 'x' },
      { ...table, view: 3 },
    ]) {
      expect(tableViewOf(G)).toBeNull();
    }
    const { view: _view, ...viewless } = table;
    expect(tableViewOf(viewless)).toBeNull();
  });
});
