// Accessibility of the popup in headless Chromium, in English and in Spanish: axe-core
// audits every state a player meets (board, moves, hints, verdicts, the end of a game,
// each panel) in the light and the dark theme (Spanish: each state in one of them, in turn), and a game is played to its win by
// keyboard alone, checking what the live region says at every step.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Game, type Move, legalMoves, playMove, sourceCard } from '../../src/engine/index';
import { setMessageSource, t } from '../../popup/platform/i18n';
import { moveSentence } from '../../popup/input/moveWords';
import { cardLabel, cardThe, fromPlace } from '../../popup/table/names';
import { illegalReason } from '../../popup/table/refusals';
import { type Lang, localeSource } from '../support/locale';
import { nearTheEnd } from './a11yGames';
import { expectedHintText, fairExpected } from './fairExpect';
import { type AxeReport, audit, formatViolations, violationCount } from './axe';
import { type AuditGames, type Say, auditGames, auditStates } from './a11yStates';
import { launchChromium } from './chromium';
import { browserSession } from './common';
import { arrowTo, focusedName, illegalDrop, keysFor, liveText, tabIntoBoard } from './keyboardPlay';
import { openPopupPage, savedGame, showGame } from './popupPage';

const LANGS: readonly Lang[] = ['en', 'es'];
const THEMES = ['light', 'dark'] as const;

let games: AuditGames;
/** Deal 8 near the end of its winning line, for the game played by keyboard. */
let ending: { start: Game; rest: Move[] };
beforeAll(async () => {
  games = await auditGames();
  ending = await nearTheEnd(8);
});

/** What the popup says on a win, written out (not read from the tables under test). */
const WON: Record<Lang, string> = {
  en: 'You won! All 104 cards are on the foundations.',
  es: '¡Has ganado! Las 104 cartas están en las fundaciones.',
};
/** The shape of each kind of announcement, written out per language. */
const SHAPES: Record<Lang, { hint: RegExp; picked: RegExp; refused: RegExp; moved: RegExp }> = {
  en: {
    hint: /^Hint: .+ — win chance about \d+%\.$/,
    picked: /^You picked up the .+ from .+\. Choose where it goes\.$/,
    refused: /^Not allowed: .+/,
    moved: /^The .+ (goes from .+ to .+|is dealt from the stock onto the waste)\./,
  },
  es: {
    hint: /^Pista: .+\. Probabilidad de ganar: alrededor del \d+%\.$/,
    picked: /^Has tomado (el|la) .+ de(l| la) .+\. Elige adónde va\.$/,
    refused: /^No se puede: .+/,
    moved: /^(El|La) .+ (pasa de(l| la) .+ a .+|sale del mazo al descarte)\./,
  },
};

/**
 * Elements with a violation, per language, state and theme, and the rules axe could not
 * decide (needing a person's look): printed at the end for the record.
 */
const tally: string[] = [];
afterAll(() => {
  if (tally.length > 0) console.log(`axe audit (elements with a violation):\n${tally.join('\n')}`);
});

const sayIn = (lang: Lang): Say => {
  const source = localeSource(lang);
  return (key, ...subs) => source(key, subs.map(String));
};

