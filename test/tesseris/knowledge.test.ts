/**
 * What a Tesseris seat knows (ruling S9). Sound: every fact of a view is true of the state. Complete: the view
 * holds everything a reference observer deduces from that seat's own events (`eventsForPlayer`) alone. The
 * same for a spectator, from `eventsForSpectator`, and no leak: states that differ only in what a spectator
 * cannot know give it the same view. The state's memory is checked by the loader, and older states are
 * upgraded.
 */
import { describe, expect, test } from 'vitest';
import { nextUint32InPlace, seedRng, type MutableRngState } from 'tessera-engine';
import { determinize } from '../../src/tesseris/views/determinize.js';
import { cloneState } from '../../src/tesseris/loading/clone.js';
import {
  applyMove,
  deckCards,
  eventsForPlayer,
  eventsForSpectator,
  findBrokenInvariant,
  legalMoves,
  loadState,
  playerView,
  spectatorView,
  start,
  unwrap,
  type TesserisEvent,
  type TesserisKnowledge,
  type TesserisOptions,
  type TesserisState,
} from 'tessera-engine/tesseris';

const byCard = (a: number, b: number) => a - b;

/**
 * A seat with a perfect memory that is sent only its own version of the events: an independent replay of
 * what ruling S9 lets it deduce. Seat −1 is a spectator, sent `eventsForSpectator`.
 */
class Observer {
  private piles: number[][] = [];
  private open = new Set<number>();
  private hand: number[] = [];
  private held = new Map<number, number>();
  /** The seats that know this seat holds a card of its hand, by card. */
  private exposed = new Map<number, Set<number>>();
  private mainPile: Set<number> | null = null;

  constructor(
    private readonly seat: number,
    private readonly options: TesserisOptions,
  ) {}

  see(event: TesserisEvent): void {
    const { seat } = this;
    switch (event.type) {
      case 'round-started':
        this.piles = event.piles.map((card) => [card]);
        this.open = new Set(event.objectives.flat());
        this.held.clear();
        this.exposed.clear();
        this.mainPile = null;
        return;
      case 'hands-dealt':
        this.hand = (event.hands[seat] ?? []).map((card) => card!);
        return;
      case 'card-discarded':
      case 'objective-resolved':
        if (event.player === seat) this.hand.splice(this.hand.indexOf(event.card), 1);
        if (event.type === 'card-discarded') this.piles[event.pile]!.push(event.card);
        else this.open.add(event.card);
        this.held.delete(event.card);
        this.exposed.delete(event.card);
        this.mainPile?.delete(event.card);
        return;
      case 'card-drawn':
        if (event.from === 'pile') {
          const card = this.piles[event.pile!]!.pop()!;
          if (event.player === seat) {
            this.hand.push(card);
            // Drawn face up: every other seat saw it.
            this.exposed.set(card, new Set(Array.from({ length: this.options.players }, (_, other) => other).filter((other) => other !== seat)));
          } else this.held.set(card, event.player);
        } else if (event.player === seat) {
          this.hand.push(event.card!);
          this.mainPile?.delete(event.card!);
        }
        return;
      case 'card-stolen':
        if (event.player === seat) {
          this.hand.push(event.card!);
          this.held.delete(event.card!);
          this.mainPile?.delete(event.card!);
          // The victim saw which card it lost; no one else did.
          this.exposed.set(event.card!, new Set([event.from]));
        } else if (event.from === seat) {
          this.hand.splice(this.hand.indexOf(event.card!), 1);
          this.held.set(event.card!, event.player);
          this.exposed.delete(event.card!);
          // The other seats saw a random card leave this hand: any card they knew here may be the one.
          for (const knowers of this.exposed.values()) for (const other of knowers) if (other !== event.player) knowers.delete(other);
        } else {
          // A random card left the victim's hand: any card known there may be the one.
          for (const [card, holder] of this.held) if (holder === event.from) this.held.delete(card);
        }
        return;
      case 'main-pile-rebuilt':
        this.mainPile = new Set(this.piles.flatMap((pile) => pile.slice(0, -1)));
        this.piles = this.piles.map((pile) => pile.slice(-1));
        return;
      case 'pile-refilled':
        this.piles[event.pile]!.push(event.card);
        this.mainPile?.delete(event.card);
        return;
      default:
        return;
    }
  }

  knowledge(players: number): TesserisKnowledge {
    const placed = new Set([...this.piles.flat(), ...this.open, ...this.hand, ...this.held.keys()]);
    return {
      covered: this.piles.map((pile) => pile.slice(0, -1)),
      mainPile: this.mainPile === null ? null : [...this.mainPile].sort(byCard),
      held: Array.from({ length: players }, (_, other) =>
        [...this.held]
          .filter(([, holder]) => holder === other)
          .map(([card]) => card)
          .sort(byCard),
      ),
      exposed: Array.from({ length: players }, (_, other) =>
        [...this.exposed]
          .filter(([, knowers]) => knowers.has(other))
          .map(([card]) => card)
          .sort(byCard),
      ),
      unaccounted: deckCards(this.options.shortDeck ?? false).filter((card) => !placed.has(card)),
    };
  }
}

