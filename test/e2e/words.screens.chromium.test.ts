// The words of issue 32 as a player sees them, in English and Spanish, on a phone (a finger)
// and in the 800×600 popup: the status line's difficulty says what it is (the chance at the
// deal, before any card was turned) and keeps the line's one fixed height at 360×740, and a
// press on it (a finger sees no tooltip) says so in the message area, moving no pile; Help
// gives the rules newcomers trip on in the player's gestures; the review at a card of a stock
// run says it is one (never auto-play). Measured in the page (panelGeometry.ts,
// reviewGeometry.ts); screenshots into artifacts/words-*.png. The words themselves are the
// unit tests' (test/popup/panelsScreens, reviewGestures, voices, twinCards).
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { type Game, type Position, dealPosition, legalMoves, moveToString, play } from '../../src/engine/index';
import type { MessageKey } from '../../popup/platform/messages';
import type { Regret } from '../../src/storage/gameSave';
import { type Lang, localeSource } from '../support/locale';
import { blockedGame } from './a11yGames';
import { launchChromium } from './chromium';
import { browserSession, saveArtifact } from './common';
import { panelProblems } from './panelGeometry';
import { QUIET_SETTINGS, showGame, waitReady, watchErrors } from './popupPage';
import { geometryProblems } from './reviewGeometry';

const errors: string[] = [];
afterAll(() => {
  expect(errors).toEqual([]);
});

/** A blocked game whose moves 13–15 are one stock run (a double-click), the first of them costly; every chance known, the deal's 93% (Hard). */
function fixture(): { game: Game; meta: { chances: number[]; regrets: (Regret | null)[]; auto: number[]; lastWinnable: number }; run: number } {
  const game = blockedGame();
  const positions: Position[] = [dealPosition(game.deal)];
  for (const m of game.moves) {
    const next = play(positions[positions.length - 1], m);
    if (!next.ok) throw new Error(next.error.message);
    positions.push(next.value);
  }
  const lead = game.moves.findIndex((m, i) => m.kind === 'deal' && game.moves[i + 1]?.kind === 'deal' && game.moves[i + 2]?.kind === 'deal');
  const chances = positions.map((_, i) => Math.round((0.93 - (0.6 * i) / positions.length) * 1000) / 1000);
  const other = legalMoves(positions[lead]).find((m) => m.kind === 'play')!;
  const regrets: (Regret | null)[] = game.moves.map((_, i) => (i === lead ? [chances[i] + 0.1, chances[i], moveToString(other)] : null));
  return { game, meta: { chances, regrets, auto: [lead + 1, lead + 2], lastWinnable: lead + 1 }, run: lead + 1 };
}

const data = fixture();

/**
 * A phone's pointer is a finger, `(pointer: coarse)`: Chromium's mobile emulation leaves it
 * fine until DevTools' touch emulation is on (panels.screens.chromium.test.ts has the why).
 */
async function finger(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  await expect.poll(() => page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
}

const SCREENS = [
  { name: 'phone', status: { width: 360, height: 740 }, panels: { width: 390, height: 844 }, phone: true },
  { name: 'popup', status: { width: 800, height: 600 }, panels: { width: 800, height: 600 }, phone: false },
] as const;

for (const lang of ['en', 'es'] as Lang[]) {
  const source = localeSource(lang);
  const say = (key: MessageKey, ...subs: (string | number)[]) => source(key, subs.map(String));

  describe(`issue 32's words on screen (Chromium, ${lang})`, () => {
    const phone = browserSession(() => launchChromium({ mobile: { width: 390, height: 844 }, lang }));
    const desktop = browserSession(() => launchChromium({ lang }));

    for (const screen of SCREENS) {
      it(`${screen.name}: the difficulty in the status line, Help's rules, the review at a stock run's card`, async () => {
        const page: Page = await (screen.phone ? phone() : desktop()).openExtensionPage('popup.html');
        watchErrors(page, errors);
        try {
          page.setDefaultTimeout(15_000);
          await page.setViewportSize(screen.status);
          await waitReady(page);
          // The status line a few moves in: the deal's 93% makes it Hard, the meter says what it says now.
          const { game, meta, run } = data;
          const early = { ...game, moves: game.moves.slice(0, 5) } as Game;
          await showGame(page, early, { ...QUIET_SETTINGS, winMeter: true }, { meta: { chances: meta.chances.slice(0, 6) } });
          const band = page.getByTestId('band');
          await band.waitFor();
          const described = say('bandTitle', say('bandHard'), 93);
          expect(await band.getAttribute('title')).toBe(described);
          expect(await band.evaluate((el) => el.textContent)).toContain(described);
          const measure = () => page.evaluate(() => {
            const status = document.querySelector('.status')!;
            return {
              status: { scroll: status.scrollHeight, client: status.clientHeight },
              piles: [...document.querySelectorAll('[data-pile]')].map((el) => { const r = el.getBoundingClientRect(); return `${el.getAttribute('data-pile')} ${r.x},${r.y}`; }),
            };
          });
          const before = await measure();
          expect(before.status.scroll, 'the status line holds its words in its own height').toBeLessThanOrEqual(before.status.client);
          saveArtifact(`words-status-${screen.name}-${lang}.png`, await page.screenshot({ clip: { x: 0, y: 0, width: screen.status.width, height: 160 } }));
          // A finger sees no tooltip: a press on the badge says the same in the message area, on
          // the first screen; the status line keeps its height and no pile moves.
          await (screen.phone ? band.tap() : band.click());
          const note = page.getByTestId('band-note');
          await note.waitFor();
          expect(await note.textContent()).toBe(described);
          expect(await band.getAttribute('aria-expanded')).toBe('true');
          expect(await measure()).toEqual(before);
          const shown = (await note.boundingBox())!;
          expect(shown.y + 20, 'the note starts on the first screen').toBeLessThanOrEqual(screen.status.height);
          saveArtifact(`words-band-note-${screen.name}-${lang}.png`, await page.screenshot());
          await (screen.phone ? band.tap() : band.click());
          await note.waitFor({ state: 'detached' });

          await page.setViewportSize(screen.panels);
          if (screen.phone) await finger(page);
          await page.keyboard.press('?');
          await page.getByTestId('help-rules').waitFor();
          saveArtifact(`words-help-${screen.name}-${lang}.png`, await page.screenshot({ fullPage: true }));
          expect(await page.evaluate(panelProblems, { selector: '[data-testid="panel-help"]', phone: screen.phone })).toEqual([]);
          await page.keyboard.press('Escape');

          await showGame(page, game, QUIET_SETTINGS, { meta });
          await page.getByTestId('review-open').click();
          const where = page.getByTestId('review-where');
          // To the run's last card by the review's keys (quicker than a click per step), the last step by its button.
          for (let at = 0; at < run; at++) await page.keyboard.press('ArrowRight');
          await page.getByTestId('review-next').click();
          await expect.poll(() => where.textContent()).toBe(say('reviewAt', run + 1, game.moves.length));
          expect(await page.getByTestId('review-gesture').textContent()).toBe(say('reviewRun', run, 2, 3));
          saveArtifact(`words-review-${screen.name}-${lang}.png`, await page.screenshot({ fullPage: true }));
          expect(await page.evaluate(geometryProblems, { root: '.game-review', phone: screen.phone, whole: !screen.phone })).toEqual([]);
        } finally {
          await page.close();
        }
      });
    }
  });
}
