// The popup in headless Chromium, on the built extension: a scripted game on deal 1 by
// mouse and by keyboard, undo and redo, closing and reopening, two popups at once, a
// corrupted save recovered, the game record, and screenshots of the worst case (light and
// dark; the README's come from table.chromium.test.ts). What the solver and the fair
// player answer in the popup is popup.solver.chromium.test.ts.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Game, type Move, legalMoves, moveToString, parseRecord, playMove, safeFoundationMoves } from '../../src/engine/index';
import { GAME_KEY } from '../../src/storage/gameSave';
import { readStored } from '../../src/storage/gameMigrate';
import { gameOf } from './a11yGames';
import { launchChromium } from './chromium';
import { browserSession } from './common';
import { openPopupPage, savedGame, showDamagedSave, showGame, startDeal, storageClear, storageGet, waitReady } from './popupPage';

const browser = browserSession(() => launchChromium());

/** Errors any popup page reported (uncaught exceptions, console errors): none expected. */
const pageErrors: string[] = [];

const openPopup = (): Promise<Page> => openPopupPage(browser(), pageErrors);

const savedMoves = async (page: Page) => (await savedGame(page)).moves.map(moveToString).join(' ');

const label = (page: Page, id: string) => page.getAttribute(`[data-pile="${id}"]`, 'aria-label');

/** A fresh popup on deal `n`, with the quiet settings that keep the script predictable. */
async function freshGame(n: number): Promise<Page> {
  const page = await openPopup();
  await startDeal(page, n);
  return page;
}

const center = async (page: Page, id: string) => {
  const box = (await page.locator(`[data-pile="${id}"]`).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height - 20 };
};

