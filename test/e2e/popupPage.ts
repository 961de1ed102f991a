// The popup page in Chromium as the browser tests drive it: opening it ready to play,
// reading and writing the extension's storage.local, and putting a given game in front of
// the player (through the popup's own save format, then a reload).
import type { Page } from 'playwright-core';
import type { Game } from '../../src/engine/index';
import { GAME_KEY, envelope, readStored } from '../../src/storage/gameSave';
import type { ChromiumSession } from './chromium';

// storage.local as the extension page sees it (the page's `chrome` global).
interface LocalArea {
  get(k: string | null): Promise<Record<string, unknown>>;
  set(i: Record<string, unknown>): Promise<void>;
  clear(): Promise<void>;
}
declare const chrome: { storage: { local: LocalArea } };

export const storageGet = (page: Page, key: string) =>
  page.evaluate(async (k) => (await chrome.storage.local.get(k))[k], key) as Promise<unknown>;
export const storageAll = (page: Page) => page.evaluate(async () => chrome.storage.local.get(null));
export const storageSet = (page: Page, items: Record<string, unknown>) =>
  page.evaluate(async (i) => chrome.storage.local.set(i), items);
export const storageClear = (page: Page) => page.evaluate(async () => chrome.storage.local.clear());

/** Settings that keep a scripted game predictable: no auto-play, no background check, no animation. */
export const QUIET_SETTINGS = { autoPlay: false, blunderCheck: false, animations: false } as const;

/** Waits until the popup has rendered its board and marked itself ready. */
export const waitReady = (page: Page) => page.waitForSelector('body[data-ready="true"] [data-pile="t1"]', { timeout: 10_000 });

/** Opens the popup page at 800×600, records its errors into `errors`, waits until it is ready. */
export async function openPopupPage(session: ChromiumSession, errors: string[]): Promise<Page> {
  const page = await session.openPopup();
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  await page.setViewportSize({ width: 800, height: 600 });
  await waitReady(page);
  return page;
}

/** The game as the popup saved it (waits a moment for the write). */
export async function savedGame(page: Page): Promise<Game> {
  await page.waitForTimeout(50);
  const read = readStored(await storageGet(page, GAME_KEY));
  if (!read.ok) throw new Error(`saved game unreadable: ${read.error.message}`);
  return read.value.game;
}

/** Makes `game` the saved game (with `settings`) and reloads the popup onto it. */
export async function showGame(page: Page, game: Game, settings: Record<string, boolean> = QUIET_SETTINGS, won = false): Promise<void> {
  await storageClear(page);
  await storageSet(page, {
    [GAME_KEY]: envelope(game, 'test', { counted: true, won }),
    'plot.settings': settings,
  });
  await page.reload();
  await waitReady(page);
}
