import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { seedRng, shuffleInPlace, type GameRecord, type MutableRngState } from 'tessera-engine';
import {
  listAllCards,
  applyMove,
  eventsForPlayer,
  fast,
  findBrokenInvariant,
  legalMoves,
  loadState,
  playerView,
  setup,
  shapeOf,
  tesseris,
  unwrap,
  validateMove,
  type TesserisEvent,
  type TesserisMove,
  type TesserisOptions,
  type TesserisState,
  type TesserisView,
} from 'tessera-engine/tesseris';
import { tesserisArbitraries } from 'tessera-engine/testing';
import { expectFastPathToAgree, expectFastSetupToAgree, expectPlayoutToEndAndLeaveItsSource } from '../helpers/fast-path.js';
import { fixedRecord, stepsOfRecord, type Step } from '../helpers/recorded-games.js';
import { runs } from '../helpers/runs.js';
import { expectLegalOrRejected, untrustedMoveArb } from '../helpers/untrusted.js';
import { deepFreeze } from '../tessera/fixtures.js';

/** Every random game (of one or two rounds) must end within this many moves; they take at most about 2,500. */
const MOVE_LIMIT = 20_000;

/**
 * Whole random games from the package's own arbitraries: 2 to 4 players, any seed and starting seat, the
 * short deck or not, one or two rounds (so that many fit in the default run), each played to its end.
 */
const gameArb = tesserisArbitraries.record(MOVE_LIMIT);

type Game = GameRecord<TesserisOptions>;

/** Replays a generated game, checking that it ended, and keeps each step. */
const randomGame = (game: Game): Step<TesserisState, TesserisMove, TesserisEvent>[] => stepsOfRecord(tesseris, game);

/** A sample of a game's steps, to keep the per-step checks fast. */
function sample<T>(items: readonly T[], count: number): T[] {
  const every = Math.max(1, Math.floor(items.length / count));
  return items.filter((_, index) => index % every === 0 || index === items.length - 1);
}

describe('random games (2–4 players)', () => {
  test('invariants hold after every step and every game ends', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        const deckSize = game.options.shortDeck === true ? 48 : 72;
        for (const { after } of randomGame(game)) {
          expect(findBrokenInvariant(after)).toBeNull();
          expect(listAllCards(after)).toHaveLength(deckSize);
          expect(new Set(listAllCards(after)).size).toBe(deckSize);
          for (const hand of after.hands) expect(hand.length).toBeLessThanOrEqual(4);
          const shapes = after.objectives.flat().map((objective) => shapeOf(objective.card));
          expect(new Set(shapes).size).toBe(shapes.length);
          for (const objective of after.objectives.flat()) {
            if (objective.resolvedWith !== null) expect(shapeOf(objective.resolvedWith)).toBe(shapeOf(objective.card));
          }
        }
      }),
      { numRuns: runs(30) },
    );
  });

  test('games played to a target reach only states the loader accepts, up to their end', () => {
    const options = fc.record({ players: fc.integer({ min: 2, max: 4 }), seed: fc.string({ maxLength: 8 }), target: fc.integer({ min: 1, max: 9 }) });
    fc.assert(
      fc.property(options, fc.integer({ min: 1, max: 97 }), (game, step) => {
        for (const { after } of randomGame(fixedRecord(tesseris, game, step, MOVE_LIMIT))) {
          const loaded = loadState(JSON.stringify(after));
          expect(loaded.ok || loaded.error.message).toBe(true);
        }
      }),
      { numRuns: runs(6) },
    );
  });

  test('each round scores exactly the objectives resolved in it, and scores sum the rounds', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        let resolved = new Array<number>(game.options.players).fill(0);
        const totals = new Array<number>(game.options.players).fill(0);
        for (const { after, events } of randomGame(game)) {
          for (const event of events) {
            if (event.type === 'objective-resolved') resolved[event.player]!++;
            if (event.type === 'round-ended') {
              expect(event.points).toEqual(resolved);
              expect(Math.max(...event.points)).toBe(4);
              event.points.forEach((points, seat) => (totals[seat]! += points));
              resolved = new Array<number>(game.options.players).fill(0);
            }
          }
          // Scores are the resolved objectives, summed over the rounds.
          expect(tesseris.scores(after)).toEqual(totals);
        }
      }),
      { numRuns: runs(30) },
    );
  });

  test('every legal move applies, and the acting player’s view lists the same moves', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        for (const { before } of sample(randomGame(game), 60)) {
          const moves = legalMoves(before);
          expect(tesseris.legalMovesForView(unwrap(playerView(before, before.turn)))).toEqual(moves);
          for (const move of moves) expect(applyMove(before, move).ok).toBe(true);
        }
      }),
      { numRuns: runs(24) },
    );
  });

  test('replays are deterministic and states survive a JSON round trip', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        const steps = randomGame(game);
        let replayed = unwrap(setup(game.options));
        for (const { move, after } of steps) {
          replayed = unwrap(applyMove(replayed, move)).state;
          expect(replayed).toEqual(after);
        }
        for (const { before, move, after } of sample(steps, 40)) {
          const reloaded = unwrap(loadState(JSON.stringify(before)));
          expect(reloaded).toEqual(before);
          expect(unwrap(applyMove(reloaded, move)).state).toEqual(after);
        }
      }),
      { numRuns: runs(18) },
    );
  });

  test('any JSON value is either a legal move or rejected with nothing changed', () => {
    const keys = ['type', 'player', 'card', 'pile', 'objective', 'from', '__proto__', 'extra'];
    fc.assert(
      fc.property(gameArb, fc.nat(), (game, pick) => {
        const steps = randomGame(game);
        const frozen = deepFreeze(steps[pick % steps.length]!.before);
        const legal = legalMoves(frozen);
        fc.assert(
          fc.property(untrustedMoveArb(legal, keys, fc.integer({ min: -2, max: 80 })), (candidate) => {
            expectLegalOrRejected(frozen, legal, candidate, validateMove, applyMove);
          }),
          { numRuns: runs(60) },
        );
      }),
      { numRuns: runs(15) },
    );
  });
});

