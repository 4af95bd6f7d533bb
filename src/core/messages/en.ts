/**
 * The English words both games share: seats, points, lists, and the errors of the kernel's shared checks.
 *
 * @module
 */

/** English templates both games' catalogues start from; see `core/locale.ts` for their form. */
export const CORE_EN = {
  seat: 'Seat {number}',
  'points.one': '{count} point',
  'points.other': '{count} points',
  'list.and': '{first} and {last}',
  'move.unreadable': 'an unreadable move',
  'event.unreadable': 'an unreadable event',
  'error.game-over': 'the game is over',
  'error.wrong-player': "it is {turnSeat}'s turn, not {moveSeat}'s",
} as const;

/** The keys of the shared templates. */
export type CoreMessageKey = keyof typeof CORE_EN;
