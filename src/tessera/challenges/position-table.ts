/**
 * The solver's table of the positions it searched, each with the best final score it proved that position
 * can reach at most: exact keys of three 32-bit words ({@link writeDraftKey}), in an open-addressing hash
 * table of typed arrays, so that a visit builds no string and allocates nothing until the table grows.
 *
 * @module
 */
import { DRAFT_KEY_WORDS } from './draft-model.js';

/** The table's first number of slots, a power of two. */
const FIRST_CAPACITY = 1 << 12;

/**
 * A map from {@link writeDraftKey} keys to scores from 0 to 2<sup>31</sup> − 1: 32-bit, as a challenge's board may
 * start with any score up to the loader's 1,000,000.
 */
export class PositionTable {
  private keys = new Int32Array(FIRST_CAPACITY * DRAFT_KEY_WORDS);
  /** Each slot's score, or −1 for an empty slot. */
  private values = new Int32Array(FIRST_CAPACITY).fill(-1);
  private size = 0;

  /** The score kept for a key, or −1 when the key is not in the table. */
  get(key: Int32Array): number {
    const mask = this.values.length - 1;
    const [a, b, c] = [key[0]!, key[1]!, key[2]!];
    for (let slot = slotOf(a, b, c) & mask; this.values[slot] !== -1; slot = (slot + 1) & mask) {
      if (this.keys[3 * slot] === a && this.keys[3 * slot + 1] === b && this.keys[3 * slot + 2] === c) return this.values[slot]!;
    }
    return -1;
  }

  /** Keeps a score for a key, in place of the one it had. */
  set(key: Int32Array, value: number): void {
    if (2 * (this.size + 1) > this.values.length) this.grow();
    if (this.insert(key[0]!, key[1]!, key[2]!, value)) this.size++;
  }

  /** Writes a key's score; `true` when the key is new. */
  private insert(a: number, b: number, c: number, value: number): boolean {
    const mask = this.values.length - 1;
    const keys = this.keys;
    const values = this.values;
    for (let slot = slotOf(a, b, c) & mask; ; slot = (slot + 1) & mask) {
      if (values[slot] === -1) {
        keys[3 * slot] = a;
        keys[3 * slot + 1] = b;
        keys[3 * slot + 2] = c;
        values[slot] = value;
        return true;
      }
      if (keys[3 * slot] === a && keys[3 * slot + 1] === b && keys[3 * slot + 2] === c) {
        values[slot] = value;
        return false;
      }
    }
  }

  /** Doubles the table and inserts every key again. */
  private grow(): void {
    const keys = this.keys;
    const values = this.values;
    this.keys = new Int32Array(keys.length * 2);
    this.values = new Int32Array(values.length * 2).fill(-1);
    for (let slot = 0; slot < values.length; slot++) {
      if (values[slot] !== -1) this.insert(keys[3 * slot]!, keys[3 * slot + 1]!, keys[3 * slot + 2]!, values[slot]!);
    }
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
