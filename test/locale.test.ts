/**
 * French and English: the catalogues of each language give the same keys with the same facts; the
 * descriptions and the refused moves' messages read in French when asked, in English by default, counting
 * from 1; the error codes do not change with the language.
 */
import { describe, expect, test } from 'vitest';
import * as Tessera from 'tessera-engine/tessera';
import * as Tesseris from 'tessera-engine/tesseris';
import { unwrap, type EngineError } from 'tessera-engine';
import { CORE_EN } from '../src/core/messages/en.js';
import { CORE_FR } from '../src/core/messages/fr.js';
import { TESSERA_EN } from '../src/tessera/messages/en.js';
import { TESSERA_FR } from '../src/tessera/messages/fr.js';
import { TESSERIS_EN } from '../src/tesseris/messages/en.js';
import { TESSERIS_FR } from '../src/tesseris/messages/fr.js';
import { throwingProxy, withThrowingGetter } from './helpers/hostile.js';

/** The facts a template names, sorted. */
const factNames = (template: string): string[] => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();

const CATALOGUES: [string, Readonly<Record<string, string>>, Readonly<Record<string, string>>][] = [
  ['core', CORE_EN, CORE_FR],
  ['Tessera', TESSERA_EN, TESSERA_FR],
  ['Tesseris', TESSERIS_EN, TESSERIS_FR],
];

describe('the catalogues', () => {
  test.each(CATALOGUES)('%s: French has exactly the English keys, each naming the same facts', (_, english, french) => {
    expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort());
    for (const key of Object.keys(english)) expect(factNames(french[key]!), key).toEqual(factNames(english[key]!));
  });

  test.each(CATALOGUES)('%s: every French template is French, not a copy of the English (but for numbers and names)', (_, english, french) => {
    const same = Object.keys(english).filter((key) => english[key] === french[key] && /[a-z]{3,}/.test(english[key]!.replace(/\{\w+\}/g, '')));
    expect(same.filter((key) => !/^(points\.|type\.(pass)?$)|^kinds?\.5$/.test(key))).toEqual([]);
  });
});

