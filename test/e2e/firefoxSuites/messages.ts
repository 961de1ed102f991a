// Issue 31's "a message is never cut" in Firefox ESR, at 800×600 and on a phone: the message
// area's boxes at their most crowded — a hint then Winnable?'s verdict at the start, the fair
// warning with a hint beside it, the end of a won deal of the day (the streak, the share
// line, the win). Each box's words must fit it: no box taller or wider inside than drawn, no
// .more fade (probes.ts). The failure lists each box with its figures.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Game, type Move, viewOf } from '../../../src/engine/index';
import { type FairCore, BASELINE_POLICY } from '../../../src/solver/fair/core';
import { dayOf } from '../../../src/solver/daily';
import { loadFair } from '../../../src/solver/node';
import { DAILY_KEY } from '../../../src/storage/daily';
import { t } from '../../../popup/platform/i18n';
import { gameOf, winningLine } from '../a11yGames';
import { greedyGame, NEW_PLAYER_SETTINGS } from '../fairExpect';
import type { FirefoxSession } from '../firefox';
import { button, QUIET, showGame, toolbar } from '../firefoxPage';
import { clippedNow, hintThenVerdict, inNewTab, type Lang, speaking, startGame, tableStill } from './games';
import { heard, playByPointer, pressButton } from './pointer';
import { emulate, SCREENS, type Screen } from './screens';

const present = (testId: string) => `!!document.querySelector('[data-testid="${testId}"]')`;

/** Waits for `expression` to hold after a move; a failure says what the page heard and shows. */
async function shown(b: FirefoxSession, tab: string, expression: string): Promise<void> {
  try {
    await b.poll(tab, expression, 30_000).toBe(true);
  } catch (e) {
    const ids = await b.evaluate(tab, `[...document.querySelectorAll('[data-testid]')].map((e) => e.dataset.testid).join(', ')`);
    throw new Error(`${String(e)}; the page shows ${ids}; it heard: ${await heard(b, tab)}`);
  }
}

export const messagesSuite = (browser: () => FirefoxSession, lang: Lang = 'en', screens: readonly Screen[] = SCREENS) => describe(`no message cut, on each screen (issue 31, ${lang})`, () => {
  speaking(lang);
  let blunder: { game: Game; move: Move };
  let daily: { game: Game; last: Move };
  beforeAll(async () => {
    // Deal 12 after the greedy baseline's first 198 moves, and its next move: a clearly worse
    // one, which the fair warning speaks of (fairAlert.chromium.test.ts).
    const fair: FairCore = await loadFair();
    const game = greedyGame(fair, 12, 198);
    blunder = { game, move: fair.policyMove(viewOf(game.position), BASELINE_POLICY)! };
    const line = await winningLine(1);
    daily = { game: gameOf(1, line.slice(0, -1)), last: line[line.length - 1] };
  });

  for (const screen of screens) {
    const shot = (b: FirefoxSession, tab: string, what: string) => b.screenshot(tab, `firefox-messages-${lang}-${screen.slug}-${what}`);

    describe(screen.name, () => {
      it('at the start of a game: a hint, then Winnable?\'s verdict', inNewTab(browser, async (b, tab) => {
        await startGame(b, tab, screen);
        const clipped: string[] = [];
        await hintThenVerdict(b, tab, screen, async (after) => {
          clipped.push(...(await clippedNow(b, tab, `after ${after}`)));
          await shot(b, tab, `start-${after === 'Hint' ? 'hint' : 'verdict'}`);
        });
        expect(clipped).toEqual([]);
      }));

      it('the fair warning after a clearly worse move, then a hint beside it', inNewTab(browser, async (b, tab) => {
        await emulate(b, tab, screen);
        await showGame(b, tab, blunder.game, NEW_PLAYER_SETTINGS);
        await tableStill(b, tab);
        await playByPointer(b, tab, screen, blunder.game.position, blunder.move);
        await shown(b, tab, present('blunder'));
        const clipped = await clippedNow(b, tab, 'the warning');
        await shot(b, tab, 'warning');
        await pressButton(b, tab, toolbar(t('hint')), screen);
        await b.poll(tab, present('hint'), 30_000).toBe(true);
        clipped.push(...(await clippedNow(b, tab, 'the warning and a hint')));
        await shot(b, tab, 'warning-hint');
        expect(clipped).toEqual([]);
      }));

      it('a deal of the day won: the streak, the share line and the win', inNewTab(browser, async (b, tab) => {
        await emulate(b, tab, screen);
        const day = dayOf(new Date());
        const yesterday = dayOf(new Date(Date.now() - 86_400_000));
        await showGame(b, tab, daily.game, QUIET, { timeMs: 252_000, hints: 1 }, {
          'plot.stats': { played: 3, won: 2, currentStreak: 0, bestStreak: 2, hintsUsed: 1 },
          [DAILY_KEY]: { streak: 1, bestStreak: 1, lastWon: yesterday, current: { day, dealNumber: 1, startedAt: Date.now() - 252_000, hintsBefore: 0 } },
        });
        await tableStill(b, tab);
        await playByPointer(b, tab, screen, daily.game.position, daily.last);
        await shown(b, tab, `${present('daily-won')} && ${present('status')}`);
        // The win's panel opens over the table; the message area is measured all the same,
        // and seen once the panel is closed.
        const clipped = await clippedNow(b, tab, 'the daily win');
        if (await b.evaluate(tab, `!!(${button(t('close'))})`)) await pressButton(b, tab, button(t('close')), screen);
        await shot(b, tab, 'daily-won');
        expect(clipped).toEqual([]);
      }));
    });
  }
});
