// Nothing lost, and nothing lost in silence (issue 32), in the built extension in Chromium:
// two tabs of the popup clicking at the same instant lose no move; a storage.local.set that
// fails and a storage.local filled to its quota show the save notice and lose nothing already
// saved (the page reloaded onto what is stored); a damaged save with no room for its copy is
// left in place, and copied once there is room. Every check of what follows a click polls.
//
// PLOT_PAIRS=100 runs the two tabs' target (100 pairs of simultaneous clicks) instead of 20.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { BACKUP_PREFIX, GAME_KEY } from '../../src/storage/gameSave';
import { gameOf } from './a11yGames';
import { launchChromium } from './chromium';
import { browserSession } from './common';
import { QUIET_SETTINGS, openPopupPage, reload, savedMoves, showGame, storageAll, storageGet, waitReady } from './popupPage';

const browser = browserSession(() => launchChromium());
const errors: string[] = [];
// A test's pages close after it: a page left open would follow the next test's storage, and write.
const open: Page[] = [];
const openPopup = async (): Promise<Page> => {
  const page = await openPopupPage(browser(), errors);
  open.push(page);
  return page;
};

afterEach(async () => {
  await Promise.all(open.splice(0).map((p) => p.close()));
});

afterAll(() => {
  expect(errors).toEqual([]);
});

declare const chrome: {
  storage: { local: { set(...args: unknown[]): unknown; QUOTA_BYTES: number; getBytesInUse(keys: null): Promise<number>; remove(k: string): Promise<void> } };
};
const FILL = 'zz.fill';

/**
 * Makes storage.local.set fail in `page` while `fail` is true: the stub throws, which rejects the
 * promise webextension-polyfill wraps round the call (it looks the method up at each call).
 */
const failSets = (page: Page, fail: boolean) =>
  page.evaluate((on) => {
    const scope = globalThis as unknown as { plotRealSet?: (...a: unknown[]) => unknown; plotFailSets?: boolean };
    scope.plotFailSets = on;
    if (scope.plotRealSet) return;
    const local = chrome.storage.local;
    const real = (scope.plotRealSet = local.set.bind(local));
    local.set = (...args: unknown[]) => {
      if (scope.plotFailSets) throw new Error('storage.local.set failed (stubbed)');
      return real(...args);
    };
  }, fail);

/** Fills storage.local to exactly its quota (Chromium's 10 MB without unlimitedStorage): a write that grows anything fails. */
const fill = (page: Page) =>
  page.evaluate(async (key) => {
    const local = chrome.storage.local;
    const room = local.QUOTA_BYTES - (await local.getBytesInUse(null));
    // An item costs its key and its value as JSON (the string's two quotes).
    await (local.set as (i: object) => Promise<void>)({ [key]: 'x'.repeat(room - key.length - 2) });
    return { quota: local.QUOTA_BYTES, free: local.QUOTA_BYTES - (await local.getBytesInUse(null)) };
  }, FILL);

const stockCards = (page: Page) => page.locator('[data-pile="s"]').getAttribute('aria-label').then((l) => Number(/(\d+) cards?/.exec(l ?? '')?.[1] ?? NaN));
const deals = (moves: string) => moves.split(' ').filter((m) => m === 'deal').length;

/** Clicks `selectors` in their pages at one instant: each page sets a timer for the same time on the machine's clock. */
async function clickTogether(...clicks: [Page, string][]): Promise<void> {
  const at = Date.now() + 40;
  await Promise.all(clicks.map(([page, selector]) =>
    page.evaluate(([s, t]) => new Promise<void>((done) => setTimeout(() => {
      document.querySelector<HTMLElement>(s)!.click();
      done();
    }, t - Date.now())), [selector, at] as const)));
}

/** Two tabs of the popup on deal 1, nothing played; the second opened on the first's save. */
async function twoTabs(): Promise<[Page, Page]> {
  const a = await openPopup();
  await showGame(a, gameOf(1), QUIET_SETTINGS, { meta: { counted: false } });
  const b = await openPopup();
  await expect.poll(() => b.getByTestId('deal-number').textContent()).toBe('Deal 1');
  // The store's lock across pages (src/storage/browserStore.ts) is the Web Locks API's.
  expect(await b.evaluate(() => typeof navigator.locks?.request)).toBe('function');
  return [a, b];
}

