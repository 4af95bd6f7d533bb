/**
 * `npm run bench:server`: concurrent bot matches through two server processes on loopback, sharing Postgres
 * and Redis (DATABASE_URL and REDIS_URL, as `.ci/run` exports them). Bounded in matches, moves and time; it
 * reports moves per second, the p50 and p99 latency of a move (sent to its confirming state), errors, leaks
 * (frames holding a full state, a hand key, the seed or the initial state) and lost moves (confirmed moves
 * missing from the stored record, which must replay to the stored state).
 *
 * `--matches N` (default 200), `--moves N` (per match, default 24) and `--seconds S` (default 240) change the bounds:
 * whole numbers of 1 or more, and a number of seconds above 0; `--help` lists them. Any other value, or an option it
 * does not know, is a usage error (exit code 2), checked before the services are looked for.
 */
import { performance } from 'node:perf_hooks';
import { PostgresStore } from 'bgio-postgres';
import type { State } from 'boardgame.io';
import { matchRecord, type TableState } from 'tessera-engine/boardgame.io';
import { replayRecord } from 'tessera-engine';
import { tessera, unwrap, type TesseraView } from 'tessera-engine/tessera';
import { connect, createMatch, until, type RecordingClient } from '../test/boardgame.io/helpers.js';
import { services, startServerProcess } from '../test/boardgame.io/processes.js';
import { readArgs, readPositiveNumber, readWholeNumber } from '../examples/terminal.js';

const args = readArgs(
  { command: 'npm run bench:server --', values: { matches: 'N', moves: 'N', seconds: 'S' } },
  { matches: '200', moves: '24', seconds: '240' },
);
const MATCHES = readWholeNumber(args.matches, '--matches', 1);
const MOVES = readWholeNumber(args.moves, '--moves', 1);
const SECONDS = readPositiveNumber(args.seconds, '--seconds');
if (!services) {
  console.log('bench:server needs DATABASE_URL and REDIS_URL (Postgres and Redis on loopback; see .ci/services.sh)');
  process.exit(1);
}

const servers = await Promise.all([startServerProcess(18_201, { TABLES_ACCEPT_SEED: '1' }), startServerProcess(18_202, { TABLES_ACCEPT_SEED: '1' })]);
const latencies: number[] = [];
let errors = 0;
let leaks = 0;
const clients: RecordingClient<TesseraView, unknown>[] = [];
const matches: { matchID: string; seats: RecordingClient<TesseraView, unknown>[] }[] = [];
const started = performance.now();
try {
  const open = async (index: number): Promise<void> => {
    const { matchID, credentials } = await createMatch(servers[index % 2]!.url, 'tessera', 2, { seed: `bench-${index}` }, [0, 1]);
    const seats = [0, 1].map((seat) => connect<TesseraView, unknown>(servers[(index + seat) % 2]!.url, 'tessera', matchID, String(seat), credentials[seat]));
    for (const [seat, client] of seats.entries()) {
      let sentAt = 0;
      client.seat.subscribe(({ table, currentPlayer, gameover }) => {
        if (sentAt !== 0 && !client.seat.awaitingConfirmation) {
          latencies.push(performance.now() - sentAt);
          sentAt = 0;
        }
        if (table.refusal !== null) errors++;
        if (gameover !== undefined || table.moveCount >= MOVES || currentPlayer !== String(seat) || client.seat.awaitingConfirmation || table.view === null)
          return;
        const moves = tessera.legalMovesForView(table.view as TesseraView);
        sentAt = performance.now();
        client.seat.play(moves[(index + table.moveCount * 7) % moves.length]);
      });
    }
    clients.push(...seats);
    matches.push({ matchID, seats });
  };
  // Matches open 20 at a time; a match that cannot be opened counts as an error.
  for (let first = 0; first < MATCHES; first += 20) {
    const batch = Array.from({ length: Math.min(20, MATCHES - first) }, (_, offset) => first + offset);
    for (const result of await Promise.allSettled(batch.map(open))) if (result.status === 'rejected') errors++;
  }
  const done = (): boolean =>
    matches.every(({ seats }) =>
      seats.every((seat) => seat.seat.snapshot !== null && (seat.seat.snapshot.table.moveCount >= MOVES || seat.seat.snapshot.gameover !== undefined)),
    );
  await until(done, SECONDS * 1_000, 'every match to reach its moves').catch((error: unknown) => {
    errors++;
    console.log(String(error));
    for (const server of servers)
      console.log(
        server
          .output()
          .split('\n')
          .filter((line) => !line.startsWith('INFO'))
          .slice(-10)
          .join('\n'),
      );
    for (const { matchID, seats } of matches)
      console.log(
        matchID,
        seats.map((seat) => [
          seat.seat.snapshot?.stateID,
          seat.seat.snapshot?.table.moveCount,
          seat.seat.snapshot?.currentPlayer,
          seat.seat.awaitingConfirmation,
        ]),
      );
  });
  const seconds = (performance.now() - started) / 1_000;

  for (const client of clients) {
    for (const frame of client.frames) if (/"(hands|rng|initialState|seed)"|bench-\d+/.test(JSON.stringify(frame))) leaks++;
  }
  const db = new PostgresStore(process.env.DATABASE_URL!, { logging: false });
  let lost = 0;
  for (const { matchID, seats } of matches) {
    const { state } = (await db.fetch(matchID, { state: true })) as { state: State<TableState<unknown, unknown>> };
    const confirmed = Math.max(...seats.map((seat) => seat.seat.snapshot?.table.moveCount ?? 0));
    const replay = replayRecord(tessera, unwrap(matchRecord(tessera as never, state.G as never)));
    if (!replay.ok || JSON.stringify(replay.value.states.at(-1)) !== JSON.stringify(state.G.state)) errors++;
    lost += Math.max(0, confirmed - state.G.moves.length);
  }
  await db.sequelize.close();
  latencies.sort((x, y) => x - y);
  const percentile = (p: number): number => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  console.log(
    JSON.stringify(
      {
        matches: MATCHES,
        processes: 2,
        moves: latencies.length,
        seconds: Number(seconds.toFixed(1)),
        movesPerSecond: Number((latencies.length / seconds).toFixed(1)),
        p50ms: Number(percentile(50).toFixed(1)),
        p99ms: Number(percentile(99).toFixed(1)),
        errors,
        leaks,
        lostMoves: lost,
      },
      null,
      2,
    ),
  );
  const crashed = servers.filter((server) => server.child.exitCode !== null).length;
  console.log(`server processes that died: ${crashed}`);
  process.exitCode = errors + leaks + lost + crashed === 0 ? 0 : 1;
} finally {
  for (const client of clients) client.socket.disconnect();
  await Promise.all(servers.map(async (server) => server.stop()));
}
