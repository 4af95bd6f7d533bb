/**
 * A worker's side: one request in, one answer out. It runs the game's own bot or solver, so a search in a
 * worker gives what the same call gives on the page's thread.
 *
 * @module
 */
import type { AbortSignalLike, Bot, BotOptions } from '../core/bots/bot.js';
import type { Result } from '../core/result.js';
import { challengeHint, generateChallenge, tesseraBots, type GeneratorOptions, type TesseraPosition } from 'tessera-engine/tessera';
import { tesserisBots } from 'tessera-engine/tesseris';
import { restoreNotData } from './postable.js';
import type { WorkerAnswer, WorkerReply, WorkerRequest, WorkerTask } from './protocol.js';
import { thrownMessage } from '../core/thrown.js';

const BOTS: Readonly<Record<string, Readonly<Record<string, Bot<unknown, unknown>>>>> = {
  tessera: tesseraBots,
  tesseris: tesserisBots,
};

/** What runs each kind of task, for the error of one that throws. */
const SEARCHER: Readonly<Record<WorkerTask['kind'], string>> = { bot: 'bot', hint: 'solver', generate: 'generator' };

/** A signal raised by the page through shared memory. */
function sharedSignal(stop: Int32Array): AbortSignalLike {
  return {
    get aborted() {
      return Atomics.load(stop, 0) === 1;
    },
  };
}

function answerOf(result: Result<unknown>): WorkerAnswer {
  return result.ok ? result : { ok: false, code: result.error.code, message: result.error.message };
}

function run(task: WorkerTask, stop: Int32Array | null): WorkerAnswer {
  if (task.kind === 'hint') return answerOf(challengeHint(task.position as TesseraPosition, task.budget));
  if (task.kind === 'generate') return answerOf(generateChallenge(task.options as GeneratorOptions));
  const bots = Object.hasOwn(BOTS, task.game) ? BOTS[task.game]! : undefined;
  if (bots === undefined)
    return { ok: false, code: 'unknown-bot', message: `no game named ${JSON.stringify(task.game)} (the games are ${Object.keys(BOTS).join(', ')})` };
  const bot = Object.hasOwn(bots, task.bot) ? bots[task.bot]! : undefined;
  if (bot === undefined) {
    return { ok: false, code: 'unknown-bot', message: `${task.game}: no bot named ${JSON.stringify(task.bot)} (its bots are ${Object.keys(bots).join(', ')})` };
  }
  const options: BotOptions = stop === null ? task.options : { ...task.options, signal: sharedSignal(stop) };
  return answerOf(bot.suggest(task.view, options));
}

/**
 * Answers one request, with its number. A bot or solver that throws on the view it was given answers
 * `invalid-view`.
 *
 * @param request - the request, as the page posted it.
 */
export function serve(request: WorkerRequest): WorkerReply {
  return { ...answer(request), id: request.id };
}

function answer(request: WorkerRequest): WorkerAnswer {
  try {
    return run(restoreNotData(request.task) as WorkerTask, request.stop);
  } catch (error) {
    const reason = thrownMessage(error, 'an exception');
    return { ok: false, code: 'invalid-view', message: `the ${SEARCHER[request.task.kind]} could not read its input (${reason})` };
  }
}
