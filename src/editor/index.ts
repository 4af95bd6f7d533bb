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
import { err, ok, type EngineError, type Result } from '../core/result.js';
import { thrownMessage } from '../core/thrown.js';
import { ownCopy, STATE_LIMITS } from '../core/untrusted.js';

export type { Patch } from 'immer';
export { diffPatches, patchView, type PatchErrorCode } from './patches.js';

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
 * console.log(unwrap(patchView(edited.state, edited.inversePatches)).boards[1]!.score); // => 0
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
 * The game's loader's answer for an edited state: a game module may be the caller's own, so a loader that
 * throws, or answers no `Result`, is an `invalid-state` error rather than an exception.
 */
function loadedBy<State, Code extends string>(game: EditableGame<State, Code>, next: State): Result<State, Code | 'invalid-state'> {
  try {
    const checked: unknown = game.loadState(next);
    if (typeof checked !== 'object' || checked === null) return err('invalid-state', "edit: the game's loadState answered no Result");
    // Each field read once: a getter of a caller's Result may answer differently the next time.
    const { ok: passed } = checked as { readonly ok?: unknown };
    if (typeof passed !== 'boolean') return err('invalid-state', "edit: the game's loadState answered no Result");
    return passed ? ok((checked as { readonly value: State }).value) : { ok: false, error: (checked as { readonly error: EngineError<Code> }).error };
  } catch (error) {
    return err('invalid-state', `edit: the game's loadState threw: ${thrownMessage(error, 'a non-error')}`);
  }
}

/**
 * Whether a recipe's answer is a thenable (an async recipe's Promise), which then gets a handler for its
 * rejection: the draft is revoked before it settles, and an unhandled rejection would end a Node process.
 */
function settledIfThenable(returned: unknown): boolean {
  try {
    if ((typeof returned !== 'object' && typeof returned !== 'function') || returned === null) return false;
    const then: unknown = (returned as { then?: unknown }).then;
    if (typeof then !== 'function') return false;
    try {
      Reflect.apply(then, returned, [undefined, () => undefined]);
    } catch {
      // A thenable whose then throws settles nothing.
    }
    return true;
  } catch {
    // An answer whose `then` cannot be read is no thenable that could settle; immer takes it as the new state.
    return false;
  }
}

/**
 * Edits a state by hand: `recipe` changes a draft of it (immer's `produce`), and the result is checked with
 * the game's loader, every invariant included. The input state is never changed nor frozen, and the edit
 * (the state and both lists of patches) shares nothing with it or with anything the recipe put in the draft: the
 * state is a plain copy of the loader's answer, even of a loader of the caller's own that answers what it is given.
 * An edit is synchronous: a recipe that returns a Promise (an `async` one, which the recipe's type refuses too) is
 * refused, and its rejection handled.
 *
 * @param game - the game's module, for example `tessera`.
 * @param state - the state to edit.
 * @param recipe - changes the draft in place and returns nothing, as with immer; or, as with immer too, leaves the
 *   draft alone and returns a whole new state, which replaces it (then checked by the loader like any edit).
 * @returns the edited state and its patches, or the loader's `invalid-state` error, which names the broken
 *   invariant and its path; `invalid-state` too when the recipe throws, returns a Promise (or another thenable),
 *   or both changes the draft and returns a value (`(draft) => (draft.turn = 3)`: write `void (draft.turn = 3)`),
 *   or answers something that is no object (a state's JSON text), when `state` is no plain JSON data (no object,
 *   a cycle, a getter that throws, an instance of a class: it is read once, as untrusted data), and when the
 *   game's `loadState` throws or answers no `Result` (a game module of the caller's own).
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
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- a recipe returns nothing, or a whole new state, as immer's
  recipe: (draft: Draft<DeepMutable<State>>) => void | NoInfer<State>,
): Result<Edit<State>, Code | 'invalid-state'> {
  enablePatches();
  // A function would be taken by immer for a recipe of its curried form, and give no state at all.
  const given: unknown = state;
  if (typeof given !== 'object' || given === null) return err('invalid-state', 'edit: expected a state, an object');
  // The engine's own copy is drafted, read once as untrusted data: a cycle, a getter that throws or a sparse list
  // of billions is an error here, not an exception or minutes in immer, and the inverse patches hold only plain data.
  let own: unknown;
  try {
    own = copyJson(ownCopy(given, 'state', STATE_LIMITS));
  } catch (error) {
    return err('invalid-state', `edit: ${thrownMessage(error, 'the state cannot be read')}`);
  }
  if (typeof own !== 'object' || own === null) return err('invalid-state', 'edit: expected a state of plain JSON data, not an instance of a class');
  let produced: [State, Patch[], Patch[]];
  // Whether the recipe itself threw, returned a thenable or another value, or immer failed (a state it cannot
  // draft, a value in the draft it cannot read).
  const happened = { threw: false, thenable: false, returned: false };
  try {
    produced = immer.produceWithPatches(own as DeepMutable<State>, (draft) => {
      let returned: unknown;
      try {
        returned = recipe(draft);
      } catch (error) {
        happened.threw = true;
        throw error;
      }
      if (settledIfThenable(returned)) {
        happened.thenable = true;
        throw new Error('a thenable');
      }
      happened.returned = returned !== undefined && returned !== draft;
      return returned as Draft<DeepMutable<State>>;
    }) as unknown as [State, Patch[], Patch[]];
  } catch (error) {
    if (happened.thenable) return err('invalid-state', 'edit: the recipe returned a Promise (a thenable): an edit is synchronous');
    if (happened.returned) {
      const why = thrownMessage(error, 'a non-error');
      return err(
        'invalid-state',
        `edit: immer could not take the recipe's answer for the new state (a recipe changes the draft, or returns a whole new state): ${why}`,
      );
    }
    return err('invalid-state', `edit: ${happened.threw ? 'the recipe threw' : 'immer could not make the edit'}: ${thrownMessage(error, 'a non-error')}`);
  }
  const [next, patches, inversePatches] = produced;
  // A recipe's answer that is no object (a state's JSON text, say, which a loader parses) would give patches that
  // turn the old state into it.
  const answered: unknown = next;
  if (typeof answered !== 'object' || answered === null) return err('invalid-state', "edit: the recipe's answer is no state (an object)");
  const checked = loadedBy(game, next);
  if (!checked.ok) return checked;
  // The package's loaders answer a copy of their own, but a caller's loader may answer what it was given, which
  // shares parts with the input and the recipe's objects; so do the patches' values.
  let copied: State;
  try {
    copied = copyJson(checked.value);
  } catch (error) {
    return err('invalid-state', `edit: the game's loadState answered a state that cannot be copied: ${thrownMessage(error, 'a non-error')}`);
  }
  try {
    return ok({ state: copied, patches: copyJson(patches), inversePatches: copyJson(inversePatches) });
  } catch (error) {
    return err('invalid-state', `edit: the recipe put a value in the state that cannot be copied: ${thrownMessage(error, 'a non-error')}`);
  }
}
