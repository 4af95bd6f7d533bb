/**
 * Tesseris tables on Cloudflare Workers: a Durable Object per table, which alone holds the table's state, with a
 * WebSocket per seat. It follows the server guide's rules of the table (`docs/server.md`): clients send moves and
 * receive their own views only; the socket names the seat, checked by a secret token; bad input is a refusal;
 * the moves of a table run one at a time (a Durable Object delivers its events one at a time). Every move is
 * written to the object's storage before anyone hears of it, so a table survives its object being evicted, or the
 * machine restarting: the object replays its moves when it wakes.
 *
 * The Worker's routes:
 * - `POST /tables`, with `{ players, target?, rounds?, shortDeck?, bots? }` (`bots`: the seats the table's bots
 *   play): makes a table, and answers `{ table, seats: [{ seat, token }] }`, a token for each seat of a person.
 *   The table picks its own seed: a client that knew it could deal every hand.
 * - `GET /tables/:table/seats/:seat?token=…`, a WebSocket upgrade: the seat's socket. It is sent the seat's view
 *   at once, then a message after every step (see {@link TableReply}), and sends `{ "move": … }` in JSON.
 * - `GET /tables/:table/watch`, a WebSocket upgrade: a spectator's socket, sent the table with no hand.
 * - `GET /tables/:table/record`: the game's record once it is over; before, it would tell every hand.
 *
 * It is bundled as any Worker (`wrangler deploy`, with `wrangler.jsonc` beside this file). `test/cloudflare.test.ts`
 * runs it in workerd, the runtime of Cloudflare Workers, with its storage on disk, and restarts workerd in mid-game.
 */
import {
  applyMove,
  broadcast,
  currentPlayer,
  eventsForSpectator,
  greedyBot,
  outcome,
  playerView,
  recordOf,
  setup,
  spectatorView,
  tesseris,
  unwrap,
  validateMove,
  type SeatMessage,
  type TesserisEvent,
  type TesserisMove,
  type TesserisOptions,
  type TesserisSpectatorView,
  type TesserisState,
} from 'tessera-engine/tesseris';

/** What a socket is sent: its seat's message after each step, a refusal, the spectators' table, the record. */
export type TableReply =
  | { readonly type: 'message'; readonly message: SeatMessage }
  | { readonly type: 'spectator'; readonly view: TesserisSpectatorView; readonly events: readonly TesserisEvent[] }
  | { readonly type: 'refused'; readonly code: string; readonly message: string }
  | { readonly type: 'over'; readonly record: string };

/** A move is a few dozen characters; anything much longer is refused before it is parsed. */
const MAX_MESSAGE_LENGTH = 4_096;

/** The parts of Cloudflare's runtime that this file uses, declared here so that it needs no package of types. */
interface TableSocket {
  send(message: string): void;
  close(code?: number, reason?: string): void;
}
interface TableStorage {
  get<T>(key: string): Promise<T | undefined>;
  put(entries: Record<string, unknown>): Promise<void>;
  list<T>(options: { prefix: string }): Promise<Map<string, T>>;
}
interface TableObjectState {
  readonly storage: TableStorage;
  blockConcurrencyWhile<T>(callback: () => Promise<T>): Promise<T>;
  acceptWebSocket(socket: TableSocket, tags: string[]): void;
  getWebSockets(tag?: string): TableSocket[];
  getTags(socket: TableSocket): string[];
}
interface TableNamespace {
  newUniqueId(): { toString(): string };
  idFromString(id: string): unknown;
  get(id: unknown): { fetch(request: Request): Promise<Response> };
}
declare const WebSocketPair: new () => { 0: TableSocket; 1: TableSocket };

/** The Worker's bindings (`wrangler.jsonc`): the tables' namespace. */
export interface TableEnvironment {
  readonly TABLES: TableNamespace;
}

/** A new table, as the Worker read it: its options with the seed, and its bots' seats. */
interface TableRequest {
  readonly options: TesserisOptions;
  readonly bots: readonly number[];
}

/** What a table keeps besides its moves: its request, and each person's token. */
interface TableSetup extends TableRequest {
  readonly tokens: readonly (string | null)[];
}

const json = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (status: number, code: string, message: string): Response => json({ code, message }, status);

/** A move's storage key: zero-padded, so that the storage lists them in order. */
const moveKey = (index: number): string => `move:${String(index).padStart(6, '0')}`;

/** A value parsed from JSON text, or `undefined` for text that is no JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A request's body as text, or `undefined` once it passes `MAX_MESSAGE_LENGTH` characters: read a chunk at a time
 * and given up at the bound, so that a client cannot make the Worker hold a body of any size (a `Content-Length`
 * over the bound is refused before anything is read). A UTF-8 character takes at most 4 bytes.
 */
