/**
 * The solver's corpus benchmark (issue 23): 300 random challenges of every difficulty's shape, over the four
 * variants, taken from the generator's candidates before its node budget filters them, each solved once from
 * its start with a time limit. `npm run bench:solver` prints the worst, 99th percentile and median nodes and
 * milliseconds, overall, per variant and per difficulty, beside the figures of `solver-corpus-before.json`
 * (the solver before issue 23), and checks that every optimum both found agrees.
 *
 * Options: `--timeout <ms>` (default 5000), `--json` (one line per challenge), `--write <file>` (store the
 * results, as the "before" file was made), `--only <file>` (solve only the challenges a JSON list names, such
 * as `bench/solver-worst.json`, the slowest ones, for a quick run). Beside the wall-clock time, each solve's
 * CPU time (`process.cpuUsage`) and the load average are printed, as a loaded machine stretches the first.
 */
import { accessSync, constants, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { DIFFICULTIES, type ChallengeSetup, type Difficulty } from '../src/tessera/challenges/format.js';
import { startUnrated } from '../src/tessera/challenges/format.js';
import { MAX_CANDIDATES, challengeCandidate } from '../src/tessera/challenges/generator.js';
import { solveChallenge } from '../src/tessera/challenges/solver.js';
import { fail, messageOf, readArgs, readPositiveNumber } from '../examples/terminal.js';
import { MAX_MILLISECONDS } from './limits.js';
import type { TesseraRules } from '../src/tessera/types.js';

/** The four variants, in the corpus's rotation. */
const VARIANTS: readonly Pick<TesseraRules, 'wilds' | 'wall'>[] = [
  { wilds: false, wall: 'printed' },
  { wilds: true, wall: 'printed' },
  { wilds: false, wall: 'grey' },
  { wilds: true, wall: 'grey' },
];

/** How many challenges each difficulty gives the corpus. */
const PER_DIFFICULTY = 75;

/** One corpus challenge: where it comes from, and its setup. */
export interface CorpusEntry {
  readonly name: string;
  readonly difficulty: Difficulty;
  readonly variant: string;
  readonly setup: ChallengeSetup;
}

/** The name of a variant, as the tables print it. */
function variantName(rules: Pick<TesseraRules, 'wilds' | 'wall'>): string {
  return `${rules.wall}${rules.wilds ? '+wilds' : ''}`;
}

/** The corpus, the same on every machine: the first candidate of each fixed seed that starts. */
export function solverCorpus(): CorpusEntry[] {
  const corpus: CorpusEntry[] = [];
  for (const difficulty of DIFFICULTIES) {
    for (let index = 0; index < PER_DIFFICULTY; index++) {
      const rules = VARIANTS[index % VARIANTS.length]!;
      const seed = `corpus-${difficulty}-${index}`;
      for (let attempt = 0; attempt < MAX_CANDIDATES; attempt++) {
        const setup = challengeCandidate({ seed, difficulty, rules, id: `corpus-${difficulty}-${index}`, title: undefined }, attempt);
        if (setup === null || !startUnrated(setup).ok) continue;
        corpus.push({ name: `${seed}/${attempt}`, difficulty, variant: variantName(rules), setup });
        break;
      }
    }
  }
  return corpus;
}

/** One solve's figures; `score` is `null` when the time limit stopped it. */
export interface CorpusResult {
  readonly name: string;
  readonly difficulty: string;
  readonly variant: string;
  readonly score: number | null;
  readonly nodes: number;
  readonly milliseconds: number;
  /** The CPU time of the solve (user and system), absent from the "before" file. */
  readonly cpuMilliseconds?: number;
}

/**
 * Solves every corpus challenge once, after a warm-up on the first few. Only the time limit may stop a solve:
 * any other refusal of the solver (a time limit it does not accept, say) throws, rather than read as stopped.
 */
export function measureCorpus(corpus: readonly CorpusEntry[], timeout: number): CorpusResult[] {
  const states = corpus.map((entry) => {
    const state = startUnrated(entry.setup);
    if (!state.ok) throw new Error(`${entry.name}: ${state.error.message}`);
    return state.value;
  });
  for (const state of states.slice(0, 8)) solveChallenge(state, { maxMilliseconds: timeout });
  return corpus.map((entry, index) => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const solution = solveChallenge(states[index]!, { maxMilliseconds: timeout });
    const milliseconds = performance.now() - started;
    if (!solution.ok && solution.error.code !== 'search-stopped') throw new Error(`${entry.name}: ${solution.error.message}`);
    const { user, system } = process.cpuUsage(cpu);
    const nodes = solution.ok ? solution.value.nodes : Number(/after (\d+) positions/.exec(solution.error.message)?.[1] ?? NaN);
    const score = solution.ok ? solution.value.score : null;
    return { name: entry.name, difficulty: entry.difficulty, variant: entry.variant, score, nodes, milliseconds, cpuMilliseconds: (user + system) / 1000 };
  });
}

