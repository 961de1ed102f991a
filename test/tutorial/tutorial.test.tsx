// @vitest-environment happy-dom
// The guided first game in the popup: when it opens by itself, the whole guided line played by
// clicks and keys with each step checked on the board, Skip and the kept flag, the game under
// the guide untouched, and nothing of it in the statistics or the history.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryBacking, memoryStore } from '../../src/storage/memoryStore';
import { GAME_KEY } from '../../src/storage/gameSave';
import { HISTORY_KEY } from '../../src/storage/history';
import { SETTINGS_KEY, STATS_KEY } from '../../src/storage/prefs';
import { App } from '../../popup/App';
import { TUTORIAL_KEY, opensGuide } from '../../popup/tutorial/firstStart';
import { bootFor, fakeSolver, savedMoves } from '../popup/helpers';

afterEach(cleanup);

function renderGuide(guide = true) {
  const backing = memoryBacking();
  const store = memoryStore(backing);
  const utils = render(<App store={store} solver={fakeSolver(() => ({ verdict: 'unknown' }))} boot={bootFor()} writer="guide-test" guide={guide} copyText={async () => undefined} />);
  return { ...utils, backing, store };
}

const stepShown = () => Number(screen.getByTestId('guide-step').getAttribute('data-step'));
const pileOf = (id: string) => {
  const found = document.querySelectorAll<HTMLElement>(`[data-pile="${id}"]`);
  // The guide takes the popup: its board is the only one on the page.
  expect(found).toHaveLength(1);
  return found[0];
};
const click = (id: string) => fireEvent.click(pileOf(id), { detail: 1 });
const up = (id: string) => fireEvent.keyDown(pileOf(id), { key: 'f' });
const live = () => screen.getByTestId('guide-live').textContent ?? '';

describe('the guided game opens by itself', () => {
  const boot = bootFor();
  it('for a new player: no move, no game counted, no settings saved, not seen', async () => {
    const backing = memoryBacking();
    expect(await opensGuide(memoryStore(backing), boot)).toBe(true);
    backing.data.set(TUTORIAL_KEY, { seenAt: 1 });
    expect(await opensGuide(memoryStore(backing), boot)).toBe(false);
  });

  it('for no one who played or set anything', async () => {
    const settings = memoryBacking();
    settings.data.set(SETTINGS_KEY, { autoPlay: false });
    expect(await opensGuide(memoryStore(settings), boot)).toBe(false);
    expect(await opensGuide(memoryStore(memoryBacking()), { ...boot, stats: { ...boot.stats, played: 1 } })).toBe(false);
    expect(await opensGuide(memoryStore(memoryBacking()), { ...boot, game: { ...boot.game, moves: [{ kind: 'deal' }] } })).toBe(false);
  });
});

describe('the guided game', () => {
  it('is played to its end by clicks and keys, one step at a time, and counts nowhere', async () => {
    const { backing } = renderGuide();
    await screen.findByTestId('guide');
    expect(stepShown()).toBe(1);
    await waitFor(() => expect(live()).toContain('Step 1 of 9'));

    click('r'); // the reserve's 6 has only foundation 1
    await waitFor(() => expect(stepShown()).toBe(2));
    await waitFor(() => expect(live()).toMatch(/Well done\. Step 2 of 9/));
    click('t4'); // the 5: refused, foundation 1 is not complete
    await waitFor(() => expect(stepShown()).toBe(3));
    // The engine's reason, then the news: one announcement.
    await waitFor(() => expect(live()).toMatch(/foundation 1.*Well done\. Step 3 of 9/));
    expect(screen.getByRole('dialog').textContent).toContain('The top card of each pile');
    click('t1');
    await waitFor(() => expect(stepShown()).toBe(4));
    // A wrong move is refused by the engine and the step stays, its words shown: the 9 onto the 5.
    click('t3');
    click('t4');
    await waitFor(() => expect(live()).toMatch(/not allowed|cannot|can't/i));
    expect(stepShown()).toBe(4);
    expect(screen.getByTestId('guide-step').textContent).toContain('Piles build down');
    click('t3');
    click('t2');
    await waitFor(() => expect(stepShown()).toBe(5));
    fireEvent.keyDown(pileOf('s'), { key: 'd' });
    up('w');
    await waitFor(() => expect(stepShown()).toBe(6));
    click('s');
    click('w');
    click('t1');
    await waitFor(() => expect(stepShown()).toBe(7));
    for (const id of ['t2', 't2', 'r', 't5', 'r', 't6', 'r', 't7']) up(id);
    expect(stepShown()).toBe(7);
    up('r');
    await waitFor(() => expect(stepShown()).toBe(8));
    up('t4');
    await waitFor(() => expect(stepShown()).toBe(9));
    click('s');
    click('w');
    click('t3');
    await waitFor(() => expect(screen.getByTestId('guide-step').textContent).toContain('That is every rule'));

    fireEvent.click(screen.getByRole('button', { name: 'Play a game' }));
    await waitFor(() => expect(screen.queryByTestId('guide')).toBeNull());
    expect(backing.data.get(TUTORIAL_KEY)).toEqual({ seenAt: expect.any(Number) });
    // The game under it is as it was, and nothing was counted.
    expect(screen.getByTestId('deal-number').textContent).toBe('Deal 1');
    expect(await savedMoves(backing)).toBe('');
    expect(backing.data.has(STATS_KEY)).toBe(false);
    expect(backing.data.has(HISTORY_KEY)).toBe(false);
  });

  it('is skipped at any step, kept as seen, and its keys never reach the game under it', async () => {
    const { backing } = renderGuide();
    await screen.findByTestId('guide');
    fireEvent.keyDown(document.body, { key: 'd' });
    fireEvent.keyDown(document.body, { key: 'd' });
    await waitFor(() => expect(pileOf('w').getAttribute('aria-label')).toMatch(/Waste: five of clubs on top, 2 cards/));
    expect(screen.getByTestId('guide-step').getAttribute('data-step')).toBe('1');
    fireEvent.click(screen.getByTestId('guide-skip'));
    await waitFor(() => expect(screen.queryByTestId('guide')).toBeNull());
    expect(backing.data.get(TUTORIAL_KEY)).toEqual({ seenAt: expect.any(Number) });
    // The focus is on the table's first button, not lost with the guide's.
    await waitFor(() => expect(document.activeElement?.closest('.toolbar')).not.toBeNull());
    // The popup's own game: no card turned by the guide's keys, none counted.
    expect(pileOf('w').getAttribute('aria-label')).toMatch(/Waste: empty/);
    expect(backing.data.get(GAME_KEY) === undefined || (await savedMoves(backing)) === '').toBe(true);
    expect(backing.data.has(STATS_KEY)).toBe(false);
  });

  it('opens from Help, over a game under way, which it leaves as it was', async () => {
    const { backing } = renderGuide(false);
    click('s');
    await waitFor(async () => expect(await savedMoves(backing)).toBe('deal'));
    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    fireEvent.click(await screen.findByTestId('help-guide'));
    await screen.findByTestId('guide');
    expect(stepShown()).toBe(1);
    click('r');
    await waitFor(() => expect(stepShown()).toBe(2));
    fireEvent.click(screen.getByTestId('guide-skip'));
    await waitFor(() => expect(screen.queryByTestId('guide')).toBeNull());
    expect(await savedMoves(backing)).toBe('deal');
  });
});
