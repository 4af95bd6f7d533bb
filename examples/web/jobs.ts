/**
 * The slow jobs of the pages, run alike in the bot worker and, when no worker can start (a page opened from
 * `file://`), on the page's thread: a bot's move, a solo challenge's hint, a generated challenge.
 */
import * as Tessera from 'tessera-engine/tessera';
import * as Tesseris from 'tessera-engine/tesseris';

/** Bot options that cross to a worker: plain data (no clock, no signal). */
export interface PlainBotOptions {
  readonly seed?: string | number;
  readonly iterations?: number;
  readonly milliseconds?: number;
}

/** A job for the worker. */
export type Job =
  | { readonly kind: 'bot'; readonly game: 'tessera' | 'tesseris'; readonly bot: string; readonly view: unknown; readonly options: PlainBotOptions }
  | { readonly kind: 'hint'; readonly position: Tessera.TesseraState; readonly milliseconds: number }
  | { readonly kind: 'generate'; readonly options: Tessera.GeneratorOptions };

/** A job's result as plain data: an error crosses as its code and message. */
export type PlainResult = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly code: string; readonly message: string };

function plain(result: { ok: true; value: unknown } | { ok: false; error: { code: string; message: string } }): PlainResult {
  return result.ok ? { ok: true, value: result.value } : { ok: false, code: result.error.code, message: result.error.message };
}

/** Runs a job to its end. */
export function runJob(job: Job): PlainResult {
  switch (job.kind) {
    case 'bot': {
      if (job.game === 'tessera') {
        const bot = (Tessera.tesseraBots as Record<string, Tessera.Bot<Tessera.TesseraView, Tessera.TesseraMove> | undefined>)[job.bot];
        if (bot === undefined) return { ok: false, code: 'invalid-options', message: `no Tessera bot is named ${job.bot}` };
        return plain(bot.chooseMove(job.view as Tessera.TesseraView, job.options));
      }
      const bot = (Tesseris.tesserisBots as Record<string, Tesseris.Bot<Tesseris.TesserisView, Tesseris.TesserisMove> | undefined>)[job.bot];
      if (bot === undefined) return { ok: false, code: 'invalid-options', message: `no Tesseris bot is named ${job.bot}` };
      return plain(bot.chooseMove(job.view as Tesseris.TesserisView, job.options));
    }
    case 'hint':
      return plain(Tessera.challengeHint(job.position, { maxMilliseconds: job.milliseconds }));
    case 'generate':
      return plain(Tessera.generateChallenge(job.options));
  }
}