/** The value at a quantile of sorted numbers, by the nearest rank. */
function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** One group's summary: worst, p99 and median nodes and milliseconds, and how many hit the time limit. */
export interface CorpusSummary {
  readonly group: string;
  readonly count: number;
  readonly stopped: number;
  readonly worstMs: number;
  readonly p99Ms: number;
  readonly medianMs: number;
  readonly worstNodes: number;
  readonly p99Nodes: number;
  readonly medianNodes: number;
  /** The worst and median CPU milliseconds, or `null` when the results have none. */
  readonly worstCpuMs: number | null;
  readonly medianCpuMs: number | null;
}

/** The summaries of all the results, then of each variant and each difficulty. */
export function summarise(results: readonly CorpusResult[]): CorpusSummary[] {
  const groups: [string, CorpusResult[]][] = [['all', [...results]]];
  for (const variant of new Set(results.map((result) => result.variant))) groups.push([variant, results.filter((result) => result.variant === variant)]);
  for (const difficulty of new Set(results.map((result) => result.difficulty)))
    groups.push([difficulty, results.filter((result) => result.difficulty === difficulty)]);
  return groups.map(([group, members]) => {
    const ms = members.map((result) => result.milliseconds).sort((a, b) => a - b);
    const nodes = members.map((result) => result.nodes).sort((a, b) => a - b);
    const cpu = members.flatMap((result) => (result.cpuMilliseconds === undefined ? [] : [result.cpuMilliseconds])).sort((a, b) => a - b);
    return {
      group,
      count: members.length,
      stopped: members.filter((result) => result.score === null).length,
      worstMs: ms.at(-1)!,
      p99Ms: quantile(ms, 0.99),
      medianMs: quantile(ms, 0.5),
      worstNodes: nodes.at(-1)!,
      p99Nodes: quantile(nodes, 0.99),
      medianNodes: quantile(nodes, 0.5),
      worstCpuMs: cpu.length === 0 ? null : cpu.at(-1)!,
      medianCpuMs: cpu.length === 0 ? null : quantile(cpu, 0.5),
    };
  });
}

/** The optima that two runs both found and that differ: none, for an exact solver. */
export function disagreements(before: readonly CorpusResult[], after: readonly CorpusResult[]): string[] {
  const known = new Map(before.map((result) => [result.name, result.score]));
  return after
    .filter((result) => {
      const old = known.get(result.name);
      return old !== undefined && old !== null && result.score !== null && old !== result.score;
    })
    .map((result) => `${result.name}: ${known.get(result.name)} before, ${result.score} now`);
}

