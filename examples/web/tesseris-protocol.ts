/** The messages between the Tesseris page and its server (the worker of `tesseris-server.ts`, or an online one). */
import type { SeatMessage, TesserisMove, TesserisOptions } from 'tessera-engine/tesseris';

/** What the page asks. */
export type ServerRequest =
  | { readonly type: 'start'; readonly options: TesserisOptions; readonly delay: number; readonly iterations: number }
  | { readonly type: 'move'; readonly move: TesserisMove }
  | { readonly type: 'skip' };

/**
 * What the server answers: the page's seat (online; the worker's is 0), that seat's messages only, a refusal,
 * who is thinking, the end's record, and "your turn".
 */
export type ServerReply =
  | { readonly type: 'seat'; readonly seat: number }
  | { readonly type: 'message'; readonly message: SeatMessage }
  | { readonly type: 'refused'; readonly message: string }
  | { readonly type: 'thinking'; readonly seat: number }
  | { readonly type: 'over'; readonly record: string }
  | { readonly type: 'ready' };