/** Checks every fact of a seat's knowledge against the state. */
function expectSound(state: TesserisState, seat: number, knowledge: TesserisKnowledge): void {
  expect(knowledge.covered).toEqual(state.piles.map((pile) => pile.slice(0, -1)));
  if (knowledge.mainPile !== null) for (const card of state.mainPile) expect(knowledge.mainPile).toContain(card);
  knowledge.held.forEach((cards, other) => {
    if (other === seat) expect(cards).toEqual([]);
    for (const card of cards) expect(state.hands[other]).toContain(card);
  });
  // The seat's cards another seat knows it holds: what that seat's own view says it knows.
  knowledge.exposed.forEach((cards, other) => {
    expect(cards).toEqual(seat < 0 || other === seat ? [] : unwrap(playerView(state, other)).knowledge.held[seat]);
  });
  // The unaccounted cards are exactly those in the main pile or in another hand and not known there.
  const known = new Set(knowledge.held.flat());
  const elsewhere = [...state.mainPile, ...state.hands.flatMap((hand, other) => (other === seat ? [] : hand.filter((card) => !known.has(card))))];
  expect(knowledge.unaccounted).toEqual(elsewhere.sort(byCard));
  if (knowledge.mainPile !== null) {
    const candidates = new Set(knowledge.mainPile);
    for (const card of knowledge.unaccounted.filter((card) => !candidates.has(card))) expect(state.mainPile).not.toContain(card);
  }
}

/** What the games below went through, so that the test knows its samples reach every rule of ruling S9. */
const seen = { rebuilds: 0, thefts: 0, heldFacts: 0, exposedFacts: 0, partialMainPiles: 0, spectatorFacts: 0, spectatorTwins: 0 };

/** Plays a seeded random game (one round, capped), checking every seat's view after every step. */
function checkGame(options: TesserisOptions, steps: number): void {
  const rng = [...seedRng(`knowledge ${String(options.seed)}`)] as MutableRngState;
  const first = unwrap(start(options));
  let state = first.state;
  const observers = Array.from({ length: state.players }, (_, seat) => new Observer(seat, options));
  const spectator = new Observer(-1, options);
  const deliver = (events: readonly TesserisEvent[]) => {
    observers.forEach((observer, seat) => {
      eventsForPlayer(events, seat).forEach((event) => {
        observer.see(event);
      });
    });
    eventsForSpectator(events).forEach((event) => {
      spectator.see(event);
    });
  };
  deliver(first.events);
  for (let step = 0; step < steps && state.phase !== 'over'; step++) {
    const moves = legalMoves(state);
    const { state: next, events } = unwrap(applyMove(state, moves[nextUint32InPlace(rng) % moves.length]!));
    state = next;
    deliver(events);
    seen.rebuilds += events.filter((event) => event.type === 'main-pile-rebuilt').length;
    seen.thefts += events.filter((event) => event.type === 'card-stolen').length;
    for (let seat = 0; seat < state.players; seat++) {
      const { knowledge } = unwrap(playerView(state, seat));
      expectSound(state, seat, knowledge);
      expect(knowledge).toEqual(observers[seat]!.knowledge(state.players));
      seen.heldFacts += knowledge.held.flat().length;
      seen.exposedFacts += knowledge.exposed.flat().length;
      if (knowledge.mainPile !== null && knowledge.mainPile.length > state.mainPile.length) seen.partialMainPiles++;
    }
    const table = spectatorView(state).knowledge;
    expectSound(state, -1, table);
    expect(table).toEqual(spectator.knowledge(state.players));
    seen.spectatorFacts += table.held.flat().length + (table.mainPile?.length ?? 0);
    // No leak: a world with everything the spectator cannot know re-drawn shows it the same view.
    if (step % 4 !== 0) continue;
    const twin = cloneState(state);
    determinize(twin, [...seedRng(`twin ${step}`)] as MutableRngState, state.players);
    expect(spectatorView(twin)).toEqual(spectatorView(state));
    if (JSON.stringify(twin.hands) !== JSON.stringify(state.hands)) seen.spectatorTwins++;
  }
}

