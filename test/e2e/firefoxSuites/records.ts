// Issue 32's records in headless Firefox ESR, briefly, as the Chromium test
// (recordsByKind.chromium.test.ts) checks them: a game played by Shift+H to the win is no best
// time; the clock waits for the first move (the table's reading of Date.now moved 5 s ahead,
// not slept); after Play it out and Stop demo the table says assisted, and
// the deal of the day asks first and puts the game in the history.
import { describe, expect, it } from 'vitest';
import { status } from '../../../src/engine/index';
import { gameFromNumber } from '../../../popup/platform/boot';
import { endgame } from '../../support/endgame';
import type { FirefoxSession } from '../firefox';
import { QUIET, button, inPopupTabOf, pile, press, saved, showGame, text, toolbar } from '../firefoxPage';

const stored = (key: string) => `browser.storage.local.get(${JSON.stringify(key)}).then((r) => r[${JSON.stringify(key)}] ?? null)`;

export const recordsSuite = (browser: () => FirefoxSession) => describe('records by kind, the clock, the demo left (issue 32)', () => {

  const inTab = inPopupTabOf(browser);

  it('a game played by Shift+H to the win is a win, not a best time', () =>
    inTab.storingFirst(async (b, tab) => {
      const { game } = await endgame(3);
      await showGame(b, tab, game, QUIET);
      for (let i = 0; i < 80 && status((await saved(b, tab)).game.position) !== 'won'; i++) {
        const before = (await saved(b, tab)).game.moves.length;
        await b.evaluate(tab, `${pile('t1')}.focus()`);
        await press(b, tab, 'H', { shift: true });
        await expect.poll(async () => (await saved(b, tab)).game.moves.length, { timeout: 20_000 }).toBeGreaterThan(before);
      }
      await b.waitFor(tab, `!!document.querySelector('[data-testid="win-hinted"]')`);
      expect(await b.evaluate(tab, text('panel-won'))).not.toContain('A new best time');
      await b.poll(tab, `${stored('plot.history')}.then((h) => h && [h.games.length, h.games[0].hints > 0, h.best.length])`).toEqual([1, true, 0]);
    }));

  it('the clock waits for the first move: an untouched table read 5 s later shows 0:00; the first moves start from 0', () =>
    inTab.storingFirst(async (b, tab) => {
      // BiDi's preload scripts do not run in moz-extension pages, so the page's clock cannot be
      // set before the popup starts: the table's own reading of Date.now is moved 5 s ahead
      // instead (MovesTime reads it at each render; the session's clock keeps the real one).
      await showGame(b, tab, gameFromNumber(1), { ...QUIET, movesTime: true }, { counted: false });
      await b.evaluate(tab, `(() => { const real = Date.now; window.__real = real; Date.now = () => real.call(Date) + 5000; })()`);
      // A step of the session (a setting changed) makes the table read the clock again; its
      // effect runs after the frame, which the page is let draw before the table is read.
      await b.click(tab, toolbar('Settings'));
      const animations = `[...document.querySelectorAll('[data-testid="panel-settings"] label')].find((l) => l.textContent === 'Animations')?.querySelector('input')`;
      await b.click(tab, animations);
      await b.waitFor(tab, `${animations}.checked`);
      await b.evaluate(tab, `new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))`);
      expect(await b.evaluate(tab, text('moves-time'))).toBe('Moves: 0 · 0:00');
      await b.evaluate(tab, `Date.now = window.__real`);
      await b.click(tab, toolbar('Settings'));
      await b.click(tab, pile('t1'));
      await b.click(tab, pile('t8'));
      await b.click(tab, pile('s'));
      await expect.poll(async () => (await saved(b, tab)).game.moves.length).toBe(2);
      expect((await saved(b, tab)).meta.timeMs ?? 0).toBeLessThan(2_000);
    }));

  it('Play it out, Stop demo: the table says assisted; Deal of the day asks first, and the game is in the history', () =>
    inTab.storingFirst(async (b, tab) => {
      const { game } = await endgame(3);
      await showGame(b, tab, game, { ...QUIET, animations: true }, { counted: false });
      await b.click(tab, toolbar('Winnable?'));
      await b.waitFor(tab, `!!(${button('Play it out')})`, 30_000);
      await b.click(tab, button('Play it out'));
      await b.waitFor(tab, `!!document.querySelector('[data-testid="assisted-mark"]')`);
      await expect.poll(async () => (await saved(b, tab)).game.moves.length).toBeGreaterThan(game.moves.length + 1);
      await b.click(tab, button('Stop demo'));
      const played = (await saved(b, tab)).game.moves.length;
      expect(await b.evaluate(tab, text('moves-time'))).toMatch(/ · Assisted$/);
      await b.click(tab, toolbar('New game'));
      await b.click(tab, button('Deal of the day'));
      await b.click(tab, button('Leave this game'));
      await b.poll(tab, `${text('deal-number')} !== 'Deal 3'`, 30_000).toBe(true);
      await b.poll(tab, `${stored('plot.history')}.then((h) => h && h.games.map((g) => [g.deal, g.result, g.moves, g.assisted === true]))`).toEqual([['3', 'lost', played, true]]);
    }));
});
