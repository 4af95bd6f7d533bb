/**
 * A boardgame.io storage in this process's memory, for the embedded server without a data folder
 * (boardgame.io's own `InMemory` is not exported by its server entry).
 */
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';

interface Stored {
  state?: State;
  initialState?: State;
  metadata?: Server.MatchData;
  log: LogEntry[];
}

/** An empty storage; every call copies what it keeps and what it returns. */
/* eslint-disable @typescript-eslint/require-await -- boardgame.io awaits every method of an asynchronous storage */
export function memoryStorage(): StorageAPI.Async {
  const matches = new Map<string, Stored>();
  const copy = <Value>(value: Value): Value => (value === undefined ? value : structuredClone(value));
  const entry = (matchID: string): Stored => matches.get(matchID) ?? { log: [] };
  // A plain object in the shape of boardgame.io's abstract class.
  return {
    type: () => 1,
    connect: async () => undefined,
    createMatch: async (matchID: string, { initialState, metadata }: StorageAPI.CreateMatchOpts) => {
      matches.set(matchID, { state: copy(initialState), initialState: copy(initialState), metadata: copy(metadata), log: [] });
    },
    setState: async (matchID: string, state: State, deltalog?: LogEntry[]) => {
      const stored = entry(matchID);
      matches.set(matchID, { ...stored, state: copy(state), log: [...stored.log, ...copy(deltalog ?? [])] });
    },
    setMetadata: async (matchID: string, metadata: Server.MatchData) => void matches.set(matchID, { ...entry(matchID), metadata: copy(metadata) }),
    fetch: async (matchID: string, opts: StorageAPI.FetchOpts) => {
      const stored = matches.get(matchID);
      if (stored === undefined) return {};
      return {
        ...(opts.state ? { state: copy(stored.state) } : {}),
        ...(opts.metadata ? { metadata: copy(stored.metadata) } : {}),
        ...(opts.log ? { log: copy(stored.log) } : {}),
        ...(opts.initialState ? { initialState: copy(stored.initialState) } : {}),
      };
    },
    wipe: async (matchID: string) => void matches.delete(matchID),
    listMatches: async (opts?: StorageAPI.ListMatchesOpts) =>
      [...matches.entries()].filter(([, { metadata }]) => isListed(metadata, opts)).map(([matchID]) => matchID),
  } as unknown as StorageAPI.Async;
}

/** Whether a match answers the lobby's filters, as boardgame.io's own storages read them. */
function isListed(metadata: Server.MatchData | undefined, opts: StorageAPI.ListMatchesOpts | undefined): boolean {
  if (opts?.gameName !== undefined && metadata?.gameName !== opts.gameName) return false;
  const { isGameover, updatedBefore, updatedAfter } = opts?.where ?? {};
  if (isGameover !== undefined && (metadata?.gameover !== undefined) !== isGameover) return false;
  const updatedAt = metadata?.updatedAt ?? 0;
  if (updatedBefore !== undefined && !(updatedAt < updatedBefore)) return false;
  return updatedAfter === undefined || updatedAt > updatedAfter;
}
