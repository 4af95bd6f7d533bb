/**
 * The online server: both games on boardgame.io, with the adapter's guards, on loopback by default.
 */
import { readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { AddressInfo } from 'node:net';
import { Server, SocketIO } from 'boardgame.io/server';
import type { Game, Server as MatchServer, StorageAPI } from 'boardgame.io';
import { boardgameGame, refusePacket, seatCredentialsMatch, securedStorage, type PubSub, type TableGame } from 'tessera-engine/boardgame.io';
import { greedyBot as tesseraGreedy, spectatorView as tesseraSpectator, tessera } from 'tessera-engine/tessera';
import { greedyBot as tesserisGreedy, spectatorView as tesserisSpectator, tesseris } from 'tessera-engine/tesseris';
import type { Bot, BotView } from 'tessera-engine';
import { messageOf } from '../examples/terminal.js';
import { botSeatData } from '../examples/web/bot-seat.js';
import { markedPage } from '../examples/web/served-mark.js';
import { memoryStorage } from './memory-storage.js';
import { BOT_IDLE_MS, isAwayBot, joinAsBot, playSeat, setBotSeatData, type BotSeat, type SeatedBot } from './bot-seats.js';

/**
 * When, after a bot left an idle match, the server looks whether the match moved on meanwhile, in units of 5 s (or
 * of the bot's idle time, when shorter): a move that was on its way as the bot left is stored within moments,
 * unless the server is loaded.
 */
const BOT_RECHECKS = [1, 6, 30];
const BOT_RECHECK_MS = 5_000;

/** The largest packet a client may send: a move is a few hundred bytes. */
const MAX_PACKET_BYTES = 16 * 1024;

/** How the server runs. */
export interface TablesConfig {
  /** The port; 0 picks a free one. */
  readonly port: number;
  /** The interface to listen on. Default `127.0.0.1`. */
  readonly host?: string;
  /** The storage; default in memory. */
  readonly db?: StorageAPI.Async | StorageAPI.Sync;
  /** The pub/sub between processes; default within this process. */
  readonly pubSub?: PubSub<{ readonly type: string }>;
  /** A folder of web pages to serve at `/`. */
  readonly pages?: string;
  /** Accept seeds in setup data (tests only: the lobby shows setup data to anyone). */
  readonly acceptSeed?: boolean;
  /** How long a bot stays in a match in which nothing happens; default ten minutes (`BOT_IDLE_MS` of `bot-seats.ts`). */
  readonly botIdleMs?: number;
}

/** A running server. */
export interface Tables {
  /** Its address, for example `http://127.0.0.1:8000`. */
  readonly url: string;
  /** Stops its bots and its looks at matches they left idle, and closes it. */
  close(): Promise<void>;
}

/** The games served, with their bots. */
interface Served {
  readonly module: TableGame<unknown, unknown, unknown, BotView>;
  readonly game: Game;
  readonly bot: Bot<BotView, unknown>;
}

function servedGames(acceptSeed: boolean): Served[] {
  const serve = <State, Move, Options, View extends BotView>(
    module: TableGame<State, Move, Options, View>,
    spectatorView: (state: State) => unknown,
    bot: Bot<View, Move>,
  ): Served => ({ module, game: boardgameGame(module, { spectatorView, acceptSeed }), bot });
  return [serve(tessera, tesseraSpectator, tesseraGreedy), serve(tesseris, tesserisSpectator, tesserisGreedy)];
}

/** boardgame.io's socket.io transport, with every packet checked by the adapter before boardgame.io reads it. */
class GuardedSocketIO extends SocketIO {
  /**
   * @param db - the storage, to tell a match of another game from one of the namespace's.
   * @param heard - called with a match as stored when a socket syncs with it for the first time or moves in it.
   */
  constructor(
    options: ConstructorParameters<typeof SocketIO>[0],
    private readonly db: StorageAPI.Async | StorageAPI.Sync,
    private readonly heard: (matchID: string, match: StoredMatch) => void,
  ) {
    super(options);
  }

  override init(app: Parameters<SocketIO['init']>[0], games: Game[], origins?: Parameters<SocketIO['init']>[2]): void {
    super.init(app, games, origins);
    const io = (app as unknown as { _io: import('socket.io').Server })._io;
    for (const game of games) {
      io.of(game.name!).use((socket, next) => {
        this.answerSyncsInTurn(socket);
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
            socket.emit('refused', refusal);
            return;
          }
          // boardgame.io reads a match by its ID alone, whatever the namespace: another game's match is refused.
          const matchID = String(args[event === 'update' ? 2 : 0]);
          if (event === 'update' && !synced.has(matchID)) return void socket.emit('refused', SYNC_FIRST);
          // Said at once, before the checks below: a packet sent right after the first sync (a move, the sync
          // again) may arrive before they end, and waits for them, refused if the sync was.
          const firstSync = event === 'sync' && !synced.has(matchID);
          let passed = (_passed: boolean): void => undefined;
          if (firstSync) synced.set(matchID, new Promise((resolve) => (passed = resolve)));
          const firstSyncPassed = firstSync ? true : synced.get(matchID)!;
          const checked = (async (): Promise<[string, ...unknown[]] | null> => {
            // After a refused first sync, a move is refused with it, and a sync is checked as a first one (the first
            // may have had the wrong credentials).
            const syncedBefore = await firstSyncPassed;
            if (!syncedBefore && event !== 'sync') return [`no ${game.name!} match has that ID`];
            const refusal = await this.refusalOf(game.name!, event, args, matchID, firstSync || !syncedBefore, otherGames);
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
            else if (event === 'sync' && refusal[0] !== MATCH_UNREAD) socket.emit('refused', refusal[0], { sync: matchID });
            else socket.emit('refused', ...refusal);
          });
        });
        next();
      });
    }
  }

  /**
   * Why the guard refuses a socket's packet, with what it says, or `null` to pass it to boardgame.io.
   *
   * @param gameName - the socket's game.
   * @param event - the packet's event, `sync` or `update`.
   * @param args - the packet's arguments.
   * @param matchID - the match it names.
   * @param firstSync - whether it is the socket's first sync with the match.
   * @param otherGames - the socket's answers so far to whether a match is another game's.
   */
  private async refusalOf(
    gameName: string,
    event: string,
    args: unknown[],
    matchID: string,
    firstSync: boolean,
    otherGames: Map<string, Promise<boolean>>,
  ): Promise<[string, ...unknown[]] | null> {
    // A move, a first sync and a seat's sync read the match as stored, which also tells its game and the seats'
    // credentials; other packets ask the storage for its game once per match.
    const seated = event === 'sync' && args[1] !== null && args[1] !== undefined;
    const read = event === 'update' || firstSync || seated;
    const match = read ? await storedMatch(this.db, matchID).catch(() => null) : undefined;
    if (match === null) return [MATCH_UNREAD];
    if (!otherGames.has(matchID)) {
      const other = match === undefined ? isOtherGamesMatch(this.db, gameName, matchID) : Promise.resolve(isOtherGame(match, gameName));
      otherGames.set(matchID, other);
    }
    const other = await otherGames.get(matchID)!.catch(() => null);
    if (other === null) {
      otherGames.delete(matchID);
      return [MATCH_UNREAD];
    }
    if (other) return [`no ${gameName} match has that ID`];
    if (match !== undefined) this.heard(matchID, match);
    // A sync with no match would leave boardgame.io a room of it for good (one per ID, from one socket).
    if (firstSync && match?.state === undefined) return [`no ${gameName} match has that ID`];
    // boardgame.io answers a sync with credentials it does not take with nothing at all: a page waited for ever.
    const seats: Partial<Record<string, { readonly credentials?: string }>> | undefined = match?.metadata?.players;
    if (seated && !seatCredentialsMatch(args[2], seats?.[String(args[1])])) return [SEAT_REFUSED];
    // boardgame.io drops a move made at a state that is no longer the match's, without a word to its
    // sender: say so, with the state the match is at (a second tab of the seat moved first, say).
    const now = event === 'update' ? match?.state?._stateID : undefined;
    if (event === 'update' && now === undefined) return [`no ${gameName} match has that ID`];
    if (now !== undefined && now !== args[1]) return [STALE_MOVE, { stateID: now }];
    return null;
  }

  /**
   * Answers a socket's syncs one after another, with its moves among them, and handles its close once they are
   * answered. boardgame.io's handler of a sync drops the socket's client before it reads the storage and adds the
   * new one after: two syncs at once put the socket in both matches' rooms under the second's seat, so that the first match's news reached
   * it as that seat's view, a hand included; a close handled during a sync found no client to drop (the socket, its
   * room and subscription stayed for good, its seat shown connected), or was undone by the sync's own mark of the
   * seat as connected. And a seat is shown connected while a socket of this process holds it: boardgame.io marked
   * it disconnected when any of its sockets closed (a second tab), and not when its socket moved on to another
   * match or seat.
   */
  private answerSyncsInTurn(socket: import('socket.io').Socket): void {
    const on = socket.on.bind(socket);
    // The socket's syncs and moves, each handled once the one before it has ended; a failure is logged.
    let turns: Promise<unknown> = Promise.resolve();
    const inTurn = (what: string, handle: () => unknown): void => {
      turns = turns.then(handle).catch((error: unknown) => {
        console.error(`tables: a ${what} failed: ${messageOf(error)}`);
      });
    };
    let onClose: (() => unknown) | undefined;
    // Drops the socket's client, and marks its seat disconnected unless another socket holds it.
    const leaveSeat = async (): Promise<void> => {
      const client = this.clientInfo.get(socket.id);
      if (client === undefined) return;
      if (this.isSeatHeldElsewhere(socket.id, client)) (this as unknown as { removeClient(socketID: string): void }).removeClient(socket.id);
      else await onClose?.();
    };
    const listen = (event: string, listener: (...args: unknown[]) => unknown): typeof socket => {
      if (event === 'sync') {
        return on(event, (...args: unknown[]) => {
          inTurn('sync', async () => {
            // A sync still to be answered when its socket closed is not: its answer would go nowhere.
            if (!socket.connected) return;
            const client = this.clientInfo.get(socket.id);
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
          inTurn('move', () => listener(...args));
        });
      }
      if (event === 'disconnect') {
        // boardgame.io's, the first handler of the close given to a game's socket.
        onClose ??= listener;
        return on(event, () => void turns.then(leaveSeat));
      }
      return on(event, listener);
    };
    socket.on = listen as typeof socket.on;
  }

  /** Whether another socket of this process holds the seat of a socket's client (a spectator holds none). */
  private isSeatHeldElsewhere(socketID: string, { matchID, playerID }: { readonly matchID: string; readonly playerID?: string | null }): boolean {
    if (playerID === undefined || playerID === null) return false;
    for (const other of this.roomInfo.get(matchID) ?? []) {
      if (other !== socketID && this.clientInfo.get(other)?.playerID === playerID) return true;
    }
    return false;
  }
}

/**
 * What the server says, with `{ stateID }` (the match's state number now), to a seat whose move was made at
 * another state than the match's: boardgame.io would drop the move without a word.
 */
export const STALE_MOVE = 'the match had moved on from the position this move was made at (another tab of this seat played first, say)';

/** What the server says when the storage could not be read for a packet's checks: the packet may pass later. */
const MATCH_UNREAD = 'the match could not be read';

/** What the server says to a seat's sync whose credentials are not the ones the lobby gave for that seat (a stale or forged tab). */
export const SEAT_REFUSED = "this seat's credentials are not the ones the lobby gave for it";

/** What the server says to a socket that moves in a match it has not asked to sync with (boardgame.io's clients always do first). */
export const SYNC_FIRST = 'sync with the match before moving in it';

/** A match as the guard reads it: its state number and its seats; neither when there is no such match. */
interface StoredMatch {
  readonly state?: { readonly _stateID?: number };
  readonly metadata?: Pick<MatchServer.MatchData, 'gameName' | 'players' | 'gameover'>;
}

/** A match's state and metadata as stored, with the seats' credentials (the storage's own, not the lobby's). */
async function storedMatch(db: StorageAPI.Async | StorageAPI.Sync, matchID: string): Promise<StoredMatch> {
  // A sync storage's fetch answers at once, a throw included; inside this async function, a throw rejects.
  return await db.fetch(matchID, { state: true, metadata: true });
}

/** Whether a match as stored is one of another game than `gameName` (one that does not exist is no other game's). */
function isOtherGame({ metadata }: StoredMatch, gameName: string): boolean {
  return metadata !== undefined && metadata.gameName !== gameName;
}

/** Whether a match ID names a match of another game than `gameName`. */
async function isOtherGamesMatch(db: StorageAPI.Async | StorageAPI.Sync, gameName: string, matchID: string): Promise<boolean> {
  return isOtherGame(await db.fetch(matchID, { metadata: true }), gameName);
}

/** A parameter of a path, %-escapes decoded as boardgame.io's router decodes them; `undefined` for a malformed one. */
function decodedParameter(parameter: string): string | undefined {
  try {
    return decodeURIComponent(parameter);
  } catch {
    return undefined;
  }
}

const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css' };

/**
 * Starts the server: the lobby API (`/games/...`), the game sockets, bots for free seats
 * (`POST /bots/:game/:matchID/:playerID`), the pages (each marked with the games served: `examples/web/served-mark.ts`),
 * and nothing beyond `host`.
 *
 * @param config - port, storage, pub/sub, pages.
 */
export async function startTables(config: TablesConfig): Promise<Tables> {
  const served = servedGames(config.acceptSeed ?? false);
  const stored = config.db ?? memoryStorage();
  const { db, pubSub } = securedStorage(stored, config.pubSub);
  // The bots playing in this process, by match and seat: each leaves the map when it leaves its match.
  const bots = new Map<string, SeatedBot>();
  // The looks at matches whose bots left them idle, still to come; none once the server is closed.
  const looks = new Set<ReturnType<typeof setTimeout>>();
  let closed = false;
  let url = '';
  const play = (chosen: Served, seat: BotSeat): void => {
    const key = `${seat.matchID}/${seat.playerID}`;
    if (closed || bots.has(key)) return;
    const seated = playSeat(url, chosen.module, chosen.bot, seat, config.botIdleMs);
    bots.set(key, seated);
    void seated.finished.then(({ reason, stateID }) => {
      if (bots.get(key) === seated) bots.delete(key);
      // A move that reached the server as the bot marked its seat away woke no one, and would wait on the bot
      // for good: a while after it left, a match that has moved on since takes it back.
      if (reason !== 'idle') return;
      const unit = Math.min(BOT_RECHECK_MS, config.botIdleMs ?? BOT_IDLE_MS);
      for (const times of BOT_RECHECKS) {
        const look = setTimeout(() => {
          looks.delete(look);
          void wakeIfMoved(seat.matchID, stateID);
        }, times * unit);
        look.unref();
        looks.add(look);
      }
    });
  };
  const wakeIfMoved = async (matchID: string, left: number): Promise<void> => {
    const match = await storedMatch(stored, matchID).catch(() => undefined);
    // wakeBots takes only seats still marked away: a bot woken by an earlier look, or by a move, is not doubled.
    if (match?.state?._stateID !== undefined && match.state._stateID > left) wakeBots(matchID, match);
  };
  // Someone syncs with a match or moves in it: a bot seat whose bot left for want of news is taken again, with
  // the credentials the storage keeps for it, and marked back at once (so that another process does not too).
  const wakeBots = (matchID: string, { metadata }: StoredMatch): void => {
    const chosen = served.find(({ module }) => module.name === metadata?.gameName);
    // A running match has no gameover: undefined in memory, null as bgio-postgres reads it.
    if (chosen === undefined || metadata === undefined || (metadata.gameover ?? null) !== null) return;
    for (const [playerID, player] of Object.entries(metadata.players)) {
      if (!isAwayBot(player) || player.isConnected === true || typeof player.credentials !== 'string') continue;
      const seat = { matchID, playerID, credentials: player.credentials };
      void setBotSeatData(url, chosen.module.name, seat, botSeatData(chosen.bot.name));
      play(chosen, seat);
    }
  };
  const transport = new GuardedSocketIO({ pubSub: pubSub as never, socketOpts: { maxHttpBufferSize: MAX_PACKET_BYTES } as never }, stored, wakeBots);
  const server = Server({
    games: served.map(({ game }) => game),
    db,
    transport,
    authenticateCredentials: seatCredentialsMatch,
    origins: [/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/],
  });
  server.app.use(async (ctx, next) => {
    const bot = /^\/bots\/([a-z]+)\/([\w-]{1,64})\/(\d{1,2})$/.exec(ctx.path);
    if (ctx.method === 'POST' && bot !== null) {
      const chosen = served.find(({ module }) => module.name === bot[1]);
      if (chosen === undefined) return void ((ctx.status = 404), (ctx.body = 'no such game'));
      try {
        play(chosen, await joinAsBot(url, chosen.module.name, chosen.bot.name, bot[2]!, bot[3]!));
        ctx.body = { ok: true };
      } catch (error) {
        ctx.status = 409;
        ctx.body = { error: messageOf(error) };
      }
      return;
    }
    // boardgame.io's lobby finds a match by its ID alone: a match of another game is no match of this one. Its
    // router ignores the case of the path and decodes %-escapes in the parameters, and so does this check.
    const lobby = /^\/games\/([^/]+)\/([^/]+)(\/|$)/i.exec(ctx.path);
    if (lobby !== null) {
      const [name, matchID] = [lobby[1]!, lobby[2]!].map(decodedParameter);
      if (name === undefined || matchID === undefined || (await isOtherGamesMatch(db, name, matchID))) {
        ctx.status = 404;
        ctx.body = `Match ${matchID ?? lobby[2]!} not found`;
        return;
      }
    }
    if (config.pages !== undefined && ctx.method === 'GET' && !ctx.path.startsWith('/games') && !ctx.path.startsWith('/socket.io')) {
      const pages = resolve(config.pages);
      const path = resolve(join(pages, ctx.path === '/' ? 'index.html' : ctx.path));
      if (path.startsWith(pages + sep) && CONTENT_TYPES[extname(path)] !== undefined) {
        try {
          const file = await readFile(path);
          ctx.body =
            extname(path) === '.html'
              ? markedPage(
                  file.toString('utf8'),
                  served.map(({ module }) => module.name),
                )
              : file;
          ctx.type = CONTENT_TYPES[extname(path)]!;
          return;
        } catch {
          // Not a page: the lobby's routes may answer.
        }
      }
    }
    await next();
  });
  // boardgame.io's run() listens on every interface: this server listens on `host` only.
  const listen = server.app.listen.bind(server.app) as (port: number, host: string, callback: () => void) => ReturnType<typeof server.app.listen>;
  const host = config.host ?? '127.0.0.1';
  (server.app as { listen: unknown }).listen = (port: number, callback: () => void) => listen(port, host, callback);
  const { appServer } = await server.run({ port: config.port });
  // An IPv6 address goes in brackets in a URL.
  url = `http://${host.includes(':') ? `[${host}]` : host}:${(appServer.address() as AddressInfo).port}`;
  return {
    url,
    close: async () => {
      closed = true;
      for (const look of looks) clearTimeout(look);
      for (const bot of bots.values()) bot.stop();
      await new Promise<void>((resolve) => {
        appServer.closeAllConnections();
        appServer.close(() => {
          resolve();
        });
      });
    },
  };
}
