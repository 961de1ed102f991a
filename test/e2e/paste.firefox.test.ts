// Paste to play in headless Firefox ESR: a game record typed into the New game field starts
// at its position with its moves as undo history; bad text gets its error beside the field
// and changes nothing. And the panels, loaded after the first paint: their chunk and
// stylesheet come from moz-extension:// once the board is drawn (not with the page), and
// every panel opens styled.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dealFromNumber, recordToString } from '../../src/engine/index';
import { DIST, browserSession } from './common';
import { launchFirefox } from './firefox';

describe('Firefox: paste to play', () => {
  const browser = browserSession(launchFirefox);
  const ready = `document.body.dataset.ready === 'true' && !!document.querySelector('[data-pile="t1"]')`;
  const savedMoves = `browser.storage.local.get('plot.game').then((r) => r['plot.game']?.game?.moves ?? null)`;
  const deal1 = dealFromNumber(1);
  if (!deal1.ok) throw new Error(deal1.error.message);
  const record = (moves: string) => `${recordToString({ deal: deal1.value, moves: [] })} ${moves}`;

  /** Types `text` into the New game field and presses Enter. */
  const enter = (text: string) => `(() => {
    const field = document.querySelector('[data-testid="panel-new"] textarea');
    field.value = ${JSON.stringify(text)};
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  })()`;

  it('a record starts at its position, undoable; bad text is explained and loses nothing', async () => {
    const b = browser();
    const tab = await b.openPopup();
    try {
      await b.waitFor(tab, ready);
      await b.evaluate(tab, `browser.storage.local.clear().then(() => browser.storage.local.set({ 'plot.settings': { autoPlay: false, blunderCheck: false, animations: false } }))`);
      await b.evaluate(tab, `document.body.dataset.ready = 'stale'; location.reload()`);
      await b.waitFor(tab, ready);
      const dealBefore = await b.evaluateValue(tab, `document.querySelector('[data-testid="deal-number"]').textContent`);
      await b.evaluate(tab, `[...document.querySelectorAll('.toolbar button')].find((e) => e.textContent === 'New game').click()`);
      await b.waitFor(tab, `!!document.querySelector('[data-testid="panel-new"] textarea')`);

      await b.evaluate(tab, enter(record('deal t8>t3 r>t1')));
      const error = await b.waitFor(tab, `document.querySelector('[data-testid="deal-text-error"]')?.textContent`);
      expect(error).toBe('Move 3 (r>t1) is not allowed there: the reserve plays only to the foundations.');
      expect(await b.evaluateValue(tab, `document.querySelector('[data-testid="panel-new"] textarea').value`)).toBe(record('deal t8>t3 r>t1'));
      expect(await b.evaluateValue(tab, `document.querySelector('[data-testid="deal-number"]').textContent`)).toBe(dealBefore);
      await b.screenshot(tab, 'firefox-paste-error');

      await b.evaluate(tab, enter(record('deal t8>t3')));
      expect(await b.waitFor(tab, `${savedMoves}.then((m) => m === 'deal t8>t3' ? m : null)`)).toBe('deal t8>t3');
      expect(await b.evaluateValue(tab, `document.querySelector('[data-testid="deal-number"]').textContent`)).toBe('Custom deal');
      expect(await b.evaluateValue(tab, `document.querySelector('[data-pile="t3"]').getAttribute('aria-label')`)).toMatch(/Tableau pile 3: eight of clubs on top, 2 cards/);
      await b.evaluate(tab, `[...document.querySelectorAll('.toolbar button')].find((e) => e.textContent === 'Undo').click()`);
      expect(await b.waitFor(tab, `${savedMoves}.then((m) => m === 'deal' ? m : null)`)).toBe('deal');
    } finally {
      await b.closeTab(tab);
    }
  });

  it('the panels load after the first paint, from the extension, styled', async () => {
    const b = browser();
    const tab = await b.openPopup();
    const sheets = async () => String(await b.evaluateValue(tab, `[...document.styleSheets].map((s) => s.href ?? '').join(' ')`)).split(' ');
    const click = (name: string) => `[...document.querySelectorAll('.toolbar button')].find((e) => e.textContent === ${JSON.stringify(name)}).click()`;
    try {
      await b.waitFor(tab, ready);
      // Not in the page: popup/loading/onDemandParts.ts adds onDemand.css after the first paint (when the
      // browser is idle, or on first use), beside popup.css.
      expect(readFileSync(join(DIST, 'popup.html'), 'utf8')).not.toMatch(/onDemand\.css|chunks\/onDemand/);
      for (const [button, testId] of [['Statistics', 'panel-stats'], ['Settings', 'panel-settings'], ['Help', 'panel-help'], ['Copy deal', 'panel-record'], ['New game', 'panel-new']]) {
        await b.evaluate(tab, click(button));
        await b.waitFor(tab, `!!document.querySelector('[data-testid="${testId}"]')`);
        // onDemand.css applied: the panel sits over the tableau, in the panel's colours.
        expect(await b.evaluateValue(tab, `getComputedStyle(document.querySelector('[data-testid="${testId}"]')).position`), testId).toBe('absolute');
        expect(await b.evaluateValue(tab, `!!document.querySelector('[data-testid="load-failed"]')`)).toBe(false);
        await b.evaluate(tab, `document.querySelector('[data-testid="${testId}"] button.close').click()`);
      }
      // The panels' code is only in dist/chunks/ (test/e2e/package.test.ts): drawn, it came
      // from there; the stylesheet came from the extension too.
      expect((await sheets()).filter((h) => h.endsWith('/onDemand.css'))).toEqual([
        expect.stringMatching(/^moz-extension:\/\/[^/]+\/onDemand\.css$/),
      ]);
    } finally {
      await b.closeTab(tab);
    }
  });
});
