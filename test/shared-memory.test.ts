/**
 * Nothing the engine returns shares memory with a state or with anything else it returned: a step's events,
 * each seat's broadcast message, the views, a spectator's events and the previews may all be changed by their
 * holder without changing a state, another event or another seat's message. The constants the package exports are
 * frozen, so that no caller can change what every later game reads.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { unwrap, type Result, type Transition } from 'tessera-engine';
import * as Tessera from 'tessera-engine/tessera';
import * as Tesseris from 'tessera-engine/tesseris';
import { tesseraOptions, tesserisOptions } from 'tessera-engine/testing';
import { runs } from './helpers/runs.js';

/**
 * Changes every container inside a value, all the way down: each array grows, each object gets a key, and
 * each number or string in them changes.
 */
function mutateDeep(value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const item = record[key];
    if (typeof item === 'object' && item !== null) mutateDeep(item);
    else if (typeof item === 'number') record[key] = item + 1000;
    else if (typeof item === 'string') record[key] = `${item}!`;
  }
  if (Array.isArray(value)) value.push(-1);
  else record.mutated = true;
}

/** One thing the engine returned, or a state, with a name for the failure message. */
type Part = readonly [name: string, value: unknown];

/** Calls `visit` with every array and object inside a value, the value included, each once. */
function eachContainer(value: unknown, visit: (container: object) => boolean): void {
  if (typeof value !== 'object' || value === null || !visit(value)) return;
  for (const item of Object.values(value)) eachContainer(item, visit);
}

/**
 * Checks that no array or object is reachable from two parts (the states count as one: a step shares its
 * unchanged parts with the state before, by design), so that changing one part can never change another;
 * then changes every returned part all the way down, as a careless holder would, and checks that the states
 * are as they were.
 *
 * @param states - the states, which are never changed.
 * @param returned - what the engine returned about them.
 */
function expectNothingShared(states: readonly unknown[], returned: readonly Part[]): void {
  const owners = new Map<object, string>();
  for (const [name, value] of [['the states', states] as const, ...returned]) {
    eachContainer(value, (container) => {
      const owner = owners.get(container);
      if (owner === undefined) owners.set(container, name);
      else expect(owner, `${name} shares ${JSON.stringify(container).slice(0, 80)} with ${owner}`).toBe(name);
      return owner === undefined;
    });
  }
  const snapshot = JSON.stringify(states);
  for (const [, value] of returned) mutateDeep(value);
  expect(JSON.stringify(states), 'changing what was returned changed a state').toBe(snapshot);
}

/**
 * The move of step `index`: legal move `(pick + index) mod n`, where the picks repeat; in Tesseris an
 * objective is resolved whenever one can be, so that rounds and games end.
 */
function choose<Move extends { readonly type: string }>(moves: readonly Move[], picks: readonly number[], index: number): Move {
  const pick = (picks[index % picks.length] ?? 0) + index;
  return moves.find((move) => move.type === 'resolve-objective') ?? moves[pick % moves.length]!;
}

/** The most steps of a game checked; random games of both kinds end well before. */
const MAX_STEPS = 400;

/** What the property needs of a game: its module's moves and outcome, and its `start`. */
interface PlayedGame<State, Move, Options, Event> {
  readonly module: {
    legalMoves(state: State): Move[];
    applyMove(state: State, move: Move): Result<Transition<State, Event>>;
    outcome(state: State): unknown;
  };
  readonly start: (options: Options) => Result<Transition<State, Event>>;
  readonly options: fc.Arbitrary<Options>;
  /** Everything else the engine returns about a step, to check beside its events. */
  readonly returned: (state: State, events: readonly Event[]) => Part[];
}

/**
 * Plays random games from their start to their end, and after each step (the start included) checks that
 * nothing returned about it shares memory with the states or with anything else returned.
 *
 * @returns the types of the events seen, to check that the games reached what matters.
 */
function checkGames<State, Move extends { readonly type: string }, Options, Event extends { readonly type: string }>(
  game: PlayedGame<State, Move, Options, Event>,
): Set<string> {
  const seen = new Set<string>();
  const { module, returned } = game;
  const picks = fc.array(fc.nat(), { minLength: 1, maxLength: 20 });
  fc.assert(
    fc.property(game.options, picks, (options, chosen) => {
      let before: State | null = null;
      let step = unwrap(game.start(options));
      for (let index = 0; index <= MAX_STEPS; index++) {
        for (const event of step.events) seen.add(event.type);
        const events = step.events.map((event, at): Part => [`event ${at} (${event.type})`, event]);
        expectNothingShared(before === null ? [step.state] : [before, step.state], [...events, ...returned(step.state, step.events)]);
        if (module.outcome(step.state) !== null) break;
        before = step.state;
        step = unwrap(module.applyMove(step.state, choose(module.legalMoves(step.state), chosen, index)));
      }
    }),
    { numRuns: runs(9) },
  );
  return seen;
}

describe('nothing returned shares memory with a state or with anything else returned', () => {
  test('Tessera: events, broadcasts, views, spectators and previews', () => {
    const seen = checkGames({
      module: Tessera.tessera,
      start: Tessera.start,
      options: tesseraOptions(),
      returned: (state, events) => {
        const messages = Tessera.broadcast(state, events).map((message): Part => [`seat ${message.seat}'s message`, message]);
        const drafts = state.phase === 'drafting' ? Tessera.legalMoves(state).filter((move) => move.type === 'draft') : [];
        const previews = drafts.slice(0, 3).map((move, index): Part => [`preview ${index}`, unwrap(Tessera.previewDraft(state, move))]);
        return [...messages, ['the spectator view', Tessera.spectatorView(state)], ['the take choices', Tessera.takeChoices(state)], ...previews];
      },
    });
    expect(seen).toContain('game-ended');
    expect(seen).toContain('bonus-awarded');
  });

  test('Tesseris: events, broadcasts, views and each seat version of the events', () => {
    const seen = checkGames({
      module: Tesseris.tesseris,
      start: Tesseris.start,
      options: tesserisOptions(),
      returned: (state, events) => [
        ...Tesseris.broadcast(state, events).map((message): Part => [`seat ${message.seat}'s message`, message]),
        ['the spectator view', Tesseris.spectatorView(state)],
        ['the spectator events', Tesseris.eventsForSpectator(events)],
        ['seat 0 events', Tesseris.eventsForPlayer(events, 0)],
      ],
    });
    expect(seen).toContain('round-ended');
    expect(seen).toContain('game-ended');
  });
});

