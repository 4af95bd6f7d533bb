/**
 * Curates the built-in solo challenges: the set that `src/tessera/challenges/built-in.ts` holds.
 *
 * For each difficulty it fills six slots, one per rule variant of {@link SLOTS}. For each slot it generates
 * {@link CHALLENGES_PER_SLOT} challenges, from seeds 1 on, and keeps the one with the deepest trap (the largest
 * gap between the optimum and the greedy player's score), then the fewest solver nodes. Its output is the same
 * from run to run.
 *
 * `npx tsx scripts/built-in-challenges.ts` compares what it would write with the shipped set, challenge by
 * challenge, and writes nothing; `--write` replaces the shipped set. The shipped set is data, kept as it was
 * first written (commit `ba2ca19`): the generator and the solver have changed since (the solver's bound proves
 * most optima at the root now, which changes the node counts that break ties), so this script now proposes
 * other boards for most ids. Replacing them is a breaking change for players: a challenge's id would name
 * another board, and a saved score another challenge's.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import process from 'node:process';
import { BUILT_IN_CHALLENGES, DIFFICULTIES, generateChallenge, type ChallengeRating, type TesseraRules } from 'tessera-engine/tessera';

/** The rule variant of each of a difficulty's six slots. */
const SLOTS: readonly Pick<TesseraRules, 'wilds' | 'wall'>[] = [
  { wilds: true, wall: 'printed' },
  { wilds: true, wall: 'printed' },
  { wilds: true, wall: 'printed' },
  { wilds: false, wall: 'printed' },
  { wilds: true, wall: 'grey' },
  { wilds: false, wall: 'grey' },
];

/** How many challenges each slot compares, and how many seeds it may try to find them. */
const CHALLENGES_PER_SLOT = 5;
const MAX_SEEDS_PER_SLOT = 20;

/** The titles, six per difficulty, in order. */
const TITLES = [
  'First Light',
  'Two Windows',
  'The Quiet Row',
  'Plain Glass',
  'Grey Morning',
  'Bare Stone',
  'The Long Line',
  'Spare Shards',
  'Crossing Paths',
  'Plain Sailing',
  'Grey Lattice',
  'Uncut Slate',
  'The Narrow Gate',
  'Centre Stage',
  'Broken Symmetry',
  'Plain Reckoning',
  'Grey Cathedral',
  'Flint and Ash',
  'Rose Window',
  'The Last Column',
  'Shattered Crown',
  'Plain Endgame',
  'Grey Labyrinth',
  'Stonecutter',
];

const USAGE = 'usage: npx tsx scripts/built-in-challenges.ts [--write]   (without --write it compares and writes nothing)';
const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log(USAGE);
  process.exit(0);
}
if (args.some((arg) => arg !== '--write')) {
  console.error(`scripts/built-in-challenges.ts: unknown argument ${args.find((arg) => arg !== '--write')}\n${USAGE}`);
  process.exit(2);
}
const write = args.includes('--write');

const chosen: ChallengeRating[] = [];
for (const [level, difficulty] of DIFFICULTIES.entries()) {
  for (const [slot, rules] of SLOTS.entries()) {
    const number = level * SLOTS.length + slot + 1;
    let best: ChallengeRating | null = null;
    let found = 0;
    for (let seed = 1; seed <= MAX_SEEDS_PER_SLOT && found < CHALLENGES_PER_SLOT; seed++) {
      const rating = generateChallenge({
        seed: `${difficulty}-${slot}-${seed}`,
        difficulty,
        rules,
        id: `c${String(number).padStart(2, '0')}`,
        title: TITLES[number - 1]!,
      });
      if (!rating.ok) continue;
      found++;
      const gap = (candidate: ChallengeRating): number => candidate.solution.score - candidate.greedy;
      if (best === null || gap(rating.value) > gap(best) || (gap(rating.value) === gap(best) && rating.value.solution.nodes < best.solution.nodes))
        best = rating.value;
    }
    if (best === null) throw new Error(`no ${difficulty} challenge for slot ${slot}`);
    chosen.push(best);
    console.log(
      `${best.challenge.id} ${difficulty} ${rules.wilds ? 'wilds' : 'plain'} ${rules.wall}: optimum ${best.solution.score}, greedy ${best.greedy}, nodes ${best.solution.nodes}`,
    );
  }
}

const source = `/**
 * The built-in solo challenges, as data: written by \`scripts/built-in-challenges.ts\`, which generated,
 * solved and rated them. Do not edit by hand; a test re-solves each one and checks its stored optimum.
 *
 * @module
 */
import { deepFrozen } from '../../core/freeze.js';
import type { Challenge } from './format.js';

/**
 * The built-in solo challenges: six per difficulty, each rule variant represented, easiest first.
 *
 * @example
 * \`\`\`ts
 * import { BUILT_IN_CHALLENGES, startChallenge, unwrap } from 'tessera-engine/tessera';
 *
 * console.log(BUILT_IN_CHALLENGES.length, BUILT_IN_CHALLENGES[0]!.difficulty); // => 24 easy
 * const state = unwrap(startChallenge(BUILT_IN_CHALLENGES[0]!));
 * console.log(state.players); // => 1
 * \`\`\`
 */
export const BUILT_IN_CHALLENGES: readonly Challenge[] = /* @__PURE__ */ deepFrozen<readonly Challenge[]>([
${chosen.map((rating) => `  ${JSON.stringify(rating.challenge)},`).join('\n')}
]);
`;
const target = new URL('../src/tessera/challenges/built-in.ts', import.meta.url);
if (write) {
  writeFileSync(target, source);
  console.log(`wrote ${chosen.length} challenges to src/tessera/challenges/built-in.ts`);
} else {
  const differing = chosen.filter((rating, index) => JSON.stringify(rating.challenge) !== JSON.stringify(BUILT_IN_CHALLENGES[index]));
  const same = readFileSync(target, 'utf8') === source;
  console.log(
    same
      ? `the shipped set is what this script writes: nothing to do`
      : `${differing.length} of ${chosen.length} challenges differ from the shipped set (${differing.map((rating) => rating.challenge.id).join(' ')}); nothing written (--write replaces the shipped set, a breaking change for players)`,
  );
}
