// The popup page in the Firefox tests (WebDriver BiDi, test/e2e/firefox.ts), as popupPage.ts
// is for Chromium: page expressions for the toolbar, buttons, piles and texts; real key
// presses; a game put in storage; a deal started by number; a move played by hand.
import type { Game, Move } from '../../src/engine/index';
import { BACKUP_PREFIX, GAME_KEY, type StoredRead, envelope } from '../../src/storage/gameSave';
import { migrateLine, readStored } from '../../src/storage/gameMigrate';
import { READY, SAVED_MOVES, type FirefoxSession } from './firefox';

export const QUIET = { autoPlay: false, blunderCheck: false, animations: false };
export const toolbar = (name: string) => `[...document.querySelectorAll('.toolbar button')].find((e) => e.textContent === ${JSON.stringify(name)})`;
export const button = (name: string) => `[...document.querySelectorAll('button')].find((e) => e.textContent === ${JSON.stringify(name)})`;
export const text = (testId: string) => `document.querySelector('[data-testid="${testId}"]')?.textContent`;
export const pile = (id: string) => `document.querySelector('[data-pile="${id}"]')`;
const storedGame = `browser.storage.local.get(${JSON.stringify(GAME_KEY)}).then((r) => r[${JSON.stringify(GAME_KEY)}] ?? null)`;
/** WebDriver's key codes for the keys the tests press (a letter is itself; Shift is held by `shift`). */
const KEYS = {
  Tab: '\uE004', Enter: '\uE007', Escape: '\uE00C', Home: '\uE011', End: '\uE010',
  ArrowLeft: '\uE012', ArrowUp: '\uE013', ArrowRight: '\uE014', ArrowDown: '\uE015', Shift: '\uE008', f: 'f', d: 'd', D: 'D', H: 'H',
} as const;
export type Key = keyof typeof KEYS;

/** Presses `key` in the tab (real key events: the focus decides who hears them). */
export async function press(b: FirefoxSession, tab: string, key: Key, { shift = false } = {}): Promise<void> {
  const value = KEYS[key];
  const strokes = [{ type: 'keyDown', value }, { type: 'keyUp', value }];
  const actions = shift ? [{ type: 'keyDown', value: KEYS.Shift }, ...strokes, { type: 'keyUp', value: KEYS.Shift }] : strokes;
  await b.send('input.performActions', { context: tab, actions: [{ type: 'key', id: 'keyboard', actions }] });
}

/**
 * Empties storage, stores `items` and opens the popup again onto them, until `took` says the
 * new page read them (at most 3 times, then `failure` is thrown), as popupPage.ts's
 * storeAndReload does in Chromium: the writes are made from the extension's manifest, a page
 * of its origin that runs none of the popup's code. A popup page that heard them answered:
 * it wrote its own game again, or copied a damaged save to a backup and wrote a fresh game
 * over it, and the new page read that (a CI rehearsal's corrupted-save case on ESR 140).
 */
async function storeAndReload(b: FirefoxSession, tab: string, items: object, took: () => Promise<boolean>, failure: string): Promise<void> {
  const quiet = quietUrl(b);
  const here = (await b.evaluate(tab, 'location.href')) as string;
  // A tab opened on the manifest (inPopupTabOf's storingFirst) gets the popup itself.
  const popup = here === quiet ? `moz-extension://${b.uuid}/popup.html` : here;
  for (let attempt = 1; ; attempt++) {
    if (attempt > 1 || here !== quiet) await b.send('browsingContext.navigate', { context: tab, url: quiet, wait: 'complete' }, 30_000);
    await b.evaluate(tab, `Promise.all([browser.storage.local.clear(), browser.storage.sync.clear()]).then(() => browser.storage.local.set(${JSON.stringify(items)}))`);
    await b.send('browsingContext.navigate', { context: tab, url: popup, wait: 'complete' }, 30_000);
    // `took` reads what the new page did before its first render, so it waits for that render.
    // ESR 140 has twice left the page loaded but never ready here (rehearsals 27 and 31, one
    // test of some 1,500 each time; cause not found): what the page showed is said, and the
    // write and the load are made again, as for a page that answered.
    const ready = await b.waitFor(tab, READY).then(() => true, () => false);
    if (!ready) {
      const shown = await b.evaluate(tab, NOT_READY).catch((e: unknown) => String(e));
      console.warn(`Firefox ${b.firefox.version}: the popup was not ready after the storage was written (attempt ${attempt}): ${JSON.stringify(shown)}`);
      if (attempt === 3) throw new Error(`${failure} (the popup never became ready: ${JSON.stringify(shown)})`);
      continue;
    }
    if (await took()) return;
    if (attempt === 3) throw new Error(failure);
  }
}

/** The extension's manifest: a page of its origin that runs none of the popup's code. */
const quietUrl = (b: FirefoxSession) => `moz-extension://${b.uuid}/manifest.json`;

/** What a popup page that did not become ready shows: how far it loaded, its ready mark, its first words. */
const NOT_READY = `({ state: document.readyState, url: location.href, ready: document.body?.dataset.ready ?? null, piles: document.querySelectorAll('[data-pile]').length, text: (document.body?.innerText ?? '').slice(0, 200) })`;

/** Makes `game` (with `meta`) the saved game, with `settings` and any `extra` items, and reloads the popup onto it. */
export async function showGame(b: FirefoxSession, tab: string, game: Game, settings: object, meta: object = {}, extra: object = {}): Promise<void> {
  const line = migrateLine(game, { counted: true, won: false, ...meta });
  const value = envelope(line.game, 'test', line.meta);
  // Deal and moves both: a fresh game has no moves either.
  const shows = async () => {
    const shown = ((await b.evaluate(tab, storedGame)) as { game?: { deal?: unknown; moves?: unknown } } | null)?.game;
    return shown?.deal === value.game.deal && shown?.moves === value.game.moves;
  };
  await storeAndReload(b, tab, { ...extra, [GAME_KEY]: value, 'plot.settings': settings }, shows, 'the popup saved its own game over the test\'s three times');
}

