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
export { tessera } from './tessera/index.js';
export * as Tessera from './tessera/index.js';
export { tesseris } from './tesseris/index.js';
export * as Tesseris from './tesseris/index.js';
