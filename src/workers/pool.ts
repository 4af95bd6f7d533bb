/**
 * The pool: workers started on demand up to a size, reused from one search to the next, one search at a
 * time each, the rest queued. The runtime (a browser's Web Worker, a Node `worker_thread`) is hidden behind
 * {@link SpawnWorker}.
 *
 * @module
 */
import type { AbortSignalLike } from '../core/bots/bot.js';
import { stopTest, type StopTest } from '../core/bots/stop.js';
import type { WorkerAnswer, WorkerRequest, WorkerTask } from './protocol.js';
import { thrownMessage } from '../core/thrown.js';

/** A started worker, as the pool drives it. */
export interface WorkerPort {
  /** Posts a request; throws when it cannot be cloned. */
  post(request: WorkerRequest): void;
  /** Stops the worker at once. */
  terminate(): void;
  /** Told whether the worker has a search: an idle Node thread then stops keeping the process alive. */
  busy?(busy: boolean): void;
}

/** What a worker reports: an answer, or that it failed (a crash, an exit, an unreadable message). */
export interface WorkerListener {
  /** A message from the worker: an answer, unless a worker script of the caller's posted something else. */
  answer(data: unknown): void;
  fail(reason: string): void;
}

/** Starts a worker that reports to `listener`; throws when it cannot. */
export type SpawnWorker = (listener: WorkerListener) => WorkerPort;

/** How often a caller's signal is read while its search runs, in milliseconds. */
const SIGNAL_POLL_MS = 5;

interface Job {
  readonly request: WorkerRequest;
  /** Whether `request.stop` is shared with the worker, so that setting it stops a search under way. */
  readonly shared: boolean;
  readonly settle: (answer: WorkerAnswer) => void;
  /** Why reading the caller's signal failed, which then is the job's answer; `null` while none has. */
  fault: string | null;
  /** Whether the caller's signal has been seen aborted. */
  aborted: boolean;
}

interface Slot {
  readonly port: WorkerPort;
  job: Job | null;
}

const failure = (code: string, message: string): WorkerAnswer => ({ ok: false, code, message });

/**
 * Whether a worker's message answers an earlier request than `id`: the package's worker script numbers its answers
 * (`serve`); a script of the caller's may not, and its answers are taken as they come.
 */
function answersAnotherRequest(data: unknown, id: number): boolean {
  try {
    return typeof data === 'object' && data !== null && 'id' in data && (data as { readonly id: unknown }).id !== id;
  } catch {
    return false;
  }
}

/** Whether a worker's message is an answer, as the package's worker script posts it: a value, or a code and a message. */
function isAnswer(data: unknown): data is WorkerAnswer {
  try {
    if (typeof data !== 'object' || data === null) return false;
    const { ok, code, message } = data as { readonly ok?: unknown; readonly code?: unknown; readonly message?: unknown };
    return ok === true ? 'value' in data : ok === false && typeof code === 'string' && typeof message === 'string';
  } catch {
    return false;
  }
}

/**
 * The stop check of the in-thread bots, on the caller's signal alone: a signal that throws is a fault, or, read
 * at the start, the error itself, each message naming the signal as `<root>.signal`, as the call's other errors
 * name its options.
 */
const signalCheck = (signal: AbortSignalLike | undefined, root: string): StopTest | string =>
  stopTest({ milliseconds: undefined, clock: undefined, signal }, { clock: `${root}.clock`, signal: `${root}.signal` });

