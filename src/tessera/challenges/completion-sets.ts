/**
 * The scoring part of the solver's bound ({@link ScoreBound}): the best score of any set of pattern lines that
 * may complete together, each with one kind and one slot, when the drafting ends.
 *
 * A set is tried only when the sources left could fill all its lines at once:
 * - in tiles: each colour's lines need at most the tiles of that colour left, and the wilds make up every
 *   colour's shortfall and fill the lines of wilds;
 * - in drafts: each line that misses tiles needs a draft of its kind or of wilds, and a kind can be drafted at
 *   most once per source that holds it, as a display's tiles reach the centre once.
 *
 * Its score relaxes only what a search would have to try:
 * - the tiling goes from the top (ruling T10), so a row's tile counts the set's tiles above it and, below it,
 *   only the tiles already on the wall; its own row holds only the wall's tiles; on the grey wall, a colour
 *   placed above takes its column from the same colour below (ruling T19);
 * - the floor gets at least what no line can take: a line of the set takes exactly what it misses, and a line
 *   outside it, which is not completed, one tile less than that at most, and only of one colour it takes and
 *   the wilds, of what the set leaves;
 * - the bonuses count every row, column and colour the set completes, none when it completes no row (ruling
 *   T18).
 *
 * The sets are tried row by row from the top, cut when even the best the rows below could add cannot beat
 * the best set found.
 *
 * @module
 */
import { isSingleColumn } from '../rules/board.js';
import { COLOUR_BONUS, COLUMN_BONUS, ROW_BONUS, floorPenalty } from '../rules/scoring.js';
import { FLOOR_SIZE, KIND_COUNT, WALL_SIZE, WILD } from '../vocabulary.js';

/** Every column of a row. */
const FULL_ROW = (1 << WALL_SIZE) - 1;

/** What a bound knows about a position before it tries the sets of lines. */
export interface LinesLeft {
  /** The tiles of each kind left in the sources. */
  readonly left: Int16Array;
  /**
   * For each kind, the most drafts of it left: one per source that holds it, as a display's tiles reach the
   * centre at most once.
   */
  readonly drafts: Int8Array;
  /** For each row, the tiles its line misses. */
  readonly needs: Int8Array;
  /** For each row, the kinds its line takes, as a bit mask (bit 5 the wilds). */
  readonly accepts: Int8Array;
  /** For row × 6 + kind, the columns the line's tile may take when it completes with that kind, or 0. */
  readonly options: Int8Array;
  /** The floor's length now, with the marker when a draft from the centre is sure to come. */
  readonly floor: number;
  /** The tiles left in the sources. */
  readonly tiles: number;
  /** The most of them the lines can take in, by the bound's other tests. */
  readonly absorbed: number;
}

/** The best score over the sets of lines that can complete together, for one challenge's wall and score. */
export class CompletionSets {
  /** For row × 5 + column, the run of the row's wall tiles through that column, the new tile included. */
  private readonly across = new Int8Array(WALL_SIZE * WALL_SIZE);
  /** For row × 5 + column, the run of wall tiles right below that slot. */
  private readonly below = new Int8Array(WALL_SIZE * WALL_SIZE);
  /** For each row of the set being scored, its tile's column as a bit, or 0 outside the set. */
  private readonly chosen = new Int8Array(WALL_SIZE);
  /** For each row of the set being scored, the kind it places. */
  private readonly chosenKind = new Int8Array(WALL_SIZE);
  /** For each colour, the tiles the set's lines of that colour miss. */
  private readonly demand = new Int16Array(WILD);
  /** For each colour, how many of the set's lines of that colour miss tiles. */
  private readonly receivers = new Int8Array(WILD);
  /** For each colour, the columns the set's rows above place it in. */
  private readonly columnsTaken = new Int8Array(WILD);
  /** For each row, every slot its line may take. */
  private readonly anySlot = new Int8Array(WALL_SIZE);
  /** For each row, the most the rows from it down can score. */
  private readonly rest = new Int16Array(WALL_SIZE + 1);
  /** The least floor penalty of any set. */
  private leastPenalty = 0;
  /** The most the bonuses can add to any set. */
  private mostBonus = 0;
  /** The rows that miss exactly one tile, as a bit mask. */
  private readonly oneShort: number = 0;
  private lines: LinesLeft | null = null;
  private best = 0;

