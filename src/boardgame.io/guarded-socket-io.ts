/**
 * boardgame.io's socket.io transport with the adapter's guards: every packet checked before boardgame.io reads
 * it, and a socket's syncs, moves and close handled in turn.
 *
 * @module
 */
import type { Game } from 'boardgame.io';
import { err, ok, type Result } from '../core/result.js';
import { thrownMessage } from '../core/thrown.js';
import { refusePacket } from './guard.js';
import { readGuardOptions, type GuardedSocketIOOptions, type GuardOptions } from './guard-options.js';
import { refusalOf, type Refusal } from './packet-refusal.js';
import { sendRefusal } from './server-refusals.js';
import { sendToSeatedOnly, type SeatedTransport } from './revoked-seats.js';
import { answerUnstoredMove, watchMoves, type DroppedMoves, type WatchedTransport } from './dropped-moves.js';
import { MATCH_UNREAD, noMatchOf, SYNC_FIRST } from './stored-match.js';
import { answerSyncsInTurn, type GuardedSocket, type TransportClients } from './syncs-in-turn.js';

/** What the guards use of boardgame.io's `SocketIO` class: its constructor and `init`, and its clients. */
type SocketIOClass<Transport> = new (options?: Record<string, unknown>) => Transport;

/** What a guarded transport is, as the guards see it. */
interface GuardedInternals extends SeatedTransport, WatchedTransport {
  init(app: { readonly _io?: unknown }, games: readonly Game[], origins?: unknown): void;
}

/**
 * boardgame.io's socket.io transport for a server of the adapter's games, with the guards that a server of games
 * with hidden information needs, which boardgame.io's own transport lacks. Give it boardgame.io's `SocketIO`
 * class (imported as your server imports boardgame.io: this subpath loads nothing of boardgame.io) and pass
 * what it returns as the `Server`'s `transport`:
 *
 * - **Every packet is checked** by {@link refusePacket} before boardgame.io reads it, and refused with the
 *   `refused` event and a reason. A move in a match the socket has not synced with is refused; so is a packet
 *   naming a match of another game (boardgame.io reads a match by its ID alone), a first sync with no such
 *   match (boardgame.io would keep a room for it for good), and a seat's sync whose credentials are not the
 *   seat's (boardgame.io answers it with nothing, and a page waits for ever): the last two with `{ sync: matchID }`
 *   after the reason, which tells a refused sync from a refused move. A move made at a state the match has left
 *   is refused with `{ stateID }`, the match's state now, and so is a move that another process's overtook after
 *   these checks (its write failed with {@link StaleWriteError}, from {@link checkedPostgresStore}, or boardgame.io
 *   dropped it); a move whose credentials are not its seat's, of a seat
 *   that is not to act, or of a match that is over, is refused with the reason alone (boardgame.io drops all
 *   four without a word).
 * - **A socket's syncs, moves and close are handled in turn**, each to its end, and its packets reach boardgame.io
 *   in the order they came. Without it, two syncs sent together on one socket put it in both matches' rooms under
 *   the second's seat, and the first match's news then reached it as that seat's view, **a hand included**.
 * - **A seat's news goes only to sockets whose credentials are still the seat's**: a socket whose seat the lobby
 *   took back (its person left; someone else joined) is dropped from the match and told so, where boardgame.io
 *   went on sending it the seat's view, a new occupant's hand included.
 * - **A seat is shown connected while a socket of this process holds it** (boardgame.io marked it disconnected
 *   when any of its sockets closed, a second tab).
 * - **A packet is at most 16 KB** unless `socketOpts.maxHttpBufferSize` says otherwise.
 * - **A read of the storage that takes over 10 s** is answered as one that failed ("the match could not be
 *   read"), so that a storage that hangs once does not hold the socket's later packets for good.
 *
 * It reads boardgame.io 0.50's transport internals (its clients and rooms by socket): pin boardgame.io as the
 * peer dependency says.
 *
 * @param SocketIO - boardgame.io's `SocketIO` class (`boardgame.io/server`).
 * @param options - the storage the guards read, boardgame.io's transport options, and a hook.
 * @returns the transport, or `invalid-options` with what is wrong (the class is no class, an option is misspelt
 *   or of the wrong type, or boardgame.io's constructor refused the options).
 *
 * @example
 * ```ts
 * import { FlatFile, Server, SocketIO } from 'boardgame.io/server';
 * import { mkdtempSync } from 'node:fs';
 * import { tmpdir } from 'node:os';
 * import { join } from 'node:path';
 * import { boardgameGame, guardedSocketIO, seatCredentialsMatch, securedStorage } from 'tessera-engine/boardgame.io';
 * import { spectatorView, tesseris } from 'tessera-engine/tesseris';
 * import { unwrap } from 'tessera-engine';
 *
 * const { db, pubSub } = securedStorage(new FlatFile({ dir: mkdtempSync(join(tmpdir(), 'tables-')) }));
 * const transport = unwrap(guardedSocketIO(SocketIO, { db, pubSub }));
 * const server = Server({ games: [boardgameGame(tesseris, { spectatorView })], db, transport, authenticateCredentials: seatCredentialsMatch });
 * console.log(typeof server.run, guardedSocketIO(SocketIO, { db, pubsub: pubSub } as never).ok); // => function false
 * ```
 */
