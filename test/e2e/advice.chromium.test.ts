// Part B of the table in headless Chromium, on the built extension, in English and Spanish:
// Search longer goes on from the search it left; the blunder alert names the first losing
// move under quick play (and what it buried), and Hint in the lost game; paste to play; the
// deal of the day (the same deal as the formula in Node) and its share line. Screenshots of
// each notice go to artifacts/advice-*.png.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Game, type Move, dealFromNumber, legalMoves, moveToString, recordToString, replay } from '../../src/engine/index';
import { blunderText } from '../../popup/advice/blunderText';
import { DAILY_NODES, dayOf, findDailyDeal } from '../../src/solver/daily';
import { loadSolver } from '../../src/solver/node';
import { solveGame } from '../../src/solver/search/solve';
import type { SolverCore } from '../../src/solver/search/core';
import { GAME_KEY, type GameMeta, envelope } from '../../src/storage/gameSave';
import { DAILY_KEY } from '../../src/storage/daily';
import { gameOf as gameAfter } from './a11yGames';
import { launchChromium, type ChromiumSession } from './chromium';
import { QUIET_SETTINGS, openPopupPage, savedGame, storageClear, storageGet, storageSet, waitReady, playByHand } from './popupPage';

let core: SolverCore;
const POPUP_TABLE = 16 << 20; // the popup worker's table: the same answers as the browser's

function dealCards(n: number) {
  const d = dealFromNumber(n);
  if (!d.ok) throw new Error(d.error.message);
  return d.value;
}

/** A popup on `game` (or none saved), with these settings and extra storage. */
async function popupWith(session: ChromiumSession, errors: string[], setup: { game?: Game; settings?: object; extra?: Record<string, unknown>; meta?: Partial<GameMeta> } = {}): Promise<Page> {
  const page = await openPopupPage(session, errors);
  // The popup that opened first may still save its own game (a late answer of its meter, or
  // its reply to the clear) after the set below: then the stored game is not the test's, and
  // the set is made again.
  for (let attempt = 1; ; attempt++) {
    await storageClear(page);
    await storageSet(page, {
      'plot.settings': { ...QUIET_SETTINGS, ...setup.settings },
      ...(setup.game ? { [GAME_KEY]: envelope(setup.game, 'test', { counted: true, won: false, ...setup.meta }) } : {}),
      ...setup.extra,
    });
    await page.reload();
    await waitReady(page);
    if (!setup.game || (await savedGame(page)).moves.length === setup.game.moves.length) return page;
    if (attempt === 3) throw new Error('the popup saved its own game over the test\'s three times');
  }
}

const savedMoves = async (page: Page) => (await savedGame(page)).moves.map(moveToString).join(' ');

/** Deal 9's first losing move along its winning line from move 105 on (found with the popup's table and budgets). */
function deal9Blunder(): { prefix: Move[]; blunder: Move; text: string } {
  const d = dealCards(9);
  const won = solveGame(core, d, [], { maxNodes: 2_000_000 });
  if (won.verdict !== 'win') throw new Error('deal 9 is winnable');
  for (let k = 105; k < won.line.length; k++) {
    const prefix = won.line.slice(0, k);
    const pos = replay(d, prefix);
    if (!pos.ok) throw new Error(pos.error.message);
    for (const m of legalMoves(pos.value)) {
      if (solveGame(core, d, [...prefix, m], { maxNodes: 300_000 }).verdict !== 'loss') continue;
      const before = solveGame(core, d, prefix, { maxNodes: 300_000 });
      if (before.verdict !== 'win') continue;
      return { prefix, blunder: m, text: blunderText(pos.value, m, before.line) };
    }
  }
  throw new Error('no blunder found on deal 9');
}

/** A game of the deal of `day`, everything played but its last move (a foundation play). */
function nearlyWonDaily(dealNumber: number): { game: Game; last: Extract<Move, { kind: 'play' }> } {
  const won = solveGame(core, dealCards(dealNumber), [], { maxNodes: 2_000_000 });
  if (won.verdict !== 'win') throw new Error('the deal of the day is proved won');
  return { game: gameAfter(dealNumber, won.line.slice(0, -1)), last: won.line.at(-1) as Extract<Move, { kind: 'play' }> };
}

beforeAll(async () => {
  core = await loadSolver(POPUP_TABLE);
});

