/**
 * What the greedy Tesseris opponent holds (issue 22): in two-player games of seat 0's bot against `greedyBot`,
 * at each of seat 0's discards, how many of the opponent's unknown cards seat 0 needs (their shape is one of
 * its open objectives), beside what the uniform worlds of `fast.determinize` give it (the share of such cards
 * among the cards seat 0 cannot place, times the opponent's unknown cards), by how many turns seat 0 has played
 * in the round; and the kinds of seat 0's draws. A greedy player never discards a card its opponent needs while
 * it has another, so it hoards them; a bot that steals empties the hoard.
 *
 * `npm run bench:opponent-hand -- [--bot random|greedy|ismcts] [--games N] [--iterations N] [--max-moves N]` (greedy,
 * 40 games, 1,000 iterations, 10,000 moves). The games are seeded (`hoard 0`, `hoard 1`…, three rounds each) and the
 * bots too, so a run is reproducible. A game still on after `--max-moves` moves (a Tesseris round can last for ever)
 * is stopped, and the count of such games printed.
 */
import { readArgs, readChoice, readWholeNumber } from '../examples/terminal.js';
import { MAX_ITERATIONS } from './limits.js';
import { isWanted, openShapeMasks } from '../src/tesseris/bots/heuristic.js';
import { greedyBot, playerView, setup, applyMove, outcome, tesserisBots, unwrap, TESSERIS_BOT_NAMES, type TesserisState } from '../src/tesseris/index.js';

const args = readArgs(
  { command: 'npm run bench:opponent-hand --', values: { bot: TESSERIS_BOT_NAMES.join('|'), games: 'N', iterations: 'N', 'max-moves': 'N' } },
  { bot: 'greedy', games: '40', iterations: '1000', 'max-moves': '10000' },
);
const bot = tesserisBots[readChoice(args.bot, '--bot', TESSERIS_BOT_NAMES)];
const games = readWholeNumber(args.games, '--games', 1);
const iterations = readWholeNumber(args.iterations, '--iterations', 1, MAX_ITERATIONS);
const maxMoves = readWholeNumber(args['max-moves'], '--max-moves', 1);

/** Turn buckets of 5 turns, from 0; the last one takes every later turn. */
const BUCKET = 5;
const LAST_BUCKET = 25;

/** One bucket of seat 0's turns: the needed cards the opponent held and those uniform worlds would give it, summed. */
interface Bucket {
  held: number;
  uniform: number;
  discards: number;
}

const buckets = new Map<number, Bucket>();
const draws = new Map<string, number>();
let unfinished = 0;

/** Records, at a discard of seat 0, what the opponent holds of what seat 0 needs. */
function observe(state: TesserisState, turns: number): void {
  const view = unwrap(playerView(state, 0));
  const open = openShapeMasks(state.objectives);
  const neededBySeat0 = (cards: readonly number[]) => cards.filter((card) => isWanted(card, 0, open)).length;
  const unknown = state.hands[1]!.filter((card) => !view.knowledge.held[1]!.includes(card));
  const unaccounted = view.knowledge.unaccounted;
  const share = neededBySeat0(unaccounted) / Math.max(1, unaccounted.length);
  const key = Math.min(LAST_BUCKET, Math.floor(turns / BUCKET) * BUCKET);
  const bucket = buckets.get(key) ?? { held: 0, uniform: 0, discards: 0 };
  bucket.held += neededBySeat0(unknown);
  bucket.uniform += share * unknown.length;
  bucket.discards++;
  buckets.set(key, bucket);
}

for (let game = 0; game < games; game++) {
  let state = unwrap(setup({ players: 2, seed: `hoard ${game}`, rounds: 3 }));
  let round = 0;
  let turns = 0;
  for (let ply = 0; outcome(state) === null; ply++) {
    if (ply === maxMoves) {
      unfinished++;
      break;
    }
    if (state.round !== round) [round, turns] = [state.round, 0];
    if (state.turn === 0 && state.phase === 'discard') observe(state, turns++);
    const view = unwrap(playerView(state, state.turn));
    const move = unwrap((state.turn === 0 ? bot : greedyBot).suggest(view, { seed: game, iterations }))[0]!.move;
    if (state.turn === 0 && state.phase === 'draw') draws.set(move.type, (draws.get(move.type) ?? 0) + 1);
    state = unwrap(applyMove(state, move)).state;
  }
}

console.log(
  `seat 0: ${bot.name} (${iterations} iterations for ismcts), ${games} two-player games against greedy` +
    (unfinished > 0 ? `, ${unfinished} stopped unfinished at ${maxMoves} moves` : ''),
);
for (const [key, bucket] of [...buckets].sort(([a], [b]) => a - b)) {
  const label = key === LAST_BUCKET ? `${key}+` : `${key}-${key + BUCKET - 1}`;
  const per = (sum: number) => (sum / bucket.discards).toFixed(2);
  console.log(
    `turns ${label}: the opponent holds ${per(bucket.held)} cards seat 0 needs; uniform worlds give it ${per(bucket.uniform)} (${bucket.discards} discards)`,
  );
}
const total = [...draws.values()].reduce((sum, count) => sum + count, 0);
console.log(
  total === 0
    ? "seat 0's draws: none"
    : `seat 0's draws: ${[...draws].map(([type, count]) => `${type} ${((100 * count) / total).toFixed(0)}%`).join(', ')} of ${total}`,
);
