/**
 * Tessera's data types: the state, the boards, the views and the outcome here; the options and the rules in
 * `setup-types.ts`, the moves and the error codes in `move-types.ts`, re-exported from here. All are plain JSON.
 *
 * @module
 */
import type { BaseOutcome } from '../core/game.js';
import type { RngState, Seed } from '../core/rng.js';
import type { TesseraRules } from './setup-types.js';
import type { Colour, FloorItem, PlayerCount, TileKind } from './vocabulary.js';

export type { WallKind, TesseraRules, StarThresholds, ChallengeRules, TesseraOptions } from './setup-types.js';
export type { Source, Destination, DraftMove, PlaceMove, TesseraMove, TesseraErrorCode } from './move-types.js';

/**
 * Counts of tiles indexed by kind: `[blue, yellow, red, black, white, wild]`.
 *
 * @example
 * ```ts
 * import { setup, TILE_KIND_NAMES, totalCount, unwrap, type TileCounts } from 'tessera-engine/tessera';
 *
 * // What a front-end writes under a display: its tiles by kind.
 * const label = (counts: TileCounts) => TILE_KIND_NAMES.flatMap((name, kind) => (counts[kind] ? [`${counts[kind]} ${name}`] : [])).join(', ');
 * const state = unwrap(setup({ players: 2, seed: 1 }));
 * console.log(label(state.displays[0]!), '|', totalCount(state.bag)); // => 1 blue, 1 yellow, 1 red, 1 wild | 90
 * ```
 */
export type TileCounts = readonly number[];

/**
 * A wall: 5 rows of 5 slots, each empty (`null`) or holding a tile kind. `wall[row][column]`.
 *
 * @example
 * ```ts
 * import { applyMove, greedyBot, playerView, setup, TILE_LETTERS, unwrap, type Wall } from 'tessera-engine/tessera';
 *
 * // A wall in text: a letter per tile, a dot per empty slot.
 * const rows = (wall: Wall) => wall.map((row) => row.map((kind) => (kind === null ? '.' : TILE_LETTERS[kind])).join(''));
 * let state = unwrap(setup({ players: 2, seed: 1 }));
 * while (state.round === 1) state = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, state.turn)))))).state;
 * console.log(rows(state.boards[0]!.wall)); // => [ 'B....', '..Y..', '....R', '....Y', '.....' ]
 * ```
 */
export type Wall = readonly (readonly (TileKind | null)[])[];

/**
 * One pattern line. Line `i` (0-based) holds `i + 1` tiles.
 *
 * @example
 * ```ts
 * import { applyMove, COLOUR_NAMES, greedyBot, playerView, setup, unwrap, type PatternLine } from 'tessera-engine/tessera';
 *
 * // A line's caption: what claims it, with its wilds, against its capacity.
 * const caption = ({ colour, count, wilds }: PatternLine, row: number) =>
 *   `${colour === null ? 'open' : `${count} ${COLOUR_NAMES[colour]}`}${wilds ? ` + ${wilds} wild` : ''} of ${row + 1}`;
 * let state = unwrap(setup({ players: 2, seed: 1 }));
 * for (let move = 0; move < 19; move++) state = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, state.turn)))))).state;
 * console.log(state.boards[0]!.lines.map(caption)); // => [ '1 yellow of 1', '2 blue of 2', '3 black of 3', 'open of 4', '1 black + 2 wild of 5' ]
 * ```
 */
export interface PatternLine {
  /** The colour that claims the line, or `null` when it is empty or holds only wilds (ruling T7). */
  readonly colour: Colour | null;
  /** How many tiles of {@link PatternLine.colour} it holds. */
  readonly count: number;
  /** How many Wild Shards it holds. */
  readonly wilds: number;
}

/**
 * A player's board.
 *
 * @example
 * ```ts
 * import { applyMove, greedyBot, playerView, setup, unwrap, type Board } from 'tessera-engine/tessera';
 *
 * // A scoreboard row per seat after the first round's tiling.
 * const summary = (board: Board) => ({ score: board.score, tiles: board.wall.flat().filter((slot) => slot !== null).length, floor: board.floor.length });
 * let state = unwrap(setup({ players: 2, seed: 1 }));
 * while (state.round === 1) state = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, state.turn)))))).state;
 * console.log(state.boards.map(summary)); // => [ { score: 4, tiles: 4, floor: 0 }, { score: 2, tiles: 3, floor: 0 } ]
 * ```
 */
export interface Board {
  /** The score, never below 0. */
  readonly score: number;
  /** The 5×5 wall. */
  readonly wall: Wall;
  /** The five pattern lines, top (capacity 1) to bottom (capacity 5). */
  readonly lines: readonly PatternLine[];
  /** The floor line: up to 7 items, in the order they arrived. */
  readonly floor: readonly FloorItem[];
}

