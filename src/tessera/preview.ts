/**
 * Helpers for front-ends that show a draft before it is made and group the drafts for a pick-then-place UI.
 *
 * @module
 */
import { err, ok, type Result } from '../core/result.js';
import { beginWriteInPlace } from '../core/writer.js';
import { allowedColumns, isLineFull, placedKind } from './board.js';
import { cloneState } from './clone.js';
import { CENTRE_SOURCE, destinationIndex, draft } from './draft.js';
import type { TesseraEvent } from './events.js';
import { tesseraGame } from './game.js';
import { floorPenalty, placementPoints } from './scoring.js';
import type { Destination, DraftMove, Source, TesseraErrorCode, TesseraPosition, TesseraState } from './types.js';
import { WALL_SIZE, type TileKind } from './vocabulary.js';

/** What a draft would do, before it is made. */
export interface DraftPreview {
  /** Tiles that would go to the chosen pattern line. */
  readonly toLine: number;
  /** Tiles that would go to the floor line. */
  readonly toFloor: number;
  /** Tiles that would go to the discard, because the floor is full (ruling T8). */
  readonly toDiscard: number;
  /** Whether the draft would take the first-player marker, which takes a floor space too. */
  readonly takesMarker: boolean;
  /** The floor penalty before and after the draft (ruling T12). */
  readonly penaltyBefore: number;
  /** The floor penalty after the draft. */
  readonly penaltyAfter: number;
  /** Whether the chosen line would be full. */
  readonly fillsLine: boolean;
  /** The wall points the full line would score if the round were tiled now, at its best slot; else `null`. */
  readonly wallPoints: number | null;
}

/**
 * Previews a draft: where its tiles would land and what it would cost. It plays the draft with the engine's
 * own drafting rule on a copy, so the preview cannot disagree with the move.
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
 * console.log(unwrap(previewDraft(state, draftMove(0, 0, 2, 0)))); // => { toLine: 1, toFloor: 1, toDiscard: 0, takesMarker: false, penaltyBefore: 0, penaltyAfter: 1, fillsLine: true, wallPoints: 1 }
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
  const board = copy.boards[player]!;
  const line = destination === 'floor' ? null : board.lines[destination]!;
  const fillsLine = destination !== 'floor' && isLineFull(line!, destination);
  let wallPoints: number | null = null;
  if (fillsLine) {
    const columns = allowedColumns(board.wall, position.rules.wall, destination, placedKind(line!));
    for (let column = 0; column < WALL_SIZE; column++)
      if (columns & (1 << column)) wallPoints = Math.max(wallPoints ?? 0, placementPoints(board.wall, destination, column));
  }
  return ok({
    toLine: placed('line'),
    toFloor: placed('floor'),
    toDiscard: placed('discard'),
    takesMarker: events.some((event) => event.type === 'marker-taken'),
    penaltyBefore: floorPenalty(position.boards[player]!.floor.length),
    penaltyAfter: floorPenalty(board.floor.length),
    fillsLine,
    wallPoints,
  });
}

/** One "take" of a pick-then-place UI: a source and a kind, with every destination it may go to. */
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
 * second: the opening's 126 moves of a two-player game become about 21 takes.
 *
 * @param position - a state or the acting player's view, in the drafting phase.
 *
 * @example
 * ```ts
 * import { setup, takeChoices, unwrap } from 'tessera-engine/tessera';
 *
 * const [first] = takeChoices(unwrap(setup({ players: 2, seed: 'doc' })));
 * console.log(first); // => { source: 0, kind: 2, count: 2, destinations: [ 0, 1, 2, 3, 4, 'floor' ] }
 * ```
 */
export function takeChoices(position: TesseraPosition): TakeChoice[] {
  const choices: { source: Source; kind: TileKind; count: number; destinations: Destination[] }[] = [];
  for (const move of tesseraGame.legalMoves(position)) {
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
