// @vitest-environment happy-dom
// The fair voice by default: the blunder warning judged from what the player could see
// (src/solver/fair/alert.ts), never on a hinted move; the full-deal solver's warning only under
// "Warnings may look at face-down cards", with a sentence where the two voices differ; the
// verdict's sentence likewise; "Winnable deals only" on for a new player, and kept.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { Move } from '../../src/engine/index';
import { DEFAULT_SETTINGS, SETTINGS_KEY } from '../../src/storage/prefs';
import type { ChanceAnswer, ChanceRequest } from '../../popup/advice/solverClient';
import { fairAnswer } from './answers';
import { bootFor, fakeSolver, pile, quietSettings, renderApp, renderFromStorage, tokens } from './helpers';
import { movesFrom } from '../support/positions';

afterEach(() => cleanup());

const [DEAL, T1_T8] = [movesFrom('deal')[0], movesFrom('t1>t8')[0]];
const checked = { ...quietSettings, blunderCheck: true };

/** The fair judge's answer: `best` at 90%, `played` at `chance` of win, with the sign test's counts. */
const judged = (best: Move, played: Move, chance: number, paired: [number, number]): ChanceAnswer => ({
  ...fairAnswer(0.9, best, [[played, chance]]),
  paired: { move: played, better: paired[0], worse: paired[1] },
} as ChanceAnswer);

/** Back-lane judges answered by `judge` (the request's move); everything else 50%. */
function judging(judge: (played: Move, req: ChanceRequest) => ChanceAnswer, solve: Parameters<typeof fakeSolver>[0] = () => ({ verdict: 'unknown' })) {
  return fakeSolver(solve, (req, lane) => (lane === 'back' && req.judge ? judge(req.judge, req) : fairAnswer(0.5, DEAL)));
}

/**
 * Every move's checks (the fair judge's, then the full-deal solver's) have run to their end:
 * the page counts them (main's data-checked). Only then is no warning an answer.
 */
const checkedAll = (container: Element, moves: number) =>
  waitFor(() => expect(container.querySelector('main')?.getAttribute('data-checked')).toBe(String(moves)));

describe('the fair blunder alert (the default)', () => {
  it('names what a clearly worse move cost in chance, and says it was judged from what could be seen', async () => {
    const solver = judging((played) => judged(DEAL, played, 0.7, [22, 2]));
    const { container } = renderApp({ solver, boot: bootFor(1, checked) });
    fireEvent.click(pile(container, 't1'));
    fireEvent.click(pile(container, 't8'));
    const banner = await screen.findByTestId('blunder');
    expect(banner.textContent).toContain('Moving the seven of clubs from tableau pile 1 to tableau pile 8 cost about 20 points of win chance: the best move, to deal a card from the stock, kept about 90%.');
    expect(banner.textContent).toContain('Judged by the fair player from what you could see, not from the face-down cards.');
    expect(banner.textContent).not.toContain('full-deal solver');
    expect(screen.getByTestId('live').textContent).toContain('cost about 20 points');
    // judged at the position before the move, the move named
    const asked = solver.chances.find((c) => c.lane === 'back')!.request;
    expect([tokens(asked.moves), tokens([asked.judge!])]).toEqual(['', 't1>t8']);
    fireEvent.click(within(banner).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.queryByTestId('blunder')).toBeNull());
  });

  it('is quiet when the sign test is not clear, or the move lost less than the minimum', async () => {
    for (const [chance, paired] of [[0.7, [12, 6]], [0.85, [9, 0]]] as const) {
      const solver = judging((played) => judged(DEAL, played, chance, [...paired]));
      const { container } = renderApp({ solver, boot: bootFor(1, checked) });
      fireEvent.click(pile(container, 't1'));
      fireEvent.click(pile(container, 't8'));
      await checkedAll(container, 1);
      expect(solver.chances.some((c) => c.lane === 'back' && c.request.judge)).toBe(true);
      expect(screen.queryByTestId('blunder')).toBeNull();
      cleanup();
    }
  });

  it('never fires on the move the fair hint gave, even if a judge called it worse', async () => {
    // The hint says t1>t8; a (wrong) judge later rates it far below a deal.
    const solver = fakeSolver(() => ({ verdict: 'unknown' }), (req, lane) =>
      lane === 'back' && req.judge ? judged(DEAL, req.judge, 0.2, [70, 0]) : fairAnswer(0.8, T1_T8, [[DEAL, 0.7]]));
    const { container } = renderApp({ solver, boot: bootFor(1, checked) });
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    await waitFor(() => expect(screen.getByTestId('hint').textContent).toContain('move the seven of clubs from tableau pile 1 to tableau pile 8'));
    fireEvent.click(pile(container, 't1'));
    fireEvent.click(pile(container, 't8'));
    await checkedAll(container, 1);
    expect(solver.chances.some((c) => c.lane === 'back' && c.request.judge)).toBe(true);
    expect(screen.queryByTestId('blunder')).toBeNull();
  });

  it('never fires on the judge\'s own best move', async () => {
    const solver = judging((played) => ({ ...judged(played, DEAL, 0.1, [80, 0]) } as ChanceAnswer));
    const { container } = renderApp({ solver, boot: bootFor(1, checked) });
    fireEvent.click(pile(container, 't1'));
    fireEvent.click(pile(container, 't8'));
    await checkedAll(container, 1);
    expect(solver.chances.some((c) => c.lane === 'back' && c.request.judge)).toBe(true);
    expect(screen.queryByTestId('blunder')).toBeNull();
  });

  it('by default the full-deal solver only notes the last winnable move (for the review); it shows nothing', async () => {
    const solver = judging((played) => judged(played, DEAL, 0.8, [0, 0]), (req) =>
      req.moves.length === 0 ? { verdict: 'win', line: movesFrom('deal') } : { verdict: 'loss' });
    const { container } = renderApp({ solver, boot: bootFor(1, checked) });
    fireEvent.click(pile(container, 't1'));
    fireEvent.click(pile(container, 't8'));
    await checkedAll(container, 1);
    expect(solver.requests.filter((r) => r.lane === 'back').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('blunder')).toBeNull();
  });
});