/**
 * Where a round's wall tiling waits for a player to choose the wall slot of a full pattern line, because
 * more than one slot of its row may take the line's tile: a line of wilds only (ruling T10), or any line on
 * the grey wall (ruling T19).
 *
 * @example
 * ```ts
 * import { allowedColumns, applyMove, columnsOf, greedyBot, playerView, setup, unwrap, type PendingPlacement } from 'tessera-engine/tessera';
 *
 * let state = unwrap(setup({ players: 2, seed: 1, wall: 'grey' }));
 * while (state.phase !== 'tiling') state = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, state.turn)))))).state;
 * // The front-end highlights the slots the waiting seat may choose.
 * const pending: PendingPlacement = state.pending!;
 * console.log(pending, columnsOf(allowedColumns(state.boards[pending.seat]!.wall, state.rules.wall, pending.row, pending.kind))); // => { seat: 0, row: 0, kind: 0 } [ 0, 1, 2, 3, 4 ]
 * ```
 */
export interface PendingPlacement {
  /** The seat that must choose. */
  readonly seat: number;
  /** The row of the line and of the wall. */
  readonly row: number;
  /** The kind of tile to place: the line's colour, or a wild for a line of wilds only. */
  readonly kind: TileKind;
}

/**
 * Why a game ended: a wall row was completed (ruling T13), no round could be played (ruling T16), or a solo
 * challenge's one round was played without completing a row (ruling T18).
 *
 * @example
 * ```ts
 * import { fast, outcome, seedRng, unwrap, type EndReason, type MutableRngState } from 'tessera-engine/tessera';
 *
 * // The game-over screen's heading, one for each reason.
 * const headings: Record<EndReason, string> = { 'row-completed': 'A row is complete', stalemate: 'No round can be played', 'challenge-ended': 'Challenge over' };
 * const simulator = unwrap(fast.setup({ players: 2, seed: 8 }));
 * fast.playout(simulator, [...seedRng('random game')] as MutableRngState);
 * console.log(headings[outcome(fast.toState(simulator))!.reason]); // => A row is complete
 * ```
 */
export type EndReason = 'row-completed' | 'stalemate' | 'challenge-ended';

/**
 * A game's phase: drafting tiles, waiting for a placement choice during the tiling, or over.
 *
 * @example
 * ```ts
 * import { setup, unwrap, type TesseraPhase, type TesseraState } from 'tessera-engine/tessera';
 *
 * // The prompt under the board, by phase.
 * const prompt = (state: TesseraState) => {
 *   const phase: TesseraPhase = state.phase;
 *   return phase === 'over' ? 'Game over' : `Seat ${state.turn + 1}: ${phase === 'drafting' ? 'take tiles' : 'choose a column'}`;
 * };
 * console.log(prompt(unwrap(setup({ players: 2, seed: 1, startingSeat: 1 })))); // => Seat 2: take tiles
 * ```
 */
export type TesseraPhase = 'drafting' | 'tiling' | 'over';

/**
 * The end-of-game bonuses of one wall (ruling T14).
 *
 * @example
 * ```ts
 * import { applyMove, greedyBot, outcome, playerView, setup, unwrap, type BonusBreakdown } from 'tessera-engine/tessera';
 *
 * let state = unwrap(setup({ players: 2, seed: 1 }));
 * while (state.phase !== 'over') state = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, state.turn)))))).state;
 * // The final scoring's lines, per seat: 2 points a row, 7 a column, 10 a colour.
 * const line = ({ rows, columns, colours, points }: BonusBreakdown) => `${rows} rows, ${columns} columns, ${colours} colours: +${points}`;
 * console.log(outcome(state)!.bonuses.map(line)); // => [ '1 rows, 1 columns, 0 colours: +9', '3 rows, 1 columns, 0 colours: +13' ]
 * ```
 */
export interface BonusBreakdown {
  /** Full rows. */
  readonly rows: number;
  /** Full columns. */
  readonly columns: number;
  /**
   * Colours with five tiles on the wall: on the printed wall, their five printed slots; on the grey wall, five
   * tiles anywhere (ruling T19). Wilds never count for a colour.
   */
  readonly colours: number;
  /** `2 × rows + 7 × columns + 10 × colours`. */
  readonly points: number;
}

