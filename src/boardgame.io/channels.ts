/**
 * How boardgame.io's socket.io transport publishes a match's news (0.50): one channel per match, `MATCH-<id>`, and
 * a publication's type, which says whether it carries a new state.
 *
 * @module
 */
import type { Publication } from './storage.js';

/** The channel on which boardgame.io's transport publishes a match's news. */
export const channelOf = (matchID: string): string => `MATCH-${matchID}`;

/** The match whose news a channel carries, or `undefined` for a channel of no match. */
export const matchOfChannel = (channelId: string): string | undefined => /^MATCH-(.*)$/s.exec(channelId)?.[1];

/** Whether a publication carries a new state of its match (`update` or `patch`), not other news. */
export const carriesState = (payload: Publication): boolean => payload.type === 'update' || payload.type === 'patch';
