/** The messages between the Tessera page and its table in a Web Worker (`tessera-server.ts`). */
import type { SeatMessage, TesseraBotName, TesseraMove, TesseraOptions } from 'tessera-engine/tessera';
import type { Refused } from './table-server.js';

/**
 * What the page asks: to start a game (without a seed in its options, the worker draws one that the page
 * never sees before the end), to play its seat's move, to let the bot whose turn it is play (the bot chooses
 * its move; the page only says when), or to take moves back to its seat's last turn.
 */
export type TesseraRequest =
  | { readonly type: 'start'; readonly options: TesseraOptions; readonly bot: TesseraBotName; readonly think: number }
  | { readonly type: 'move'; readonly move: TesseraMove }
  | { readonly type: 'bot' }
  | { readonly type: 'undo' };

/**
 * What the worker answers, one reply to each request: the page's seat's message (its view and the step's
 * events) with the move played (`null` after a start or an undo), or a refusal. At the end of the game it also
 * sends the record, which hides nothing any more.
 */
export type TesseraReply =
  { readonly type: 'message'; readonly message: SeatMessage; readonly move: TesseraMove | null } | Refused | { readonly type: 'over'; readonly record: string };
