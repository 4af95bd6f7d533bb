/** The messages between the Tesseris page and its server (the worker of `tesseris-server.ts`, or an online one). */
import type { SeatMessage, TesserisMove, TesserisOptions } from 'tessera-engine/tesseris';

/** What the page asks. */
export type ServerRequest =
  | { readonly type: 'start'; readonly options: TesserisOptions; readonly delay: number; readonly iterations: number }
  | { readonly type: 'move'; readonly move: TesserisMove }
  | { readonly type: 'skip' };

/**
 * What the server answers: the page's seat and the seats bots play (online; at the worker's table the page has
 * seat 0 and bots play the others), that seat's messages only, a refusal,
 * who is thinking, the end's record, "your turn", and (online) that the seat is lost: the server refused its
 * sync, the match being gone or the seat not this tab's, which the page has been told in words.
 */
export type ServerReply =
  | { readonly type: 'seat'; readonly seat: number; readonly bots: readonly number[] }
  | { readonly type: 'message'; readonly message: SeatMessage }
  | { readonly type: 'refused'; readonly message: string }
  | { readonly type: 'thinking'; readonly seat: number }
  | { readonly type: 'over'; readonly record: string }
  | { readonly type: 'ready' }
  | { readonly type: 'lost' };
