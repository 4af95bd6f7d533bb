/** Vitest's setup file, run in every test file's worker before its tests: fast-check takes the run's seed. */
import { useSeed } from './fast-check-seed.js';

useSeed();
