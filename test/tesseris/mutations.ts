/**
 * Targeted mutations of real Tesseris states, each making a state that no game reaches although the rules
 * could carry on from it, so that only the loader's invariants can tell: the closure fuzz checks that the
 * loader refuses all of them. Each keeps every card in one place, so the card count refuses none of them.
 */
import { OBJECTIVES_PER_PLAYER, shapeOf, type Card } from 'tessera-engine/tesseris';
import type { UnreachableMutation } from '../helpers/state-fuzzer.js';

interface ObjectiveJson {
  card: Card;
  resolvedWith: Card | null;
}

interface StateJson {
  players: number;
  phase: string;
  round: number;
  firstSeat: number;
  turn: number;
  placedPile: number | null;
  objectives: ObjectiveJson[][];
  history: number[][];
  mainPile: Card[];
  piles: Card[][];
  hands: Card[][];
}

/** Takes a card of a shape from where the rules keep loose cards: the main pile, covered cards, hands, tops. */
function takeCardOfShape(state: StateJson, shape: number): Card | undefined {
  const places = [state.mainPile, ...state.piles.map((pile) => pile.slice(0, -1)), ...state.hands, ...state.piles];
  for (const place of places) {
    const card = place.find((candidate) => shapeOf(candidate) === shape);
    if (card === undefined) continue;
    for (const owner of [state.mainPile, ...state.piles, ...state.hands]) {
      const index = owner.indexOf(card);
      if (index >= 0) owner.splice(index, 1);
    }
    return card;
  }
  return undefined;
}

/** A seat's place in the pass round the table: 0 for the round's first player. */
const passPosition = (state: StateJson, seat: number) => (seat - state.firstSeat + state.players) % state.players;

/**
 * Resolves every objective of a seat that cannot hold four yet (ruling S5): one that has not played in this
 * pass, or the acting seat before its discard or after a discard onto a pile. The round would have ended
 * before that seat played again.
 */
export const resolveAllBeforeTheirTurn: UnreachableMutation = (root: StateJson, a) => {
  if (root.phase === 'over') return false;
  const acting = passPosition(root, root.turn);
  const seats = root.objectives.flatMap((_, seat) => {
    const waiting = passPosition(root, seat) > acting;
    const beforeResolving = seat === root.turn && (root.phase === 'discard' || root.placedPile !== null);
    return waiting || beforeResolving ? [seat] : [];
  });
  const seat = seats[a % Math.max(1, seats.length)];
  if (seat === undefined) return false;
  for (const objective of root.objectives[seat]!) {
    objective.resolvedWith ??= takeCardOfShape(root, shapeOf(objective.card)) ?? null;
    if (objective.resolvedWith === null) return false;
  }
  return true;
};

/** Gives back an objective's card to the bottom of the main pile, unresolving it. */
function unresolve(root: StateJson, objective: ObjectiveJson): void {
  root.mainPile.unshift(objective.resolvedWith!);
  objective.resolvedWith = null;
}

/**
 * Lowers every 4 of a finished round's points to 3 (ruling S5: a round ends only once a seat resolves its
 * fourth objective). When that round is an ended game's last, its objectives lose a resolution to match.
 */
export const finishARoundWithoutAFour: UnreachableMutation = (root: StateJson, a) => {
  if (root.history.length === 0) return false;
  const index = a % root.history.length;
  const points = root.history[index]!;
  const keptObjectives = root.phase === 'over' && index === root.history.length - 1;
  points.forEach((point, seat) => {
    if (point !== OBJECTIVES_PER_PLAYER) return;
    points[seat] = point - 1;
    if (keptObjectives) unresolve(root, root.objectives[seat]![0]!);
  });
  return true;
};

/** Unresolves one objective of an ended game, whose objectives are those that scored its last round. */
export const changeAnEndedGamesObjectives: UnreachableMutation = (root: StateJson, a) => {
  const resolved = root.phase === 'over' ? root.objectives.flat().filter((objective) => objective.resolvedWith !== null) : [];
  if (resolved.length === 0) return false;
  unresolve(root, resolved[a % resolved.length]!);
  return true;
};

/** Plays one more round, with the same points, after the round that ended the game (ruling S6). */
export const playOnAfterTheEnd: UnreachableMutation = (root: StateJson) => {
  if (root.phase !== 'over') return false;
  root.history.push(root.history.at(-1)!.slice());
  root.round++;
  return true;
};

/** Every targeted mutation of a Tesseris state. */
export const unreachableMutations: readonly UnreachableMutation[] = [
  resolveAllBeforeTheirTurn,
  finishARoundWithoutAFour,
  changeAnEndedGamesObjectives,
  playOnAfterTheEnd,
];
