// Driving the built popup from a script (the popup benchmark, the store screenshots;
// not in src/tools/, whose pieces the CLI may load and which stay free of browsers):
// headless Chromium with dist/ loaded, and saved games to open it on.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadNodeLibrary } from '../src/tools/nodeLibrary.mjs';
import { chromiumExtensionArgs } from '../src/tools/chromium-args.mjs';
import { CHROMIUM_POPUP_URL, DIST, ROOT } from '../src/tools/extension.mjs';

export const CHROMIUM = process.env.PLOT_CHROMIUM ?? '/usr/bin/chromium';

/** Engine, solver and the save format bundled for Node (to make saved games from solver lines). */
export const loadGameLibrary = () =>
  loadNodeLibrary(ROOT, 'popup-harness-lib', [
    "export * from './src/engine/index.ts';",
    "export { loadSolver } from './src/solver/node.ts';",
    "export { solveGame } from './src/solver/search/solve.ts';",
    "export { envelope } from './src/storage/gameSave.ts';",
  ]);

/**
 * The saved game (the popup's storage format) after the first `fraction` of a winning line
 * of deal `n`, or undefined when the solver finds no win within its budget.
 */
export function savedGameAlongWin(lib, core, n, fraction, writer) {
  const deal = lib.dealFromNumber(n).value;
  const answer = lib.solveGame(core, deal, [], { maxNodes: 2_000_000 });
  if (answer.verdict !== 'win') return undefined;
  let game = lib.newGame(deal, n);
  for (const m of answer.line.slice(0, Math.floor(answer.line.length * fraction))) game = lib.playMove(game, m).value;
  return lib.envelope(game, writer, { counted: true, won: false });
}

/** A returning player's mark that the guided first game was seen: with it a fresh game opens on the board, not the guide. */
export const GUIDE_SEEN = { 'plot.tutorial': { seenAt: 1 } };

/**
 * Adds a blank page (blank.html) to the extension folder `dir`, the floor under any extension
 * page's opening: the HTML, one external script that sets the popup's own marks (nothing
 * else), no CSS. The shipped extension has no such page.
 * @param {string} dir
 */
export function addBlankPage(dir) {
  writeFileSync(join(dir, 'blank.html'), '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>blank</title><script type="module" src="blank.js"></script></head><body></body></html>\n');
  writeFileSync(join(dir, 'blank.js'), "performance.mark('plot-interactive');\ndocument.body.dataset.ready = 'true';\n");
}

/**
 * Headless Chromium in a throw-away profile with dist/ loaded. `close()` removes the profile.
 * @param {{ colorScheme?: 'light' | 'dark', args?: string[], viewport?: { width: number, height: number }, dist?: string }} [options]
 */
export async function launchPopupBrowser({ colorScheme = 'light', args = [], viewport = { width: 800, height: 600 }, dist = DIST } = {}) {
  const { chromium } = await import('playwright-core');
  const profile = mkdtempSync(join(tmpdir(), 'plot-popup-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    ignoreDefaultArgs: ['--disable-extensions'],
    args: [...chromiumExtensionArgs(dist), ...args],
    viewport,
    colorScheme,
  });
  return {
    context,
    async close() {
      await Promise.race([context.close(), new Promise((r) => setTimeout(r, 10_000))]);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * A new tab on the popup showing `saved` (a saved game) with `settings`: the popup is
 * opened once so that its storage exists, given the game, and reloaded.
 */
export async function openPopupOn(context, saved, settings) {
  const page = await context.newPage();
  await page.goto(CHROMIUM_POPUP_URL);
  await page.waitForSelector('body[data-ready="true"]');
  await page.evaluate(([game, prefs]) => chrome.storage.local.set({ 'plot.game': game, 'plot.settings': prefs }), [saved, settings]);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  return page;
}

/**
 * A returning player's popup was open before: each face it drew is kept (popup/table/cardArt.ts
 * writes it to the page's localStorage once drawn, just after the first paint), so the next
 * open draws them in its first frame. Waits until every face drawn is; a build from before
 * that keeps nothing: 3 s waited for nothing.
 * @param {import('playwright-core').Page} page
 */
export async function artKept(page) {
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  await page
    .waitForFunction(() => {
      const drawn = Array.from(document.querySelectorAll('.card.face .art use'), (u) => (u.getAttribute('href') ?? '').slice(1));
      return drawn.length > 0 && drawn.every((id) => localStorage.getItem(`plot.art.${id}`) !== null);
    }, null, { timeout: 3000, polling: 100 })
    .catch(() => undefined);
}
