// Issue 20's table in headless Firefox ESR (both versions CI installs), as the Chromium tests
// check it: the fair voice through the move that loses a winnable deal (the full-deal check
// notes it, nothing is shown), the fair warning beside the blocked game's box with every button
// in view, Restart then one Undo, a record pasted over a game under way asks first, Copy deal
// of a numbered deal, and the review after a lost game by keyboard. In English (spanish.ts
// has the Spanish table in Firefox; the Chromium tests run these in both languages).
// What follows an action, or loads late, is polled (b.poll), never read once.
import { describe, expect, it } from 'vitest';
import { moveToString, parseRecord, status, viewOf } from '../../../src/engine/index';
import { type FairCore, BASELINE_POLICY, fairDecide } from '../../../src/solver/fair/core';
import { loadFair } from '../../../src/solver/node';
import { blockedGame } from '../a11yGames';
import { NEW_PLAYER_SETTINGS, beforeLastBlunder, fairLoss } from '../fairExpect';
import { hiddenControls } from '../popupPage';
import { CLIPPED_MESSAGES } from './probes';
import { SAVED_MOVES, type FirefoxSession } from '../firefox';
import { lineNotes } from '../../../src/storage/noteArrays';
import { button, dealAt, enterInNewGame, inPopupTabOf, pile, playByHand, press, QUIET, saved, showGame, text, toolbar } from '../firefoxPage';

let fair: FairCore | undefined;

