/**
 * The solver's benchmark: each built-in solo challenge solved from its start, with its time and the
 * positions it expanded per second. The figures are the median of three solves after one warm-up pass over
 * all the challenges, so that the JIT has compiled the solver.
 */
import { BUILT_IN_CHALLENGES, solveChallenge, startChallenge, unwrap } from '../src/tessera/index.js';

/** One challenge's figures. */
export interface SolverFigures {
  id: string;
  difficulty: string;
  variant: string;
  optimum: number;
  nodes: number;
  milliseconds: number;
  nodesPerSec: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Solves every built-in challenge and measures it. */
export function measureSolver(): SolverFigures[] {
  const states = BUILT_IN_CHALLENGES.map((challenge) => unwrap(startChallenge(challenge)));
  for (const state of states) unwrap(solveChallenge(state));
  return BUILT_IN_CHALLENGES.map((challenge, index) => {
    const times: number[] = [];
    let nodes = 0;
    let optimum = 0;
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      const solution = unwrap(solveChallenge(states[index]!));
      times.push(performance.now() - started);
      nodes = solution.nodes;
      optimum = solution.score;
    }
    const milliseconds = median(times);
    const variant = `${challenge.rules.wilds ? 'wilds' : 'plain'} ${challenge.rules.wall}`;
    return { id: challenge.id, difficulty: challenge.difficulty, variant, optimum, nodes, milliseconds, nodesPerSec: nodes / (milliseconds / 1000) };
  });
}
