/**
 * The first read of a view handed to a bot: a copy the engine owns, and the fields every game's view has.
 * Each game then reads the rest of its own view (`readView` of its bots).
 *
 * @module
 */
import { isJsonShapeError, isPlainObject, readInt } from '../json.js';
import { err, ok, type Result } from '../result.js';
import { isRngState, type MutableRngState, type RngState } from '../rng.js';
import { STATE_LIMITS, ownCopy } from '../untrusted.js';

/** A view as the engine's own copy: plain data, read no further than its common fields. */
export interface ViewCopy {
  /** The whole copy. */
  readonly copy: Readonly<Record<string, unknown>>;
  /** The seat the view was made for. */
  readonly viewer: number;
  /** The seat to act. */
  readonly turn: number;
  /** The phase. */
  readonly phase: string;
}

/** The most seats any game has. */
const MAX_SEATS = 4;

/** What a bot says of a full state given as a view. */
export const FULL_STATE_AS_VIEW =
  "view: expected a player's view from playerView(state, seat), got a full state (it has the seed and the generator, which no player may see)";

/**
 * Whether a copied value is a game's full state rather than a view: it has the seed or the generator.
 *
 * @param copy - the engine's copy of the value.
 */
export function isFullState(copy: unknown): boolean {
  return isPlainObject(copy) && (Object.hasOwn(copy, 'seed') || Object.hasOwn(copy, 'rng'));
}

/**
 * Copies an untrusted view and reads its common fields, without an exception.
 *
 * @param view - any value, hostile ones included.
 * @returns the copy and its fields, or what is wrong with it: for a full state, that a view is expected.
 */
export function copyView(view: unknown): ViewCopy | string {
  try {
    const copy = ownCopy(view, 'view', STATE_LIMITS);
    if (!isPlainObject(copy)) return "view: expected a player's view from playerView(state, seat), an object";
    if (isFullState(copy)) return FULL_STATE_AS_VIEW;
    const viewer = readInt(copy.viewer, 'view.viewer', 0, MAX_SEATS - 1);
    const turn = readInt(copy.turn, 'view.turn', 0, MAX_SEATS - 1);
    if (typeof copy.phase !== 'string') return 'view.phase: expected a string';
    return { copy, viewer, turn, phase: copy.phase };
  } catch (error) {
    if (isJsonShapeError(error)) return error.message;
    throw error;
  }
}

/**
 * A loader's message about the world or position read from a view, named after the view: `state.boards`
 * becomes `view.boards`, and an invariant's message gets the view's name in front.
 *
 * @param message - the loader's message.
 * @param root - the view's name, for example `view` or `position`.
 */
export function nameAfterView(message: string, root: string): string {
  return message.startsWith('state') ? `${root}${message.slice('state'.length)}` : `${root}: ${message}`;
}

/**
 * Reads an untrusted view with a game's reader: the view, or an `invalid-view` error naming what is wrong.
 * Never throws, whatever the value (a throwing getter, a proxy, a cycle).
 *
 * @param view - any value.
 * @param readView - the game's reader of the engine's copy.
 */
export function readGameView<View>(view: unknown, readView: (copy: ViewCopy) => View | string): Result<View, 'invalid-view'> {
  const copy = copyView(view);
  const read = typeof copy === 'string' ? copy : readView(copy);
  return typeof read === 'string' ? err('invalid-view', read) : ok(read);
}

/**
 * Deals a world from an untrusted view and generator, for a game's `fast.fromView`: the view is read and
 * checked by the game's reader first, and the generator must be four 32-bit words. The world is dealt with a
 * copy of the generator, which is written back into the caller's only once it is dealt.
 *
 * @param view - any value.
 * @param rng - any value; the searcher's generator, advanced on success.
 * @param readView - the game's reader of views.
 * @param deal - deals a world from a checked view (the game's trusting `fromView`).
 */
export function dealFromUntrustedView<View, Simulator>(
  view: unknown,
  rng: unknown,
  readView: (copy: ViewCopy) => View | string,
  deal: (view: View, rng: MutableRngState) => Simulator,
): Result<Simulator, 'invalid-view' | 'invalid-rng'> {
  let given: RngState;
  try {
    // Each word read once, by its index, and the copy checked: the array's iterator and a getter that answers
    // another word at a second read are never met.
    const copied: unknown = Array.isArray(rng) && rng.length === 4 ? [rng[0], rng[1], rng[2], rng[3]] : null;
    if (!isRngState(copied)) return err('invalid-rng', 'rng: expected a generator state, four integers from 0 to 2^32 - 1');
    given = copied;
  } catch {
    return err('invalid-rng', 'rng: expected a generator state that can be read without an exception');
  }
  const read = readGameView(view, readView);
  if (!read.ok) return read;
  const words: MutableRngState = [...given];
  const world = deal(read.value, words);
  const target = rng as MutableRngState;
  let written = 0;
  try {
    for (; written < 4; written++) target[written] = words[written]!;
  } catch {
    // A word refused: the words already written are put back, so that a failure leaves the generator as it was.
    try {
      for (let i = 0; i < written; i++) target[i] = given[i]!;
    } catch {
      // A setter that accepted a word and now refuses it: the generator cannot be put back by any means.
    }
    return err('invalid-rng', 'rng: expected a generator state that can be written without an exception');
  }
  return ok(world);
}
