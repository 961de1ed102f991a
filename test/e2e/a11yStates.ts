// The states of the popup the accessibility audit visits: each brings one page (whatever
// it showed before) into its state, through the saved game and the player's own clicks
// and keys, in the page's language.
import type { Page } from 'playwright-core';
import type { Game, Move } from '../../src/engine/index';
import type { MessageKey } from '../../popup/platform/messages';
import { blockedGame, gameOf, playUntil, winningLine } from './a11yGames';
import { QUIET_SETTINGS, showDamagedSave, showGame, storageSet, waitReady } from './popupPage';

/** A popup text in the page's language (browser.i18n.getMessage over its _locales table). */
export type Say = (key: MessageKey, ...subs: (string | number)[]) => string;

export interface AuditState {
  name: string;
  prepare(page: Page, say: Say): Promise<void>;
}

export interface AuditGames {
  start: Game;
  midGame: Game;
  /** Foundation 1 just completed: the others open and empty, showing the base rank. */
  opened: Game;
  blocked: Game;
  won: Game;
  /** Deal 1's winning line, which `won` plays to the end. */
  line: Move[];
}

/** Deal 1 at the start, 40 moves into its winning line, where it completes foundation 1, at its end; a blocked game. */
export async function auditGames(): Promise<AuditGames> {
  const line = await winningLine(1);
  const opened = playUntil(gameOf(1), line, (g) => g.position.foundations[0].length === 13);
  return { start: gameOf(1), midGame: gameOf(1, line.slice(0, 40)), opened, won: gameOf(1, line), blocked: blockedGame(), line };
}

const toolbarButton = (page: Page, say: Say, key: MessageKey) =>
  page.locator('.toolbar').getByRole('button', { name: say(key), exact: true });

/** `games` is read when a state is prepared (the games are made in a beforeAll). */
export function auditStates(games: () => AuditGames): AuditState[] {
  const start = (page: Page) => showGame(page, games().start);
  const mid = (page: Page) => showGame(page, games().midGame);
  /** A panel over the board at the start, opened the way a player opens it. */
  const panel = (name: string, testId: string, open: (page: Page, say: Say) => Promise<void>): AuditState => ({
    name,
    async prepare(page, say) {
      await start(page);
      await open(page, say);
      await page.waitForSelector(`[data-testid="${testId}"]`);
    },
  });
  return [
    { name: 'board at the start', prepare: start },
    {
      name: 'a card picked up, its destinations marked',
      async prepare(page) {
        await start(page);
        await page.click('[data-pile="t1"]');
        await page.waitForSelector('.pile.selected');
      },
    },
    {
      name: 'after an illegal move',
      async prepare(page) {
        await start(page);
        // Deal 1: the seven of clubs (t1) cannot go on the seven of hearts (t2).
        await page.click('[data-pile="t1"]');
        await page.click('[data-pile="t2"]');
        await page.waitForSelector('[data-testid="flash"]');
      },
    },
    { name: 'mid-game (40 moves in)', prepare: mid },
    {
      name: 'mid-game with four-colour suits',
      async prepare(page) {
        await showGame(page, games().midGame, { ...QUIET_SETTINGS, fourColour: true });
        await page.waitForSelector('.app.four-colour');
      },
    },
    {
      name: 'after a hint',
      async prepare(page) {
        await mid(page);
        await page.keyboard.press('h');
        await page.waitForSelector('[data-testid="hint"]', { timeout: 20_000 });
      },
    },
    {
      name: 'after Winnable? (a verdict with Play it out)',
      async prepare(page) {
        await mid(page);
        await page.keyboard.press('w');
        await page.waitForSelector('[data-testid="verdict"]', { timeout: 30_000 });
      },
    },
    {
      name: 'undecided after Winnable? (Search longer, how far it got)',
      async prepare(page) {
        await showGame(page, gameOf(5860)); // undecided within tens of millions of nodes
        await page.keyboard.press('w');
        await page.waitForSelector('[data-testid="verdict"]', { timeout: 30_000 });
      },
    },
    {
      name: 'the deal of the day won (streak and share line)',
      async prepare(page) {
        // Deal 1 as today's deal of the day, its last move left to play.
        const { line } = games();
        const last = line[line.length - 1];
        if (last.kind !== 'play') throw new Error('a win ends with a foundation play');
        await showGame(page, gameOf(1, line.slice(0, -1)));
        const day = new Date().toISOString().slice(0, 10);
        await storageSet(page, { 'plot.daily': { streak: 0, bestStreak: 0, current: { day, dealNumber: 1, startedAt: Date.now() - 252_000, hintsBefore: 0 } } });
        await page.reload();
        await waitReady(page);
        await page.focus(`[data-pile="${last.from}"]`);
        await page.keyboard.press('f');
        await page.waitForSelector('[data-testid="daily-won"]');
      },
    },
    { name: 'foundation 1 complete, the others open', prepare: (page) => showGame(page, games().opened) },
    {
      name: 'blocked',
      async prepare(page) {
        await showGame(page, games().blocked);
        await page.waitForSelector('[data-testid="status"]');
      },
    },
    {
      name: 'won',
      async prepare(page) {
        await showGame(page, games().won, undefined, { meta: { won: true } });
        await page.waitForSelector('[data-testid="status"]');
      },
    },
    {
      name: 'a damaged save rescued (notice)',
      async prepare(page) {
        await showDamagedSave(page, { format: 2, game: 'garbage {{{' });
        await page.waitForSelector('[data-testid="notice"]');
      },
    },
    panel('new game panel', 'panel-new', (page) => page.keyboard.press('n')),
    {
      name: 'new game panel with a bad deal number',
      async prepare(page, say) {
        await start(page);
        await page.keyboard.press('n');
        await page.waitForSelector('[data-testid="panel-new"]'); // loaded on first use
        // A game under way: the panel asks first whether to leave it (a loss).
        const leave = page.getByRole('button', { name: say('leaveGame') });
        if (await leave.count()) await leave.click();
        await page.getByLabel(say('dealNumberInput')).fill('12x');
        await page.getByRole('button', { name: say('playDeal') }).click();
        await page.waitForSelector('[data-testid="panel-new"] [role="alert"]');
      },
    },
    panel('statistics panel', 'panel-stats', (page, say) => toolbarButton(page, say, 'stats').click()),
    panel('settings panel', 'panel-settings', (page, say) => toolbarButton(page, say, 'settings').click()),
    panel('help panel', 'panel-help', (page) => page.keyboard.press('?')),
    panel('game record panel', 'panel-record', (page, say) => toolbarButton(page, say, 'copyDeal').click()),
  ];
}
