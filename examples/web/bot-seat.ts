/**
 * How the reference server's bots say which seats they play, and how a page reads it: a bot joins its seat
 * with `data: { bot: "<its name>" }` (`server/bot-seats.ts`), and the lobby lists each seat with its data. The
 * seat's name ("greedy bot") is for people to read; no page reads bots from names, so that a person is never
 * called a bot for a name they chose. The lobby lets any client set its seat's data, as it lets it choose its
 * name: a person who claims to be a bot is called one, but nobody is called a bot who did not claim it.
 */

/** The data a server bot joins its seat with. */
export interface BotSeatData {
  /** The bot's name, for example `"greedy"`. */
  readonly bot: string;
}

/** The data a server bot joins its seat with, for a bot of this name. */
export function botSeatData(botName: string): BotSeatData {
  return { bot: botName };
}

/** Whether a seat, as the lobby lists it, is played by a server bot: its data says so. */
export function isBotSeat(player: { readonly data?: unknown }): boolean {
  const { data } = player;
  return typeof data === 'object' && data !== null && typeof (data as Partial<BotSeatData>).bot === 'string';
}
