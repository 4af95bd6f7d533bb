import { shuffleInPlace, type MutableRngState } from 'tessera-engine';
import { ofType } from '../helpers/events.js';
import { describe, expect, test } from 'vitest';
import {
  listAllCards,
  applyMove,
  colourOf,
  deckCards,
  legalMoves,
  seedRng,
  setup,
  shapeOf,
  tesseris,
  unwrap,
  validateMove,
  type TesserisEvent,
  type TesserisMove,
  type TesserisState,
} from 'tessera-engine/tesseris';
import { dealRound } from '../../src/tesseris/rules/round.js';
import { beginWrite } from '../../src/tesseris/rules/writer.js';
import { decodeMove } from '../../src/tesseris/rules/move-codes.js';
import { MAX_LEGAL_MOVES, fillLegalMoveCodes, type TurnFacts } from '../../src/tesseris/rules/turn.js';

/** The moves the generator lists for a turn's facts. */
function movesOf(facts: TurnFacts) {
  const codes = new Int32Array(MAX_LEGAL_MOVES);
  return Array.from(codes.subarray(0, fillLegalMoveCodes(facts, codes)), (code) => decodeMove(facts.seat, code));
}
import { deepFreeze } from '../tessera/fixtures.js';
import { card, game, twoPlayerSpec } from './fixtures.js';

function play(state: TesserisState, move: TesserisMove) {
  return unwrap(applyMove(deepFreeze(state), move));
}

function code(state: TesserisState, move: unknown) {
  const result = validateMove(state, move);
  return result.ok ? null : result.error.code;
}

/** Sets a game up and returns its first round's deal events (setup reports no events, so deal round 1 again). */
function dealFirstRound(options: { players: number; seed: string | number; startingSeat?: number }) {
  const events: TesserisEvent[] = [];
  const writer = beginWrite(unwrap(setup(options)));
  dealRound(writer, events);
  return { dealt: writer.state, events };
}

const base = twoPlayerSpec;

/**
 * The first round's deal, written from ruling S2 alone, with the game's generator: the full deck shuffled; from
 * the first seat round the table, each seat in turn reveals the main pile's top card (the end of the array) as an
 * objective, setting aside a card whose shape is already an objective, until each has 4; the set-aside cards
 * shuffled back; 4 cards dealt to each seat one at a time from the first seat; then the 4 piles.
 */
function dealtByTheRuling(players: number, seed: number, firstSeat: number) {
  const rng = [...seedRng(seed)] as MutableRngState;
  const main = deckCards(false).slice();
  shuffleInPlace(rng, main);
  const inTurn = Array.from({ length: players }, (_, k) => (firstSeat + k) % players);
  const objectives: number[][] = Array.from({ length: players }, () => []);
  const setAside: number[] = [];
  for (let pass = 0; pass < 4; pass++) {
    for (const seat of inTurn) {
      let card = main.pop()!;
      while (objectives.flat().some((objective) => shapeOf(objective) === shapeOf(card))) {
        setAside.push(card);
        card = main.pop()!;
      }
      objectives[seat]!.push(card);
    }
  }
  if (setAside.length > 0) {
    main.push(...setAside);
    shuffleInPlace(rng, main);
  }
  const hands: number[][] = Array.from({ length: players }, () => []);
  for (let card = 0; card < 4; card++) for (const seat of inTurn) hands[seat]!.push(main.pop()!);
  const piles = [0, 1, 2, 3].map(() => [main.pop()!]);
  return { objectives, hands, piles, mainPile: main };
}

describe('the cards (S1)', () => {
  test('72 cards: 18 shapes × 4 colours; shapes 13–18 are the 24 big squares', () => {
    const deck = deckCards(false);
    expect(deck).toHaveLength(72);
    expect(new Set(deck.map(shapeOf))).toEqual(new Set(Array.from({ length: 18 }, (_, i) => i + 1)));
    for (let shape = 1; shape <= 18; shape++) {
      expect(deck.filter((c) => shapeOf(c) === shape).map(colourOf)).toEqual([0, 1, 2, 3]);
    }
    expect(deck.filter((c) => shapeOf(c) >= 13)).toHaveLength(24);
  });
});

