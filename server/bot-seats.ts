/**
 * Bots in empty seats: each bot is a client of the server like any player, through the same socket.io
 * namespace, with the seat's credentials, and sees only its seat's view. A bot leaves a match in which nothing
 * has happened for a while (its people gone, say), so that abandoned matches hold no bot for ever; the server
 * seats it again with the same credentials when someone comes back (`tables.ts`).
 */
import { io, type Socket } from 'socket.io-client';
import { SeatClient, type TableGame } from 'tessera-engine/boardgame.io';
import type { Bot, BotView } from 'tessera-engine';
import { botSeatData, isBotSeat, type BotSeatData } from '../examples/web/bot-seat.js';

/** How long a bot stays in a match in which nothing happens: ten minutes. */
export const BOT_IDLE_MS = 10 * 60_000;

/** What a bot needs to take its seat, again after it has left: the match, the seat and its credentials. */
export interface BotSeat {
  readonly matchID: string;
  readonly playerID: string;
  readonly credentials: string;
}

/** The seat data of a bot that left its match for want of news, which the server seats again (`tables.ts`). */
export interface AwayBotSeatData extends BotSeatData {
  readonly away: true;
}

/** Whether a seat's bot left its match for want of news. */
export function isAwayBot(player: { readonly data?: unknown }): boolean {
  return isBotSeat(player) && (player.data as Partial<AwayBotSeatData>).away === true;
}

/**
 * Sets a bot seat's data through the lobby API, with the seat's credentials: that its bot is away, or back.
 * Answers whether the lobby took it; a request that fails leaves the data as it was.
 *
 * @param url - the server's address.
 * @param game - the match's game.
 * @param seat - the seat.
 * @param data - the seat's new data.
 */
