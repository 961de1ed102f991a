// @vitest-environment happy-dom
// The panels' words and parts for every screen (issue 31), as components: Help and New game
// by the pointer the player has (a finger, a mouse, or both), the history a page at a time,
// the deal of the day's share line in the win summary. Their geometry on each screen is
// test/e2e/panels.screens.chromium.test.ts's.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Move } from '../../src/engine/index';
import { EMPTY_HISTORY, type PlayedGame } from '../../src/storage/history';
import { EMPTY_STATS } from '../../src/storage/prefs';
import { HelpPanel, NewGamePanel } from '../../popup/panels/Panels';
import { HISTORY_PAGE, StatsPanel } from '../../popup/panels/StatsPanel';
import { WinPanel } from '../../popup/panels/WinPanel';
import { setMessageSource, t } from '../../popup/platform/i18n';
import { localeSource } from '../support/locale';
import { gameOf, winningLine } from '../e2e/a11yGames';
import { quietSettings } from './helpers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The media queries that match on this screen: `(pointer: coarse)` and the like. */
const pointing = (...matching: string[]) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: matching.includes(query), media: query, addEventListener() {}, removeEventListener() {} }));

describe('Help, by the pointer the player has when it opens', () => {
  const text = () => screen.getByTestId('panel-help').textContent!;

  it('a finger (a phone): taps, drags and the long press on the stock; no keys, no clicks', () => {
    pointing('(pointer: coarse)', '(any-pointer: coarse)');
    render(<HelpPanel onClose={() => {}} />);
    expect(text()).toContain(t('helpPlayTouch'));
    expect(text()).toContain(t('helpStockTouch'));
    expect(text()).toMatch(/long press on the stock/);
    expect(text()).not.toMatch(/click|Enter|Shift\+D|key/i);
  });

  it.each([
    ['a finger', ['(pointer: coarse)', '(any-pointer: coarse)'], 'tap the waste, then the space', 'one tap sends it up'],
    ['a mouse', ['(pointer: fine)', '(any-pointer: fine)'], 'click the waste, then the space', 'one click sends it up'],
  ] as const)('with %s: the rules newcomers trip on, in its gestures (the space, the reserve, the closed foundations)', (_, media, space, reserve) => {
    pointing(...media);
    render(<HelpPanel onClose={() => {}} />);
    const rules = [...screen.getByTestId('help-rules').querySelectorAll('li')].map((li) => li.textContent!);
    expect(rules).toHaveLength(5);
    expect(rules[0]).toBe('Foundations 2 to 8 stay closed until foundation 1 is complete: until then no base-rank card goes up.');
    expect(rules[1]).toMatch(/^A space takes only the waste's card, and only a base-rank one until foundation 1 is complete: /);
    expect(rules[1]).toContain(space);
    expect(rules[2]).toMatch(/^The reserve's card goes only to a foundation, never onto a pile: /);
    expect(rules[2]).toContain(reserve);
    expect(rules[4]).toBe('The stock deals one card at a time; there is no redeal.');
  });

  it.each([
    ['a finger', ['(pointer: coarse)', '(any-pointer: coarse)'], /toca el descarte y luego el hueco/, /un toque la sube/, /\bclic|\bpulsa\b/],
    ['a mouse', ['(pointer: fine)', '(any-pointer: fine)'], /pulsa el descarte y luego el hueco/, /un clic la sube/, /\btoca\b|\btoque\b/],
  ] as const)('in Spanish with %s: the same rules, in its gestures', (_, media, space, reserve, other) => {
    setMessageSource(localeSource('es'));
    try {
      pointing(...media);
      render(<HelpPanel onClose={() => {}} />);
      const rules = [...screen.getByTestId('help-rules').querySelectorAll('li')].map((li) => li.textContent!);
      expect(rules[0]).toBe('Las fundaciones 2 a 8 siguen cerradas hasta completar la fundación 1: hasta entonces ninguna carta del valor inicial sube.');
      expect(rules[1]).toMatch(/^Un hueco solo admite la carta del descarte \(del valor inicial hasta completar la fundación 1\): /);
      expect(rules[1]).toMatch(space);
      expect(rules[2]).toMatch(/^La carta de la reserva solo va a una fundación, nunca a una pila: /);
      expect(rules[2]).toMatch(reserve);
      expect(rules.join(' ')).not.toMatch(other);
    } finally {
      setMessageSource(undefined);
    }
  });

  it('a mouse: clicks and the keys, Shift+D among them; no taps', () => {
    pointing('(pointer: fine)', '(any-pointer: fine)');
    render(<HelpPanel onClose={() => {}} />);
    expect(text()).toContain(t('helpPlay'));
    expect(text()).toContain(t('helpKeys'));
    expect(text()).toContain(t('keyStockRun'));
    expect(text()).not.toMatch(/\btap\b|long press/i);
  });

  it('a mouse with a touch screen beside it: both', () => {
    pointing('(pointer: fine)', '(any-pointer: coarse)');
    render(<HelpPanel onClose={() => {}} />);
    expect(text()).toContain(t('helpPlay'));
    expect(text()).toContain(t('helpStockTouch'));
    expect(text()).toContain(t('keyStockRun'));
  });
});

describe('New game on a touch screen', () => {
  const panel = () =>
    render(
      <NewGamePanel
        inProgress={() => false}
        onClose={() => {}}
        onGame={() => {}}
        onRandom={() => {}}
        winnableOnly={false}
        onWinnableOnly={() => {}}
        bands={{ searchBand() {}, cancelBandSearch() {} }}
        onCancelSearch={() => {}}
        daily={{ onStart() {} }}
      />,
    );

  it('names the button to tap, not a key, and does not raise the keyboard', () => {
    pointing('(pointer: coarse)');
    panel();
    expect(document.getElementById('deal-text-help')!.textContent).toBe(t('pasteHintTouch', t('playDeal')));
    expect(document.activeElement?.tagName).not.toBe('TEXTAREA');
  });

  it('with a mouse: Enter, and the field takes the focus', () => {
    pointing('(pointer: fine)');
    panel();
    expect(document.getElementById('deal-text-help')!.textContent).toBe(t('pasteHint'));
    expect(document.activeElement?.tagName).toBe('TEXTAREA');
  });
});

describe('the history, a page at a time', () => {
  const games: PlayedGame[] = Array.from({ length: 25 }, (_, i) => ({ deal: String(i + 1), result: 'won', moves: 100 + i, timeMs: 60_000, hints: 0, endedAt: i }));
  const deals = () => [...screen.getByTestId('panel-stats').querySelectorAll('.history tbody tr')].map((tr) => tr.querySelector('td.colDeal')!.textContent);

  it('the latest first, pages of ten, Newer and Older at the ends disabled', () => {
    render(<StatsPanel stats={EMPTY_STATS} history={{ ...EMPTY_HISTORY, games }} canUndoReset={false} onReset={() => {}} onUndoReset={() => {}} onClose={() => {}} />);
    expect(HISTORY_PAGE).toBe(10);
    const newer = screen.getByRole('button', { name: t('historyNewer') }) as HTMLButtonElement;
    const older = screen.getByRole('button', { name: t('historyOlder') }) as HTMLButtonElement;
    expect(deals()).toEqual(['25', '24', '23', '22', '21', '20', '19', '18', '17', '16']);
    expect(screen.getByText(t('historyRange', 1, 10, 25))).toBeTruthy();
    expect(newer.disabled).toBe(true);
    fireEvent.click(older);
    fireEvent.click(older);
    expect(deals()).toEqual(['5', '4', '3', '2', '1']);
    expect(screen.getByText(t('historyRange', 21, 25, 25))).toBeTruthy();
    expect(older.disabled).toBe(true);
    fireEvent.click(newer);
    expect(deals()[0]).toBe('15');
  });

  it('no pager for ten games or fewer', () => {
    render(<StatsPanel stats={EMPTY_STATS} history={{ ...EMPTY_HISTORY, games: games.slice(0, 10) }} canUndoReset={false} onReset={() => {}} onUndoReset={() => {}} onClose={() => {}} />);
    expect(deals()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: t('historyOlder') })).toBeNull();
  });
});