describe('round setup (S2)', () => {
  test.each([2, 3, 4])('%i players: 4 distinct objectives each, 4-card hands, 4 face-up piles', (players) => {
    const state = unwrap(setup({ players, seed: `setup-${players}` }));
    const shapes = state.objectives.flat().map((o) => shapeOf(o.card));
    expect(shapes).toHaveLength(4 * players);
    expect(new Set(shapes).size).toBe(4 * players);
    expect(state.hands.map((hand) => hand.length)).toEqual(new Array(players).fill(4));
    expect(state.piles.map((pile) => pile.length)).toEqual([1, 1, 1, 1]);
    expect(state.mainPile).toHaveLength(72 - 8 * players - 4);
    expect(listAllCards(state).sort((a, b) => a - b)).toEqual(deckCards(false));
  });

  test.each([
    [2, 0],
    [3, 2],
    [4, 1],
    [4, 3],
  ])('%i players, the first seat %i: the deal follows the ruling card by card', (players, startingSeat) => {
    for (let seed = 0; seed < 30; seed++) {
      const state = unwrap(setup({ players, seed, startingSeat }));
      const dealt = dealtByTheRuling(players, seed, startingSeat);
      expect(state.objectives.map((objectives) => objectives.map((objective) => objective.card))).toEqual(dealt.objectives);
      expect([state.hands, state.piles, state.mainPile]).toEqual([dealt.hands, dealt.piles, dealt.mainPile]);
    }
  });

  test('a revealed card whose shape is already an objective is set aside, then shuffled back into the main pile', () => {
    let found = 0;
    for (let seed = 0; seed < 40; seed++) {
      const { dealt, events } = dealFirstRound({ players: 4, seed });
      const started = ofType(events, 'round-started')[0]!;
      if (started.setAside.length === 0) continue;
      found++;
      const objectiveShapes = started.objectives.flat().map(shapeOf);
      for (const aside of started.setAside) {
        expect(objectiveShapes).toContain(shapeOf(aside));
        expect(started.objectives.flat()).not.toContain(aside);
      }
      // Set-aside cards went back into the main pile before the deal, so they may be dealt, laid out or in the pile.
      const inPlay = [...dealt.mainPile, ...dealt.hands.flat(), ...dealt.piles.flat()];
      for (const aside of started.setAside) expect(inPlay).toContain(aside);
      expect(dealt.objectives.flat().map((o) => o.card)).toEqual(expect.not.arrayContaining([...started.setAside]));
    }
    expect(found).toBeGreaterThan(0);
  });

  test('objectives are revealed round the table from the first player, one card each per pass', () => {
    const { events } = dealFirstRound({ players: 3, seed: 'order', startingSeat: 1 });
    const started = ofType(events, 'round-started')[0]!;
    expect(started.firstSeat).toBe(1);
    expect(started.objectives.map((list) => list.length)).toEqual([4, 4, 4]);
  });

  test('the first player deals and starts; the starting seat is an option', () => {
    const state = unwrap(setup({ players: 3, seed: 'x', startingSeat: 2 }));
    expect(state.firstSeat).toBe(2);
    expect(tesseris.currentPlayer(state)).toBe(2);
    expect(state.phase).toBe('discard');
  });

  test.each([
    [{ players: 1, seed: 's' }, 'options.players'],
    [{ players: 5, seed: 's' }, 'options.players'],
    [{ players: 3, seed: 's', shortDeck: true }, 'options.shortDeck'],
    [{ players: 4, seed: 's', shortDeck: true }, 'options.shortDeck'],
    [{ players: 2, seed: 's', shortDeck: 'yes' }, 'options.shortDeck'],
    [{ players: 2, seed: 's', target: 0 }, 'options.target'],
    [{ players: 2, seed: 's', rounds: 2.5 }, 'options.rounds'],
    [{ players: 2, seed: 's', rounds: 2, target: 5 }, 'not both'],
    [{ players: 2, seed: 's', startingSeat: 2 }, 'options.startingSeat'],
    [{ players: 2, seed: 's', extra: true }, 'no key "extra"'],
    [{ players: 2, seed: 'x'.repeat(257) }, 'options.seed: expected a string of at most 256 characters'],
  ])('bad options %j are rejected (%s)', (options, where) => {
    const result = setup(options as never);
    expect(!result.ok && result.error.code).toBe('invalid-options');
    expect(!result.ok && result.error.message).toContain(where);
  });
  test('a seed of 256 characters is taken', () => {
    expect(setup({ players: 2, seed: 'x'.repeat(256) }).ok).toBe(true);
  });
});

