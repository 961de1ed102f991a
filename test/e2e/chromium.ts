// Launches Debian's Chromium headless with dist/ loaded as an unpacked extension
// (playwright-core, persistent context in a temp profile) and opens the popup page.
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { chromiumExtensionArgs } from '../../src/tools/chromium-args.mjs';
import {
  CHROMIUM_EXTENSION_ID,
  CHROMIUM_POPUP_URL,
  DIST,
  assertBinary,
  assertDistBuilt,
  killOnProcessExit,
  killProcessesUsing,
  makeTempDir,
  removeDir,
  saveArtifact,
} from './common';

export { CHROMIUM_EXTENSION_ID, CHROMIUM_POPUP_URL };

export const CHROMIUM_BINARY = process.env.PLOT_CHROMIUM ?? '/usr/bin/chromium';

export interface ChromiumSession {
  context: BrowserContext;
  extensionId: string;
  /** Opens a new tab on `chrome-extension://ID/<path>` and waits for it to load. */
  openExtensionPage(path?: string): Promise<Page>;
  /** Opens the popup page (popup.html) in a tab. */
  openPopup(): Promise<Page>;
  /** Screenshots `page` into artifacts/<name>.png; returns the path. */
  screenshot(page: Page, name: string): Promise<string>;
  /** Closes the browser and removes the temp profile. Safe to call twice. */
  close(): Promise<void>;
}

export interface ChromiumOptions {
  dist?: string;
  /**
   * The browser's language, e.g. 'es'. Debian's Chromium ships only its own en-US
   * resources, but `--lang` still picks the extension's _locales/ table (its
   * `@@ui_locale` stays en_US, which is why the popup takes its page language from its
   * own messages).
   */
  lang?: string;
  /** Device pixels per CSS pixel (2 with a half-size viewport models a 200% zoom). */
  deviceScaleFactor?: number;
  /** A phone: this viewport with mobile emulation (meta viewport honoured, touch events). */
  mobile?: { width: number; height: number };
  /**
   * Lets the guided first game open by itself on a new player's first start
   * (popup/tutorial/firstStart.ts). Off by default: every page is told it was seen, so that
   * a test's fresh profile opens on the table.
   */
  guide?: boolean;
}

/** Runs in each page before its scripts: the guided first game kept as seen (a set queued before the popup's reads). */
const GUIDE_SEEN = `if (location.protocol === 'chrome-extension:' && globalThis.chrome?.storage?.local) chrome.storage.local.set({ 'plot.tutorial': { seenAt: 0 } });`;

export async function launchChromium(options: ChromiumOptions = {}): Promise<ChromiumSession> {
  assertBinary(CHROMIUM_BINARY, 'chromium');
  assertDistBuilt();
  const dist = options.dist ?? DIST;
  const args = chromiumExtensionArgs(dist);
  if (options.lang) args.push(`--lang=${options.lang}`);
  const profile = makeTempDir('plot-chromium-');
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_BINARY,
      headless: true,
      ignoreDefaultArgs: ['--disable-extensions'],
      args,
      ...(options.lang ? { locale: options.lang } : {}),
      ...(options.deviceScaleFactor ? { deviceScaleFactor: options.deviceScaleFactor } : {}),
      ...(options.mobile ? { viewport: options.mobile, isMobile: true, hasTouch: true } : {}),
      timeout: 30_000,
    });
  } catch (err) {
    killProcessesUsing(profile);
    removeDir(profile);
    throw err;
  }

  if (!options.guide) await context.addInitScript(GUIDE_SEEN);

  // If the test worker dies without close(), still stop this browser and drop its profile.
  const untrack = killOnProcessExit(() => {
    killProcessesUsing(profile);
    removeDir(profile);
  });

  let closed = false;
  const session: ChromiumSession = {
    context,
    extensionId: CHROMIUM_EXTENSION_ID,
    async openExtensionPage(path = 'popup.html') {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${CHROMIUM_EXTENSION_ID}/${path}`, { waitUntil: 'load', timeout: 15_000 });
      return page;
    },
    openPopup() {
      return session.openExtensionPage('popup.html');
    },
    async screenshot(page, name) {
      return saveArtifact(`${name}.png`, await page.screenshot());
    },
    async close() {
      if (closed) return;
      closed = true;
      untrack();
      try {
        await Promise.race([context.close(), new Promise((r) => setTimeout(r, 10_000))]);
      } catch {
        // fall through to the kill below
      }
      // launchPersistentContext exposes no process handle; make sure nothing survives.
      killProcessesUsing(profile);
      removeDir(profile);
    },
  };
  return session;
}
