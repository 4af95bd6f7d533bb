/**
 * Helpers for front-ends that show a draft before it is made and group the drafts for a pick-then-place UI.
 *
 * @module
 */
import { err, ok, type Result } from '../../core/result.js';
import { beginWriteInPlace } from '../../core/writer.js';
import { columnsOf, isLineFull } from '../rules/board.js';
import { cloneState, type MutableTesseraState } from '../loading/clone.js';
import { CENTRE_SOURCE, destinationIndex, draft } from '../rules/draft.js';
import type { TesseraEvent } from '../rules/events.js';
import { tesseraGame } from '../game.js';
import { floorPenalty, placementPoints } from '../rules/scoring.js';
import { tileBoard } from '../rules/tiling.js';
import type { Destination, DraftMove, Source, TesseraErrorCode, TesseraPosition, TesseraState, TesseraView } from '../types.js';
import type { TileKind } from '../vocabulary.js';

/**
 * A wall slot that a full line's tile may take, and the points it would score there.
 *
 * @example
 * ```ts
 * import { BUILT_IN_CHALLENGES, WILD, draftMove, previewDraft, startChallenge, unwrap, type SlotPoints } from 'tessera-engine/tessera';
 *
 * const state = unwrap(startChallenge(BUILT_IN_CHALLENGES[0]!));
 * // Two Wild Shards fill line 1, and a line of wilds only may take any slot of its row.
 * const { tiling } = unwrap(previewDraft(state, draftMove(0, 0, WILD, 1)));
 * const slots: readonly SlotPoints[] = tiling?.type === 'choose' ? tiling.slots : [];
 * const best = slots.reduce((a, b) => (b.points > a.points ? b : a));
 * console.log(slots.length, best); // => 5 { column: 4, points: 2 }
 * ```
 */
export interface SlotPoints {
  /** The wall column. */
  readonly column: number;
  /** The points the tile would score in it (ruling T11). */
  readonly points: number;
}

/**
 * What the round's tiling would do with a full pattern line if the round were tiled right after the draft,
 * every other line as it is then. The tiling places the owner's full lines from the top (ruling T10), so the
 * lines above this one are placed first, and their tiles count in its points.
 *
 * - `placed`: the tile has one slot, `column`, and scores `points` there.
 * - `choose`: the owner must choose among several slots (a line of wilds only, or the grey wall), and each
 *   would score its `points`.
 * - `after-choice`: the owner must first choose a slot for the full line in `row`, above this one, and that
 *   choice decides where this line may go and what it scores.
 * - `dropped`: the tile has no slot left, since a line above takes the last one (the grey wall only): the
 *   line goes to the floor (ruling T19).
 *
 * @example
 * ```ts
 * import { BUILT_IN_CHALLENGES, WILD, draftMove, previewDraft, startChallenge, unwrap, type LineTiling } from 'tessera-engine/tessera';
 *
 * function describeTiling(tiling: LineTiling | null): string {
 *   if (tiling === null) return 'the line is not full yet';
 *   switch (tiling.type) {
 *     case 'placed': return `column ${tiling.column} for ${tiling.points}`;
 *     case 'choose': return `choose: ${tiling.slots.map((slot) => `${slot.column} for ${slot.points}`).join(', ')}`;
 *     case 'after-choice': return `after the choice for row ${tiling.row}`;
 *     case 'dropped': return 'no slot: to the floor';
 *   }
 * }
 * const state = unwrap(startChallenge(BUILT_IN_CHALLENGES[0]!));
 * // Display 0's blue completes line 4; its two Wild Shards fill line 1.
 * console.log(describeTiling(unwrap(previewDraft(state, draftMove(0, 0, 0, 4))).tiling)); // => column 4 for 1
 * console.log(describeTiling(unwrap(previewDraft(state, draftMove(0, 0, WILD, 1))).tiling)); // => choose: 0 for 1, 1 for 1, 2 for 1, 3 for 1, 4 for 2
 * ```
 */
export type LineTiling =
  | {
      /** The line's tile has one slot. */
      readonly type: 'placed';
      /** The slot's column. */
      readonly column: number;
      /** The points it scores there (ruling T11). */
      readonly points: number;
    }
  | {
      /** The owner must choose the slot. */
      readonly type: 'choose';
      /** Every slot the owner may choose, left to right, with its points. */
      readonly slots: readonly SlotPoints[];
    }
  | {
      /** The owner's choice for a line above decides. */
      readonly type: 'after-choice';
      /** The row of the line above whose slot the owner must choose first. */
      readonly row: number;
    }
  | {
      /** The line has no slot left and goes to the floor. */
      readonly type: 'dropped';
    };