describe('the two-player short deck (S7)', () => {
  test('48 cards without the big squares', () => {
    const state = unwrap(setup({ players: 2, seed: 'short', shortDeck: true }));
    const cards = listAllCards(state);
    expect(cards).toHaveLength(48);
    expect(cards.every((c) => shapeOf(c) <= 12)).toBe(true);
    expect(state.rules.shortDeck).toBe(true);
  });
});

describe('discarding (S3)', () => {
  const state = game(base);

  test('on top of a secondary pile', () => {
    const { state: next, events } = play(state, { type: 'discard-to-pile', player: 0, card: card(9, 0), pile: 2 });
    expect(next.piles[2]).toEqual([card(13, 0), card(9, 0)]);
    expect(next.hands[0]).toEqual([card(1, 1), card(10, 0), card(11, 0)]);
    expect(tesseris.phase(state)).toBe('discard');
    expect(tesseris.phase(next)).toBe('draw');
    expect(events).toEqual([{ type: 'card-discarded', player: 0, card: card(9, 0), pile: 2 }]);
  });

  test('the new state shares every container the move left alone, and renews the ones it changed', () => {
    const { state: next } = play(state, { type: 'discard-to-pile', player: 0, card: card(9, 0), pile: 2 });
    for (const [kept, before] of [
      [next.hands[1], state.hands[1]],
      [next.piles[0], state.piles[0]],
      [next.objectives, state.objectives],
      [next.memory, state.memory],
    ] as const)
      expect(kept).toBe(before);
    expect(next.hands[0]).not.toBe(state.hands[0]);
    expect(next.piles[2]).not.toBe(state.piles[2]);
  });

  test('under one of the player’s own unresolved objectives of the same shape', () => {
    const { state: next } = play(state, { type: 'resolve-objective', player: 0, card: card(1, 1), objective: 0 });
    expect(next.objectives[0]![0]).toEqual({ card: card(1, 0), resolvedWith: card(1, 1) });
    expect(next.phase).toBe('draw');
  });

  test('never under an objective of another shape, a resolved one, or with a card not in hand', () => {
    expect(code(state, { type: 'resolve-objective', player: 0, card: card(9, 0), objective: 0 })).toBe('shape-mismatch');
    expect(code(state, { type: 'resolve-objective', player: 0, card: card(5, 1), objective: 0 })).toBe('card-not-in-hand');
    expect(code(state, { type: 'discard-to-pile', player: 0, card: card(5, 1), pile: 0 })).toBe('card-not-in-hand');
    const resolved = game({ ...base, objectives: [[[card(1, 0), card(1, 2)], card(2, 0), card(3, 0), card(4, 0)], base.objectives[1]!] });
    expect(code(resolved, { type: 'resolve-objective', player: 0, card: card(1, 1), objective: 0 })).toBe('objective-resolved');
  });

  test('the legal discards are every hand card on every pile, plus the matching objectives', () => {
    const moves = legalMoves(state);
    expect(moves).toHaveLength(4 * 4 + 1);
    expect(moves).toContainEqual({ type: 'resolve-objective', player: 0, card: card(1, 1), objective: 0 });
  });

  test('drawing before discarding, or acting out of turn, is refused', () => {
    expect(code(state, { type: 'draw-main', player: 0 })).toBe('wrong-step');
    expect(code(state, { type: 'discard-to-pile', player: 1, card: card(9, 1), pile: 0 })).toBe('wrong-player');
    expect(code(state, { type: 'pass', player: 0 })).toBe('cannot-pass');
  });
});

