/**
 * A socket's syncs and moves handled one after another, and its close after them, on boardgame.io's socket.io
 * transport. boardgame.io's handler of a sync drops the socket's client before it reads the storage and adds the
 * new one after: two syncs at once put the socket in both matches' rooms under the second's seat, so that the
 * first match's news reached it as that seat's view, a hand included; a close handled during a sync found no
 * client to drop (the socket, its room and subscription stayed for good, its seat shown connected), or was undone
 * by the sync's own mark of the seat as connected. And a seat is shown connected while a socket of the process
 * holds it: boardgame.io marked it disconnected when any of its sockets closed (a second tab), and not when its
 * socket moved on to another match or seat.
 *
 * @module
 */
import { thrownMessage } from '../core/thrown.js';

/** What the guards need of a socket.io server socket. */
export interface GuardedSocket {
  readonly id: string;
  readonly connected: boolean;
  on(event: string, listener: (...args: unknown[]) => unknown): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  use(middleware: (packet: unknown[], next: () => void) => void): unknown;
}

/** What the guards read of boardgame.io's socket.io transport (0.50): its clients by socket, and its rooms. */
export interface TransportClients {
  readonly clientInfo: Map<string, { readonly matchID: string; readonly playerID?: string | null }>;
  readonly roomInfo: Map<string, Set<string>>;
  removeClient(socketID: string): void;
}

/**
 * Puts a socket's syncs and moves in turn, each handled to its end before the next, and its close after them,
 * by wrapping the socket's `on` before boardgame.io adds its handlers. A failure is logged (`console.error`).
 *
 * @param socket - a socket of a game's namespace, before boardgame.io's handlers are added.
 * @param transport - the transport that serves it.
 * @param handleMove - handles a move: given boardgame.io's handler of it, called, and the move's packet
 *   arguments; what it throws or rejects with is logged.
 */
export function answerSyncsInTurn(
  socket: GuardedSocket,
  transport: TransportClients,
  handleMove: (handler: () => unknown, args: readonly unknown[]) => Promise<void>,
): void {
  const on = socket.on.bind(socket);
  // The socket's syncs and moves, each handled once the one before it has ended; a failure is logged.
  let turns: Promise<unknown> = Promise.resolve();
  const inTurn = (what: string, handle: () => unknown): void => {
    turns = turns.then(handle).catch((error: unknown) => {
      console.error(`guardedSocketIO: a ${what} failed: ${thrownMessage(error, 'a value that is no Error')}`);
    });
  };
  let onClose: ((...args: unknown[]) => unknown) | undefined;
  // Drops the socket's client, and marks its seat disconnected unless another socket holds it.
  const leaveSeat = async (): Promise<void> => {
    const client = transport.clientInfo.get(socket.id);
    if (client === undefined) return;
    if (isSeatHeldElsewhere(transport, socket.id, client)) transport.removeClient(socket.id);
    else await onClose?.();
  };
  const listen = (event: string, listener: (...args: unknown[]) => unknown): unknown => {
    if (event === 'sync') {
      return on(event, (...args: unknown[]) => {
        inTurn('sync', async () => {
          // A sync still to be answered when its socket closed is not: its answer would go nowhere.
          if (!socket.connected) return;
          const client = transport.clientInfo.get(socket.id);
          // A spectator's seat is null, or undefined.
          const seat = (playerID: unknown): unknown => playerID ?? null;
          if (client !== undefined && (client.matchID !== args[0] || seat(client.playerID) !== seat(args[1]))) await leaveSeat();
          await listener(...args);
        });
      });
    }
    // A move is handled in turn with the syncs, to its end: a sync sent after it is answered once it is stored
    // (a seat that read the match from before its move in that answer sent the move again, refused as stale).
    // A move that came just before its socket closed is still handled.
    if (event === 'update') {
      return on(event, (...args: unknown[]) => {
        inTurn('move', async () => handleMove(() => listener(...args), args));
      });
    }
    if (event === 'disconnect') {
      // boardgame.io's, the first handler of the close given to a game's socket.
      onClose ??= listener;
      return on(event, () => void turns.then(leaveSeat));
    }
    return on(event, listener);
  };
  socket.on = listen;
}

/** Whether another socket of this process holds the seat of a socket's client (a spectator holds none). */
function isSeatHeldElsewhere(
  transport: TransportClients,
  socketID: string,
  { matchID, playerID }: { readonly matchID: string; readonly playerID?: string | null },
): boolean {
  if (playerID === undefined || playerID === null) return false;
  for (const other of transport.roomInfo.get(matchID) ?? []) {
    if (other !== socketID && transport.clientInfo.get(other)?.playerID === playerID) return true;
  }
  return false;
}
