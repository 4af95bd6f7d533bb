/**
 * The position editor, for wall editors, puzzle authors and servers that send diffs: `tessera-engine/editor`.
 * It is built on immer, which only this subpath imports, so the game entries stay free of it.
 *
 * ```ts
 * import { edit } from 'tessera-engine/editor';
 * import { balanceBag, tessera, unwrap } from 'tessera-engine/tessera';
 *
 * const state = unwrap(tessera.setup({ players: 2, seed: 'editor' }));
 * const edited = edit(tessera, state, (draft) => {
 *   draft.boards[0]!.wall[0]![0] = 0; // a blue tile on the top-left slot
 *   balanceBag(draft); // take it out of the bag, so that every tile is counted once
 * });
 * console.log(unwrap(edited).state.boards[0]!.wall[0]); // => [ 0, null, null, null, null ]
 * ```
 *
 * @module editor
 */
import { Immer, enablePatches, type Draft, type Patch } from 'immer';
import { copyJson } from '../core/copy.js';
import type { DeepMutable } from '../core/mutable.js';
import { err, ok, type Result } from '../core/result.js';

export type { Patch } from 'immer';

/**
 * The editor's own immer, which freezes nothing. immer's shared instance freezes what it produces, and with
 * it every part that the result shares with its input: the caller's states and views.
 */
const immer = /* @__PURE__ */ new Immer({ autoFreeze: false });

/**
 * What the editor needs of a game: its loader, which checks every invariant of an edited state.
 *
 * @example
 * ```ts
 * import { err } from 'tessera-engine';
 * import { edit, type EditableGame } from 'tessera-engine/editor';
 * import { setup, tessera, unwrap, type TesseraErrorCode, type TesseraState } from 'tessera-engine/tessera';
 *
 * // A puzzle editor's own rule on top of the game's: puzzles start with every score at 0.
 * const puzzles: EditableGame<TesseraState, TesseraErrorCode | 'not-a-puzzle'> = {
 *   name: 'tessera puzzles',
 *   loadState(json) {
 *     const loaded = tessera.loadState(json);
 *     return loaded.ok && loaded.value.boards.some((board) => board.score !== 0) ? err('not-a-puzzle', 'a puzzle starts at 0 points') : loaded;
 *   },
 * };
 * const refused = edit(puzzles, unwrap(setup({ players: 2, seed: 1 })), (draft) => {
 *   draft.boards[0]!.score = 5;
 * });
 * console.log(refused.ok || refused.error.code); // => not-a-puzzle
 * ```
 */
export interface EditableGame<State, Code extends string> {
  /** The game's name, for messages. */
  readonly name: string;
  /** The game's loader. */
  loadState(json: unknown): Result<State, Code>;
}

/**
 * An accepted edit: the new state, and the patches from the old state to it and back.
 *
 * @example
 * ```ts
 * import { edit, patchView, type Edit } from 'tessera-engine/editor';
 * import { setup, tessera, unwrap, type TesseraState } from 'tessera-engine/tessera';
 *
 * const state = unwrap(setup({ players: 2, seed: 1 }));
 * const edited: Edit<TesseraState> = unwrap(edit(tessera, state, (draft) => void (draft.boards[1]!.score = 25)));
 * // An editor's undo button: the inverse patches take the edited state back.
 * console.log(edited.inversePatches); // => [ { op: 'replace', path: [ 'boards', 1, 'score' ], value: 0 } ]
 * console.log(patchView(edited.state, edited.inversePatches).boards[1]!.score); // => 0
 * ```
 */
export interface Edit<State> {
  /** The edited state, checked by the game's loader. */
  readonly state: State;
  /** immer patches that turn the old state into the new one. */
  readonly patches: readonly Patch[];
  /** immer patches that turn the new state back into the old one. */
  readonly inversePatches: readonly Patch[];
}

/**
 * Edits a state by hand: `recipe` changes a draft of it (immer's `produce`), and the result is checked with
 * the game's loader, every invariant included. The input state is never changed nor frozen, and the edit
 * (the state and both lists of patches) shares nothing with it or with anything the recipe put in the draft.
 *
 * @param game - the game's module, for example `tessera`.
 * @param state - the state to edit.
 * @param recipe - changes the draft in place, as with immer.
 * @returns the edited state and its patches, or the loader's `invalid-state` error, which names the broken
 *   invariant and its path; `invalid-state` too when the recipe throws.
 *
 * @example
 * ```ts
 * import { edit } from 'tessera-engine/editor';
 * import { setup, tessera, unwrap } from 'tessera-engine/tessera';
 *
 * const state = unwrap(setup({ players: 2, seed: 1 }));
 * const scored = edit(tessera, state, (draft) => {
 *   draft.boards[1]!.score = 25;
 * });
 * console.log(scored.ok && scored.value.patches); // => [ { op: 'replace', path: [ 'boards', 1, 'score' ], value: 25 } ]
 * const broken = edit(tessera, state, (draft) => {
 *   draft.boards[1]!.score = -3;
 * });
 * console.log(broken.ok || broken.error.code); // => invalid-state
 * ```
 */
