/**
 * A vitest reporter that writes a run's progress, line by line, to the file named by `TEST_PROGRESS_FILE`, so that
 * a run stopped before its end (`.ci/run` gives each run a time limit) can still be counted, and can name the test
 * files that never finished. Without `TEST_PROGRESS_FILE`, it writes nothing.
 *
 * Each line is one JSON object, written as it happens (`appendFileSync`, so that a killed run loses none):
 * - `{"files": [...]}` when the run starts: every test file it will run, relative to the project;
 * - `{"started": file}` when a file is handed to a worker, before it is loaded;
 * - `{"ended": file, "passed": n, "failed": n, "skipped": n}` when all its tests have finished.
 *
 * `scripts/vitest-counts.ts` reads it when a run left no JSON report.
 */
import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule, TestSpecification } from 'vitest/node';

/** One line of a progress file. */
export type ProgressLine =
  | { readonly files: readonly string[] }
  | { readonly started: string }
  | { readonly ended: string; readonly passed: number; readonly failed: number; readonly skipped: number };

/**
 * Writes a vitest run's progress to `TEST_PROGRESS_FILE`.
 *
 * @example
 * ```ts
 * // TEST_PROGRESS_FILE=/tmp/run.progress npx vitest run --reporter=default --reporter=./scripts/vitest-progress.ts
 * import ProgressReporter from './vitest-progress.js';
 *
 * const reporter = new ProgressReporter(); // writes nothing unless TEST_PROGRESS_FILE is set
 * console.log(typeof reporter.onTestModuleEnd); // => 'function'
 * ```
 */
export default class ProgressReporter implements Reporter {
  private readonly file = process.env.TEST_PROGRESS_FILE;

  onTestRunStart(specifications: readonly TestSpecification[]): void {
    this.write({ files: [...new Set(specifications.map((specification) => this.name(specification.moduleId)))] });
  }

  onTestModuleQueued(testModule: TestModule): void {
    this.write({ started: this.name(testModule.moduleId) });
  }

  onTestModuleEnd(testModule: TestModule): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const test of testModule.children.allTests()) {
      const state = test.result().state;
      // A test still pending when its file ends never finished: it is counted as failed.
      if (state === 'passed') counts.passed++;
      else if (state === 'skipped') counts.skipped++;
      else counts.failed++;
    }
    this.write({ ended: this.name(testModule.moduleId), ...counts });
  }

  private name(moduleId: string): string {
    return relative(process.cwd(), moduleId);
  }

  private write(line: ProgressLine): void {
    if (this.file !== undefined && this.file !== '') appendFileSync(this.file, `${JSON.stringify(line)}\n`);
  }
}
