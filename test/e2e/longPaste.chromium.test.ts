// A long paste in the built extension (Chromium), issue 32: deal 1 and 174,007 legal moves
// (1 MB) froze the popup for 445 s. Now a record over the limit (src/engine/notation.ts:
// 200,000 characters, 10,000 moves) is refused at once with the limit in the message, and
// one at the limit plays, saves and undoes without a wait. The times are printed (tests
// never fail on the clock): the answer to Enter, the save after it, and the save after Undo.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MAX_RECORD_MOVES, movesToString } from '../../src/engine/index';
import { GAME_KEY } from '../../src/storage/gameSave';
import { readStored } from '../../src/storage/gameMigrate';
import { longLegalLine } from '../engine/longLine';
import { launchChromium } from './chromium';
import { browserSession } from './common';
import { QUIET_SETTINGS, openPopupPage, reload, storageClear, storageGet, storageSet } from './popupPage';

const browser = browserSession(() => launchChromium());
const pageErrors: string[] = [];

/** How many moves the saved game has (-1: none saved). */
async function savedLength(page: Page): Promise<number> {
  const read = readStored(await storageGet(page, GAME_KEY));
  return read.ok ? read.value.game.moves.length : -1;
}

declare const chrome: { storage: { onChanged: { addListener(f: (changes: Record<string, unknown>) => void): void } } };

/** Times in the page, in ms from Enter (or the click): its handler done, the next frame drawn, the game saved. */
interface Timing {
  handled: number;
  drawn: number;
  saved?: number;
}

/**
 * Runs `act` in the page (a paste then Enter, or a click) and times it there: the handler,
 * the next frame, and the next save of the game (given up after `saveWithin` ms: a refusal
 * saves nothing).
 */
async function timed(page: Page, act: string, saveWithin: number): Promise<Timing> {
  return page.evaluate(async ([actText, within]) => {
    let saved: number | undefined;
    const t = performance.now();
    const save = new Promise<void>((done) => {
      chrome.storage.onChanged.addListener((changes) => {
        // Only the game's write: the card art's (popup/table/cardArt.ts) may come in between.
        if (!('plot.game' in changes)) return;
        if (saved === undefined) saved = performance.now() - t;
        done();
      });
      setTimeout(done, within);
    });
    new Function(actText)();
    const handled = performance.now() - t;
    await new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn, 0)));
    const drawn = performance.now() - t;
    await save;
    return { handled, drawn, saved };
  }, [act, saveWithin] as const);
}

/**
 * Puts `text` in the open New game field as a paste does (one input event), and waits for
 * the frame that shows it: the browser lays out a 1 MB field then, as it does at a real
 * paste, before any Enter.
 */
async function put(page: Page, text: string): Promise<void> {
  await page.getByLabel('Deal number').evaluate(async (field, value) => {
    (field as HTMLTextAreaElement).value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn, 0)));
  }, text);
}

const ENTER = `document.querySelector('[data-testid="panel-new"] textarea')
  .dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }))`;

const ms = (x: number | undefined) => (x === undefined ? 'never' : `${x.toFixed(0)} ms`);

describe('Chromium: a long paste', () => {
  it('1 MB of legal moves is refused at once, with the limit; 10,000 play, save and undo', async () => {
    const page = await openPopupPage(browser(), pageErrors);
    await storageClear(page);
    await storageSet(page, { 'plot.settings': { ...QUIET_SETTINGS } });
    await reload(page);

    const before = await savedLength(page);
    await page.getByRole('button', { name: 'New game', exact: true }).first().click();
    await page.getByLabel('Deal number').waitFor();

    const huge = longLegalLine(1, 174_007);
    const hugeText = `1 ${movesToString(huge.moves)}`;
    expect(hugeText.length).toBeGreaterThan(1_000_000);
    await put(page, hugeText);
    const refused = await timed(page, ENTER, 1_000);
    await expect.poll(() => page.getByTestId('deal-text-error').textContent()).toBe(
      `This text has ${hugeText.length.toLocaleString('en')} characters; a game record has at most 200,000 (room for 10,000 moves).`,
    );
    console.log(`1 MB paste (${hugeText.length.toLocaleString('en')} characters) refused: read ${ms(refused.handled)} after Enter, on screen ${ms(refused.drawn)}`);
    await browser().screenshot(page, 'long-paste-refused');
    expect(refused.saved).toBeUndefined();
    expect(await savedLength(page)).toBe(before); // nothing played, nothing saved over

    const allowed = longLegalLine(1, MAX_RECORD_MOVES);
    await put(page, `1 ${movesToString(allowed.moves)}`);
    const played = await timed(page, ENTER, 30_000);
    await expect.poll(() => savedLength(page)).toBe(MAX_RECORD_MOVES);
    console.log(`${MAX_RECORD_MOVES.toLocaleString('en')}-move paste: read and played ${ms(played.handled)} after Enter, on screen ${ms(played.drawn)}, saved ${ms(played.saved)}`);
    const undone = await timed(page, `document.querySelector('button[title="Undo"]').click()`, 30_000);
    await expect.poll(() => savedLength(page)).toBe(MAX_RECORD_MOVES - 1);
    console.log(`then one Undo: on screen ${ms(undone.drawn)} after the click, saved ${ms(undone.saved)}`);
    expect(pageErrors).toEqual([]);
  });
});
