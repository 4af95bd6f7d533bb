/**
 * The Cloudflare example (`examples/cloudflare/tesseris-table.ts`): Tesseris tables as Durable Objects, run by
 * workerd, the runtime of Cloudflare Workers, with the objects' storage on disk, and driven over real WebSockets.
 * Two people (played here from their own views by the greedy bot) and the table's bot play a game to its end;
 * workerd is killed in mid-game and started again, and the table goes on from where it was. Every message each
 * socket got must be exactly what the engine's `broadcast` (or the spectators' view) gives that seat at that step,
 * replayed here from the game's record: so no seat got anything of another's, and no step was lost or repeated.
 * The example is bundled from the sources, or with `TEST_DIST=1` from the built package, as a user's Worker is.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildSync } from 'esbuild';
import { broadcast, eventsForSpectator, greedyBot, replayRecord, spectatorView, tesseris, unwrap, type SeatMessage } from 'tessera-engine/tesseris';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TableReply } from '../examples/cloudflare/tesseris-table.js';
import { binaryOf } from './helpers/binaries.js';
import { freePort } from './helpers/free-port.js';
import { startReadyProcess, type ReadyProcess } from './helpers/ready-process.js';

/** The `ws` package's client, as much of it as this test uses (Node 20 has no WebSocket client without a flag). */
interface Socket {
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'open' | 'close', listener: () => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  on(event: 'unexpected-response', listener: (request: unknown, response: { statusCode: number }) => void): void;
  send(data: string | Buffer): void;
  close(): void;
  terminate(): void;
}
const WebSocketClient = createRequire(import.meta.url)('ws') as new (url: string) => Socket;

const fromDist = process.env.TEST_DIST === '1';
const folder = mkdtempSync(join(tmpdir(), 'tessera-cloudflare-'));
let origin = '';
/** The workerd running now, and each run's output, uncaught exceptions of the table's handlers included (`--verbose`). */
let workerd: ReadyProcess | undefined;
const workerdOutputs: (() => string)[] = [];
const workerdLog = (): string => workerdOutputs.map((output) => output()).join('');

/**
 * Bundles the example as wrangler bundles a Worker: from the sources through `tsconfig.json`'s paths, or from the
 * built package, its name aliased to `dist/` (an alias comes before the paths). Returns the bundle's input files.
 */
function bundleExample(): string[] {
  const built = buildSync({
    entryPoints: ['examples/cloudflare/tesseris-table.ts'],
    outfile: join(folder, 'worker.js'),
    bundle: true,
    format: 'esm',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    metafile: true,
    logLevel: 'silent',
    ...(fromDist ? { alias: { 'tessera-engine/tesseris': resolve('dist/tesseris.js') } } : {}),
  });
  return Object.keys(built.metafile.inputs);
}

/** Starts workerd on the bundle, with the tables' storage in the test's folder, and waits until it listens. */
async function startWorkerd(): Promise<void> {
  const { process: started } = await startReadyProcess([binaryOf('workerd'), 'serve', '--verbose', 'workerd.capnp'], {
    cwd: folder,
    env: process.env,
    name: `workerd on ${origin}`,
    isReady: (line) => line.includes('Listening'),
    readyWithinMs: 60_000,
  });
  workerd = started;
  workerdOutputs.push(() => started.output());
}

/** Kills workerd at once (SIGKILL), as a machine fails, and waits until it is gone. */
async function stopWorkerd(): Promise<void> {
  const running = workerd?.child;
  if (running?.exitCode !== null) return;
  const exited = new Promise((done) => running.once('exit', done));
  running.kill('SIGKILL');
  await exited;
}

const post = (path: string, body: unknown) =>
  fetch(`${origin}${path}`, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) }).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
  }));

/**
 * Posts an endless body to `/tables`, a kilobyte at a time without a length, and resolves with what ended it:
 * the response's status, the connection closed by workerd (it may close it before Node reads the response), or
 * 2 MB sent unanswered; and with the kilobytes sent until then.
 */
