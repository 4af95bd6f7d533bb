/**
 * `isEngineError` where `instanceof` fails: the packed package (`TEST_DIST=1`, after a build) installed in a
 * fresh project, whose one Node process loads both the ESM and the CommonJS build, as an ES module app does
 * when one of its dependencies `require`s the package. Each build has its own `EngineError` class.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { installedConsumer } from './helpers/packed.js';

const fromDist = process.env.TEST_DIST === '1';

/** The entry points that export the core's error helpers: the root and each game. */
const ENTRIES = ['tessera-engine', 'tessera-engine/tessera', 'tessera-engine/tesseris'];

/** Loads one entry point from both builds in one process, and reports what each check says across them. */
const SCRIPT = `
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const report = {};
for (const entry of JSON.parse(process.argv[2])) {
  const esm = await import(entry);
  const cjs = require(entry);
  const fromEsm = esm.err('invalid-seat', 'from the ES module build').error;
  const fromCjs = cjs.err('invalid-seat', 'from the CommonJS build').error;
  const lookalike = Object.assign(new Error('not ours'), { name: 'EngineError', code: 'invalid-seat' });
  const hostile = new Proxy({}, { get() { throw new Error('boom'); } });
  report[entry] = {
    twoClasses: esm.EngineError !== cjs.EngineError,
    instanceofSameBuild: fromEsm instanceof esm.EngineError && fromCjs instanceof cjs.EngineError,
    instanceofAcross: fromEsm instanceof cjs.EngineError || fromCjs instanceof esm.EngineError,
    isEngineErrorAcross: cjs.isEngineError(fromEsm) && esm.isEngineError(fromCjs),
    isEngineErrorSameBuild: esm.isEngineError(fromEsm) && cjs.isEngineError(fromCjs),
    othersRefused: [new Error('x'), lookalike, hostile, null, 'EngineError', { code: 'invalid-seat' }].some((value) => esm.isEngineError(value) || cjs.isEngineError(value)),
  };
}
console.log(JSON.stringify(report));
`;

describe.skipIf(!fromDist)('EngineError across the ESM and CommonJS builds, in one process', () => {
  let report: Record<string, Record<string, boolean>> = {};

  beforeAll(() => {
    const folder = installedConsumer('module');
    writeFileSync(join(folder, 'both-builds.mjs'), SCRIPT);
    report = JSON.parse(
      execFileSync(process.execPath, ['both-builds.mjs', JSON.stringify(ENTRIES)], { cwd: folder, encoding: 'utf8', timeout: 60_000 }),
    ) as typeof report;
  }, 120_000);

  test.each(ENTRIES)('%s: instanceof fails across the builds, isEngineError works', (entry) => {
    expect(report[entry]).toEqual({
      twoClasses: true,
      instanceofSameBuild: true,
      instanceofAcross: false,
      isEngineErrorAcross: true,
      isEngineErrorSameBuild: true,
      othersRefused: false,
    });
  });
});