function printTable(title: string, summaries: readonly CorpusSummary[]): void {
  console.log(`\n${title}`);
  console.log('group            count stopped   worst ms     p99 ms  median ms  worst nodes  p99 nodes  median nodes  worst cpu ms  median cpu ms');
  for (const s of summaries) {
    const cells = [s.worstMs, s.p99Ms, s.medianMs].map((value) => value.toFixed(1).padStart(10));
    const nodes = [s.worstNodes, s.p99Nodes, s.medianNodes].map((value, index) => String(value).padStart(index === 2 ? 13 : index === 0 ? 12 : 10));
    const cpu = [s.worstCpuMs, s.medianCpuMs].map((value, index) => (value === null ? '-' : value.toFixed(1)).padStart(index === 0 ? 13 : 14));
    console.log(`${s.group.padEnd(16)} ${String(s.count).padStart(5)} ${String(s.stopped).padStart(7)} ${cells.join(' ')} ${nodes.join(' ')} ${cpu.join(' ')}`);
  }
}

const BEFORE_FILE = fileURLToPath(new URL('./solver-corpus-before.json', import.meta.url));

/** The names in `--only`'s file, a JSON list of corpus names; a file that is not one is a usage error. */
function readNames(file: string): Set<string> {
  let names: unknown;
  try {
    names = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return fail(`--only ${file}: ${messageOf(error)}`);
  }
  if (!Array.isArray(names) || !names.every((name) => typeof name === 'string'))
    return fail(`--only ${file}: expected a JSON list of challenge names, such as bench/solver-worst.json`);
  return new Set(names);
}

/** Checks, before any solving, that `--write`'s file can be written: its folder exists and it is no folder. */
function checkWritable(file: string): void {
  try {
    if (statSync(file, { throwIfNoEntry: false })?.isDirectory() === true) fail(`--write ${file}: is a folder`);
    accessSync(dirname(resolve(file)), constants.W_OK);
  } catch (error) {
    fail(`--write ${file}: cannot write there: ${messageOf(error)}`);
  }
}

function main(): void {
  const args = readArgs(
    { command: 'npm run bench:solver --', values: { timeout: 'MS', only: 'FILE', write: 'FILE' } },
    { timeout: '5000', only: '', write: '' },
    ['json'],
  );
  // The solver's longest time limit: a longer one it refuses, and every solve would read as stopped.
  const timeout = readPositiveNumber(args.timeout, '--timeout', MAX_MILLISECONDS);
  const names = args.only === '' ? null : readNames(args.only);
  if (args.write !== '') checkWritable(args.write);
  const corpus = solverCorpus().filter((entry) => names === null || names.has(entry.name));
  if (corpus.length === 0) fail(`--only ${args.only}: none of its ${names!.size} names is a challenge of the corpus (such as corpus-hard-9/0)`);
  let results: CorpusResult[];
  try {
    results = measureCorpus(corpus, timeout);
  } catch (error) {
    console.error(`npm run bench:solver: ${messageOf(error)}`);
    process.exit(1);
  }
  const write = args.write;
  if (write !== '') writeFileSync(write, `${JSON.stringify(results, null, 0).replaceAll('},{', '},\n{')}\n`);
  if (args.json) for (const result of results) console.log(JSON.stringify(result));
  let before: CorpusResult[] = [];
  try {
    before = JSON.parse(readFileSync(BEFORE_FILE, 'utf8')) as CorpusResult[];
  } catch {
    // No figures from before: print this run's alone.
  }
  if (names !== null) before = before.filter((result) => names.has(result.name));
  if (before.length > 0) printTable(`Before issue 23 (${BEFORE_FILE}; a time limit of 5000 ms)`, summarise(before));
  printTable(
    `Now (a time limit of ${timeout} ms per solve; load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(', ')})`,
    summarise(results),
  );
  const wrong = disagreements(before, results);
  console.log(wrong.length === 0 ? '\nEvery optimum found both before and now agrees.' : `\nDISAGREEMENTS:\n${wrong.join('\n')}`);
  if (wrong.length > 0) process.exitCode = 1;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) main();
