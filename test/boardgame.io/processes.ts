/**
 * Server processes for the scale-out tests, the server on Bun and the load benchmark: `server/main.ts` as a child
 * process on a loopback port, with its output kept.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A running server process. */
export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Calls back with each line it prints. */
  onLine(listener: (line: string) => void): void;
  /** Stops it (SIGTERM), if still running. */
  stop(): Promise<void>;
}

/** Node, with tsx to run the server's TypeScript: the runtime the server processes run in unless a test says. */
const NODE_WITH_TSX: readonly string[] = [process.execPath, '--import', 'tsx'];

/**
 * Starts `server/main.ts` on a port (0: a free one) with extra environment (`undefined` removes a variable),
 * in a runtime (its command, before the script's name), and waits until it serves.
 */
export async function startServerProcess(port: number, env: Record<string, string | undefined>, runtime = NODE_WITH_TSX): Promise<ServerProcess> {
  const [command, ...args] = runtime;
  const child = spawn(command!, [...args, 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const listeners: ((line: string) => void)[] = [];
  let partial = '';
  const read = (chunk: Buffer): void => {
    text += chunk.toString();
    partial += chunk.toString();
    const lines = partial.split('\n');
    partial = lines.pop()!;
    for (const line of lines) for (const listener of listeners) listener(line);
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  let url = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server on ${port} did not start:\n${text}`));
    }, 120_000);
    listeners.push((line) => {
      if (line.startsWith('tables: serving')) {
        url = /at (http\S+)/.exec(line)?.[1] ?? url;
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => {
      reject(new Error(`the server on ${port} exited with ${code}:\n${text}`));
    });
  });
  return {
    url,
    child,
    output: () => text,
    onLine: (listener) => void listeners.push(listener),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
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
