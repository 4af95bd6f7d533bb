/**
 * Copy-on-write access to a Tesseris state, so that one rule code serves both the immutable API (which copies
 * each container the first time a move writes to it, and shares the rest) and the fast path (which writes in
 * place).
 *
 * @module
 */
import type { DeepMutable } from '../core/mutable.js';
import type { MutableRngState } from '../core/rng.js';
import type { TesserisState } from './types.js';
import type { Card } from './vocabulary.js';

/** A Tesseris state that its holder owns and may change in place. */
export type MutableTesserisState = DeepMutable<TesserisState>;

/** A state being changed by one step. */
export interface Writer {
  /** The state: owned at its top level; its inner containers are owned once fetched through this module. */
  readonly state: MutableTesserisState;
  /** The containers already copied by this step, or `null` when the whole state is owned. */
  readonly owned: Set<unknown> | null;
}

/**
 * Starts a step.
 *
 * @param state - the state before the step.
 * @param inPlace - `true` when the caller owns `state` and it may change; `false` to leave it untouched.
 */
export function beginWrite(state: TesserisState, inPlace: boolean): Writer {
  if (inPlace) return { state: state as MutableTesserisState, owned: null };
  const copy = {
    ...state,
    hands: state.hands.slice(),
    piles: state.piles.slice(),
    objectives: state.objectives.slice(),
  } as MutableTesserisState;
  return { state: copy, owned: new Set() };
}

/**
 * Marks fresh containers, made by this step, as owned so that later writes in the step do not copy them.
 *
 * @param writer - the step.
 * @param containers - arrays the step created.
 */
export function adopt(writer: Writer, ...containers: readonly unknown[]): void {
  for (const container of containers) writer.owned?.add(container);
}

function owned<T extends unknown[]>(writer: Writer, container: T): T {
  if (writer.owned === null || writer.owned.has(container)) return container;
  const copy = container.slice() as T;
  writer.owned.add(copy);
  return copy;
}

/**
 * A seat's hand, writable.
 *
 * @param writer - the step.
 * @param seat - the seat.
 */
export function writableHand(writer: Writer, seat: number): Card[] {
  const hands = writer.state.hands;
  return (hands[seat] = owned(writer, hands[seat]!));
}

/**
 * A secondary pile, writable.
 *
 * @param writer - the step.
 * @param pile - 0 to 3.
 */
export function writablePile(writer: Writer, pile: number): Card[] {
  const piles = writer.state.piles;
  return (piles[pile] = owned(writer, piles[pile]!));
}

/**
 * The main pile, writable.
 *
 * @param writer - the step.
 */
export function writableMainPile(writer: Writer): Card[] {
  return (writer.state.mainPile = owned(writer, writer.state.mainPile));
}

/**
 * A seat's objectives, writable (replace an objective with a new object rather than changing it).
 *
 * @param writer - the step.
 * @param seat - the seat.
 */
export function writableObjectives(writer: Writer, seat: number): MutableTesserisState['objectives'][number] {
  const objectives = writer.state.objectives;
  return (objectives[seat] = owned(writer, objectives[seat]!));
}

/**
 * The generator's state, writable.
 *
 * @param writer - the step.
 */
export function writableRng(writer: Writer): MutableRngState {
  return (writer.state.rng = owned(writer, writer.state.rng));
}
