// The popup opened as a tab under forced colours (Windows high contrast) and at 200% zoom,
// in headless Chromium: every card, the picked-up card, its destinations, a hint and the
// closed foundations stay distinguishable, and the whole board stays reachable; and the
// four-colour suits. Screenshots go to artifacts/ (forced-colours-*.png, zoom-200-*.png,
// four-colour-*.png) to be looked at.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AuditGames, auditGames } from './a11yStates';
import { FORCED_COLOURS_LEFT_OUT, audit, formatViolations } from './axe';
import { launchChromium } from './chromium';
import { contrastRatio, cornerContrasts } from './contrast';
import { browserSession } from './common';
import { QUIET_SETTINGS, openOnGame, openPopupPage, showGame } from './popupPage';

let games: AuditGames;
beforeAll(async () => {
  games = await auditGames();
});

/** How a pile is marked out, as the browser draws it: outline and its overlay's border. */
async function markStyle(page: Page, id: string): Promise<string> {
  return page.evaluate((pile) => {
    const el = document.querySelector(`[data-pile="${pile}"]`)!;
    const own = getComputedStyle(el);
    const after = getComputedStyle(el, '::after');
    const shadow = own.boxShadow === 'none' ? '' : ` shadow ${own.boxShadow}`;
    const overlay = after.content === 'none' ? '' : ` overlay ${after.borderTopStyle} ${after.borderTopWidth} ${after.borderTopColor}`;
    return `outline ${own.outlineStyle} ${own.outlineWidth} ${own.outlineColor}${overlay}${shadow}`;
  }, id);
}

it('contrast arithmetic: black on white is 21:1, a colour on itself 1:1', () => {
  expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
  expect(contrastRatio([29, 79, 184], [29, 79, 184])).toBe(1);
});

describe('Chromium: forced colours on the tab page', () => {
  const browser = browserSession(() => launchChromium());
  const errors: string[] = [];
  let page: Page;
  beforeAll(async () => {
    page = await openPopupPage(browser(), errors);
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`forced colours (${scheme}): picked card, destinations, hint and closed foundations are told apart`, async () => {
      await page.setViewportSize({ width: 800, height: 600 });
      await page.emulateMedia({ colorScheme: scheme, forcedColors: 'none' });
      await showGame(page, games.start);
      await page.emulateMedia({ colorScheme: scheme, forcedColors: 'active' });
      expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);

      // The difficulty's badge pressed is filled (Highlight, HighlightText), as it is filled in the themes; let go, it is not.
      const band = page.getByTestId('band');
      await band.waitFor({ timeout: 20_000 });
      const fill = () => page.evaluate(() => {
        const probe = Object.assign(document.createElement('span'), { style: 'background: Highlight; color: HighlightText' });
        document.body.append(probe);
        const system = getComputedStyle(probe);
        const s = getComputedStyle(document.querySelector('[data-testid="band"]')!);
        const out = { background: s.backgroundColor, color: s.color, highlight: system.backgroundColor, highlightText: system.color };
        probe.remove();
        return out;
      });
      const loose = await fill();
      await band.click();
      await page.waitForSelector('[data-testid="band"][aria-expanded="true"]');
      const pressed = await fill();
      expect([pressed.background, pressed.color]).toEqual([pressed.highlight, pressed.highlightText]);
      expect(loose.background).not.toBe(pressed.background);
      await browser().screenshot(page, `forced-colours-${scheme}-band-pressed`);
      await band.click();
      await page.waitForSelector('[data-testid="band"][aria-expanded="false"]');

      // Deal 1: the seven of clubs (t1) picked up; it may go on t8 (a legal destination).
      await page.click('[data-pile="t1"]');
      await page.waitForSelector('[data-pile="t1"].selected');
      await page.waitForSelector('[data-pile="t8"].target');
      await browser().screenshot(page, `forced-colours-${scheme}-picked`);
      const plain = await markStyle(page, 't5');
      const selected = await markStyle(page, 't1');
      const target = await markStyle(page, 't8');
      expect(new Set([plain, selected, target]).size).toBe(3);
      // Box shadows are dropped in forced colours: the marks must not rest on them.
      for (const style of [selected, target]) expect(style).toMatch(/overlay (solid|dashed|dotted|double) [1-9]/);

      // Closed foundations look unlike an open empty one and unlike a card.
      const closed = await page.evaluate(() => {
        const slot = (sel: string) => {
          const el = document.querySelector(sel);
          if (!el) return 'missing';
          const s = getComputedStyle(el);
          return `${s.borderTopStyle} ${s.borderTopWidth} ${s.backgroundImage === 'none' ? 'flat' : 'pattern'}`;
        };
        return { closed: slot('.foundation.closed .card.slot'), face: slot('.foundation .card.face') };
      });
      expect(closed.closed).not.toBe('missing');
      expect(closed.closed).not.toBe(closed.face);

      await page.keyboard.press('Escape');
      await showGame(page, games.midGame);
      await page.keyboard.press('h');
      await page.waitForSelector('[data-testid="hint"]', { timeout: 20_000 });
      const from = await page.getAttribute('.hint-from', 'data-pile');
      const to = await page.getAttribute('.hint-to', 'data-pile');
      expect(from).toBeTruthy();
      await browser().screenshot(page, `forced-colours-${scheme}-hint`);
      const hintFrom = await markStyle(page, from!);
      expect(hintFrom).toMatch(/overlay (solid|dashed|dotted|double) [1-9]/);
      const plainNow = await markStyle(page, from === 't5' ? 't6' : 't5');
      expect(hintFrom).not.toBe(plainNow);
      if (to) expect(await markStyle(page, to)).not.toBe(plainNow);

      const report = await audit(page, FORCED_COLOURS_LEFT_OUT);
      if (report.violations.length > 0) throw new Error(formatViolations(`forced colours, ${scheme}`, report.violations));
      await page.emulateMedia({ forcedColors: 'none' });
    });
  }

  it('four-colour suits: each suit its own colour in both themes (screenshots)', async () => {
    await page.setViewportSize({ width: 800, height: 600 });
    await page.emulateMedia({ colorScheme: 'light', forcedColors: 'none' });
    await showGame(page, games.midGame, { ...QUIET_SETTINGS, fourColour: true });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme, forcedColors: 'none' });
      const colours = await page.evaluate(() => {
        const out: Record<string, string[]> = {};
        for (const suit of ['C', 'D', 'H', 'S']) {
          out[suit] = [...new Set([...document.querySelectorAll(`.card.face.suit-${suit}`)].map((el) => getComputedStyle(el).color))];
        }
        return out;
      });
      // Every suit is on the board, in one colour of its own.
      for (const suit of ['C', 'D', 'H', 'S']) expect(colours[suit], suit).toHaveLength(1);
      expect(new Set(Object.values(colours).map((c) => c[0])).size).toBe(4);
      expect(colours.C[0]).toBe('rgb(12, 99, 39)');
      expect(colours.D[0]).toBe('rgb(29, 79, 184)');
      await browser().screenshot(page, `four-colour-${scheme}`);
    }
  });

  it('card corners (too short for axe to judge) keep 4.5:1 in both themes, in two and in four colours', async () => {
    await page.setViewportSize({ width: 800, height: 600 });
    const worst: string[] = [];
    let measured = 0;
    for (const fourColour of [false, true]) {
      await page.emulateMedia({ colorScheme: 'light', forcedColors: 'none' });
      await showGame(page, games.midGame, { ...QUIET_SETTINGS, fourColour });
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme, forcedColors: 'none' });
        const corners = await cornerContrasts(page);
        measured += corners.length;
        for (const c of corners) if (c.ratio < 4.5) worst.push(`${scheme}${fourColour ? ', four colours' : ''}: ${c.where} ${c.ratio.toFixed(2)}:1`);
      }
    }
    expect(measured).toBeGreaterThan(4 * 20);
    expect(worst).toEqual([]);
  });

  it('no page error', () => {
    expect(errors).toEqual([]);
  });
});

