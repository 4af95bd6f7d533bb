/**
 * What boardgame.io's lobby keeps about each seat of a match (`metadata.players`), as clients set it: read so that a
 * client's `playerID` finds only a seat, and bounded, since the lobby stores whatever a join sends and shows it
 * to every client of the match in each `matchData` frame. What a match held when it was read is kept, for the
 * bounds and for `metadata-writes.ts`, which writes what a request changed of it.
 *
 * @module
 */
import type { Server } from 'boardgame.io';
import { readUntrusted, SMALL_VALUE_LIMITS } from '../core/untrusted.js';

/** The longest name a seat may be given. */
const MAX_SEAT_NAME_LENGTH = 100;

/** The longest a seat's `data` may be, written as JSON. */
const MAX_SEAT_DATA_LENGTH = 4_096;

/**
 * The metadata as the storage gave it, by the `players` object that {@link withSeatsOnly} made of it (boardgame.io
 * keeps that object when it writes the metadata back, spread into a new one or not): what a write changes is told
 * from it, and what a match held before it was read is stored back as it was, bounded or not (a match stored
 * before the bounds, whose seats' connections and end must still be recorded).
 */
const fetchedMetadata = /* @__PURE__ */ new WeakMap<object, Server.MatchData>();

/** Whether metadata has its `players` object: a storage of the caller's own may give metadata without. */
export const hasPlayers = (metadata: Server.MatchData): boolean => typeof (metadata.players as unknown) === 'object' && (metadata.players as unknown) !== null;

/**
 * A match's metadata whose `players` has no prototype, so that boardgame.io's lobby, which looks a seat up as
 * `players[playerID]` with the client's `playerID`, finds no seat `__proto__` or `constructor` there; each seat's
 * entry is a copy, so that what the lobby changes reaches the storage only through `setMetadata`.
 *
 * @param metadata - the metadata as the storage gave it.
 */
export function withSeatsOnly(metadata: Server.MatchData): Server.MatchData {
  if (!hasPlayers(metadata)) return metadata;
  const players = Object.create(null) as Server.MatchData['players'];
  for (const [seat, entry] of Object.entries(metadata.players)) players[Number(seat)] = { ...entry };
  // The storage's own entries: the lobby changes the copies only.
  fetchedMetadata.set(players, { ...metadata, players: { ...metadata.players } });
  return { ...metadata, players };
}

/**
 * Why a match's metadata cannot be stored, or `null`: a seat's name that is no string of at most 100 characters,
 * or `data` that is no JSON of at most 4,096 characters, 8 levels and 1,000 values, unless the seat's name and
 * data are those the storage gave.
 *
 * @param metadata - the metadata the lobby is about to store.
 */
export function seatMetadataRefusal(metadata: Server.MatchData): string | null {
  if (!hasPlayers(metadata)) return null;
  const fetched = fetchedMetadata.get(metadata.players)?.players;
  for (const [seat, { name, data }] of Object.entries(metadata.players)) {
    const before = fetched?.[Number(seat)];
    if (before !== undefined && before.name === name && before.data === data) continue;
    if (name !== undefined && (typeof name !== 'string' || name.length > MAX_SEAT_NAME_LENGTH)) {
      return `playerName: expected a string of at most ${MAX_SEAT_NAME_LENGTH} characters (seat ${seat})`;
    }
    if (data === undefined) continue;
    const read = readUntrusted(data, 'data', 'invalid-data', SMALL_VALUE_LIMITS, (copy) => JSON.stringify(copy));
    if (!read.ok) return `${read.error.message} (seat ${seat})`;
    if (read.value.length > MAX_SEAT_DATA_LENGTH) return `data: expected at most ${MAX_SEAT_DATA_LENGTH} characters of JSON (seat ${seat})`;
  }
  return null;
}

/**
 * The metadata as the storage gave it, before boardgame.io changed it, or `undefined` for metadata that was not
 * read through {@link withSeatsOnly}.
 *
 * @param metadata - the metadata boardgame.io is about to store.
 */
export function metadataAsFetched(metadata: Server.MatchData): Server.MatchData | undefined {
  return hasPlayers(metadata) ? fetchedMetadata.get(metadata.players) : undefined;
}