describe('"Warnings may look at face-down cards"', () => {
  it('the full-deal solver\'s warning, with why the player could not have seen it when the fair player chose that move', async () => {
    const solver = judging((played) => judged(played, DEAL, 0.8, [0, 0]), (req) =>
      req.moves.length === 0 ? { verdict: 'win', line: movesFrom('deal') } : { verdict: 'loss' });
    const { container } = renderApp({ solver, boot: bootFor(1, { ...checked, blunderPeek: true }) });
    fireEvent.click(pile(container, 't1'));
    fireEvent.click(pile(container, 't8'));
    const banner = await screen.findByTestId('blunder');
    expect(banner.textContent).toContain('Moving the seven of clubs from tableau pile 1 to tableau pile 8 lost a winnable game.');
    expect(screen.getByTestId('blunder-why').textContent).toBe('From what could be seen it was the best move (win chance about 90%): only the face-down cards made it lose.');
    expect(banner.textContent).toContain('Found by the full-deal solver, which sees every card.');
  });

  it('is a setting beside "Hints may look at face-down cards", off for a new player', async () => {
    renderApp({ boot: bootFor(1, DEFAULT_SETTINGS) });
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const peek = (await screen.findByLabelText('Warnings may look at face-down cards (a move that loses a winnable game)')) as HTMLInputElement;
    expect(peek.checked).toBe(false);
    expect((screen.getByLabelText('Warn when a move was clearly worse than the best move you could see') as HTMLInputElement).checked).toBe(true);
    const boxes = [...screen.getByTestId('panel-settings').querySelectorAll('label')].map((l) => l.textContent);
    expect(boxes.indexOf(peek.parentElement!.textContent)).toBe(boxes.findIndex((b) => b?.startsWith('Hints may look')) + 1);
  });
});

describe('where the two voices differ', () => {
  it('a proved loss the fair player rates 95%: one sentence says why', async () => {
    const solver = fakeSolver(() => ({ verdict: 'loss' }), () => fairAnswer(0.95, DEAL));
    renderApp({ solver, boot: bootFor(5) });
    fireEvent.click(screen.getByRole('button', { name: 'Winnable?' }));
    await waitFor(() => expect(screen.getByTestId('verdict-chance').textContent).toBe(
      'The face-down cards make this deal unwinnable; from what can be seen it is a 95% deal, so no play could have known.'));
    expect(screen.getByTestId('verdict').textContent).toMatch(/^Lost even if you could see every card/);
  });

  it('a proved win the fair player rates 30%, and a loss it rates 30%: each says why; a loss at 0% needs no sentence', async () => {
    const solver = fakeSolver(() => ({ verdict: 'win', line: movesFrom('deal') }), () => fairAnswer(0.3, DEAL));
    renderApp({ solver, boot: bootFor(5) });
    fireEvent.click(screen.getByRole('button', { name: 'Winnable?' }));
    await waitFor(() => expect(screen.getByTestId('verdict-chance').textContent).toBe(
      'That winning line relies on knowing the face-down cards; from what you can see, not knowing how they lie, your chance is about 30%.'));
    cleanup();
    renderApp({ solver: fakeSolver(() => ({ verdict: 'loss' }), () => fairAnswer(0.3, DEAL)), boot: bootFor(5) });
    fireEvent.click(screen.getByRole('button', { name: 'Winnable?' }));
    await waitFor(() => expect(screen.getByTestId('verdict-chance').textContent).toBe(
      'The face-down cards make this deal unwinnable; from what can be seen it is a 30% deal, so no play could have known.'));
    cleanup();
    renderApp({ solver: fakeSolver(() => ({ verdict: 'loss' }), () => fairAnswer(0, DEAL)), boot: bootFor(5) });
    fireEvent.click(screen.getByRole('button', { name: 'Winnable?' }));
    await waitFor(() => expect(screen.getByTestId('verdict-chance').textContent).toBe('Without seeing them, your win chance is about 0%.'));
  });

  it('mid-game, a proved loss beside 49%: why the two differ', async () => {
    const solver = fakeSolver(() => ({ verdict: 'loss' }), () => fairAnswer(0.49, DEAL));
    const { container } = renderApp({ solver, boot: bootFor(1) });
    fireEvent.click(pile(container, 't1'));
    fireEvent.click(pile(container, 't8'));
    fireEvent.click(screen.getByRole('button', { name: 'Winnable?' }));
    await waitFor(() => expect(screen.getByTestId('verdict-chance').textContent).toBe(
      'The face-down cards make this game lost from here; your chance of about 49% is what can be expected from what you can see, not knowing how they lie.'));
    expect(screen.getByTestId('verdict').textContent).toMatch(/^Lost even if you could see every card \(proven\)\. The face-down cards/);
  });
});

describe('"Winnable deals only"', () => {
  it('is on for a new player; the choice is kept in storage', async () => {
    const { backing } = renderApp({ boot: bootFor(1, DEFAULT_SETTINGS) });
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    const box = (await screen.findByLabelText('Winnable deals only')) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    await waitFor(() => expect(backing.data.get(SETTINGS_KEY)).toMatchObject({ winnableOnly: false }));
    cleanup();
    await renderFromStorage(backing);
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    expect(((await screen.findByLabelText('Winnable deals only')) as HTMLInputElement).checked).toBe(false);
  });
});
