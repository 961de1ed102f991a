// The game's turning point in headless Chromium, English and Spanish: the move that completes
// foundation 1 lights the seven foundations it opens, once (an animation the page really
// runs, none with reduced motion), and the live region says every foundation is open.
// Screenshots artifacts/moment-f1-*.png, taken while it shows.
import { describe, expect, it } from 'vitest';
import { type Game, type Move, opensFoundations, playMove } from '../../src/engine/index';
import { loadSolver } from '../../src/solver/node';
import { solveGame } from '../../src/solver/search/solve';
import { gameOf } from './a11yGames';
import { launchChromium } from './chromium';
import { browserSession } from './common';
import { QUIET_SETTINGS, type openPopupPage, openOnGame, playByHand, showGame } from './popupPage';

/** Deal 1 along the solver's winning line, just before the move that completes foundation 1, and that move. */
async function beforeOpening(): Promise<{ game: Game; move: Move }> {
  let game = gameOf(1);
  const won = solveGame(await loadSolver(16 << 20), game.deal, [], { maxNodes: 2_000_000 });
  if (won.verdict !== 'win') throw new Error('deal 1 is proved won');
  for (const move of won.line) {
    const after = playMove(game, move);
    if (!after.ok) throw new Error(after.error.message);
    if (opensFoundations(game.position, after.value.position)) return { game, move };
    game = after.value;
  }
  throw new Error('the line never completes foundation 1');
}

const LANGS = [
  { lang: 'en', said: /Foundation 1 is complete: every foundation is open now\.$/ },
  { lang: 'es', said: /La fundación 1 está completa: ya se pueden empezar todas las fundaciones\.$/ },
] as const;

for (const l of LANGS) {
  describe(`Chromium (${l.lang}): foundation 1 complete`, () => {
    const browser = browserSession(() => launchChromium(l.lang === 'en' ? {} : { lang: l.lang }));
    const errors: string[] = [];

    /** The animations running on the foundations now. */
    const lit = (page: Awaited<ReturnType<typeof openPopupPage>>) =>
      page.evaluate(() => document.getAnimations().filter((a) => a instanceof CSSAnimation && a.animationName.startsWith('opened-')).length);

    it('the move lights the foundations it opens, once, and says so; not with reduced motion', async () => {
      const { game, move } = await beforeOpening();
      // Animations on (the moment is one), auto-play off (the line's moves are played as they are).
      const page = await openOnGame(browser(), errors, game, { settings: { ...QUIET_SETTINGS, animations: true, autoPlay: false } });
      try {
        await playByHand(page, move);
        await page.locator('.foundations.opened').waitFor();
        await expect.poll(() => page.textContent('[data-testid="live"]')).toMatch(l.said);
        // The line and the seven foundations opened: eight animations, caught while they run.
        await expect.poll(() => lit(page)).toBeGreaterThan(0);
        await browser().screenshot(page, `moment-f1-${l.lang}`);
        // Asking for less motion: the same step, no animation.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await showGame(page, game, { ...QUIET_SETTINGS, animations: true, autoPlay: false });
        await playByHand(page, move);
        await page.locator('.foundations.opened').waitFor();
        expect(await lit(page)).toBe(0);
      } finally {
        await page.close();
      }
      expect(errors).toEqual([]);
    }, 120_000);
  });
}
