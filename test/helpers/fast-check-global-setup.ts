/** Vitest's global setup, run once before any test file: chooses and prints the run's fast-check seed. */
import { chooseSeed } from './fast-check-seed.js';

export default chooseSeed;
