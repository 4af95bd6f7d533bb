/**
 * The server's `DATA_DIR` storage (`server/bounded-flat-file.ts`): boardgame.io's `FlatFile` kept the promise of
 * every key it ever read or wrote, holding its last value; the bounded one keeps none once its requests are done,
 * and still reads and writes as `FlatFile` does.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FlatFile } from 'boardgame.io/server';
import { describe, expect, test } from 'vitest';
import { boundedFlatFile } from '../../server/bounded-flat-file.js';

/** How many keys a `FlatFile` keeps a queue for. */
const queuedKeys = (db: FlatFile): number => Object.keys((db as unknown as { fileQueues: object }).fileQueues).length;

/** Asks for 50 matches that do not exist, and stores and reads back one that does. */
async function use(db: FlatFile): Promise<unknown> {
  await db.connect();
  await Promise.all(Array.from({ length: 50 }, async (_, index) => db.fetch(`nosuch-${index}`, { state: true, metadata: true })));
  const initialState = { G: { score: 1 }, ctx: {}, plugins: {}, _undo: [], _redo: [], _stateID: 0 } as never;
  await db.createMatch('m', { initialState, metadata: { gameName: 'tessera', players: {}, createdAt: 0, updatedAt: 0 } });
  return (await db.fetch('m', { state: true })).state;
}

describe("the server's DATA_DIR storage", () => {
  test('keeps no queue once its requests are done, where FlatFile kept one for every key it ever touched', async () => {
    const plain = new FlatFile({ dir: mkdtempSync(join(tmpdir(), 'flatfile-')) });
    const bounded = boundedFlatFile({ dir: mkdtempSync(join(tmpdir(), 'flatfile-')) });
    const [plainState, boundedState] = [await use(plain), await use(bounded)];
    expect(boundedState).toEqual(plainState);
    expect(boundedState).toMatchObject({ G: { score: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(queuedKeys(plain)).toBeGreaterThan(50);
    expect(queuedKeys(bounded)).toBe(0);
  });
});
