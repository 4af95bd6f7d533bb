/**
 * Copy-on-write, shared by both games, so that one rule code serves both the immutable API and the fast
 * simulation path.
 *
 * A step changes a state through a {@link Writer}. In place (the fast path), the writer hands out the
 * state's own containers. Otherwise it copies each container the first time the step writes to it, and every
 * container the step leaves alone is shared with the input state, which is never changed.
 *
 * @module
 */
import type { DeepMutable } from './mutable.js';

/** A state being changed by one step. */
export interface Writer<State extends object> {
  /** The state the step changes; its top level is always owned. */
  readonly state: State;
  /**
   * The containers this step has copied, or `null` when the caller owns the whole state. A step copies a
   * handful of containers, so a short array searched by identity beats a set.
   */
  readonly owned: unknown[] | null;
}

/**
 * The one writer of in-place steps, reused so that the fast path allocates nothing per move. A step never
 * starts another, so one is enough.
 */
const inPlaceWriter: { state: object; owned: null } = { state: {}, owned: null };

/**
 * Starts a step.
 *
 * @param state - the state before the step.
 * @param inPlace - `true` when the caller owns `state` and lets it change (it must then really be mutable);
 *   `false` to leave it untouched.
 */
export function beginWrite<State extends object>(state: State, inPlace: boolean): Writer<DeepMutable<State>> {
  if (inPlace) {
    inPlaceWriter.state = state;
    return inPlaceWriter as Writer<DeepMutable<State>>;
  }
  const copy = { ...state } as DeepMutable<State>;
  return { state: copy, owned: [copy] };
}

/**
 * Returns `parent[key]`, ready to be changed: copied first (shallowly) unless the step already owns it. The
 * parent must itself be owned, which it is when it was obtained through this function or is the top level.
 *
 * @param writer - the step.
 * @param parent - an owned object or array.
 * @param key - the key or index of the container.
 */
export function writable<Parent extends object, Key extends keyof Parent>(
  writer: Writer<object>,
  parent: Parent,
  key: Key,
): Parent[Key] {
  const value = parent[key];
  const owned = writer.owned;
  if (owned === null || owned.includes(value)) return value;
  const copy = (Array.isArray(value) ? value.slice() : { ...value }) as Parent[Key];
  owned.push(copy);
  parent[key] = copy;
  return copy;
}

/**
 * Marks containers that the step created as owned, so that later writes in the step do not copy them.
 *
 * @param writer - the step.
 * @param containers - fresh arrays or objects.
 */
export function adopt(writer: Writer<object>, ...containers: readonly unknown[]): void {
  writer.owned?.push(...containers);
}
