/**
 * Naming seats in the games' English descriptions.
 *
 * @module
 */

/** Names a seat in a sentence; by default `"Seat 0"`. */
export type SeatName = (seat: number) => string;

/** The default seat names: `"Seat 0"`, `"Seat 1"`, ... */
export const defaultSeatName: SeatName = (seat) => `Seat ${seat}`;

/**
 * A count with its noun, singular or plural: `"1 point"`, `"3 points"`.
 *
 * @param count - the count.
 * @param noun - the singular noun; the plural adds an "s".
 */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
