/**
 * The frame scan of the online tests: what a client received, checked against the match's states. Used by the
 * raw socket clients (online.test.ts) and by the browsers' pages (test/web/online.test.ts).
 */
import { expect } from 'vitest';
import type { TableGame } from 'tessera-engine/boardgame.io';
import type { TesserisState } from 'tessera-engine/tesseris';

/** Any game of the package, as the frame scan reads it. */
export type AnyGame = TableGame<unknown, unknown, unknown, { readonly viewer: number }>;

/** Every array of numbers in a value, with its path. */
function numberArrays(value: unknown, path: string, found: [string, number[]][]): [string, number[]][] {
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every((item) => typeof item === 'number')) found.push([path, value]);
    value.forEach((item, index) => numberArrays(item, `${path}[${index}]`, found));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) numberArrays(item, `${path}.${key}`, found);
  }
  return found;
}

/**
 * Checks one client's frames against the match's states: its `G` is exactly its seat's view (or the
 * spectator's) of the state it names, no other seat's hand appears anywhere else, no move of another seat
 * shows its arguments, and no frame holds the initial state, undo copies, the seed or the generator.
 */
export function checkFrames(
  module: AnyGame,
  spectator: (state: never) => unknown,
  states: readonly unknown[],
  frames: readonly unknown[][],
  playerID: string | null,
  seed: string,
): number {
  let checked = 0;
  for (const frame of frames) {
    const [event, , third, fourth] = frame;
    const text = JSON.stringify(frame);
    expect(text).not.toContain(JSON.stringify(seed));
    expect(text).not.toMatch(/"(hands|rng|initialState)"/);
    if (event !== 'sync' && event !== 'update') continue;
    const state = (event === 'sync' ? (third as { state: unknown }).state : third) as {
      G: { seat: number | null; view: unknown; moveCount: number; refusal: unknown };
      _undo: unknown[];
      _redo: unknown[];
    };
    const log = (event === 'sync' ? (third as { log: unknown }).log : fourth) as
      { action: { type: string; payload: { playerID: string; args: unknown } } }[] | undefined;
    const full = states[state.G.moveCount] as TesserisState;
    const seat = playerID === null ? null : Number(playerID);
    const view = seat === null ? spectator(full as never) : module.playerView(full, seat);
    expect(state.G).toEqual({ seat, view: seat === null ? view : (view as { value: unknown }).value, moveCount: state.G.moveCount, refusal: null });
    expect(state._undo).toEqual([]);
    expect(state._redo).toEqual([]);
    for (const entry of log ?? []) {
      if (entry.action.type === 'MAKE_MOVE' && entry.action.payload.playerID !== playerID) expect(entry.action.payload.args, JSON.stringify(entry)).toBeNull();
    }
    if ('hands' in full) {
      // Besides the seat's own hand, a view holds the cards it knows another seat holds (ruling S9: pile tops it
      // saw drawn, a card stolen from it), which may be a whole hand; G is checked above to be exactly the view.
      const arrays = numberArrays({ ...frame, own: null }, '', []).filter(
        ([path]) => !path.endsWith('.G.view.hand') && !/\.G\.view\.knowledge\.held\[\d+\]$/.test(path),
      );
      for (const [other, hand] of full.hands.entries()) {
        if (other === seat || hand.length < 3) continue;
        for (const [path, array] of arrays) expect(array, `${path} is seat ${other}'s hand`).not.toEqual(hand);
      }
    }
    checked++;
  }
  return checked;
}
