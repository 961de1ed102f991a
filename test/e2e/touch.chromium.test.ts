// Touch that does what the finger meant (issue 31), on the popup page as a phone shows it
// (Chromium, isMobile, hasTouch), with real touch through the DevTools protocol: the first
// tap after a drag is answered (Hint, the stock); a card held near the bottom edge scrolls
// the page to a pile below the fold; a card lands on the pile its ghost covers, and on none
// when it covers none; a press on the stock stays the stock's when the table shifts under
// the finger. Piles are found by data-pile and measured, never by fixed coordinates.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { moveToString } from '../../src/engine/index';
import { gameOf } from './a11yGames';
import { launchChromium } from './chromium';
import { browserSession } from './common';
import { QUIET_SETTINGS, savedGame, showGame, waitReady, watchErrors } from './popupPage';
import { type Drop, type Finger, type Rect, centre, drops, finger, rectOf, topCard } from './touchDrive';

const PHONE = { width: 390, height: 844 };
const SMALL = { width: 360, height: 640 };
/** The Hint button, in either language. */
const HINT = '.toolbar button[aria-keyshortcuts="H"]';

const errors: string[] = [];
const english = browserSession(() => launchChromium({ mobile: PHONE }));

afterAll(() => {
  expect(errors).toEqual([]);
});

async function open(session: ReturnType<typeof english>, size = PHONE): Promise<Page> {
  const page = await session.openPopup();
  watchErrors(page, errors);
  await page.setViewportSize(size);
  await waitReady(page);
  return page;
}

const movesNow = async (page: Page) => (await savedGame(page)).moves.length;

/** Where a finger takes a pile's card, or drops one on it: its top card's middle (an empty pile's own). */
async function spotOf(page: Page, pile: string): Promise<Rect> {
  const hasCard = await page.locator(topCard(pile)).count();
  return rectOf(page, hasCard ? topCard(pile) : `[data-pile="${pile}"]`);
}

/**
 * A drop of the game shown whose card and landing pile fit the screen together, scrolled so
 * both are in sight; undefined when none does.
 */
async function dropInSight(page: Page): Promise<Drop | undefined> {
  const { position } = await savedGame(page);
  const height = await page.evaluate(() => innerHeight);
  for (const drop of drops(position)) {
    const a = await spotOf(page, drop.move.from);
    const b = await spotOf(page, drop.to);
    const top = Math.min(a.top, b.top);
    const bottom = Math.max(a.bottom, b.bottom);
    if (bottom - top > height - 140) continue;
    await page.evaluate((y) => window.scrollBy({ top: y, behavior: 'instant' }), (top + bottom) / 2 - height / 2);
    return drop;
  }
  return undefined;
}

/** dropInSight, after as many taps on the stock as it takes (each tap turns one card). */
async function dealUntilDrop(page: Page, touch: Finger): Promise<Drop> {
  for (let turns = 0; turns < 40; turns++) {
    const drop = await dropInSight(page);
    if (drop) return drop;
    const before = await movesNow(page);
    await page.locator('[data-pile="s"]').scrollIntoViewIfNeeded();
    await touch.tap(centre(await rectOf(page, '[data-pile="s"]')));
    await expect.poll(() => movesNow(page)).toBeGreaterThan(before);
  }
  throw new Error('no card move in sight after 40 turns of the stock');
}

/**
 * Drags the card of `drop` onto its pile by touch, held by its middle, let go while still
 * moving (as a quick finger does); then `next`, at once; resolves when the move is saved.
 */
async function dragByTouch(page: Page, touch: Finger, drop: Drop, next?: () => Promise<void>): Promise<void> {
  const before = await movesNow(page);
  const from = centre(await spotOf(page, drop.move.from));
  const to = centre(await spotOf(page, drop.to));
  await touch.down(from);
  await touch.move(from, to);
  await touch.up();
  await next?.();
  await expect.poll(() => movesNow(page)).toBeGreaterThan(before);
}

/** A tap on the control `selector`, scrolled into sight first. */
async function tapOn(page: Page, touch: Finger, selector: string): Promise<void> {
  await page.locator(selector).scrollIntoViewIfNeeded();
  await touch.tap(centre(await rectOf(page, selector)));
}

describe('touch on the phone page (Chromium, isMobile, hasTouch)', () => {
  it('390×844: the first tap on Hint after each of 5 touch drags shows a hint', async () => {
    const page = await open(english());
    const touch = await finger(page);
    try {
      await showGame(page, gameOf(1), {});
      const hint = page.locator('[data-testid="hint"]');
      const took: number[] = [];
      for (let k = 0; k < 5; k++) {
        let tapped = 0;
        // The tap comes at once after the drop: in Chromium a tap up to about 0.5 s after a
        // quick drop was the one lost. The move drops the hint of the position before, so a
        // hint shown after it is the tap's answer.
        await dragByTouch(page, touch, await dealUntilDrop(page, touch), async () => {
          await tapOn(page, touch, HINT);
          tapped = Date.now();
        });
        await expect.poll(() => hint.count()).toBe(1);
        took.push(Date.now() - tapped);
      }
      console.log(`hint after a touch drag: 5 of 5 first taps answered, in ${took.join(', ')} ms`);
    } finally {
      await touch.detach();
      await page.close();
    }
  });
});
