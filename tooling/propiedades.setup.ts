// Property tests (fast-check), in every Vitest project. A failure reports the seed and the path of
// the smallest counterexample; `FC_SEED=<seed> FC_PATH=<path> npx vitest run <file>` replays exactly
// that case. Pure functions are cheap to check: 500 cases unless a test asks for another number
// (tests that render or commit to the emulator set their own).
import fc from 'fast-check';

fc.configureGlobal({
  numRuns: 500,
  ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED), path: process.env.FC_PATH } : {}),
});
