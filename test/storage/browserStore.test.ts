// The store over the WebExtension storage API (src/storage/browserStore.ts): each store asks
// the browser for one listener on its own area's onChanged, however many follow it (Firefox
// copies every change once per listener: docs/architecture.md, "Firefox: where the memory
// goes"), and every follower hears every change of its area, in the order they followed.
import { describe, expect, it } from 'vitest';
import { type StorageArea, browserStore } from '../../src/storage/browserStore';

type Changes = Record<string, { newValue?: unknown }>;

/** An area whose onChanged counts its listeners; `fire` plays a change to them. */
function fakeArea() {
  const listeners: ((changes: Changes) => void)[] = [];
  const area: StorageArea = {
    get: async () => ({}),
    set: async () => undefined,
    remove: async () => undefined,
    onChanged: { addListener: (cb) => void listeners.push(cb) },
  };
  return { area, listeners, fire: (changes: Changes) => listeners.forEach((l) => l(changes)) };
}

const locks = { request: <T>(_name: string, work: () => Promise<T>) => work() };

describe('browserStore: one listener of the browser per store', () => {
  it('asks its area for one listener, and hands every change to every follower in the order they followed', () => {
    const local = fakeArea();
    const sync = fakeArea();
    const store = browserStore({ local: local.area, sync: sync.area }, locks);
    const heard: string[] = [];
    store.subscribe((key, value) => heard.push(`a ${key}=${String(value)}`));
    store.subscribe((key, value) => heard.push(`b ${key}=${String(value)}`));
    store.subscribe((key) => heard.push(`c ${key}`));
    expect(local.listeners).toHaveLength(1);
    expect(sync.listeners).toHaveLength(0);
    local.fire({ x: { newValue: 1 }, y: {} });
    expect(heard).toEqual(['a x=1', 'a y=undefined', 'b x=1', 'b y=undefined', 'c x', 'c y']);
  });

  it('hears only its own area: a sync store on the sync area, a local one on the local area', () => {
    const local = fakeArea();
    const sync = fakeArea();
    const heard: string[] = [];
    browserStore({ local: local.area, sync: sync.area }, locks).subscribe((key) => heard.push(`local ${key}`));
    browserStore({ local: local.area, sync: sync.area }, locks, 'sync').subscribe((key) => heard.push(`sync ${key}`));
    local.fire({ game: { newValue: 1 } });
    sync.fire({ device: { newValue: 2 } });
    expect(heard).toEqual(['local game', 'sync device']);
    expect([local.listeners.length, sync.listeners.length]).toEqual([1, 1]);
  });

  it('stops handing changes to a follower that unsubscribed, and to it alone, even mid-change', () => {
    const local = fakeArea();
    const store = browserStore({ local: local.area }, locks);
    const heard: string[] = [];
    let stopB = () => {};
    const stopA = store.subscribe((key) => (heard.push(`a ${key}`), stopB()));
    stopB = store.subscribe((key) => heard.push(`b ${key}`));
    local.fire({ x: { newValue: 1 } });
    // a stopped b while the change was handed round: the followers are read as a change comes, so b hears that one, and no later one
    expect(heard).toEqual(['a x', 'b x']);
    local.fire({ y: { newValue: 2 } });
    stopA();
    local.fire({ z: { newValue: 3 } });
    expect(heard).toEqual(['a x', 'b x', 'a y']);
    store.subscribe((key) => heard.push(`c ${key}`));
    local.fire({ w: {} });
    expect(heard).toEqual(['a x', 'b x', 'a y', 'c w']);
    expect(local.listeners).toHaveLength(1);
  });
});
