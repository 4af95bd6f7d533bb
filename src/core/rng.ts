/**
 * The seeded pseudo-random number generator shared by every game.
 *
 * The generator is sfc32 (Chris Doty-Humphrey's Small Fast Counting generator): four 32-bit words of state,
 * a period of at least 2^32, and good statistical quality for games. Its state is a plain array of four
 * unsigned 32-bit integers, so it lives inside a game state and survives a JSON round trip.
 *
 * @module
 */

/**
 * The generator's state: four unsigned 32-bit integers. It is plain JSON and belongs to a game state.
 *
 * @example
 * ```ts
 * import { setup, unwrap, type RngState } from 'tessera-engine/tessera';
 *
 * // The state carries its generator, so a game saved as JSON goes on drawing the same tiles when loaded.
 * const rng: RngState = unwrap(setup({ players: 2, seed: 1 })).rng;
 * console.log(rng.length, rng.every((word) => Number.isInteger(word) && word >= 0 && word < 2 ** 32)); // => 4 true
 * ```
 */
export type RngState = readonly [number, number, number, number];

/**
 * A generator state that the in-place functions may advance.
 *
 * @example
 * ```ts
 * import { randomIntInPlace, seedRng, type MutableRngState } from 'tessera-engine';
 *
 * // A copy of one's own: the in-place functions advance it, and the seeded state stays as it was.
 * const seeded = seedRng('dice');
 * const rng: MutableRngState = [...seeded];
 * const rolls = [1, 2, 3].map(() => 1 + randomIntInPlace(rng, 6));
 * console.log(rolls.length, JSON.stringify(rng) === JSON.stringify(seeded)); // => 3 false
 * ```
 */
export type MutableRngState = [number, number, number, number];

/**
 * A seed: any string, or a safe integer. The same seed always produces the same games.
 *
 * @example
 * ```ts
 * import { setup, unwrap, type Seed } from 'tessera-engine/tessera';
 *
 * const firstDisplay = (seed: Seed) => unwrap(setup({ players: 2, seed })).displays[0];
 * console.log(JSON.stringify(firstDisplay('friday')) === JSON.stringify(firstDisplay('friday'))); // => true
 * console.log(JSON.stringify(firstDisplay(42)) === JSON.stringify(firstDisplay('42'))); // => true
 * ```
 */
export type Seed = string | number;

const TWO_POW_32 = 4294967296;

/**
 * Hashes a seed into a fresh generator state (cyrb128 for strings; integers are hashed through their
 * decimal text, so `42` and `"42"` are the same seed).
 *
 * @param seed - any string, or a safe integer.
 * @returns a new generator state, warmed up by 15 discarded draws.
 *
 * @example
 * ```ts
 * import { seedRng } from 'tessera-engine';
 *
 * const rng = seedRng('my-seed');
 * console.log(rng.length); // => 4
 * console.log(JSON.stringify(seedRng(42)) === JSON.stringify(seedRng('42'))); // => true
 * ```
 */
export function seedRng(seed: Seed): RngState {
  const text = typeof seed === 'number' ? String(seed) : seed;
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const state: MutableRngState = [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
  for (let i = 0; i < 15; i++) nextUint32InPlace(state);
  return state;
}

/**
 * Advances a generator state in place and returns the next unsigned 32-bit integer.
 *
 * @param state - a state owned by the caller; it is overwritten.
 *
 * @example
 * ```ts
 * import { nextUint32InPlace, seedRng, type MutableRngState } from 'tessera-engine';
 *
 * const rng = [...seedRng('dice')] as MutableRngState;
 * const first = nextUint32InPlace(rng);
 * console.log(first >= 0 && first < 2 ** 32); // => true
 * ```
 */
export function nextUint32InPlace(state: MutableRngState): number {
  let a = state[0];
  let b = state[1];
  let c = state[2];
  let d = state[3];
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  state[0] = a >>> 0;
  state[1] = b >>> 0;
  state[2] = c >>> 0;
  state[3] = d >>> 0;
  return t >>> 0;
}

/**
 * Draws an integer in `[0, bound)` and advances the state in place.
 *
 * @param state - a state owned by the caller; it is overwritten.
 * @param bound - a positive integer below 2^32. The bias is at most `bound / 2^32`.
 *
 * @example
 * ```ts
 * import { randomIntInPlace, seedRng, type MutableRngState } from 'tessera-engine';
 *
 * const rng = [...seedRng('dice')] as MutableRngState;
 * const rolls = Array.from({ length: 5 }, () => 1 + randomIntInPlace(rng, 6));
 * console.log(rolls.every((roll) => roll >= 1 && roll <= 6)); // => true
 * ```
 */
export function randomIntInPlace(state: MutableRngState, bound: number): number {
  return Math.floor((nextUint32InPlace(state) / TWO_POW_32) * bound);
}

/**
 * Shuffles an array in place (Fisher–Yates) with the generator.
 *
 * @param state - a generator state owned by the caller; it is advanced.
 * @param items - the array to shuffle; it is overwritten.
 *
 * @example
 * ```ts
 * import { seedRng, shuffleInPlace, type MutableRngState } from 'tessera-engine';
 *
 * const cards = ['a', 'b', 'c', 'd'];
 * shuffleInPlace([...seedRng('deal')] as MutableRngState, cards);
 * console.log(cards.slice().sort()); // => [ 'a', 'b', 'c', 'd' ]
 * ```
 */
export function shuffleInPlace(state: MutableRngState, items: unknown[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomIntInPlace(state, i + 1);
    const held = items[i];
    items[i] = items[j];
    items[j] = held;
  }
}

/**
 * Checks that an unknown value is a generator state: an array of four integers in `[0, 2^32)`. Never throws:
 * a value whose getters or proxy traps throw is none.
 *
 * @param value - any value.
 *
 * @example
 * ```ts
 * import { isRngState, seedRng } from 'tessera-engine';
 *
 * console.log(isRngState(seedRng(1))); // => true
 * console.log(isRngState([1, 2, 3])); // => false
 * ```
 */
export function isRngState(value: unknown): value is RngState {
  try {
    return Array.isArray(value) && value.length === 4 && value.every((word) => Number.isInteger(word) && word >= 0 && word < TWO_POW_32);
  } catch {
    // Array.isArray throws on a revoked proxy; a getter or a trap may throw anything.
    return false;
  }
}

/**
 * Gives a generator a fresh state drawn from another one, so that what it will draw next is unknown to anyone
 * who knew its old state. Search uses it to re-draw a game's hidden future (a determinization).
 *
 * @param target - the generator to re-seed; it is overwritten.
 * @param source - the generator the new state is drawn from; it is advanced.
 */
export function reseedInPlace(target: MutableRngState, source: MutableRngState): void {
  for (let i = 0; i < 4; i++) target[i] = nextUint32InPlace(source);
  for (let i = 0; i < 4; i++) nextUint32InPlace(target);
}
