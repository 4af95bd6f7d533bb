/// <reference lib="dom" />
/**
 * A page's seat at a match of the real server (`npm run serve`), through boardgame.io's lobby API and its
 * socket: the rule that chooses between online and local play, creating or joining a match, bots in the
 * seats no person takes, and the join link for a second browser.
 *
 * - **Online or local.** A page is online when it was loaded over HTTP and its `<head>` holds the mark that
 *   `npm run serve` puts in the pages it serves, `<meta name="tables-games" content="tessera tesseris">`, naming
 *   its game. Opened from a file or any static host, it has no mark and plays locally, having asked the host for
 *   nothing (a probe of the lobby would show a 404 in the console at every load).
 * - **Create or join.** Without `match` in its address (or with an empty one), the page creates a match with
 *   `players` seats, takes seat 0, asks the server for bots in the seats after the first `humans` (default 1),
 *   and puts `?match=<id>` in its address. The match is unlisted: the lobby's list does not show it, so that
 *   only those given the join link know its id. With `match`, it joins the first free seat. A match's id is a plain
 *   one (letters, digits, `_` and `-`), or the page refuses it before asking the server anything; ids go into
 *   the lobby's paths encoded, so that no `match` can name a path of another game.
 * - **Bots.** The page learns which seats the server's bots play from the match's seat data (a server bot
 *   joins with `data: { bot: "<name>" }`, `bot-seat.ts`), not from the seats' names, so that a person is never
 *   called a bot for the name they chose.
 * - **Secrets.** A seat's credentials stay in this browser's `sessionStorage` (so that a reload keeps the
 *   seat); the join link carries the match's id only. The page receives only its seat's view.
 */
import { io } from 'socket.io-client';
import { SeatClient } from 'tessera-engine/boardgame.io';
import { isBotSeat } from './bot-seat.js';
import { markedGames } from './served-mark.js';
import { textOf } from './page-params.js';
import { t } from './page-text.js';

/** A match's id as the server makes them (and as its bot route takes them). */
const PLAIN_ID = /^[\w-]{1,64}$/;

/** A seat taken at a match, with its socket client. */
export interface OnlineSeat<View, Move> {
  /** The match's id. */
  readonly matchID: string;
  /** The engine seat this page plays. */
  readonly seat: number;
  /** The seats the server's bots play. */
  readonly bots: readonly number[];
  /** The connection: its snapshots and its moves. */
  readonly client: SeatClient<View, Move>;
  /**
   * Calls back with each refusal the server sends this seat instead of playing its move, and the state number
   * the match is at when the server says it (a move made at an older state); returns the way to stop. A refused
   * sync is no refused move: it settles `lost`.
   */
  readonly onRefused: (listener: (message: string, stateID: number | null) => void) => () => void;
  /**
   * Settles when the server refuses the seat's sync: the match is gone (a server that keeps its matches in memory
   * restarted), or the tab's stored credentials are not the seat's. The page has then said so in `#message`, with
   * what to do (join as a new seat, start a new match), and the seat's connection is closed: the page stops
   * showing the board.
   */
  readonly lost: Promise<void>;
}

/** What a page's wait for the seat's news throws once the seat is lost (`OnlineSeat.lost`): the page has said why. */
export class SeatLost extends Error {
  constructor() {
    super('the server refused this seat');
  }
}

/** What a new match is made of. */
export interface NewMatch {
  /** The seat count. */
  readonly players: number;
  /** The seats left for people, the page's own included; the others get the server's bots. */
  readonly humans: number;
  /** The game's options besides `players`; a seed only if the server accepts seeds (tests). */
  readonly setupData: Record<string, unknown>;
}

/** Whether the page was served by `npm run serve` with this game: the rule that makes a page online. */
export function servedOnline(game: string): boolean {
  if (!location.protocol.startsWith('http')) return false;
  return markedGames(document).includes(game);
}

async function lobby(path: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`the server refused ${path}: ${text || response.status}`);
  return JSON.parse(text) as Record<string, unknown>;
}

