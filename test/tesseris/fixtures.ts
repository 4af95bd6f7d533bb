/** Builders for hand-made Tesseris states. Cards are written with `card(shape, colour)`. */
import { cardOf, deckCards, loadState, unwrap, type Card, type TesserisState } from 'tessera-engine/tesseris';

export const card = cardOf;

export interface GameSpec {
  players?: 2 | 3 | 4;
  shortDeck?: boolean;
  target?: number | null;
  rounds?: number | null;
  round?: number;
  firstSeat?: number;
  turn?: number;
  placedPile?: number | null;
  /** Each seat's four objectives: a card, or `[card, resolvedWith]`. */
  objectives: (Card | [Card, Card])[][];
  hands: Card[][];
  /** The four piles, bottom first. */
  piles: Card[][];
  /** The main pile, bottom first; by default every card not placed elsewhere. */
  main?: Card[];
  /**
   * The finished rounds' points; by default one entry per finished round, in which the seat after the
   * previous one scored 4 (a round ends only once a seat resolves its fourth objective, ruling S5).
   */
  history?: number[][];
  phase?: 'discard' | 'draw' | 'over';
}

/** Builds a state's JSON without checking it, for tests of the loader. */
export function gameJson(spec: GameSpec) {
  const players = spec.players ?? 2;
  const objectives = spec.objectives.map((list) =>
    list.map((entry) => (Array.isArray(entry) ? { card: entry[0], resolvedWith: entry[1] } : { card: entry, resolvedWith: null })),
  );
  const used = new Set<Card>([
    ...spec.hands.flat(),
    ...spec.piles.flat(),
    ...(spec.main ?? []),
    ...objectives.flatMap((list) => list.flatMap((o) => (o.resolvedWith === null ? [o.card] : [o.card, o.resolvedWith]))),
  ]);
  const rest = deckCards(spec.shortDeck ?? false).filter((c) => !used.has(c));
  const piles = spec.piles.map((pile) => pile.slice());
  const main = spec.main ?? rest;
  if (spec.main !== undefined) piles[0] = [...rest, ...piles[0]!];
  const finished = (spec.round ?? 1) - (spec.phase === 'over' ? 0 : 1);
  const history =
    spec.history ?? Array.from({ length: finished }, (_, round) => Array.from({ length: players }, (_, seat) => (seat === round % players ? 4 : 0)));
  const rounds = spec.rounds ?? null;
  return {
    game: 'tesseris',
    version: 2,
    players,
    rules: { target: rounds !== null ? null : (spec.target ?? 12), rounds, shortDeck: spec.shortDeck ?? false },
    phase: spec.phase ?? 'discard',
    round: spec.round ?? 1,
    firstSeat: spec.firstSeat ?? 0,
    turn: spec.turn ?? 0,
    placedPile: spec.placedPile ?? null,
    objectives,
    history,
    mainPile: main,
    piles,
    hands: spec.hands,
    seed: 'fixture',
    rng: [1, 2, 3, 4],
  };
}

/** Builds a state and loads it through the public loader, so that every fixture is valid. */
export function game(spec: GameSpec): TesserisState {
  return unwrap(loadState(gameJson(spec)));
}

/**
 * A two-player position at the start of seat 0's turn: seat 0's objectives are shapes 1–4 and it holds a
 * shape-1 card; seat 1's objectives are shapes 5–8 and it holds a shape-5 card.
 */
export const twoPlayerSpec: GameSpec = {
  objectives: [
    [card(1, 0), card(2, 0), card(3, 0), card(4, 0)],
    [card(5, 0), card(6, 0), card(7, 0), card(8, 0)],
  ],
  hands: [
    [card(1, 1), card(9, 0), card(10, 0), card(11, 0)],
    [card(5, 1), card(9, 1), card(10, 1), card(11, 1)],
  ],
  piles: [[card(12, 0)], [card(12, 1)], [card(13, 0)], [card(14, 0)]],
};
