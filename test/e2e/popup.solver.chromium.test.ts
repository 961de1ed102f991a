// What the solver and the fair player answer in the popup, in headless Chromium on the
// built extension: the fair hint (the move and chance `plot chance` gives) followed, the
// full-deal hint when its setting is on, the win-chance meter, Winnable? and the demo that
// plays the line out, New game's winnable deals, and the background check's blunder alert.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Move, legalMoves, moveToString, playMove } from '../../src/engine/index';
import { GAME_KEY } from '../../src/storage/gameSave';
import { readStored } from '../../src/storage/gameMigrate';
import { gameOf, winningLine } from './a11yGames';
import { fairExpected } from './fairExpect';
import { launchChromium } from './chromium';
import { browserSession } from './common';
import { openPopupPage, savedGame, showGame, startDeal, storageGet } from './popupPage';

const browser = browserSession(() => launchChromium());

/** Errors any popup page reported (uncaught exceptions, console errors): none expected. */
const pageErrors: string[] = [];

const openPopup = (): Promise<Page> => openPopupPage(browser(), pageErrors);

const label = (page: Page, id: string) => page.getAttribute(`[data-pile="${id}"]`, 'aria-label');

/** A fresh popup on deal `n`, with the quiet settings (and `settings`) that keep the script predictable. */
async function freshGame(n: number, settings: Record<string, boolean> = {}): Promise<Page> {
  const page = await openPopup();
  await startDeal(page, n, settings);
  return page;
}