describe('drawing (S3)', () => {
  const discarded = play(game(base), { type: 'discard-to-pile', player: 0, card: card(9, 0), pile: 2 }).state;

  test('the top of the main pile', () => {
    const top = discarded.mainPile.at(-1)!;
    const { state: next, events } = play(discarded, { type: 'draw-main', player: 0 });
    expect(next.hands[0]).toContain(top);
    expect(next.hands[0]).toHaveLength(4);
    expect(next.turn).toBe(1);
    expect(next.phase).toBe('discard');
    expect(events).toEqual([{ type: 'card-drawn', player: 0, from: 'main', pile: null, card: top, afterTheft: false }]);
  });

  test('the top of a secondary pile, but never the card just placed there', () => {
    expect(code(discarded, { type: 'draw-pile', player: 0, pile: 2 })).toBe('pile-just-placed');
    const { state: next } = play(discarded, { type: 'draw-pile', player: 0, pile: 3 });
    expect(next.hands[0]).toContain(card(14, 0));
    // The emptied pile is refilled from the main pile at once (S4).
    expect(next.piles[3]).toEqual([discarded.mainPile.at(-1)]);
  });

  test('a random card from another hand, after which the victim refills from the main pile', () => {
    const { state: next, events } = play(discarded, { type: 'steal', player: 0, from: 1 });
    const stolen = ofType(events, 'card-stolen')[0]!;
    expect(discarded.hands[1]).toContain(stolen.card);
    expect(next.hands[0]).toContain(stolen.card);
    expect(next.hands[1]).toHaveLength(4);
    expect(next.hands[1]).toContain(discarded.mainPile.at(-1));
    expect(ofType(events, 'card-drawn')).toEqual([
      { type: 'card-drawn', player: 1, from: 'main', pile: null, card: discarded.mainPile.at(-1), afterTheft: true },
    ]);
  });

  test('stealing from oneself or from an empty hand is refused', () => {
    expect(code(discarded, { type: 'steal', player: 0, from: 0 })).toBe('nothing-to-steal');
    expect(code(discarded, { type: 'steal', player: 0, from: 3 })).toBe('nothing-to-steal');
  });

  test('a steal takes a card at random: over 400 games, each place of the other hand is taken about a quarter of the time', () => {
    const taken = [0, 0, 0, 0];
    for (let seed = 0; seed < 400; seed++) {
      const dealt = unwrap(setup({ players: 2, seed: `steal-${seed}` }));
      const discard = legalMoves(dealt).find((move) => move.type === 'discard-to-pile')!;
      const drawing = play(dealt, discard).state;
      const { events } = play(drawing, { type: 'steal', player: 0, from: 1 });
      taken[drawing.hands[1]!.indexOf(ofType(events, 'card-stolen')[0]!.card!)]! += 1;
    }
    // Each count is Binomial(400, 1/4): 100 ± 8.7; below 60 or above 140 happens by chance less than once in 10^5.
    for (const count of taken) expect(count).toBeGreaterThan(60);
    for (const count of taken) expect(count).toBeLessThan(140);
  });

  test('the draw step lists the main pile, the other piles, and the other hands', () => {
    expect(legalMoves(discarded)).toEqual([
      { type: 'draw-main', player: 0 },
      { type: 'draw-pile', player: 0, pile: 0 },
      { type: 'draw-pile', player: 0, pile: 1 },
      { type: 'draw-pile', player: 0, pile: 3 },
      { type: 'steal', player: 0, from: 1 },
    ]);
  });
});