/**
 * What a draft would do, before it is made.
 *
 * @example
 * ```ts
 * import { applyMove, draftMove, previewDraft, setup, unwrap, type DraftPreview } from 'tessera-engine/tessera';
 *
 * const opening = unwrap(setup({ players: 2, seed: 'doc' }));
 * const state = unwrap(applyMove(opening, draftMove(0, 0, 2, 0))).state;
 * // Seat 1 takes the white left in the centre, and with it the first-player marker.
 * const preview: DraftPreview = unwrap(previewDraft(state, draftMove(1, 'centre', 4, 0)));
 * console.log(preview.toLine, preview.toFloor, preview.takesMarker, preview.penaltyBefore, preview.penaltyAfter); // => 1 0 true 0 1
 * console.log(preview.fillsLine, preview.wallPoints); // => true 1
 * ```
 */
export interface DraftPreview {
  /** Tiles that would go to the chosen pattern line. */
  readonly toLine: number;
  /** Tiles that would go to the floor line. */
  readonly toFloor: number;
  /** Tiles that would go to the discard, because the floor is full (ruling T8). */
  readonly toDiscard: number;
  /** Whether the draft would take the first-player marker, which takes a floor space too. */
  readonly takesMarker: boolean;
  /** The floor penalty before the draft (ruling T12). */
  readonly penaltyBefore: number;
  /** The floor penalty after the draft, before any tiling. */
  readonly penaltyAfter: number;
  /** Whether the chosen line would be full. */
  readonly fillsLine: boolean;
  /**
   * What the round's tiling would do with the full line if the round were tiled right after the draft, with
   * the full lines above it placed first: see {@link LineTiling}. `null` when the line would not be full.
   */
  readonly tiling: LineTiling | null;
  /**
   * The points the line's tile would score if the round were tiled right after the draft, the full lines above
   * it placed first: exactly what the tiling scores when nothing else changes before it. `null` unless
   * `tiling` is `placed`: when the line would not be full, when its owner must choose a slot first (`tiling`
   * lists the points of each), or when it would drop to the floor.
   */
  readonly wallPoints: number | null;
}

/**
 * What the engine's own tiling does with one full line of a copy, which it changes: the owner's board is
 * tiled from the top, up to the line or to the first line that waits for the owner's choice.
 */
function tileLine(copy: MutableTesseraState, seat: number, row: number): LineTiling {
  const events: TesseraEvent[] = [];
  const choice = tileBoard(beginWriteInPlace<TesseraState>(copy), seat, events);
  if (choice !== null && choice.row < row) return { type: 'after-choice', row: choice.row };
  if (choice?.row === row) {
    const wall = copy.boards[seat]!.wall;
    return { type: 'choose', slots: columnsOf(choice.columns).map((column) => ({ column, points: placementPoints(wall, row, column) })) };
  }
  for (const event of events) {
    if (event.type === 'wall-placed' && event.row === row) return { type: 'placed', column: event.column, points: event.points };
  }
  return { type: 'dropped' };
}

/**
 * Previews a draft: where its tiles would land, what it would cost, and what the filled line would score. It
 * plays the draft with the engine's own drafting rule on a copy, then, when the line fills, the engine's own
 * tiling of the owner's board on that copy, so the preview cannot disagree with the move or with the tiling
 * of the round as it stands after the draft. (Later drafts of the round may still change the board above the
 * line, and with it the points.)
 *
 * @param position - a state or the acting player's view.
 * @param move - any value; it must be a legal draft.
 * @returns the preview, or the move's typed error (`wrong-phase` for a placement).
 *
 * @example
 * ```ts
 * import { draftMove, previewDraft, setup, unwrap } from 'tessera-engine/tessera';
 *
 * const state = unwrap(setup({ players: 2, seed: 'doc' }));
 * // Display 0 holds two reds: one fills line 0, the other falls to the floor.
 * const preview = unwrap(previewDraft(state, draftMove(0, 0, 2, 0)));
 * console.log(preview.toLine, preview.toFloor, preview.penaltyAfter, preview.wallPoints); // => 1 1 1 1
 * console.log(preview.tiling); // => { type: 'placed', column: 2, points: 1 }
 * ```
 */
