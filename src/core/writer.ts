/**
 * Copy-on-write, shared by both games, so that one rule code serves both the immutable API and the fast
 * simulation path. The compiler checks its contract.
 *
 * A step changes a state through a {@link Writer}. Its `state` is {@link Owned}: the step may assign the
 * state's own fields, but everything inside them is deeply read-only. To change a part, a rule obtains it
 * with {@link writable}, which hands out a part the step owns (copying it the first time, unless the step
 * works in place); a part that the rule built itself is handed to the writer with {@link adopt}. That is the
 * one way to write: a rule that reaches into a part it did not obtain this way does not compile, so a part
 * shared with the input state can never be changed.
 *
 * In place (the fast path), the writer hands out the state's own parts. Otherwise it copies each part the
 * first time the step writes to it, and every part the step leaves alone is shared with the input state,
 * which is never changed.
 *
 * @module
 */
import type { DeepMutable } from './mutable.js';

/** `T`, read-only all the way down (arrays and tuples keep their shape). */
export type DeepReadonly<T> = T extends object ? { readonly [Key in keyof T]: DeepReadonly<T[Key]> } : T;

/**
 * A part that a step owns: its own fields (or items) may be assigned, everything inside them is read-only
 * until it is obtained through the writer in turn.
 */
export type Owned<T> = { -readonly [Key in keyof T]: DeepReadonly<T[Key]> };

/** A state being changed by one step. */
export interface Writer<State extends object> {
  /** The state the step changes; its own fields are always owned. */
  readonly state: Owned<State>;
  /**
   * The parts this step owns besides the state itself, or `null` when it works in place and owns the whole
   * state. A step copies a handful of parts, so a short array searched by identity beats a set.
   */
  readonly owned: unknown[] | null;
}

/**
 * The one writer of in-place steps, reused so that the fast path allocates nothing per move. A step never
 * starts another, so one is enough.
 */
const inPlaceWriter: { state: object; owned: null } = { state: {}, owned: null };

/** A shallow copy of any object or array. */
function shallowCopy<Part>(part: Part): Part {
  return (Array.isArray(part) ? part.slice() : { ...part }) as Part;
}

/**
 * Starts a step that leaves `state` untouched: every part it changes is copied first.
 *
 * @param state - the state before the step.
 * @param copyState - a shallow copy of the state; a game's own, which lists its fields, is faster than a spread
 *   and gives every state of a line of play the same hidden class.
 */
export function beginWrite<State extends object>(state: State, copyState: (state: State) => State = shallowCopy): Writer<State> {
  const copy = copyState(state) as Owned<State>;
  return { state: copy, owned: [copy] };
}

/**
 * Starts a step that changes `state` itself, which the caller owns all the way down (a simulator).
 *
 * @param state - a state its holder owns.
 */
export function beginWriteInPlace<State extends object>(state: DeepMutable<State>): Writer<State> {
  // Only when it changes: a playout plays every move on one state, and storing a new state into this long-lived
  // writer costs a write barrier each time.
  if (inPlaceWriter.state !== state) inPlaceWriter.state = state;
  return inPlaceWriter as unknown as Writer<State>;
}

/**
 * The state of a step in place, as its holder owns it: all the way down. Only for the accessors that read a
 * part directly when `writer.owned` is `null`, which keeps the fast path's property accesses monomorphic.
 *
 * @param writer - a step in place.
 */
export function stateInPlace<State extends object>(writer: Writer<State>): DeepMutable<State> {
  return writer.state as unknown as DeepMutable<State>;
}

/**
 * Returns `part`, owned by the step and ready to be changed: the part itself when the step already owns it,
 * otherwise a shallow copy that the step owns from now on. The caller puts the result where `part` was. A game's
 * accessors use it with their own property reads and writes, which stay monomorphic where {@link writable}'s
 * keyed ones, shared by every part, are not.
 *
 * @param writer - a step that copies (`writer.owned` is not `null`).
 * @param part - a part of the step's state.
 * @param copyPart - a shallow copy of the part, when the game has its own (see {@link beginWrite}).
 */
export function own<Part>(writer: Writer<object>, part: Part, copyPart: (part: Part) => Part = shallowCopy): Owned<Part> {
  const owned = writer.owned!;
  // `includes` counted about 5% fewer instructions per immutable-API game than a `for ... of` loop here.
  if (owned.includes(part)) return part as Owned<Part>;
  const copy = copyPart(part);
  owned.push(copy);
  return copy as Owned<Part>;
}

/**
 * Returns `parent[key]`, owned by the step and ready to be changed: copied first (shallowly) unless the
 * step already owns it.
 *
 * @param writer - the step.
 * @param parent - a part the step owns: its state, or a part obtained through this function.
 * @param key - the key or index of the part.
 * @param copyPart - a shallow copy of the part, when the game has its own (see {@link own}).
 */
export function writable<Parent extends object, Key extends keyof Parent>(
  writer: Writer<object>,
  parent: Parent,
  key: Key,
  copyPart?: (part: Parent[Key]) => Parent[Key],
): Owned<Parent[Key]> {
  const value = parent[key];
  if (writer.owned === null) return value as Owned<Parent[Key]>;
  const part = own(writer, value, copyPart);
  (parent as Record<Key, unknown>)[key] = part;
  return part;
}

/**
 * Hands parts that the step built itself to the writer, so that later writes in the step change them
 * without copying them again.
 *
 * @param writer - the step.
 * @param parts - fresh arrays or objects.
 */
export function adopt(writer: Writer<object>, ...parts: readonly unknown[]): void {
  writer.owned?.push(...parts);
}