describe('the win summary of a deal of the day', () => {
  let line: Move[] = [];
  beforeAll(async () => {
    line = await winningLine(1);
  });
  const session = () => ({
    game: gameOf(1, line),
    meta: { counted: true, won: true, timeMs: 252_000, hints: 0 },
    stats: { ...EMPTY_STATS, played: 1, won: 1, currentStreak: 1, bestStreak: 1 },
    settings: { ...quietSettings, animations: false },
    history: EMPTY_HISTORY,
  });
  const share = 'Plot — 2026-12-02 — won in 296 moves, 4:12, no hints';

  it('shows the share line whole, with its Copy, and says when the copy failed', () => {
    const copy = vi.fn();
    const { rerender } = render(<WinPanel session={session()} daily={{ streak: 3, share }} onCopyShare={copy} onNewGame={() => {}} onClose={() => {}} />);
    const part = screen.getByTestId('win-share');
    expect(part.textContent).toContain(t('dailyWon', 3));
    expect(part.textContent).toContain(share);
    fireEvent.click(screen.getByRole('button', { name: t('copyShare') }));
    expect(copy).toHaveBeenCalledTimes(1);
    rerender(<WinPanel session={session()} daily={{ streak: 3, share, copied: false }} onCopyShare={copy} onNewGame={() => {}} onClose={() => {}} />);
    expect(screen.getByTestId('win-share').textContent).toContain(t('shareCopyFailed'));
    rerender(<WinPanel session={session()} daily={{ streak: 3, share, copied: true }} onCopyShare={copy} onNewGame={() => {}} onClose={() => {}} />);
    expect(screen.getByRole('button', { name: t('shareCopied') })).toBeTruthy();
  });

  it('shows none for another deal', () => {
    render(<WinPanel session={session()} onNewGame={() => {}} onClose={() => {}} />);
    expect(screen.getByTestId('panel-won')).toBeTruthy();
    expect(screen.queryByTestId('win-share')).toBeNull();
  });
});
