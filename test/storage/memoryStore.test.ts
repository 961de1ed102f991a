// The memory store's failure modes and lock (src/storage/memoryStore.ts): what the tests of
// full and failing storage and of two windows stand on.
import { describe, expect, it } from 'vitest';
import { bytesInUse, itemBytes, memoryBacking, memoryStore } from '../../src/storage/memoryStore';

describe('the memory store', () => {
  it('counts bytes as Chromium counts storage.local: each key and its value as JSON', () => {
    const backing = memoryBacking({ a: 'xy', bb: { n: 1 } });
    expect(itemBytes('a', 'xy')).toBe(1 + 4);
    expect(bytesInUse(backing)).toBe(5 + 2 + JSON.stringify({ n: 1 }).length);
  });

  it('refuses a write past its quota and keeps what it held; a smaller value, or a removal, makes room', async () => {
    const backing = memoryBacking({ k: 'abcd' }, { quota: itemBytes('k', 'abcd') });
    const store = memoryStore(backing);
    const heard: string[] = [];
    store.subscribe((key) => heard.push(key));
    await expect(store.set('k', 'abcde')).rejects.toThrow(/quota/i);
    await expect(store.set('other', 1)).rejects.toThrow(/quota/i);
    expect(await store.get('k')).toBe('abcd');
    expect(heard).toEqual([]);
    await store.set('k', 'ab');
    await store.remove('k');
    await store.set('other', 1);
    expect(heard).toEqual(['k', 'k', 'other']);
  });

  it('while failing, refuses every write and removal, and reads still answer', async () => {
    const backing = memoryBacking({ k: 1 });
    const store = memoryStore(backing);
    backing.failing = true;
    await expect(store.set('k', 2)).rejects.toThrow();
    await expect(store.remove('k')).rejects.toThrow();
    expect(await store.get('k')).toBe(1);
    backing.failing = false;
    await store.set('k', 2);
    expect(await store.get('k')).toBe(2);
  });

  it('two stores on one backing share its locks: one read-then-write never interleaves with the other', async () => {
    const backing = memoryBacking({ n: 0 });
    const [a, b] = [memoryStore(backing), memoryStore(backing)];
    const increment = (s: typeof a) =>
      s.exclusive('n', async () => {
        const n = (await s.get('n')) as number;
        await new Promise((r) => setTimeout(r, 1));
        await s.set('n', n + 1);
      });
    await Promise.all(Array.from({ length: 10 }, (_, i) => increment(i % 2 ? a : b)));
    expect(await a.get('n')).toBe(10);
  });

  it('a holder that fails frees the lock for the next', async () => {
    const store = memoryStore();
    await expect(store.exclusive('x', async () => { throw new Error('boom'); })).rejects.toThrow('boom');
    expect(await store.exclusive('x', async () => 'next')).toBe('next');
  });
});
