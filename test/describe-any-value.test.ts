/**
 * `describeMove` and `describeEvent` word any value they are handed, as `formatMove` writes any value: a
 * front-end or a server may word a move before it validates it, or an event that came over the network.
 * Real moves and events read in full; anything else reads as "an unreadable move" or "an unreadable event",
 * never throws, and is never written to.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import * as Tessera from 'tessera-engine/tessera';
import * as Tesseris from 'tessera-engine/tesseris';
import { hostileRecipeArb, makeHostile, prototypesPolluted, watched, withThrowingGetter } from './helpers/hostile.js';
import { runs } from './helpers/runs.js';

interface Wording {
  readonly describeMove: (move: never, seatName?: (seat: number) => string, options?: { locale: 'en' | 'fr' }) => string;
  readonly describeEvent: (event: never, seatName?: (seat: number) => string, options?: { locale: 'en' | 'fr' }) => string;
}

/** The moves and events of one game played from its first legal move each time, and what it calls a non-move. */
function playedGame<State, Move, Event>(
  game: {
    setup(options: { players: number; seed: string }): { ok: true; value: State } | { ok: false };
    legalMoves(state: State): readonly Move[];
    applyMove(state: State, move: Move): { ok: true; value: { state: State; events: readonly Event[] } } | { ok: false };
  },
  players: number,
): { moves: Move[]; events: Event[] } {
  const started = game.setup({ players, seed: 'describe any value' });
  if (!started.ok) throw new Error('setup failed');
  let state = started.value;
  const moves: Move[] = [];
  const events: Event[] = [];
  for (let step = 0; step < 400; step++) {
    const legal = game.legalMoves(state);
    if (legal.length === 0) break;
    const move = legal[step % legal.length]!;
    const applied = game.applyMove(state, move);
    if (!applied.ok) throw new Error('a legal move was refused');
    moves.push(move);
    events.push(...applied.value.events);
    state = applied.value.state;
  }
  return { moves, events };
}

const GAMES = [
  {
    name: 'Tessera',
    wording: Tessera as unknown as Wording,
    ...playedGame(Tessera, 3),
    notMove: { type: 'draft', player: 0, source: 0, kind: 9, destination: 0 },
  },
  { name: 'Tesseris', wording: Tesseris as unknown as Wording, ...playedGame(Tesseris, 3), notMove: { type: 'steal', player: 0, from: 7 } },
] as const;

/** Values that are no move and no event of either game. */
const NOT_DATA: readonly unknown[] = [null, undefined, 3, 'draw-main', Symbol('move'), 10n, [], {}, { type: 'no-such-type' }, () => 'move'];

describe.each(GAMES)('$name: describeMove and describeEvent word any value', ({ wording, moves, events, notMove }) => {
  const kinds = new Set(events.map((event) => (event as { type: string }).type));

  test('every real move and event reads in full, in both languages', () => {
    expect(kinds.size).toBeGreaterThan(5);
    for (const locale of ['en', 'fr'] as const) {
      for (const text of [
        ...moves.map((move) => wording.describeMove(move as never, undefined, { locale })),
        ...events.map((event) => wording.describeEvent(event as never, undefined, { locale })),
      ]) {
        expect(text).not.toMatch(/illisible|unreadable|\{|undefined|NaN/);
      }
    }
  });

  test('a value that is no move or no event reads as unreadable, in the language asked for', () => {
    const shapeless = [...NOT_DATA, withThrowingGetter(moves[0]!, 'type'), withThrowingGetter(events[0]!, 'type')];
    for (const value of [...shapeless, notMove, { ...moves[0]!, extra: 1 }]) {
      expect(wording.describeMove(value as never)).toBe('an unreadable move');
      expect(wording.describeMove(value as never, undefined, { locale: 'fr' })).toBe('un coup illisible');
    }
    const wrongList = { ...(events.find((event) => Object.values(event as object).some(Array.isArray)) as object) };
    for (const key of Object.keys(wrongList)) if (Array.isArray((wrongList as Record<string, unknown>)[key])) (wrongList as Record<string, unknown>)[key] = 7;
    for (const value of [...shapeless, wrongList]) {
      expect(wording.describeEvent(value as never)).toBe('an unreadable event');
      expect(wording.describeEvent(value as never, undefined, { locale: 'fr' })).toBe('un événement illisible');
    }
  });

  test('hostile moves and events never throw, and are never written to', () => {
    fc.assert(
      fc.property(fc.constantFrom(...moves), fc.constantFrom(...events), hostileRecipeArb, (move, event, recipe) => {
        const writes: string[] = [];
        expect(typeof wording.describeMove(watched(makeHostile(move, recipe), writes) as never)).toBe('string');
        expect(typeof wording.describeEvent(watched(makeHostile(event, recipe), writes) as never)).toBe('string');
        expect(writes).toEqual([]);
        expect(prototypesPolluted()).toBe(false);
      }),
      { numRuns: runs(300) },
    );
  });

  test('any value at all gives a string', () => {
    fc.assert(
      fc.property(
        fc.anything({ withBigInt: true, withBoxedValues: true, withMap: true, withSet: true, withNullPrototype: true, withSparseArray: true }),
        (value) => {
          expect(typeof wording.describeMove(value as never)).toBe('string');
          expect(typeof wording.describeEvent(value as never)).toBe('string');
        },
      ),
      { numRuns: runs(300) },
    );
  });
});
