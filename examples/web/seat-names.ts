/**
 * How both pages name the seats, counted from 1, from what the page knows: its own seat is "you", a seat a bot
 * plays is "bot", and any other seat is named by its number alone (online, another person). At a local table
 * every other seat is a bot; online, the page learns which seats are bots from the match (`online-seat.ts`).
 */
import { t } from './page-text.js';

/** Who sits where, as far as the page knows. */
export interface Seating {
  /** The page's own seat. */
  readonly own: number;
  /** The seats bots play, or `'others'` at a local table, where every other seat is a bot. */
  readonly bots: readonly number[] | 'others';
}

/** A local table's seating: the page has seat 0, bots play the others. */
export const LOCAL_SEATING: Seating = { own: 0, bots: 'others' };

const isBot = (seating: Seating, seat: number): boolean => seat !== seating.own && (seating.bots === 'others' || seating.bots.includes(seat));

/** A seat's name: "Seat 2 (you)", "Seat 3 (bot)", or "Seat 1" for a seat a person plays elsewhere. */
export function seatName(seating: Seating, seat: number): string {
  return t(seat === seating.own ? 'seat.you' : isBot(seating, seat) ? 'seat.bot' : 'seat.person', { number: seat + 1 });
}

/** What the page tells its player about the table: "You are seat 2; the others are people." */
export function seatingIntro(seating: Seating, players: number): string {
  const others = Array.from({ length: players }, (_, seat) => seat).filter((seat) => seat !== seating.own);
  const bots = others.filter((seat) => isBot(seating, seat)).length;
  return t('seat.intro', { number: seating.own + 1, others: bots === others.length ? 'bots' : bots === 0 ? 'people' : 'mixed' });
}