/** Whether the threads can share memory, so that an aborted search can answer with its best move so far. */
function canShareMemory(): boolean {
  return typeof SharedArrayBuffer === 'function' && (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated !== false;
}

/**
 * A bot's stop flag: shared memory when the threads can share it, else a plain copy, which still tells the worker
 * of an abort that came before the search was posted.
 */
function stopFlag(): { readonly flag: Int32Array; readonly shared: boolean } {
  return canShareMemory() ? { flag: new Int32Array(new SharedArrayBuffer(4)), shared: true } : { flag: new Int32Array(1), shared: false };
}

/** Runs tasks on reused workers. */
export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private closed = false;
  /** The number of the next request. */
  private requests = 0;

  /**
   * @param spawn - starts one worker.
   * @param size - the most workers at once.
   */
  constructor(
    private readonly spawn: SpawnWorker,
    readonly size: number,
  ) {}

  /**
   * Runs one task on the first free worker and answers with the worker's answer, or with `aborted`,
   * `worker-failed` (a worker that fails, or a task the runtime could not post), `pool-closed`, or
   * `invalid-options` for a signal whose `aborted` throws when read, as the in-thread bots answer. Never rejects.
   *
   * A bot's search whose signal is aborted before it starts (before the call, or while it waits for a worker)
   * still runs, stopped from its first check, and so answers a move as the in-thread bot does; one aborted while
   * it runs answers its best move so far when the threads share memory, else `aborted` (its worker is stopped).
   * The hint and the generator answer `aborted` whenever their signal is.
   *
   * @param task - the task.
   * @param signal - the caller's signal.
   * @param root - how an error about the signal names the object that holds it, as the call's other errors
   *   name it (`mcts: options`, `challengeHint: budget`).
   */
  run(task: WorkerTask, signal: AbortSignalLike | undefined, root = 'options'): Promise<WorkerAnswer> {
    if (this.closed) return Promise.resolve(failure('pool-closed', 'the pool is closed'));
    const check = signalCheck(signal, root);
    if (typeof check === 'string') return Promise.resolve(failure('invalid-options', check));
    const abortedBefore = check.shouldStop();
    const fault = check.fault();
    if (fault !== null) return Promise.resolve(failure('invalid-options', fault));
    if (abortedBefore && task.kind !== 'bot') return Promise.resolve(failure('aborted', 'the signal was aborted before the search began'));
    // Only a bot reads a stop flag: the solver and the generator are stopped by stopping their worker.
    const { flag, shared } = task.kind === 'bot' ? stopFlag() : { flag: null, shared: false };
    return new Promise((resolve) => {
      let timer: ReturnType<typeof setInterval> | undefined;
      const job: Job = {
        request: { task, stop: flag, id: this.requests++ },
        shared,
        settle: (answer) => {
          clearInterval(timer);
          resolve(job.fault === null ? answer : failure('invalid-options', job.fault));
        },
        fault: null,
        aborted: false,
      };
      if (abortedBefore) this.abort(job);
      else if (signal !== undefined)
        timer = setInterval(() => {
          if (!check.shouldStop()) return;
          job.fault = check.fault();
          this.abort(job);
        }, SIGNAL_POLL_MS);
      this.queue.push(job);
      this.dispatch();
    });
  }

  /** Stops every worker; searches still running or queued answer `pool-closed`. */
  close(): void {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.settle(failure('pool-closed', 'the pool was closed'));
    for (const slot of this.slots.splice(0)) {
      slot.port.terminate();
      slot.job?.settle(failure('pool-closed', 'the pool was closed during the search'));
    }
  }

  /**
   * Acts on a job's aborted signal, once. A bot's job not yet posted keeps its place in the queue with its flag
   * set, so that its search stops at its first check and answers a move; a running one is told through shared
   * memory, else its worker is stopped. Any other job is dropped from the queue, or its worker stopped.
   */
  private abort(job: Job): void {
    if (job.aborted) return;
    job.aborted = true;
    const slot = this.slots.find((candidate) => candidate.job === job);
    const { stop } = job.request;
    if (stop !== null && (slot === undefined || job.shared)) {
      // The worker sees the flag at its search's first check, or within a few iterations, and answers with its
      // best move so far; a flag that is not shared is copied with the request, so it must be set before posting.
      Atomics.store(stop, 0, 1);
      return;
    }
    const queued = this.queue.indexOf(job);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      job.settle(failure('aborted', 'the signal was aborted before the search began'));
      return;
    }
    if (slot === undefined) return;
    this.drop(slot);
    job.settle(failure('aborted', 'the search was stopped by its signal'));
  }

  private drop(slot: Slot): void {
    this.slots.splice(this.slots.indexOf(slot), 1);
    slot.port.terminate();
    this.dispatch();
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot = this.slots.find((candidate) => candidate.job === null) ?? this.start();
      if (slot === null) return;
      const job = this.queue.shift()!;
      try {
        slot.port.post(job.request);
        slot.job = job;
        slot.port.busy?.(true);
      } catch (error) {
        // What is posted is the engine's own copy, marked to be cloned (postable.ts), so only the runtime can fail
        // here. A failed post leaves Node's port referenced, as if a search were running: the idle worker must not
        // keep the process alive.
        slot.port.busy?.(false);
        job.settle(failure('worker-failed', `the task could not be posted to the worker: ${thrownMessage(error, 'an exception')}`));
      }
    }
  }

  /** Starts a worker when the pool is not full; a worker that cannot start fails the next job. */
  private start(): Slot | null {
    if (this.slots.length >= this.size) return null;
    let slot: Slot | null = null;
    const fail = (reason: string) => {
      if (slot === null || !this.slots.includes(slot)) return;
      const job = slot.job;
      this.drop(slot);
      job?.settle(failure('worker-failed', `the worker failed: ${reason}`));
    };
    const finish = (answer: unknown) => {
      const job = slot?.job;
      if (slot === null || job === null || job === undefined) return;
      // A second answer to a request already answered (a worker script of the caller's that posts twice) is not
      // the next request's.
      if (answersAnotherRequest(answer, job.request.id)) return;
      // A worker script of the caller's (workerUrl) may post anything; the package's own posts answers only.
      if (!isAnswer(answer)) {
        fail('it sent something that is no answer');
        return;
      }
      slot.job = null;
      slot.port.busy?.(false);
      job.settle(answer.ok ? { ok: true, value: answer.value } : { ok: false, code: answer.code, message: answer.message });
      this.dispatch();
    };
    const listener: WorkerListener = { answer: finish, fail };
    try {
      slot = { port: this.spawn(listener), job: null };
    } catch (error) {
      const job = this.queue.shift()!;
      job.settle(failure('worker-failed', `the worker could not start: ${thrownMessage(error, 'an exception')}`));
      return this.queue.length > 0 ? this.start() : null;
    }
    this.slots.push(slot);
    return slot;
  }
}
