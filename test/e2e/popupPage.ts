// The popup page in Chromium as the browser tests drive it: opening it ready to play
// (collecting page errors), reading and writing the extension's storage.local, putting a
// given game in front of the player (through the popup's own save format, then a reload),
// a fresh game on a deal, and whether any control is covered or off-screen.
import type { Page } from 'playwright-core';
import { type Game, type Move, moveToString } from '../../src/engine/index';
import { BACKUP_PREFIX, GAME_KEY, type GameMeta, envelope } from '../../src/storage/gameSave';
import { type OldLineMeta, migrateLine, readStored } from '../../src/storage/gameMigrate';
import type { ChromiumSession } from './chromium';

// storage.local as the extension page sees it (the page's `chrome` global).
interface LocalArea {
  get(k: string | null): Promise<Record<string, unknown>>;
  set(i: Record<string, unknown>): Promise<void>;
  clear(): Promise<void>;
}
declare const chrome: { storage: { local: LocalArea; sync: LocalArea } };

export const storageGet = (page: Page, key: string) =>
  page.evaluate(async (k) => (await chrome.storage.local.get(k))[k], key) as Promise<unknown>;
export const storageAll = (page: Page) => page.evaluate(async () => chrome.storage.local.get(null));
export const storageSet = (page: Page, items: Record<string, unknown>) =>
  page.evaluate(async (i) => chrome.storage.local.set(i), items);
/** Empties storage.local and storage.sync (where the relay keeps this browser's item: a test starts as a new player's browser). */
export const storageClear = (page: Page) => page.evaluate(async () => void (await Promise.all([chrome.storage.local.clear(), chrome.storage.sync.clear()])));

/** Settings that keep a scripted game predictable: no auto-play, no background check, no animation. */
export const QUIET_SETTINGS = { autoPlay: false, blunderCheck: false, animations: false } as const;

/**
 * Resolves when no card glides or pile shakes (the table's Web Animations, not CSS ones): a
 * card measured mid-glide is at a point it leaves within milliseconds, and a finger aimed
 * there, or a box compared with it, is about a place the card is not (after a deal, a refused
 * move, on a loaded machine).
 */
export const landed = (page: Page): Promise<unknown> =>
  page.waitForFunction(() => !document.getAnimations().some((a) => a.constructor === Animation && a.playState === 'running'), undefined, { timeout: 10_000 });

/** Waits until the popup has rendered its board and marked itself ready. */
export const waitReady = (page: Page) => page.waitForSelector('body[data-ready="true"] [data-pile="t1"]', { timeout: 10_000 });

/** Opens popup.html (or `path`) at 800×600, records its errors into `errors`, waits until it is ready. */
export async function openPopupPage(session: ChromiumSession, errors: string[], path = 'popup.html'): Promise<Page> {
  const page = await session.openExtensionPage(path);
  watchErrors(page, errors);
  await page.setViewportSize({ width: 800, height: 600 });
  await waitReady(page);
  return page;
}

/** Records what `page` reports as errors (uncaught exceptions, console errors) into `errors`. */
export function watchErrors(page: Page, errors: string[]): void {
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
}

/** The game as the popup saved it (waits a moment for the write). */
export async function savedGame(page: Page): Promise<Game> {
  await page.waitForTimeout(50);
  const read = readStored(await storageGet(page, GAME_KEY));
  if (!read.ok) throw new Error(`saved game unreadable: ${read.error.message}`);
  return read.value.game;
}

/** What else showGame stores: the game's meta over a counted game under way, and other keys. */
export interface ShowMore {
  /** Notes on moves as format 2 kept them, by move number: laid on the game's line as a save of format 2 is read. */
  meta?: Partial<GameMeta & OldLineMeta>;
  extra?: Record<string, unknown>;
}

/**
 * Empties storage, stores `items` and opens the popup again onto them, until `took` says the
 * new page read them (at most 3 times, then `failure` is thrown). The writes are made from
 * the extension's manifest, a page of its origin that runs none of the popup's code: a popup
 * page that heard them would answer (write its own game again, or copy a save it cannot read
 * to a backup and write a fresh game over it), and the new page would read that instead. The
 * damaged-save test met the second: the backup was there, made by the page replaced, and the
 * new page, reading a sound game, had no notice to show (5 of 12 runs alone).
 */
