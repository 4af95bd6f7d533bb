/**
 * Any game module of this package as a boardgame.io `Game`: the engine stays the only authority, boardgame.io
 * brings the lobby, matches, credentials, storage and transport.
 *
 * @module
 */
import type { Ctx, Game } from 'boardgame.io';
import { isPlainObject } from '../core/json.js';
import { appliedMove, moduleAnswer, moduleOutcome, moduleResult, moduleText } from '../core/module-calls.js';
import { readOwnOptions } from '../core/options.js';
import { ownCopy, SMALL_VALUE_LIMITS } from '../core/untrusted.js';
import type { TableGame, TableOptions, TableState, TableView } from './table-types.js';
import { seatOfPlayerID, tableView } from './table-view.js';
import type { BaseOutcome } from '../core/game.js';
import { thrownMessage } from '../core/thrown.js';

export type { Refusal, TableGame, TableOptions, TableState, TableView } from './table-types.js';

/**
 * The name of the adapter's one move.
 *
 * @example
 * ```ts
 * import { PLAY_MOVE, boardgameGame } from 'tessera-engine/boardgame.io';
 * import { tessera } from 'tessera-engine/tessera';
 *
 * console.log(Object.keys(boardgameGame(tessera).moves!), PLAY_MOVE); // => [ 'play' ] play
 * ```
 */
export const PLAY_MOVE = 'play';

/**
 * The metadata of a refused move's log entry. The storage that {@link securedStorage} wraps never receives
 * such entries, so that refused moves, however many, do not grow a match's stored log. The other seats learn
 * nothing from it: they see the redacted entry and an unchanged move count anyway.
 *
 * @example
 * ```ts
 * import { isRefusedEntry } from 'tessera-engine/boardgame.io';
 *
 * console.log(isRefusedEntry({ metadata: { refused: true } }), isRefusedEntry({})); // => true false
 * ```
 */
export function isRefusedEntry(entry: { readonly metadata?: unknown }): boolean {
  try {
    const { metadata } = entry;
    return isPlainObject(metadata) && metadata.refused === true;
  } catch {
    // No entry, or a getter or proxy trap that throws: no entry boardgame.io logged.
    return false;
  }
}

/** Whether a value can be a seat to act: an integer, or `null` once the game is over. */
const isSeat = (value: unknown): value is number | null => value === null || Number.isInteger(value);

/** The options of a match: its setup data with its seat count. */
function optionsOf(setupData: Record<string, unknown>, players: number): Record<string, unknown> {
  return { ...setupData, players };
}

/** The adapter's options, read once: the options, or why they are refused. */
function readTableOptions<State, Spectator>(given: unknown): TableOptions<State, Spectator> | string {
  try {
    const own = readOwnOptions(
      given,
      ['spectatorView', 'minPlayers', 'maxPlayers', 'acceptSeed', 'matchesOnDemand'],
      'boardgameGame: options',
      'boardgameGame: expected options in an object',
    );
    if (typeof own === 'string') return own;
    const { spectatorView, minPlayers = 2, maxPlayers = 4, acceptSeed, matchesOnDemand } = own;
    if (spectatorView !== undefined && typeof spectatorView !== 'function') return 'boardgameGame: options.spectatorView must be a function';
    if (!Number.isInteger(minPlayers) || !Number.isInteger(maxPlayers) || (minPlayers as number) < 1 || (minPlayers as number) > (maxPlayers as number)) {
      return 'boardgameGame: options.minPlayers and maxPlayers must be integers, from 1, the first at most the second';
    }
    for (const [name, value] of [
      ['acceptSeed', acceptSeed],
      ['matchesOnDemand', matchesOnDemand],
    ] as const) {
      if (value !== undefined && typeof value !== 'boolean') return `boardgameGame: options.${name} must be true or false`;
    }
    return own;
  } catch {
    return 'boardgameGame: expected options that can be read without an exception';
  }
}

