// The popup page on a phone (issue 21): Firefox for Android opens the popup as a page, so
// portrait phones 360–430 px wide get it whole. In Chromium with mobile emulation (isMobile,
// hasTouch) at 360×640, 390×844 and 412×915: nothing scrolls sideways, every pile lies
// inside the width (screens.chromium.test.ts: on the first screen), controls are a finger's 44 px, a
// tap-tap and a touch drag (real touch input, through the DevTools protocol) each play a
// move, the dragged card keeps its size; screenshots at 390×844, English and Spanish,
// light and dark, in artifacts/.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { Game, Move } from '../../src/engine/index';
import { copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { blockedGame, gameOf, winningLine } from './a11yGames';
import { launchChromium } from './chromium';
import { ROOT, browserSession, saveArtifact } from './common';
import { QUIET_SETTINGS, savedGame, savedMoves, showGame, waitReady, watchErrors } from './popupPage';

const PHONES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 412, height: 915 },
] as const;
const MIN_TARGET = 44;
/**
 * A foundation's card on the narrowest phones: eight across 360 px leave 40 px each (44 from
 * 388 px on); WCAG 2.5.8 asks 24 px, and the piles stand 4 px apart.
 */
const MIN_FOUNDATION = 40;

const errors: string[] = [];
const english = browserSession(() => launchChromium({ mobile: PHONES[1] }));
const spanish = browserSession(() => launchChromium({ mobile: PHONES[1], lang: 'es' }));

afterAll(() => {
  expect(errors).toEqual([]);
});

async function openPhone(session: ReturnType<typeof english>): Promise<Page> {
  const page = await session.openPopup();
  watchErrors(page, errors);
  await waitReady(page);
  return page;
}

/**
 * showGame, until the page shows that deal: the page reloaded away may still save its own
 * game on the way out (its clock's last write), over the one just stored.
 */
async function show(page: Page, game: Game): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await showGame(page, game);
    const shown = await page.textContent('[data-testid="deal-number"]');
    if (new RegExp(`\\b${game.dealNumber}$`).test(shown?.trim() ?? '') && (await savedGame(page)).moves.length === game.moves.length) return;
  }
  throw new Error(`deal ${game.dealNumber} would not stay shown`);
}

/** A game under way on deal 1: one move, then six cards dealt (the waste shows its edges). */
const underWay = () =>
  gameOf(1, [{ kind: 'play', from: 't1', to: 't8' } as Move, ...Array.from({ length: 6 }, () => ({ kind: 'deal' }) as Move)]);

/** How the page lies at this size: its overflow, and every pile and control's box in page coordinates. */
const measure = (page: Page) =>
  page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { left: r.left + scrollX, right: r.right + scrollX, top: r.top + scrollY, bottom: r.bottom + scrollY, width: r.width, height: r.height };
    };
    return {
      overflow: scrollWidth - clientWidth,
      width: innerWidth,
      pageHeight: document.documentElement.scrollHeight,
      piles: [...document.querySelectorAll('[data-pile]')].map((e) => ({ id: e.getAttribute('data-pile')!, ...box(e) })),
      controls: [...document.querySelectorAll('.toolbar button')].filter((e) => e.getClientRects().length > 0).map((e) => ({ id: e.textContent!.trim(), ...box(e) })),
    };
  });

