/**
 * Online play on boardgame.io: `tessera-engine/boardgame.io`. Any game module of this package becomes a
 * boardgame.io `Game` whose one move the engine checks, whose clients see only their seat's view, and whose
 * matches keep their records. boardgame.io is an optional peer dependency of this subpath only; the game
 * entries never import it.
 *
 * ```ts
 * import { boardgameGame, guardedSocketIO, securedStorage, seatCredentialsMatch } from 'tessera-engine/boardgame.io';
 * import { spectatorView, tesseris } from 'tessera-engine/tesseris';
 *
 * // On a server: Server({ games: [game], db, transport, authenticateCredentials: seatCredentialsMatch }), with
 * // the storage and pub/sub wrapped by securedStorage and the transport made by guardedSocketIO(SocketIO, { db, pubSub }),
 * // and server.app.use(guardedLobby(db)).
 * const game = boardgameGame(tesseris, { spectatorView });
 * console.log(game.name, game.disableUndo, typeof securedStorage, typeof guardedSocketIO, typeof seatCredentialsMatch); // => tesseris true function function function
 * ```
 *
 * @module boardgame.io
 */
export { boardgameGame, isRefusedEntry, PLAY_MOVE, type TableGame, type TableOptions, type TableState, type TableView, type Refusal } from './game.js';
export { matchRecord } from './match-record.js';
export { seatOfPlayerID } from './table-view.js';
export { securedStorage, localPubSub, type SecuredStorage, type PubSub, type Publication } from './storage.js';
export type { MetadataUpdates } from './metadata-writes.js';
export { refusePacket, seatCredentialsMatch } from './guard.js';
export { guardedSocketIO } from './guarded-socket-io.js';
export { guardedLobby, type LobbyRequest } from './guarded-lobby.js';
export type { GuardedSocketIOOptions } from './guard-options.js';
export type { StoredMatch } from './stored-match.js';
export { checkedPostgresStore, StaleWriteError, type PostgresLikeStore } from './checked-postgres-store.js';
export { redisConnections, type RedisConnections, type RedisLikeClient, type RedisRetryOptions } from './redis-connections.js';
export { localFirstPubSub, type Envelope } from './local-first-pubsub.js';
export { SeatClient } from './seat.js';
export type { SeatSocket, SeatAddress, SeatSnapshot, SeatRefusal } from './seat-types.js';
export { SERVER_REFUSAL_CODES, type ServerRefusalCode, type ServerRefusalFacts } from './server-refusals.js';
export { tableViewOf } from './client-table.js';