  /**
   * @param score - the board's score.
   * @param filled - each row's filled columns, as a bit mask.
   * @param onWall - how many tiles of each colour the wall holds.
   */
  constructor(
    private readonly score: number,
    private readonly filled: readonly number[],
    private readonly onWall: readonly number[],
  ) {
    for (let row = 0; row < WALL_SIZE; row++) {
      const empty = ~filled[row]! & FULL_ROW;
      if (isSingleColumn(empty)) this.oneShort |= 1 << row;
      for (let column = 0; column < WALL_SIZE; column++) {
        let run = 1;
        for (let c = column - 1; c >= 0 && filled[row]! & (1 << c); c--) run++;
        for (let c = column + 1; c < WALL_SIZE && filled[row]! & (1 << c); c++) run++;
        this.across[row * WALL_SIZE + column] = run;
        let down = 0;
        for (let r = row + 1; r < WALL_SIZE && filled[r]! & (1 << column); r++) down++;
        this.below[row * WALL_SIZE + column] = down;
      }
    }
  }

  /** The best final score over every set of lines the tiles left can complete together. */
  bestScore(lines: LinesLeft): number {
    this.lines = lines;
    this.best = 0;
    this.demand.fill(0);
    this.columnsTaken.fill(0);
    this.prepareCuts(lines);
    this.receivers.fill(0);
    this.visit(0, 0, 0, 0);
    return this.best;
  }

  /**
   * Prepares the cuts of {@link CompletionSets.visit}: the most the rows from each row down can add, each
   * with any of its slots under every slot above, the least floor penalty, and the most the bonuses can add.
   */
  private prepareCuts(lines: LinesLeft): void {
    const { options, floor, tiles, absorbed } = lines;
    const any = this.anySlot;
    for (let row = 0; row < WALL_SIZE; row++) {
      let slots = 0;
      for (let kind = 0; kind < KIND_COUNT; kind++) slots |= options[row * KIND_COUNT + kind]!;
      any[row] = slots;
    }
    this.chosen.set(any);
    this.rest[WALL_SIZE] = 0;
    for (let row = WALL_SIZE - 1; row >= 0; row--) this.rest[row] = this.rest[row + 1]! + this.pointsOf(row, any[row]!);
    this.chosen.fill(0);
    this.leastPenalty = floorPenalty(Math.min(FLOOR_SIZE, floor + Math.max(0, tiles - absorbed)));
    let fullRows = 0;
    let columns = FULL_ROW;
    for (let row = 0; row < WALL_SIZE; row++) {
      const cells = this.filled[row]! | any[row]!;
      if (cells === FULL_ROW && this.oneShort & (1 << row)) fullRows++;
      columns &= cells;
    }
    let bonus = 0;
    if (fullRows > 0) {
      bonus = fullRows * ROW_BONUS;
      for (let column = 0; column < WALL_SIZE; column++) if (columns & (1 << column)) bonus += COLUMN_BONUS;
      for (let colour = 0; colour < WILD; colour++) {
        let count = this.onWall[colour]!;
        for (let row = 0; row < WALL_SIZE; row++) if (options[row * KIND_COUNT + colour] !== 0) count++;
        if (count >= WALL_SIZE) bonus += COLOUR_BONUS;
      }
    }
    this.mostBonus = bonus;
  }

