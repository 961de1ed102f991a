// Every panel on every screen Plot opens on (issue 31): New game (and its "Leave this
// game?"), Statistics with its history (and the reset's question), Settings, Help, the copied
// game record and the win summary of a deal of the day, opened the way a player opens them
// on phones in portrait (360×640, 390×844, 412×915; Chromium's mobile emulation, touch), in
// the 800×600 popup and in a 1024×768 tab, in English and Spanish.
// Each is measured in the page (panelGeometry.ts): no sideways scroll, no text under 11 px,
// none wider than its box or cut, no box scrolling its own text (a phone's full-screen panel
// alone scrolls, as a whole), the panel inside the viewport, a finger's 44 px on a phone.
// Help speaks of taps and long presses on a touch screen, of clicks and keys on a desktop.
// Screenshots at 390×844 and 800×600 in artifacts/panels-*.png.
import type { CDPSession, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Move } from '../../src/engine/index';
import type { MessageKey } from '../../popup/platform/messages';
import { type Lang, localeSource } from '../support/locale';
import { gameOf, winningLine } from './a11yGames';
import { type ChromiumSession, launchChromium } from './chromium';
import { browserSession, saveArtifact } from './common';
import { panelProblems } from './panelGeometry';
import { QUIET_SETTINGS, showGame, storageSet, waitReady, watchErrors } from './popupPage';

interface Screen {
  name: string;
  width: number;
  height: number;
  kind: 'phone' | 'popup' | 'tab';
  /** Screenshots of its panels go to artifacts/. */
  shots: boolean;
}

const SCREENS: readonly Screen[] = [
  { name: 'phone 360×640', width: 360, height: 640, kind: 'phone', shots: false },
  { name: 'phone 390×844', width: 390, height: 844, kind: 'phone', shots: true },
  { name: 'phone 412×915', width: 412, height: 915, kind: 'phone', shots: false },
  { name: 'popup 800×600', width: 800, height: 600, kind: 'popup', shots: true },
  { name: 'tab 1024×768', width: 1024, height: 768, kind: 'tab', shots: false },
];

type Say = (key: MessageKey, ...subs: (string | number)[]) => string;
const sayIn = (lang: Lang): Say => {
  const source = localeSource(lang);
  return (key, ...subs) => source(key, subs.map(String));
};

/** Thirty finished games, the widest values each column can hold among them (older entries without a date or a difficulty among them). */
const HISTORY = {
  games: Array.from({ length: 30 }, (_, i) => ({
    deal: i % 7 === 3 ? 'x0badf00d' : String(i % 5 === 0 ? 4294967295 : 1000 + i * 997),
    result: (['won', 'lost', 'solver'] as const)[i % 3],
    moves: i % 4 === 0 ? 1234 : 150 + i,
    timeMs: i % 6 === 0 ? 3_723_000 : 60_000 + i * 7_000,
    hints: i % 5 === 0 ? 19 : i % 3,
    endedAt: i % 9 === 8 ? 0 : 1_790_000_000_000 + i * 3_600_000,
    ...(i % 4 === 1 ? { assisted: true } : {}),
    ...(i % 3 === 2 ? {} : { dealPercent: [93, 96][i % 3] }),
  })),
  best: [],
};
/** Every kind of win (the older mixed figures too), the widest figures each can hold. */
const STATS = {
  played: 1234, won: 987, currentStreak: 12, bestStreak: 123, hintsUsed: 4567,
  cleanWins: 600, cleanTimedWins: 600, cleanTimeMs: 600 * 300_000, cleanFastestMs: 151_000,
  hintedWins: 287, hintedHints: 3012, hintedTimedWins: 287, hintedTimeMs: 287 * 3_723_000,
  earlier: { timedWins: 100, winTimeMs: 100 * 200_000, fastestWinMs: 51_000 },
};

/** Deal 1's winning line (a game of 296 moves: the longest record and the longest share line here). */
let line: Move[] = [];
beforeAll(async () => {
  line = await winningLine(1);
});

const errors: string[] = [];
afterAll(() => {
  expect(errors).toEqual([]);
});

