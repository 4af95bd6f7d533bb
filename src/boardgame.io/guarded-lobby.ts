/**
 * boardgame.io's lobby routes with the adapter's guard: a request that names a match of another game finds no
 * match.
 *
 * @module
 */
import type { StorageAPI } from 'boardgame.io';
import { MATCH_UNREAD, isOtherGamesMatch, readWithin } from './stored-match.js';

/**
 * What {@link guardedLobby} reads and writes of a request: a Koa context, as `server.app.use` hands it over.
 *
 * @example
 * ```ts
 * import type { LobbyRequest } from 'tessera-engine/boardgame.io';
 *
 * const request: LobbyRequest = { path: '/games/tesseris/m1', status: 404, body: undefined };
 * console.log(request.path.split('/')[2]); // => tesseris
 * ```
 */
export interface LobbyRequest {
  /** The request's path, `/games/tessera/<matchID>/join` say. */
  readonly path: string;
  /** The answer's status. */
  status: number;
  /** The answer's body. */
  body: unknown;
}

/** A lobby route's game and match: `/games/<game>/<matchID>` and whatever follows, the case of `games` ignored. */
const LOBBY_ROUTE = /^\/games\/([^/]+)\/([^/]+)(\/|$)/i;

/** A parameter of a path, %-escapes decoded as boardgame.io's router decodes them; `undefined` for a malformed one. */
function decodedParameter(parameter: string): string | undefined {
  try {
    return decodeURIComponent(parameter);
  } catch {
    return undefined;
  }
}

/**
 * A Koa middleware for a boardgame.io server (`server.app.use(guardedLobby(db))`) that answers 404 to a lobby
 * request naming a match of another game than the one in its path, as boardgame.io answers for a match that does
 * not exist. boardgame.io's lobby reads a match by its ID alone, whatever game its path names, and every game's
 * matches share one storage: without the guard, `POST /games/tessera/<a Tesseris match>/join` seats someone at a
 * Tesseris match through Tessera's routes, and its socket's packets are then refused for good by
 * {@link guardedSocketIO}. A path whose game or match is malformed (a bad %-escape) is answered 404 too, and a
 * storage that fails or takes over 10 s to answer is answered 503 ("the match could not be read"). Every other
 * request goes on to boardgame.io's routes.
 *
 * Give it the storage the server is given (the `db` of {@link securedStorage}). A server of one game needs it
 * too: a match made by another server on the same storage is another game's.
 *
 * @param db - the server's storage.
 * @returns the middleware.
 *
 * @example
 * ```ts
 * import { guardedLobby } from 'tessera-engine/boardgame.io';
 *
 * const matches: Record<string, { metadata: { gameName: string; players: object } }> = { m1: { metadata: { gameName: 'tesseris', players: {} } } };
 * const db = { type: () => 0, fetch: (matchID: string) => matches[matchID] ?? {} };
 * const guard = guardedLobby(db as never);
 * const request = { path: '/games/tessera/m1/join', status: 200, body: undefined as unknown };
 * await guard(request, async () => undefined);
 * console.log(request.status, request.body); // => 404 Match m1 not found
 * ```
 */
export function guardedLobby(db: StorageAPI.Async | StorageAPI.Sync): (request: LobbyRequest, next: () => Promise<unknown>) => Promise<void> {
  return async (request, next) => {
    const route = LOBBY_ROUTE.exec(request.path);
    if (route !== null) {
      const [gameName, matchID] = [route[1]!, route[2]!].map(decodedParameter);
      let other: boolean;
      try {
        other = gameName === undefined || matchID === undefined || (await readWithin(() => isOtherGamesMatch(db, gameName, matchID)));
      } catch {
        request.status = 503;
        request.body = MATCH_UNREAD;
        return;
      }
      if (other) {
        request.status = 404;
        request.body = `Match ${matchID ?? route[2]!} not found`;
        return;
      }
    }
    await next();
  };
}
