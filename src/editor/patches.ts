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
import { ownCopy, STATE_LIMITS } from '../core/untrusted.js';

/** The editor's own immer, which freezes nothing (immer's shared instance freezes what it produces). */
const immer = /* @__PURE__ */ new Immer({ autoFreeze: false });

/**
 * Why views could not be diffed or patched: `invalid-value`, a value that is no JSON data (a cycle, a getter
 * that throws) or holds a key that no patch can carry (`__proto__`, `constructor`, `prototype`, which immer
 * refuses in a path); `invalid-patch`, patches that do not apply to the view.
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

/** The first key in a copied value that no patch can carry (`__proto__`, `constructor`), as a path, or `null`. */
function reservedKeyPath(value: unknown, path: string): string | null {
  if (typeof value !== 'object' || value === null) return null;
  for (const key of Object.keys(value)) {
    const inner = Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`;
    if (RESERVED_KEYS.includes(key)) return inner;
    const found = reservedKeyPath((value as Record<string, unknown>)[key], inner);
    if (found !== null) return found;
  }
  return null;
}

/** The engine's own copy of a value to diff or patch, or what is wrong with it. */
function readValue(value: unknown, root: string): Result<unknown, PatchErrorCode> {
  let copy: unknown;
  try {
    copy = ownCopy(value, root, STATE_LIMITS);
  } catch (error) {
    return err('invalid-value', (error as Error).message);
  }
  const reserved = reservedKeyPath(copy, root);
  return reserved === null ? ok(copyJson(copy)) : err('invalid-value', `${reserved}: a key that no patch can carry`);
}

function mostlyChanged(to: readonly unknown[], from: readonly unknown[]): boolean {
  if (from.some((value) => typeof value === 'object' && value !== null)) return false;
  let changed = Math.abs(to.length - from.length);
  for (let i = 0; i < Math.min(to.length, from.length); i++) if (to[i] !== from[i]) changed++;
  return changed * 2 > from.length;
}

/** Whether two values are containers of the same kind: both arrays, or both plain objects. */
const sameContainers = (a: unknown, b: unknown): boolean =>
  typeof a === 'object' && a !== null && typeof b === 'object' && b !== null && Array.isArray(a) === Array.isArray(b);

function assignDeep(target: Record<string, unknown> | unknown[], source: Record<string, unknown> | unknown[]): void {
  const targetRecord = target as Record<string, unknown>;
  const sourceRecord = source as Record<string, unknown>;
  if (Array.isArray(target) && Array.isArray(source) && target.length > source.length) target.length = source.length;
  for (const key of Object.keys(targetRecord)) if (!Object.hasOwn(sourceRecord, key)) Reflect.deleteProperty(targetRecord, key);
  for (const key of Object.keys(sourceRecord)) {
    const from = sourceRecord[key];
    const to = targetRecord[key];
    const bothContainers = sameContainers(from, to);
    const wholeList = bothContainers && Array.isArray(from) && mostlyChanged(to as unknown[], from);
    if (bothContainers && !wholeList) assignDeep(to as Record<string, unknown>, from as Record<string, unknown>);
    else if (to !== from) targetRecord[key] = from;
  }
}

/**
 * The immer patches that turn one view (or any JSON value) into the next: what a server sends a client
 * instead of the whole view. {@link patchView} (or immer's `applyPatches`) of `previous` and the patches gives
 * exactly `next`; when the two are not containers of one kind, one patch replaces the whole value. Neither
 * value is changed nor frozen, and the patches share nothing with them.
 *
 * @param previous - the view the client has.
 * @param next - the view it should have.
 * @returns the patches, or `invalid-value` for a value that is no JSON data or holds a key that no patch can
 *   carry (`__proto__`, `constructor`, `prototype`).
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
  if (!sameContainers(from.value, to.value)) return ok([{ op: 'replace', path: [], value: to.value }]);
  enablePatches();
  const [, patches] = immer.produceWithPatches(from.value as Record<string, unknown>, (draft) => {
    assignDeep(draft, to.value as Record<string, unknown>);
  });
  // The patches' values are parts of the engine's own copy of `next`, which nothing else holds.
  return ok(patches);
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
 * Applies patches to a view, as a client does with {@link diffPatches}' output: immer's `applyPatches`, after
 * both are read as untrusted data. The previous view is neither changed nor frozen, and the new view is a copy
 * that shares nothing with it or with the patches, as free to sort or change as one from `playerView`.
 *
 * @param previous - the client's view.
 * @param patches - the server's patches.
 * @returns the patched view; `invalid-value` for a view (or a patch's value) that is no JSON data, and
 *   `invalid-patch` for patches that are no immer patches or do not apply to the view.
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
  const read = readValue(patches, 'patches');
  if (!read.ok) return read;
  const problem = patchesProblem(read.value);
  if (problem !== null) return err('invalid-patch', problem);
  enablePatches();
  try {
    // The result may share parts with the engine's own copies, which nothing else holds.
    return ok(immer.applyPatches(view.value as object, read.value as Patch[]) as Value);
  } catch (error) {
    return err('invalid-patch', `patches: ${error instanceof Error ? error.message : 'do not apply to the view'}`);
  }
}
