/**
 * Reading an untrusted Tessera position, a state or a player's view, for the bots and the solver: the state
 * loader checks it as it checks a state, in place of the seed and the generator that a view does not have.
 *
 * @module
 */
import { nameAfterView, type ViewCopy } from '../../core/bots/view.js';
import { isPlainObject } from '../../core/json.js';
import { STATE_LIMITS, readUntrusted } from '../../core/untrusted.js';
import type { MutableTesseraState } from '../loading/clone.js';
import { DETERMINIZED_SEED } from '../views/determinize.js';
import { loadState } from '../loading/load.js';
import type { TesseraView } from '../types.js';

/**
 * Reads a position: any object that the loader accepts once its `viewer`, `seed` and `rng` are set aside, whose
 * `viewer`, if it has one (a view), is a seat of the game.
 *
 * @param json - any value, hostile ones included.
 * @param root - its name in the messages, for example `view` or `position`.
 * @returns a fresh state of the position, with a placeholder seed and generator, or what is wrong and where.
 */
export function readPosition(json: unknown, root: string): MutableTesseraState | string {
  const read = readUntrusted(json, root, 'invalid-state', STATE_LIMITS, (copy) => copy);
  if (!read.ok) return read.error.message;
  if (!isPlainObject(read.value)) return `${root}: expected a state or a player's view, an object`;
  const position = loadPosition(read.value, root);
  if (typeof position === 'string' || !('viewer' in read.value)) return position;
  return isSeat(read.value.viewer, position.players) ? position : viewerError(root, position.players);
}

/** Whether a view's viewer is a seat of a game of `players`. */
const isSeat = (viewer: unknown, players: number): boolean => Number.isInteger(viewer) && (viewer as number) >= 0 && (viewer as number) < players;

/** What is wrong with a view's viewer that is no seat of a game of `players`. */
const viewerError = (root: string, players: number): string => `${root}.viewer: expected a seat of the game, from 0 to ${players - 1}`;

/** Loads a position from the engine's own copy of it, with {@link readPosition}'s checks. */
function loadPosition(copy: Readonly<Record<string, unknown>>, root: string): MutableTesseraState | string {
  const { viewer: _viewer, seed: _seed, rng: _rng, ...position } = copy;
  const loaded = loadState({ ...position, seed: DETERMINIZED_SEED, rng: [0, 0, 0, 0] });
  if (loaded.ok) return loaded.value as MutableTesseraState;
  return nameAfterView(loaded.error.message, root);
}

/**
 * Reads a Tessera view for a bot: the position, checked by the loader, and a viewer that is a seat of it.
 *
 * @param view - the engine's copy of the view, with its common fields read.
 * @returns a fresh view, or what is wrong with it.
 */
export function readView({ copy, viewer }: ViewCopy): TesseraView | string {
  const position = loadPosition(copy, 'view');
  if (typeof position === 'string') return position;
  if (!isSeat(viewer, position.players)) return viewerError('view', position.players);
  const { seed: _seed, rng: _rng, ...open } = position;
  return { ...open, viewer };
}
