// Screenshots of the fair player in the popup, English and Spanish, light and dark: a
// mid-game fair hint with the win-chance meter, and the chart after a lost game (its
// chances worked out in Node by the same fair player, kept in the save as the meter keeps
// them). Each one also checks that the texts are the language's and fit the sidebar.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Game, dealPosition, playMove, viewOf } from '../../src/engine/index';
import { fairDecide } from '../../src/solver/fair/core';
import { playerMove } from '../../src/solver/fair/play';
import { loadFair } from '../../src/solver/node';
import { blockedGame, gameOf } from './a11yGames';
import { type ChromiumSession, launchChromium } from './chromium';
import { ROOT } from './common';
import { QUIET_SETTINGS, openOnGame, shootBothThemes } from './popupPage';

/** Deal 2 after `plies` moves of the fair player itself. */
async function fairGame(n: number, plies: number): Promise<Game> {
  const core = await loadFair();
  let g = gameOf(n);
  for (let i = 0; i < plies; i++) {
    const { move } = playerMove(core, g.position, 'fair');
    if (!move) break;
    const next = playMove(g, move);
    if (!next.ok) throw new Error(next.error.message);
    g = next.value;
  }
  return g;
}

/** The fair chance after every number of moves of `g` (what the meter would have kept). */
async function chancesAlong(g: Game): Promise<number[]> {
  const core = await loadFair();
  let pos = dealPosition(g.deal);
  const out: number[] = [];
  const at = (p: typeof pos) => fairDecide(core, viewOf(p), { scoreForced: true }).chance ?? 0;
  out.push(at(pos));
  let replayed = gameOf(g.dealNumber!);
  for (const m of g.moves) {
    const next = playMove(replayed, m);
    if (!next.ok) throw new Error(next.error.message);
    replayed = next.value;
    pos = replayed.position;
    out.push(at(pos));
  }
  return out;
}

/** The messages of `lang` as the extension ships them (the test matches whatever they say). */
const locale = (lang: string): Record<string, { message: string }> => JSON.parse(readFileSync(join(ROOT, '_locales', lang, 'messages.json'), 'utf8'));

const LANGS = [
  { lang: 'en', hint: 'Hint', hintText: /^Hint: .* — win chance about \d+%\.$/, meter: /Win chance/, chart: /Win chance, move by move/ },
  { lang: 'es', hint: 'Pista', hintText: /^Pista: .*\. Probabilidad de ganar: alrededor del \d+%\.$/, meter: /Probabilidad/, chart: /Probabilidad de ganar, jugada a jugada/ },
] as const;


/** Elements that stick out of their box (the sidebar's, the chart's; text cut off): none expected. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    const check = (box: Element | null, selector: string) => {
      if (!box) return;
      const b = box.getBoundingClientRect();
      for (const el of [box, ...box.querySelectorAll(selector)]) {
        const r = el.getBoundingClientRect();
        const outer = el === box ? { left: 0, right: 800, top: 0, bottom: 600 } : b;
        if (r.width > 0 && (r.right > outer.right + 0.5 || r.left < outer.left - 0.5 || r.bottom > outer.bottom + 0.5 || r.top < outer.top - 0.5)) {
          out.push(String(el.getAttribute('class') ?? el.tagName));
        }
      }
    };
    check(document.querySelector('.sidebar'), '.fair-row, .fair-row *, .hint-msg');
    check(document.querySelector('.chance-chart'), '*');
    return out;
  });

for (const l of LANGS) {
  describe(`Chromium (${l.lang}): the fair hint, the meter and the chart`, () => {
    let session: ChromiumSession | undefined;
    const errors: string[] = [];
    beforeAll(async () => {
      session = await launchChromium(l.lang === 'en' ? {} : { lang: l.lang });
    });
    afterAll(async () => {
      await session?.close();
    });
    const shootBoth = (page: Page, name: string) => shootBothThemes(session!, page, name);

    it('a mid-game fair hint with the meter, light and dark', async () => {
      const page = await openOnGame(session!, errors, await fairGame(2, 30));
      try {
        await page.getByRole('button', { name: l.hint, exact: true }).click();
        const hint = page.locator('[data-testid="hint"]');
        await hint.waitFor({ timeout: 20_000 });
        expect(await hint.textContent()).toMatch(l.hintText);
        await expect.poll(() => page.textContent('[data-testid="win-meter"] .meter-value'), { timeout: 20_000 }).toMatch(/^\d+%$/);
        expect(await page.getAttribute('[data-testid="win-meter"]', 'title')).toBeTruthy();
        expect(await page.textContent('[data-testid="win-meter"]')).toMatch(l.meter);
        expect(await overflowing(page)).toEqual([]);
        await shootBoth(page, `fair-hint-${l.lang}`);
      } finally {
        await page.close();
      }
    });

    it('the chart after a lost game, light and dark', async () => {
      const game = blockedGame();
      const chances = await chancesAlong(game);
      const page = await openOnGame(session!, errors, game, { settings: QUIET_SETTINGS, meta: { chances } });
      try {
        const chart = page.locator('[data-testid="chance-chart"]');
        await chart.waitFor();
        expect(await chart.textContent()).toMatch(l.chart);
        expect(await overflowing(page)).toEqual([]);
        await shootBoth(page, `fair-chart-${l.lang}`);
      } finally {
        await page.close();
      }
    });

    it('a deal lost even with every card seen, and a 90%+ deal from what can be seen: the sentence between the two voices, light and dark', async () => {
      // Deal 5 at the deal (issue 20): the solver proves it lost; the fair chance is about 95%.
      const page = await openOnGame(session!, errors, gameOf(5));
      try {
        await expect.poll(() => page.textContent('[data-testid="win-meter"] .meter-value'), { timeout: 20_000 }).toMatch(/^\d+%$/);
        await page.keyboard.press('w');
        const verdict = page.locator('[data-testid="verdict"]');
        await verdict.waitFor({ timeout: 30_000 });
        const words = (key: string) => String(locale(l.lang)[key].message).replace(/[.?()]/g, '\\$&').replace('$1', '\\d+');
        await expect.poll(() => verdict.textContent(), { timeout: 30_000 }).toMatch(new RegExp(`^${words('verdictLoss')}.*${words('voicesLostDeal')}`));
        expect(await overflowing(page)).toEqual([]);
        await shootBoth(page, `voices-lost-deal-${l.lang}`);
      } finally {
        await page.close();
      }
    });

    it('the deal\'s line fits beside the title for any deal number and base: the board does not move with the deal', async () => {
      const page = await openOnGame(session!, errors, gameOf(5));
      try {
        // The longest texts: ten digits (deal numbers go up to 4,294,967,295) and the base 10.
        const heights = await page.evaluate(() => {
          const masthead = document.querySelector('.masthead')!;
          const number = document.querySelector('[data-testid="deal-number"]')!;
          const base = document.querySelector('.base-rank [aria-hidden]')!;
          const [word] = number.textContent!.split(' ');
          const out: number[] = [];
          for (const digits of ['5', '4294967295']) {
            for (const rank of ['K', '10']) {
              number.textContent = `${word} ${digits}`;
              base.textContent = base.textContent!.replace(/\S+$/, rank);
              out.push(masthead.getBoundingClientRect().height);
            }
          }
          return out;
        });
        expect(new Set(heights).size).toBe(1);
      } finally {
        await page.close();
      }
    });

    it('no page error', () => {
      expect(errors).toEqual([]);
    });
  });
}
