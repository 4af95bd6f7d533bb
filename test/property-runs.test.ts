/**
 * `HEAVY=1 npm test` promises the same properties with 13 times as many runs (README). That holds only if every
 * fast-check property of the suite takes its number of runs from `runs()` in `test/helpers/runs.ts`; a property
 * that states its own number, or leaves fast-check's default, runs as often in the heavy run as in the default
 * one. This test reads the suite's sources and finds such properties.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

/** Every TypeScript file under a folder, by path. */
function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Each call of `fc.assert` or `fc.sample` in a source: its line, and its text up to its closing parenthesis. */
function propertyCalls(source: string): { line: number; text: string }[] {
  const calls: { line: number; text: string }[] = [];
  for (const { index } of source.matchAll(/\bfc\.(assert|sample)\(/g)) {
    let depth = 0;
    for (let at = source.indexOf('(', index); at < source.length; at++) {
      if (source[at] === '(') depth++;
      else if (source[at] === ')' && --depth === 0) {
        calls.push({ line: source.slice(0, index).split('\n').length, text: source.slice(index, at + 1) });
        break;
      }
    }
  }
  return calls;
}

/** How a property's run count may be given: by `runs()`, by the heavy run's own figure, or by a caller's `runs()`. */
const SCALED_RUNS = /numRuns: runs\(|numRuns: HEAVY \?|\{ numRuns \}/;

describe('the heavy run (HEAVY=1)', () => {
  test('every property of the suite takes its number of runs from runs()', () => {
    // test/fixtures/ holds scratch files that other tests run in a vitest of their own, not properties of the suite.
    const suite = sourcesUnder('test').filter((file) => !file.startsWith(join('test', 'fixtures')));
    const calls = suite.flatMap((file) => propertyCalls(readFileSync(file, 'utf8')).map((call) => ({ file, ...call })));
    // The suite has some sixty properties: finding far fewer would mean that this reading of the sources broke.
    expect(calls.length).toBeGreaterThan(50);
    const unscaled = calls.filter(({ text }) => !SCALED_RUNS.test(text)).map(({ file, line }) => `${file}:${line}`);
    expect(unscaled).toEqual([]);
  });
});
