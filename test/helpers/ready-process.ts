/**
 * Servers that a test starts as child processes and waits for: the tables server (`test/boardgame.io/processes.ts`)
 * and a Next.js app's servers (`test/nextjs-app.test.ts`). Each is ready once a line of its output says so.
 */
import { spawn, type ChildProcess } from 'node:child_process';

/** A running child process, with its output kept. */
export interface ReadyProcess {
  readonly child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Calls back with each line it prints. */
  onLine(listener: (line: string) => void): void;
  /** Stops it (SIGTERM, then SIGKILL after 5 s), with its process group if it has one, if still running. */
  stop(): Promise<void>;
}

/** How to start a process and know that it is ready. */
export interface ReadySettings {
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
  /** What it is, for the errors: `the server on 18101`. */
  readonly name: string;
  /** Whether a line of its output says it is ready. */
  isReady(line: string): boolean;
  /** How long it may take to be ready; it is killed after that. */
  readonly readyWithinMs: number;
  /** Whether it runs in a process group of its own, stopped as a whole: a program that starts processes of its own. */
  readonly ownGroup?: boolean;
}

/**
 * Starts a command (its program, then its arguments) and waits until a line of its output says it is ready;
 * gives the process and that line, or fails with its output if it exits first or is not ready in time.
 */
export async function startReadyProcess(command: readonly string[], settings: ReadySettings): Promise<{ process: ReadyProcess; readyLine: string }> {
  const [program, ...args] = command;
  const ownGroup = settings.ownGroup ?? false;
  const child = spawn(program!, args, { cwd: settings.cwd, env: settings.env, detached: ownGroup, stdio: ['ignore', 'pipe', 'pipe'] });
  const signal = (name: NodeJS.Signals): void => {
    try {
      if (ownGroup) process.kill(-child.pid!, name);
      else child.kill(name);
    } catch {
      // Gone already.
    }
  };
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
  const readyLine = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      signal('SIGKILL');
      reject(new Error(`${settings.name} did not start:\n${text}`));
    }, settings.readyWithinMs);
    listeners.push((line) => {
      if (settings.isReady(line)) {
        clearTimeout(timer);
        resolve(line);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${settings.name} exited with ${code}:\n${text}`));
    });
  });
  return {
    readyLine,
    process: {
      child,
      output: () => text,
      onLine: (listener) => void listeners.push(listener),
      stop: async () => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((resolve) => child.on('exit', resolve));
        signal('SIGTERM');
        const timer = setTimeout(() => {
          signal('SIGKILL');
        }, 5_000);
        await exited;
        clearTimeout(timer);
      },
    },
  };
}