export async function setBotSeatData(url: string, game: string, { matchID, playerID, credentials }: BotSeat, data: BotSeatData): Promise<boolean> {
  const response = await fetch(`${url}/games/${game}/${matchID}/update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ playerID, credentials, data }),
  }).catch(() => null);
  return response?.ok === true;
}

/**
 * Whether the lobby no longer knows a match (wiped from the storage, say): only its answer 404 says so, not a
 * request that failed.
 *
 * @param url - the server's address.
 * @param game - the match's game.
 * @param matchID - the match.
 */
async function isMatchGone(url: string, game: string, matchID: string): Promise<boolean> {
  const response = await fetch(`${url}/games/${game}/${encodeURIComponent(matchID)}`).catch(() => null);
  await response?.body?.cancel();
  return response?.status === 404;
}

/** Why a bot left its match (`gone`: the lobby no longer knows the match), and the last state it saw there. */
export interface BotLeft {
  readonly reason: 'over' | 'stopped' | 'idle' | 'gone';
  readonly stateID: number;
}

/** A bot seated at a match. */
export interface SeatedBot {
  /** Disconnects the bot. */
  stop(): void;
  /**
   * Settles once the bot has left: at the match's end, when stopped, after `idleMs` with nothing new, or once the
   * match is gone.
   */
  readonly finished: Promise<BotLeft>;
}

/**
 * Joins a free seat for a bot through the lobby API (which gives it credentials), as "<name> bot", with the seat
 * data that tells the pages a bot plays it (`botSeatData`).
 *
 * @param url - the server's address, for example `http://127.0.0.1:8000`.
 * @param game - the match's game, for example `tesseris`.
 * @param botName - the bot's name, for example `greedy`.
 * @param matchID - the match.
 * @param playerID - the seat, which must be free.
 */
export async function joinAsBot(url: string, game: string, botName: string, matchID: string, playerID: string): Promise<BotSeat> {
  const response = await fetch(`${url}/games/${game}/${matchID}/join`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // The name is for people; the data tells the pages that a bot plays the seat (examples/web/bot-seat.ts).
    body: JSON.stringify({ playerID, playerName: `${botName} bot`, data: botSeatData(botName) }),
  });
  if (!response.ok) throw new Error(`the seat ${playerID} could not be joined: ${response.status} ${await response.text()}`);
  const { playerCredentials } = (await response.json()) as { playerCredentials: string };
  return { matchID, playerID, credentials: playerCredentials };
}

/**
 * Plays a bot's seat: its moves as they come, until the match is over, nothing new has come for `idleMs` or the
 * lobby no longer knows the match, and then leaves (disconnects).
 *
 * @param url - the server's address.
 * @param module - the match's game.
 * @param bot - the bot.
 * @param seat - the seat, joined by {@link joinAsBot}.
 * @param idleMs - how long it stays when nothing new comes.
 */
export function playSeat<View extends BotView, Move>(
  url: string,
  module: TableGame<unknown, Move, unknown, View>,
  bot: Bot<View, Move>,
  { matchID, playerID, credentials }: BotSeat,
  idleMs = BOT_IDLE_MS,
): SeatedBot {
  const socket: Socket = io(`${url}/${module.name}`, { transports: ['websocket'] });
  const seat = new SeatClient<View, Move>(socket, { matchID, playerID, credentials });
  let left = (_left: BotLeft): void => undefined;
  const finished = new Promise<BotLeft>((resolve) => {
    left = resolve;
  });
  let idle: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let seen = -1;
  const leave = (reason: BotLeft['reason']): void => {
    stopped = true;
    clearTimeout(idle);
    seat.close();
    socket.disconnect();
    left({ reason, stateID: seen });
  };
  const stop = (): void => {
    leave('stopped');
  };
  // The bot's marks of its seat, one after another: an away mark sent while the mark back was on its way read
  // the seat away still, changed nothing and was answered 200; the bot left, and the mark back then landed.
  let marks: Promise<unknown> = Promise.resolve();
  const mark = (data: BotSeatData): Promise<boolean> => {
    const marked = marks.then(async () => setBotSeatData(url, module.name, { matchID, playerID, credentials }, data));
    marks = marked;
    return marked;
  };
  // Nothing new for idleMs: the seat is marked away, so that the server seats the bot again when someone comes,
  // and the bot leaves; one that cannot mark its seat stays, and tries again after idleMs. A bot that heard news
  // while it marked its seat stays too, and marks it back: it may have answered, and an answer that reaches the
  // server with its socket's close is dropped, by a server that took the bot for connected and did not wake it.
  // A match wiped from the storage sends nothing more, and its seat cannot be marked: the bot leaves it once the
  // lobby answers that it does not know it. Until its first state, the bot only looks whether its match is gone:
  // on a loaded server it could otherwise leave a match before it saw it.
  const leaveIdle = (): void => {
    const idleAt = seen;
    const away: AwayBotSeatData = { ...botSeatData(bot.name), away: true };
    const marking = idleAt === -1 ? Promise.resolve(false) : mark(away);
    void marking.then(async (marked) => {
      if (stopped) return;
      if (!marked) {
        if (await isMatchGone(url, module.name, matchID)) leave('gone');
        else restartIdle();
      } else if (seen === idleAt) leave('idle');
      else void mark(botSeatData(bot.name));
    });
  };
  const restartIdle = (): void => {
    clearTimeout(idle);
    if (stopped) return;
    idle = setTimeout(leaveIdle, idleMs);
    idle.unref();
  };
  restartIdle();
  seat.subscribe(({ table, stateID, currentPlayer, gameover }) => {
    if (gameover !== undefined) {
      leave('over');
      return;
    }
    if (stateID !== seen) restartIdle();
    seen = stateID;
    if (currentPlayer !== playerID || seat.awaitingConfirmation || table.view === null) return;
    const move = bot.chooseMove(table.view, { seed: `${matchID}/${playerID}/${stateID}` });
    if (move.ok) seat.play(move.value);
  });
  return { stop, finished };
}