describe('Chromium at 200% zoom on the tab page', () => {
  // A 1280×800 window at 200% zoom: a 640×400 CSS viewport, 2 device pixels per CSS pixel.
  const browser = browserSession(() => launchChromium({ deviceScaleFactor: 2 }));
  const errors: string[] = [];

  it('the page reflows into one column: every pile reachable by scrolling down, none sideways', async () => {
    const page = await openOnGame(browser(), errors, games.midGame, { path: 'popup.html?tab=1', viewport: { width: 640, height: 400 } });
    expect(await page.evaluate(() => [innerWidth, innerHeight, devicePixelRatio])).toEqual([640, 400, 2]);
    await browser().screenshot(page, 'zoom-200-top');
    const geometry = await page.evaluate(() => {
      const boxes = [...document.querySelectorAll('[data-pile], .toolbar button')].map((el) => el.getBoundingClientRect());
      return {
        scrollWidth: document.documentElement.scrollWidth,
        scrollHeight: document.documentElement.scrollHeight,
        right: Math.max(...boxes.map((b) => b.right)),
        bottom: Math.max(...boxes.map((b) => b.bottom + scrollY)),
      };
    });
    expect(geometry.scrollWidth).toBeLessThanOrEqual(640);
    expect(geometry.right).toBeLessThanOrEqual(640);
    expect(geometry.scrollHeight).toBeGreaterThan(400);
    expect(geometry.bottom).toBeLessThanOrEqual(geometry.scrollHeight);
    // Moving the keyboard focus to the last pile scrolls it into view.
    await page.focus('[data-pile="t12"]');
    const box = (await page.locator('[data-pile="t12"]').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(-0.5);
    expect(box.y + box.height).toBeLessThanOrEqual(400.5);
    await page.keyboard.press('Enter');
    await browser().screenshot(page, 'zoom-200-bottom');
    const report = await audit(page);
    if (report.violations.length > 0) throw new Error(formatViolations('200% zoom', report.violations));
    await page.close();
  });

  it('no page error', () => {
    expect(errors).toEqual([]);
  });
});
