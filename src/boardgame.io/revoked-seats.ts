/**
 * A seat's news only to sockets whose credentials are still the seat's. boardgame.io's transport registers a
 * socket for a seat when its sync passes, and sends it every new state filtered for that seat from then on: a
 * person who left the seat through the lobby, or whose seat the lobby gave to someone else, went on receiving its
 * next occupant's view, hand included. Before a new state of a match is handed to boardgame.io's broadcast, the
 * match's seats are read as stored: a socket whose credentials are no longer its seat's is dropped from the match
 * and told so, and when the seats cannot be read, the state goes to no seat's socket this time (each asks again).
 *
 * @module
 */
import { thrownMessage } from '../core/thrown.js';
import { carriesState, matchOfChannel } from './channels.js';
import { seatCredentialsMatch } from './guard.js';
import { sendRefusal } from './server-refusals.js';
import type { PubSub, Publication } from './storage.js';
import { readWithin, SEAT_REFUSED, type AnyStorage } from './stored-match.js';
import type { GuardedSocket, TransportClients } from './syncs-in-turn.js';

/** What the check reads and replaces of boardgame.io's socket.io transport (0.50): its clients, with their sockets. */
export interface SeatedTransport extends TransportClients {
  pubSub: PubSub<Publication>;
  readonly clientInfo: Map<
    string,
    { readonly matchID: string; readonly playerID?: string | null; readonly credentials?: unknown; readonly socket?: GuardedSocket }
  >;
}

/** The seats of a match as stored, each with its credentials, or `null` when they cannot be read. */
type StoredSeats = Readonly<Record<string, { readonly credentials?: string } | undefined>> | null;

/**
 * Checks every seat's socket before a new state of its match is broadcast, by wrapping the transport's
 * pub/sub: a match's news keeps its order. Call it before the transport serves a socket.
 *
 * @param transport - boardgame.io's socket.io transport.
 * @param db - the storage, whose metadata holds each seat's credentials.
 */
export function sendToSeatedOnly(transport: SeatedTransport, db: AnyStorage): void {
  const pubSub = transport.pubSub;
  const seatsOf = async (matchID: string): Promise<StoredSeats> => {
    const fetched: { metadata?: { players?: unknown } } | null = await readWithin(async () => db.fetch(matchID, { metadata: true })).catch(() => null);
    return (fetched?.metadata?.players as StoredSeats | undefined) ?? null;
  };
  transport.pubSub = {
    publish: (channelId, payload) => pubSub.publish(channelId, payload),
    subscribe: (channelId, broadcast) => {
      const matchID = matchOfChannel(channelId);
      // Each publication in turn, so that a match's news keeps its order while its seats are read.
      let turn: Promise<void> = Promise.resolve();
      pubSub.subscribe(channelId, (payload) => {
        if (matchID === undefined) {
          broadcast(payload);
          return;
        }
        const seats = carriesState(payload) ? seatsOf(matchID) : Promise.resolve(undefined);
        turn = turn
          .then(async () => {
            const stored = await seats;
            if (stored === undefined) broadcast(payload);
            else
              broadcastToSeated(transport, matchID, stored, () => {
                broadcast(payload);
              });
          })
          // A broadcast that throws is reported, and the match's later news still goes out.
          .catch((error: unknown) => {
            console.error(`guardedSocketIO: a broadcast failed: ${thrownMessage(error, 'a value that is no Error')}`);
          });
      });
    },
    unsubscribeAll: (channelId) => pubSub.unsubscribeAll(channelId),
  };
}

/**
 * Runs a broadcast of a match's new state with its room holding only the sockets that may see it: a seat's socket
 * whose credentials are no longer the seat's is dropped for good and told so; when the seats could not be read,
 * every seat's socket is left out of this broadcast only. Spectators always receive it.
 */
function broadcastToSeated(transport: SeatedTransport, matchID: string, seats: StoredSeats, broadcast: () => void): void {
  const room = transport.roomInfo.get(matchID);
  if (room === undefined) return;
  const withheld: string[] = [];
  for (const socketID of [...room]) {
    const client = transport.clientInfo.get(socketID);
    if (client?.playerID === undefined || client.playerID === null) continue;
    if (seats === null) {
      withheld.push(socketID);
    } else if (!seatCredentialsMatch(client.credentials, seats[client.playerID])) {
      transport.removeClient(socketID);
      if (client.socket !== undefined) sendRefusal(client.socket, SEAT_REFUSED, { sync: matchID });
    }
  }
  for (const socketID of withheld) room.delete(socketID);
  try {
    if (transport.roomInfo.has(matchID)) broadcast();
  } finally {
    for (const socketID of withheld) room.add(socketID);
  }
}
