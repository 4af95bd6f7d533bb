/**
 * The solver's set of positions already searched: exact keys of three 32-bit words
 * ({@link writeDraftKey}), in an open-addressing hash table of typed arrays, so that a visit builds no string
 * and allocates nothing until the table grows.
 *
 * @module
 */
import { DRAFT_KEY_WORDS } from './draft-model.js';

/** The table's first number of slots, a power of two. */
const FIRST_CAPACITY = 1 << 12;

/** A set of {@link writeDraftKey} keys. */
export class PositionSet {
  private keys = new Int32Array(FIRST_CAPACITY * DRAFT_KEY_WORDS);
  private used = new Uint8Array(FIRST_CAPACITY);
  private size = 0;

  /** Adds a key; `false` when it was there already. */
  add(key: Int32Array): boolean {
    if (2 * (this.size + 1) > this.used.length) this.grow();
    const added = this.insert(key[0]!, key[1]!, key[2]!);
    if (added) this.size++;
    return added;
  }

  /** Tells whether a key is in the set. */
  has(key: Int32Array): boolean {
    const mask = this.used.length - 1;
    const [a, b, c] = [key[0]!, key[1]!, key[2]!];
    for (let slot = slotOf(a, b, c) & mask; this.used[slot] === 1; slot = (slot + 1) & mask) {
      if (this.keys[3 * slot] === a && this.keys[3 * slot + 1] === b && this.keys[3 * slot + 2] === c) return true;
    }
    return false;
  }

  private insert(a: number, b: number, c: number): boolean {
    const mask = this.used.length - 1;
    const keys = this.keys;
    const used = this.used;
    for (let slot = slotOf(a, b, c) & mask; ; slot = (slot + 1) & mask) {
      if (used[slot] === 0) {
        used[slot] = 1;
        keys[3 * slot] = a;
        keys[3 * slot + 1] = b;
        keys[3 * slot + 2] = c;
        return true;
      }
      if (keys[3 * slot] === a && keys[3 * slot + 1] === b && keys[3 * slot + 2] === c) return false;
    }
  }

  /** Doubles the table and inserts every key again. */
  private grow(): void {
    const keys = this.keys;
    const used = this.used;
    this.keys = new Int32Array(keys.length * 2);
    this.used = new Uint8Array(used.length * 2);
    for (let slot = 0; slot < used.length; slot++) if (used[slot] === 1) this.insert(keys[3 * slot]!, keys[3 * slot + 1]!, keys[3 * slot + 2]!);
  }
}

/** A key's hash, whose low bits give its first slot: every bit of every word reaches them (MurmurHash3's mix). */
function slotOf(a: number, b: number, c: number): number {
  return mix(mix(mix(a) ^ b) ^ c);
}

/** MurmurHash3's 32-bit finaliser. */
function mix(value: number): number {
  let hash = Math.imul(value ^ (value >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return hash ^ (hash >>> 16);
}
