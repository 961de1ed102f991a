// The saver (popup/platform/saver.ts): a write that fails is tried again, a part whose tries
// all fail is named as failing until a write of it lands, the latest value is what a retry
// writes, and a write that lands sends the other failing parts' next tries at once.
import { describe, expect, it } from 'vitest';
import { HeldSave, RETRY_DELAYS, RETRY_EVERY, createSaver } from '../../popup/platform/saver';
import { manualTimers, settle } from './manualTimers';

/** A write that fails `n` times, then lands; it records each value it was asked to write. */
function flaky(n: number) {
  const tries: string[] = [];
  let left = n;
  return {
    tries,
    write: (value: string) => async () => {
      tries.push(value);
      if (left-- > 0) throw new Error('QUOTA_BYTES quota exceeded');
    },
    heal: () => (left = 0),
  };
}

describe('the saver', () => {
  it('tries a failed write again after each of RETRY_DELAYS; when one lands, nothing is said', async () => {
    const t = manualTimers();
    const saver = createSaver(t.timers);
    const w = flaky(RETRY_DELAYS.length);
    saver.run('stats', w.write('a'));
    await settle();
    for (const delay of RETRY_DELAYS) {
      expect(t.due()).toEqual([delay]);
      expect(saver.status.get().failing).toEqual([]);
      await t.fire();
    }
    expect(w.tries).toEqual(Array(RETRY_DELAYS.length + 1).fill('a'));
    expect(saver.status.get().failing).toEqual([]);
    expect(t.due()).toEqual([]);
  });

  it('names a part failing once every try failed, tries it every RETRY_EVERY, and clears it when a write lands', async () => {
    const t = manualTimers();
    const saver = createSaver(t.timers);
    const w = flaky(Infinity);
    saver.run('history', w.write('h1'));
    await settle();
    for (const _ of RETRY_DELAYS) await t.fire();
    expect(saver.status.get().failing).toEqual(['history']);
    expect(t.due()).toEqual([RETRY_EVERY]);
    await t.fire();
    expect(saver.status.get().failing).toEqual(['history']);
    w.heal();
    await t.fire();
    expect(saver.status.get().failing).toEqual([]);
    expect(w.tries.length).toBe(RETRY_DELAYS.length + 3);
    expect(t.due()).toEqual([]);
  });

  it('a newer value replaces the one waiting: the retry writes the latest, never an older one', async () => {
    const t = manualTimers();
    const saver = createSaver(t.timers);
    const w = flaky(1);
    saver.run('settings', w.write('old'));
    await settle();
    saver.run('settings', w.write('new'));
    await settle();
    expect(w.tries).toEqual(['old', 'new']);
    expect(t.due()).toEqual([]);
  });

  it('a write that lands sends the next try of every failing part at once', async () => {
    const t = manualTimers();
    const saver = createSaver(t.timers);
    const history = flaky(Infinity);
    saver.run('history', history.write('left game'));
    await settle();
    for (const _ of RETRY_DELAYS) await t.fire();
    expect(saver.status.get().failing).toEqual(['history']);
    history.heal();
    saver.run('game', async () => undefined);
    await settle();
    expect(saver.status.get().failing).toEqual([]);
    expect(history.tries.at(-1)).toBe('left game');
    expect(t.due()).toEqual([]);
  });

  it('a game write held by a damaged save says so, and stops saying it once the game is saved', async () => {
    const t = manualTimers();
    const saver = createSaver(t.timers);
    let held = true;
    const job = async () => {
      if (held) throw new HeldSave('kept in place');
    };
    saver.run('game', job);
    await settle();
    for (const _ of RETRY_DELAYS) await t.fire();
    expect(saver.status.get()).toMatchObject({ failing: ['game'], held: true });
    held = false;
    await t.fire();
    expect(saver.status.get().failing).toEqual([]);
    expect(saver.status.get().held).toBeUndefined();
  });

  it('two parts failing are both named, in the order they failed', async () => {
    const t = manualTimers();
    const saver = createSaver(t.timers);
    const w = flaky(Infinity);
    saver.run('game', w.write('g'));
    await settle();
    for (const _ of RETRY_DELAYS) await t.fire();
    saver.run('daily', w.write('d'));
    await settle();
    while (!saver.status.get().failing.includes('daily')) await t.fire();
    expect(saver.status.get().failing).toEqual(['game', 'daily']);
  });
});
