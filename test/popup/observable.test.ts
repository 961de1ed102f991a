// popup/session/observable.ts: what the controllers are made of — a cell that tells its
// listeners only when something changed, and one lane's latest-wins questions.
import { describe, expect, it } from 'vitest';
import { cell, latestWins } from '../../popup/session/observable';

describe('cell', () => {
  it('keeps the parts not given, clears a part given as undefined, and tells each listener once per change', () => {
    const c = cell<{ a?: number; b?: string }>({ a: 1, b: 'x' });
    const seen: { a?: number; b?: string }[] = [];
    const stop = c.subscribe(() => seen.push(c.get()));
    c.set({ a: 2 });
    c.set({ b: undefined });
    expect(seen).toEqual([{ a: 2, b: 'x' }, { a: 2, b: undefined }]);
    expect('b' in c.get()).toBe(true);
    stop();
    c.set({ a: 3 });
    expect(seen).toHaveLength(2);
    expect(c.get().a).toBe(3);
  });

  it('says nothing when no part changes', () => {
    const c = cell({ n: 1 });
    let calls = 0;
    c.subscribe(() => calls++);
    const before = c.get();
    c.set({ n: 1 });
    c.set({});
    expect(calls).toBe(0);
    expect(c.get()).toBe(before);
  });
});

describe('latestWins', () => {
  it('a task is the latest until another starts or all are dropped', () => {
    const lane = latestWins();
    const first = lane.start();
    expect(first()).toBe(true);
    const second = lane.start();
    expect([first(), second()]).toEqual([false, true]);
    lane.drop();
    expect(second()).toBe(false);
    expect(lane.start()()).toBe(true);
  });
});