for (const lang of LANGS) {
  describe(`Chromium, ${lang}: accessibility`, () => {
    const browser = browserSession(() => launchChromium(lang === 'en' ? {} : { lang }));
    const say = sayIn(lang);
    const errors: string[] = [];
    let page: Page;
    beforeAll(async () => {
      page = await openPopupPage(browser(), errors);
    });

    it('the page speaks the language of its texts', async () => {
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect(await page.locator('.toolbar button').first().textContent()).toBe(say('newGame'));
    });

    // One page goes through every state (each state resets the saved game first). English
    // audits each state in both themes; Spanish (the same colours, its own words and names)
    // each state in one theme, the two in turn, so that both are seen in Spanish too.
    for (const [i, state] of auditStates(() => games).entries()) {
      const themes = lang === 'en' ? THEMES : [THEMES[i % 2]];
      it(`${state.name}: no axe violations, ${themes.join(' and ')}`, async () => {
        await page.emulateMedia({ colorScheme: 'light' });
        await state.prepare(page, say);
        const reports: [string, AxeReport][] = [];
        for (const theme of themes) {
          await page.emulateMedia({ colorScheme: theme });
          reports.push([theme, await audit(page)]);
        }
        for (const [theme, report] of reports) {
          const undecided = report.incomplete.length > 0 ? `  (undecided: ${report.incomplete.join(', ')})` : '';
          tally.push(`  ${lang} ${theme.padEnd(5)} ${String(violationCount(report.violations)).padStart(3)}  ${state.name}${undecided}`);
          // The audit really ran: axe has over 90 rules besides the ones left out.
          expect(report.rules).toBeGreaterThan(90);
        }
        const failures = reports
          .filter(([, r]) => r.violations.length > 0)
          .map(([theme, r]) => formatViolations(`${lang}, ${theme}, ${state.name}`, r.violations));
        if (failures.length > 0) throw new Error(`axe found violations:\n${failures.join('\n')}`);
      });
    }

    it('a won ending played by keyboard alone: the live region says each move, a refusal, a hint and the win', async () => {
      // The popup's own texts, through the same _locales table, give the exact words
      // expected; SHAPES and WON above check them against what is written out here.
      setMessageSource(localeSource(lang));
      try {
        let game = ending.start;
        expect(ending.rest.length).toBeGreaterThanOrEqual(5);
        await showGame(page, game);
        await tabIntoBoard(page);

        // A hint: the fair player's move and chance, as `plot chance` works them out.
        await page.keyboard.press('h');
        const hint = expectedHintText(game.position, await fairExpected(game.dealNumber!, game.moves));
        await expect.poll(() => liveText(page), { timeout: 20_000 }).toMatch(SHAPES[lang].hint);
        expect(await liveText(page)).toBe(hint);

        // A refusal: a card picked up and dropped where it may not go; nothing is played.
        const wrong = illegalDrop(game.position);
        await arrowTo(page, wrong.from);
        await page.keyboard.press('Enter');
        const picked = t('picked', cardThe(sourceCard(game.position, wrong.from)!), fromPlace(wrong.from));
        await expect.poll(() => liveText(page)).toBe(picked);
        expect(picked).toMatch(SHAPES[lang].picked);
        await arrowTo(page, wrong.onto);
        await page.keyboard.press('Enter');
        const refused = t('illegal', illegalReason(wrong.error));
        await expect.poll(() => liveText(page)).toBe(refused);
        expect(refused).toMatch(SHAPES[lang].refused);
        expect((await savedGame(page)).moves.length).toBe(game.moves.length);

        // The line to the end, move by move.
        for (const [i, move] of ending.rest.entries()) {
          const before = game;
          const next = playMove(before, move);
          if (!next.ok) throw new Error(next.error.message);
          game = next.value;
          const last = i === ending.rest.length - 1;
          const said = moveSentence(before.position, move) + (last ? ` ${t('wonGame')}` : '');
          for (const step of keysFor(before.position, move)) {
            await arrowTo(page, step.focus);
            // On arrival the pile is named with its top card, as a listener needs it.
            const top = step.focus === 's' ? undefined : sourceCard(before.position, step.focus as never);
            if (top !== undefined && !step.focus.startsWith('f')) expect(await focusedName(page)).toContain(cardLabel(top));
            await page.keyboard.press(step.key);
            if (step.picks) await expect.poll(() => liveText(page)).toBe(t('picked', cardThe(top!), fromPlace(step.focus)));
          }
          await expect.poll(async () => (await savedGame(page)).moves.length).toBe(game.moves.length);
          // The win's goals are said after the winning move's sentence, with it (goals/goals.ts).
          if (last) await expect.poll(async () => (await liveText(page)).startsWith(said)).toBe(true);
          else await expect.poll(() => liveText(page)).toBe(said);
          expect(said).toMatch(SHAPES[lang].moved);
        }
        expect(await liveText(page)).toContain(` ${WON[lang]}`);
        await expect.poll(() => page.textContent('[data-testid="status"]')).toContain(WON[lang]);
      } finally {
        setMessageSource(undefined);
      }
    });

    it('no page error', () => {
      expect(errors).toEqual([]);
    });
  });
}
