// testing-library's waits (findBy*, waitFor) give up after 1 s by default: a wall-clock
// bound, which a component test on a 2-core machine kept busy by the browser tests can
// miss (the lazy component's test did once). A wait that succeeds returns at once, so the
// bound only decides how long a real failure takes to show: 15 s, as the browser tests' polls.
import { configure } from '@testing-library/preact';

configure({ asyncUtilTimeout: 15_000 });