  /**
   * Tries every choice for the rows from `row` down, given the choices above: a kind and one of its slots, or
   * none. The wilds make up what the colours lack, in tiles and in drafts: each line that misses tiles needs
   * a draft, and a colour cannot be drafted more often than the sources that hold it.
   */
  private visit(row: number, wildsNeeded: number, wildDraftsNeeded: number, points: number): void {
    if (row === WALL_SIZE) {
      this.scoreSet(wildsNeeded, points);
      return;
    }
    if (Math.max(0, this.score + points + this.rest[row]! - this.leastPenalty) + this.mostBonus <= this.best) return;
    const { left, drafts, needs, options } = this.lines!;
    const need = needs[row]!;
    const { demand, receivers } = this;
    const fed = need > 0 ? 1 : 0;
    for (let kind = 0; kind < KIND_COUNT; kind++) {
      const slots = options[row * KIND_COUNT + kind]!;
      if (slots === 0) continue;
      let extra = need;
      let extraDrafts = fed;
      if (kind !== WILD) {
        extra = shortfallAdded(demand[kind]!, left[kind]!, need);
        extraDrafts = shortfallAdded(receivers[kind]!, drafts[kind]!, fed);
        demand[kind]! += need;
        receivers[kind]! += fed;
      }
      if (wildsNeeded + extra <= left[WILD]! && wildDraftsNeeded + extraDrafts <= drafts[WILD]!) {
        this.chosenKind[row] = kind;
        // On the grey wall, a colour placed above takes its column from the same colour below (ruling T19).
        const free = kind === WILD ? slots : slots & ~this.columnsTaken[kind]!;
        for (let column = 0; column < WALL_SIZE; column++) {
          const bit = 1 << column;
          if ((free & bit) === 0) continue;
          this.chosen[row] = bit;
          if (kind !== WILD) this.columnsTaken[kind]! |= bit;
          this.visit(row + 1, wildsNeeded + extra, wildDraftsNeeded + extraDrafts, points + this.pointsOf(row, bit));
          if (kind !== WILD) this.columnsTaken[kind]! &= ~bit;
        }
      }
      if (kind !== WILD) {
        demand[kind]! -= need;
        receivers[kind]! -= fed;
      }
    }
    this.chosen[row] = 0;
    // A full line may still miss its slot, on the grey wall, when a tile above takes it.
    this.visit(row + 1, wildsNeeded, wildDraftsNeeded, points);
  }

  /** The most a tile placed in a row scores, in one of `slots`, under the set's slots above it. */
  private pointsOf(row: number, slots: number): number {
    let best = 0;
    for (let column = 0; column < WALL_SIZE; column++) {
      const bit = 1 << column;
      if ((slots & bit) === 0) continue;
      const across = this.across[row * WALL_SIZE + column]!;
      let down = 1 + this.below[row * WALL_SIZE + column]!;
      for (let r = row - 1; r >= 0 && (this.filled[r]! | this.chosen[r]!) & bit; r--) down++;
      best = Math.max(best, across > 1 && down > 1 ? across + down : Math.max(across, down));
    }
    return best;
  }

  /**
   * The most tiles the lines can take in when the set now chosen completes: each of its lines exactly what it
   * misses, and each other line, which is not completed, one tile less than that at most, and only of one
   * colour it takes and the wilds, of what the set leaves.
   */
  private setTakes(wildsNeeded: number): number {
    const { left, needs, accepts } = this.lines!;
    const wildsLeft = left[WILD]! - wildsNeeded;
    let takes = 0;
    for (let row = 0; row < WALL_SIZE; row++) {
      const need = needs[row]!;
      if (this.chosen[row] !== 0) takes += need;
      else if (need > 1) {
        let most = 0;
        for (let colour = 0; colour < WILD; colour++) {
          if (accepts[row]! & (1 << colour)) most = Math.max(most, left[colour]! - this.demand[colour]!);
        }
        takes += Math.min(need - 1, wildsLeft + most);
      }
    }
    return takes;
  }

  /** Scores the set now chosen, and keeps the best. */
  private scoreSet(wildsNeeded: number, points: number): void {
    const { floor, tiles, absorbed } = this.lines!;
    const spaces = Math.min(FLOOR_SIZE, floor + Math.max(0, tiles - Math.min(absorbed, this.setTakes(wildsNeeded))));
    let total = Math.max(0, this.score + points - floorPenalty(spaces));
    let fullRows = 0;
    let columns = FULL_ROW;
    for (let row = 0; row < WALL_SIZE; row++) {
      const cells = this.filled[row]! | this.chosen[row]!;
      // One tile a round fills a row only when the row misses exactly one.
      if (cells === FULL_ROW && this.oneShort & (1 << row)) fullRows++;
      columns &= cells;
    }
    if (fullRows > 0) {
      total += fullRows * ROW_BONUS;
      for (let column = 0; column < WALL_SIZE; column++) if (columns & (1 << column)) total += COLUMN_BONUS;
      for (let colour = 0; colour < WILD; colour++) {
        let count = this.onWall[colour]!;
        for (let row = 0; row < WALL_SIZE; row++) if (this.chosen[row] !== 0 && this.chosenKind[row] === colour) count++;
        if (count >= WALL_SIZE) total += COLOUR_BONUS;
      }
    }
    if (total > this.best) this.best = total;
  }
}

/** How much more a demand exceeds a supply once `added` is added to it. */
function shortfallAdded(demand: number, supply: number, added: number): number {
  return Math.max(0, demand + added - supply) - Math.max(0, demand - supply);
}