describe('Chromium: the popup', () => {
  it('plays deal 1 by mouse: click-click, an illegal drop explained, the stock, drag and drop', async () => {
    const page = await freshGame(1);
    try {
      // illegal: t2 (7H, which could go on t8's 8C) onto t3 (9S) — the engine's reason, no dialog
      await page.click('[data-pile="t2"]');
      await page.click('[data-pile="t3"]');
      const flash = () => page.locator('[data-testid="flash"]').textContent();
      await expect.poll(flash).toBe('Not allowed: the seven of hearts cannot go on the nine of spades, because tableau piles build down one rank at a time.');
      expect(await page.locator('[role="dialog"], dialog').count()).toBe(0);

      expect(await label(page, 't1')).toBe('1: 7, Tableau pile 1: seven of clubs');
      await page.click('[data-pile="t1"]');
      await expect.poll(() => page.locator('[data-pile="t8"].target').count()).toBe(1);
      await page.click('[data-pile="t8"]');
      await expect.poll(() => label(page, 't8')).toBe('8: 8 7, Tableau pile 8: seven of clubs on top, 2 cards');
      await expect.poll(() => savedMoves(page)).toBe('t1>t8');
      // Now the 7H has nowhere to go: it is not picked up, and says so.
      await page.click('[data-pile="t2"]');
      expect(await page.locator('.pile.selected').count()).toBe(0);
      await expect.poll(flash).toBe('Nowhere to go: no foundation takes the seven of hearts now, and no tableau pile takes it.');

      await page.getByRole('button', { name: /^Stock: 78 cards left/ }).click();
      await page.getByRole('button', { name: /^Stock: 77 cards left/ }).waitFor();
      await expect.poll(() => savedMoves(page)).toBe('t1>t8 deal');

      // drag and drop: a legal tableau or waste move the engine lists now
      const game = await savedGame(page);
      const move = legalMoves(game.position).find((m) => m.kind === 'play' && m.to.startsWith('t')) as
        | Extract<Move, { kind: 'play' }>
        | undefined;
      expect(move).toBeDefined();
      const a = await center(page, move!.from);
      const b = await center(page, move!.to);
      await page.mouse.move(a.x, a.y);
      await page.mouse.down();
      await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
      await page.mouse.move(b.x, b.y, { steps: 4 });
      await page.mouse.up();
      await expect.poll(() => savedMoves(page)).toBe(`t1>t8 deal ${moveToString(move!)}`);
      await expect.poll(() => page.textContent('[data-testid="live"]')).toContain(' to tableau pile ');
    } finally {
      await page.close();
    }
  });

  it('double-click sends a card to its foundation', async () => {
    // Deal 3: base 8; t1's 9D could go to f1, t9 or t11 — the double-click picks the foundation.
    const page = await freshGame(3);
    try {
      await page.dblclick('[data-pile="t1"]');
      await expect.poll(() => savedMoves(page)).toBe('t1>f');
      expect(await label(page, 'f1')).toMatch(/^2\/13: 9, Foundation 1, the first: nine of diamonds, 2 of 13 cards/);
    } finally {
      await page.close();
    }
  });

  it('plays by keyboard: arrows, Enter to pick and drop, D, Z, Y, and the toolbar Undo/Redo', async () => {
    const page = await freshGame(1);
    try {
      await page.focus('[data-pile="t1"]');
      const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-pile'));
      await page.keyboard.press('Tab');
      await expect.poll(focused).toBe('t2');
      await page.keyboard.press('Shift+Tab');
      await expect.poll(focused).toBe('t1');
      await page.keyboard.press('Enter');
      await expect.poll(() => label(page, 't1')).toContain('selected');
      for (const key of ['ArrowDown', 'ArrowRight', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
      await expect.poll(focused).toBe('t8');
      await page.keyboard.press('Space');
      await expect.poll(() => savedMoves(page)).toBe('t1>t8');
      await page.keyboard.press('d');
      await expect.poll(() => savedMoves(page)).toBe('t1>t8 deal');
      await page.keyboard.press('z');
      await expect.poll(() => savedMoves(page)).toBe('t1>t8');
      await page.keyboard.press('y');
      await expect.poll(() => savedMoves(page)).toBe('t1>t8 deal');
      await page.getByRole('button', { name: 'Undo', exact: true }).first().click();
      await page.getByRole('button', { name: 'Undo', exact: true }).first().click();
      await expect.poll(() => savedMoves(page)).toBe('');
      await expect.poll(async () => (await savedGame(page)).redo.length).toBe(2);
      await page.getByRole('button', { name: 'Redo', exact: true }).click();
      await expect.poll(() => savedMoves(page)).toBe('t1>t8');
      await expect.poll(() => page.textContent('[data-testid="live"]')).toMatch(/^Move redone: move the seven of clubs/);
    } finally {
      await page.close();
    }
  });

  it('closing and reopening the popup brings the game back exactly', async () => {
    const page = await freshGame(1);
    await page.click('[data-pile="t1"]');
    await page.click('[data-pile="t8"]');
    await page.getByRole('button', { name: /^Stock/ }).click();
    await page.getByRole('button', { name: 'Undo', exact: true }).first().click();
    await expect.poll(async () => (await savedGame(page)).redo.length).toBe(1);
    const before = await savedGame(page);
    await page.close();
    const again = await openPopup();
    try {
      expect(await again.textContent('[data-testid="deal-number"]')).toBe('Deal 1');
      expect(await label(again, 't8')).toBe('8: 8 7, Tableau pile 8: seven of clubs on top, 2 cards');
      const after = await savedGame(again);
      expect(after.moves).toEqual(before.moves);
      expect(after.redo).toEqual(before.redo);
      expect(await again.getByRole('button', { name: 'Redo', exact: true }).isEnabled()).toBe(true);
    } finally {
      await again.close();
    }
  });

  it('two popups at once keep one consistent game: each shows the other\'s moves', async () => {
    const a = await freshGame(1);
    const b = await openPopup();
    try {
      expect(await b.textContent('[data-testid="deal-number"]')).toBe('Deal 1');
      await a.click('[data-pile="t1"]');
      await a.click('[data-pile="t8"]');
      await b.waitForFunction(() => /2 cards$/.test(document.querySelector('[data-pile="t8"]')?.getAttribute('aria-label') ?? ''));
      await b.getByRole('button', { name: /^Stock/ }).click();
      await a.getByRole('button', { name: /^Stock: 77 cards left/ }).waitFor();
      await expect.poll(() => savedMoves(a)).toBe('t1>t8 deal');
      await expect.poll(() => b.textContent('[data-testid="notice"]')).toMatch(/changed in another window/);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('a corrupted save is kept as a backup, a fresh game starts, a notice says so', async () => {
    const page = await openPopup();
    try {
      // The backup of the damaged save is checked by showDamagedSave itself.
      await showDamagedSave(page, { format: 2, game: 'garbage {{{' });
      await expect.poll(() => page.textContent('[data-testid="notice"]')).toMatch(/could not be read.*plot\.game\.backup\./);
      expect(readStored(await storageGet(page, GAME_KEY)).ok).toBe(true);
    } finally {
      await page.close();
    }
  });

  it('copy deal gives the deal number and the moves (never the face-down cards) as a game record', async () => {
    const page = await freshGame(1);
    try {
      await page.click('[data-pile="t1"]');
      await page.click('[data-pile="t8"]');
      await expect.poll(() => savedMoves(page)).toBe('t1>t8');
      await page.getByRole('button', { name: 'Copy deal' }).click();
      const text = await page.getByRole('textbox', { name: 'Game record' }).inputValue();
      expect(text).toBe('1 t1>t8');
      // The game record's numbered form (docs/rules.md): it reads back as this deal and these moves.
      const record = parseRecord(text);
      expect(record.ok && record.value.dealNumber).toBe(1);
      expect(record.ok && record.value.deal).toEqual((await savedGame(page)).deal);
      expect(record.ok && record.value.moves.map(moveToString)).toEqual(['t1>t8']);
    } finally {
      await page.close();
    }
  });

  it('fits 800×600 without scrolling with a deep waste and long piles; screenshots light and dark', async () => {
    // Deal 2 played greedily onto the tableau (waste cards built down on piles, the stock
    // dealt nearly out): an 11-card pile, a deep waste, closed foundations. Injected through
    // the popup's save format, then reloaded.
    const page = await freshGame(2);
    try {
      const deep = greedyBuild(2);
      expect(Math.max(...deep.position.tableau.map((p) => p.length))).toBeGreaterThanOrEqual(10);
      expect(deep.position.waste.length).toBeGreaterThan(20);
      await showGame(page, deep);
      expect((await savedGame(page)).moves).toEqual(deep.moves);
      expect(await label(page, 't1')).toMatch(/11 cards$/);
      const geometry = await page.evaluate(() => {
        const out: string[] = [];
        const { scrollWidth, scrollHeight } = document.documentElement;
        if (scrollWidth > 800 || scrollHeight > 600) out.push(`document scrolls: ${scrollWidth}×${scrollHeight}`);
        for (const el of document.querySelectorAll('[data-pile], .toolbar button, .messages')) {
          const r = el.getBoundingClientRect();
          if (r.left < 0 || r.top < 0 || r.right > 800.5 || r.bottom > 600.5) out.push(`${el.getAttribute('data-pile') ?? el.className} outside: ${JSON.stringify(r)}`);
        }
        for (const p of document.querySelectorAll('.tpile')) {
          const pr = p.getBoundingClientRect();
          for (const c of p.querySelectorAll('.card')) {
            const r = c.getBoundingClientRect();
            if (r.bottom > pr.bottom + 0.5) out.push(`${p.getAttribute('data-pile')} card overflows its row`);
          }
        }
        return out;
      });
      expect(geometry).toEqual([]);
      // A hint so the screenshot shows the highlight.
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await page.locator('[data-testid="hint"]').waitFor({ timeout: 20_000 });
      await page.emulateMedia({ colorScheme: 'light' });
      await browser().screenshot(page, 'popup-deep-light');
      await page.emulateMedia({ colorScheme: 'dark' });
      await browser().screenshot(page, 'popup-deep-dark');
    } finally {
      await page.close();
    }
  });

  it('with the default settings (auto-play, background check), moves and hints run without errors', async () => {
    const page = await openPopup();
    try {
      await storageClear(page);
      await page.reload();
      await waitReady(page);
      let played = 0;
      for (let i = 0; i < 6; i++) {
        await page.getByRole('button', { name: 'Hint', exact: true }).click();
        await page.locator('[data-testid="hint"]').waitFor({ timeout: 20_000 });
        const from = await page.getAttribute('.hint-from', 'data-pile');
        const to = await page.getAttribute('.hint-to', 'data-pile');
        if (!from) break;
        const before = (await savedGame(page)).moves.length;
        await page.click(`[data-pile="${from}"]`);
        // One click plays a card with one place to go; otherwise it is picked up, to be dropped.
        const picked = () => page.locator('.pile.selected').count();
        await expect.poll(async () => (await picked()) > 0 || (await savedGame(page)).moves.length > before).toBe(true);
        if ((await picked()) > 0 && to) await page.click(`[data-pile="${to}"]`);
        await expect.poll(async () => (await savedGame(page)).moves.length).toBeGreaterThan(before);
        played++;
      }
      // Every move's background check ran to its end (the page counts them): only then is no flash an answer.
      await expect.poll(() => page.getAttribute('main', 'data-checked'), { timeout: 30_000 }).toBe(String(played));
      expect(await page.locator('[data-testid="flash"]').count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('no popup page reported an error', () => {
    expect(pageErrors).toEqual([]);
  });
});

/** Plays deal `n` greedily onto the tableau: safe foundation plays, waste onto piles, reserve up, deal. */
function greedyBuild(n: number): Game {
  let g = gameOf(n);
  for (let i = 0; i < 400; i++) {
    const pos = g.position;
    const moves = legalMoves(pos);
    const pick: Move | undefined =
      safeFoundationMoves(pos)[0] ??
      moves.find((m) => m.kind === 'play' && m.from === 'w' && m.to.startsWith('t') && pos.tableau[Number(m.to.slice(1)) - 1].length > 0) ??
      moves.find((m) => m.kind === 'play' && m.from === 'r') ??
      moves.find((m) => m.kind === 'play' && m.from === 'w' && m.to === 'f') ??
      (pos.stock.length > 6 ? moves.find((m) => m.kind === 'deal') : undefined);
    if (!pick) break;
    const next = playMove(g, pick);
    if (!next.ok) throw new Error(next.error.message);
    g = next.value;
  }
  return g;
}