interface Credentials {
  readonly playerID: string;
  readonly credentials: string;
}

const storageKey = (game: string, matchID: string): string => `tables:${game}:${matchID}`;

function storedSeat(game: string, matchID: string): Credentials | null {
  const text = sessionStorage.getItem(storageKey(game, matchID));
  if (text === null) return null;
  // What the storage holds is anyone's to write: only a seat this page could have stored is used, and anything
  // else is dropped, so that the page joins a free seat as it would with nothing stored.
  try {
    const { playerID, credentials } = JSON.parse(text) as { playerID?: unknown; credentials?: unknown };
    if (typeof playerID === 'string' && /^[0-3]$/.test(playerID) && typeof credentials === 'string' && credentials.length > 0 && credentials.length <= 128) {
      return { playerID, credentials };
    }
  } catch {
    // Not JSON: dropped below.
  }
  sessionStorage.removeItem(storageKey(game, matchID));
  return null;
}

/** A path of the server from its parts, each encoded, so that no part (a match's id) can climb to another path. */
const serverPath = (...parts: string[]): string => parts.map((part) => `/${encodeURIComponent(part)}`).join('');

/** The match's seats, as the lobby lists them: each seat's number, and the name and data it joined with, if taken. */
async function seatsOf(game: string, matchID: string): Promise<{ id: number; name?: string; data?: unknown }[]> {
  const { players } = await lobby(serverPath('games', game, matchID));
  return Array.isArray(players) ? (players as { id: number; name?: string; data?: unknown }[]) : [];
}

async function join(game: string, matchID: string, playerID: string): Promise<Credentials> {
  const joined = await lobby(serverPath('games', game, matchID, 'join'), { playerID, playerName: `seat ${Number(playerID) + 1}` });
  const seat = { playerID, credentials: String(joined.playerCredentials) };
  sessionStorage.setItem(storageKey(game, matchID), JSON.stringify(seat));
  return seat;
}

/** Joins the first seat nobody has taken. */
async function joinFreeSeat(game: string, matchID: string): Promise<Credentials> {
  const free = (await seatsOf(game, matchID)).find((player) => player.name === undefined);
  if (free === undefined) throw new Error('every seat of this match is taken');
  return join(game, matchID, String(free.id));
}

/** Creates a match the lobby does not list (`unlisted`): its free seats are for those given the join link. */
async function createMatch(game: string, created: NewMatch): Promise<{ matchID: string; seat: Credentials }> {
  const { matchID } = (await lobby(serverPath('games', game, 'create'), { numPlayers: created.players, setupData: created.setupData, unlisted: true })) as {
    matchID: string;
  };
  const seat = await join(game, matchID, '0');
  for (let bot = Math.max(1, created.humans); bot < created.players; bot++) await lobby(serverPath('bots', game, matchID, String(bot)), {});
  history.replaceState(null, '', `${location.pathname}?match=${encodeURIComponent(matchID)}`);
  return { matchID, seat };
}

/**
 * Says that the server refused the seat's sync, with what to do: when the lobby still has the match, the tab's
 * seat was not accepted (stale or forged credentials), and the tab may join it again as a new seat, dropping the
 * stored credentials; when it has not, the match is gone. Either way, a new match is a link away.
 */
async function showLost(game: string, matchID: string, message: string): Promise<void> {
  const exists = await seatsOf(game, matchID).then(
    () => true,
    () => false,
  );
  // A match that is gone has no seat to keep: its credentials are dropped at once.
  if (!exists) sessionStorage.removeItem(storageKey(game, matchID));
  document.getElementById('online')?.remove();
  document.getElementById('connection')?.remove();
  const text = document.getElementById('message');
  if (text !== null) text.textContent = t(exists ? 'online.not-accepted' : 'online.gone', { message });
  const actions = document.createElement('p');
  actions.id = 'lost';
  actions.className = 'bar';
  if (exists) {
    const again = document.createElement('button');
    again.type = 'button';
    again.textContent = t('online.join-again');
    again.dataset.joinAgain = '';
    again.addEventListener('click', () => {
      sessionStorage.removeItem(storageKey(game, matchID));
      location.reload();
    });
    actions.append(again);
  }
  const fresh = document.createElement('a');
  fresh.href = location.pathname;
  fresh.textContent = t('online.new-match');
  fresh.dataset.newMatch = '';
  actions.append(fresh);
  text?.after(actions);
}

