// Issue 35's reasons to come back in headless Firefox ESR, briefly, as the Chromium tests check
// them (tutorial, pastDays, goals): the guided first game, opened from Help, played to its end
// by keyboard alone (real key presses: Tab into the board, arrows, Enter, F, D) and by touch on
// a phone (390×844, where this ESR's BiDi reaches the chrome scope: screens.ts), each move seen
// on the board and each step seen done, counting nothing; yesterday played from the calendar
// (← then Enter) deals the number the popup's worker finds, worked out here in Node by the same
// formula; a near-won game (Finish, no hint, no Undo) earns its goals: the notice names them and
// Statistics lists them with today's date; sync: this Firefox's item is in its storage.sync
// after a setting changes, and another browser's item delivered there (as Firefox Sync would)
// brings its felt, its figures summed in Statistics and its goal.
import { describe, expect, it } from 'vitest';
import { type Game, type Move, type PileId, parseMove, playMove } from '../../../src/engine/index';
import { DAILY_NODES, dayBefore, dayOf, findDailyDeal } from '../../../src/solver/daily';
import { loadSolver } from '../../../src/solver/node';
import { solveGame } from '../../../src/solver/search/solve';
import { ACHIEVEMENTS_KEY, GOAL_IDS } from '../../../src/storage/achievements';
import { deviceItem, deviceKey, recordAfter } from '../../../src/storage/deviceRecord';
import { EMPTY_STATS } from '../../../src/storage/prefs';
import { guidedGame } from '../../../popup/tutorial/guidedDeal';
import { shortDay } from '../../../popup/daily/dayNames';
import { t, tn } from '../../../popup/platform/i18n';
import { GUIDED_LINE } from '../../support/guidedLine';
import { endgame } from '../../support/endgame';
import { arrowPath, keysFor } from '../keyboardPlay';
import { SAVED_MOVES, type FirefoxSession } from '../firefox';
import { type Key, QUIET, button, inPopupTabOf, press, showGame, startEmpty, text, toolbar } from '../firefoxPage';
import { playByPointer, pressPile } from './pointer';
import { emulate, PHONE } from './screens';

const stored = (key: string) => `browser.storage.local.get(${JSON.stringify(key)}).then((r) => r[${JSON.stringify(key)}] ?? null)`;
const FOCUSED = `document.activeElement?.getAttribute('data-pile') ?? null`;
/** The guide's piles as a screen reader hears them (every move changes one), and whether a card is picked up. */
const BOARD = `[...document.querySelectorAll('[data-testid="guide"] button[data-pile]')].map((p) => p.getAttribute('aria-label')).join(' | ')`;
const PICKED = `!!document.querySelector('[data-testid="guide"] button[data-pile].selected')`;
const atStep = (b: FirefoxSession, tab: string, n: number) => b.waitFor(tab, `document.querySelector('[data-testid="guide-step"]')?.dataset.step === '${n}'`);

/** Opens the guided game from Help on an empty store (a fresh game, no move, nothing counted). */
async function openGuide(b: FirefoxSession, tab: string): Promise<void> {
  await startEmpty(b, tab, QUIET);
  await b.click(tab, toolbar(t('help')));
  await b.click(tab, `document.querySelector('[data-testid="help-guide"]')`);
  await atStep(b, tab, 1);
}

/**
 * Plays the guided line by `each` (one move), waiting for it on the board (changed, nothing
 * picked up); `refuse` tries step 2's refused 5. Each step is seen done, then the end.
 */
async function playGuide(b: FirefoxSession, tab: string, each: (game: Game, move: Move) => Promise<void>, refuse: () => Promise<void>): Promise<void> {
  let game = guidedGame();
  for (const [i, line] of GUIDED_LINE.entries()) {
    if (line === '') await refuse();
    for (const written of line.split(' ').filter(Boolean)) {
      const move = parseMove(written);
      if (!move.ok) throw new Error(written);
      const before = await b.evaluate(tab, BOARD);
      await each(game, move.value);
      await b.waitFor(tab, `${BOARD} !== ${JSON.stringify(before)} && !${PICKED}`);
      const next = playMove(game, move.value);
      if (!next.ok) throw new Error(`${written}: ${next.error.message}`);
      game = next.value;
    }
    await atStep(b, tab, i + 2);
  }
  await b.waitFor(tab, `!!document.querySelector('[data-testid="guide-step"] .guide-main')`);
}

