/**
 * fast-check arbitraries for both games, for people who property-test their own code against ours:
 * `tessera-engine/testing`. fast-check is a peer dependency of this subpath only; the game entries never
 * import it.
 *
 * ```ts
 * import fc from 'fast-check';
 * import { tesseraArbitraries } from 'tessera-engine/testing';
 *
 * import { renderBoard } from 'tessera-engine/tessera';
 *
 * // Every reachable state's boards render as 7 lines.
 * fc.assert(fc.property(tesseraArbitraries.state(), (state) => state.boards.every((board) => renderBoard(board, 'Seat', state.rules.wall).length === 7)));
 * console.log('fc.assert threw nothing: the property holds'); // => fc.assert threw nothing: the property holds
 * ```
 *
 * @module testing
 */
import fc from 'fast-check';
import { tessera, type TesseraMove, type TesseraOptions, type TesseraState } from 'tessera-engine/tessera';
import { tesseris, type TesserisMove, type TesserisOptions, type TesserisState } from 'tessera-engine/tesseris';
import { arbitrariesOf, type GameArbitraries } from './arbitraries.js';

export { arbitrariesOf, type GameArbitraries, type ArbitraryGame, type StateWithMove } from './arbitraries.js';
export { playChosenMoves, type PlayedGame, type PlayChosenMovesErrorCode } from './chosen-moves.js';
export { checkStoreAgainstEngine, type StoreUnderTest, type StoreCheckOptions } from './model.js';

/**
 * The options every game shares (2 to 4 players, any seed, any starting seat of those players) with a game's
 * own, which may depend on the player count.
 *
 * @param own - the game's own options' arbitraries, for a player count.
 */
function seatedOptions<Own>(own: (players: number) => { [Key in keyof Own]: fc.Arbitrary<Own[Key]> }): fc.Arbitrary<SeatedOptions & Own> {
  return fc.integer({ min: 2, max: 4 }).chain(
    (players) =>
      fc.record({
        players: fc.constant(players),
        seed: fc.oneof(fc.string({ maxLength: 20 }), fc.integer()),
        startingSeat: fc.integer({ min: 0, max: players - 1 }),
        ...own(players),
        // fc.record cannot tell the type of a spread of a generic model: it is the shared keys and Own's.
      }) as fc.Arbitrary<SeatedOptions & Own>,
  );
}

/** The options every game shares. */
interface SeatedOptions {
  readonly players: number;
  readonly seed: string | number;
  readonly startingSeat: number;
}

/**
 * Tessera's setup options: 2 to 4 players, any seed, any starting seat, every rule variant.
 *
 * @example
 * ```ts
 * import fc from 'fast-check';
 * import { tesseraOptions } from 'tessera-engine/testing';
 *
 * const [options] = fc.sample(tesseraOptions(), { numRuns: 1, seed: 42 });
 * console.log([2, 3, 4].includes(options!.players)); // => true
 * ```
 */
export function tesseraOptions(): fc.Arbitrary<TesseraOptions> {
  return seatedOptions(() => ({ wilds: fc.boolean(), wall: fc.constantFrom('printed' as const, 'grey' as const) }));
}

/**
 * Tesseris' setup options: 2 to 4 players, any seed and starting seat, one or two rounds (games stay short),
 * and the two-player short deck or not.
 *
 * @example
 * ```ts
 * import fc from 'fast-check';
 * import { tesserisOptions } from 'tessera-engine/testing';
 * import { tesseris } from 'tessera-engine/tesseris';
 *
 * console.log(fc.sample(tesserisOptions(), { numRuns: 10, seed: 42 }).every((options) => tesseris.setup(options).ok)); // => true
 * ```
 */
export function tesserisOptions(): fc.Arbitrary<TesserisOptions> {
  return seatedOptions((players) => ({ rounds: fc.integer({ min: 1, max: 2 }), shortDeck: players === 2 ? fc.boolean() : fc.constant(false) }));
}

/**
 * Tessera's arbitraries: options, reachable states, legal and malformed moves, and whole game records.
 *
 * @example
 * ```ts
 * import fc from 'fast-check';
 * import { tessera } from 'tessera-engine/tessera';
 * import { tesseraArbitraries } from 'tessera-engine/testing';
 *
 * fc.assert(
 *   fc.property(tesseraArbitraries.stateWithLegalMove(40), ({ state, move }) => tessera.applyMove(state, move).ok),
 *   { numRuns: 5 },
 * );
 * console.log('every generated legal move applied'); // => every generated legal move applied
 * ```
 */
export const tesseraArbitraries: GameArbitraries<TesseraState, TesseraMove, TesseraOptions> = /* @__PURE__ */ arbitrariesOf(
  tessera,
  /* @__PURE__ */ tesseraOptions(),
);

/**
 * Tesseris' arbitraries: options, reachable states, legal and malformed moves, and whole game records.
 *
 * @example
 * ```ts
 * import fc from 'fast-check';
 * import { tesseris } from 'tessera-engine/tesseris';
 * import { tesserisArbitraries } from 'tessera-engine/testing';
 *
 * fc.assert(
 *   fc.property(tesserisArbitraries.state(40), (state) => tesseris.loadState(JSON.stringify(state)).ok),
 *   { numRuns: 5 },
 * );
 * console.log('every generated state loaded'); // => every generated state loaded
 * ```
 */
export const tesserisArbitraries: GameArbitraries<TesserisState, TesserisMove, TesserisOptions> = /* @__PURE__ */ arbitrariesOf(
  tesseris,
  /* @__PURE__ */ tesserisOptions(),
);
