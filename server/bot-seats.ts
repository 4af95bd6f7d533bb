/**
 * Bots in empty seats: each bot is a client of the server like any player, through the same socket.io
 * namespace, with the seat's credentials, and sees only its seat's view.
 */
import { io, type Socket } from 'socket.io-client';
import { SeatClient, type TableGame } from 'tessera-engine/boardgame.io';
import type { Bot, BotView } from 'tessera-engine';
import { botSeatData } from '../examples/web/bot-seat.js';

/** A bot seated at a match. */
export interface SeatedBot {
  /** Disconnects the bot. */
  stop(): void;
  /** Settles once the bot has left: at the match's end, or when stopped. */
  readonly finished: Promise<void>;
}

/**
 * Seats a bot: it joins through the lobby API (which gives it credentials) as "<name> bot", with the seat data
 * that tells the pages a bot plays it (`botSeatData`), then plays its seat's moves as they come, and leaves
 * (disconnects) once the match is over.
 *
 * @param url - the server's address, for example `http://127.0.0.1:8000`.
 * @param module - the match's game.
 * @param bot - the bot, for example `greedyBot`.
 * @param matchID - the match.
 * @param playerID - the seat, which must be free.
 */
export async function seatBot<View extends BotView, Move>(
  url: string,
  module: TableGame<unknown, Move, unknown, View>,
  bot: Bot<View, Move>,
  matchID: string,
  playerID: string,
): Promise<SeatedBot> {
  const response = await fetch(`${url}/games/${module.name}/${matchID}/join`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // The name is for people; the data tells the pages that a bot plays the seat (examples/web/bot-seat.ts).
    body: JSON.stringify({ playerID, playerName: `${bot.name} bot`, data: botSeatData(bot.name) }),
  });
  if (!response.ok) throw new Error(`the seat ${playerID} could not be joined: ${response.status} ${await response.text()}`);
  const { playerCredentials } = (await response.json()) as { playerCredentials: string };
  const socket: Socket = io(`${url}/${module.name}`, { transports: ['websocket'] });
  const seat = new SeatClient<View, Move>(socket, { matchID, playerID, credentials: playerCredentials });
  let left = (): void => undefined;
  const finished = new Promise<void>((resolve) => {
    left = resolve;
  });
  const stop = (): void => {
    seat.close();
    socket.disconnect();
    left();
  };
  let turns = 0;
  seat.subscribe(({ table, currentPlayer, gameover }) => {
    if (gameover !== undefined) {
      stop();
      return;
    }
    if (currentPlayer !== playerID || seat.awaitingConfirmation || table.view === null) return;
    const move = bot.chooseMove(table.view, { seed: `${matchID}/${playerID}/${turns++}` });
    if (move.ok) seat.play(move.value);
  });
  return { stop, finished };
}
