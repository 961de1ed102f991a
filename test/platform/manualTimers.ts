// Timers a test runs by hand, for the saver's tries (popup/platform/saver.ts): `due()` lists
// the delays waiting, `fire()` runs the earliest set and lets the promises it starts settle.
import type { Timers } from '../../popup/platform/saver';

/** Lets every promise chain started so far run (a macrotask comes after all microtasks). */
export const settle = () => new Promise((r) => setTimeout(r, 0));

export function manualTimers() {
  let next = 0;
  const waiting = new Map<number, { run: () => void; ms: number }>();
  const timers: Timers = {
    set(run, ms) {
      waiting.set(++next, { run, ms });
      return next;
    },
    clear(id) {
      waiting.delete(id as number);
    },
  };
  return {
    timers,
    due: () => [...waiting.values()].map((w) => w.ms),
    async fire() {
      const [id, w] = [...waiting.entries()][0] ?? [];
      if (id === undefined || !w) throw new Error('no timer waiting');
      waiting.delete(id);
      w.run();
      for (let i = 0; i < 5; i++) await settle();
    },
  };
}