export function previewDraft(position: TesseraPosition, move: unknown): Result<DraftPreview, TesseraErrorCode> {
  const checked = tesseraGame.validateMove(position, move);
  if (!checked.ok) return checked;
  if (checked.value.type !== 'draft') return err('wrong-phase', 'previewDraft: the move is a placement, not a draft');
  const { source, kind, destination, player } = checked.value;
  const copy = cloneState({ ...position, seed: '', rng: [0, 0, 0, 0] });
  const events: TesseraEvent[] = [];
  draft(beginWriteInPlace<TesseraState>(copy), source === 'centre' ? CENTRE_SOURCE : source, kind, destinationIndex(destination), events);
  const placed = (to: string) => events.reduce((sum, event) => (event.type === 'tiles-placed' && event.to === to ? sum + event.count : sum), 0);
  const floorAfter = copy.boards[player]!.floor.length;
  const fillsLine = destination !== 'floor' && isLineFull(copy.boards[player]!.lines[destination]!, destination);
  const tiling = fillsLine ? tileLine(copy, player, destination) : null;
  return ok({
    toLine: placed('line'),
    toFloor: placed('floor'),
    toDiscard: placed('discard'),
    takesMarker: events.some((event) => event.type === 'marker-taken'),
    penaltyBefore: floorPenalty(position.boards[player]!.floor.length),
    penaltyAfter: floorPenalty(floorAfter),
    fillsLine,
    tiling,
    wallPoints: tiling?.type === 'placed' ? tiling.points : null,
  });
}

/**
 * One "take" of a pick-then-place UI: a source and a kind, with every destination it may go to.
 *
 * @example
 * ```ts
 * import { draftMove, formatMove, setup, takeChoices, unwrap, type TakeChoice } from 'tessera-engine/tessera';
 *
 * const state = unwrap(setup({ players: 2, seed: 'doc' }));
 * // The player picks display 4's blues, then places them on line 2.
 * const take: TakeChoice = takeChoices(state).find((choice) => choice.source === 4 && choice.kind === 0)!;
 * console.log(take.count, take.destinations); // => 3 [ 0, 1, 2, 3, 4, 'floor' ]
 * console.log(formatMove(draftMove(0, take.source, take.kind, take.destinations[2]!))); // => 4:B>2
 * ```
 */
export interface TakeChoice {
  /** The source: a display's index or `"centre"`. */
  readonly source: Source;
  /** The kind taken. */
  readonly kind: TileKind;
  /** How many tiles it takes. */
  readonly count: number;
  /** The legal destinations, lines top to bottom, then the floor. */
  readonly destinations: readonly Destination[];
}

/**
 * Groups the legal drafts by what they take, for a UI where the player picks tiles first and places them
 * second: the opening's 126 moves of a two-player game become about 21 takes. A view lists its own seat's takes
 * only, as `legalMovesForView` does: none while another seat is to act.
 *
 * @param position - a state (the takes of the seat to act) or a seat's view, in the drafting phase.
 *
 * @example
 * ```ts
 * import { playerView, setup, takeChoices, unwrap } from 'tessera-engine/tessera';
 *
 * const state = unwrap(setup({ players: 2, seed: 'doc' }));
 * const [first] = takeChoices(state);
 * console.log(first); // => { source: 0, kind: 2, count: 2, destinations: [ 0, 1, 2, 3, 4, 'floor' ] }
 * // Seat 1 waits: its view offers nothing to take.
 * console.log(takeChoices(unwrap(playerView(state, 1)))); // => []
 * ```
 */
export function takeChoices(position: TesseraPosition | TesseraView): TakeChoice[] {
  const choices: { source: Source; kind: TileKind; count: number; destinations: Destination[] }[] = [];
  const moves = 'viewer' in position ? tesseraGame.legalMovesForView(position) : tesseraGame.legalMoves(position);
  for (const move of moves) {
    if (move.type !== 'draft') continue;
    const last = choices[choices.length - 1];
    if (last?.source === move.source && last.kind === move.kind) last.destinations.push(move.destination);
    else choices.push({ source: move.source, kind: move.kind, count: countIn(position, move), destinations: [move.destination] });
  }
  return choices;
}

function countIn(position: TesseraPosition, move: DraftMove): number {
  return (move.source === 'centre' ? position.centre : position.displays[move.source]!)[move.kind]!;
}
