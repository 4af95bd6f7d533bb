/**
 * `.ci/run`'s last line, the replay of a run's random cases and the run's temporary folder, checked on real vitest
 * runs: the scratch files of `test/fixtures/vitest-run/` pass, crash their worker, print what fast-check draws, or
 * write a temporary file.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { countFromProgress, countVitestRun } from '../scripts/vitest-counts.js';
import { childEnvironment } from './helpers/child-environment.js';

const run = promisify(execFile);
const repository = fileURLToPath(new URL('..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'ci-counts-'));
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

/** Runs one scratch file as `.ci/run` runs the suite, with the JSON report; its output, exit status and report. */
async function runScratch(file: string, seed?: string): Promise<{ output: string; status: number; report: string }> {
  const report = join(scratch, `${file}-${Math.random().toString(36).slice(2)}.json`);
  const args = ['node_modules/vitest/vitest.mjs', 'run', '--config', 'test/fixtures/vitest-run/vitest.config.ts', file];
  try {
    const { stdout, stderr } = await run(process.execPath, [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
      cwd: repository,
      env: childEnvironment(seed === undefined ? {} : { FC_SEED: seed }),
    });
    return { output: stdout + stderr, status: 0, report };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string; code: number };
    return { output: failed.stdout + failed.stderr, status: failed.code, report };
  }
}

/** What `.ci/run` adds for a run: `scripts/vitest-counts.ts`'s line for its report and exit status. */
async function ciCounts(report: string, status: number): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/vitest-counts.ts', report, String(status)], { cwd: repository });
  return stdout.trim();
}

describe("the counts of .ci/run's last line", () => {
  it('count passed and skipped tests, a test to do among the skipped', async () => {
    const { status, report } = await runScratch('passes');
    expect(status).toBe(0);
    expect(await ciCounts(report, status)).toBe('2 0 2');
  });

  it('count a test file whose worker crashed as failed, though vitest reports no failed test', async () => {
    const { status, report, output } = await runScratch('crashes');
    expect(output).toContain('Worker exited unexpectedly');
    const [passed, failed, skipped] = (await ciCounts(report, status)).split(' ').map(Number);
    expect(failed).toBeGreaterThan(0);
    expect(passed! + failed! + skipped!).toBe(3);
  });

  it('count a run with no report as one failure, whatever its exit status', async () => {
    const missing = join(scratch, 'never-written.json');
    expect(await ciCounts(missing, 0)).toBe('0 1 0');
    expect(await ciCounts(missing, 1)).toBe('0 1 0');
    // Nor does a run stopped at its time limit, without its progress file (test/ci-steps.test.ts counts it with one).
    expect(await ciCounts(missing, 124)).toBe('0 1 0');
  });

  it('count one failure for a run that failed with no failed test, or that ran no test', () => {
    const counts = { numTotalTests: 4, numPassedTests: 4, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 };
    expect(countVitestRun(counts, 0)).toEqual({ passed: 4, failed: 0, skipped: 0 });
    expect(countVitestRun(counts, 1)).toEqual({ passed: 4, failed: 1, skipped: 0 });
    expect(countVitestRun({ ...counts, numTotalTests: 0, numPassedTests: 0 }, 0)).toEqual({ passed: 0, failed: 1, skipped: 0 });
    expect(countVitestRun({ ...counts, numFailedTests: 2, numTotalTests: 6 }, 1)).toEqual({ passed: 4, failed: 2, skipped: 0 });
  });

  it('count every file a stopped run never finished, started or not, as one failure each', () => {
    const files = ['test/a.test.ts', 'test/b.test.ts', 'test/c.test.ts'];
    const progress = [{ files }, { started: files[0] }, { ended: files[0], passed: 3, failed: 1, skipped: 2 }, { started: files[1] }];
    expect(countFromProgress(progress, 124)).toEqual({ passed: 3, failed: 3, skipped: 2, unfinished: [files[1], files[2]] });
    expect(
      countFromProgress([...progress, { ended: files[1], passed: 1, failed: 0, skipped: 0 }, { ended: files[2], passed: 1, failed: 0, skipped: 0 }], 124),
    ).toEqual({
      passed: 5,
      failed: 1,
      skipped: 2,
      unfinished: [],
    });
    expect(countFromProgress([{ files: files.slice(0, 1) }, { ended: files[0], passed: 1, failed: 0, skipped: 0 }], 124)).toEqual({
      passed: 1,
      failed: 1,
      skipped: 0,
      unfinished: [],
    });
    expect(countFromProgress([{ started: files[0] }, 'not a line', { ended: 'x', passed: -1, failed: 0, skipped: 0 }], 124)).toBeUndefined();
  });

  it('count a report without its counts as one failure', () => {
    expect(countVitestRun(undefined, 0)).toEqual({ passed: 0, failed: 1, skipped: 0 });
    expect(countVitestRun({ numTotalTests: 1, numPassedTests: '1' }, 0)).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });
});

describe("a run's fast-check seed", () => {
  /** The values the scratch file printed, and the seed the run announced. */
  const drawnIn = (output: string): { drawn: string | undefined; seed: string | undefined } => ({
    drawn: /drawn: ([-\d ]+)/.exec(output)?.[1],
    seed: /fast-check seed (\d+): FC_SEED=\d+ npm test replays/.exec(output)?.[1],
  });

  it('is announced, and FC_SEED replays the random cases of the run that announced it', async () => {
    const first = drawnIn((await runScratch('seeded')).output);
    expect(first.seed).toMatch(/^\d+$/);
    expect(first.drawn?.split(' ')).toHaveLength(5);
    const replay = drawnIn((await runScratch('seeded', first.seed)).output);
    expect(replay).toEqual(first);
    const other = drawnIn((await runScratch('seeded', String(Number(first.seed) + 1))).output);
    expect(other.drawn).not.toBe(first.drawn);
  });
});

describe("a run's temporary folder", () => {
  it("holds what the run's tests write in tmpdir(), and is removed when the run ends", async () => {
    const { output, status } = await runScratch('temporary');
    expect(status, output).toBe(0);
    const folder = /temporary folder: (\S+)/.exec(output)?.[1];
    const file = /temporary file: (\S+)/.exec(output)?.[1];
    // Made for the run, inside the temporary folder the run was started with (this run's own).
    expect(folder).toMatch(/\/tessera-test-run-[^/]+$/);
    expect(dirname(folder!)).toBe(tmpdir());
    expect(file!.startsWith(`${folder}/`)).toBe(true);
    expect(existsSync(folder!)).toBe(false);
  });
});