describe('what a seat knows (ruling S9)', () => {
  test('sound and complete, for seats and spectators: every view states only true facts, and all that its seat deduces from its own events; a spectator view leaks nothing', () => {
    for (let game = 0; game < 9; game++) {
      checkGame({ players: 2 + (game % 3), seed: game, rounds: 1, shortDeck: game === 3 }, 500);
    }
    // The samples reach rebuilt main piles, thefts, cards known in other hands and blind draws from a rebuilt pile.
    expect(
      Math.min(seen.rebuilds, seen.thefts, seen.heldFacts, seen.exposedFacts, seen.partialMainPiles, seen.spectatorFacts, seen.spectatorTwins),
    ).toBeGreaterThan(0);
  });

  test('a theft: the victim knows the thief holds the card, a third seat does not, and forgets what it knew of the victim', () => {
    let state = unwrap(start({ players: 3, seed: 'theft', rounds: 1 })).state;
    const rng = [...seedRng('theft')] as MutableRngState;
    // Play until seat 2 draws a pile top (a public fact), then until someone robs seat 2.
    for (let step = 0; step < 2000; step++) {
      const moves = legalMoves(state);
      const robbing = moves.find((move) => move.type === 'steal' && move.from === 2 && unwrap(playerView(state, 0)).knowledge.held[2]!.length > 0);
      const { state: next, events } = unwrap(applyMove(state, robbing ?? moves[nextUint32InPlace(rng) % moves.length]!));
      state = next;
      const theft = events.find((event) => event.type === 'card-stolen');
      if (robbing !== undefined && theft?.type === 'card-stolen') {
        const third = 3 - theft.player - theft.from;
        expect(unwrap(playerView(state, theft.from)).knowledge.held[theft.player]).toContain(theft.card);
        expect(unwrap(playerView(state, third)).knowledge.held[theft.from]).toEqual([]);
        expect(unwrap(playerView(state, third)).knowledge.unaccounted).toContain(theft.card);
        return;
      }
    }
    throw new Error('no theft from a hand with a known card in 2,000 moves');
  });
});

describe('the memory in the state format', () => {
  const states: TesserisState[] = [];
  let state = unwrap(start({ players: 3, seed: 'memory', rounds: 1 })).state;
  const rng = [...seedRng('memory')] as MutableRngState;
  for (let step = 0; step < 600 && state.phase !== 'over'; step++) {
    const moves = legalMoves(state);
    state = unwrap(applyMove(state, moves[nextUint32InPlace(rng) % moves.length]!)).state;
    states.push(state);
  }
  const rich = states.find((candidate) => candidate.memory.some((memory) => memory.mainPile !== null && memory.held.flat().length > 0))!;

  test('a version-3 state (no table memory) loads with a blank one, and its seats remember as before', () => {
    const json = JSON.parse(JSON.stringify(rich)) as TesserisState;
    const loaded = unwrap(loadState({ ...json, version: 3, memory: json.memory.slice(0, -1) }));
    expect(loaded.version).toBe(4);
    expect(loaded.memory.slice(0, -1)).toEqual(rich.memory.slice(0, -1));
    expect(spectatorView(loaded).knowledge.mainPile).toBeNull();
    expect(spectatorView(loaded).knowledge.covered).toEqual(spectatorView(rich).knowledge.covered);
  });

  test('a version-2 state (no memory) loads with seats that remember nothing', () => {
    const { memory: _memory, ...rest } = JSON.parse(JSON.stringify(rich)) as TesserisState;
    const loaded = unwrap(loadState({ ...rest, version: 2 }));
    expect(loaded.version).toBe(4);
    expect(loaded.memory.every((memory) => memory.mainPile === null && memory.held.flat().length === 0)).toBe(true);
    expect(unwrap(playerView(loaded, 0)).knowledge.covered).toEqual(unwrap(playerView(rich, 0)).knowledge.covered);
  });

  test('the loader refuses a memory that states something false', () => {
    const json = JSON.parse(JSON.stringify(rich)) as TesserisState & { memory: { mainPile: number[] | null; held: number[][] }[] };
    const seat = json.memory.findIndex((memory) => memory.mainPile !== null && memory.held.flat().length > 0);
    const other = json.memory[seat]!.held.findIndex((cards) => cards.length > 0);
    const error = (memory: unknown) => {
      const loaded = loadState({ ...json, memory });
      return loaded.ok ? null : loaded.error.message;
    };
    expect(error(json.memory)).toBeNull();
    const withHeld = (cards: number[]) =>
      json.memory.map((memory, index) => (index === seat ? { ...memory, held: memory.held.map((list, holder) => (holder === other ? cards : list)) } : memory));
    expect(error(withHeld([json.hands[(other + 1) % 3]![0]!]))).toMatch(/memory\[\d\]\.held\[\d\]/);
    expect(error(withHeld([...json.memory[seat]!.held[other]!, ...json.memory[seat]!.held[other]!]))).toMatch(/held/);
    const withMain = (cards: number[] | null) => json.memory.map((memory, index) => (index === seat ? { ...memory, mainPile: cards } : memory));
    expect(error(withMain(null))).toBeNull();
    if (json.mainPile.length > 0) expect(error(withMain(json.memory[seat]!.mainPile!.filter((card) => card !== json.mainPile[0])))).toMatch(/mainPile/);
    expect(error(withMain([...json.memory[seat]!.mainPile!, json.hands[seat]![0]!]))).toMatch(/mainPile/);
    expect(
      error(
        json.memory.map((memory, index) =>
          index === seat ? { ...memory, held: memory.held.map((list, holder) => (holder === seat ? [json.hands[seat]![0]!] : list)) } : memory,
        ),
      ),
    ).toMatch(/own hand/);
    expect(error(json.memory.slice(1))).toMatch(/memory/);
  });

  test('every sampled state keeps the memory invariants and survives a round trip through JSON', () => {
    for (const sample of states.filter((_, index) => index % 20 === 0)) {
      expect(findBrokenInvariant(sample)).toBeNull();
      expect(unwrap(loadState(JSON.stringify(sample)))).toEqual(sample);
    }
  });
});