/** The page at `screen`: the popup page (a tab with ?tab=1), the viewport that screen's. */
async function openOn(session: ChromiumSession, screen: Screen): Promise<Page> {
  const page = await session.openExtensionPage(screen.kind === 'tab' ? 'popup.html?tab=1' : 'popup.html');
  watchErrors(page, errors);
  await page.setViewportSize({ width: screen.width, height: screen.height });
  await waitReady(page);
  return page;
}

/**
 * A phone's pointer is a finger: `(pointer: coarse)`. Chromium's mobile emulation (isMobile,
 * hasTouch) sends touch events but leaves the pointer fine, and a load undoes the DevTools
 * touch emulation that makes it coarse: so it is set again after each load, on a phone.
 */
const devtools = new WeakMap<Page, CDPSession>();
async function fingerAfterLoad(page: Page, screen: Screen): Promise<void> {
  if (screen.kind !== 'phone') return;
  // One session a page, open as long as it: closing it would end the emulation it set.
  let cdp = devtools.get(page);
  if (!cdp) devtools.set(page, (cdp = await page.context().newCDPSession(page)));
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  await expect.poll(() => page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
}

/** A finger's tap on a phone, a click elsewhere. */
const press = (screen: Screen, target: Locator) => (screen.kind === 'phone' ? target.tap() : target.click());

/** One state of one panel: brought about on `page`, then its panel's selector. */
interface PanelState {
  name: string;
  open(page: Page, screen: Screen, say: Say): Promise<string>;
}

const toolbar = (page: Page, say: Say, key: MessageKey) => page.locator('.toolbar').getByRole('button', { name: say(key), exact: true });

/** A game under way (200 moves into deal 1's winning line), the statistics and history full. */
async function underWay(page: Page): Promise<void> {
  await showGame(page, gameOf(1, line.slice(0, 200)), { ...QUIET_SETTINGS, winMeter: true }, { extra: { 'plot.history': HISTORY, 'plot.stats': STATS } });
}

/** Opens the toolbar's panel `key` (its test id `testId`) over the game under way. */
const fromToolbar = (name: string, key: MessageKey, testId: string): PanelState => ({
  name,
  async open(page, screen, say) {
    await underWay(page);
    await fingerAfterLoad(page, screen);
    await press(screen, toolbar(page, say, key));
    await page.getByTestId(testId).waitFor();
    return `[data-testid="${testId}"]`;
  },
});

const STATES: readonly PanelState[] = [
  fromToolbar('new', 'newGame', 'panel-new'),
  {
    name: 'new-leave',
    async open(page, screen, say) {
      await fromToolbar('new', 'newGame', 'panel-new').open(page, screen, say);
      await press(screen, page.getByRole('button', { name: say('randomDeal') }));
      await page.getByRole('button', { name: say('leaveGame') }).waitFor();
      return '[data-testid="panel-new"]';
    },
  },
  fromToolbar('stats', 'stats', 'panel-stats'),
  {
    name: 'stats-reset',
    async open(page, screen, say) {
      await fromToolbar('stats', 'stats', 'panel-stats').open(page, screen, say);
      await press(screen, page.getByRole('button', { name: say('resetStats') }));
      await page.getByRole('button', { name: say('resetDo') }).waitFor();
      return '[data-testid="panel-stats"]';
    },
  },
  fromToolbar('settings', 'settings', 'panel-settings'),
  fromToolbar('help', 'help', 'panel-help'),
  fromToolbar('record', 'copyDeal', 'panel-record'),
  {
    // Deal 1 as today's deal of the day, won with its last move: the summary opens by itself
    // (with the share line in it: App.tsx hands PanelHost the daily win, daily.won).
    name: 'won-daily',
    async open(page, screen) {
      const last = line[line.length - 1];
      if (last.kind !== 'play') throw new Error('a win ends with a foundation play');
      await showGame(page, gameOf(1, line.slice(0, -1)), { ...QUIET_SETTINGS, winMeter: true });
      const day = new Date().toISOString().slice(0, 10);
      await storageSet(page, { 'plot.daily': { streak: 0, bestStreak: 0, current: { day, dealNumber: 1, startedAt: Date.now() - 252_000, hintsBefore: 0 } } });
      await page.reload();
      await waitReady(page);
      await fingerAfterLoad(page, screen);
      await page.focus(`[data-pile="${last.from}"]`);
      await page.keyboard.press('f');
      await page.getByTestId('panel-won').waitFor();
      await page.getByTestId('win-share').waitFor();
      return '[data-testid="panel-won"]';
    },
  },
];

for (const lang of ['en', 'es'] as const) {
  describe(`every panel on every screen, ${lang === 'en' ? 'English' : 'Spanish'}`, () => {
    const say = sayIn(lang);
    // One browser with a phone's emulation (its viewport set per phone), one without.
    const phone = browserSession(() => launchChromium({ mobile: { width: 390, height: 844 }, ...(lang === 'en' ? {} : { lang }) }));
    const desktop = browserSession(() => launchChromium(lang === 'en' ? {} : { lang }));

    // (the widest phone and the tab in English only: the Spanish words are measured at 360 and
    // 390 px, and at 800×600, which the tab zooms)
    for (const screen of SCREENS.filter((s) => lang === 'en' || (s.width !== 412 && s.kind !== 'tab'))) {
      it(`${screen.name}: each panel fits, whole and readable`, async () => {
        const page = await openOn(screen.kind === 'phone' ? phone() : desktop(), screen);
        try {
          for (const state of STATES) {
            const selector = await state.open(page, screen, say);
            const problems = await page.evaluate(panelProblems, { selector, phone: screen.kind === 'phone' });
            expect.soft(problems, `${state.name} at ${screen.name}`).toEqual([]);
            if (screen.shots) saveArtifact(`panels-${state.name}-${screen.width}x${screen.height}-${lang}.png`, await page.screenshot());
          }
        } finally {
          await page.close();
        }
      });
    }

    it('Help speaks of taps, drags and the long press on a touch screen, of clicks and keys on a desktop', async () => {
      const help = async (page: Page, screen: Screen) => {
        await fromToolbar('help', 'help', 'panel-help').open(page, screen, say);
        return page.getByTestId('panel-help').innerText();
      };
      const onPhone = await openOn(phone(), SCREENS[0]);
      try {
        const text = await help(onPhone, SCREENS[0]);
        expect(text).toContain(say('helpPlayTouch'));
        expect(text).toContain(say('helpStockTouch'));
        expect(text).not.toContain(say('helpKeys'));
        expect(text).not.toContain(say('keyDeal'));
        expect(text).toMatch(lang === 'en' ? /\btap\b.*\bdrag\b/is : /\btoca\b.*\barrástrala\b/is);
        expect(text).toMatch(lang === 'en' ? /long press on the stock/ : /pulsación larga sobre el mazo/);
        expect(text).not.toMatch(lang === 'en' ? /\bclick|\bEnter\b|\bkeys?\b/i : /\bclic|\bIntro\b|\btecla/i);
        // New game's field: a finger taps the button, it has no Enter to press.
        await fromToolbar('new', 'newGame', 'panel-new').open(onPhone, SCREENS[0], say);
        expect(await onPhone.locator('#deal-text-help').innerText()).toBe(say('pasteHintTouch', say('playDeal')));
      } finally {
        await onPhone.close();
      }
      const onDesktop = await openOn(desktop(), SCREENS[3]);
      try {
        expect(await onDesktop.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(false);
        const text = await help(onDesktop, SCREENS[3]);
        expect(text).toContain(say('helpPlay'));
        expect(text).toContain(say('helpKeys'));
        expect(text).toContain(say('keyStockRun'));
        expect(text).not.toContain(say('helpPlayTouch'));
        expect(text).not.toMatch(lang === 'en' ? /\btap\b|long press/i : /\btoca\b|pulsación larga/i);
        await fromToolbar('new', 'newGame', 'panel-new').open(onDesktop, SCREENS[3], say);
        expect(await onDesktop.locator('#deal-text-help').innerText()).toBe(say('pasteHint'));
      } finally {
        await onDesktop.close();
      }
    });
  });
}
