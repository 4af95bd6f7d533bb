/**
 * Naming seats for people: counted from 1, as everything a person reads.
 *
 * @module
 */

/**
 * Names a seat (its index, from 0) in a sentence; by default `"Seat 1"` for seat 0. A function that throws, or
 * gives no string, is passed over for that seat: the description names it the default way, and never throws.
 *
 * @example
 * ```ts
 * import { describeMove, draftMove, type SeatName } from 'tessera-engine/tessera';
 *
 * const players = ['Ada', 'Grace'];
 * const byName: SeatName = (seat) => players[seat] ?? `Seat ${seat + 1}`;
 * console.log(describeMove(draftMove(1, 0, 0, 2), byName)); // => Grace takes the blue tiles from display 1 to line 3
 * const broken: SeatName = () => {
 *   throw new Error('no names yet');
 * };
 * console.log(describeMove(draftMove(1, 0, 0, 2), broken)); // => Seat 2 takes the blue tiles from display 1 to line 3
 * ```
 */
export type SeatName = (seat: number) => string;