/** "Play a game" closes the guide, kept as seen; the game under it untouched and nothing counted. */
async function endsCountingNothing(b: FirefoxSession, tab: string): Promise<void> {
  await b.click(tab, button(t('tutorialPlay')));
  await b.waitFor(tab, `!document.querySelector('[data-testid="guide"]') && !!document.querySelector('.toolbar')`);
  await b.poll(tab, `${stored('plot.tutorial')}.then((v) => typeof v?.seenAt)`).toBe('number');
  const none = `Promise.all([${stored('plot.stats')}, ${stored('plot.history')}, ${SAVED_MOVES}]).then((v) => v.map((x) => x === null || x === ''))`;
  expect(await b.evaluate(tab, none), 'statistics, history and moves stored').toEqual([true, true, true]);
}

/** `touch`: the phone's touch emulation is there (hasChromeScope, screens.ts). */
export const reasonsSuite = (browser: () => FirefoxSession, touch: boolean) => describe('the guided game, past days and goals (issue 35)', () => {
  const inTab = inPopupTabOf(browser);

  it('the guided first game is played to its end by keyboard alone, every step done, nothing counted', () =>
    inTab(async (b, tab) => {
      await openGuide(b, tab);
      // The step's words have the focus; Tab goes on to the board.
      for (let i = 0; i < 40 && !(await b.evaluate(tab, FOCUSED)); i++) await press(b, tab, 'Tab');
      const pressOn = async (to: PileId, k: Key) => {
        const from = (await b.evaluate(tab, FOCUSED)) as PileId | null;
        if (!from) throw new Error('no pile has the focus');
        for (const arrow of arrowPath(from, to)) await press(b, tab, arrow);
        await b.waitFor(tab, `${FOCUSED} === ${JSON.stringify(to)}`, 5_000);
        await press(b, tab, k);
      };
      await playGuide(
        b, tab,
        async (game, move) => {
          for (const step of keysFor(game.position, move)) await pressOn(step.focus, step.key);
        },
        () => pressOn('t4', 'f'),
      );
      expect(await b.evaluate(tab, text('guide-live'))).toContain(t('tutorialWell'));
      await endsCountingNothing(b, tab);
    }));

  // Touch emulation needs the chrome scope, which ESR 140's BiDi does not reach (screens.ts).
  it.runIf(touch)(`the guided first game is played to its end by touch on ${PHONE.name}`, () =>
    inTab(async (b, tab) => {
      await emulate(b, tab, PHONE);
      await openGuide(b, tab);
      await playGuide(b, tab, (game, move) => playByPointer(b, tab, PHONE, game.position, move), () => pressPile(b, tab, 't4', PHONE));
      await endsCountingNothing(b, tab);
    }));

  it('yesterday played from the calendar (← then Enter) deals that day\'s number; the calendar marks it under way', () =>
    inTab(async (b, tab) => {
      const today = dayOf(new Date());
      const yesterday = dayBefore(today);
      // The popup worker's search, in Node: its table size, the same answers.
      const core = await loadSolver(16 << 20);
      const found = await findDailyDeal(yesterday, async (_n, d) => solveGame(core, d, [], { maxNodes: DAILY_NODES }));
      if (!found.ok) throw new Error(`no deal for ${yesterday}`);
      await startEmpty(b, tab, QUIET);
      const openCalendar = async () => {
        await b.click(tab, toolbar(t('newGame')));
        await b.click(tab, `(${button(t('pastDays'))}) && !(${button(t('pastDays'))}).disabled && ${button(t('pastDays'))}`);
        await b.waitFor(tab, `!!document.querySelector('[data-testid="calendar"]')`);
      };
      await openCalendar();
      const focusedDay = `document.activeElement?.getAttribute('data-day') ?? null`;
      await b.poll(tab, focusedDay).toBe(today);
      await press(b, tab, 'ArrowLeft');
      await b.poll(tab, focusedDay).toBe(yesterday);
      await press(b, tab, 'Enter');
      // Had the page closed before saved a game after the clear, the panel asks first: leaving is what this means.
      const leave = button(t('leaveGame'));
      await b.waitFor(tab, `${text('deal-number')} === 'Deal ${found.dealNumber}' || !!(${leave})`, 30_000);
      if (await b.evaluate(tab, `!!(${leave})`)) await b.click(tab, leave);
      await b.poll(tab, text('deal-number')).toBe(`Deal ${found.dealNumber}`);
      await b.poll(tab, text('daily-line')).toBe(t('dailyPlaying', shortDay(yesterday)));
      await openCalendar();
      await b.poll(tab, `document.querySelector('[data-day="${yesterday}"]')?.getAttribute('aria-label')`).toMatch(new RegExp(`, ${t('calendarHere')}$`));
    }));

  it('a win earns its goals: the notice names them, Statistics lists them with today\'s date', () =>
    inTab.storingFirst(async (b, tab) => {
      const { game } = await endgame(2); // deal 2's line: foundation 1 complete at move 33
      await showGame(b, tab, game, { ...QUIET, autoFinish: false });
      await b.click(tab, button(t('finish')));
      const notice = `document.querySelector('[data-testid="goal-notice"]')?.textContent ?? ''`;
      const names = ['goalFirstWin', 'goalQuickFoundation', 'goalCleanWin'] as const;
      await b.waitFor(tab, `!!document.querySelector('[data-testid="goal-notice"]')`, 30_000);
      for (const name of names) expect(await b.evaluate(tab, notice)).toContain(t(name));
      // The notice shows at once; the record is written after it, by the saver (popup/platform/recordChanges.ts).
      const earnedIds = `${stored(ACHIEVEMENTS_KEY)}.then((a) => Object.keys(a?.earned ?? {}))`;
      await b.poll(tab, earnedIds).toEqual(expect.arrayContaining(['cleanWin', 'firstWin', 'quickFoundation']));
      expect(await b.evaluate(tab, earnedIds)).not.toContain('tenWins');
      await b.click(tab, toolbar(t('stats')));
      await b.click(tab, `document.querySelector('[data-testid="goals-toggle"]')`);
      await b.waitFor(tab, `!!document.querySelector('[data-testid="goals"]')`);
      expect(await b.evaluate(tab, `document.querySelectorAll('[data-testid="goals"] li').length`)).toBe(GOAL_IDS.length);
      const on = t('goalEarnedOn', new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date()));
      const when = (id: string) => `document.querySelector('[data-testid="goals"] li[data-goal="${id}"] .goal-when')?.textContent`;
      for (const id of ['firstWin', 'quickFoundation', 'cleanWin']) await b.poll(tab, when(id)).toBe(on);
      expect(await b.evaluate(tab, when('tenWins'))).toBe(t('goalNotYet'));
    }));

  it('sync: this Firefox writes its item to storage.sync; another browser\'s, delivered there, brings its felt, its figures and its goal', () =>
    inTab.storingFirst(async (b, tab) => {
      const { game } = await endgame(2);
      const here = { ...EMPTY_STATS, played: 1, won: 1, currentStreak: 1, bestStreak: 1, cleanWins: 1, cleanTimedWins: 1, cleanTimeMs: 300_000, cleanFastestMs: 300_000 };
      await showGame(b, tab, game, QUIET, {}, { 'plot.stats': here });
      await b.click(tab, toolbar(t('settings')));
      await b.click(tab, `document.querySelector('[data-testid="felt"] input[value="slate"]')`);
      const items = `browser.storage.sync.get(null).then((all) => Object.entries(all).filter(([k]) => k.startsWith('plot.device.')).map(([, v]) => [v.stats.played, v.settings.felt?.v]))`;
      await b.poll(tab, items, 20_000).toEqual([[1, 'slate']]);
      // Another browser's item, set after this one's choice: its felt stands.
      const other = recordAfter('otherbrowser', Date.now() + 60_000, 10);
      const item = deviceItem({ ...other, goals: { tenWins: 1_790_000_000_000 }, settings: { felt: { v: 'blue', at: Date.now() + 60_000 } } });
      await b.evaluate(tab, `browser.storage.sync.set(${JSON.stringify({ [deviceKey(other.id)]: item })})`);
      await b.poll(tab, `document.documentElement.dataset.felt`, 20_000).toBe('blue');
      await b.poll(tab, text('sync-status')).toBe(tn('syncOthers', 1, 1));
      await b.click(tab, `document.querySelector('.panel button')`);
      await b.click(tab, toolbar(t('stats')));
      await b.poll(tab, text('stats-everyone')).toBe(tn('statsEveryone', 1, 1));
      expect(await b.evaluate(tab, text('panel-stats'))).toContain('Games played11');
      await b.click(tab, `document.querySelector('[data-testid="goals-toggle"]')`);
      await b.poll(tab, `document.querySelector('[data-testid="goals"] li[data-goal="tenWins"]')?.className`).toBe('goal earned');
    }));
});