export function guardedSocketIO<Transport extends object>(
  SocketIO: new (options?: never) => Transport,
  options: GuardedSocketIOOptions,
): Result<Transport, 'invalid-options'> {
  const read = readGuardOptions(options);
  if (typeof read === 'string') return err('invalid-options', read);
  const guard = read;
  try {
    if (typeof SocketIO !== 'function' || typeof (SocketIO.prototype as { init?: unknown } | undefined)?.init !== 'function') {
      return err('invalid-options', "guardedSocketIO: expected boardgame.io's SocketIO class (import { SocketIO } from 'boardgame.io/server')");
    }
    const Base = SocketIO as unknown as SocketIOClass<GuardedInternals>;
    class Guarded extends Base {
      override init(app: { readonly _io?: unknown }, games: readonly Game[], origins?: unknown): void {
        const moves = watchMoves(this, (matchID) => super.getMatchQueue(matchID));
        sendToSeatedOnly(this, guard.db);
        super.init(app, games, origins);
        guardNamespaces(this, app._io as Namespaces, games, guard, moves);
      }
    }
    const made = new Guarded(guard.transport);
    // A proxy's construct trap may answer anything: only a guarded transport is one.
    if (!(made instanceof Guarded)) return err('invalid-options', "guardedSocketIO: expected boardgame.io's SocketIO class, whose instances are transports");
    return ok(made as unknown as Transport);
  } catch (error) {
    return err('invalid-options', `guardedSocketIO: boardgame.io's SocketIO could not be made: ${thrownMessage(error, 'a value that is no Error')}`);
  }
}

/** What the guards use of socket.io's server: a game's namespace, to which a middleware is added. */
interface Namespaces {
  of(name: string): { use(middleware: (socket: GuardedSocket, next: () => void) => void): unknown };
}

/**
 * Adds the guards to each game's namespace: every new socket's syncs are put in turn, and its packets checked
 * before boardgame.io reads them, in the order they came.
 */
function guardNamespaces(
  transport: TransportClients,
  io: Namespaces,
  games: readonly Game[],
  guard: Pick<GuardOptions, 'db' | 'heard'>,
  moves: DroppedMoves,
): void {
  for (const game of games) {
    const gameName = game.name!;
    io.of(gameName).use((socket, next) => {
      answerSyncsInTurn(socket, transport, async (handler, args) => answerUnstoredMove(moves, socket, guard.db, gameName, handler, args));
      // A match's game never changes: each socket asks the storage once per match it names.
      const otherGames = new Map<string, Promise<boolean>>();
      // The matches this socket has asked to sync with, each with whether its first sync passed the checks: a
      // move in any other is refused before boardgame.io reads it, which would keep a queue for that match ID for
      // good (one per packet naming a new ID).
      const synced = new Map<string, Promise<boolean>>();
      // The socket's packets reach boardgame.io in the order they came, whichever's checks end first (a sync of
      // X, then Y, then X again, left the socket on Y when the last check ended first).
      let released: Promise<unknown> = Promise.resolve();
      socket.use(([event, ...args], nextPacket) => {
        const refusal = refusePacket(event, args);
        if (refusal !== null) {
          sendRefusal(socket, refusal);
          return;
        }
        // boardgame.io reads a match by its ID alone, whatever the namespace: another game's match is refused.
        const matchID = String(args[event === 'update' ? 2 : 0]);
        if (event === 'update' && !synced.has(matchID)) {
          sendRefusal(socket, SYNC_FIRST);
          return;
        }
        // Said at once, before the checks below: a packet sent right after the first sync (a move, the sync
        // again) may arrive before they end, and waits for them, refused if the sync was.
        const firstSync = event === 'sync' && !synced.has(matchID);
        let passed = (_passed: boolean): void => undefined;
        if (firstSync) synced.set(matchID, new Promise((resolve) => (passed = resolve)));
        const firstSyncPassed = firstSync ? true : synced.get(matchID)!;
        const checked = (async (): Promise<Refusal | null> => {
          // After a refused first sync, a move is refused with it, and a sync is checked as a first one (the first
          // may have had the wrong credentials).
          const syncedBefore = await firstSyncPassed;
          if (!syncedBefore && event !== 'sync') return [noMatchOf(gameName)];
          const packet = { gameName, event: String(event), args, matchID, firstSync: firstSync || !syncedBefore };
          const refusal = await refusalOf(guard.db, packet, otherGames, guard.heard);
          if (!syncedBefore && refusal === null) synced.set(matchID, Promise.resolve(true));
          return refusal;
        })().catch((): [string] => [MATCH_UNREAD]);
        if (firstSync) {
          void checked.then((refusal) => {
            if (refusal !== null) synced.delete(matchID);
            passed(refusal === null);
          });
        }
        released = released.then(async () => {
          const refusal = await checked;
          if (refusal === null) nextPacket();
          // A refused sync says so, for a page to tell it from a refused move: its seat or match is not to be had.
          // A storage that could not be read says nothing of either: the seat's next sync may pass.
          else if (event === 'sync' && refusal[0] !== MATCH_UNREAD) sendRefusal(socket, refusal[0], { sync: matchID });
          else sendRefusal(socket, refusal[0], refusal[1]);
        });
      });
      next();
    });
  }
}