/** The cards a view shows. */
function visibleCards(view: TesserisView): Set<number> {
  const cards = new Set<number>(view.hand);
  for (const pile of view.piles) if (pile.top !== null) cards.add(pile.top);
  for (const objective of view.objectives.flat()) {
    cards.add(objective.card);
    if (objective.resolvedWith !== null) cards.add(objective.resolvedWith);
  }
  return cards;
}

/**
 * A state that differs from `state` only in what `seat` may not know (rulings S8, S9): the cards of the main
 * pile and of the other hands that the seat cannot place are dealt anew, the main pile's from the cards the
 * seat knows it may hold; the covered cards and the cards the seat knows another hand holds stay, and the other
 * seats' memories, which the seat cannot know either, are dropped, all but what they know of the seat's own hand
 * (its view's `knowledge.exposed`).
 */
function reshuffleHidden(state: TesserisState, seat: number, rng: MutableRngState): TesserisState {
  const { mainPile: candidates, held } = state.memory[seat]!;
  const free = state.hands.map((hand, owner) => (owner === seat ? [] : hand.filter((card) => !held[owner]!.includes(card))));
  const hidden = [...state.mainPile, ...free.flat()];
  const mainPool = hidden.filter((card) => candidates === null || candidates.includes(card));
  shuffleInPlace(rng, mainPool);
  const mainPile = mainPool.slice(0, state.mainPile.length);
  const rest = hidden.filter((card) => !mainPile.includes(card));
  shuffleInPlace(rng, rest);
  const hands = state.hands.map((hand, owner) => (owner === seat ? hand.slice() : [...held[owner]!, ...rest.splice(0, free[owner]!.length)]));
  const memory = state.memory.map((own, owner) =>
    owner === seat ? own : { mainPile: null, held: own.held.map((cards, holder) => (holder === seat ? cards : [])) },
  );
  return { ...state, hands, mainPile, memory, seed: 'other', rng: [...seedRng('other')] };
}

