/**
 * Writable access to the parts of a Tesseris state, through the shared copy-on-write {@link Writer}. Each
 * accessor reads the part directly when the writer works in place, which keeps the fast path monomorphic.
 *
 * @module
 */
import type { DeepMutable } from '../../core/mutable.js';
import type { MutableRngState } from '../../core/rng.js';
import { stateInPlace, writable, type Owned, type Writer } from '../../core/writer.js';
import type { TesserisState } from '../types.js';
import type { Card } from '../vocabulary.js';

export { adopt, beginWrite, beginWriteInPlace } from '../../core/writer.js';

/**
 * A Tesseris state that its holder owns and may change in place.
 *
 * @example
 * ```ts
 * import { fast, loadState, resolveObjective, setup, shapeOf, unwrap, validateMove, type MutableTesserisState } from 'tessera-engine/tesseris';
 *
 * // A test position: seat 0's first hand card is swapped with a main-pile card of its objective 0's shape.
 * const edited: MutableTesserisState = fast.fromState(unwrap(setup({ players: 2, seed: 1 }))); // a writable copy of one's own
 * const wanted = edited.mainPile.findIndex((card) => shapeOf(card) === shapeOf(edited.objectives[0]![0]!.card));
 * [edited.hands[0]![0], edited.mainPile[wanted]] = [edited.mainPile[wanted]!, edited.hands[0]![0]!];
 * const state = unwrap(loadState(edited)); // the loader checks the edited position: every card still in one place
 * console.log(state.hands[0], validateMove(state, resolveObjective(0, 68, 0)).ok); // => [ 68, 1, 59, 55 ] true
 * ```
 */
export type MutableTesserisState = DeepMutable<TesserisState>;

/**
 * A shallow copy of a state, its fields listed in the order `setup` gives them: faster than a spread, and every
 * state of a line of play, and every simulator, keeps one hidden class, which keeps the rules' property reads
 * monomorphic.
 *
 * @param state - a state.
 */
export function copyState(state: TesserisState): TesserisState {
  return {
    game: state.game,
    version: state.version,
    players: state.players,
    rules: state.rules,
    phase: state.phase,
    round: state.round,
    firstSeat: state.firstSeat,
    turn: state.turn,
    placedPile: state.placedPile,
    objectives: state.objectives,
    history: state.history,
    mainPile: state.mainPile,
    piles: state.piles,
    hands: state.hands,
    seed: state.seed,
    rng: state.rng,
    memory: state.memory,
  };
}

/** A step changing a Tesseris state. */
export type TesserisWriter = Writer<TesserisState>;

/**
 * A seat's hand, writable.
 *
 * @param writer - the step.
 * @param seat - the seat.
 */
export function writableHand(writer: TesserisWriter, seat: number): Card[] {
  if (writer.owned === null) return stateInPlace(writer).hands[seat]!;
  return writable(writer, writable(writer, writer.state, 'hands'), seat);
}

/**
 * A secondary pile, writable.
 *
 * @param writer - the step.
 * @param pile - 0 to 3.
 */
export function writablePile(writer: TesserisWriter, pile: number): Card[] {
  if (writer.owned === null) return stateInPlace(writer).piles[pile]!;
  return writable(writer, writable(writer, writer.state, 'piles'), pile);
}

/**
 * The main pile, writable.
 *
 * @param writer - the step.
 */
export function writableMainPile(writer: TesserisWriter): Card[] {
  if (writer.owned === null) return stateInPlace(writer).mainPile;
  return writable(writer, writer.state, 'mainPile');
}

/**
 * A seat's objectives, writable (replace an objective with a new object rather than changing it).
 *
 * @param writer - the step.
 * @param seat - the seat.
 */
export function writableObjectives(writer: TesserisWriter, seat: number): Owned<TesserisState['objectives'][number]> {
  if (writer.owned === null) return stateInPlace(writer).objectives[seat]!;
  return writable(writer, writable(writer, writer.state, 'objectives'), seat);
}

/**
 * The generator's state, writable.
 *
 * @param writer - the step.
 */
export function writableRng(writer: TesserisWriter): MutableRngState {
  if (writer.owned === null) return stateInPlace(writer).rng;
  return writable(writer, writer.state, 'rng');
}
