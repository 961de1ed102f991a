import { defineConfig } from 'vitest/config';

// Two projects: fast pure tests, and the browser tests that need `npm run build` first
// (npm test builds before it runs them).

// Two files at a time in one pool, unit and browser tests mixed: vitest's default on 2 cores
// is one worker, and a browser test often waits for its browser, so its core is free for a
// solver test meanwhile (December 2026, quiet: the files' times add up to 568 s, the run
// takes 320 s, both cores near full all along; the same projects must share a worker count
// to share the pool). Still two, measured 4 December 2026: a whole CI run's processes (Node,
// Chromium, Firefox) use some 990 s of CPU, so two cores cannot end it in much under 500 s
// however many files run at once; three workers ran a third of the suite 18 % faster on a
// machine others kept busy (taking a larger share of it) and failed the guided game's touch
// test once in two runs.
const WORKERS = 2;
export default defineConfig({
  // Vite 8 transforms with Oxc; an `esbuild` block here would be ignored (and warned about).
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  test: {
    // Both projects word texts in Node through popup/messages.ts (the English fallback).
    setupFiles: ['test/setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Added to the root's setup.ts (a project's list extends it).
          setupFiles: ['test/setupDom.ts'],
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/e2e/**'],
          // Tests never fail on wall-clock time: the bound only catches a hang, so it is one
          // for every test (none sets its own). vitest's 5 s default failed solver tests on a
          // 2-core machine kept busy by another process, and a 60 s bound f1relax's longest
          // (29 s alone) beside a browser test and two busy shells.
          testTimeout: 600_000,
          hookTimeout: 600_000,
          maxWorkers: WORKERS,
          // The files of a worker share its loaded modules (the engine, the solver's compiled
          // WebAssembly, testing-library) instead of each loading them again: the project alone
          // 75 -> 60 s, 137 -> 111 s of CPU, on a 2-core machine the suite's limit. Green in
          // the default order and shuffled (--sequence.shuffle.files): no file leaves state
          // another reads. (The e2e files stay isolated: there it gained nothing, 4ee6f38.)
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A poll waits for a browser that may be slow on a loaded machine: vitest's 1 s
          // default bound is a wall-clock test, so it is 15 s here (a poll that passes
          // returns at once all the same).
          expect: { poll: { timeout: 15_000 } },
          // Each file launches its own browser (its own profile, port 0), so two run at once.
          maxWorkers: WORKERS,
        },
      },
    ],
  },
});
