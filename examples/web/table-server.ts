/// <reference lib="webworker" />
/**
 * What the pages' tables in a Web Worker share (`tessera-server.ts`, `tesseris-server.ts`): the worker alone
 * holds the game, and it trusts nothing the page sends, since anyone can post to it from the console. A request
 * goes to its type's handler only if it is an object with a type the table knows; anything else, and any
 * request a handler declines (a move for another seat, out of turn, a second start), gets `NOT_YOURS`, the
 * same text whatever was asked, so that no answer tells what the page may not see.
 */

/** The one refusal of a request the page may not make: a move for another seat or out of its turn, or a second start. */
export const NOT_YOURS = "the table takes only your seat's moves, on your turn, in the game it started";

/** A refusal, sent to the page with `NOT_YOURS` or the engine's message for the page's own illegal move. */
export interface Refused {
  readonly type: 'refused';
  readonly message: string;
}

/** Sends the page a reply (a server names its protocol's replies: `const send: (reply: ServerReply) => void = reply`). */
export function reply(message: object): void {
  self.postMessage(message);
}

/** Sends the page a refusal. */
export function refuse(message: string): void {
  reply({ type: 'refused', message });
}

/** Whether a move the page sent names the seat as its player (the engine checks the rest of it). */
export const movedBy = (move: unknown, seat: number): boolean => typeof move === 'object' && move !== null && Reflect.get(move, 'player') === seat;

/**
 * The handler of each request type: it answers the page itself and returns `true`, or returns `false` for a
 * request the page may not make now, which gets `NOT_YOURS`.
 */
export type Handlers<Request extends { readonly type: string }> = {
  readonly [Type in Request['type']]: (request: Extract<Request, { readonly type: Type }>) => boolean;
};

/** Serves the page's requests with the handlers; a request that is no object, or of no handled type, gets `NOT_YOURS`. */
export function servePage<Request extends { readonly type: string }>(handlers: Handlers<Request>): void {
  self.onmessage = (event: MessageEvent<unknown>) => {
    const request = event.data;
    const type: unknown = typeof request === 'object' && request !== null ? Reflect.get(request, 'type') : undefined;
    const handler = typeof type === 'string' && Object.hasOwn(handlers, type) ? (Reflect.get(handlers, type) as (request: unknown) => boolean) : undefined;
    if (handler?.(request) !== true) refuse(NOT_YOURS);
  };
}