/** What no description may contain: a template's unfilled fact, or a value that leaked. */
const LEFTOVERS = /\{|undefined|NaN|null|\[object/;

describe('descriptions', () => {
  test('seats count from 1 by default, in both languages', () => {
    expect(Tessera.describeMove(Tessera.placeMove(0, 2))).toBe('Seat 1 places the tile in column 3');
    expect(Tessera.describeMove(Tessera.placeMove(0, 2), undefined, { locale: 'fr' })).toBe('Joueur 1 pose la tuile dans la colonne 3');
    expect(Tesseris.describeMove(Tesseris.pass(2))).toBe('Seat 3 passes');
    expect(Tesseris.describeMove(Tesseris.steal(0, 1), undefined, { locale: 'fr' })).toBe('Joueur 1 prend une carte au hasard dans la main de Joueur 2');
  });

  test('French agrees with its counts and its tiles: the singular for 0 and 1, the colours as feminine adjectives', () => {
    const placed = (count: number) =>
      Tessera.describeEvent({ type: 'tiles-placed', player: 0, kind: 4, count, to: 'line', line: 1 }, undefined, { locale: 'fr' });
    expect(placed(1)).toBe('1 tuile blanche va sur la ligne 2');
    expect(placed(3)).toBe('3 tuiles blanches vont sur la ligne 2');
    const penalty = Tessera.describeEvent({ type: 'floor-penalty', player: 1, penalty: 0, spaces: 0, score: 4 }, undefined, { locale: 'fr' });
    expect(penalty).toBe('Joueur 2 perd 0 point pour 0 case de plancher, 4 au total');
    const english = Tessera.describeEvent({ type: 'floor-penalty', player: 1, penalty: 0, spaces: 0, score: 4 });
    expect(english).toBe('Seat 2 loses 0 points for 0 floor spaces, 4 in all');
    expect([0, 1, 2, 3, 4, 5].map((kind) => Tessera.describeTileKind(kind as Tessera.TileKind, 2, { locale: 'fr' }))).toEqual([
      'bleues',
      'jaunes',
      'rouges',
      'noires',
      'blanches',
      'joker',
    ]);
    expect(Tessera.describeTileKind(3, 0, { locale: 'fr' })).toBe('noire');
    expect(Tessera.describeTileKind(3, 0)).toBe('black');
  });

  test('every move and event of whole games of both games reads in French, with the caller’s seat names', () => {
    const names = (seat: number) => ['Ada', 'Bo', 'Cy'][seat]!;
    let tessera = unwrap(Tessera.setup({ players: 3, seed: 'langue' }));
    for (let i = 0; Tessera.outcome(tessera) === null; i++) {
      const moves = Tessera.legalMoves(tessera);
      const move = moves[(i * 7) % moves.length]!;
      const french = Tessera.describeMove(move, names, { locale: 'fr' });
      expect(french).toMatch(/^(Ada|Bo|Cy) (prend|pose) /);
      expect(french).not.toMatch(LEFTOVERS);
      const step = unwrap(Tessera.applyMove(tessera, move));
      for (const event of step.events) {
        const text = Tessera.describeEvent(event, names, { locale: 'fr' });
        expect(text).not.toMatch(LEFTOVERS);
        expect(text).not.toMatch(/\b(the|takes|tiles?|Seat)\b/);
      }
      tessera = step.state;
    }
    let tesseris = unwrap(Tesseris.setup({ players: 3, seed: 'langue', rounds: 1 }));
    for (let i = 0; Tesseris.outcome(tesseris) === null; i++) {
      const moves = Tesseris.legalMoves(tesseris);
      const move = moves[(i * 5) % moves.length]!;
      expect(Tesseris.describeMove(move, undefined, { locale: 'fr' })).toMatch(/^Joueur \d (défausse|atteint|pioche|prend|passe)/);
      const step = unwrap(Tesseris.applyMove(tesseris, move));
      for (const event of Tesseris.eventsForPlayer(step.events, 0)) {
        const text = Tesseris.describeEvent(event, names, { locale: 'fr' });
        expect(text).not.toMatch(LEFTOVERS);
        expect(text).not.toMatch(/\b(the|draws|card|pile|Seat)\b/);
      }
      tesseris = step.state;
    }
  });

  test('a locale that is not offered, or options that cannot be read, give English', () => {
    const move = Tessera.placeMove(1, 0);
    const english = Tessera.describeMove(move);
    expect(Tessera.describeMove(move, undefined, { locale: 'de' as 'fr' })).toBe(english);
    expect(Tessera.describeMove(move, undefined, withThrowingGetter({ locale: 'fr' }, 'locale') as { locale: 'fr' })).toBe(english);
    expect(Tessera.describeMove(move, undefined, throwingProxy({}, 'get') as { locale: 'fr' })).toBe(english);
  });

  test('seat names that throw or give no string give way to the language’s own, in both games', () => {
    const tesseraStart = unwrap(Tessera.start({ players: 2, seed: 'names' }));
    const tesserisStart = unwrap(Tesseris.start({ players: 2, seed: 'names' }));
    const broken = [
      () => {
        throw new Error('no names yet');
      },
      () => Symbol('seat'),
      () => ({ toString: () => 'an object' }),
      5,
    ] as unknown as Tessera.SeatName[];
    for (const options of [undefined, { locale: 'fr' as const }]) {
      const tesseraEvents = tesseraStart.events.map((event) => Tessera.describeEvent(event, undefined, options));
      const tesserisEvents = tesserisStart.events.map((event) => Tesseris.describeEvent(event, undefined, options));
      const move = Tessera.placeMove(1, 0);
      for (const seatName of broken) {
        expect(Tessera.describeMove(move, seatName, options)).toBe(Tessera.describeMove(move, undefined, options));
        expect(tesseraStart.events.map((event) => Tessera.describeEvent(event, seatName, options))).toEqual(tesseraEvents);
        expect(tesserisStart.events.map((event) => Tesseris.describeEvent(event, seatName, options))).toEqual(tesserisEvents);
      }
    }
  });
});

/** Every refusal of a set of well-shaped moves in the positions of a game: the error, and the move's code. */
function refusals<State, Move>(
  validate: (state: State, move: Move) => { ok: boolean; error?: EngineError },
  states: State[],
  moves: (state: State) => Move[],
): EngineError[] {
  return states.flatMap((state) =>
    moves(state).flatMap((move) => {
      const result = validate(state, move);
      return result.ok ? [] : [result.error!];
    }),
  );
}

describe('refused moves', () => {
  const check = (errors: EngineError[], describeError: (error: Error, seatName?: (seat: number) => string, options?: { locale?: 'en' | 'fr' }) => string) => {
    const keys = new Set<string>();
    for (const error of errors) {
      expect(error.detail, error.message).toBeDefined();
      keys.add(error.detail!.key);
      expect(describeError(error)).toBe(error.message);
      const french = describeError(error, undefined, { locale: 'fr' });
      expect(french).not.toMatch(LEFTOVERS);
      expect(french).not.toBe(error.message);
      expect(error.message).not.toMatch(/seat 0|line 0\b|display 0\b|row 0\b|column 0\b|pile 0\b|objective 0\b/i);
    }
    return keys;
  };

  test('every refusal of Tessera reads in French, counting from 1, with the same code', () => {
    const states: Tessera.TesseraState[] = [];
    let state = unwrap(Tessera.setup({ players: 2, seed: 'refus', wall: 'grey' }));
    for (let i = 0; Tessera.outcome(state) === null; i++) {
      if (i % 6 === 0) states.push(state);
      const moves = Tessera.legalMoves(state);
      state = unwrap(Tessera.applyMove(state, moves[(i * 3) % moves.length]!)).state;
    }
    states.push(state);
    const sources: (number | 'centre')[] = ['centre', 0, 1, 2, 3, 4, 5];
    const moves = (): Tessera.TesseraMove[] =>
      [0, 1].flatMap((player) => [
        ...[0, 1, 2, 3, 4].map((column) => Tessera.placeMove(player, column)),
        ...sources.flatMap((source) =>
          [0, 1, 2, 3, 4, 5].flatMap((kind) =>
            (['floor', 0, 1, 2, 3, 4] as const).map((line) => Tessera.draftMove(player, source, kind as Tessera.TileKind, line)),
          ),
        ),
      ]);
    const keys = check(refusals(Tessera.validateMove, states, moves), Tessera.describeError);
    expect(keys.size).toBeGreaterThanOrEqual(8);
  });

  test('every refusal of Tesseris reads in French, counting from 1, with the same code', () => {
    const states: Tesseris.TesserisState[] = [];
    let state = unwrap(Tesseris.setup({ players: 3, seed: 'refus', rounds: 1 }));
    for (let i = 0; Tesseris.outcome(state) === null; i++) {
      if (i % 5 === 0) states.push(state);
      const moves = Tesseris.legalMoves(state);
      state = unwrap(Tesseris.applyMove(state, moves[(i * 3) % moves.length]!)).state;
    }
    states.push(state);
    const moves = (state: Tesseris.TesserisState): Tesseris.TesserisMove[] =>
      [0, 1, 2].flatMap((player) => [
        Tesseris.drawMain(player),
        Tesseris.pass(player),
        ...[0, 1, 2].map((from) => Tesseris.steal(player, from)),
        ...[0, 1, 2, 3].map((pile) => Tesseris.drawPile(player, pile)),
        ...[...state.hands[player]!, 0, 71].flatMap((card) =>
          [0, 1, 2, 3].flatMap((slot) => [Tesseris.discardToPile(player, card, slot), Tesseris.resolveObjective(player, card, slot)]),
        ),
      ]);
    const keys = check(refusals(Tesseris.validateMove, states, moves), Tesseris.describeError);
    expect(keys.size).toBeGreaterThanOrEqual(8);
  });

  test('describeError never throws, and keeps the English of an error that has no template', () => {
    const malformed = Tessera.validateMove(unwrap(Tessera.setup({ players: 2 })), { type: 'draft' });
    expect(malformed.ok).toBe(false);
    if (!malformed.ok) expect(Tessera.describeError(malformed.error, undefined, { locale: 'fr' })).toBe(malformed.error.message);
    for (const hostile of [null, undefined, 7, throwingProxy({}, 'get'), withThrowingGetter({ message: 'x' }, 'detail')]) {
      expect(Tessera.describeError(hostile as Error, undefined, { locale: 'fr' })).toBe('');
      expect(Tesseris.describeError(hostile as Error)).toBe('');
    }
  });
});