export function edit<State extends object, Code extends string>(
  game: EditableGame<State, Code>,
  state: State,
  recipe: (draft: Draft<DeepMutable<State>>) => void,
): Result<Edit<State>, Code | 'invalid-state'> {
  enablePatches();
  let produced: [State, Patch[], Patch[]];
  try {
    produced = immer.produceWithPatches(state as DeepMutable<State>, (draft) => {
      recipe(draft);
    }) as unknown as [State, Patch[], Patch[]];
  } catch (error) {
    return err('invalid-state', `edit: the recipe threw: ${error instanceof Error ? error.message : 'a non-error'}`);
  }
  const [next, patches, inversePatches] = produced;
  const checked = game.loadState(next);
  // The loader's state is its own copy; the patches' values may be parts of the input or of the recipe's.
  return checked.ok ? ok({ state: checked.value, patches: copyJson(patches), inversePatches: copyJson(inversePatches) }) : checked;
}

/**
 * Whether a list of plain values (no objects) changed at more than half its places, as a sorted list of cards
 * does when a card leaves it near the front: its patches, one per place, would then outweigh the list itself,
 * which is written whole instead.
 */
function mostlyChanged(to: readonly unknown[], from: readonly unknown[]): boolean {
  if (from.some((value) => typeof value === 'object' && value !== null)) return false;
  let changed = Math.abs(to.length - from.length);
  for (let i = 0; i < Math.min(to.length, from.length); i++) if (to[i] !== from[i]) changed++;
  return changed * 2 > from.length;
}

/**
 * Makes `target` equal to `source`, writing only what differs, so that immer records only the changes; a list
 * that changed at most of its places is written whole ({@link mostlyChanged}).
 */
function assignDeep(target: Record<string, unknown> | unknown[], source: Record<string, unknown> | unknown[]): void {
  const targetRecord = target as Record<string, unknown>;
  const sourceRecord = source as Record<string, unknown>;
  if (Array.isArray(target) && Array.isArray(source) && target.length > source.length) target.length = source.length;
  for (const key of Object.keys(targetRecord)) if (!(key in sourceRecord)) Reflect.deleteProperty(targetRecord, key);
  for (const key of Object.keys(sourceRecord)) {
    const from = sourceRecord[key];
    const to = targetRecord[key];
    const bothContainers = typeof from === 'object' && from !== null && typeof to === 'object' && to !== null && Array.isArray(from) === Array.isArray(to);
    const wholeList = bothContainers && Array.isArray(from) && mostlyChanged(to as unknown[], from);
    if (bothContainers && !wholeList) assignDeep(to as Record<string, unknown>, from as Record<string, unknown>);
    else if (to !== from) targetRecord[key] = from;
  }
}

/**
 * The immer patches that turn one view (or any JSON value) into the next: what a server sends a client
 * instead of the whole view. `applyPatches(previous, patches)` gives exactly `next`. Neither view is changed
 * nor frozen, and the patches share nothing with them.
 *
 * @param previous - the view the client has.
 * @param next - the view it should have.
 *
 * @example
 * ```ts
 * import { diffPatches } from 'tessera-engine/editor';
 * import { applyMove, legalMoves, playerView, setup, unwrap } from 'tessera-engine/tessera';
 *
 * const state = unwrap(setup({ players: 2, seed: 1 }));
 * const before = unwrap(playerView(state, 1));
 * const after = unwrap(playerView(unwrap(applyMove(state, legalMoves(state)[0])).state, 1));
 * const patches = diffPatches(before, after); // send these instead of the whole view
 * console.log(patches.length > 0, patches.every((patch) => Array.isArray(patch.path))); // => true true
 * ```
 */
export function diffPatches<Value extends object>(previous: Value, next: Value): Patch[] {
  enablePatches();
  const [, patches] = immer.produceWithPatches(previous as DeepMutable<Value>, (draft) => {
    assignDeep(draft as unknown as Record<string, unknown>, next as unknown as Record<string, unknown>);
  });
  // A patch's value may be a part of `next` itself.
  return copyJson(patches);
}

/**
 * Applies patches to a view, as a client does with {@link diffPatches}' output: immer's `applyPatches`. The
 * previous view is neither changed nor frozen, and the new view is a copy that shares nothing with it or with
 * the patches, as free to sort or change as one from `playerView`.
 *
 * @param previous - the client's view.
 * @param patches - the server's patches.
 *
 * @example
 * ```ts
 * import { diffPatches, patchView } from 'tessera-engine/editor';
 * import { applyMove, legalMoves, playerView, setup, unwrap } from 'tessera-engine/tessera';
 *
 * const state = unwrap(setup({ players: 2, seed: 1 }));
 * const before = unwrap(playerView(state, 1)); // what the client holds
 * const after = unwrap(playerView(unwrap(applyMove(state, legalMoves(state)[0])).state, 1));
 * const patched = patchView(before, diffPatches(before, after)); // on the client
 * console.log(JSON.stringify(patched) === JSON.stringify(after), before.turn); // => true 0
 * ```
 */
export function patchView<Value extends object>(previous: Value, patches: readonly Patch[]): Value {
  enablePatches();
  // immer's result shares what the patches left alone with `previous`, and may be a patch's own value.
  return copyJson(immer.applyPatches(previous, patches as Patch[]));
}