async function boundedText(request: Request): Promise<string | undefined> {
  const maxBytes = 4 * MAX_MESSAGE_LENGTH;
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return undefined;
  if (request.body === null) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    bytes += read.value.byteLength;
    if (bytes > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(read.value);
  }
  const body = new Uint8Array(bytes);
  chunks.reduce((offset, chunk) => {
    body.set(chunk, offset);
    return offset + chunk.byteLength;
  }, 0);
  const text = new TextDecoder().decode(body);
  return text.length > MAX_MESSAGE_LENGTH ? undefined : text;
}

/** A secret of 128 bits, in hex. */
function newToken(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Reads a new table's request: the game's options (the seed refused), and the bots' seats. */
function readTableRequest(body: unknown): ({ ok: true } & TableRequest) | { ok: false; message: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, message: 'expected an object of options' };
  const { bots = [], ...options } = body as Record<string, unknown>;
  if ('seed' in options) return { ok: false, message: 'seed: the table picks its own seed' };
  if (!Array.isArray(bots) || !bots.every((seat) => Number.isInteger(seat))) return { ok: false, message: 'bots: expected a list of seats' };
  const seats = bots as number[];
  const state = setup(options as unknown as TesserisOptions);
  if (!state.ok) return { ok: false, message: state.error.message };
  const players = state.value.hands.length;
  if (seats.some((seat) => seat < 0 || seat >= players)) return { ok: false, message: `bots: expected seats from 0 to ${players - 1}` };
  if (new Set(seats).size === players) return { ok: false, message: 'bots: leave at least one seat to a person' };
  return { ok: true, options: { ...(options as unknown as TesserisOptions), seed: state.value.seed }, bots: seats };
}

/** The Durable Object of one table. */
export class TesserisTable {
  private table: TableSetup | undefined;
  private state: TesserisState | undefined;
  private moves: TesserisMove[] = [];

  constructor(private readonly context: TableObjectState) {
    // Nothing reaches the table before its moves are replayed.
    void context.blockConcurrencyWhile(() => this.wake());
  }

