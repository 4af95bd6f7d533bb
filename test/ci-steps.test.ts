/**
 * `.ci/run`'s steps (`.ci/steps.sh`), run by bash as CI runs them: a step that outlives its time limit is stopped
 * with everything it started and counted as failed, a step past the run's deadline is not run, a vitest run stopped
 * at its limit is counted from its progress, and the last lines say each step's time and which test file hung.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { childEnvironment } from './helpers/child-environment.js';

const repository = fileURLToPath(new URL('..', import.meta.url));

/** Runs `script` in bash after sourcing `.ci/steps.sh` with a deadline of `deadline` seconds; its output. */
async function runSteps(script: string, deadline: number): Promise<string> {
  const { stdout } = await promisify(execFile)('bash', ['-c', `set -uo pipefail\nsource .ci/steps.sh\n${script}`], {
    cwd: repository,
    env: childEnvironment({ CI_DEADLINE: String(deadline) }),
    timeout: 50_000,
  });
  return stdout;
}

/** Whether a process whose command line is `command` is still running. */
async function running(command: string): Promise<boolean> {
  const { stdout } = await promisify(execFile)('ps', ['-eo', 'args']);
  return stdout.split('\n').some((line) => line.trim() === command);
}

describe('the steps of .ci/run', () => {
  it('stop a step at its limit with all it started, cut the last one short at the deadline, skip the next, and count each', async () => {
    const output = await runSteps(
      [
        'step quick 10 true',
        "step slow 1 bash -c 'sleep 4711 & sleep 4712'",
        'step fails 10 false',
        'step "cut short" 30 sleep 4713',
        'step late 10 true',
        'ci_last_line',
      ].join('\n'),
      4,
    );
    const lines = output.trim().split('\n');
    expect(lines).toContain('::: stopped at its time limit of 1 s: bash -c sleep 4711 & sleep 4712');
    expect(lines.some((line) => /^::: stopped at its time limit of [23] s: sleep 4713$/.test(line))).toBe(true);
    expect(lines).toContain("::: not run: the run's deadline has passed");
    for (const name of ['slow', 'fails', 'cut short', 'late']) expect(lines).toContain(`::: FAILED: ${name}`);
    // The times are whole seconds of bash's clock, which may tick during a step.
    expect(lines.some((line) => /^::: quick: [01] s$/.test(line))).toBe(true);
    expect(lines.some((line) => /^::: slow: [12] s, FAILED$/.test(line))).toBe(true);
    expect(lines.at(-1)).toBe('1 passed, 4 failed, 0 skipped');
    for (const command of ['sleep 4711', 'sleep 4712', 'sleep 4713']) expect(await running(command)).toBe(false);
  });

  it('count a vitest run stopped at its limit from its progress, and name the file that hung in the last lines', async () => {
    const scratch = 'node node_modules/vitest/vitest.mjs run --config test/fixtures/vitest-run/vitest.config.ts passes hangs --maxWorkers=2';
    const output = await runSteps(`tests scratch 15 ${scratch}\nci_last_line`, 100);
    const lines = output.trim().split('\n');
    expect(lines.some((line) => line.startsWith('::: stopped at its time limit of 15 s: env TEST_PROGRESS_FILE='))).toBe(true);
    expect(lines.some((line) => /^::: scratch: \d+ s, 2 passed, 1 failed, 2 skipped$/.test(line))).toBe(true);
    // The run left no JSON report: it was counted from its progress file.
    expect(lines).toContain(":::   no report (exit status 124): counted from the run's progress");
    expect(lines).toContain(':::   did not finish: test/fixtures/vitest-run/hangs.scratch.ts');
    expect(lines.at(-1)).toBe('2 passed, 1 failed, 2 skipped');
  });
});
