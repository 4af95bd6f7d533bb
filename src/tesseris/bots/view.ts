/**
 * Reading a Tesseris view for a bot. The fields that only a view has (the viewer's hand, the hand sizes, the
 * piles' tops and sizes, the main pile's size) are read here, with those that dealing a world from the view
 * needs; the world dealt from it is then checked by the state loader, which checks everything else as it
 * checks a state. The only fact of the view's knowledge that the world does not take as it is, the cards
 * the viewer cannot place, is then compared with the world's.
 *
 * @module
 */
import { nameAfterView, type ViewCopy } from '../../core/bots/view.js';
import { JsonShapeError, isJsonShapeError, isPlainObject, readArray, readBoolean, readInt, readNullable, readRecord } from '../../core/json.js';
import { cloneView } from '../loading/clone.js';
import { fromView } from '../views/determinize.js';
import { unaccountedCards } from '../views/knowledge.js';
import { loadState, withOpenStateKeys } from '../loading/load.js';
import { areKnownCardsOf } from '../loading/memory-invariants.js';
import type { TesserisView } from '../types.js';
import { FULL_DECK_SIZE, HAND_SIZE, OBJECTIVES_PER_PLAYER, PILE_COUNT } from '../vocabulary.js';

/** The most seats of a Tesseris game. */
const MAX_PLAYERS = 4;

function readCard(value: unknown, path: string): number {
  return readInt(value, path, 0, FULL_DECK_SIZE - 1);
}

/** Reads the shape of a view's knowledge (ruling S9); the loader checks its facts in the world dealt from it. */
function readKnowledge(value: unknown, players: number): void {
  const knowledge = readRecord(value, 'view.knowledge', ['covered', 'mainPile', 'held', 'exposed', 'unaccounted']);
  const readCards = (cards: unknown, path: string) => readArray(cards, path, 0, FULL_DECK_SIZE, readCard);
  readArray(knowledge.covered, 'view.knowledge.covered', PILE_COUNT, PILE_COUNT, readCards);
  readNullable(knowledge.mainPile, (cards) => readCards(cards, 'view.knowledge.mainPile'));
  readArray(knowledge.held, 'view.knowledge.held', players, players, readCards);
  readArray(knowledge.exposed, 'view.knowledge.exposed', players, players, readCards);
  readCards(knowledge.unaccounted, 'view.knowledge.unaccounted');
}

/**
 * The keys of a view: the state's open fields, and the viewer's. A view with another key is refused, as a Tessera
 * view is (its loader refuses it): a misspelt field, or one a client added (another seat's `hands`), is never
 * silently dropped.
 */
const VIEW_KEYS: readonly (keyof TesserisView)[] = /* @__PURE__ */ withOpenStateKeys('viewer', 'hand', 'handSizes', 'piles', 'mainPileSize', 'knowledge');

/** Reads what {@link fromView} reads, throwing `JsonShapeError` where it is not there. */
function readDealtFields(view: Readonly<Record<string, unknown>>): void {
  // Only unknown keys here: a missing one is named by its own reader below, or by the loader.
  readRecord(view, 'view', [], VIEW_KEYS);
  // Every list by seat has one entry a seat: a world is dealt with this many seats, and read by the others.
  const players = readInt(view.players, 'view.players', 2, MAX_PLAYERS);
  // The round history's shape only (the loader checks its points): dealing a world copies it.
  readArray(view.history, 'view.history', 0, Number.MAX_SAFE_INTEGER, (points, path) =>
    readArray(points, path, 0, MAX_PLAYERS, (value, pointsPath) => readInt(value, pointsPath, 0, Number.MAX_SAFE_INTEGER)),
  );
  readArray(view.hand, 'view.hand', 0, HAND_SIZE, readCard);
  readArray(view.handSizes, 'view.handSizes', players, players, (size, path) => readInt(size, path, 0, HAND_SIZE));
  readArray(view.piles, 'view.piles', PILE_COUNT, PILE_COUNT, (value, path) => {
    const pile = readRecord(value, path, ['top', 'size']);
    readNullable(pile.top, (top) => readCard(top, `${path}.top`));
    readInt(pile.size, `${path}.size`, 0, FULL_DECK_SIZE);
  });
  readInt(view.mainPileSize, 'view.mainPileSize', 0, FULL_DECK_SIZE);
  if (!isPlainObject(view.rules)) throw new JsonShapeError('view.rules', 'a plain object');
  readBoolean(view.rules.shortDeck, 'view.rules.shortDeck');
  readKnowledge(view.knowledge, players);
  readArray(view.objectives, 'view.objectives', players, players, (list, listPath) =>
    readArray(list, listPath, 0, OBJECTIVES_PER_PLAYER, (value, path) => {
      const objective = readRecord(value, path, ['card', 'resolvedWith']);
      readCard(objective.card, `${path}.card`);
      readNullable(objective.resolvedWith, (card) => readCard(card, `${path}.resolvedWith`));
    }),
  );
}

