// Paste to play in headless Firefox ESR: a game record typed into the New game field starts
// at its position with its moves as undo history; bad text gets its error beside the field
// and changes nothing. And the panels, loaded after the first paint: their chunk and
// stylesheet come from moz-extension:// once the board is drawn (not with the page), and
// every panel opens styled. A 1 MB legal record (issue 32's, which froze the popup for
// 445 s) is refused at once with the limit. What follows an action, or loads late, is
// polled (b.poll).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dealFromNumber, movesToString, recordToString } from '../../../src/engine/index';
import { longLegalLine } from '../../engine/longLine';
import { DIST } from '../common';
import { SAVED_MOVES, type FirefoxSession } from '../firefox';
import { enterInNewGame, inPopupTabOf, newGameField as field, startEmpty, toolbar, typeInNewGame } from '../firefoxPage';

/** In the page: puts `text` in the open New game field (one input event), waits for the frame that shows it, then times Enter to the next frame. */
const pasteThenEnter = (text: string) => `(async () => {
  const field = ${field};
  field.value = ${JSON.stringify(text)};
  field.dispatchEvent(new Event('input', { bubbles: true }));
  const frame = () => new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn, 0)));
  await frame();
  const t = performance.now();
  field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  await frame();
  return performance.now() - t;
})()`;

export const pasteSuite = (browser: () => FirefoxSession) => describe('paste to play', () => {
  const deal1 = dealFromNumber(1);
  if (!deal1.ok) throw new Error(deal1.error.message);
  const record = (moves: string) => `${recordToString({ deal: deal1.value, moves: [] })} ${moves}`;
  const inTab = inPopupTabOf(browser);
  const dealNumber = `document.querySelector('[data-testid="deal-number"]').textContent`;

  it('a record starts at its position, undoable; bad text is explained and loses nothing', async () => {
    await inTab.storingFirst(async (b, tab) => {
      await startEmpty(b, tab);
      const dealBefore = await b.evaluate(tab, dealNumber);
      await enterInNewGame(b, tab, record('deal t8>t3 r>t1'));
      await b.poll(tab, `document.querySelector('[data-testid="deal-text-error"]')?.textContent`).toBe(
        'Move 3 (r>t1) is not allowed there: the reserve plays only to the foundations.',
      );
      // What must not change, read once the error (the answer to Enter) is there.
      expect(await b.evaluate(tab, `${field}.value`)).toBe(record('deal t8>t3 r>t1'));
      expect(await b.evaluate(tab, dealNumber)).toBe(dealBefore);
      await b.screenshot(tab, 'firefox-paste-error');

      await typeInNewGame(b, tab, record('deal t8>t3'));
      await b.poll(tab, SAVED_MOVES).toBe('deal t8>t3');
      await b.poll(tab, dealNumber).toBe('Custom deal');
      await b.poll(tab, `document.querySelector('[data-pile="t3"]').getAttribute('aria-label')`).toMatch(/Tableau pile 3: eight of clubs on top, 2 cards/);
      await b.click(tab, toolbar('Undo'));
      await b.poll(tab, SAVED_MOVES).toBe('deal');
    });
  });

  it('a 1 MB record of legal moves is refused at once, with the limit, and changes nothing', async () => {
    await inTab.storingFirst(async (b, tab) => {
      await startEmpty(b, tab);
      const before = await b.evaluate(tab, SAVED_MOVES);
      const huge = `1 ${movesToString(longLegalLine(1, 174_007).moves)}`;
      await b.click(tab, toolbar('New game'));
      await b.waitFor(tab, `!!${field}`);
      const ms = (await b.evaluate(tab, pasteThenEnter(huge))) as number;
      await b.poll(tab, `document.querySelector('[data-testid="deal-text-error"]')?.textContent`).toBe(
        `This text has ${huge.length.toLocaleString('en')} characters; a game record has at most 200,000 (room for 10,000 moves).`,
      );
      console.log(`Firefox: a 1 MB paste refused on screen ${ms.toFixed(0)} ms after Enter`);
      expect(await b.evaluate(tab, SAVED_MOVES)).toBe(before);
    });
  });

  it('the panels load after the first paint, from the extension, styled', async () => {
    await inTab(async (b, tab) => {
      // Not in the page: popup/loading/onDemandParts.ts adds onDemand.css after the first
      // paint (when the browser is idle, or on first use), beside popup.css.
      expect(readFileSync(join(DIST, 'popup.html'), 'utf8')).not.toMatch(/onDemand\.css|chunks\/onDemand/);
      for (const [name, testId] of [['Statistics', 'panel-stats'], ['Settings', 'panel-settings'], ['Help', 'panel-help'], ['Copy deal', 'panel-record'], ['New game', 'panel-new']]) {
        const panel = `document.querySelector('[data-testid="${testId}"]')`;
        await b.click(tab, toolbar(name));
        // onDemand.css applied (it may land after the panel): the panel sits over the tableau.
        await b.poll(tab, `${panel} && getComputedStyle(${panel}).position`).toBe('absolute');
        expect(await b.evaluate(tab, `!!document.querySelector('[data-testid="load-failed"]')`), testId).toBe(false);
        await b.click(tab, `${panel}.querySelector('button.close')`);
      }
      // The panels' code is only in dist/chunks/ (test/e2e/package.test.ts): drawn, it came
      // from there; the stylesheet came from the extension too.
      await b.poll(tab, `[...document.styleSheets].map((s) => s.href ?? '').filter((h) => h.endsWith('/onDemand.css'))`).toEqual([
        expect.stringMatching(/^moz-extension:\/\/[^/]+\/onDemand\.css$/),
      ]);
    });
  });
});