/** Shows the link a second person opens to join: the page's address with the match's id, nothing else. */
function showJoinLink(matchID: string): void {
  const paragraph = document.createElement('p');
  paragraph.id = 'online';
  const link = `${location.origin}${location.pathname}?match=${encodeURIComponent(matchID)}`;
  paragraph.append(t('online.join'));
  const anchor = document.createElement('a');
  anchor.href = link;
  anchor.textContent = link;
  anchor.dataset.joinLink = '';
  paragraph.append(anchor);
  document.getElementById('message')?.after(paragraph);
}

/** Says, in a status line after the join link, while the socket is down: socket.io reconnects by itself. */
function showConnection(socket: ReturnType<typeof io>, ended: () => boolean): void {
  const line = document.createElement('p');
  line.id = 'connection';
  line.className = 'message';
  line.setAttribute('role', 'status');
  (document.getElementById('online') ?? document.getElementById('message'))?.after(line);
  socket.on('disconnect', () => {
    if (!ended()) line.textContent = t('online.reconnecting');
  });
  socket.on('connect', () => {
    line.textContent = '';
  });
}

/**
 * Takes a seat at a match of the server that served the page: the match of the address's `match`, or a new
 * one, and connects to it.
 *
 * @param game - `"tessera"` or `"tesseris"`.
 * @param created - what to create when the address names no match.
 */
export async function takeSeat<View, Move>(game: string, created: NewMatch): Promise<OnlineSeat<View, Move>> {
  const named = textOf(new URLSearchParams(location.search), 'match');
  if (named !== null && !PLAIN_ID.test(named)) throw new Error(t('online.bad-match', { id: named }));
  const { matchID, seat } =
    named === null ? await createMatch(game, created) : { matchID: named, seat: storedSeat(game, named) ?? (await joinFreeSeat(game, named)) };
  const bots = (await seatsOf(game, matchID)).flatMap((player) => (isBotSeat(player) ? [player.id] : []));
  showJoinLink(matchID);
  const socket = io(`${location.origin}/${game}`, { transports: ['websocket'] });
  // A move made while the socket is down is not kept by socket.io (it would send it before the reconnection's
  // sync, and the server refuses a move before a sync): the seat keeps it unconfirmed, and sends it again once
  // the answer to that sync shows it was never stored.
  const seatSocket = {
    emit: (event: string, ...args: unknown[]): unknown => (event === 'update' && !socket.connected ? undefined : socket.emit(event, ...args)),
    on: (event: string, listener: (...args: never[]) => void): unknown => socket.on(event, listener as (...args: unknown[]) => void),
  };
  const client = new SeatClient<View, Move>(seatSocket, { matchID, playerID: seat.playerID, credentials: seat.credentials });
  // A refused sync (`{ sync: matchID }`) ends the seat: the match is gone, or the seat is not this tab's.
  let ended = false;
  let end = (): void => undefined;
  const lost = new Promise<void>((resolve) => (end = resolve));
  socket.on('refused', (message: unknown, facts: unknown) => {
    if (ended || (facts as { sync?: unknown } | undefined)?.sync !== matchID) return;
    ended = true;
    client.close();
    socket.disconnect();
    void showLost(game, matchID, String(message)).then(end);
  });
  showConnection(socket, () => ended);
  const onRefused = (listener: (message: string, stateID: number | null) => void): (() => void) =>
    client.onRefused((refusal) => {
      if (!ended && refusal.what === 'move') listener(refusal.message, refusal.stateID ?? null);
    });
  return { matchID, seat: Number(seat.playerID), bots, client, onRefused, lost };
}