for (const lang of ['en', 'es'] as const) {
  const words = lang === 'en'
    ? { winnable: 'Winnable?', longer: 'Search longer', newGame: 'New game', daily: 'Deal of the day', copyShare: 'Copy share line', undoMany: /^Undo 3 moves$/, hint: 'Hint', play: 'Play this deal', field: 'Deal number' }
    : { winnable: '¿Ganable?', longer: 'Buscar más tiempo', newGame: 'Nueva partida', daily: 'Reparto del día', copyShare: 'Copiar para compartir', undoMany: /^Deshacer 3 jugadas$/, hint: 'Pista', play: 'Jugar este reparto', field: 'Número de reparto' };

  describe(`Chromium: part B of the table (${lang})`, () => {
    let session: ChromiumSession;
    const errors: string[] = [];
    beforeAll(async () => {
      session = await launchChromium(lang === 'en' ? {} : { lang });
      await session.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    });
    afterAll(async () => {
      await session?.close();
      expect(errors).toEqual([]);
    });

    it('Search longer goes on from the search it left, and says how far it has got', async () => {
      // Deals undecided at 50 M nodes in docs/winnability.md. The popup's portfolio can still
      // be lucky within its first budget (7338 and 5860 have been won there), so the test
      // takes the first that Winnable? leaves undecided.
      const undecided = lang === 'en' ? /^Undecided: .+ positions searched, no win or loss proven yet\./ : /^Sin decidir: se han examinado .+ posiciones/;
      let page: Page | undefined;
      let first = '';
      for (const n of [7338, 5860, 53165, 62277]) {
        page = await popupWith(session, errors, { game: gameAfter(n, []) });
        await page.getByRole('button', { name: words.winnable, exact: true }).click();
        const verdict = page.locator('[data-testid="verdict"]');
        await verdict.waitFor({ timeout: 30_000 });
        first = (await verdict.textContent())!;
        if (undecided.test(first)) break;
        await page.close();
        page = undefined;
      }
      if (!page) throw new Error('every candidate deal was decided within the first budget');
      try {
        expect(first).toMatch(undecided);
        await session.screenshot(page, `advice-search-longer-${lang}`);
        if (lang === 'es') return;
        const firstCount = Number(first.match(/Undecided: ([\d.,]+)( million)?/)!.slice(1, 3).reduce((a, b, i) => (i === 0 ? a.replace(/,/g, '') : b ? String(Number(a) * 1e6) : a), ''));
        await page.getByRole('button', { name: words.longer }).click();
        // The first progress seen already counts past the earlier search: it went on from there.
        const busy = page.locator('[data-testid="busy"]');
        await page.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="busy"]')?.textContent ?? ''), undefined, { timeout: 30_000, polling: 10 });
        const progress = Number((await busy.textContent())!.replace(/[^\d]/g, ''));
        expect(progress).toBeGreaterThan(firstCount);
        // Undecided at 10 M nodes, as a rule; a win found on the way is a proof too (replayed).
        await page.waitForFunction(() => /^(Undecided: .* million|Winnable if you could see every card)/.test(document.querySelector('[data-testid="verdict"]')?.textContent ?? ''), undefined, { timeout: 90_000 });
        const second = (await page.locator('[data-testid="verdict"]').textContent())!;
        expect(second).not.toBe(first);
        await session.screenshot(page, 'advice-search-longer-after-en');
        if (second.startsWith('Undecided')) expect(await page.getByRole('button', { name: words.longer }).count()).toBe(1); // 10 M is not the last step
      } finally {
        await page.close();
      }
    });

    it('quick play: the full-deal blunder alert (its setting on) names the first losing move and what it buried; Hint in the lost game (from the full deal, its setting on)', async () => {
      const { prefix, blunder, text } = deal9Blunder();
      const page = await popupWith(session, errors, { game: gameAfter(9, prefix), settings: { blunderCheck: true, blunderPeek: true, hintsPeek: true } });
      try {
        await playByHand(page, blunder);
        await page.click('[data-pile="s"]');
        await page.click('[data-pile="s"]');
        await expect.poll(() => savedMoves(page)).toBe([...prefix, blunder, { kind: 'deal' }, { kind: 'deal' }].map((m) => moveToString(m as Move)).join(' '));
        const banner = page.locator('[data-testid="blunder"]');
        await banner.waitFor({ timeout: 30_000 });
        if (lang === 'en') expect(await banner.locator('span').first().textContent()).toBe(text);
        else expect(await banner.locator('span').first().textContent()).toMatch(/^(Mover|Sacar) el .+ perdió una partida ganable\./);
        await page.getByRole('button', { name: words.hint, exact: true }).click();
        const hint = page.locator('[data-testid="hint"]');
        await hint.waitFor({ timeout: 30_000 });
        expect(await hint.textContent()).toMatch(lang === 'en' ? /^No move wins from here; the one that leaves the most options is to (move|deal) .+\.$/ : /^Ninguna jugada gana desde aquí; la que deja más opciones es (mover|sacar) .+\.$/);
        // Beside a meter above 0%, why the two differ, with the meter's own figure (hintVoices.test.tsx has every pair).
        const meter = page.locator('[data-testid="win-meter"] .meter-value');
        await expect.poll(() => meter.textContent(), { timeout: 30_000 }).toMatch(/^\d+%$/);
        const shown = (await meter.textContent())!;
        expect(shown).not.toBe('0%');
        await expect.poll(() => page.locator('[data-testid="hint-why"]').textContent()).toContain(lang === 'en'
          ? `The face-down cards make this game lost from here; your chance of about ${shown} is`
          : `Las cartas boca abajo hacen que esta partida esté perdida desde aquí; tu probabilidad de alrededor del ${shown} es`);
        await session.screenshot(page, `advice-blunder-${lang}`);
        await banner.getByRole('button', { name: words.undoMany }).click();
        await expect.poll(() => savedMoves(page)).toBe(prefix.map(moveToString).join(' '));
      } finally {
        await page.close();
      }
    });

    it('paste to play: a record starts at its position with its moves to undo; bad text is explained beside the field', async () => {
      const page = await popupWith(session, errors);
      try {
        await page.getByRole('button', { name: words.newGame, exact: true }).first().click();
        const field = page.getByLabel(words.field);
        const bad = `${recordToString({ deal: dealCards(1), moves: [] })} deal r>t1`;
        await field.fill(bad);
        await field.press('Enter');
        const error = page.locator('[data-testid="deal-text-error"]');
        expect(await error.textContent()).toBe(lang === 'en'
          ? 'Move 2 (r>t1) is not allowed there: the reserve plays only to the foundations.'
          : 'La jugada 2 (r>t1) no está permitida ahí: las cartas de la reserva solo van a las fundaciones.');
        expect(await field.inputValue()).toBe(bad);
        await session.screenshot(page, `advice-paste-error-${lang}`);
        await field.fill(recordToString({ deal: dealCards(1), moves: gameAfter(1, [{ kind: 'deal' }, { kind: 'deal' }]).moves }));
        await field.press('Enter');
        await expect.poll(() => savedMoves(page)).toBe('deal deal');
        await expect.poll(() => page.locator('[data-testid="panel-new"]').count()).toBe(0);
        await page.keyboard.press('z');
        await expect.poll(() => savedMoves(page)).toBe('deal');
      } finally {
        await page.close();
      }
    });

    it('deal of the day: the same deal as the formula computes in Node; a win shows the streak and the share line', async () => {
      const day = dayOf(new Date());
      const expected = await findDailyDeal(day, async (_n, d) => solveGame(core, d, [], { maxNodes: DAILY_NODES }));
      if (!expected.ok) throw new Error('no deal of the day');
      const page = await popupWith(session, errors);
      try {
        await page.getByRole('button', { name: words.newGame, exact: true }).first().click();
        await page.getByRole('button', { name: words.daily }).click();
        await page.waitForFunction((n) => document.querySelector('[data-testid="deal-number"]')?.textContent?.endsWith(` ${n}`), expected.dealNumber, { timeout: 30_000 });
      } finally {
        await page.close();
      }
      // A nearly won daily game of today, 4 min 12 s of play and one hint so far (the game's
      // own record, which the share line reads), yesterday's deal won.
      const { game, last } = nearlyWonDaily(expected.dealNumber);
      const yesterday = dayOf(new Date(Date.now() - 86_400_000));
      const won = await popupWith(session, errors, {
        game,
        meta: { timeMs: 252_000, hints: 1 },
        extra: {
          'plot.stats': { played: 3, won: 2, currentStreak: 0, bestStreak: 2, hintsUsed: 1 },
          [DAILY_KEY]: { streak: 1, bestStreak: 1, lastWon: yesterday, current: { day, dealNumber: expected.dealNumber, startedAt: Date.now() - 252_000, hintsBefore: 0 } },
        },
      });
      try {
        await won.focus(`[data-pile="${last.from}"]`);
        await won.keyboard.press('f');
        const notice = won.locator('[data-testid="daily-won"]');
        await notice.waitFor({ timeout: 10_000 });
        const share = (await notice.locator('output').textContent())!;
        expect(share).toMatch(lang === 'en'
          ? new RegExp(`^Plot — ${day} — won in ${game.moves.length + 1} moves, 4:1\\d, 1 hint$`)
          : new RegExp(`^Plot — ${day} — ganada en ${game.moves.length + 1} jugadas, 4:1\\d, 1 pista$`));
        expect(await notice.textContent()).toContain(lang === 'en' ? 'Daily streak: 2.' : 'Racha diaria: 2.');
        await session.screenshot(won, `advice-daily-won-${lang}`);
        await notice.getByRole('button', { name: words.copyShare }).click();
        await won.locator('[data-testid="daily-won"] button', { hasText: lang === 'en' ? 'copied' : 'copiado' }).waitFor({ timeout: 5_000 });
        expect(await won.evaluate(() => navigator.clipboard.readText())).toBe(share);
        await expect.poll(() => storageGet(won, DAILY_KEY)).toEqual({ streak: 2, bestStreak: 2, lastWon: day, won: [yesterday, day] });
      } finally {
        await won.close();
      }
    });
  });
}
