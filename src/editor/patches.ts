/**
 * Views sent as diffs: the patches from one view (or any JSON value) to the next, on a server, and the patched
 * view, on a client. Both read their input as the engine reads untrusted data, so a hostile value or patch is a
 * typed error, and nothing they return shares memory with what they were given.
 *
 * @module
 */
import { Immer, enablePatches, type Patch } from 'immer';
import { copyJson } from '../core/copy.js';
import { isPlainObject } from '../core/json.js';
import { err, ok, type Result } from '../core/result.js';
import { NOT_DATA, ownCopy, STATE_LIMITS, type ReadLimits } from '../core/untrusted.js';
import { applyPatch, type ListWork } from './apply.js';

/** The editor's own immer, which freezes nothing (immer's shared instance freezes what it produces). */
const immer = /* @__PURE__ */ new Immer({ autoFreeze: false });

/**
 * Why views could not be diffed or patched: `invalid-value`, a value that is no JSON data (a cycle, a getter
 * that throws, a function, `NaN`, `undefined`), is larger than a state may be (nested more than 16 levels, or
 * more than 2,000,000 values), or holds a key that no patch can carry (`__proto__`, `constructor`, `prototype`,
 * which immer refuses in a path); `invalid-patch`, patches that do not fit the view (a key of a list that is no
 * index of it, a missing key), or that would leave it no JSON data (nested past 16 levels).
 *
 * @example
 * ```ts
 * import { patchView, type PatchErrorCode } from 'tessera-engine/editor';
 *
 * const refused = patchView({ turn: 0 }, [{ op: 'replace', path: ['hand', 3], value: 7 }]);
 * const code: PatchErrorCode | null = refused.ok ? null : refused.error.code;
 * console.log(code); // => invalid-patch
 * ```
 */
export type PatchErrorCode = 'invalid-value' | 'invalid-patch';

/** Keys that immer refuses in a path, and that no value sent as a patch may hold. */
const RESERVED_KEYS = ['__proto__', 'constructor', 'prototype'];

/**
 * Where a copied value is no JSON data, and what is wrong there, or `null`: a function or another object
 * that is no plain data (which the copy marks), a number that is not finite, `undefined`, a BigInt, a symbol, or
 * a key that no patch can carry (`__proto__`, `constructor`, `prototype`).
 */