/**
 * Everything about a game that every player may see: the state without its secrets. Legal moves can be
 * listed from it alone.
 *
 * @example
 * ```ts
 * import { playerView, setup, unwrap, type TesseraPosition } from 'tessera-engine/tessera';
 *
 * // A heading that a front-end draws from a state on a server or from a view in a browser alike.
 * const heading = (position: TesseraPosition) => `Round ${position.round}, ${position.phase}: seat ${position.turn + 1} to play`;
 * const state = unwrap(setup({ players: 3, seed: 1 }));
 * console.log(heading(state) === heading(unwrap(playerView(state, 2))), heading(state)); // => true Round 1, drafting: seat 1 to play
 * ```
 */
export interface TesseraPosition {
  /** Always `"tessera"`. */
  readonly game: 'tessera';
  /** The state format's version. The loader also reads version 1, which had no `rules` and a wild-only pause. */
  readonly version: 2;
  /** The rules the game is played with. */
  readonly rules: TesseraRules;
  /** 2, 3 or 4; 1 in a solo challenge. */
  readonly players: PlayerCount | 1;
  /** The phase. */
  readonly phase: TesseraPhase;
  /** The round, from 1. */
  readonly round: number;
  /** The seat that started this round. */
  readonly firstSeat: number;
  /** The seat to act: the drafting player, or the one choosing a placement. Meaningless once over. */
  readonly turn: number;
  /** The seat that took the first-player marker this round, or `null` while it is in the centre. */
  readonly markerHolder: number | null;
  /** The factory displays' contents, by kind. */
  readonly displays: readonly TileCounts[];
  /** The centre's tiles, by kind (the marker is tracked by {@link TesseraPosition.markerHolder}). */
  readonly centre: TileCounts;
  /** The bag's tiles, by kind. It has no order: each draw picks a random tile. */
  readonly bag: TileCounts;
  /** The discard (the box lid), by kind. */
  readonly discard: TileCounts;
  /** The boards, by seat. */
  readonly boards: readonly Board[];
  /** The placement the tiling waits for, in the `tiling` phase; otherwise `null`. */
  readonly pending: PendingPlacement | null;
}

/**
 * A complete Tessera state: the position plus its secrets, the seed and the generator. Plain JSON.
 *
 * @example
 * ```ts
 * import { applyMove, legalMoves, loadState, setup, unwrap, type TesseraState } from 'tessera-engine/tessera';
 *
 * // Saved as JSON text and loaded again (checked, as untrusted input), the game goes on with the same draws.
 * const state: TesseraState = unwrap(setup({ players: 2, seed: 'saved' }));
 * const loaded: TesseraState = unwrap(loadState(JSON.parse(JSON.stringify(state))));
 * const next = (from: TesseraState) => JSON.stringify(unwrap(applyMove(from, legalMoves(from)[0])).state);
 * console.log(loaded.seed, next(loaded) === next(state)); // => saved true
 * ```
 */
export interface TesseraState extends TesseraPosition {
  /** The seed the game was set up with. */
  readonly seed: Seed;
  /** The generator's state; every random draw advances it. */
  readonly rng: RngState;
}

/**
 * What one player may see. Tessera hides only the seed and the generator, which would predict the bag.
 *
 * @example
 * ```ts
 * import { playerView, setup, unwrap, type TesseraView } from 'tessera-engine/tessera';
 *
 * const view: TesseraView = unwrap(playerView(unwrap(setup({ players: 2, seed: 'secret' })), 1));
 * console.log(view.viewer, 'seed' in view, 'rng' in view); // => 1 false false
 * ```
 */
export interface TesseraView extends TesseraPosition {
  /** The seat this view was made for. */
  readonly viewer: number;
}

/**
 * A finished game's result.
 *
 * @example
 * ```ts
 * import { applyMove, greedyBot, outcome, playerView, setup, unwrap, type TesseraOutcome } from 'tessera-engine/tessera';
 *
 * let state = unwrap(setup({ players: 2, seed: 1 }));
 * while (state.phase !== 'over') state = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, state.turn)))))).state;
 * const result: TesseraOutcome = outcome(state)!;
 * // Full rows break a tie on points (ruling T17).
 * console.log(result.reason, result.scores, result.winners, result.fullRows); // => row-completed [ 61, 75 ] [ 1 ] [ 1, 3 ]
 * ```
 */
export interface TesseraOutcome extends BaseOutcome {
  /** Why the game ended. */
  readonly reason: EndReason;
  /** Each seat's end-of-game bonuses, already included in {@link BaseOutcome.scores}. */
  readonly bonuses: readonly BonusBreakdown[];
  /** Each seat's full rows, the tie-break (ruling T17). */
  readonly fullRows: readonly number[];
  /** In a solo challenge only: the stars the final score earned, from 0 to 3 (ruling T18). */
  readonly stars?: number;
}
