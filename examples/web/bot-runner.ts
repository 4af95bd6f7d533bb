/// <reference lib="dom" />
/**
 * Where the pages' slow jobs run: bots, hints and generated challenges, in a Web Worker (`dist/bot-worker.js`),
 * so that the page never freezes. Every call returns a promise that an `AbortSignal` cancels (the worker is then
 * stopped and the next job starts a fresh one). When no worker can start, as from a page opened at `file://`,
 * the job runs on the page's thread after a yield.
 *
 * This is the one module to switch to the package's worker API (`tessera-engine/workers`) when it lands.
 */
import * as Tessera from 'tessera-engine/tessera';
import type { TesserisMove, TesserisView } from 'tessera-engine/tesseris';
import { runJob, type Job, type PlainBotOptions, type PlainResult } from './jobs.js';

type Result<Value> = Tessera.Result<Value>;

let worker: Worker | null = null;
let workerFailed = false;
let nextId = 0;

function toResult<Value>(result: PlainResult): Result<Value> {
  return result.ok ? Tessera.ok(result.value as Value) : Tessera.err(result.code, result.message);
}

function startWorker(): Worker | null {
  if (workerFailed) return null;
  if (worker !== null) return worker;
  try {
    worker = new Worker(new URL('./dist/bot-worker.js', location.href));
    return worker;
  } catch {
    workerFailed = true;
    return null;
  }
}

function stopWorker(): void {
  worker?.terminate();
  worker = null;
}

function inThread<Value>(job: Job, signal?: AbortSignal): Promise<Result<Value>> {
  return new Promise((resolve) =>
    setTimeout(() => {
      resolve(signal?.aborted === true ? Tessera.err('search-stopped', 'stopped') : toResult<Value>(runJob(job)));
    }, 0),
  );
}

function run<Value>(job: Job, signal?: AbortSignal): Promise<Result<Value>> {
  if (signal?.aborted === true) return Promise.resolve(Tessera.err('search-stopped', 'stopped'));
  const current = startWorker();
  if (current === null) return inThread(job, signal);
  const id = nextId++;
  return new Promise((resolve) => {
    const done = (result: Result<Value>) => {
      current.removeEventListener('message', onMessage);
      current.removeEventListener('error', onError);
      signal?.removeEventListener('abort', onAbort);
      resolve(result);
    };
    const onMessage = (event: MessageEvent<{ id: number; result: PlainResult }>) => {
      if (event.data.id === id) done(toResult<Value>(event.data.result));
    };
    const onError = (event: ErrorEvent) => {
      event.preventDefault();
      // The worker could not load (a file:// page): this job and the next run on the page's thread.
      workerFailed = true;
      stopWorker();
      void inThread<Value>(job, signal).then(done);
    };
    const onAbort = () => {
      stopWorker();
      done(Tessera.err('search-stopped', 'stopped'));
    };
    current.addEventListener('message', onMessage);
    current.addEventListener('error', onError);
    signal?.addEventListener('abort', onAbort);
    current.postMessage({ id, job });
  });
}

/** Starts the worker ahead of the first job, so that its loading is not part of a move. */
export function warmUp(): void {
  startWorker();
}

/** The view and move types of each game, for {@link runBot}. */
export interface GameTypes {
  tessera: { view: Tessera.TesseraView; move: Tessera.TesseraMove };
  tesseris: { view: TesserisView; move: TesserisMove };
}

/** A bot's move for a view, off the page's thread. */
export function runBot<Game extends keyof GameTypes>(
  game: Game,
  botName: string,
  view: GameTypes[Game]['view'],
  options: PlainBotOptions,
  signal?: AbortSignal,
): Promise<Result<GameTypes[Game]['move']>> {
  // Marks that let a test (or the browser's profiler) find the time a bot thought.
  performance.mark('bot-move-start');
  return run<GameTypes[Game]['move']>({ kind: 'bot', game, bot: botName, view, options }, signal).finally(() => performance.mark('bot-move-end'));
}

/** A solo challenge's hint, by the solver within a time budget, off the page's thread. */
export function runHint(position: Tessera.TesseraState, milliseconds: number, signal?: AbortSignal): Promise<Result<Tessera.Hint>> {
  return run({ kind: 'hint', position, milliseconds }, signal);
}

/** A generated solo challenge (the daily one), off the page's thread. */
export function runGenerate(options: Tessera.GeneratorOptions, signal?: AbortSignal): Promise<Result<Tessera.ChallengeRating>> {
  return run({ kind: 'generate', options }, signal);
}