function notJsonData(value: unknown, path: string): { readonly path: string; readonly problem: string } | null {
  if (value === NOT_DATA || value === undefined || typeof value === 'bigint' || typeof value === 'symbol')
    return { path, problem: 'expected JSON data: a plain object, an array, a string, a finite number, a boolean or null' };
  if (typeof value === 'number' && !Number.isFinite(value)) return { path, problem: 'expected a finite number' };
  if (typeof value !== 'object' || value === null) return null;
  for (const key of Object.keys(value)) {
    const inner = Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`;
    if (RESERVED_KEYS.includes(key)) return { path: inner, problem: 'a key that no patch can carry' };
    const found = notJsonData((value as Record<string, unknown>)[key], inner);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The limits of a list of patches: a patch carries a value as large as a view two levels deeper (in the list, and
 * in the patch), beside its path, so that whatever {@link diffPatches} makes, {@link patchView} reads.
 */
const patchesLimits = (): ReadLimits => ({ maxDepth: STATE_LIMITS.maxDepth + 2, maxNodes: 4 * STATE_LIMITS.maxNodes });

/** The engine's own copy of a value to diff or patch, or what is wrong with it. */
function readValue(value: unknown, root: string, limits: ReadLimits = STATE_LIMITS): Result<unknown, PatchErrorCode> {
  let copy: unknown;
  try {
    copy = ownCopy(value, root, limits);
  } catch (error) {
    return err('invalid-value', (error as Error).message);
  }
  const problem = notJsonData(copy, root);
  return problem === null ? ok(copyJson(copy)) : err('invalid-value', `${problem.path}: ${problem.problem}`);
}

/**
 * About how many characters of JSON a patch of one place of a list weighs, its value apart:
 * `{"op":"replace","path":["knowledge","unaccounted",23],"value":}`.
 */
const PATCH_WEIGHT = 60;

/**
 * Whether a list of primitives is lighter sent whole than patched place by place: a list whose cards shift by
 * one place after the one that left changes at many places, each a patch heavier than the card it carries.
 */
function lighterWhole(to: readonly unknown[], from: readonly unknown[]): boolean {
  if (from.some((value) => typeof value === 'object' && value !== null)) return false;
  let patchesWeight = Math.abs(to.length - from.length) * PATCH_WEIGHT;
  for (let i = 0; i < Math.min(to.length, from.length); i++) if (to[i] !== from[i]) patchesWeight += PATCH_WEIGHT + JSON.stringify(from[i]).length;
  return patchesWeight > JSON.stringify(from).length;
}

/** Whether two values are containers of the same kind: both arrays, or both plain objects. */
const sameContainers = (a: unknown, b: unknown): boolean =>
  typeof a === 'object' && a !== null && typeof b === 'object' && b !== null && Array.isArray(a) === Array.isArray(b);

/**
 * Whether patches can turn record `to` into record `from` with its keys in `from`'s order: a patch that adds a
 * key puts it last, so the keys that stay must come first, in the order they had, and the new ones after them.
 */
function keepsKeyOrder(to: object, from: object): boolean {
  // The keys are read once: read once per key, a record of 20,000 keys took a minute.
  const fromKeys = Object.keys(from);
  const kept = Object.keys(to).filter((key) => Object.hasOwn(from, key));
  const added = fromKeys.filter((key) => !Object.hasOwn(to, key));
  return [...kept, ...added].every((key, index) => fromKeys[index] === key);
}

/**
 * Whether `to` is best patched into `from` part by part, rather than replaced whole: both containers of one kind,
 * a list not lighter sent whole, a record whose key order the patches can keep.
 */
function patchesInPlace(to: unknown, from: unknown): boolean {
  if (!sameContainers(to, from)) return false;
  if (Array.isArray(from)) return !lighterWhole(to as unknown[], from);
  return keepsKeyOrder(to as object, from as object);
}

/**
 * Changes a draft of `target` into `source`, part by part. immer's patches leave out a `0` that becomes `-0` (or
 * back), which it compares with `===`: those go to `signs`, as patches to apply after immer's, at places that the
 * patched value has.
 */
function assignDeep(target: Record<string, unknown> | unknown[], source: Record<string, unknown> | unknown[], path: (string | number)[], signs: Patch[]): void {
  const targetRecord = target as Record<string, unknown>;
  const sourceRecord = source as Record<string, unknown>;
  if (Array.isArray(target) && Array.isArray(source) && target.length > source.length) target.length = source.length;
  for (const key of Object.keys(targetRecord)) if (!Object.hasOwn(sourceRecord, key)) Reflect.deleteProperty(targetRecord, key);
  for (const key of Object.keys(sourceRecord)) {
    const from = sourceRecord[key];
    const to = targetRecord[key];
    const inner = () => [...path, Array.isArray(source) ? Number(key) : key];
    if (patchesInPlace(to, from)) assignDeep(to as Record<string, unknown>, from as Record<string, unknown>, inner(), signs);
    else if (to === from && !Object.is(to, from)) signs.push({ op: 'replace', path: inner(), value: from });
    else if (to !== from) targetRecord[key] = from;
  }
}

/**
 * The immer patches that turn one view (or any JSON value) into the next: what a server sends a client
 * instead of the whole view. {@link patchView} (or immer's `applyPatches`) of `previous` and the patches gives
 * exactly `next`, its keys in the same order (so `JSON.stringify` of the two is the same text) and a `0` that
 * became `-0` included (though JSON, sent as text, has no `-0`); when the two are
 * not containers of one kind, or when the patches would be longer as JSON than `next` itself (or hold more values
 * than {@link patchView} reads, which only a `next` long through large strings can give), one patch replaces
 * the whole value, and a record whose keys patches could not put in `next`'s order is replaced whole too. Neither
 * value is changed nor frozen, and the patches share nothing with them.
 *
 * @param previous - the view the client has.
 * @param next - the view it should have.
 * @returns the patches, or `invalid-value` for a value that is no JSON data (a cycle, a function, a number that
 *   is not finite, `undefined`) or holds a key that no patch can carry (`__proto__`, `constructor`, `prototype`).
 *
 * @example
 * ```ts
 * import { diffPatches } from 'tessera-engine/editor';
 * import { applyMove, legalMoves, playerView, setup, unwrap } from 'tessera-engine/tessera';
 *
 * const state = unwrap(setup({ players: 2, seed: 1 }));
 * const before = unwrap(playerView(state, 1));
 * const after = unwrap(playerView(unwrap(applyMove(state, legalMoves(state)[0])).state, 1));
 * const patches = unwrap(diffPatches(before, after)); // send these instead of the whole view
 * console.log(patches.length > 0, patches.every((patch) => Array.isArray(patch.path))); // => true true
 * const refused = diffPatches(before, JSON.parse('{ "__proto__": { "polluted": true } }'));
 * console.log(refused.ok || refused.error.message); // => next.__proto__: a key that no patch can carry
 * ```
 */
export function diffPatches<Value extends object>(previous: Value, next: Value): Result<Patch[], PatchErrorCode> {
  const from = readValue(previous, 'previous');
  if (!from.ok) return from;
  const to = readValue(next, 'next');
  if (!to.ok) return to;
  if (!patchesInPlace(from.value, to.value)) return ok([{ op: 'replace', path: [], value: to.value }]);
  enablePatches();
  const signs: Patch[] = [];
  const [, immerPatches] = immer.produceWithPatches(from.value as Record<string, unknown>, (draft) => {
    assignDeep(draft, to.value as Record<string, unknown>, [], signs);
  });
  const patches = [...immerPatches, ...signs];
  // The patches' values are parts of the engine's own copy of `next`, which nothing else holds. Patches longer than
  // that copy (a new Tesseris round changes most of a view) give way to one patch that replaces it whole, and so do
  // patches larger than patchView reads.
  const whole = ok([{ op: 'replace', path: [], value: to.value }] as Patch[]);
  if (JSON.stringify(patches).length > JSON.stringify(to.value).length || !withinPatchesLimits(patches)) return whole;
  return ok(patches);
}

/**
 * Whether {@link patchView} reads these patches, made by {@link diffPatches}, within its limits. Their values are
 * parts of `next`, which holds at most {@link STATE_LIMITS}' values, and each patch adds a few values and its path:
 * only when those could pass the limits are the patches counted, by reading them as patchView does.
 */
function withinPatchesLimits(patches: readonly Patch[]): boolean {
  const limits = patchesLimits();
  let bound = 1 + STATE_LIMITS.maxNodes;
  for (const patch of patches) bound += 8 + patch.path.length;
  if (bound <= limits.maxNodes) return true;
  try {
    ownCopy(patches, 'patches', limits);
    return true;
  } catch {
    return false;
  }
}

/** What is wrong with a copied list of patches, or `null` when each is an immer patch whose path immer accepts. */
function patchesProblem(patches: unknown): string | null {
  if (!Array.isArray(patches)) return 'patches: expected an array of immer patches';
  for (const [index, patch] of patches.entries()) {
    const at = `patches[${index}]`;
    if (!isPlainObject(patch)) return `${at}: expected an object { op, path, value }`;
    if (patch.op !== 'add' && patch.op !== 'replace' && patch.op !== 'remove') return `${at}.op: expected "add", "replace" or "remove"`;
    const path: unknown = patch.path;
    if (!Array.isArray(path) || !path.every((key) => typeof key === 'string' || (Number.isSafeInteger(key) && (key as number) >= 0))) {
      return `${at}.path: expected an array of keys and indexes`;
    }
    if (path.some((key) => RESERVED_KEYS.includes(key as string))) return `${at}.path: expected no key ${RESERVED_KEYS.join(', ')}`;
  }
  return null;
}

/**
 * The most list items that a view's patches may move in all (each `add` or `remove` in a list moves every item
 * after its index), about a second of work at most: patches at the front of a list of millions, which no honest
 * diff sends (it sends such a list whole), held the thread for minutes.
 */
const MOST_LIST_ITEMS_MOVED = 1_000_000_000;

/**
 * Applies patches to a view, as a client does with {@link diffPatches}' output: as immer's `applyPatches`
 * would, after both are read as untrusted data, but each path checked against the view first, so that patches
 * that do not fit it (a stale view, a lost message) are an error rather than a view changed elsewhere. The
 * previous view is neither changed nor frozen, and the new view is a copy that shares nothing with it or with the
 * patches, as free to sort or change as one from `playerView`.
 *
 * @param previous - the client's view.
 * @param patches - the server's patches.
 * @returns the patched view; `invalid-value` for a view (or a patch's value) that is no JSON data, and
 *   `invalid-patch` for patches that are no immer patches or do not apply to the view: a key of a list that is no
 *   index of it (in `[0, length]` for `add`, where `"-"` adds last, in `[0, length)` for `replace` and `remove`; a
 *   `replace` of `length` may only shorten it), a `replace` or `remove` of a key the record has not, a path
 *   through no list or record, or the root path `[]` with another operation than `replace`; and `invalid-patch` for
 *   patches whose `add`s and `remove`s move list items more than 1,000,000,000 times in all.
 *
 * @example
 * ```ts
 * import { diffPatches, patchView } from 'tessera-engine/editor';
 * import { applyMove, legalMoves, playerView, setup, unwrap } from 'tessera-engine/tessera';
 *
 * const state = unwrap(setup({ players: 2, seed: 1 }));
 * const before = unwrap(playerView(state, 1)); // what the client holds
 * const after = unwrap(playerView(unwrap(applyMove(state, legalMoves(state)[0])).state, 1));
 * const patched = unwrap(patchView(before, unwrap(diffPatches(before, after)))); // on the client
 * console.log(JSON.stringify(patched) === JSON.stringify(after), before.turn); // => true 0
 * const stale = patchView(before, [{ op: 'remove', path: ['piles', 9, 'top'] }]);
 * console.log(stale.ok || stale.error.code); // => invalid-patch
 * ```
 */
export function patchView<Value extends object>(previous: Value, patches: readonly Patch[]): Result<Value, PatchErrorCode> {
  const view = readValue(previous, 'previous');
  if (!view.ok) return view;
  const read = readValue(patches, 'patches', patchesLimits());
  if (!read.ok) return read;
  const problem = patchesProblem(read.value);
  if (problem !== null) return err('invalid-patch', problem);
  // Both are the engine's own copies, which nothing else holds: the patches are applied to the view's copy in place,
  // and each patch's value, a tree of its own, goes into it once.
  let patched: unknown = view.value;
  const work: ListWork = { moved: 0 };
  for (const [index, patch] of (read.value as Patch[]).entries()) {
    const applied = applyPatch(patched, patch, work);
    if (typeof applied === 'string') return err('invalid-patch', `patches[${index}].path: ${applied}`);
    if (work.moved > MOST_LIST_ITEMS_MOVED)
      return err('invalid-patch', `patches[${index}]: the patches move list items more than ${MOST_LIST_ITEMS_MOVED} times in all`);
    patched = applied.root;
  }
  // A value nested past the limits is no view.
  const checked = readValue(patched, 'the patched view');
  return checked.ok ? ok(checked.value as Value) : err('invalid-patch', checked.error.message);
}
