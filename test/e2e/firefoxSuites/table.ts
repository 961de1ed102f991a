// Issue 21's table in headless Firefox ESR (both versions CI installs), as the Chromium tests
// check it: Shift+D turns the stock until a card has a move (one Undo takes it back), Shift+H
// plays the fair hint, the arrows go as the piles lie, moves and time show on the table, and
// Settings → Theme sets the colours whatever the system's, a stored felt is the table's, and
// the card art draws, in the first frame of a popup opened again (issue 34). What follows an action is polled.
import { describe, expect, it } from 'vitest';
import { stockRun } from '../../../src/engine/index';
import { gameFromNumber } from '../../../popup/platform/boot';
import { SAVED_MOVES, type FirefoxSession } from '../firefox';
import { dealAt, inPopupTabOf, pile, press, QUIET, text, toolbar } from '../firefoxPage';

const count = (moves: unknown) => String(moves).split(' ').filter(Boolean).length;

export const tableSuite = (browser: () => FirefoxSession) => describe("the table's chores", () => {

  const inTab = inPopupTabOf(browser);

  it('Shift+D turns the stock until a card has a move; one Undo takes the run back', () =>
    inTab.storingFirst(async (b, tab) => {
      const run = stockRun(gameFromNumber(1).position).length;
      expect(run).toBeGreaterThan(1);
      await dealAt(b, tab, 1);
      await b.evaluate(tab, `${pile('s')}.focus()`);
      await press(b, tab, 'D', { shift: true });
      await b.poll(tab, `${SAVED_MOVES}.then((m) => String(m).split(' ').filter(Boolean).length)`).toBe(run);
      await b.click(tab, toolbar('Undo'));
      await b.poll(tab, SAVED_MOVES).toBe('');
    }));

  it('Shift+H plays the fair hint in one key; moves and time show on the table', () =>
    inTab.storingFirst(async (b, tab) => {
      await dealAt(b, tab, 1, { ...QUIET, movesTime: true });
      await b.poll(tab, text('moves-time')).toMatch(/^Moves: 0 · 0:\d\d$/);
      await b.evaluate(tab, `${pile('t1')}.focus()`);
      await press(b, tab, 'H', { shift: true });
      await b.poll(tab, `${SAVED_MOVES}.then((m) => String(m).split(' ').filter(Boolean).length)`, 30_000).toBeGreaterThan(0);
      const moves = count(await b.evaluate(tab, SAVED_MOVES));
      await b.poll(tab, text('moves-time')).toMatch(new RegExp(`^Moves: ${moves} · \\d+:\\d\\d$`));
    }));

  it('the arrows go as the piles lie: from the waste, → is pile 1; from pile 5, ← is f4', () =>
    inTab.storingFirst(async (b, tab) => {
      await dealAt(b, tab, 1);
      const focused = `document.activeElement?.getAttribute('data-pile')`;
      await b.evaluate(tab, `${pile('w')}.focus()`);
      await press(b, tab, 'ArrowRight');
      await b.poll(tab, focused).toBe('t1');
      await b.evaluate(tab, `${pile('t5')}.focus()`);
      await press(b, tab, 'ArrowLeft');
      await b.poll(tab, focused).toBe('f4');
    }));

  it('Settings → Theme: dark or light whatever the system, and back to the system', () =>
    inTab.storingFirst(async (b, tab) => {
      const baize = `getComputedStyle(document.body).backgroundColor`;
      for (const [theme, colour] of [['dark', 'rgb(16, 48, 31)'], ['light', 'rgb(31, 107, 58)']] as const) {
        await dealAt(b, tab, 1, { ...QUIET, theme });
        await b.poll(tab, `document.documentElement.dataset.theme`).toBe(theme);
        await b.poll(tab, baize).toBe(colour);
      }
      await dealAt(b, tab, 1, { ...QUIET, theme: 'system' });
      await b.poll(tab, `document.documentElement.hasAttribute('data-theme')`).toBe(false);
    }));

  it('Settings → Table: each felt stored is the table on opening, in the light and the dark theme', () =>
    inTab.storingFirst(async (b, tab) => {
      const baize = `getComputedStyle(document.body).backgroundColor`;
      const felts = [['blue', 'dark', 'rgb(15, 37, 56)'], ['slate', 'light', 'rgb(67, 75, 85)'], ['green', 'light', 'rgb(31, 107, 58)']] as const;
      for (const [felt, theme, colour] of felts) {
        await dealAt(b, tab, 1, { ...QUIET, theme, felt });
        await b.poll(tab, `document.documentElement.dataset.felt`).toBe(felt);
        await b.poll(tab, baize).toBe(colour);
      }
    }));

  it('the card faces draw from the art (every <use> filled, the plain card\'s suit hidden), and the chosen back is on the stock', () =>
    inTab.storingFirst(async (b, tab) => {
      await dealAt(b, tab, 1, { ...QUIET, cardBack: 'red' });
      const drawn = `(() => { const u = [...document.querySelectorAll('.card.face .art use')]; return document.documentElement.classList.contains('art-ready') && u.length > 10 && u.every((e) => e.getBBox().height > 0); })()`;
      await b.poll(tab, drawn).toBe(true);
      await b.poll(tab, `getComputedStyle(document.querySelector('.card.face .pip')).display`).toBe('none');
      await b.poll(tab, `getComputedStyle(${pile('s')}.querySelector('.card.back')).backgroundImage`).toContain('cards/back-red.svg');
      await b.screenshot(tab, 'firefox-card-faces');
      // Each face drawn is kept (popup/table/cardArt.ts), and the next open draws their art in its first frame
      // (popup/table/keptArt.ts, before the board's mark; the file's art comes after it).
      const ids = `[...new Set(Array.from(document.querySelectorAll('.card.face .art use'), (u) => u.getAttribute('href').slice(1)))].sort().join()`;
      const kept = `${ids}.split(',').every((id) => localStorage.getItem('plot.art.' + id))`;
      await b.poll(tab, kept).toBe(true);
      await b.reload(tab);
      expect(await b.evaluate(tab, `performance.getEntriesByName('plot-art')[0].startTime <= performance.getEntriesByName('plot-interactive')[0].startTime`)).toBe(true);
      await b.poll(tab, drawn).toBe(true);
    }));
});
