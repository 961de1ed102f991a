// @vitest-environment happy-dom
// With "Hints may look at face-down cards", the hint is the full-deal solver's, and what it
// proved can differ from the win chance on the meter beside it: "No move wins from here"
// beside 49%, a proven winning line beside 87%. Then one sentence says why (the verdict's
// words, solverViews.ts voicesText), in the hint's box and in what a screen reader hears,
// following the chance the meter shows; none where the two agree, or where no chance is shown.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { type Game, type Move, playMove } from '../../src/engine/index';
import { gameFromNumber } from '../../popup/platform/boot';
import { setMessageSource } from '../../popup/platform/i18n';
import { type ScriptedChance, bootFor, fakeSolver, quietSettings, renderApp } from './helpers';
import { fairAnswer } from './answers';
import { type Lang, localeSource } from '../support/locale';
import { movesFrom } from '../support/positions';

afterEach(() => {
  cleanup();
  setMessageSource(undefined);
});

const peeking = { ...quietSettings, hintsPeek: true };
const move = (text: string): Move => movesFrom(text)[0];
/** Deal 1 after its first move (t1>t8): cards still face down. */
const later = (): Game => {
  const r = playMove(gameFromNumber(1), move('t1>t8'));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const chanceOf = (chance: number): ScriptedChance => () => fairAnswer(chance, move('deal'));

const lost = () => ({ verdict: 'loss' as const, hint: { move: move('deal'), reason: 'heuristic' as const } });
const won = () => ({ verdict: 'win' as const, line: movesFrom('t1>t8 deal') });

const SAID: Record<Lang, { lostHint: string; lost: string; lostDeal: string; won: string }> = {
  en: {
    lostHint: 'No move wins from here; the one that leaves the most options is to deal a card from the stock.',
    lost: 'The face-down cards make this game lost from here; your chance of about 49% is what can be expected from what you can see, not knowing how they lie.',
    lostDeal: 'The face-down cards make this deal unwinnable; from what can be seen it is a 49% deal, so no play could have known.',
    won: 'That winning line relies on knowing the face-down cards; from what you can see, not knowing how they lie, your chance is about 87%.',
  },
  es: {
    lostHint: 'Ninguna jugada gana desde aquí; la que deja más opciones es sacar una carta del mazo.',
    lost: 'Las cartas boca abajo hacen que esta partida esté perdida desde aquí; tu probabilidad de alrededor del 49% es lo que cabe esperar con lo que ves, sin saber cómo están.',
    lostDeal: 'Las cartas boca abajo hacen imposible ganar este reparto; con lo que se ve es un reparto del 49%, así que ninguna jugada podía saberlo.',
    won: 'Esa línea ganadora cuenta con conocer las cartas boca abajo; con lo que ves, sin saber cómo están, tu probabilidad de ganar es de alrededor del 87%.',
  },
};

/** Asks Hint (Pista in Spanish) and waits for its box. */
async function hint(lang: Lang): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('button', { name: lang === 'en' ? 'Hint' : 'Pista' }));
  return screen.findByTestId('hint-box');
}

describe.each(['en', 'es'] as const)('the full-deal hint beside the meter (%s)', (lang) => {
  it('a proved loss beside 49%: the hint, then why, mid-game and at the deal; a screen reader hears both', async () => {
    setMessageSource(localeSource(lang));
    renderApp({ solver: fakeSolver(lost, chanceOf(0.49)), boot: { ...bootFor(1, peeking), game: later() } });
    await waitFor(() => expect(screen.getByTestId('win-meter').textContent).toContain('49%'));
    await hint(lang);
    expect(screen.getByTestId('hint').textContent).toBe(SAID[lang].lostHint);
    await waitFor(() => expect(screen.getByTestId('hint-why').textContent).toBe(SAID[lang].lost));
    expect(screen.getByTestId('live').textContent).toBe(`${SAID[lang].lostHint} ${SAID[lang].lost}`);
    cleanup();
    renderApp({ solver: fakeSolver(lost, chanceOf(0.49)), boot: bootFor(1, peeking) });
    await waitFor(() => expect(screen.getByTestId('win-meter').textContent).toContain('49%'));
    await hint(lang);
    await waitFor(() => expect(screen.getByTestId('hint-why').textContent).toBe(SAID[lang].lostDeal));
  });

  it('a proven winning line beside 87%: why, said once (Finish, offered from that proof, adds nothing)', async () => {
    setMessageSource(localeSource(lang));
    renderApp({ solver: fakeSolver(won, chanceOf(0.87)), boot: { ...bootFor(1, peeking), game: later() } });
    await waitFor(() => expect(screen.getByTestId('win-meter').textContent).toContain('87%'));
    await hint(lang);
    await waitFor(() => expect(screen.getByTestId('hint-why').textContent).toBe(SAID[lang].won));
    expect(screen.getAllByText(SAID[lang].won)).toHaveLength(1);
    expect(screen.queryByTestId('finish-why')).toBeNull();
  });
});

describe('no sentence where the two voices agree or no chance is shown', () => {
  it('a loss beside 0%, a win beside 100%, a hint that proves nothing', async () => {
    for (const [solve, chance] of [[lost, 0], [won, 1], [() => ({ verdict: 'unknown' as const, hint: { move: move('deal'), reason: 'heuristic' as const } }), 0.49]] as const) {
      renderApp({ solver: fakeSolver(solve, chanceOf(chance)), boot: { ...bootFor(1, peeking), game: later() } });
      await waitFor(() => expect(screen.getByTestId('win-meter').textContent).toContain(`${Math.round(chance * 100)}%`));
      const box = await hint('en');
      expect(box.textContent).not.toBe('');
      expect(screen.queryByTestId('hint-why')).toBeNull();
      cleanup();
    }
  });

  it('the meter off mid-game: no chance shown, so none to reconcile', async () => {
    const solver = fakeSolver(lost, chanceOf(0.49));
    renderApp({ solver, boot: { ...bootFor(1, { ...peeking, winMeter: false }), game: later() } });
    await hint('en');
    expect(screen.getByTestId('hint').textContent).toBe(SAID.en.lostHint);
    expect(screen.queryByTestId('hint-why')).toBeNull();
  });

  it('the sentence follows the chance the meter shows: a chance that arrives after the hint brings it', async () => {
    let answerChance: (a: ReturnType<typeof fairAnswer>) => void = () => undefined;
    // The deal's chance at once (the difficulty); the meter's, where the game stands, held back.
    const solver = fakeSolver(lost, (request) => (request.moves.length === 0 ? fairAnswer(0.6, move('deal')) : new Promise((resolve) => (answerChance = resolve))));
    renderApp({ solver, boot: { ...bootFor(1, peeking), game: later() } });
    await hint('en');
    expect(screen.getByTestId('win-meter').textContent).not.toContain('%');
    expect(screen.queryByTestId('hint-why')).toBeNull();
    answerChance(fairAnswer(0.49, move('deal')));
    await waitFor(() => expect(screen.getByTestId('hint-why').textContent).toBe(SAID.en.lost));
  });
});