export const voiceSuite = (browser: () => FirefoxSession) => describe('one voice, records, the review', () => {

  const inTab = inPopupTabOf(browser);

  it('following the fair player through the move that loses a winnable deal: the full-deal check notes it, no warning is shown', () =>
    inTab.storingFirst(async (b, tab) => {
      fair ??= await loadFair();
      const loss = await fairLoss(fair);
      const start = loss.start.moves.length;
      await showGame(b, tab, loss.start, NEW_PLAYER_SETTINGS);
      let { game } = await saved(b, tab);
      for (let move = fairDecide(fair, viewOf(game.position)).best; move && game.moves.length < start + 16; move = fairDecide(fair, viewOf(game.position)).best) {
        const played = game.moves.length;
        await playByHand(b, tab, move);
        await expect.poll(async () => (game = (await saved(b, tab)).game).moves.length, { timeout: 30_000 }).toBeGreaterThan(played);
        expect(moveToString(game.moves[played])).toBe(moveToString(move));
        expect(await b.evaluate(tab, `document.querySelectorAll('[data-testid="blunder"]').length`)).toBe(0);
      }
      const lost = loss.lastWinnable(game.moves);
      expect(lost).toBeGreaterThanOrEqual(start);
      expect(lost).toBeLessThan(game.moves.length);
      await expect.poll(async () => { const r = await saved(b, tab); return lineNotes(r.game, r.meta).lastWinnable; }, { timeout: 30_000 }).toBe(lost);
      expect(await b.evaluate(tab, `document.querySelectorAll('[data-testid="blunder"]').length`)).toBe(0);
    }), 120_000);

  it('the warning beside the blocked game\'s box (Undo, Restart, New game): every button in view', () =>
    inTab.storingFirst(async (b, tab) => {
      fair ??= await loadFair();
      const core = fair;
      // (no meter: the chart that follows a lost game covers the tableau until closed, by design)
      await showGame(b, tab, beforeLastBlunder(core), { ...NEW_PLAYER_SETTINGS, autoPlay: false, winMeter: false });
      let { game } = await saved(b, tab);
      for (let move = core.policyMove(viewOf(game.position), BASELINE_POLICY); move; move = core.policyMove(viewOf(game.position), BASELINE_POLICY)) {
        const played = game.moves.length;
        await playByHand(b, tab, move);
        await expect.poll(async () => (game = (await saved(b, tab)).game).moves.length, { timeout: 30_000 }).toBeGreaterThan(played);
      }
      expect(status(game.position)).toBe('blocked');
      await b.waitFor(tab, `!!document.querySelector('[data-testid="status"]')`);
      await b.waitFor(tab, `!!document.querySelector('[data-testid="blunder"]')`, 30_000);
      await b.poll(tab, `(${hiddenControls.toString()})()`).toEqual([]);
      // Every word of the three notices shows, as in Chromium: none is capped to scroll within
      // itself (popup/notices/fitWords.ts is the last resort, past what the sidebar holds).
      await b.poll(tab, CLIPPED_MESSAGES).toEqual([]);
      expect(await b.evaluate(tab, `document.querySelectorAll('.messages .msg-text[role="region"]').length`)).toBe(0);
      await b.screenshot(tab, 'firefox-notices-blocked');
    }), 120_000);

  it('Restart, then one Undo, brings the game back exactly: moves and redo stack', () =>
    inTab.storingFirst(async (b, tab) => {
      await dealAt(b, tab, 1);
      await b.click(tab, pile('t1'));
      await b.click(tab, pile('t8'));
      await b.poll(tab, SAVED_MOVES).toBe('t1>t8');
      await b.click(tab, pile('s'));
      await b.poll(tab, SAVED_MOVES).toBe('t1>t8 deal');
      await b.click(tab, pile('s'));
      await b.poll(tab, SAVED_MOVES).toBe('t1>t8 deal deal');
      await b.click(tab, toolbar('Undo'));
      await b.poll(tab, SAVED_MOVES).toBe('t1>t8 deal');
      const before = (await saved(b, tab)).game;
      await b.click(tab, toolbar('Restart'));
      await b.poll(tab, SAVED_MOVES).toBe('');
      await b.click(tab, toolbar('Undo'));
      await b.poll(tab, SAVED_MOVES).toBe('t1>t8 deal');
      expect((await saved(b, tab)).game.redo).toEqual(before.redo);
      await b.poll(tab, text('live')).toMatch(/^Restart undone: 2 moves/);
    }));

  it('a record pasted over a game under way asks first; after "Leave this game" it is played', () =>
    inTab.storingFirst(async (b, tab) => {
      await dealAt(b, tab, 1);
      await b.click(tab, pile('t1'));
      await b.click(tab, pile('t8'));
      await b.poll(tab, SAVED_MOVES).toBe('t1>t8');
      await enterInNewGame(b, tab, '9 deal deal');
      await b.waitFor(tab, `!!(${button('Leave this game')})`);
      expect(await b.evaluate(tab, text('deal-number'))).toBe('Deal 1');
      await b.click(tab, button('Leave this game'));
      await b.poll(tab, text('deal-number')).toBe('Deal 9');
      await b.poll(tab, SAVED_MOVES).toBe('deal deal');
    }));

  it('Copy deal of a numbered deal gives its number and moves, not its 104 cards', () =>
    inTab.storingFirst(async (b, tab) => {
      await dealAt(b, tab, 1);
      await b.click(tab, pile('t1'));
      await b.click(tab, pile('t8'));
      await b.poll(tab, SAVED_MOVES).toBe('t1>t8');
      await b.click(tab, toolbar('Copy deal'));
      const field = `document.querySelector('[data-testid="panel-record"] textarea')?.value`;
      await b.waitFor(tab, field);
      // The game record's numbered form (docs/rules.md): it reads back as this deal and these moves.
      const record = parseRecord(String(await b.evaluate(tab, field)));
      expect(record.ok && record.value.dealNumber).toBe(1);
      expect(record.ok && record.value.moves.map(moveToString)).toEqual(['t1>t8']);
    }));

  it('the review after a lost game: Enter on a chart point opens it there, the keys step through, Escape closes it', () =>
    inTab.storingFirst(async (b, tab) => {
      const game = blockedGame();
      const n = game.moves.length;
      await showGame(b, tab, game, { ...QUIET, winMeter: true }, { chances: Array.from({ length: n + 1 }, (_, i) => 0.9 - (0.8 * i) / n) });
      const focusedPoint = `document.activeElement?.getAttribute('data-at')`;
      await b.waitFor(tab, `!!document.querySelector('[data-testid="chart-point"][tabindex="0"]')`);
      await b.evaluate(tab, `document.querySelector('[data-testid="chart-point"][tabindex="0"]').focus()`);
      await press(b, tab, 'Home');
      await press(b, tab, 'ArrowRight');
      await press(b, tab, 'ArrowRight');
      await b.poll(tab, focusedPoint).toBe('2');
      await press(b, tab, 'Enter');
      await b.poll(tab, text('review-where')).toBe(`Move 2 of ${n}`);
      await b.poll(tab, `document.querySelector('.sidebar')?.hasAttribute('inert')`).toBe(true);
      await press(b, tab, 'ArrowRight');
      await b.poll(tab, text('review-where')).toBe(`Move 3 of ${n}`);
      await press(b, tab, 'End');
      await b.poll(tab, text('review-where')).toBe(`Move ${n} of ${n}`);
      await press(b, tab, 'Home');
      await b.poll(tab, text('review-where')).toBe(`The deal (${n} moves)`);
      await b.screenshot(tab, 'firefox-review');
      await press(b, tab, 'Escape');
      await b.poll(tab, `!!document.querySelector('[data-testid="game-review"]')`).toBe(false);
      await b.poll(tab, `document.querySelector('.sidebar')?.hasAttribute('inert')`).toBe(false);
      await b.poll(tab, `document.activeElement?.getAttribute('data-testid')`).toBe('review-open');
    }));
});
