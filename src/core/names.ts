/**
 * Naming seats for people: counted from 1, as everything a person reads.
 *
 * @module
 */

/** Names a seat (its index, from 0) in a sentence; by default `"Seat 1"` for seat 0. */
export type SeatName = (seat: number) => string;

/** The default English seat names: `"Seat 1"` for seat 0, `"Seat 2"`, ... */
export const defaultSeatName: SeatName = (seat) => `Seat ${seat + 1}`;