/** Why the sizes a view shows disagree with the world dealt from it, or `null`. */
function sizesDisagree(
  view: TesserisView,
  world: { hands: readonly (readonly number[])[]; piles: readonly (readonly number[])[]; mainPile: readonly number[] },
): string | null {
  if (view.handSizes[view.viewer] !== view.hand.length) return `view.handSizes[${view.viewer}]: expected the size of the viewer's hand, ${view.hand.length}`;
  for (const [index, pile] of view.piles.entries()) {
    const dealt = world.piles[index]!;
    if (pile.size !== dealt.length || (pile.top === null) !== (pile.size === 0))
      return `view.piles[${index}]: expected a top card exactly when the pile has cards`;
  }
  const missing = world.hands.findIndex((hand, seat) => hand.length !== view.handSizes[seat]);
  if (missing >= 0 || world.mainPile.length !== view.mainPileSize) return 'view: more cards in hands and piles than the deck holds';
  return null;
}

/**
 * Why the view's `knowledge.exposed` cannot be true, or `null`: each entry must be distinct cards of the viewer's
 * hand, and the viewer's own entry empty. The world dealt from the view gives the other seats these memories, and
 * the loader would refuse them in terms of the world's memory.
 */
function exposedDisagrees({ knowledge, hand, viewer }: TesserisView): string | null {
  const wrong = knowledge.exposed.findIndex((cards, seat) => (seat === viewer && cards.length > 0) || !areKnownCardsOf(cards, hand));
  if (wrong < 0) return null;
  return wrong === viewer
    ? `view.knowledge.exposed[${wrong}]: expected no cards: the viewer's own entry`
    : `view.knowledge.exposed[${wrong}]: expected distinct cards of the viewer's hand`;
}

/** Tells whether two lists hold the same cards, in any order. */
function sameCards(given: readonly number[], expected: readonly number[]): boolean {
  const sorted = [...given].sort((a, b) => a - b);
  return sorted.length === expected.length && sorted.every((card, index) => card === expected[index]);
}

/**
 * Reads a Tesseris view for a bot: its own fields, then the world it deals, checked by the state loader.
 *
 * @param view - the engine's copy of the view, with its common fields read.
 * @returns the view, or what is wrong with it.
 */
export function readView({ copy, viewer }: ViewCopy): TesserisView | string {
  try {
    readDealtFields(copy);
  } catch (error) {
    if (isJsonShapeError(error)) return error.message;
    throw error;
  }
  const view = copy as unknown as TesserisView;
  if (viewer >= view.handSizes.length) return `view.viewer: expected a seat of the game, from 0 to ${view.handSizes.length - 1}`;
  const exposed = exposedDisagrees(view);
  if (exposed !== null) return exposed;
  const world = fromView(view, [0, 0, 0, 1]);
  const disagreement = sizesDisagree(view, world);
  if (disagreement !== null) return disagreement;
  const loaded = loadState(world);
  if (!loaded.ok) return nameAfterView(loaded.error.message, 'view');
  return sameCards(view.knowledge.unaccounted, unaccountedCards(loaded.value, viewer))
    ? cloneView(view)
    : 'view.knowledge.unaccounted: expected every card the viewer cannot place (not on the table, not in its hand, not in knowledge.held), each once';
}