describe('the popup page on a phone (Chromium, isMobile, hasTouch)', () => {
  for (const size of PHONES) {
    it(`${size.width}×${size.height}: no sideways scroll, every pile on screen, 44 px targets`, async () => {
      const page = await openPhone(english());
      try {
        await page.setViewportSize(size);
        await show(page, underWay());
        const m = await measure(page);
        expect(m.width).toBe(size.width);
        expect(m.overflow).toBe(0);
        expect(m.piles.map((p) => p.id).sort()).toEqual(
          ['r', 's', 'w', ...Array.from({ length: 8 }, (_, i) => `f${i + 1}`), ...Array.from({ length: 12 }, (_, i) => `t${i + 1}`)].sort(),
        );
        for (const p of m.piles) {
          expect(p.left, p.id).toBeGreaterThanOrEqual(0);
          expect(p.right, p.id).toBeLessThanOrEqual(size.width);
          expect(p.bottom, p.id).toBeLessThanOrEqual(m.pageHeight);
          expect(Math.min(p.width, p.height), p.id).toBeGreaterThanOrEqual(p.id.startsWith('f') ? MIN_FOUNDATION : MIN_TARGET);
        }
        // Open in a tab is left out on a phone: the page already fills the screen.
        expect(m.controls.map((c) => c.id)).not.toContain('Open in a tab');
        for (const c of m.controls) {
          expect(c.right, c.id).toBeLessThanOrEqual(size.width);
          expect(Math.min(c.width, c.height), c.id).toBeGreaterThanOrEqual(MIN_TARGET);
        }
        saveArtifact(`phone-${size.width}x${size.height}.png`, await page.screenshot({ fullPage: true }));
        // The last row of the tableau is reached by scrolling down.
        await page.locator('[data-pile="t12"]').scrollIntoViewIfNeeded();
        const seen = await page.evaluate(() => {
          const r = document.querySelector('[data-pile="t12"]')!.getBoundingClientRect();
          return r.top >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
        });
        expect(seen).toBe(true);
      } finally {
        await page.close();
      }
    });
  }

  it('360×640: a panel opened from the toolbar is on screen, not over the tableau further down', async () => {
    const page = await openPhone(english());
    try {
      await page.setViewportSize(PHONES[0]);
      await show(page, underWay());
      for (const name of ['New game', 'Statistics', 'Settings', 'Help']) {
        await page.getByRole('button', { name, exact: true }).first().tap();
        const panel = page.locator('.panel').first();
        await panel.waitFor();
        const r = (await panel.boundingBox())!;
        expect(r.x, name).toBeGreaterThanOrEqual(0);
        expect(r.y, name).toBeGreaterThanOrEqual(0);
        expect(r.x + r.width, name).toBeLessThanOrEqual(PHONES[0].width);
        expect(r.y + r.height, name).toBeLessThanOrEqual(PHONES[0].height);
        expect((await measure(page)).overflow, name).toBe(0);
        if (name === 'New game') saveArtifact('phone-360-new-game.png', await page.screenshot());
        await page.keyboard.press('Escape');
        await expect.poll(() => page.locator('.panel').count()).toBe(0);
      }
    } finally {
      await page.close();
    }
  });

  it('360×640: the chart after a lost game lies inside the screen', async () => {
    const page = await openPhone(english());
    try {
      await page.setViewportSize(PHONES[0]);
      const game = blockedGame();
      await showGame(page, game, QUIET_SETTINGS, { meta: { chances: game.moves.map((_, i) => 0.9 - i / (2 * game.moves.length)) } });
      const chart = page.locator('[data-testid="chance-chart"]');
      await chart.waitFor();
      const r = (await chart.boundingBox())!;
      expect(r.x).toBeGreaterThanOrEqual(0);
      expect(r.x + r.width).toBeLessThanOrEqual(PHONES[0].width);
      expect(r.y + r.height).toBeLessThanOrEqual(PHONES[0].height);
      expect((await measure(page)).overflow).toBe(0);
      saveArtifact('phone-360-chart.png', await page.screenshot());
    } finally {
      await page.close();
    }
  });

  it('tap-tap plays a move; a touch drag plays a move and the card keeps its size under the finger', async () => {
    const page = await openPhone(english());
    try {
      await show(page, gameOf(1, []));
      await page.tap('[data-pile="t1"]');
      await page.tap('[data-pile="t8"]');
      await expect.poll(() => savedMoves(page)).toBe('t1>t8');

      await show(page, gameOf(1, []));
      const centre = async (id: string) => {
        await page.locator(`[data-pile="${id}"]`).scrollIntoViewIfNeeded();
        const r = (await page.locator(`[data-pile="${id}"] .card:last-child`).boundingBox())!;
        return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
      };
      const from = await centre('t1');
      const to = await centre('t8');
      const cdp = await page.context().newCDPSession(page);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number, y?: number) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [{ x, y: y!, id: 1 }] });
      await touch('touchStart', from.x, from.y);
      for (let i = 1; i <= 8; i++) await touch('touchMove', from.x + ((to.x - from.x) * i) / 8, from.y + ((to.y - from.y) * i) / 8);
      // The tableau's card (55 px here), not the reserve's 46 px one.
      const widths = await page.evaluate(() =>
        ['.drag-ghost .card', '[data-pile="t1"] .card:last-child', '[data-pile="r"] .card:last-child'].map((s) => document.querySelector<HTMLElement>(s)?.offsetWidth),
      );
      expect(widths[1]).toBeGreaterThan(widths[2]! + 5);
      expect(widths[0]).toBe(widths[1]);
      await touch('touchEnd');
      await expect.poll(() => savedMoves(page)).toBe('t1>t8');
      await cdp.detach();
    } finally {
      await page.close();
    }
  });

  it('the README\'s phone screenshot: deal 1 under way with a hint at 390×844, light (docs/screenshots/phone-light.png)', async () => {
    const page = await openPhone(english());
    try {
      await page.setViewportSize(PHONES[1]);
      await show(page, gameOf(1, (await winningLine(1)).slice(0, 70)));
      await page.locator('.toolbar button[aria-keyshortcuts="H"]').tap();
      await page.getByTestId('hint').waitFor({ timeout: 20_000 });
      expect((await measure(page)).overflow).toBe(0);
      await page.emulateMedia({ colorScheme: 'light' });
      const shot = saveArtifact('phone-light.png', await page.screenshot());
      const docs = join(ROOT, 'docs', 'screenshots', 'phone-light.png');
      if (process.env.PLOT_UPDATE_SCREENSHOTS === '1' || !existsSync(docs)) copyFileSync(shot, docs);
    } finally {
      await page.close();
    }
  });

  for (const [lang, session] of [['en', english], ['es', spanish]] as const) {
    it(`screenshots at 390×844, ${lang}, light and dark`, async () => {
      const page = await openPhone(session());
      try {
        await page.setViewportSize(PHONES[1]);
        await show(page, underWay());
        expect((await measure(page)).overflow).toBe(0);
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          saveArtifact(`phone-390-${lang}-${scheme}.png`, await page.screenshot({ fullPage: true }));
        }
      } finally {
        await page.close();
      }
    });
  }
});