async function storeAndReload(page: Page, items: Record<string, unknown>, took: () => Promise<boolean>, failure: string, url = page.url()): Promise<void> {
  const quiet = new URL('/manifest.json', url).href;
  for (let attempt = 1; ; attempt++) {
    if (page.url() !== quiet) await page.goto(quiet);
    await storageClear(page);
    await storageSet(page, items);
    await page.goto(url);
    await waitReady(page);
    if (await took()) return;
    if (attempt === 3) throw new Error(failure);
  }
}

/** Makes `game` the saved game (with `settings` and `more`) on empty storage and reloads the popup onto it. */
export async function showGame(page: Page, game: Game, settings: Record<string, boolean> = QUIET_SETTINGS, more: ShowMore = {}): Promise<void> {
  await storeGameAndLoad(page, game, settings, more, page.url());
}

/** showGame's store-and-load, onto the popup page at `url`. */
async function storeGameAndLoad(page: Page, game: Game, settings: Record<string, boolean>, { meta, extra }: ShowMore, url: string): Promise<void> {
  const line = migrateLine(game, { counted: true, won: false, ...meta });
  const items = { [GAME_KEY]: envelope(line.game, 'test', line.meta), 'plot.settings': settings, ...extra };
  const shows = async () => {
    const shown = await savedGame(page);
    return shown.moves.length === game.moves.length && shown.deal.every((c, i) => c === game.deal[i]);
  };
  await storeAndReload(page, items, shows, 'the popup saved its own game over the test\'s three times', url);
}

/** Where and how openOnGame opens its page: the popup's `path` at `viewport`, the game with `settings` and `more` as showGame takes them. */
export interface OpenOnGame extends ShowMore {
  path?: string;
  viewport?: { width: number; height: number };
  settings?: Record<string, boolean>;
}

/**
 * A new page showing `game` as showGame leaves it (storage emptied, the game and settings
 * stored, the popup loaded onto them and checked), recording its errors into `errors`. The page
 * starts on the extension's manifest, where showGame writes anyway: opening the popup first
 * and then showGame loaded the popup twice, the first time on whatever the profile held, a
 * load no test looked at (about a second of a busy machine's time each).
 */
export async function openOnGame(session: ChromiumSession, errors: string[], game: Game, { path = 'popup.html', viewport = { width: 800, height: 600 }, settings = QUIET_SETTINGS, ...more }: OpenOnGame = {}): Promise<Page> {
  const page = await session.openExtensionPage('manifest.json');
  watchErrors(page, errors);
  await page.setViewportSize(viewport);
  await storeGameAndLoad(page, game, settings, more, new URL(`/${path}`, page.url()).href);
  return page;
}

/** The stored values under the backup keys (the popup copies a damaged save there before it reads on). */
async function storedBackups(page: Page): Promise<unknown[]> {
  const all = await storageAll(page);
  return Object.keys(all).filter((k) => k.startsWith(BACKUP_PREFIX)).map((k) => all[k]);
}

/**
 * Makes `damaged` the saved game, alone in storage (no backup of an earlier load to mistake
 * for this one's), and reloads the popup onto it: the new page read it when it backed it up,
 * which the popup does before its first render.
 */
export async function showDamagedSave(page: Page, damaged: unknown): Promise<void> {
  const backedUp = async () => (await storedBackups(page)).some((v) => JSON.stringify(v) === JSON.stringify(damaged));
  await storeAndReload(page, { [GAME_KEY]: damaged }, backedUp, 'no backup of the damaged save after three loads: the popup made none, or saved its own game over it each time');
}

export const savedMoves = async (page: Page) => (await savedGame(page)).moves.map(moveToString).join(' ');

export async function reload(page: Page): Promise<void> {
  await page.reload();
  await waitReady(page);
}

