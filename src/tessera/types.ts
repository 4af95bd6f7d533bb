/**
 * Tessera's data types: options, state, moves, events, views and outcomes. All are plain JSON.
 *
 * @module
 */
import type { RngState, Seed } from '../core/rng.js';
import type { BaseOutcome } from '../core/game.js';
import type { Colour, FloorItem, PlayerCount, TileKind, WALL_KINDS } from './vocabulary.js';

/** Counts of tiles indexed by kind: `[blue, yellow, red, black, white, wild]`. */
export type TileCounts = readonly number[];

/** A wall: 5 rows of 5 slots, each empty (`null`) or holding a tile kind. `wall[row][column]`. */
export type Wall = readonly (readonly (TileKind | null)[])[];

/** One pattern line. Line `i` (0-based) holds `i + 1` tiles. */
export interface PatternLine {
  /** The colour that claims the line, or `null` when it is empty or holds only wilds (ruling T7). */
  readonly colour: Colour | null;
  /** How many tiles of {@link PatternLine.colour} it holds. */
  readonly count: number;
  /** How many Wild Shards it holds. */
  readonly wilds: number;
}

/** A player's board. */
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
 * The kind of wall: `"printed"`, each colour with its own slot in every row (ruling T2), or `"grey"`, with no
 * printed colours, each colour at most once per row and per column (ruling T19).
 */
export type WallKind = (typeof WALL_KINDS)[number];

/**
 * The rules a game is played with, stored in its state. Tessera as its rulebook describes it has the Wild
 * Shards on the printed wall; the plain game (no wilds, ruling T20) and the grey wall (ruling T19) are
 * variants that front-ends opt into, alone or together.
 */
export interface TesseraRules {
  /** Whether the ten Wild Shards are in play; `false` is the plain game of 100 tiles. */
  readonly wilds: boolean;
  /** The wall's kind. */
  readonly wall: WallKind;
  /**
   * Set only in a solo challenge (ruling T18): a one-player game of one round, with no bag draws, that ends
   * after its tiling. See `startChallenge`.
   */
  readonly challenge?: ChallengeRules;
}

/**
 * The star thresholds of a solo challenge (ruling T18): the final score that earns each star. `three` is the
 * best final score the challenge allows, as the exact solver proves it.
 */
export interface StarThresholds {
  /** The score that earns one star. */
  readonly one: number;
  /** The score that earns two stars; above `one`. */
  readonly two: number;
  /** The score that earns three stars: the challenge's optimum; above `two`. */
  readonly three: number;
}

/**
 * What a game's rules record of the solo challenge it plays (ruling T18): its id, for a front-end to name it,
 * and its star thresholds, which the outcome reads.
 */
export interface ChallengeRules {
  /** The challenge's id. */
  readonly id: string;
  /** The scores that earn one, two and three stars. */
  readonly stars: StarThresholds;
}

/**
 * Why a game ended: a wall row was completed (ruling T13), no round could be played (ruling T16), or a solo
 * challenge's one round was played without completing a row (ruling T18).
 */
export type EndReason = 'row-completed' | 'stalemate' | 'challenge-ended';

/** A game's phase: drafting tiles, waiting for a placement choice during the tiling, or over. */
export type TesseraPhase = 'drafting' | 'tiling' | 'over';

/** The end-of-game bonuses of one wall (ruling T14). */
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

/** A complete Tessera state: the position plus its secrets, the seed and the generator. Plain JSON. */
export interface TesseraState extends TesseraPosition {
  /** The seed the game was set up with. */
  readonly seed: Seed;
  /** The generator's state; every random draw advances it. */
  readonly rng: RngState;
}

/** What one player may see. Tessera hides only the seed and the generator, which would predict the bag. */
export interface TesseraView extends TesseraPosition {
  /** The seat this view was made for. */
  readonly viewer: number;
}

/** A source to draft from: a display's index, or the centre. */
export type Source = number | 'centre';

/** Where drafted tiles go: a pattern line's index (0 to 4), or the floor. */
export type Destination = number | 'floor';

/** Drafting: take every tile of one kind from one source and place them (ruling T5). */
export interface DraftMove {
  /** Always `"draft"`. */
  readonly type: 'draft';
  /** The seat making the move; it must be the seat to act. */
  readonly player: number;
  /** The display's index, or `"centre"`. */
  readonly source: Source;
  /** The kind to take: a colour's code or {@link WILD}. */
  readonly kind: TileKind;
  /** A pattern line's index (0 to 4), or `"floor"`. */
  readonly destination: Destination;
}

/** Tiling: choose the wall column of the pending placement (ruling T10). */
export interface PlaceMove {
  /** Always `"place"`. */
  readonly type: 'place';
  /** The seat making the choice. */
  readonly player: number;
  /** A column of the pending row that may take the pending kind. */
  readonly column: number;
}

/** A Tessera move. */
export type TesseraMove = DraftMove | PlaceMove;

/** Options for {@link setup}. */
export interface TesseraOptions {
  /** 2, 3 or 4. */
  readonly players: number;
  /**
   * Any string or safe integer. Without one, setup picks a random seed and records it in the state, so the
   * game can still be replayed from `state.seed`.
   */
  readonly seed?: Seed;
  /** The seat that starts round 1 (ruling T3). Default 0. */
  readonly startingSeat?: number;
  /** Whether the ten Wild Shards are in play. Default `true`; `false` plays the plain game (ruling T20). */
  readonly wilds?: boolean;
  /** The wall to play on. Default `"printed"`; `"grey"` is the grey-wall variant (ruling T19). */
  readonly wall?: WallKind;
}

/** A finished game's result. */
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

/**
 * The stable error codes of the Tessera module. The three refusals of a draft's line are the same on both
 * walls: `line-full`, `line-claimed`, and `wall-slot-taken` when the line's row has no slot left for the
 * colour (on the printed wall its printed slot is filled; on the grey wall the row holds the colour already, or
 * none of its empty columns lacks it).
 */
export type TesseraErrorCode =
  | 'invalid-options'
  | 'invalid-state'
  | 'invalid-challenge'
  | 'not-a-challenge'
  | 'search-stopped'
  | 'malformed-move'
  | 'game-over'
  | 'wrong-phase'
  | 'wrong-player'
  | 'no-such-display'
  | 'kind-not-in-source'
  | 'line-full'
  | 'line-claimed'
  | 'wall-slot-taken'
  | 'column-not-allowed'
  | 'invalid-seat';
