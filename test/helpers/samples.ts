import { nextUint32InPlace, seedRng, unwrap, type BaseOutcome, type GameModule, type MutableRngState } from 'tessera-engine';

/** Any game module of the package. */
export type AnyGame<State, Move, Options> = GameModule<State, Move, Options, unknown, unknown, BaseOutcome, string, string>;

/**
 * Real states from seeded random games: every `every`-th state, every state for which `keep` says so, and
 * each game's last state.
 *
 * @param game - the game module.
 * @param options - one entry per game to play.
 * @param every - keep one state in this many.
 * @param keep - also keep every state it accepts, for states a plain sample would rarely hit.
 */
export function sampleStates<State, Move, Options>(
  game: AnyGame<State, Move, Options>,
  options: readonly Options[],
  every: number,
  keep: (state: State) => boolean = () => false,
): State[] {
  const states: State[] = [];
  options.forEach((option, index) => {
    const rng = [...seedRng(`sample ${index}`)] as MutableRngState;
    let state = unwrap(game.setup(option));
    for (let move = 0; game.outcome(state) === null; move++) {
      if (move % every === 0 || keep(state)) states.push(state);
      const moves = game.legalMoves(state);
      state = unwrap(game.applyMove(state, moves[nextUint32InPlace(rng) % moves.length])).state;
    }
    states.push(state);
  });
  return states;
}