/** Empty storage with these settings (quiet by default), then deal `n` through the New game panel. */
export async function startDeal(page: Page, n: number, settings: Record<string, boolean> = {}, names = { newGame: 'New game', dealNumber: 'Deal number', play: 'Play this deal', deal: 'Deal', leave: 'Leave this game' }): Promise<void> {
  await storageClear(page);
  await storageSet(page, { 'plot.settings': { ...QUIET_SETTINGS, ...settings } });
  await reload(page);
  await page.getByRole('button', { name: names.newGame, exact: true }).first().click();
  await page.getByLabel(names.dealNumber).fill(String(n));
  await page.getByRole('button', { name: names.play }).click();
  await leaveIfAsked(page, names.leave);
  await page.waitForSelector(`text=${names.deal} ${n}`);
}

/**
 * After Play in the New game panel: the page being replaced may have saved a game under way
 * after the test cleared the store, and then the panel asks whether to leave it (a loss).
 * The test means to: it leaves, and waits for the panel to close.
 */
export async function leaveIfAsked(page: Page, leaveName = 'Leave this game'): Promise<void> {
  const panel = page.getByTestId('panel-new');
  const leave = page.getByRole('button', { name: leaveName });
  await Promise.race([panel.waitFor({ state: 'detached' }), leave.waitFor()]);
  if (await leave.isVisible()) await leave.click();
  await panel.waitFor({ state: 'detached' });
}

/**
 * What covers or hides a control: every visible button must lie inside the viewport and
 * be what `document.elementFromPoint` finds at its centre (or inside it). Lists offenders.
 */
export const controlsHidden = (page: Page) => page.evaluate(hiddenControls);

/**
 * The messages whose words do not all show: capped to scroll within themselves, taller than
 * their box, or reaching past the message area or the page (each named by its first words).
 */
export const clippedMessages = (page: Page) =>
  page.evaluate(() => {
    const area = document.querySelector('[data-testid="messages"]');
    if (!area) return [];
    const a = area.getBoundingClientRect();
    const page = document.documentElement;
    return [...area.querySelectorAll<HTMLElement>('.msg-text')]
      .filter((w) => {
        const r = w.getBoundingClientRect();
        const capped = w.scrollHeight > w.clientHeight + 1 || w.scrollWidth > w.clientWidth + 1 || w.getAttribute('role') === 'region';
        const outside = r.bottom > a.bottom + 1 || r.right > a.right + 1 || r.right > page.clientWidth + 1;
        return capped || outside || area.scrollHeight > area.clientHeight + 1;
      })
      .map((w) => (w.textContent ?? '').slice(0, 40));
  });

/**
 * Runs in the page (self-contained, so the Firefox tests can send its text): the buttons
 * off-screen, clipped by a scrolling ancestor, or covered.
 */
export function hiddenControls(): string[] {
  const out: string[] = [];
  const { innerWidth: w, innerHeight: h } = window;
  for (const b of document.querySelectorAll<HTMLElement>('button')) {
    const r = b.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    const name = b.getAttribute('data-pile') ?? b.textContent;
    if (r.left < -0.5 || r.top < -0.5 || r.right > w + 0.5 || r.bottom > h + 0.5) {
      out.push(`${name} off-screen: ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`);
      continue;
    }
    // Clipped by a scrolling ancestor (the notice area) counts as hidden too.
    for (let p = b.parentElement; p; p = p.parentElement) {
      const style = getComputedStyle(p);
      if (style.overflowY === 'visible' && style.overflowX === 'visible') continue;
      const pr = p.getBoundingClientRect();
      if (r.top < pr.top - 0.5 || r.bottom > pr.bottom + 0.5) out.push(`${name} clipped by ${p.className}`);
      break;
    }
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || !(hit === b || b.contains(hit))) out.push(`${name} covered by ${hit?.className || hit?.tagName}`);
  }
  return out;
}

/** Plays `move` as a player would: the stock, a foundation by the F key, or click-click. */
export async function playByHand(page: Page, move: Move): Promise<void> {
  if (move.kind === 'deal') return page.click('[data-pile="s"]');
  if (move.to === 'f') {
    await page.focus(`[data-pile="${move.from}"]`);
    return page.keyboard.press('f');
  }
  await page.click(`[data-pile="${move.from}"]`);
  await page.click(`[data-pile="${move.to}"]`);
}

/** Screenshots `name`-light.png and `name`-dark.png into artifacts/. */
export async function shootBothThemes(session: ChromiumSession, page: Page, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await session.screenshot(page, `${name}-${scheme}`);
  }
}
