/**
 * Server processes for the scale-out tests, the server on Bun and the load benchmark: `server/main.ts` as a child
 * process on a loopback port, with its output kept.
 */
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { startReadyProcess, type ReadyProcess } from '../helpers/ready-process.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A running server process, and its address. */
export interface ServerProcess extends ReadyProcess {
  readonly url: string;
}

/** Node, with tsx to run the server's TypeScript: the runtime the server processes run in unless a test says. */
const NODE_WITH_TSX: readonly string[] = [process.execPath, '--import', 'tsx'];

/**
 * Starts `server/main.ts` on a port (0: a free one) with extra environment (`undefined` removes a variable),
 * in a runtime (its command, before the script's name), and waits until it serves.
 */
export async function startServerProcess(port: number, env: Record<string, string | undefined>, runtime = NODE_WITH_TSX): Promise<ServerProcess> {
  const { process: server, readyLine } = await startReadyProcess([...runtime, 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    name: `the server on ${port}`,
    isReady: (line) => line.startsWith('tables: serving'),
    readyWithinMs: 120_000,
  });
  return { ...server, url: /at (http\S+)/.exec(readyLine)?.[1] ?? `http://127.0.0.1:${port}` };
}

/** Whether Postgres and Redis were given (`.ci/run` starts them); the scale-out tests skip without them. */
export const services = process.env.DATABASE_URL !== undefined && process.env.REDIS_URL !== undefined;

/** A list for the server processes a test file starts; each is stopped after the file's tests. */
export function serversStoppedAfterAll(): ServerProcess[] {
  const started: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of started) await server.stop();
  }, 30_000);
  return started;
}