function postEndlessBody(): Promise<{ ended: number | 'closed' | 'unanswered'; kilobytesSent: number }> {
  return new Promise((settled) => {
    let kilobytesSent = 0;
    let answered = false;
    const outgoing = httpRequest(`${origin}/tables`, { method: 'POST' }, (response) => {
      answered = true;
      response.resume();
      settled({ ended: response.statusCode ?? 0, kilobytesSent });
      outgoing.destroy();
    });
    outgoing.on('error', () => {
      answered = true;
      settled({ ended: 'closed', kilobytesSent });
    });
    const sendMore = (): void => {
      if (answered) return;
      if (kilobytesSent >= 2_048) {
        answered = true;
        outgoing.destroy();
        settled({ ended: 'unanswered', kilobytesSent });
        return;
      }
      kilobytesSent += 1;
      if (outgoing.write('x'.repeat(1_024))) setImmediate(sendMore);
      else outgoing.once('drain', sendMore);
    };
    sendMore();
  });
}

/** A socket and every reply it got, in order. */
interface Connection {
  readonly socket: Socket;
  readonly replies: TableReply[];
  /** Resolves once the socket has got `count` replies. */
  received(count: number): Promise<void>;
}

/** Opens a socket, and waits until it is open (or refused, with its HTTP status). */
function connect(path: string): Promise<Connection | number> {
  const socket = new WebSocketClient(`${origin.replace('http', 'ws')}${path}`);
  const replies: TableReply[] = [];
  const waiting: { count: number; done: () => void }[] = [];
  socket.on('message', (data) => {
    replies.push(JSON.parse(data.toString()) as TableReply);
    for (const wait of waiting.filter((entry) => replies.length >= entry.count)) wait.done();
  });
  const received = (count: number) =>
    new Promise<void>((done, failed) => {
      if (replies.length >= count) {
        done();
        return;
      }
      waiting.push({ count, done });
      setTimeout(() => {
        failed(new Error(`${path}: ${replies.length} replies, where ${count} were awaited`));
      }, PATIENCE);
    });
  return new Promise((opened, failed) => {
    socket.on('open', () => {
      opened({ socket, replies, received });
    });
    socket.on('unexpected-response', (_request, response) => {
      opened(response.statusCode);
    });
    socket.on('error', failed);
  });
}

async function connection(path: string): Promise<Connection> {
  const opened = await connect(path);
  if (typeof opened === 'number') throw new Error(`${path}: refused with ${opened}`);
  return opened;
}

/** How long a socket waits for a reply, or the game for its next step, before the test fails. */
const PATIENCE = 10_000;

/** The seat messages among a socket's replies. */
const seatMessages = (replies: readonly TableReply[]): SeatMessage[] => replies.flatMap((reply) => (reply.type === 'message' ? [reply.message] : []));

