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

  private insert(a: number, b: number, c: number): boolean {
    const mask = this.used.length - 1;
    const keys = this.keys;
    const used = this.used;
    let hash = Math.imul(a ^ Math.imul(b, 0x9e3779b1) ^ Math.imul(c, 0x85ebca6b), 0xc2b2ae35);
    hash ^= hash >>> 15;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
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
