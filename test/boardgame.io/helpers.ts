/**
 * Raw socket.io clients of a real boardgame.io server on loopback, for the online tests: each records every
 * frame it receives.
 */
import type { StorageAPI } from 'boardgame.io';
import { io, type Socket } from 'socket.io-client';
import { SeatClient } from 'tessera-engine/boardgame.io';
import { tessera, type TesseraView } from 'tessera-engine/tessera';
import { memoryStorage } from '../../server/memory-storage.js';

/** A client: its seat, its socket and every frame it received, as `[event, ...args]`. */
export interface RecordingClient<View, Move> {
  readonly seat: SeatClient<View, Move, unknown>;
  readonly socket: Socket;
  readonly frames: unknown[][];
}

/** Calls the lobby API; returns the parsed answer and the status. */
export async function lobby(url: string, path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const request = async (): Promise<Response> =>
    fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', connection: 'close' }, body: JSON.stringify(body) });
  const response = await request();
  const text = await response.text();
  return { status: response.status, json: response.ok ? (JSON.parse(text) as Record<string, unknown>) : { error: text } };
}

/** A seat of a match as the lobby lists it. */
export interface LobbySeat {
  readonly isConnected?: boolean;
  readonly data?: unknown;
}

/** Seat `seat` of a Tessera match, as the lobby lists it. */
export async function lobbySeat(url: string, matchID: string, seat: number): Promise<LobbySeat> {
  const { players } = (await (await fetch(`${url}/games/tessera/${matchID}`)).json()) as { players: LobbySeat[] };
  return players[seat]!;
}

/**
 * The reference server's memory storage with some of its methods replaced, to slow or count its reads and
 * writes: `replace` gets the memory storage, for the replacements to call on.
 */
export function memoryStorageWith(replace: (memory: StorageAPI.Async) => Partial<Record<keyof StorageAPI.Async, unknown>>): {
  memory: StorageAPI.Async;
  db: StorageAPI.Async;
} {
  const memory = memoryStorage();
  return { memory, db: { ...memory, ...replace(memory) } as unknown as StorageAPI.Async };
}

/** Creates a match and joins the given seats; returns the match ID and each seat's credentials. */
export async function createMatch(
  url: string,
  game: string,
  numPlayers: number,
  setupData: unknown,
  seats: number[],
): Promise<{ matchID: string; credentials: string[] }> {
  const created = await lobby(url, `/games/${game}/create`, { numPlayers, setupData });
  if (created.status !== 200) throw new Error(`create: ${created.status} ${JSON.stringify(created.json)}`);
  const matchID = created.json.matchID as string;
  const credentials: string[] = [];
  for (const seat of seats) {
    const joined = await lobby(url, `/games/${game}/${matchID}/join`, { playerID: String(seat), playerName: `seat ${seat}` });
    credentials[seat] = joined.json.playerCredentials as string;
  }
  return { matchID, credentials };
}

/** The transports a test's socket may use: WebSocket alone unless it says (socket.io's default is both, polling first). */
type Transports = readonly ('polling' | 'websocket')[];

/** Connects a seat (or a spectator, `playerID: null`) over `transports` and records its frames. */
export function connect<View, Move>(
  url: string,
  game: string,
  matchID: string,
  playerID: string | null,
  credentials?: string,
  transports: Transports = ['websocket'],
): RecordingClient<View, Move> {
  const socket = io(`${url}/${game}`, { transports: [...transports], forceNew: true, reconnection: false });
  const frames: unknown[][] = [];
  socket.onAny((event: string, ...args: unknown[]) => frames.push([event, ...args]));
  const seat = new SeatClient<View, Move, unknown>(socket, { matchID, playerID, ...(credentials === undefined ? {} : { credentials }) });
  return { seat, socket, frames };
}

/** Waits until a condition holds, checking every 10 ms, or fails after `ms`. */
export async function until(condition: () => boolean, ms = 20_000, what = 'a condition'): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Waits a little, for frames that should not come. */
export const settle = (ms = 300): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A Tessera seat that plays a legal move of its view (chosen by the move count) whenever it is its turn. */
export function autoplayTessera(client: RecordingClient<TesseraView, unknown>, seat: number): void {
  client.seat.subscribe(({ table, currentPlayer, gameover }) => {
    if (gameover !== undefined || currentPlayer !== String(seat) || client.seat.awaitingConfirmation || table.view === null) return;
    const moves = tessera.legalMovesForView(table.view as TesseraView);
    client.seat.play(moves[(table.moveCount * 31) % moves.length]);
  });
}

/** A boardgame.io server of the test's own, on loopback: its address, and how to close it. */
export interface LoopbackServer {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Runs a boardgame.io server on loopback at a free port (boardgame.io's `run` listens on every interface).
 *
 * @param server - a server made by boardgame.io's `Server`, not yet run.
 */
export async function runOnLoopback(server: ReturnType<typeof import('boardgame.io/server').Server>): Promise<LoopbackServer> {
  const listen = server.app.listen.bind(server.app) as (port: number, host: string, callback: () => void) => ReturnType<typeof server.app.listen>;
  (server.app as { listen: unknown }).listen = (port: number, callback: () => void) => listen(port, '127.0.0.1', callback);
  const { appServer } = await server.run({ port: 0 });
  return {
    url: `http://127.0.0.1:${(appServer.address() as import('node:net').AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        appServer.closeAllConnections();
        appServer.close(() => {
          resolve();
        });
      }),
  };
}