describe('Tesseris tables as Durable Objects in workerd', () => {
  let inputs: string[] = [];

  beforeAll(async () => {
    inputs = bundleExample();
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    mkdirSync(join(folder, 'storage'));
    writeFileSync(
      join(folder, 'workerd.capnp'),
      `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [(name = "main", worker = .worker), (name = "storage", disk = (path = "${join(folder, 'storage')}", writable = true))],
  sockets = [(name = "http", address = "127.0.0.1:${port}", http = (), service = "main")],
);
const worker :Workerd.Worker = (
  modules = [(name = "worker.js", esModule = embed "worker.js")],
  compatibilityDate = "2026-11-01",
  durableObjectNamespaces = [(className = "TesserisTable", uniqueKey = "tesseris-tables")],
  durableObjectStorage = (localDisk = "storage"),
  bindings = [(name = "TABLES", durableObjectNamespace = "TesserisTable")],
);
`,
    );
    await startWorkerd();
  }, 120_000);

  afterAll(stopWorkerd);

  test('the Worker is bundled from the package as the run asks: the sources, or the built package', () => {
    const engineFiles = inputs.filter((input) => !input.startsWith('examples/') && !input.includes('node_modules'));
    expect(engineFiles.length).toBeGreaterThan(0);
    expect(engineFiles.every((input) => input.startsWith(fromDist ? 'dist/' : 'src/'))).toBe(true);
  });

  test('a new table refuses a seed of the client, bad options and bad bots, with their reasons', async () => {
    expect(await post('/tables', { players: 3, seed: 'mine' })).toEqual({
      status: 400,
      body: { code: 'invalid-options', message: 'seed: the table picks its own seed' },
    });
    expect((await post('/tables', { players: 9 })).body).toHaveProperty('code', 'invalid-options');
    expect((await post('/tables', { players: 2, bots: [0, 1] })).body).toHaveProperty('message', 'bots: leave at least one seat to a person');
    expect((await post('/tables', { players: 2, bots: [5] })).body).toHaveProperty('message', 'bots: expected seats from 0 to 1');
    expect((await post('/tables', '{not json')).body).toHaveProperty('message', 'expected an object of options');
    expect((await fetch(`${origin}/tables/${'0'.repeat(64)}/record`)).status).toBe(404);
    expect((await fetch(`${origin}/tables/nonsense/record`)).status).toBe(404);
    expect((await post('/tables', { players: 2, note: 'x'.repeat(5_000) })).status).toBe(413);
    // The Worker stops reading a body at the bound: an endless one is refused long before it ends.
    const endless = await postEndlessBody();
    expect([413, 'closed']).toContain(endless.ended);
    expect(endless.kilobytesSent).toBeLessThan(1_024);
    // A table is set up by the Worker alone: its object's own route is out of the clients' reach.
    const created = await post('/tables', { players: 2 });
    expect((await post(`/tables/${created.body.table as string}/create`, { options: { players: 2, seed: 'mine' }, bots: [] })).body).toEqual({
      code: 'no-route',
      message: 'no such route',
    });
  });

  test('two people and a bot play to the end across a restart: each socket gets exactly its own messages, and nothing is lost', async () => {
    const created = await post('/tables', { players: 3, rounds: 2, bots: [2] });
    expect(created.status).toBe(200);
    const table = created.body.table as string;
    const tokens = created.body.seats as { seat: number; token: string }[];
    expect(tokens.map(({ seat }) => seat)).toEqual([0, 1]);
    const seatPath = (seat: number, token = tokens[seat]!.token) => `/tables/${table}/seats/${seat}?token=${token}`;

    // The sockets the seats and a spectator have had, oldest first; the record is refused before the end.
    expect(await connect(seatPath(0, tokens[1]!.token))).toBe(403);
    expect(await connect(seatPath(2, tokens[0]!.token))).toBe(403);
    expect((await fetch(`${origin}/tables/${table}/record`)).status).toBe(409);
    const sockets: Connection[][] = [[], [], []];
    const open = async () => {
      for (const seat of [0, 1]) sockets[seat]!.push(await connection(seatPath(seat)));
      sockets[2]!.push(await connection(`/tables/${table}/watch`));
    };
    await open();

    // Hostile messages are refused, and change nothing: the other sockets get nothing.
    const first = sockets[0]![0]!;
    await first.received(1);
    const hostile: (string | Buffer)[] = [
      '{not json',
      'x'.repeat(10_000),
      Buffer.from([1, 2, 3]),
      '{"move":{"type":"pass","player":1}}',
      '{"move":null}',
      '[]',
    ];
    for (const message of hostile) first.socket.send(message);
    await first.received(1 + hostile.length);
    expect(first.replies.slice(1).map((reply) => (reply.type === 'refused' ? reply.code : reply.type))).toEqual([
      'malformed-message',
      'malformed-message',
      'malformed-message',
      'wrong-player',
      'malformed-move',
      'malformed-move',
    ]);
    expect([sockets[1]![0]!, sockets[2]![0]!].map((socket) => socket.replies.length)).toEqual([1, 1]);

    // Seat 1, out of its turn, tries seat 0's discard of every card: one answer for all, so nothing of seat 0's
    // hand shows (the engine's checks of the move would tell a card in it from one that is not).
    const second = sockets[1]![0]!;
    for (let card = 0; card < 72; card++) second.socket.send(JSON.stringify({ move: { type: 'discard-to-pile', player: 0, card, pile: 0 } }));
    await second.received(1 + 72);
    expect(new Set(second.replies.slice(1).map((reply) => JSON.stringify(reply)))).toEqual(
      new Set([JSON.stringify({ type: 'refused', code: 'wrong-player', message: 'it is not your turn' })]),
    );
    // A socket whose connection is lost, with no close frame, closes with nothing thrown (workerd's log, below).
    const lost = await connection(seatPath(1));
    await lost.received(1);
    lost.socket.terminate();

    /** The steps a socket was told of: its seat's messages, or the spectators' views, but the first, on connecting. */
    const stepsTold = (connection: Connection) => connection.replies.filter((reply) => reply.type === 'message' || reply.type === 'spectator').length - 1;
    /**
     * Plays each person's turn from the last view their current socket was sent, until the game ends or `until`
     * steps were played. It moves only once all three sockets were told of every step, so that the table is idle
     * whenever it stops, and at the end it waits until every socket was sent the record.
     */
    const play = async (until: number): Promise<void> => {
      for (let waitingSince = performance.now(); ;) {
        const current = sockets.map((list) => list.at(-1)!);
        const ended = current.filter((socket) => socket.replies.some((reply) => reply.type === 'over')).length;
        if (ended === current.length) return;
        const last = (seat: number) => seatMessages(current[seat]!.replies).at(-1)!.view;
        // A finished game's last view still names a turn: the record, which follows it, ends the loop.
        const seat = [0, 1].find((candidate) => last(candidate).phase !== 'over' && last(candidate).turn === candidate);
        const counts = current.map(stepsTold);
        if (ended > 0 || seat === undefined || counts.some((count) => count !== counts[0])) {
          if (performance.now() - waitingSince > PATIENCE) throw new Error(`the table stopped: steps told to each socket ${counts.join(', ')}`);
          await new Promise((wait) => setTimeout(wait, 2));
          continue;
        }
        if (counts[0]! >= until) return;
        const replies = current[seat]!.replies.length;
        current[seat]!.socket.send(JSON.stringify({ move: unwrap(greedyBot.chooseMove(last(seat))) }));
        await current[seat]!.received(replies + 1);
        const reply = current[seat]!.replies[replies]!;
        if (reply.type === 'refused') throw new Error(`a move was refused: ${reply.message}`);
        waitingSince = performance.now();
      }
    };

    // The table picks its own seed, and a game of two rounds can be short: one ended after 48 steps, before the
    // restart, which then came after 60; it comes after 24.
    await play(24);
    // workerd stops at once, as a machine fails; the table's objects start again from their storage.
    await stopWorkerd();
    const lastBefore = [0, 1].map((seat) => seatMessages(sockets[seat]!.at(-1)!.replies).at(-1)!);
    await startWorkerd();
    await open();
    for (const seat of [0, 1]) {
      const again = sockets[seat]!.at(-1)!;
      await again.received(1);
      expect(seatMessages(again.replies)[0]).toEqual({ ...lastBefore[seat], events: [] });
    }
    await play(Number.POSITIVE_INFINITY);

    // The end: every socket was sent the record, which the Worker now gives too, and which replays.
    const ends = sockets.map((list) => list.at(-1)!.replies.filter((reply) => reply.type === 'over'));
    expect(ends.map((list) => list.length)).toEqual([1, 1, 1]);
    const record = (ends[0]![0] as { record: string }).record;
    expect(await (await fetch(`${origin}/tables/${table}/record`)).text()).toBe(record);
    const replay = unwrap(replayRecord(tesseris, record));
    const states = replay.states;

    // What each seat was sent after each step, across both of its sockets, is its own message of that step, in
    // order, with none missing: a socket's first message is its view on connecting, the last one's again after
    // the restart, so those are left out.
    const steps = replay.events.map((events, index) => broadcast(states[index + 1]!, events));
    for (const seat of [0, 1]) {
      const received = sockets[seat]!.flatMap((socket) => seatMessages(socket.replies).slice(1));
      expect(received).toEqual(steps.map((messages) => messages[seat]));
    }
    const kinds = sockets.map((list) => new Set(list.flatMap((socket) => socket.replies.map((reply) => reply.type))));
    expect(kinds).toEqual([new Set(['message', 'refused', 'over']), new Set(['message', 'refused', 'over']), new Set(['spectator', 'over'])]);
    const watched = sockets[2]!.flatMap((socket) => socket.replies.filter((reply) => reply.type === 'spectator').slice(1));
    expect(watched).toEqual(
      replay.events.map((events, index) => ({ type: 'spectator', view: spectatorView(states[index + 1]!), events: eventsForSpectator(events) })),
    );
    expect(replay.events.length).toBeGreaterThan(24);

    // Once the game is over, any message is answered so: the end is public, and "not your turn" would be untrue.
    const late = sockets[1]!.at(-1)!;
    const answered = late.replies.length;
    for (const message of ['{"move":{"type":"pass","player":1}}', '{not json']) late.socket.send(message);
    await late.received(answered + 2);
    expect(new Set(late.replies.slice(answered).map((reply) => JSON.stringify(reply)))).toEqual(
      new Set([JSON.stringify({ type: 'refused', code: 'game-over', message: 'the game is over' })]),
    );
    for (const list of sockets) for (const { socket } of list) socket.close();
  }, 120_000);

  test('nothing the clients did made the table throw: workerd logged no uncaught exception', () => {
    expect(workerdLog()).toContain('Listening');
    expect(workerdLog()).not.toMatch(/uncaught exception/i);
  });
});
