// testing-library's waits (findBy*, waitFor) give up after 1 s by default: a wall-clock
// bound, which a component test on a 2-core machine kept busy by the browser tests can
// miss (the lazy component's test did once). A wait that succeeds returns at once, so the
// bound only decides how long a real failure takes to show: 15 s, as the browser tests' polls.
// Only the files with a DOM (happy-dom) use testing-library; the others do not load it
// (about 0.2 s a file).
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/preact');
  configure({ asyncUtilTimeout: 15_000 });
}

export {};
