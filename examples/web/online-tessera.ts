/// <reference lib="dom" />
/**
 * The Tessera page's table on the real server (`online-seat.ts`): moves go to a boardgame.io match, the other
 * seats (people in other browsers, or the server's bots) play there, and the page receives its seat's view.
 */
import type { SeatSnapshot } from 'tessera-engine/boardgame.io';
import type { TesseraMove, TesseraOptions, TesseraState, TesseraView } from 'tessera-engine/tessera';
import { takeSeat } from './online-seat.js';
import type { OnlineSetup } from './tessera-setup.js';
import type { TesseraTable } from './tessera-table.js';

type Snapshot = SeatSnapshot<TesseraView, never>;

/**
 * The page draws states; a seat receives views. Tessera's view is the whole position (it hides only the seed
 * and the generator), so the page's "state" is the view with an empty seed and a blank generator: drawn,
 * never played from.
 */
function drawable(view: TesseraView): TesseraState {
  const { viewer: _viewer, ...position } = view;
  return { ...position, seed: '', rng: [0, 0, 0, 0] };
}

/**
 * Takes a seat at a match of the server that served the page (a new match with these options, or the one its
 * address names), and waits for the seat's first view. It gives the page's seat and the seats the server's bots play.
 *
 * @param options - the new match's options, but its seed: the page makes one up for a local table.
 * @param online - the seats for people, and the seed to send: the address's, if it names one.
 */
export async function onlineTable(
  options: TesseraOptions,
  online: OnlineSetup,
): Promise<TesseraTable & { readonly seat: number; readonly bots: readonly number[] }> {
  const setupData = { wall: options.wall, wilds: options.wilds, ...(online.seed === null ? {} : { seed: online.seed }) };
  const { client, seat, bots } = await takeSeat<TesseraView, TesseraMove>('tessera', { players: options.players, humans: online.humans, setupData });
  const next = (accept: (snapshot: Snapshot) => boolean, onEach?: () => void): Promise<Snapshot> =>
    new Promise((resolve) => {
      const check = (snapshot: Snapshot): void => {
        onEach?.();
        if (!accept(snapshot)) return;
        stop();
        resolve(snapshot);
      };
      const stop = client.subscribe(check);
      if (client.snapshot !== null && accept(client.snapshot)) check(client.snapshot);
    });
  const first = await next(({ table }) => table.view !== null);
  let latest = first.table.view!;
  client.subscribe(({ table }) => {
    if (table.view !== null) latest = table.view;
  });
  return {
    seat,
    bots,
    current: () => drawable(latest),
    async play(move) {
      const before = client.snapshot!.table;
      client.play(move);
      const { table } = await next(
        (snapshot) => snapshot.table.moveCount > before.moveCount || JSON.stringify(snapshot.table.refusal) !== JSON.stringify(before.refusal),
      );
      if (table.moveCount > before.moveCount) return { ok: true, value: { state: drawable(table.view!), events: [] } };
      return { ok: false, message: table.refusal?.message ?? 'the server refused the move' };
    },
    async awaitTurn(player, onChange) {
      await next(({ currentPlayer, gameover }) => gameover !== undefined || currentPlayer === String(player), onChange);
    },
  };
}
