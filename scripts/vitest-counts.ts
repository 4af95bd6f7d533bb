/**
 * Counts one vitest run for `.ci/run`'s last line: `npx tsx scripts/vitest-counts.ts <report.json> <exit status>`
 * prints `passed failed skipped`, from the run's JSON report (`--reporter=json --outputFile.json=…`) and the exit
 * status of the command that ran it.
 *
 * A run is counted as failed wherever it did not finish, so that the last line cannot say `0 failed` over a lost
 * test file:
 * - a test that neither passed, failed nor was skipped never finished (its file's worker crashed, out of memory
 *   for example), and counts as failed;
 * - a report with no test at all, or no readable report, counts one failure;
 * - a run that exited non-zero with no failed test (an unhandled error, a crashed worker) counts one failure.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** What one vitest run adds to `.ci/run`'s counts. */
export interface VitestCounts {
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
}

/** The fields of vitest's JSON report that the counts read (it follows Jest's). */
const COUNT_FIELDS = ['numTotalTests', 'numPassedTests', 'numFailedTests', 'numPendingTests', 'numTodoTests'] as const;

/**
 * The counts of a vitest run.
 *
 * @param report - the parsed JSON report, or `undefined` when there was none or it could not be read.
 * @param exitStatus - the exit status of the command that ran vitest.
 * @returns its passed, failed and skipped tests, with every test that did not finish among the failed.
 *
 * @example
 * ```ts
 * import { countVitestRun } from './vitest-counts.js';
 *
 * // 22 tests, of which 21 passed and 1 never finished: its worker died, and vitest exited with 1.
 * const report = { numTotalTests: 22, numPassedTests: 21, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 };
 * console.log(countVitestRun(report, 1)); // => { passed: 21, failed: 1, skipped: 0 }
 * ```
 */
export function countVitestRun(report: unknown, exitStatus: number): VitestCounts {
  const counts = readCounts(report);
  if (counts === undefined) return { passed: 0, failed: 1, skipped: 0 };
  const skipped = counts.numPendingTests + counts.numTodoTests;
  const unfinished = counts.numTotalTests - counts.numPassedTests - counts.numFailedTests - skipped;
  let failed = counts.numFailedTests + Math.max(0, unfinished) + (counts.numTotalTests === 0 ? 1 : 0);
  if (exitStatus !== 0 && failed === 0) failed = 1;
  return { passed: counts.numPassedTests, failed, skipped };
}

/** The report's counts, or `undefined` unless every one is a non-negative integer. */
function readCounts(report: unknown): Record<(typeof COUNT_FIELDS)[number], number> | undefined {
  if (typeof report !== 'object' || report === null) return undefined;
  const fields = report as Partial<Record<(typeof COUNT_FIELDS)[number], unknown>>;
  const counts = { numTotalTests: 0, numPassedTests: 0, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 };
  for (const field of COUNT_FIELDS) {
    const value = fields[field];
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) return undefined;
    counts[field] = value;
  }
  return counts;
}

/** The report at `path`, parsed, or `undefined` when it is missing or not JSON. */
function readReport(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [reportPath = '', status = ''] = process.argv.slice(2);
  const { passed, failed, skipped } = countVitestRun(readReport(reportPath), /^\d+$/.test(status) ? Number(status) : 1);
  console.log(passed, failed, skipped);
}
