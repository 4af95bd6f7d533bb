/**
 * Counts one vitest run for `.ci/run`'s last line: `npx tsx scripts/vitest-counts.ts <report.json> <exit status>
 * [<progress file>]` prints `passed failed skipped`, from the run's JSON report (`--reporter=json
 * --outputFile.json=…`) and the exit status of the command that ran it; or, where the run left no report (it was
 * stopped at its time limit), from the progress file of `scripts/vitest-progress.ts`, naming on standard error each
 * test file that did not finish.
 *
 * A run is counted as failed wherever it did not finish, so that the last line cannot say `0 failed` over a lost
 * test file:
 * - a test that neither passed, failed nor was skipped never finished (its file's worker crashed, out of memory
 *   for example), and counts as failed;
 * - a report with no test at all, or no readable report, counts one failure;
 * - a run that exited non-zero with no failed test (an unhandled error, a crashed worker) counts one failure;
 * - counted from its progress, a run counts each test file that did not finish (it hung, or never started) as one
 *   failure.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ProgressLine } from './vitest-progress.js';

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

/** The counts of a run that left no report, read from its progress file, and the test files that did not finish. */
export interface ProgressCounts extends VitestCounts {
  /** The test files that started and did not end, then those that never started, in the run's order. */
  readonly unfinished: readonly string[];
}

/**
 * The counts of a vitest run that left no report, from the lines of its progress file (`scripts/vitest-progress.ts`).
 *
 * @param progress - the progress file's lines, parsed, in order; lines of any other shape are left out.
 * @param exitStatus - the exit status of the command that ran vitest (`124` where `timeout` stopped it).
 * @returns the tests of the files that ended, with one failure more for each file that did not end, and one for
 *   a run that ended every file and still exited non-zero with no failed test; `undefined` where the progress
 *   does not say which files the run had (it never started).
 *
 * @example
 * ```ts
 * import { countFromProgress } from './vitest-counts.js';
 *
 * // Two files: one ended, with 3 tests passed; the other started and hung, and `timeout` stopped the run.
 * const progress = [
 *   { files: ['test/a.test.ts', 'test/b.test.ts'] },
 *   { started: 'test/a.test.ts' },
 *   { ended: 'test/a.test.ts', passed: 3, failed: 0, skipped: 0 },
 *   { started: 'test/b.test.ts' },
 * ];
 * console.log(countFromProgress(progress, 124));
 * // => { passed: 3, failed: 1, skipped: 0, unfinished: ['test/b.test.ts'] }
 * ```
 */
export function countFromProgress(progress: readonly unknown[], exitStatus: number): ProgressCounts | undefined {
  const lines = progress.filter(isProgressLine);
  const run = lines.find((line): line is Extract<ProgressLine, { files: unknown }> => 'files' in line);
  if (run === undefined) return undefined;
  const started: string[] = [];
  const ended = new Set<string>();
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const line of lines) {
    if ('started' in line) started.push(line.started);
    else if ('ended' in line && !ended.has(line.ended)) {
      ended.add(line.ended);
      passed += line.passed;
      failed += line.failed;
      skipped += line.skipped;
    }
  }
  const unfinished = [...new Set([...started, ...run.files])].filter((file) => !ended.has(file));
  failed += unfinished.length;
  if (exitStatus !== 0 && failed === 0) failed = 1;
  return { passed, failed, skipped, unfinished };
}

/** Whether a parsed line has one of the progress file's shapes, with non-negative integer counts. */
function isProgressLine(line: unknown): line is ProgressLine {
  if (typeof line !== 'object' || line === null) return false;
  const fields = line as Record<string, unknown>;
  if (Array.isArray(fields.files)) return fields.files.every((file) => typeof file === 'string');
  if (typeof fields.started === 'string') return true;
  const count = (value: unknown): boolean => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
  return typeof fields.ended === 'string' && count(fields.passed) && count(fields.failed) && count(fields.skipped);
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

/** The parsed lines of the progress file at `path`; none when it is missing, and `undefined` for a line not JSON. */
function readProgress(path: string): unknown[] {
  try {
    return readFileSync(path, 'utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line): unknown => {
        try {
          return JSON.parse(line) as unknown;
        } catch {
          return undefined;
        }
      });
  } catch {
    return [];
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [reportPath = '', status = '', progressPath] = process.argv.slice(2);
  const exitStatus = /^\d+$/.test(status) ? Number(status) : 1;
  const report = readReport(reportPath);
  const fromProgress = report === undefined && progressPath !== undefined ? countFromProgress(readProgress(progressPath), exitStatus) : undefined;
  if (fromProgress === undefined) {
    const { passed, failed, skipped } = countVitestRun(report, exitStatus);
    console.log(passed, failed, skipped);
  } else {
    console.error(`no report (exit status ${exitStatus}): counted from the run's progress`);
    for (const file of fromProgress.unfinished) console.error(`did not finish: ${file}`);
    console.log(fromProgress.passed, fromProgress.failed, fromProgress.skipped);
  }
}
