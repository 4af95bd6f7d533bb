/**
 * An admissible bound for the solver: a final score that no future of a drafting position can beat. It
 * relaxes the rules in the player's favour:
 * - a line may still be completed when the tiles left of its colour (or of any colour its row takes, for a
 *   line with none) plus every wild left would fill it;
 * - the floor gets at least the marker, when a draft from the centre is still sure to come, and every tile
 *   that no line could hold even so: each group of a source (the tiles of one kind, which are drafted
 *   together) beyond the room of the largest line that takes its kind, and then what the lines cannot take of
 *   the rest, by the supply-and-demand (Hall) deficiency over the cheap sets of kinds;
 * - the points, the rest of the floor and the bonuses are those of the best set of lines that may complete
 *   together ({@link CompletionSets}), each set scored in the player's favour.
 *
 * The score of the sets depends on little of the position (the supply, the sources of each kind, the lines,
 * the floor), so it is computed once for all the positions that share it.
 *
 * @module
 */
import { trustedAllowedColumns, trustedLineCapacity, emptyColumnMask } from '../rules/board.js';
import type { TesseraPosition, Wall, WallKind } from '../types.js';
import { KIND_COUNT, WALL_SIZE, WILD } from '../vocabulary.js';
import { CompletionSets } from './completion-sets.js';
import { DRAFT_KEY_WORDS, type DraftModel, type DraftPosition } from './draft-model.js';
import { PositionTable } from './position-table.js';

/** The bound of one challenge's drafting positions; the wall and the score are the root's. */
export class ScoreBound {
  /** For row × 6 + kind, the columns a tile of that kind may take in that row. */
  private readonly slots: number[];
  /** The scores of the sets of lines that may complete together. */
  private readonly sets: CompletionSets;
  private readonly left = new Int16Array(KIND_COUNT);
  /** For each kind, the sources that hold it. */
  private readonly drafts = new Int8Array(KIND_COUNT);
  /** For each kind, the room of the lines that take it. */
  private readonly room = new Int16Array(KIND_COUNT);
  /** For each row, the tiles its line misses, for {@link CompletionSets}. */
  private readonly lineNeeds = new Int8Array(WALL_SIZE);
  /** For row × 6 + kind, the columns the line's tile may take if it completes with that kind, or 0. */
  private readonly options = new Int8Array(WALL_SIZE * KIND_COUNT);
  /** The sets' scores already computed, by what they depend on. */
  private readonly known = new PositionTable();
  private readonly key = new Int32Array(DRAFT_KEY_WORDS);
  /** For each row, the kinds its line takes, as a bit mask. */
  private readonly accepts = new Int8Array(WALL_SIZE);
  /** For each row, the tiles its line misses. */
  private readonly needs = new Int8Array(WALL_SIZE);
  /** For each kind, the tiles the lines may take of it, each group capped by the largest line. */
  private readonly supply = new Int16Array(KIND_COUNT);

  /** @param root - a drafting position of a challenge. */
  constructor(root: TesseraPosition) {
    const board = root.boards[0]!;
    const wall: Wall = board.wall;
    const wallKind: WallKind = root.rules.wall;
    this.slots = [];
    for (let row = 0; row < WALL_SIZE; row++)
      for (let kind = 0; kind < KIND_COUNT; kind++) this.slots.push(trustedAllowedColumns(wall, wallKind, row, kind as 0));
    const onWall = [0, 0, 0, 0, 0];
    for (const cells of wall) for (const cell of cells) if (cell !== null && cell !== WILD) onWall[cell]!++;
    this.sets = new CompletionSets(
      board.score,
      wall.map((_, row) => ~emptyColumnMask(wall, row) & 31),
      onWall,
    );
  }