/** The stored values under the backup keys (the popup copies a damaged save there before it reads on). */
const storedBackups = `browser.storage.local.get(null).then((all) => Object.keys(all).filter((k) => k.startsWith(${JSON.stringify(BACKUP_PREFIX)})).map((k) => all[k]))`;

/**
 * Makes `damaged` the saved game, alone in storage (no backup of an earlier load to mistake
 * for this one's), and reloads the popup onto it: the new page read it when it backed it up,
 * which the popup does before its first render.
 */
export async function showDamagedSave(b: FirefoxSession, tab: string, damaged: unknown): Promise<void> {
  const backedUp = async () => ((await b.evaluate(tab, storedBackups)) as unknown[]).some((v) => JSON.stringify(v) === JSON.stringify(damaged));
  // The guide seen: storage with no settings and no counted game is a new player's, whom the guided game meets first.
  await storeAndReload(b, tab, { [GAME_KEY]: damaged, 'plot.tutorial': { seenAt: 1 } }, backedUp, 'no backup of the damaged save after three loads: the popup made none, or saved its own game over it each time');
}

/** The saved game and what the popup noted about it, as stored. */
export async function saved(b: FirefoxSession, tab: string): Promise<StoredRead> {
  const read = readStored(await b.evaluate(tab, storedGame));
  if (!read.ok) throw new Error(read.error.message);
  return read.value;
}

/** Plays `move` as a player would: two clicks, a foundation play by its key. */
export async function playByHand(b: FirefoxSession, tab: string, move: Move): Promise<void> {
  if (move.kind === 'deal') return b.click(tab, pile('s'));
  if (move.to === 'f') {
    await b.evaluate(tab, `${pile(move.from)}.focus()`);
    return press(b, tab, 'f');
  }
  await b.click(tab, pile(move.from));
  await b.click(tab, pile(move.to));
}

/** Empty storage but for `settings`, and the popup reloaded onto it: a fresh game with no move. */
export async function startEmpty(b: FirefoxSession, tab: string, settings: object = QUIET): Promise<void> {
  if ((await b.evaluate(tab, 'location.href')) !== quietUrl(b)) await b.waitFor(tab, READY);
  const fresh = async () => !(await b.evaluate(tab, SAVED_MOVES));
  await storeAndReload(b, tab, { 'plot.settings': settings }, fresh, 'the popup saved its game under way over the cleared storage three times');
}

/** Starts deal `n` through the New game panel. */
export async function dealAt(b: FirefoxSession, tab: string, n: number, settings: object = QUIET): Promise<void> {
  await startEmpty(b, tab, settings);
  await enterInNewGame(b, tab, String(n));
  // The page an earlier test closed may have saved its game after the clear: then the panel
  // asks first, and leaving it is what this start means.
  const leave = button('Leave this game');
  await b.waitFor(tab, `${text('deal-number')} === 'Deal ${n}' || !!(${leave})`);
  if (await b.evaluate(tab, `!!(${leave})`)) await b.click(tab, leave);
  await b.poll(tab, text('deal-number')).toBe(`Deal ${n}`);
}

/** The New game panel's field (deal number or game record). */
export const newGameField = `document.querySelector('[data-testid="panel-new"] textarea')`;

/** Opens New game, types `value` into its field and presses Enter. */
export async function enterInNewGame(b: FirefoxSession, tab: string, value: string): Promise<void> {
  await b.click(tab, toolbar('New game'));
  await b.waitFor(tab, `!!${newGameField}`);
  await typeInNewGame(b, tab, value);
}

/** Types `value` into the open New game field (replacing what it held) and presses Enter. */
export async function typeInNewGame(b: FirefoxSession, tab: string, value: string): Promise<void> {
  await b.evaluate(tab, `(() => {
    const field = ${newGameField};
    field.value = ${JSON.stringify(value)};
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  })()`);
}

type TabBody = (b: FirefoxSession, tab: string) => Promise<void>;

/**
 * For a suite, on the session it is handed (opened when the suite runs): runs a test's body in
 * a new popup tab, ready, and closes the tab after it. `storingFirst` is for a body whose first
 * step stores and loads (showGame, showDamagedSave, startEmpty, dealAt): its tab opens on the
 * extension's manifest, where they write, and they load the popup, which otherwise loaded
 * twice, the first time for nothing (a body that reads the tab first finds no popup there).
 */
export const inPopupTabOf = (browser: () => FirefoxSession) => {
  const inTab = async (open: (b: FirefoxSession) => Promise<string>, body: TabBody): Promise<void> => {
    const b = browser();
    const tab = await open(b);
    try {
      await body(b, tab);
    } finally {
      await b.closeTab(tab);
    }
  };
  const popupTab = async (b: FirefoxSession) => {
    const tab = await b.openPopup();
    await b.waitFor(tab, READY).catch(async (e: unknown) => {
      await b.closeTab(tab);
      throw e;
    });
    return tab;
  };
  const quietTab = async (b: FirefoxSession) => {
    const { context } = await b.send<{ context: string }>('browsingContext.create', { type: 'tab' });
    await b.send('browsingContext.navigate', { context, url: quietUrl(b), wait: 'complete' }, 30_000);
    return context;
  };
  return Object.assign((body: TabBody) => inTab(popupTab, body), { storingFirst: (body: TabBody) => inTab(quietTab, body) });
};
