/**
 * The types of the adapter's tables: the game it takes, its options, a match's server-side `G`, each client's
 * `G`, and a refused move.
 *
 * @module
 */
import type { BaseOutcome, GameModule } from '../core/game.js';

/**
 * A game module of any game of this package, as the adapter drives it.
 *
 * @example
 * ```ts
 * import { boardgameGame, type TableGame } from 'tessera-engine/boardgame.io';
 * import { tesseris, type TesserisMove, type TesserisOptions, type TesserisState, type TesserisView } from 'tessera-engine/tesseris';
 *
 * const module: TableGame<TesserisState, TesserisMove, TesserisOptions, TesserisView> = tesseris;
 * const game = boardgameGame(module);
 * console.log(game.name, game.minPlayers, game.maxPlayers); // => tesseris 2 4
 * ```
 */
export type TableGame<State, Move, Options, View> = GameModule<State, Move, Options, View, unknown, BaseOutcome, string, string>;

/**
 * A move the engine refused, shown to the seat that sent it and to no one else.
 *
 * @example
 * ```ts
 * import { Client } from 'boardgame.io/client';
 * import { boardgameGame, tableViewOf, type Refusal } from 'tessera-engine/boardgame.io';
 * import { tessera } from 'tessera-engine/tessera';
 *
 * const client = Client({ game: boardgameGame(tessera), numPlayers: 2, playerID: '0' });
 * client.start();
 * // Two players have five displays (0 to 4): the engine refuses display 8, and only seat 0 is told.
 * client.moves.play!({ type: 'draft', player: 0, source: 8, kind: 0, destination: 'floor' });
 * const refusal: Refusal | null = tableViewOf(client.getState()?.G)!.refusal;
 * console.log(refusal?.code, refusal?.moveCount); // => no-such-display 0
 * client.stop();
 * ```
 */
export interface Refusal {
  /** The engine's stable error code, for example `"wrong-player"` or `"line-full"`. */
  readonly code: string;
  /** A readable explanation. */
  readonly message: string;
  /** How many moves the match had when the move was refused. */
  readonly moveCount: number;
}

/**
 * boardgame.io's `G` for a match: the whole engine state and the match's record. It never leaves the server:
 * every client gets a {@link TableView} instead (the adapter's `playerView`).
 *
 * @example
 * ```ts
 * import { boardgameGame, type TableState } from 'tessera-engine/boardgame.io';
 * import { tessera, type TesseraOptions, type TesseraState } from 'tessera-engine/tessera';
 *
 * const game = boardgameGame(tessera, { acceptSeed: true });
 * const G: TableState<TesseraState, TesseraOptions> = game.setup!({ ctx: { numPlayers: 3 } } as never, { seed: 'doc' });
 * console.log(G.options.players, G.state.boards.length, G.moves, G.refusals); // => 3 3 [] [ null, null, null ]
 * ```
 */
export interface TableState<State, Options> {
  /** The engine's state, every secret included. */
  readonly state: State;
  /** The setup options, with the player count and the seed the game was set up with. */
  readonly options: Options;
  /** The accepted moves, in the game's notation. */
  readonly moves: readonly string[];
  /** Each seat's last refused move since its last accepted one, or `null`. */
  readonly refusals: readonly (Refusal | null)[];
}

/**
 * What one client receives as `G`: its seat's view (or a spectator's), and nothing else of the match.
 *
 * @example
 * ```ts
 * import { Client } from 'boardgame.io/client';
 * import { boardgameGame, tableViewOf, type TableView } from 'tessera-engine/boardgame.io';
 * import { spectatorView, tesseris, type TesserisSpectatorView, type TesserisView } from 'tessera-engine/tesseris';
 *
 * // A spectator's client (no playerID), without a server. boardgame.io types its G as the server's; tableViewOf reads it.
 * const client = Client({ game: boardgameGame(tesseris, { spectatorView }), numPlayers: 2 });
 * client.start();
 * const G: TableView<TesserisView, TesserisSpectatorView> = tableViewOf<TesserisView, TesserisSpectatorView>(client.getState()?.G)!;
 * console.log(G.seat, G.moveCount, G.refusal, G.view !== null && 'viewer' in G.view); // => null 0 null false
 * client.stop();
 * ```
 */
export interface TableView<View, Spectator> {
  /** The seat the view was made for, or `null` for a spectator. */
  readonly seat: number | null;
  /** The seat's view, or the spectator's view (`null` when the game offers none). */
  readonly view: View | Spectator | null;
  /** How many moves were accepted so far. */
  readonly moveCount: number;
  /** This seat's last refused move, or `null`; always `null` for a spectator. */
  readonly refusal: Refusal | null;
}

/**
 * How the adapter builds a game.
 *
 * @example
 * ```ts
 * import { boardgameGame, type TableOptions } from 'tessera-engine/boardgame.io';
 * import { spectatorView, tessera, type TesseraPosition, type TesseraState } from 'tessera-engine/tessera';
 *
 * const options: TableOptions<TesseraState, TesseraPosition> = { spectatorView, minPlayers: 3, maxPlayers: 4 };
 * const game = boardgameGame(tessera, options);
 * console.log(game.minPlayers, game.maxPlayers); // => 3 4
 * console.log(game.validateSetupData!({ seed: 'x' }, 3)); // => setupData must not hold a seed: the lobby shows it to everyone
 * // For boardgame.io's Local() multiplayer, which makes every match on demand, with no setup data:
 * const local = boardgameGame(tessera, { matchesOnDemand: true });
 * console.log(game.validateSetupData!(undefined, 2), local.validateSetupData!(undefined, 2)); // => setupData must be an object of the game's options ({} for the defaults) undefined
 * ```
 */
export interface TableOptions<State, Spectator> {
  /**
   * What a spectator sees. Without it, or when it throws, spectators get `view: null`. It is given a copy of
   * the match's state, never the stored one, and what it returns is copied before it reaches a client.
   */
  readonly spectatorView?: (state: State) => Spectator;
  /** The fewest seats a match may have. Default 2. */
  readonly minPlayers?: number;
  /** The most seats a match may have. Default 4. */
  readonly maxPlayers?: number;
  /**
   * Accept a `seed` in a match's setup data. Off by default, because boardgame.io's lobby shows every match's
   * setup data to anyone who asks, and the seed foretells every hidden card; tests and replays turn it on.
   */
  readonly acceptSeed?: boolean;
  /**
   * Accept a match that boardgame.io creates on demand, with the game's default options, when a client syncs to a
   * match that does not exist. Off by default: on a server, any client could then create matches by naming them.
   * Turn it on for boardgame.io's `Local()` multiplayer, which creates every match that way; without it, a
   * `Local()` client's state stays `null` (boardgame.io drops the refusal without a word). `Local()` hides
   * nothing: its master runs in the page, and every client of it, spectators included, gets the whole first
   * state from `client.getInitialState()` (every hand, the seed and the generator). Use it for pass-and-play or
   * a page that shows every seat, never for hidden information.
   */
  readonly matchesOnDemand?: boolean;
}