  /**
   * The Worker's requests, with the table's own path: `/create` (from the Worker alone, with the request it read),
   * and the clients' `/seats/:seat`, `/watch` and `/record`.
   */
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === '/create') return this.create((await request.json()) as TableRequest);
    if (this.state === undefined || this.table === undefined) return refusal(404, 'no-table', 'no such table');
    const seat = /^\/seats\/(\d{1,2})$/.exec(url.pathname);
    if (seat !== null) return this.connect(request, Number(seat[1]), url.searchParams.get('token'));
    if (url.pathname === '/watch') return this.connect(request, -1, null);
    if (url.pathname === '/record') {
      if (outcome(this.state) === null) return refusal(409, 'not-over', 'the record tells every hand: it is given once the game is over');
      return new Response(this.record(), { headers: { 'content-type': 'application/json' } });
    }
    return refusal(404, 'no-route', 'no such route');
  }

  /** A message on a socket: untrusted text. */
  webSocketMessage(socket: TableSocket, message: string | ArrayBuffer): void {
    const refused = this.receive(seatOf(this.context.getTags(socket)), message);
    if (refused !== null) send(socket, refused);
  }

  /**
   * A socket closed by its client, or lost (code 1006): the table answers with a normal close, since a reserved
   * code such as 1006, or any the client chose, is one the runtime refuses to send.
   */
  webSocketClose(socket: TableSocket): void {
    socket.close(1000, 'closed');
  }

  /** Plays the move a seat's socket sent; returns the refusal, if it is refused. */
  private receive(seat: number, message: string | ArrayBuffer): TableReply | null {
    const refuse = (code: string, text: string): TableReply => ({ type: 'refused', code, message: text });
    if (seat < 0) return refuse('spectator', 'a spectator cannot move');
    // Before anything is checked against the state: a seat that may not move must learn nothing from the checks
    // of another seat's move (a card "not in the hand" of the seat it names).
    // The end is public: a finished game says so, rather than that it is not the seat's turn.
    if (outcome(this.state!) !== null) return refuse('game-over', 'the game is over');
    if (seat !== currentPlayer(this.state!)) return refuse('wrong-player', 'it is not your turn');
    if (typeof message !== 'string' || message.length > MAX_MESSAGE_LENGTH) return refuse('malformed-message', 'expected a move in JSON');
    const parsed = parseJson(message);
    if (parsed === undefined) return refuse('malformed-message', 'expected a move in JSON');
    const candidate = typeof parsed === 'object' && parsed !== null ? (parsed as { move?: unknown }).move : undefined;
    const move = validateMove(this.state!, candidate); // a parsed copy: the client's object is not kept
    if (!move.ok) return refuse(move.error.code, move.error.message);
    if (move.value.player !== seat) return refuse('wrong-player', 'a move must name your own seat');
    this.play(move.value);
    this.playBots();
    return null;
  }

  private async wake(): Promise<void> {
    this.table = await this.context.storage.get<TableSetup>('setup');
    if (this.table === undefined) return;
    // The table's own data, written by `play`: each move is checked again as it is applied.
    const stored = await this.context.storage.list<TesserisMove>({ prefix: 'move:' });
    let state = unwrap(setup(this.table.options));
    for (const move of stored.values()) state = unwrap(applyMove(state, move)).state;
    this.state = state;
    this.moves = [...stored.values()];
  }

  private async create({ options, bots }: TableRequest): Promise<Response> {
    if (this.table !== undefined) return refusal(409, 'table-exists', 'this table is set up already');
    const tokens = Array.from({ length: options.players }, (_, seat) => (bots.includes(seat) ? null : newToken()));
    this.table = { options, bots, tokens };
    this.state = unwrap(setup(options));
    await this.context.storage.put({ setup: this.table });
    this.playBots();
    return json({ seats: tokens.flatMap((token, seat) => (token === null ? [] : [{ seat, token }])) });
  }

  private connect(request: Request, seat: number, token: string | null): Response {
    if (request.headers.get('Upgrade') !== 'websocket') return refusal(426, 'not-a-websocket', 'expected a WebSocket upgrade');
    if (seat >= 0 && (token === null || this.table!.tokens[seat] !== token)) return refusal(403, 'wrong-token', 'no seat with this token');
    const { 0: client, 1: server } = new WebSocketPair();
    this.context.acceptWebSocket(server, [seat < 0 ? 'spectator' : `seat:${seat}`]);
    // A player who connects or reconnects gets their view: it holds everything they may know.
    if (seat < 0) send(server, { type: 'spectator', view: spectatorView(this.state!), events: [] });
    else send(server, { type: 'message', message: { seat, view: unwrap(playerView(this.state!, seat)), events: [] } });
    if (outcome(this.state!) !== null) send(server, { type: 'over', record: this.record() });
    // A cast: @cloudflare/workers-types declares ResponseInit's webSocket, which this file's own types do not.
    const upgrade = { status: 101, webSocket: client } as ResponseInit;
    return new Response(null, upgrade);
  }

  /** Bots fill their seats, from their seat's view like any client. */
  private playBots(): void {
    const bots = this.table!.bots;
    while (outcome(this.state!) === null && bots.includes(this.state!.turn)) {
      this.play(unwrap(greedyBot.chooseMove(unwrap(playerView(this.state!, this.state!.turn)))));
    }
  }

  /** A step: stored, then told to each socket, its own seat's message only. */
  private play(move: TesserisMove): void {
    const step = unwrap(applyMove(this.state!, move));
    this.state = step.state;
    this.moves.push(move);
    // Not awaited: the object sends nothing more until the write is durable (its output gate).
    void this.context.storage.put({ [moveKey(this.moves.length - 1)]: move });
    for (const message of broadcast(step.state, step.events)) {
      for (const socket of this.context.getWebSockets(`seat:${message.seat}`)) send(socket, { type: 'message', message });
    }
    const spectators = this.context.getWebSockets('spectator');
    if (spectators.length > 0) {
      const view = spectatorView(step.state);
      const events = eventsForSpectator(step.events);
      for (const socket of spectators) send(socket, { type: 'spectator', view, events });
    }
    if (outcome(step.state) !== null) {
      // The record replays every move: made once, for every socket.
      const over: TableReply = { type: 'over', record: this.record() };
      for (const socket of this.context.getWebSockets()) send(socket, over);
    }
  }

  private record(): string {
    return JSON.stringify(unwrap(recordOf(tesseris, this.table!.options, this.moves)));
  }
}

/** The seat a socket was accepted for, or -1 for a spectator. */
function seatOf(tags: readonly string[]): number {
  const tag = tags.find((name) => name.startsWith('seat:'));
  return tag === undefined ? -1 : Number(tag.slice('seat:'.length));
}

function send(socket: TableSocket, reply: TableReply): void {
  socket.send(JSON.stringify(reply));
}

/** The Worker: makes tables, and forwards each table's requests to its object. */
export default {
  async fetch(request: Request, environment: TableEnvironment): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === '/tables' && request.method === 'POST') {
      const text = await boundedText(request);
      if (text === undefined) return refusal(413, 'invalid-options', `expected at most ${MAX_MESSAGE_LENGTH} characters of options`);
      const table = readTableRequest(parseJson(text));
      if (!table.ok) return refusal(400, 'invalid-options', table.message);
      const id = environment.TABLES.newUniqueId();
      const body = JSON.stringify({ options: table.options, bots: table.bots });
      const created = await environment.TABLES.get(id).fetch(new Request('https://table/create', { method: 'POST', body }));
      return json({ table: id.toString(), ...((await created.json()) as object) });
    }
    // The clients' routes only: a table is set up by the Worker alone.
    const route = /^\/tables\/([0-9a-f]{64})(\/seats\/\d{1,2}|\/watch|\/record)$/.exec(url.pathname);
    if (route === null) return refusal(404, 'no-route', 'no such route');
    let id: unknown;
    try {
      id = environment.TABLES.idFromString(route[1]!);
    } catch {
      return refusal(404, 'no-table', 'no such table');
    }
    return environment.TABLES.get(id).fetch(new Request(`https://table${route[2]!}${url.search}`, request));
  },
};