  /** A final score that no future of the position beats. */
  of(model: DraftModel, position: DraftPosition): number {
    const left = this.left;
    left.fill(0);
    const drafts = this.drafts;
    drafts.fill(0);
    let tilesLeft = 0;
    let markerSure = position[model.marker] === 1 && this.countCentre(model, position) > 0;
    for (let source = 0; source <= model.displays; source++) {
      let kinds = 0;
      for (let kind = 0; kind < KIND_COUNT; kind++) {
        const count = position[source * KIND_COUNT + kind]!;
        left[kind]! += count;
        if (count > 0) drafts[kind]!++;
        tilesLeft += count;
        if (count > 0) kinds++;
      }
      // A display of two kinds or more sends tiles to the centre, which someone must then draft.
      if (source < model.displays && kinds > 1 && position[model.marker] === 1) markerSure = true;
    }
    const room = this.room;
    room.fill(0);
    const needs = this.lineNeeds;
    const options = this.options;
    options.fill(0);
    let absorbed = 0;
    for (let row = 0; row < WALL_SIZE; row++) {
      const at = model.lines + 3 * row;
      const colour = position[at]!;
      const need = trustedLineCapacity(row) - position[at + 1]! - position[at + 2]!;
      needs[row] = need;
      room[WILD]! += need;
      if (colour !== -1) {
        if (model.rowTakes[row * KIND_COUNT + colour]) room[colour]! += need;
        const available = model.rowTakes[row * KIND_COUNT + colour] ? left[colour]! + left[WILD]! : left[WILD]!;
        absorbed += Math.min(need, available);
        if (available >= need) options[row * KIND_COUNT + colour] = this.slots[row * KIND_COUNT + colour]!;
      } else {
        let available = left[WILD]!;
        if (left[WILD]! >= need) options[row * KIND_COUNT + WILD] = this.slots[row * KIND_COUNT + WILD]!;
        for (let kind = 0; kind < WILD; kind++) {
          if (!model.rowTakes[row * KIND_COUNT + kind]) continue;
          room[kind]! += need;
          available = Math.max(available, left[kind]! + left[WILD]!);
          if (left[kind]! + left[WILD]! >= need) options[row * KIND_COUNT + kind] = this.slots[row * KIND_COUNT + kind]!;
        }
        absorbed += Math.min(need, available);
      }
    }
    // Each kind fills at most the room of the lines that take it.
    let absorbedByKind = 0;
    for (let kind = 0; kind < KIND_COUNT; kind++) absorbedByKind += Math.min(left[kind]!, room[kind]!);
    absorbed = Math.min(absorbed, absorbedByKind, this.mostTheLinesTake(model, position));
    const floor = position[model.floor]! + (markerSure ? 1 : 0);
    // The sets' score depends on the supply, the lines' colours and needs, the floor and what the lines
    // take in alone: many positions share them, so each is computed once.
    const key = this.key;
    key[0] = left[0]! | (left[1]! << 5) | (left[2]! << 10) | (left[3]! << 15) | (left[4]! << 20) | (left[5]! << 25);
    let lines = 0;
    for (let row = 0; row < WALL_SIZE; row++) lines |= ((position[model.lines + 3 * row]! + 1) * 6 + needs[row]!) << (6 * row);
    key[1] = lines;
    let sources = 0;
    // Five drafts of a kind are as many as five lines can use.
    for (let kind = 0; kind < KIND_COUNT; kind++) sources |= Math.min(drafts[kind]!, WALL_SIZE) << (3 * kind);
    key[2] = floor | (absorbed << 4) | (sources << 10);
    const known = this.known.get(key);
    if (known >= 0) return known;
    const score = this.sets.bestScore({ left, drafts, needs, accepts: this.accepts, options, floor, tiles: tilesLeft, absorbed });
    this.known.set(key, score);
    return score;
  }

  /**
   * The most tiles the lines can still take in, by the max-flow min-cut theorem: for a set S of kinds, the
   * tiles of the kinds outside S plus the room of the lines that take a kind of S, over the empty set and the
   * sets of one kind (every set would be tighter, but costs the search twice its time); a group counts at most
   * the room of the largest line that takes its kind, as the rest of it must reach the floor.
   */
  private mostTheLinesTake(model: DraftModel, position: DraftPosition): number {
    const accepts = this.accepts;
    const needs = this.needs;
    const supply = this.supply;
    for (let row = 0; row < WALL_SIZE; row++) {
      const at = model.lines + 3 * row;
      needs[row] = trustedLineCapacity(row) - position[at + 1]! - position[at + 2]!;
      let mask = 0;
      if (needs[row]! > 0) {
        mask = 1 << WILD;
        const colour = position[at]!;
        for (let kind = 0; kind < WILD; kind++) if ((colour === -1 || colour === kind) && model.rowTakes[row * KIND_COUNT + kind]) mask |= 1 << kind;
      }
      accepts[row] = mask;
    }
    let present = 0;
    for (let kind = 0; kind < KIND_COUNT; kind++) {
      let largest = 0;
      for (let row = 0; row < WALL_SIZE; row++) if (accepts[row]! & (1 << kind)) largest = Math.max(largest, needs[row]!);
      let capped = 0;
      for (let source = 0; source <= model.displays; source++) capped += Math.min(position[source * KIND_COUNT + kind]!, largest);
      supply[kind] = capped;
      if (capped > 0) present |= 1 << kind;
    }
    // The cut of each set S of kinds is the tiles outside S plus the room of the lines that take a kind of
    // S; the empty set, the sets of one kind and the set of all kinds are the cheap ones.
    let most = 0;
    for (let kind = 0; kind < KIND_COUNT; kind++) most += supply[kind]!;
    let roomOfAll = 0;
    for (let row = 0; row < WALL_SIZE; row++) roomOfAll += needs[row]!;
    most = Math.min(most, roomOfAll);
    for (let kind = 0; kind < KIND_COUNT; kind++) {
      if ((present & (1 << kind)) === 0) continue;
      let cut = 0;
      for (let other = 0; other < KIND_COUNT; other++) if (other !== kind) cut += supply[other]!;
      for (let row = 0; row < WALL_SIZE; row++) if (accepts[row]! & (1 << kind)) cut += needs[row]!;
      most = Math.min(most, cut);
    }
    return most;
  }

  private countCentre(model: DraftModel, position: DraftPosition): number {
    let count = 0;
    for (let kind = 0; kind < KIND_COUNT; kind++) count += position[model.centre + kind]!;
    return count;
  }
}