describe('an outcome shares nothing with another outcome', () => {
  test('Tessera: a solo challenge that ends with no full row, whose bonuses are all nothing, and a game that ends with bonuses', () => {
    const ended: Tessera.TesseraState[] = [];
    const starts = [...Tessera.BUILT_IN_CHALLENGES.map((challenge) => Tessera.startChallenge(challenge)), Tessera.setup({ players: 2, seed: 'outcome' })];
    for (const start of starts) {
      let state = unwrap(start);
      for (let index = 0; Tessera.outcome(state) === null; index++) {
        const moves = Tessera.legalMoves(state);
        state = unwrap(Tessera.applyMove(state, moves[(index * 7) % moves.length]!)).state;
      }
      ended.push(state);
    }
    const reasons = new Set(ended.map((state) => Tessera.outcome(state)!.reason));
    expect(reasons).toEqual(new Set(['challenge-ended', 'row-completed']));
    for (const state of ended) {
      expectNothingShared(
        [state],
        [
          ['one outcome', Tessera.outcome(state)],
          ['another outcome', Tessera.outcome(state)],
        ],
      );
    }
  });
});

/** Every array and object inside a value that holds no function: plain data, not a module or a bot. */
function isPlainData(value: unknown): boolean {
  if (typeof value === 'function') return false;
  if (typeof value !== 'object' || value === null) return true;
  return Object.values(value).every(isPlainData);
}

describe('the exported constants are frozen all the way down', () => {
  // The root and the other subpaths export no constants of their own: the root re-exports the games' modules.
  const entries = { 'tessera-engine/tessera': Tessera, 'tessera-engine/tesseris': Tesseris };

  test.each(Object.entries(entries))('%s', (_entry, module) => {
    const constants = Object.entries(module).filter(([, value]) => typeof value === 'object' && value !== null && isPlainData(value));
    expect(constants.length).toBeGreaterThan(0);
    for (const [name, value] of constants) {
      eachContainer(value, (container) => {
        expect(Object.isFrozen(container), `${name}: ${JSON.stringify(container).slice(0, 60)}`).toBe(true);
        return true;
      });
    }
  });

  test.each(Object.entries(entries))('%s: its module object, fast path, bots and tables of bots too', (_entry, module) => {
    const shared = Object.entries(module).filter(([, value]) => typeof value === 'object' && value !== null && !isPlainData(value));
    // The game's module object, its fast path and its table of bots, at least.
    expect(shared.length).toBeGreaterThanOrEqual(3);
    for (const [name, value] of shared) {
      expect(Object.isFrozen(value), name).toBe(true);
      for (const [key, inner] of Object.entries(value as object))
        if (typeof inner === 'object' && inner !== null) expect(Object.isFrozen(inner), `${name}.${key}`).toBe(true);
    }
    const bots = Object.entries(module).find(([name]) => name.endsWith('Bots'))![1] as Record<string, { chooseMove: unknown }>;
    const before = Object.values(bots)[0]!.chooseMove;
    expect(() => Object.assign(Object.values(bots)[0]!, { chooseMove: () => null })).toThrow(TypeError);
    expect(Object.values(bots)[0]!.chooseMove).toBe(before);
  });

  test('a caller cannot change the tile counts that every later setup reads', () => {
    const before = unwrap(Tessera.setup({ players: 2, seed: 'frozen' }));
    expect(() => ((Tessera.tilesOfKind(true) as number[])[0] = 0)).toThrow(TypeError);
    expect(() => (Tessera.BUILT_IN_CHALLENGES[0]!.displays[0] as number[]).push(1)).toThrow(TypeError);
    expect(unwrap(Tessera.setup({ players: 2, seed: 'frozen' }))).toEqual(before);
  });
});

describe('legal moves are frozen and shared (pitfalls.md)', () => {
  const games = [
    ['Tessera', Tessera.tessera, unwrap(Tessera.setup({ players: 3, seed: 'interned' }))],
    ['Tesseris', Tesseris.tesseris, unwrap(Tesseris.setup({ players: 3, seed: 'interned' }))],
  ] as const;

  test.each(games)('%s: the same move is the same frozen object, listed again, from a copy of the state, and by the view', (_name, game, state) => {
    const moves = (game.legalMoves as (state: unknown) => readonly object[])(state);
    expect(moves.length).toBeGreaterThan(1);
    for (const move of moves) expect(Object.isFrozen(move)).toBe(true);
    const again = (game.legalMoves as (state: unknown) => readonly object[])(structuredClone(state));
    expect(again.every((move, index) => move === moves[index])).toBe(true);
    const seat = (game.currentPlayer as (state: unknown) => number)(state);
    const fromView = (game.legalMovesForView as (view: unknown) => readonly object[])(
      unwrap((game.playerView as (state: unknown, seat: number) => Result<unknown>)(state, seat)),
    );
    expect(fromView.every((move, index) => move === moves[index])).toBe(true);
    expect(() => Object.assign(moves[0]!, { player: 9 })).toThrow(TypeError);
  });
});
