/**
 * Bots of the caller's own: a ranking of the legal moves made into a {@link Bot}, with the shipped bots'
 * options, budgets and errors, and its answers checked.
 *
 * @module
 */
import { copyJson } from '../copy.js';
import { sameJson } from '../json.js';
import { readOwnOptions } from '../options.js';
import { quotedText } from '../quote.js';
import { thrownMessage } from '../thrown.js';
import { defineGameBot } from './bot.js';
import type { Bot, BotView, RankedMove, SearchBudget } from './bot-types.js';
import type { ViewCopy } from './view.js';

/**
 * Settings of {@link defineBot}.
 *
 * @example
 * ```ts
 * import { defineBot, tessera, unwrap, type DefineBotSettings, type Tessera } from 'tessera-engine';
 *
 * // With the game, a ranking's move that is not legal in the view is the bot's error, not the caller's surprise.
 * const settings: DefineBotSettings<Tessera.TesseraView, Tessera.TesseraMove> = { game: tessera };
 * const stale = defineBot<Tessera.TesseraView, Tessera.TesseraMove>(
 *   'stale',
 *   (view) => [{ move: { ...tessera.legalMovesForView(view)[0]!, player: 1 - view.viewer }, value: 0, visits: 0 }],
 *   settings,
 * );
 * const answer = stale.chooseMove(unwrap(tessera.playerView(unwrap(tessera.setup({ players: 2, seed: 3 })), 0)));
 * console.log(answer.ok || answer.error.code); // => ranking-failed
 * ```
 */
export interface DefineBotSettings<View, Move> {
  /**
   * The game, such as the `tessera` module: with it, every move of a ranking must be one of the game's
   * `legalMovesForView(view)`, or the bot answers `ranking-failed`. Without it the ranking's moves are its own,
   * unchecked.
   */
  readonly game?: {
    /** The game's legal moves of a view. */
    readonly legalMovesForView: (view: View) => readonly Move[];
  };
}

/**
 * Makes a bot from a ranking of the legal moves: `chooseMove` takes the first. The options and the view are
 * checked first, so that the ranking is only ever asked about a view whose player is to act: the ranking is
 * given the engine's own copy of the view (plain data, whatever the caller passed), and anything that is no
 * object with a `viewer`, a `turn` and a `phase`, or is a full state, gets an `invalid-view` error. A clock
 * or signal that fails while the ranking runs gets an `invalid-options` error. The answer is `ranking-failed`,
 * with what went wrong, never an exception, when the ranking throws, gives no move, gives a `value` that is no
 * finite number or `visits` that are no whole number from 0, or, given `settings.game`, a move that is not one
 * of the view's legal moves. Settings it cannot use make every answer `ranking-failed`, saying why.
 *
 * @param name - the bot's name (`"bot"` for anything that is no string).
 * @param rank - ranks the legal moves of a view whose player is to act, best first; never empty.
 * @param settings - the game whose legal moves the ranking's are checked against.
 *
 * @example
 * ```ts
 * import { defineBot, tessera, unwrap, type Tessera } from 'tessera-engine';
 *
 * // A bot that prefers the move taking the most tiles: the ranking lists every legal move, best first.
 * const hoarder = defineBot<Tessera.TesseraView, Tessera.TesseraMove>(
 *   'hoarder',
 *   (view) =>
 *     tessera
 *       .legalMovesForView(view)
 *       .map((move) => {
 *         const tiles = move.type === 'draft' ? (move.source === 'centre' ? view.centre : view.displays[move.source]!)[move.kind]! : 0;
 *         return { move, value: tiles, visits: 0 };
 *       })
 *       .sort((a, b) => b.value - a.value),
 *   { game: tessera },
 * );
 * const state = unwrap(tessera.setup({ players: 2, seed: 3 }));
 * console.log(unwrap(hoarder.chooseMove(unwrap(tessera.playerView(state, 0)))).type); // => draft
 * ```
 */
export function defineBot<View extends BotView, Move>(
  name: string,
  rank: (view: View, budget: SearchBudget) => RankedMove<Move>[],
  settings?: DefineBotSettings<View, Move>,
): Bot<View, Move> {
  const legalMoves = readLegalMoves(settings);
  // The view as the engine copied it, before the ranking (which may change its copy) ran.
  const viewsRead = new WeakMap<object, View>();
  const readView = ({ copy }: ViewCopy): View => {
    if (legalMoves !== null && typeof legalMoves !== 'string') viewsRead.set(copy, copyJson(copy) as unknown as View);
    return copy as unknown as View;
  };
  // The name goes into every error message: one that is no string (a symbol, an object whose toString throws)
  // would make the messages throw.
  return defineGameBot(typeof name === 'string' ? name : 'bot', readView, rank, (view, ranked) =>
    rankingProblem(ranked, legalMoves, () => viewsRead.get(view) ?? view),
  );
}

/** A game's legal moves of a view. */
type LegalMoves = (view: unknown) => readonly unknown[];

/** The settings' legal moves of a view, `null` for none, or what is wrong with the settings. */
function readLegalMoves(settings: unknown): LegalMoves | null | string {
  if (settings === undefined) return null;
  try {
    const own = readOwnOptions(settings, ['game'], 'settings', 'defineBot: expected settings in an object, such as { game: tessera }');
    if (typeof own === 'string') return own;
    if (own.game === undefined) return null;
    const legalMovesForView: unknown =
      typeof own.game === 'object' && own.game !== null ? (own.game as { legalMovesForView?: unknown }).legalMovesForView : undefined;
    if (typeof legalMovesForView !== 'function') return 'settings.game: expected a game module, with its legalMovesForView';
    return (view) => (legalMovesForView as LegalMoves)(view);
  } catch {
    return 'settings: expected settings that can be read without an exception';
  }
}

/** What is wrong with a ranking of a bot of the caller's, or `null`. */
function rankingProblem(ranked: readonly RankedMove<unknown>[], legalMoves: LegalMoves | null | string, viewRead: () => unknown): string | null {
  if (typeof legalMoves === 'string') return legalMoves;
  for (const { value, visits } of ranked) {
    if (typeof value !== 'number' || !Number.isFinite(value)) return 'its ranking gave a value that is no finite number';
    if (!Number.isSafeInteger(visits) || visits < 0) return 'its ranking gave visits that are no whole number from 0';
  }
  if (legalMoves === null) return null;
  let legal: readonly unknown[];
  try {
    legal = legalMoves(viewRead());
  } catch (thrown) {
    return `its game's legalMovesForView threw: ${thrownMessage(thrown, 'a value that is no Error')}`;
  }
  try {
    const illegal = ranked.find(({ move }) => !legal.some((candidate) => sameJson(candidate, move)));
    if (illegal === undefined) return null;
    const shown: unknown = JSON.stringify(illegal.move);
    return `its ranking gave a move that is not legal in the view: ${quotedText(typeof shown === 'string' ? shown : String(illegal.move))}`;
  } catch {
    // A move with a getter or a proxy trap that throws, a cycle or a BigInt: no move of the game.
    return 'its ranking gave a move that is not legal in the view: one that cannot be read as JSON';
  }
}