describe('Chromium: the solver and the fair player in the popup', () => {
  it('the hint is the fair player\'s by default: the move `plot chance` recommends, its chance, highlighted, and it can be followed', async () => {
    const page = await freshGame(1);
    try {
      const expected = await fairExpected(1);
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      const hint = page.locator('[data-testid="hint"]');
      await hint.waitFor({ timeout: 20_000 });
      expect(await hint.textContent()).toMatch(new RegExp(`^Hint: .* — win chance about ${expected.percent}%\\.$`));
      const from = await page.getAttribute('.hint-from', 'data-pile');
      const to = await page.getAttribute('.hint-to', 'data-pile');
      expect([from, to]).toEqual([expected.from, expected.to]);
      const position = (await savedGame(page)).position;
      if (from === 's') await page.click('[data-pile="s"]');
      else {
        const onlyF = legalMoves(position).filter((m) => m.kind === 'play' && m.from === from);
        await page.click(`[data-pile="${from}"]`);
        if (!(onlyF.length === 1 && onlyF[0].kind === 'play' && onlyF[0].to === 'f')) await page.click(`[data-pile="${to}"]`);
      }
      await expect.poll(async () => (await savedGame(page)).moves.map(moveToString)).toEqual([moveToString(expected.best!)]);
      expect(await page.locator('[data-testid="flash"]').count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('with "Hints may look at face-down cards" the hint is the full-deal solver\'s, labelled so', async () => {
    const page = await freshGame(1, { hintsPeek: true });
    try {
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      const hint = page.locator('[data-testid="hint"]');
      await hint.waitFor({ timeout: 20_000 });
      expect(await hint.textContent()).toMatch(/^Hint from the full-deal solver, which sees the face-down cards too: move .*, on a proven winning line\.$/);
    } finally {
      await page.close();
    }
  });

  it('the win-chance meter: the chance at the deal and after each move, as `plot chance` computes it; the board never waits', async () => {
    const page = await freshGame(1);
    try {
      const meter = page.locator('[data-testid="win-meter"] .meter-value');
      const atDeal = await fairExpected(1);
      await expect.poll(() => meter.textContent(), { timeout: 20_000 }).toBe(`${atDeal.percent}%`);
      await expect.poll(() => page.textContent('[data-testid="band"] .sr-only')).toMatch(new RegExp(`^Difficulty: ${atDeal.band[0].toUpperCase()}${atDeal.band.slice(1)}\\. .* was about ${atDeal.percent}%`));
      // Three deals in a row, without waiting: each shows at once; the meter catches up.
      for (const left of [77, 76, 75]) {
        await page.click('[data-pile="s"]');
        await expect.poll(() => label(page, 's')).toMatch(new RegExp(`^Stock: ${left} cards left`));
      }
      const after = await fairExpected(1, [{ kind: 'deal' }, { kind: 'deal' }, { kind: 'deal' }]);
      await expect.poll(() => meter.textContent(), { timeout: 20_000 }).toBe(`${after.percent}%`);
      const firstChance = async () => {
        const meta = readStored(await storageGet(page, GAME_KEY));
        return meta.ok ? meta.value.meta.dealChance : undefined;
      };
      await expect.poll(firstChance).toBeCloseTo(atDeal.percent / 100, 1);
    } finally {
      await page.close();
    }
  });

  it('Winnable? answers with the winning line, and the demo plays it out to a won game', async () => {
    const page = await freshGame(1);
    try {
      await page.getByRole('button', { name: 'Winnable?' }).click();
      const verdict = page.locator('[data-testid="verdict"]');
      await verdict.waitFor({ timeout: 30_000 });
      const text = (await verdict.textContent())!;
      expect(text).toMatch(/^Winnable if you could see every card: a winning line of \d+ moves\./);
      const length = Number(/of (\d+) moves/.exec(text)![1]);
      await page.getByRole('button', { name: 'Play it out' }).click();
      await page.locator('[data-testid="status"]').waitFor({ timeout: 60_000 });
      // The solver's win is not the player's: the end says so, and it does not count as won.
      await expect.poll(() => page.textContent('[data-testid="status"]')).toContain('The solver played this deal out: it does not count.');
      await expect.poll(() => page.getByTestId('panel-won').textContent()).toContain('The solver won this deal');
      await expect.poll(async () => (await savedGame(page)).moves.length).toBe(length);
      const won = await savedGame(page);
      expect(won.position.foundations.every((f) => f.length === 13)).toBe(true);
      // The solver's win is not the player's: it does not count as won.
      const stats = ((await storageGet(page, 'plot.stats')) ?? { won: 0 }) as { won: number };
      expect(stats.won).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('New game with "Winnable deals only" deals a deal the solver has proven winnable', async () => {
    const page = await freshGame(1);
    try {
      await page.getByRole('button', { name: 'New game', exact: true }).first().click();
      await page.getByLabel('Winnable deals only').check();
      await page.getByRole('button', { name: 'Random deal' }).click();
      await page.waitForFunction(() => document.querySelector('[data-testid="deal-number"]')?.textContent !== 'Deal 1', undefined, {
        timeout: 60_000,
      });
      const n = Number((await page.textContent('[data-testid="deal-number"]'))!.replace('Deal ', ''));
      expect(Number.isInteger(n) && n >= 1 && n <= 0xffffffff).toBe(true);
      await expect.poll(async () => (await savedGame(page)).dealNumber).toBe(n);
      await page.getByRole('button', { name: 'Winnable?' }).click();
      await page.locator('[data-testid="verdict"]').waitFor({ timeout: 30_000 });
      expect(await page.textContent('[data-testid="verdict"]')).toMatch(/^Winnable if you could see every card: a winning line of \d+ moves\./);
    } finally {
      await page.close();
    }
  });

  it('the background check flags a move that loses a winnable game; its Undo takes it back', async () => {
    // Found here with the solver in Node: the first move off deal 3's winning line that loses.
    const { prefix, blunder } = await findBlunder(3);
    const game = gameOf(3, prefix);
    const page = await openPopup();
    try {
      await showGame(page, game, { autoPlay: false, blunderCheck: true, blunderPeek: true, animations: false });
      if (blunder.kind === 'deal') await page.click('[data-pile="s"]');
      else if (blunder.to === 'f') {
        await page.focus(`[data-pile="${blunder.from}"]`);
        await page.keyboard.press('f');
      } else {
        await page.click(`[data-pile="${blunder.from}"]`);
        await page.click(`[data-pile="${blunder.to}"]`);
      }
      await expect.poll(async () => (await savedGame(page)).moves.length).toBe(prefix.length + 1);
      const banner = page.locator('[data-testid="blunder"]');
      await banner.waitFor({ timeout: 30_000 });
      expect(await banner.textContent()).toMatch(/^(Moving|Dealing) the .+ lost a winnable game\./);
      await banner.getByRole('button', { name: 'Undo' }).click();
      await expect.poll(async () => (await savedGame(page)).moves.length).toBe(prefix.length);
      await expect.poll(() => page.locator('[data-testid="blunder"]').count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('no popup page reported an error', () => {
    expect(pageErrors).toEqual([]);
  });
});

/** The first move off deal `n`'s winning line (as the solver finds it) that is a proven loss. */
async function findBlunder(n: number): Promise<{ prefix: Move[]; blunder: Move }> {
  const { loadSolver } = await import('../../src/solver/node');
  const { solveGame } = await import('../../src/solver/search/solve');
  const core = await loadSolver(16 << 20);
  const line = await winningLine(n);
  let game = gameOf(n);
  for (let k = 0; k < line.length; k++) {
    for (const m of legalMoves(game.position)) {
      if (solveGame(core, game.deal, [...game.moves, m], { maxNodes: 50_000 }).verdict === 'loss') return { prefix: [...game.moves], blunder: m };
    }
    const next = playMove(game, line[k]);
    if (!next.ok) throw new Error(next.error.message);
    game = next.value;
  }
  throw new Error(`no losing move found along deal ${n}'s line`);
}