/**
 * Turns a game module into a boardgame.io `Game` with one move, `play(move)`, run on the server only
 * (`client: false`) and hidden from the other seats' logs (`redact: true`). The engine checks every move
 * (`validateMove`, then `applyMove`); a refused move leaves the engine state as it was and reaches only its
 * sender, as the engine's typed code in its view's `refusal`. The seat to act is the engine's
 * `currentPlayer`, the match ends on the engine's `outcome`, each seat's `G` is its {@link TableView}. Undo
 * and every boardgame.io event are disabled, so that no client can act outside the engine's rules.
 *
 * A match's setup data are the game's options without `players` (boardgame.io's seat count), and must be an
 * object (`{}` for the defaults): a match created on demand by a `sync`, with no setup data, is refused, unless
 * {@link TableOptions.matchesOnDemand} is on (for boardgame.io's `Local()` multiplayer).
 *
 * @param module - the game, for example `tesseris`. One whose `name` cannot be read, or is no string, gives a game
 *   whose every match is refused, as refused options do.
 * @param given - spectators, seat counts, seeds. Options it refuses (a misspelt one, a seat count that is no
 *   integer, a spectator view that is no function) give a game whose every match is refused by
 *   `validateSetupData`, with their reason: boardgame.io's lobby answers it to whoever creates a match.
 *
 * @example
 * ```ts
 * import { Client } from 'boardgame.io/client';
 * import { boardgameGame, tableViewOf } from 'tessera-engine/boardgame.io';
 * import { spectatorView, tesseris, type TesserisView } from 'tessera-engine/tesseris';
 *
 * // A local client, without a server: it shows what a seat's G is.
 * const game = boardgameGame(tesseris, { spectatorView });
 * const client = Client({ game, numPlayers: 3, playerID: '0' });
 * client.start();
 * const G = tableViewOf<TesserisView, unknown>(client.getState()?.G)!;
 * console.log(G.seat, (G.view as TesserisView).hand.length, 'state' in G); // => 0 4 false
 * client.stop();
 * ```
 */
