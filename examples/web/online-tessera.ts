/// <reference lib="dom" />
/**
 * The Tessera page's table on the real server (`online-seat.ts`): moves go to a boardgame.io match, the other
 * seats (people in other browsers, or the server's bots) play there, and the page receives its seat's view.
 */
import type { SeatSnapshot } from 'tessera-engine/boardgame.io';
import type { TesseraMove, TesseraOptions, TesseraView } from 'tessera-engine/tessera';
import { SeatLost, takeSeat } from './online-seat.js';
import { t } from './page-text.js';
import type { OnlineSetup } from './tessera-setup.js';
import type { TesseraTable } from './tessera-table.js';

type Snapshot = SeatSnapshot<TesseraView, never>;

/**
 * Takes a seat at a match of the server that served the page (a new match with these options, or the one its
 * address names), and waits for the seat's first view. It gives the page's seat and the seats the server's bots play.
 *
 * @param options - the new match's options, with the address's seed if it names one; without, the server draws its own.
 * @param online - the seats for people.
 */
export async function onlineTable(
  options: TesseraOptions,
  online: OnlineSetup,
): Promise<TesseraTable & { readonly seat: number; readonly bots: readonly number[]; readonly lost: Promise<void> }> {
  const setupData = { wall: options.wall, wilds: options.wilds, ...(options.seed === undefined ? {} : { seed: options.seed }) };
  const { client, seat, bots, onRefused, lost } = await takeSeat<TesseraView, TesseraMove>('tessera', {
    players: options.players,
    humans: online.humans,
    setupData,
  });
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
  // A refused sync (stale or forged credentials) brings no first view: the seat is lost, and the page has said why.
  const first = await Promise.race([
    next(({ table }) => table.view !== null),
    lost.then(() => {
      throw new SeatLost();
    }),
  ]);
  let latest = first.table.view!;
  client.subscribe(({ table }) => {
    if (table.view !== null) latest = table.view;
  });
  return {
    seat,
    bots,
    lost,
    current: () => latest,
    async play(move) {
      const before = client.snapshot!.table;
      let stopRefused = (): void => undefined;
      const refused = new Promise<{ message: string; stateID: number | null }>((resolve) => {
        stopRefused = onRefused((message, stateID) => {
          resolve({ message, stateID });
        });
      });
      client.play(move);
      const answer = await Promise.race([
        // Settled by the server's word: a newer state alone may be another tab's move, with this one's refusal to come.
        next(
          (snapshot) =>
            !client.awaitingConfirmation &&
            (snapshot.table.moveCount > before.moveCount || JSON.stringify(snapshot.table.refusal) !== JSON.stringify(before.refusal)),
        ),
        refused,
      ]);
      stopRefused();
      if ('message' in answer) {
        // The server did not play the move: the page shows the match as it is, once its state has come.
        const { stateID } = answer;
        if (stateID !== null) await next((snapshot) => snapshot.stateID >= stateID);
        return { ok: false, message: t('online.not-taken', { message: answer.message }) };
      }
      const { table } = answer;
      if (table.moveCount > before.moveCount) return { ok: true, value: { move, view: table.view!, events: [] } };
      return { ok: false, message: table.refusal?.message ?? 'the server refused the move' };
    },
    async awaitTurn(player, onChange) {
      await next(({ currentPlayer, gameover }) => gameover !== undefined || currentPlayer === String(player), onChange);
    },
  };
}
