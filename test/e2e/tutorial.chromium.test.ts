// The guided first game in Chromium, on a new player's first start (the sessions let it open:
// chromium.ts, guide): played to its end by keyboard alone at 800×600, and by touch on a
// phone (390×844), each step seen done on the page; then the table, the guide kept as seen
// (it does not open again) and nothing counted. Screenshots of a few steps in English and
// Spanish at both sizes (artifacts/guide-*.png).
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { type Game, type Move, type PileId, parseMove, playMove } from '../../src/engine/index';
import { guidedGame } from '../../popup/tutorial/guidedDeal';
import { landingPile, onlyFoundation } from '../../popup/input/moves';
import { GUIDED_LINE } from '../support/guidedLine';
import { launchChromium } from './chromium';
import { browserSession, saveArtifact } from './common';
import { controlsHidden, landed, storageGet, watchErrors } from './popupPage';
import { audit, formatViolations } from './axe';
import { arrowTo, keysFor, tabIntoBoard } from './keyboardPlay';
import { centre, finger, rectOf, topCard } from './touchDrive';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 800, height: 600 };
const errors: string[] = [];
const desktop = browserSession(() => launchChromium({ guide: true }));
const phone = browserSession(() => launchChromium({ guide: true, mobile: PHONE }));
const spanish = browserSession(() => launchChromium({ guide: true, lang: 'es' }));
const spanishPhone = browserSession(() => launchChromium({ guide: true, lang: 'es', mobile: PHONE }));

afterAll(() => {
  expect(errors).toEqual([]);
});

async function openGuide(session: { openPopup(): Promise<Page> }, size: { width: number; height: number }): Promise<Page> {
  const page = await session.openPopup();
  watchErrors(page, errors);
  await page.setViewportSize(size);
  await page.waitForSelector('[data-testid="guide-step"][data-step="1"]', { timeout: 15_000 });
  return page;
}

/** The guide's piles as a screen reader hears them (every move changes one), and whether a card is picked up. */
const guideBoard = () => ({
  words: [...document.querySelectorAll('[data-testid="guide"] button[data-pile]')].map((p) => p.getAttribute('aria-label')).join(' | '),
  picked: !!document.querySelector('[data-testid="guide"] button[data-pile].selected'),
});
const atStep = (page: Page, n: number) => page.waitForSelector(`[data-testid="guide-step"][data-step="${n}"]`, { timeout: 10_000 });
const shot = async (page: Page, name: string) => {
  // The glide and the refusal's shake settle first.
  await page.waitForTimeout(400);
  saveArtifact(`${name}.png`, await page.screenshot());
};

/** Plays the guided line by `each` (one move on the page), checking each step done; `refuse` tries step 2's 5. */
async function playGuide(page: Page, each: (game: Game, move: Move) => Promise<void>, refuse: () => Promise<void>, shots?: (step: number) => Promise<void>) {
  let game = guidedGame();
  for (const [i, line] of GUIDED_LINE.entries()) {
    await shots?.(i + 1);
    if (line === '') await refuse();
    for (const text of line.split(' ').filter(Boolean)) {
      const move = parseMove(text);
      if (!move.ok) throw new Error(text);
      // Each move seen on the board (a pile's words changed, nothing left picked up) before the
      // next: on a loaded machine a tap could otherwise come before the move before it was drawn.
      const before = (await page.evaluate(guideBoard)).words;
      await each(game, move.value);
      await expect.poll(async () => {
        const now = await page.evaluate(guideBoard);
        return now.words !== before && !now.picked;
        // A move's time is not what this checks: expect.poll's 1 s ran out once in a busy rehearsal.
      }, { timeout: 10_000 }).toBe(true);
      const next = playMove(game, move.value);
      if (!next.ok) throw new Error(`${text}: ${next.error.message}`);
      game = next.value;
    }
    await atStep(page, i + 2);
  }
  await page.waitForSelector('[data-testid="guide-step"] .guide-main');
}

