import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { randomIntInPlace, seedRng, type MutableRngState } from 'tessera-engine';
import { fast, playerView, setup, unwrap, WILD, type TesseraSimulator, type TileKind } from 'tessera-engine/tessera';
import { tesseraArbitraries } from 'tessera-engine/testing';
import { runs } from '../helpers/runs.js';

/**
 * The fast path keeps each simulator's grey-wall geometry and updates it as the rules write the wall in place
 * (src/tessera/rules/grey-wall.ts). Its answers are compared here with those of a JSON copy of the same
 * simulator, whose walls are new arrays with no kept geometry, so they are read afresh from their slots.
 */

/** What a step of the property does to the simulator before the generators are compared. */
interface Step {
  kind: 'play' | 'clone' | 'round-trip' | 'view' | 'determinize' | 'edit';
  pick: number;
}

const stepArb: fc.Arbitrary<Step> = fc.record({
  // Mostly moves, so that games reach their tiling and their end.
  kind: fc.constantFrom<Step['kind']>('play', 'play', 'play', 'play', 'play', 'play', 'clone', 'round-trip', 'view', 'determinize', 'edit'),
  pick: fc.nat(),
});

/** A copy that shares nothing with the simulator, built from its JSON alone: its walls have no kept geometry. */
const uncached = (simulator: TesseraSimulator): TesseraSimulator => JSON.parse(JSON.stringify(simulator)) as TesseraSimulator;

/** The legal codes the fast path lists for a simulator (or for any state its holder owns). */
function codesOf(simulator: TesseraSimulator): number[] {
  const buffer = new Int32Array(fast.MAX_LEGAL_MOVES);
  return Array.from(buffer.subarray(0, fast.fillLegalMoveCodes(simulator, buffer)));
}

/**
 * Puts a tile in place on an empty slot of a board's grey wall where the rules would allow it (a colour on
 * neither its row nor its column nor the row's pattern line, a wild anywhere), leaving a row with a slot to
 * spare and the pending placement's row alone, and taking the tile from the bag or the discard: an edit by the
 * simulator's holder, outside the fast path's functions, after which the state is still whole.
 */
function editWall(simulator: TesseraSimulator, pick: number): void {
  const seat = pick % simulator.players;
  const wall = simulator.boards[seat]!.wall;
  const kind = ((pick >> 2) % 6) as TileKind;
  const pool = simulator.bag[kind]! > 0 ? simulator.bag : simulator.discard;
  if (pool[kind] === 0) return;
  for (let slot = 0; slot < 25; slot++) {
    const row = ((pick >> 5) + slot) % 5;
    const column = Math.floor(slot / 5);
    const cells = wall[row]!;
    if (cells[column] !== null || cells.filter((cell) => cell === null).length < 2) continue;
    if (simulator.pending !== null && simulator.pending.seat === seat && simulator.pending.row === row) continue;
    const taken = cells.includes(kind) || wall.some((other) => other[column] === kind) || simulator.boards[seat]!.lines[row]!.colour === kind;
    if (kind !== WILD && taken) continue;
    cells[column] = kind;
    pool[kind]!--;
    return;
  }
}

/** Applies one step through the fast path's public functions, or edits a wall and makes a new simulator. */
function applyStep(simulator: TesseraSimulator, { kind, pick }: Step, rng: MutableRngState): TesseraSimulator {
  switch (kind) {
    case 'play': {
      const codes = codesOf(simulator);
      fast.playCode(simulator, codes[pick % codes.length]!);
      return simulator;
    }
    case 'clone':
      return fast.clone(simulator);
    case 'round-trip':
      return fast.fromState(fast.toState(simulator));
    case 'view':
      return unwrap(fast.fromView(unwrap(playerView(fast.toState(simulator), simulator.turn)), rng));
    case 'determinize':
      fast.determinize(simulator, rng);
      return simulator;
    case 'edit':
      editWall(simulator, pick);
      // The documented contract: after editing a simulator in place, make a new one from it.
      return fast.fromState(simulator);
  }
}

describe('the grey wall’s geometry kept per simulator', () => {
  test('no public path, nor an in-place edit followed by fromState, makes the move generator or the playout disagree with the wall read afresh', () => {
    fc.assert(
      fc.property(
        tesseraArbitraries.options().map((options) => ({ ...options, wall: 'grey' as const })),
        fc.array(stepArb, { maxLength: 200 }),
        fc.nat(),
        (options, steps, seed) => {
          const rng = [...seedRng(seed)] as MutableRngState;
          let simulator = unwrap(fast.setup(options));
          for (const step of steps) {
            if (fast.isOver(simulator)) break;
            simulator = applyStep(simulator, step, rng);
            expect(codesOf(simulator)).toEqual(codesOf(uncached(simulator)));
          }
          // The rest of the game, drawn by the playout, against the same game listed on a copy read afresh.
          const listed = uncached(simulator);
          const listedRng = [...rng] as MutableRngState;
          const moves = fast.playout(simulator, rng);
          let listedMoves = 0;
          for (let codes = codesOf(listed); codes.length > 0; codes = codesOf(listed), listedMoves++) {
            fast.playCode(listed, codes[randomIntInPlace(listedRng, codes.length)]!);
          }
          expect(moves).toBe(listedMoves);
          expect(simulator).toStrictEqual(listed);
          expect(rng).toEqual(listedRng);
        },
      ),
      { numRuns: runs(60) },
    );
  });

  test('a simulator shows nothing but the public state: its JSON, its structured clone and its keys are those of setup’s state', () => {
    fc.assert(
      fc.property(tesseraArbitraries.options(), fc.nat(), (options, seed) => {
        const simulator = unwrap(fast.setup({ ...options, wall: 'grey' }));
        const state = unwrap(setup({ ...options, wall: 'grey' }));
        expect(JSON.stringify(simulator)).toBe(JSON.stringify(state));
        expect(structuredClone(simulator)).toStrictEqual(state);
        fast.playout(simulator, [...seedRng(seed)] as MutableRngState);
        for (const board of simulator.boards) {
          expect(Reflect.ownKeys(board.wall)).toEqual(['0', '1', '2', '3', '4', 'length']);
          expect(Reflect.ownKeys(board)).toEqual(['score', 'wall', 'lines', 'floor']);
        }
        expect(structuredClone(simulator)).toStrictEqual(uncached(simulator));
      }),
      { numRuns: runs(30) },
    );
  });
});