describe('Chromium: nothing lost, and nothing lost in silence', () => {
  it('two tabs clicking the stock at the same instant: every click is a deal, saved and shown in both', async () => {
    const [a, b] = await twoTabs();
    const pairs = Math.max(1, Number(process.env.PLOT_PAIRS ?? 20));
    let expected = 0;
    for (let done = 0; done < pairs; ) {
      const before = await stockCards(a);
      const n = Math.min(pairs - done, Math.floor(before / 2));
      for (let i = 0; i < n; i++) await clickTogether([a, '[data-pile="s"]'], [b, '[data-pile="s"]']);
      done += n;
      expected += 2 * n;
      await expect.poll(async () => deals(await savedMoves(a)), { timeout: 30_000 }).toBe(expected);
      // Each tab shows every deal (a's count read once could be read before a showed b's last).
      await expect.poll(() => stockCards(a)).toBe(before - 2 * n);
      await expect.poll(() => stockCards(b)).toBe(before - 2 * n);
      // The stock runs out after 39 pairs: the next pairs on a new deal 1, the count going on.
      if (done < pairs) {
        expected = 0;
        await showGame(a, gameOf(1), QUIET_SETTINGS, { meta: { counted: false } });
        await expect.poll(() => stockCards(b)).toBe(await stockCards(a));
      }
    }
    console.info(`two tabs: ${pairs} pairs of simultaneous stock clicks, no deal lost`);
  });

  it("A's t1>t8 and B's deal at the same instant: both saved", async () => {
    const [a, b] = await twoTabs();
    await a.click('[data-pile="t1"]');
    await clickTogether([a, '[data-pile="t8"]'], [b, '[data-pile="s"]']);
    await expect.poll(async () => (await savedMoves(a)).split(' ').sort().join(' ')).toBe('deal t1>t8');
    await expect.poll(() => stockCards(a)).toBe(await stockCards(b));
  });

  it('a failing storage.local.set: the notice says what is not saved, a reload shows what was, and it goes when a write lands', async () => {
    const page = await openPopup();
    await showGame(page, gameOf(1), QUIET_SETTINGS, { meta: { counted: false } });
    await page.click('[data-pile="t1"]');
    await page.click('[data-pile="t8"]');
    await expect.poll(() => savedMoves(page)).toBe('t1>t8');
    await failSets(page, true);
    await page.click('[data-pile="s"]');
    await expect.poll(() => page.getByTestId('save-notice').textContent()).toMatch(/^Not saved: your latest moves\b.*Copy deal keeps this game as text\.$/);
    expect(await savedMoves(page)).toBe('t1>t8');
    await failSets(page, false);
    await page.click('[data-pile="s"]');
    await page.getByTestId('save-notice').waitFor({ state: 'detached' });
    expect(await savedMoves(page)).toBe('t1>t8 deal deal');
    await failSets(page, true);
    await page.click('[data-pile="s"]');
    await page.getByTestId('save-notice').waitFor();
    await reload(page);
    expect(await savedMoves(page)).toBe('t1>t8 deal deal');
    await expect.poll(() => page.getByTestId('save-notice').count()).toBe(0);
  });

  it('storage.local full to its quota: the notice, nothing saved lost, and the moves land once there is room', async () => {
    const page = await openPopup();
    await showGame(page, gameOf(1), QUIET_SETTINGS, { meta: { counted: false } });
    await page.click('[data-pile="t1"]');
    await page.click('[data-pile="t8"]');
    await expect.poll(() => savedMoves(page)).toBe('t1>t8');
    expect(await fill(page)).toEqual({ quota: 10 * 1024 * 1024, free: 0 });
    await page.click('[data-pile="s"]');
    await expect.poll(() => page.getByTestId('save-notice').textContent()).toMatch(/^Not saved: your latest moves\b/);
    await browser().screenshot(page, 'save-notice-full');
    expect(await savedMoves(page)).toBe('t1>t8');
    await page.evaluate((k) => chrome.storage.local.remove(k), FILL);
    await page.click('[data-pile="s"]');
    await page.getByTestId('save-notice').waitFor({ state: 'detached' });
    await expect.poll(() => savedMoves(page)).toBe('t1>t8 deal deal');
  });

  it('a damaged save with no room for its copy stays in place, the new game unsaved and said so; with room, it is copied and the game saved', async () => {
    const page = await openPopup();
    const damaged = { format: 2, game: { schema: 1, deal: 'garbage', moves: '', redo: '' }, note: 'y'.repeat(50_000) };
    // The page saves the deal's difficulty once the fair player has it: the damaged save goes in after, or that write would copy it.
    await showGame(page, gameOf(1), QUIET_SETTINGS);
    await expect.poll(async () => ((await storageGet(page, GAME_KEY)) as { meta?: { dealChance?: number } }).meta?.dealChance, { timeout: 30_000 }).toBeDefined();
    await page.evaluate(async ([k, v]) => (chrome.storage.local.set as (i: object) => Promise<void>)({ [k as string]: v }), [GAME_KEY, damaged] as const);
    await fill(page);
    await page.reload();
    await waitReady(page);
    await expect.poll(() => page.getByTestId('save-notice').textContent()).toMatch(/^Your saved game is damaged and there is no room to keep a copy/);
    await browser().screenshot(page, 'save-notice-held');
    await page.click('[data-pile="s"]');
    expect(await storageGet(page, GAME_KEY)).toEqual(damaged);
    expect(Object.keys(await storageAll(page)).filter((k) => k.startsWith(BACKUP_PREFIX))).toEqual([]);
    await page.evaluate((k) => chrome.storage.local.remove(k), FILL);
    await page.click('[data-pile="s"]');
    await expect.poll(() => page.getByTestId('save-notice').textContent()).toMatch(/^Your damaged saved game is now kept as plot\.game\.backup\./);
    const all = await storageAll(page);
    expect(Object.keys(all).filter((k) => k.startsWith(BACKUP_PREFIX)).map((k) => all[k])).toEqual([damaged]);
    await expect.poll(() => savedMoves(page)).toBe('deal deal');
  });
});