describe('hidden information (S8, S9)', () => {
  test('two states that differ only in hidden information give a player equal views and moves', () => {
    fc.assert(
      fc.property(gameArb, fc.integer(), (game, salt) => {
        const rng = [...seedRng(salt)] as MutableRngState;
        for (const { after } of sample(randomGame(game), 30)) {
          if (after.phase === 'over') continue;
          for (let seat = 0; seat < after.players; seat++) {
            const variant = reshuffleHidden(after, seat, rng);
            expect(findBrokenInvariant(variant)).toBeNull();
            const view = unwrap(playerView(after, seat));
            expect(unwrap(playerView(variant, seat))).toEqual(view);
            expect(tesseris.legalMovesForView(view)).toEqual(seat === after.turn ? legalMoves(after) : []);
          }
        }
      }),
      { numRuns: runs(18) },
    );
  });

  test('a view holds no hidden card, and no state secret', () => {
    const state = randomGame(fixedRecord(tesseris, { players: 3, seed: 'view', rounds: 1 }, 3, MOVE_LIMIT))[25]!.after;
    const view = unwrap(playerView(state, 1));
    // Exactly these fields, so that a new one is seen here (and checked for what it shows) before it ships.
    expect(Object.keys(view).sort()).toEqual([
      'firstSeat',
      'game',
      'hand',
      'handSizes',
      'history',
      'knowledge',
      'mainPileSize',
      'objectives',
      'phase',
      'piles',
      'placedPile',
      'players',
      'round',
      'rules',
      'turn',
      'version',
      'viewer',
    ]);
    expect(view.hand).toEqual(state.hands[1]);
    expect(view.handSizes).toEqual(state.hands.map((hand) => hand.length));
    expect(view.mainPileSize).toBe(state.mainPile.length);
    expect(view.piles).toEqual(state.piles.map((pile) => ({ top: pile.at(-1) ?? null, size: pile.length })));
    const shown = visibleCards(view);
    for (const card of [...state.mainPile, ...state.hands[0]!, ...state.hands[2]!]) expect(shown.has(card)).toBe(false);
    expect(unwrap(playerView(state, 1))).toEqual(view);
    const bad = playerView(state, 3);
    expect(!bad.ok && bad.error.code).toBe('invalid-seat');
  });

  test('the events a player receives show only cards they may know', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        for (const { before, after, events } of randomGame(game)) {
          // Cards that the rules put face up are public: discards, resolved objectives, refilled piles, tops drawn.
          const publicCards = events.flatMap((event) => {
            if (event.type === 'round-started') return [...event.setAside, ...event.objectives.flat(), ...event.piles];
            if (event.type === 'card-discarded' || event.type === 'objective-resolved' || event.type === 'pile-refilled') return [event.card];
            if (event.type === 'card-drawn' && event.from === 'pile') return [event.card!];
            return [];
          });
          const roundChanged = after.round !== before.round || after.phase === 'over';
          for (let seat = 0; seat < before.players; seat++) {
            const known = new Set([...visibleCards(unwrap(playerView(before, seat))), ...visibleCards(unwrap(playerView(after, seat))), ...publicCards]);
            for (const event of eventsForPlayer(events, seat)) {
              if (event.type === 'hands-dealt') {
                event.hands.forEach((hand, owner) => {
                  if (owner !== seat) expect(hand.every((card) => card === null)).toBe(true);
                });
              }
              if (event.type === 'card-stolen' && seat !== event.player && seat !== event.from) expect(event.card).toBeNull();
              if (event.type === 'card-drawn' && event.from === 'main' && seat !== event.player) expect(event.card).toBeNull();
              // Within a round, every card a player is told about is one they can see before or after the step.
              if (!roundChanged && 'card' in event && event.card !== null) expect(known.has(event.card)).toBe(true);
            }
          }
        }
      }),
      { numRuns: runs(15) },
    );
  });
});

describe('the fast simulation path', () => {
  test('its setup gives the simulator that copying setup’s state gives, or the same error, and shares nothing', () => {
    fc.assert(
      fc.property(fc.oneof(tesserisArbitraries.options(), fc.anything()), (options) => {
        expectFastSetupToAgree(options as never, fast, setup);
      }),
      { numRuns: runs(300) },
    );
  });

  test('agrees with the immutable API after every move', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        expectFastPathToAgree(randomGame(game), fast, legalMoves);
      }),
      { numRuns: runs(18) },
    );
  });

  test('a playout from any state ends the game and leaves its source alone', () => {
    fc.assert(
      fc.property(tesserisArbitraries.stateWithLegalMove(100), fc.nat(), ({ state }, choices) => {
        expectPlayoutToEndAndLeaveItsSource(state, choices, fast, findBrokenInvariant);
      }),
      { numRuns: runs(30) },
    );
  });
});
