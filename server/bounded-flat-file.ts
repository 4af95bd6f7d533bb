/**
 * boardgame.io's `FlatFile` (the server's `DATA_DIR`), without its leak: it chains each key's reads and writes on a
 * promise kept in `fileQueues[key]`, and never deletes one, so that the last value read or written of every key it
 * ever touched (each match's state, log, metadata and initial state, and each unknown match ID asked for) stayed in
 * memory until the process ended: about 75 KB per match played. Here a key's promise is dropped once it settles,
 * unless a later request has been chained on it.
 */
import { FlatFile } from 'boardgame.io/server';

/** The private part of `FlatFile` that this changes (boardgame.io 0.50). */
interface ChainedRequests {
  fileQueues: Record<string, Promise<unknown>>;
  chainRequest(key: string, request: () => Promise<unknown>): Promise<unknown>;
}

/**
 * A `FlatFile` whose queue of each key is dropped once it is done.
 *
 * @param options - `FlatFile`'s options: the folder, `dir`.
 */
export function boundedFlatFile(options: ConstructorParameters<typeof FlatFile>[0]): FlatFile {
  const db = new FlatFile(options);
  const requests = db as unknown as ChainedRequests;
  const chain = requests.chainRequest.bind(db);
  requests.chainRequest = async (key, request) => {
    const answer = chain(key, request);
    const last = requests.fileQueues[key];
    const drop = (): void => {
      if (requests.fileQueues[key] === last) Reflect.deleteProperty(requests.fileQueues, key);
    };
    last?.then(drop, drop);
    return answer;
  };
  return db;
}
