// What the geometry suites (geometry.ts, messages.ts, meter.ts, touch.ts) share: a game started on a
// screen, a hint then Winnable? pressed as a player would, the message boxes clipped now,
// the popup's words in the suite's language, a test in a tab of its own.
import { afterAll, beforeAll } from 'vitest';
import { setMessageSource, t } from '../../../popup/platform/i18n';
import { localeSource } from '../../support/locale';
import { gameOf } from '../a11yGames';
import type { FirefoxSession } from '../firefox';
import { QUIET, showGame, text, toolbar } from '../firefoxPage';
import { pressButton } from './pointer';
import { CLIPPED_MESSAGES, LATER_LOADED, METER_SHOWN, PILE_BOXES, settled } from './probes';
import { emulate, type Screen } from './screens';

export type Lang = 'en' | 'es';

/** Nothing moves by itself; moves and time shown (a line whose length changes as the game goes). */
export const GAME_SETTINGS = { ...QUIET, movesTime: true };

/**
 * Waits after a page load until the table lies still: the on-demand chunk in (a notice it
 * draws, Finish on a phone, pushed the tableau 73 px down 50 ms after it was ready, and a press
 * meant for pile 9 landed on pile 5) and the piles' boxes settled.
 */
export async function tableStill(b: FirefoxSession, tab: string): Promise<void> {
  await b.poll(tab, LATER_LOADED).toBe(true);
  await settled(b, tab, PILE_BOXES);
}

/** Deal `deal` fresh on `screen`, the meter's first answer in (it may add a line), the table still. */
export async function startGame(b: FirefoxSession, tab: string, screen: Screen, deal = 1): Promise<void> {
  await emulate(b, tab, screen);
  await showGame(b, tab, gameOf(deal), GAME_SETTINGS);
  await b.poll(tab, METER_SHOWN, 30_000).toBe(true);
  await tableStill(b, tab);
}

/** Presses Hint, then Winnable?, each once its answer is in: what the message area shows after each. */
export async function hintThenVerdict(b: FirefoxSession, tab: string, screen: Screen, look: (after: string) => Promise<void>): Promise<void> {
  await pressButton(b, tab, toolbar(t('hint')), screen);
  await b.poll(tab, `!!(${text('hint')})`, 30_000).toBe(true);
  await look('Hint');
  await pressButton(b, tab, toolbar(t('winnable')), screen);
  await b.poll(tab, `!!(${text('verdict')})`, 60_000).toBe(true);
  await look('Winnable?');
}

/** The message boxes that clip their words now, each said with `when`. */
export const clippedNow = async (b: FirefoxSession, tab: string, when: string) =>
  (await settled<string[]>(b, tab, CLIPPED_MESSAGES)).map((c) => `${when}: ${c}`);

/** For a suite: the popup's words in `lang` while it runs (the tests press buttons by name). */
export function speaking(lang: Lang): void {
  beforeAll(() => setMessageSource(lang === 'en' ? undefined : localeSource(lang)));
  afterAll(() => setMessageSource(undefined));
}

/** Runs `body` in a new popup tab, closed after. */
export const inNewTab = (browser: () => FirefoxSession, body: (b: FirefoxSession, tab: string) => Promise<void>) => async () => {
  const b = browser();
  const tab = await b.openPopup();
  try {
    await body(b, tab);
  } finally {
    await b.closeTab(tab);
  }
};
