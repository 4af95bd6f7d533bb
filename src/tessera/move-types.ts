/**
 * Tessera's move types: a draft (ruling T5) and a placement (ruling T10), their parts and their union, with the
 * error codes that refuse a move or an input. Plain JSON, re-exported by `types.ts`.
 *
 * @module
 */
import type { TileKind } from './vocabulary.js';

/**
 * A source to draft from: a display's index, or the centre.
 *
 * @example
 * ```ts
 * import { legalMoves, setup, unwrap, WILD, type Source } from 'tessera-engine/tessera';
 *
 * // Where a front-end lets the player take a wild from: the sources of the legal drafts of that kind.
 * const state = unwrap(setup({ players: 2, seed: 1 }));
 * const sources = new Set<Source>(legalMoves(state).flatMap((move) => (move.type === 'draft' && move.kind === WILD ? [move.source] : [])));
 * console.log([...sources]); // => [ 0 ]
 * ```
 */
export type Source = number | 'centre';

/**
 * Where drafted tiles go: a pattern line's index (0 to 4), or the floor.
 *
 * @example
 * ```ts
 * import { applyMove, draftMove, setup, unwrap, type Destination } from 'tessera-engine/tessera';
 *
 * // Every destination of one draft: the five lines, then the floor.
 * const state = unwrap(setup({ players: 2, seed: 1 }));
 * const destinations: Destination[] = [0, 1, 2, 3, 4, 'floor'];
 * console.log(destinations.map((destination) => applyMove(state, draftMove(0, 0, 0, destination)).ok)); // => [ true, true, true, true, true, true ]
 * ```
 */
export type Destination = number | 'floor';

/**
 * Drafting: take every tile of one kind from one source and place them (ruling T5).
 *
 * @example
 * ```ts
 * import { applyMove, formatMove, setup, unwrap, type DraftMove } from 'tessera-engine/tessera';
 *
 * // A move as JSON, as a client sends it: the blue tiles of display 1 to the top line.
 * const move: DraftMove = { type: 'draft', player: 0, source: 0, kind: 0, destination: 0 };
 * const step = applyMove(unwrap(setup({ players: 2, seed: 1 })), move);
 * console.log(formatMove(move), step.ok && step.value.state.boards[0]!.lines[0]); // => 0:B>0 { colour: 0, count: 1, wilds: 0 }
 * ```
 */
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

/**
 * Tiling: choose the wall column of the pending placement (ruling T10).
 *
 * @example
 * ```ts
 * import { applyMove, greedyBot, legalMoves, playerView, setup, unwrap, type PlaceMove } from 'tessera-engine/tessera';
 *
 * // On the grey wall, each full line waits for its player to choose a column.
 * let state = unwrap(setup({ players: 2, seed: 1, wall: 'grey' }));
 * while (state.phase !== 'tiling') state = unwrap(applyMove(state, unwrap(greedyBot.chooseMove(unwrap(playerView(state, state.turn)))))).state;
 * const choices = legalMoves(state).filter((move): move is PlaceMove => move.type === 'place');
 * const last = choices.at(-1)!; // the player picks the last column
 * console.log(choices.length, last, unwrap(applyMove(state, last)).state.boards[0]!.wall[0]); // => 5 { type: 'place', player: 0, column: 4 } [ null, null, null, null, 0 ]
 * ```
 */
export interface PlaceMove {
  /** Always `"place"`. */
  readonly type: 'place';
  /** The seat making the choice. */
  readonly player: number;
  /** A column of the pending row that may take the pending kind. */
  readonly column: number;
}

/**
 * A Tessera move.
 *
 * @example
 * ```ts
 * import { legalMoves, setup, TILE_KIND_NAMES, unwrap, type TesseraMove } from 'tessera-engine/tessera';
 *
 * // A button's label for each move, narrowed on its type.
 * const label = (move: TesseraMove) =>
 *   move.type === 'place'
 *     ? `column ${move.column + 1}`
 *     : `${TILE_KIND_NAMES[move.kind]} from ${move.source === 'centre' ? 'the centre' : `display ${move.source + 1}`} to ${move.destination === 'floor' ? 'the floor' : `line ${move.destination + 1}`}`;
 * console.log(label(legalMoves(unwrap(setup({ players: 2, seed: 1 })))[0]!)); // => blue from display 1 to line 1
 * ```
 */
export type TesseraMove = DraftMove | PlaceMove;

/**
 * The stable error codes of the Tessera module. The three refusals of a draft's line are the same on both
 * walls: `line-full`, `line-claimed`, and `wall-slot-taken` when the line's row has no slot left for the
 * colour (on the printed wall its printed slot is filled; on the grey wall the row holds the colour already, or
 * none of its empty columns lacks it).
 *
 * @example
 * ```ts
 * import { draftMove, setup, unwrap, validateMove, type TesseraErrorCode } from 'tessera-engine/tessera';
 *
 * // A front-end's feedback, by code: the line refusals ask for another line, the rest is said as it is.
 * const feedback = (code: TesseraErrorCode) => (['line-full', 'line-claimed', 'wall-slot-taken'].includes(code) ? 'choose another line' : code);
 * const refused = validateMove(unwrap(setup({ players: 2, seed: 1 })), draftMove(1, 0, 0, 0));
 * console.log(refused.ok || feedback(refused.error.code)); // => wrong-player
 * ```
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
