/**
 * The online server: both games on boardgame.io, with the adapter's guards, on loopback by default.
 */
import { readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { Server, SocketIO } from 'boardgame.io/server';
import type { Game, StorageAPI } from 'boardgame.io';
import {
  boardgameGame,
  guardedLobby,
  guardedSocketIO,
  seatCredentialsMatch,
  securedStorage,
  type PubSub,
  type StoredMatch,
  type TableGame,
} from 'tessera-engine/boardgame.io';
import { unwrap } from 'tessera-engine';
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
    const match: StoredMatch | undefined = await Promise.resolve(stored.fetch(matchID, { state: true, metadata: true })).catch(() => undefined);
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
  // Every packet checked before boardgame.io reads it, and a socket's syncs, moves and close in turn.
  const transport = unwrap(guardedSocketIO(SocketIO, { db, pubSub, onMatchHeard: wakeBots }));
  const server = Server({
    games: served.map(({ game }) => game),
    db,
    transport,
    authenticateCredentials: seatCredentialsMatch,
    origins: [/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/],
  });
  // boardgame.io's lobby finds a match by its ID alone: a match of another game is no match of this one.
  server.app.use(guardedLobby(db));
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
  // The sockets that became WebSockets, which closeAllConnections does not end: a page left open held close() for good.
  const upgraded = new Set<{ destroy(): void }>();
  appServer.on('upgrade', (_request, socket: Duplex) => {
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
  });
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
        for (const socket of upgraded) socket.destroy();
        appServer.close(() => {
          resolve();
        });
      });
    },
  };
}