export function boardgameGame<State, Move, Options, View, Spectator = never>(
  module: TableGame<State, Move, Options, View>,
  given: TableOptions<State, Spectator> = {},
): Game<TableState<State, Options>> {
  // Options it refuses make a game whose every match is refused, with their reason: the game is still one.
  const read = readTableOptions<State, Spectator>(given);
  const options: TableOptions<State, Spectator> = typeof read === 'string' ? {} : read;
  // The module's name, read once: boardgame.io routes by it and the adapter tells its own matches by it. A name
  // that cannot be read, or is no string, refuses every match as refused options do, and no match is its own.
  const name = moduleText("boardgameGame: the game's name", () => module.name);
  const refusal = name.ok ? read : name.error.message;
  /**
   * Whether a match's `G` is a table of this game. boardgame.io keeps every game's matches in one storage, keyed
   * by match ID alone, and serves any of them under any game's name: a client that names another game's match
   * reaches this game's functions with that game's `G`, which they then neither read nor change.
   */
  const isOwnTable = (G: unknown): G is TableState<State, Options> => {
    try {
      return isPlainObject(G) && isPlainObject(G.state) && name.ok && G.state.game === name.value && Array.isArray(G.refusals) && Array.isArray(G.moves);
    } catch {
      return false;
    }
  };
  /** The seat to act in a match of this game; `null` in another's, or when the game's `currentPlayer` fails. */
  const seatToAct = (G: TableState<State, Options>): number | null => {
    if (!isOwnTable(G)) return null;
    const seat = moduleAnswer("the game's currentPlayer", () => module.currentPlayer(G.state), isSeat);
    return seat.ok ? seat.value : null;
  };
  /** A match's outcome, for boardgame.io's `endIf`; none in another game's match, or when the game's `outcome` fails. */
  const outcomeOf = (G: TableState<State, Options>): BaseOutcome | undefined => {
    if (!isOwnTable(G)) return undefined;
    const outcome = moduleOutcome(() => module.outcome(G.state));
    return outcome.ok ? (outcome.value ?? undefined) : undefined;
  };
  return {
    ...(name.ok ? { name: name.value } : {}),
    minPlayers: options.minPlayers ?? 2,
    maxPlayers: options.maxPlayers ?? 4,
    disableUndo: true,
    events: { endGame: false, endPhase: false, endTurn: false, setPhase: false, endStage: false, setStage: false, pass: false, setActivePlayers: false },
    validateSetupData: (setupGiven, numPlayers) => {
      if (typeof refusal === 'string') return refusal;
      // A match made on demand has no setup data: the game's defaults, checked for its numPlayers seats.
      const data: unknown = setupGiven === undefined && options.matchesOnDemand === true ? {} : setupGiven;
      let setupData: unknown;
      try {
        setupData = ownCopy(data, 'setupData', SMALL_VALUE_LIMITS);
      } catch (error) {
        return thrownMessage(error, 'setupData: expected data that can be read without an exception');
      }
      if (!isPlainObject(setupData)) return "setupData must be an object of the game's options ({} for the defaults)";
      if ('players' in setupData) return 'setupData must not name the players: the match has numPlayers seats';
      if ('seed' in setupData && options.acceptSeed !== true) return 'setupData must not hold a seed: the lobby shows it to everyone';
      const setup = moduleResult("the game's setup", () => module.setup(optionsOf(setupData, numPlayers) as Options));
      return setup.ok ? undefined : setup.error.message;
    },
    setup: ({ ctx }, setupData?: Record<string, unknown>) => {
      const chosen = optionsOf(isPlainObject(setupData) ? setupData : {}, ctx.numPlayers) as Options;
      const setup = module.setup(chosen);
      // validateSetupData refused these options already; a client's placeholder state has no setup data.
      if (!setup.ok) throw new Error(setup.error.message);
      const seed = (setup.value as { readonly seed?: unknown }).seed;
      return { state: setup.value, options: { ...chosen, seed }, moves: [], refusals: Array<null>(ctx.numPlayers).fill(null) };
    },
    moves: {
      [PLAY_MOVE]: {
        client: false,
        redact: true,
        undoable: false,
        move: ({ G, playerID, log }, move: unknown) => {
          // boardgame.io hands the move an immer draft: the engine works on a plain copy of it.
          const table = JSON.parse(JSON.stringify(G)) as TableState<State, Options>;
          if (!isOwnTable(table)) {
            // Another game's match: nothing of it is this game's to change, nor a seat of it to tell.
            log.setMetadata({ refused: true });
            return table;
          }
          const seat = seatOfPlayerID(playerID, table.refusals.length);
          const refuse = (code: string, message: string): TableState<State, Options> => {
            log.setMetadata({ refused: true });
            return {
              ...table,
              refusals: table.refusals.map((refusal, index) => (index === seat ? { code, message, moveCount: table.moves.length } : refusal)),
            };
          };
          if (seat === null || seat !== seatToAct(table)) return refuse('wrong-player', 'it is not this seat’s turn');
          const checked = moduleResult("the game's validateMove", () => module.validateMove(table.state, move));
          if (!checked.ok) return refuse(checked.error.code, checked.error.message);
          const step = appliedMove(module, table.state, checked.value);
          if (!step.ok) return refuse(step.error.code, step.error.message);
          const text = moduleText("the game's formatMove", () => module.formatMove(checked.value));
          if (!text.ok) return refuse(text.error.code, text.error.message);
          return {
            state: step.value.state,
            options: table.options,
            moves: [...table.moves, text.value],
            refusals: table.refusals.map((refusal, index) => (index === seat ? null : refusal)),
          };
        },
      },
    },
    turn: {
      order: { first: ({ G }) => seatToAct(G) ?? 0, next: ({ G }) => seatToAct(G) ?? undefined },
      endIf: ({ G, ctx }) => {
        const seat = seatToAct(G);
        return seat !== null && String(seat) !== ctx.currentPlayer;
      },
    },
    endIf: ({ G }) => outcomeOf(G),
    playerView: ({ G, playerID }) => (isOwnTable(G) ? tableView(module, options, G, playerID) : { seat: null, view: null, moveCount: 0, refusal: null }),
    ai: {
      // A bot's moves: from the server's G, those of the seat playerID names; from a client's G, its own seat's.
      enumerate: (G: TableState<State, Options> | TableView<View, Spectator>, _ctx: Ctx, playerID: string) => {
        try {
          if (!isPlainObject(G)) return [];
          if ('state' in G && !isOwnTable(G)) return [];
          const table = 'state' in G ? tableView(module, options, G as TableState<State, Options>, playerID) : (G as TableView<View, Spectator>);
          if (table.seat === null || String(table.seat) !== playerID || !isPlainObject(table.view) || !('viewer' in table.view)) return [];
          return module.legalMovesForView(table.view as View).map((move) => ({ move: PLAY_MOVE, args: [move] }));
        } catch {
          return [];
        }
      },
    },
  };
}