describe('upkeep (S4)', () => {
  test('an empty main pile is rebuilt from the covered cards, leaving the top cards', () => {
    const state = game({ ...base, main: [card(15, 0)] });
    const coveredBefore = state.piles[0]!.slice(0, -1);
    expect(coveredBefore.length).toBeGreaterThan(0);
    const discarded = play(state, { type: 'discard-to-pile', player: 0, card: card(9, 0), pile: 1 }).state;
    const { state: next, events } = play(discarded, { type: 'draw-main', player: 0 });
    expect(ofType(events, 'main-pile-rebuilt')).toEqual([{ type: 'main-pile-rebuilt', size: coveredBefore.length + 1 }]);
    expect(next.piles.map((pile) => pile.length)).toEqual([1, 1, 1, 1]);
    expect(next.piles[1]).toEqual([card(9, 0)]);
    expect([...next.mainPile].sort((a, b) => a - b)).toEqual([...coveredBefore, card(12, 1)].sort((a, b) => a - b));
  });

  test('an empty secondary pile is refilled from the main pile', () => {
    const discarded = play(game(base), { type: 'discard-to-pile', player: 0, card: card(9, 0), pile: 2 }).state;
    const { events } = play(discarded, { type: 'draw-pile', player: 0, pile: 0 });
    expect(ofType(events, 'pile-refilled')).toEqual([{ type: 'pile-refilled', pile: 0, card: discarded.mainPile.at(-1) }]);
  });

  test('hands are refilled: every hand holds 4 cards at the start of every turn of a real game', () => {
    let state = game(base);
    for (let i = 0; i < 40; i++) {
      if (state.phase === 'discard') expect(state.hands[state.turn]).toHaveLength(4);
      const moves = legalMoves(state);
      state = play(state, moves[(i * 7) % moves.length]!).state;
    }
  });

  test('a player whose hand is empty skips the discard and goes straight to the draw', () => {
    const noHand = game({ ...base, hands: [[], base.hands[1]!.slice(0, 3)], turn: 1, phase: 'draw' });
    const { state: next } = play(noHand, { type: 'draw-main', player: 1 });
    expect(next.turn).toBe(0);
    expect(next.phase).toBe('draw');
    expect(legalMoves(next)[0]).toEqual({ type: 'draw-main', player: 0 });
  });

  describe('the turn logic when cards run out (S4)', () => {
    // With all 48 or 72 cards in play a draw is always possible, so these cases are pinned on the turn
    // logic itself, fed with facts that no full game reaches.
    const facts = (overrides: Partial<TurnFacts>): TurnFacts => ({
      seat: 0,
      step: 'draw',
      hand: [],
      objectives: [],
      pileSizes: [0, 0, 0, 0],
      placedPile: null,
      mainPileSize: 0,
      handSizes: [0, 0],
      players: 2,
      ...overrides,
    });

    test('with nothing at all possible, the only move is to pass', () => {
      expect(movesOf(facts({ step: 'discard' }))).toEqual([{ type: 'pass', player: 0 }]);
      expect(movesOf(facts({ step: 'draw' }))).toEqual([{ type: 'pass', player: 0 }]);
    });

    test('a short hand discards what it has; the pile just placed on is not drawable', () => {
      expect(movesOf(facts({ step: 'discard', hand: [card(9, 0)] }))).toHaveLength(4);
      expect(movesOf(facts({ pileSizes: [0, 2, 0, 0], placedPile: 1 }))).toEqual([{ type: 'pass', player: 0 }]);
      expect(movesOf(facts({ pileSizes: [0, 2, 0, 0], placedPile: 1, handSizes: [0, 1] }))).toEqual([{ type: 'steal', player: 0, from: 1 }]);
    });
  });
});
