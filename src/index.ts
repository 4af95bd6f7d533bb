/**
 * tessera-engine: immutable, seeded, rule-complete rules engines for Tessera and Tesseris.
 *
 * Each game is also published on its own subpath, `tessera-engine/tessera` and `tessera-engine/tesseris`.
 *
 * @module tessera-engine
 */
export { EngineError, ok, err, unwrap, type Result, type Ok, type Err } from './core/result.js';
export { seedRng, nextUint32InPlace, randomIntInPlace, shuffleInPlace, isRngState, type RngState, type MutableRngState, type Seed } from './core/rng.js';
export type { GameModule, Transition, BaseOutcome } from './core/game.js';
export type { DeepMutable } from './core/mutable.js';
export * from './core/kit.js';
// The games come through the package's own subpaths, so that the root shares no chunk with them: an import
// of `tessera-engine/tessera` alone then bundles only what it uses.
export { tessera } from 'tessera-engine/tessera';
export * as Tessera from 'tessera-engine/tessera';
export { tesseris } from 'tessera-engine/tesseris';
export * as Tesseris from 'tessera-engine/tesseris';