async function endsCountingNothing(page: Page, play: string) {
  await page.getByRole('button', { name: play }).click();
  await page.waitForSelector('[data-testid="guide"]', { state: 'detached' });
  await page.waitForSelector('.toolbar');
  expect(await storageGet(page, 'plot.tutorial')).toEqual({ seenAt: expect.any(Number) });
  expect(await storageGet(page, 'plot.stats')).toBeUndefined();
  expect(await storageGet(page, 'plot.history')).toBeUndefined();
  // Seen: the next open is on the table.
  await page.reload();
  await page.waitForSelector('body[data-ready="true"] .toolbar [data-pile], body[data-ready="true"] [data-pile="t1"]');
  expect(await page.locator('[data-testid="guide"]').count()).toBe(0);
}

describe('the guided first game', () => {
  it('is played to its end by keyboard alone (800×600), every step announced', async () => {
    const page = await openGuide(desktop(), DESKTOP);
    await shot(page, 'guide-en-800x600-step1');
    await tabIntoBoard(page);
    const press = async (pile: PileId, key: string) => {
      await arrowTo(page, pile);
      await page.keyboard.press(key);
    };
    await playGuide(
      page,
      async (game, move) => {
        for (const step of keysFor(game.position, move)) {
          // Sent up by F where Enter would pick it up: the destination is a foundation.
          await press(step.focus, step.key);
        }
      },
      () => press('t4', 'f'),
      async (step) => {
        if (step === 5) await shot(page, 'guide-en-800x600-step5');
      },
    );
    expect(await page.textContent('[data-testid="guide-live"]')).toContain('Well done.');
    await shot(page, 'guide-en-800x600-end');
    await endsCountingNothing(page, 'Play a game');
  });

  it('is played to its end by touch on a phone (390×844)', async () => {
    const page = await openGuide(phone(), PHONE);
    await shot(page, 'guide-en-390x844-step1');
    const hand = await finger(page);
    // A tap's click comes from the browser's gesture detection after the touch ends: the next
    // tap waits for it, or on a loaded machine the stock's click could come after the waste's
    // press (and be taken as the waste's, touchPress.ts).
    const tap = async (pile: string) => {
      await landed(page);
      const target = (await page.locator(topCard(pile)).count()) ? topCard(pile) : `[data-pile="${pile}"]`;
      await page.locator(target).scrollIntoViewIfNeeded();
      await page.evaluate(() => {
        (window as unknown as { clicked?: Promise<void> }).clicked = new Promise((done) => document.addEventListener('click', () => done(), { once: true, capture: true }));
      });
      await hand.tap(centre(await rectOf(page, target)));
      await page.evaluate(() => (window as unknown as { clicked?: Promise<void> }).clicked);
    };
    try {
      await playGuide(
        page,
        async (game, move) => {
          if (move.kind === 'deal') return tap('s');
          await tap(move.from);
          // A card whose only place is its foundation goes up with one tap; others are picked up, then dropped.
          if (!onlyFoundation(game.position, move.from)) await tap(landingPile(game.position, move) ?? move.to);
          // Taps apart: the second would otherwise be a double-tap.
          await page.waitForTimeout(350);
        },
        () => tap('t4'),
        async (step) => {
          if (step === 6) await shot(page, 'guide-en-390x844-step6');
        },
      );
    } finally {
      await hand.detach();
    }
    await endsCountingNothing(page, 'Play a game');
  });

  it('speaks Spanish, every control in sight, no axe violation (screenshots at 800×600 and 390×844)', async () => {
    for (const [session, size, name] of [[spanish, DESKTOP, '800x600'], [spanishPhone, PHONE, '390x844']] as const) {
      const page = await openGuide(session(), size);
      expect(await page.textContent('[data-testid="guide-step"]')).toContain('Paso 1 de 9');
      await shot(page, `guide-es-${name}-step1`);
      await page.click('[data-pile="r"]');
      await atStep(page, 2);
      await page.click('[data-pile="t4"]');
      await atStep(page, 3);
      // The engine's refusal, in Spanish, beside the 5.
      await shot(page, `guide-es-${name}-step3`);
      // On a phone the sidebar gives its parts to the page's column (display: contents, no box),
      // which controlsHidden would read as clipping everything in it: measured on the desktop.
      if (size === DESKTOP) expect(await controlsHidden(page)).toEqual([]);
      const { violations } = await audit(page);
      expect(violations, formatViolations(`guide ${name}`, violations)).toEqual([]);
      await page.click('[data-testid="guide-skip"]');
      await page.waitForSelector('[data-testid="guide"]', { state: 'detached' });
    }
  });
});
