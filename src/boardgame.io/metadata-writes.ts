/**
 * boardgame.io writes a match's whole metadata back a moment after it read it (the lobby's join, each socket's
 * connection and disconnection, each move), so that of two writes at once the last undid the other, a join
 * answered 200 included. Here a write is the change it makes to what was read, made on the metadata stored at
 * that moment.
 *
 * @module
 */
import type { Server, StorageAPI } from 'boardgame.io';
import { sameJson } from '../core/json.js';
import { hasPlayers, metadataAsFetched } from './seat-metadata.js';

/** A seat's entry as clients set it. */
type SeatEntry = Server.MatchData['players'][number];

/**
 * A storage that can change a match's metadata atomically, across server processes: it reads the stored
 * metadata, hands it to `update` and stores what `update` returns, with no other write of that match's metadata
 * in between (a row lock, a transaction), and throws what `update` throws, storing nothing. Given such a storage,
 * {@link securedStorage} writes metadata through it; any other is written through `fetch` and `setMetadata`, one
 * write of a match at a time in the process.
 *
 * @example
 * ```ts
 * import { FlatFile } from 'boardgame.io/server';
 * import { mkdtempSync } from 'node:fs';
 * import { tmpdir } from 'node:os';
 * import { join } from 'node:path';
 * import { securedStorage, type MetadataUpdates } from 'tessera-engine/boardgame.io';
 *
 * // One process: a write at a time is atomic enough. A database's would lock the match's row instead.
 * const files = new FlatFile({ dir: mkdtempSync(join(tmpdir(), 'tables-')) });
 * const atomic: MetadataUpdates = {
 *   updateMetadata: async (matchID, update) => {
 *     const { metadata } = await files.fetch(matchID, { metadata: true });
 *     await files.setMetadata(matchID, update(metadata));
 *   },
 * };
 * const { db } = securedStorage(Object.assign(files, atomic));
 * await db.connect();
 * const initialState = { G: {}, ctx: {}, plugins: {}, _undo: [], _redo: [], _stateID: 0 } as never;
 * await db.createMatch('m', { initialState, metadata: { gameName: 'tessera', players: { 0: { id: 0 } }, createdAt: 0, updatedAt: 0 } });
 * // Two joins of seat 0 read it free at once, as two lobby requests would: the second is refused.
 * const [first, second] = [(await db.fetch('m', { metadata: true })).metadata, (await db.fetch('m', { metadata: true })).metadata];
 * first.players[0] = { id: 0, name: 'Ada', credentials: 'a' };
 * second.players[0] = { id: 0, name: 'Bo', credentials: 'b' };
 * await db.setMetadata('m', first);
 * const refused = await db.setMetadata('m', second).catch((error: unknown) => (error as Error).message);
 * console.log(refused, (await db.fetch('m', { metadata: true })).metadata.players[0]!.name); // => Player 0 not available Ada
 * ```
 */
export interface MetadataUpdates {
  /**
   * Stores what `update` makes of the match's stored metadata, with no other write of it in between; does
   * nothing for a match that is not stored.
   */
  updateMetadata(matchID: string, update: (stored: Server.MatchData) => Server.MatchData): Promise<void>;
}

/** Whether a storage changes metadata atomically. */
const hasMetadataUpdates = (db: object): db is MetadataUpdates => typeof (db as Partial<MetadataUpdates>).updateMetadata === 'function';

/** Gives `target` each field of `after` that differs from `before`, and drops those `after` no longer has. */
function applyChanges(target: Record<string, unknown>, before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>): void {
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (sameJson(before[key], after[key])) continue;
    if (Object.hasOwn(after, key)) target[key] = after[key];
    else Reflect.deleteProperty(target, key);
  }
}

/** A join refused because the seat was taken meanwhile: boardgame.io's lobby answers a taken seat so. */
function seatTaken(seat: string): Error {
  return Object.assign(new Error(`Player ${seat} not available`), { status: 409, expose: true });
}

/**
 * The change a write of metadata makes to what `fetch` gave, as a function that makes it on the metadata stored
 * now: each field and each seat's field that the write changed is written, the others are left as stored, and a
 * join (a seat given a name it had not) of a seat that has one now throws the lobby's 409. `null` for metadata
 * that was not read through {@link withSeatsOnly}, which is written as it is.
 *
 * @param metadata - the metadata boardgame.io is about to store.
 */
export function metadataChange(metadata: Server.MatchData): ((stored: Server.MatchData) => Server.MatchData) | null {
  const fetched = metadataAsFetched(metadata);
  if (fetched === undefined) return null;
  const written = structuredClone(metadata);
  return (stored) => {
    const { players: _storedPlayers, ...storedFields } = stored;
    const { players: beforePlayers, ...beforeFields } = fetched;
    const { players: afterPlayers, ...afterFields } = written;
    const next: Record<string, unknown> = { ...storedFields };
    applyChanges(next, beforeFields, afterFields);
    const players: Record<string, SeatEntry> = {};
    for (const [seat, entry] of Object.entries(hasPlayers(stored) ? stored.players : {})) players[seat] = { ...entry };
    for (const seat of new Set([...Object.keys(beforePlayers), ...Object.keys(afterPlayers)])) {
      const before = beforePlayers[Number(seat)];
      const after = afterPlayers[Number(seat)];
      if (after === undefined) {
        Reflect.deleteProperty(players, seat);
        continue;
      }
      if (!before?.name && after.name && players[seat]?.name) throw seatTaken(seat);
      const entry: Record<string, unknown> = { ...(players[seat] ?? { id: after.id }) };
      applyChanges(entry, before ?? {}, after);
      players[seat] = entry as SeatEntry;
    }
    return { ...(next as Omit<Server.MatchData, 'players'>), players };
  };
}

/**
 * Writes a match's metadata as the change boardgame.io made to what it read ({@link metadataChange}): through the
 * storage's `updateMetadata` when it has one, else by `fetch` and `setMetadata`; one write of a match at a time in
 * the process. Metadata that was not read through `securedStorage` is written as it is.
 *
 * @param db - the storage.
 */
export function metadataWriter(db: StorageAPI.Async | StorageAPI.Sync): (matchID: string, metadata: Server.MatchData) => Promise<void> {
  // Each match's last metadata write, which the next one waits for.
  const writes = new Map<string, Promise<void>>();
  const inTurn = (matchID: string, write: () => Promise<void>): Promise<void> => {
    const turn = (writes.get(matchID) ?? Promise.resolve()).then(write, write);
    const settled = turn.then(
      () => undefined,
      () => undefined,
    );
    writes.set(matchID, settled);
    void settled.then(() => {
      if (writes.get(matchID) === settled) writes.delete(matchID);
    });
    return turn;
  };
  return async (matchID, metadata) => {
    // boardgame.io writes back what it read even when nothing changed (a seat that resyncs is marked connected
    // again, every few seconds): such a write has nothing to change, and is not made.
    const fetched = metadataAsFetched(metadata);
    if (fetched !== undefined && sameJson(fetched, metadata)) return;
    const change = metadataChange(metadata);
    if (change === null) return db.setMetadata(matchID, metadata);
    return inTurn(matchID, async () => {
      if (hasMetadataUpdates(db)) return db.updateMetadata(matchID, change);
      // A match wiped meanwhile (the last seat left) has no metadata to change.
      const fetched: Partial<StorageAPI.FetchFields> = await db.fetch(matchID, { metadata: true });
      if (fetched.metadata !== undefined) await db.setMetadata(matchID, change(fetched.metadata));
    });
  };
}
