// @vitest-environment happy-dom
// The review says what made each step (review/reviewModel.ts): the player's move, a card of a
// stock run (a deal, never "auto-play"), a card auto-play sent up, or a move a Finish made
// with the one before. The chart has one point per gesture: a stock run is one point, after
// its last card, named by its moves ("Moves 2–4"), so no two points carry one move's name.
// Games played through the session's reducer, so `meta.auto` is the one the popup saves.
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { type Game, movesToString } from '../../src/engine/index';
import { FRESH_META } from '../../src/storage/gameSave';
import { chanceAt } from '../../src/storage/lineNotes';
import { DEFAULT_SETTINGS, EMPTY_STATS } from '../../src/storage/prefs';
import { gameFromNumber } from '../../popup/platform/boot';
import { setMessageSource } from '../../popup/platform/i18n';
import { type Session, type SessionAction, step } from '../../popup/session/session';
import { type Review, chartPoints, pointName, reviewOf, stepLabel } from '../../popup/review/reviewModel';
import { GameReview } from '../../popup/review/GameReview';
import { type Lang, localeSource } from '../support/locale';
import { movesFrom, played } from '../support/positions';

afterEach(() => {
  cleanup();
  setMessageSource(undefined);
});

const speak = (lang: Lang) => setMessageSource(localeSource(lang));

/** `actions` from `game` with auto-play on, the chance noted at every position, as the meter would. */
function session(game: Game, actions: SessionAction[]): Session {
  let s: Session = { game, meta: FRESH_META, stats: EMPTY_STATS, settings: { ...DEFAULT_SETTINGS, autoPlay: true } };
  const note = () => {
    for (let at = 0; at <= s.game.moves.length; at++) {
      if (chanceAt(s.game, s.meta, at) === undefined) s = step(s, { type: 'noteChance', at, chance: 0.5 + at / 200 }).session;
    }
  };
  note();
  for (const a of actions) {
    s = step(s, a).session;
    note();
  }
  return s;
}

const play = (text: string): SessionAction => ({ type: 'play', move: movesFrom(text)[0] });
const reviewFor = (s: Session): Review => reviewOf(s.game, s.meta);

// Deal 1: a move, a deal, then a double-click (a deal joined by a run), then runs.
const runs = session(gameFromNumber(1), [play('t1>t8'), play('deal'), { type: 'stockRun', joined: true }, { type: 'stockRun' }, { type: 'stockRun' }, { type: 'stockRun' }]);
// Deal 1 after 49 moves: t11>f, after which auto-play sends four cards up (test/popup/session.test.ts).
const BEFORE_AUTO = played(gameFromNumber(1), 't4>t8 t3>t11 deal deal deal w>t11 t1>t11 deal deal deal deal w>f t5>f t9>t12 deal deal deal deal deal deal deal deal w>t5 deal deal deal w>f t12>f t12>f w>f t6>f deal deal w>t1 deal deal deal deal deal deal deal deal deal w>t9 deal w>f t11>f t11>f t11>f');
const ups = session(BEFORE_AUTO, [play('t11>f')]);
// A Finish's line: a pile move, then two deals in the same gesture.
const finished = session(gameFromNumber(1), [{ type: 'finish', moves: movesFrom('t1>t8 deal deal') }]);

describe('what made each step', () => {
  it('the games are what the tests say: runs of two and three cards, four auto-plays, a Finish of three moves', () => {
    expect(movesToString(runs.game.moves)).toBe('t1>t8 deal deal deal deal deal deal deal');
    expect(reviewFor(runs).steps.map((s) => s.kind)).toEqual(['move', 'move', 'move', 'run', 'run', 'move', 'move', 'run', 'move']);
    expect(reviewFor(ups).steps.slice(-5).map((s) => s.kind)).toEqual(['move', 'auto', 'auto', 'auto', 'auto']);
    expect(reviewFor(finished).steps.map((s) => s.kind)).toEqual(['move', 'move', 'with', 'with']);
  });

  it('a card of a stock run is a deal, said as one: its place in the run and the chart\'s one point (en)', () => {
    const r = reviewFor(runs);
    expect(r.steps[3].move).toMatch(/^The .+ is dealt from the stock onto the waste\.$/);
    expect(stepLabel(r, 2)).toBe('Card 1 of 3 of a stock run from move 2: the chart has one point for the whole run, after its last card.');
    expect(stepLabel(r, 4)).toBe('Card 3 of 3 of a stock run from move 2: the chart has one point for the whole run, after its last card.');
    expect(stepLabel(r, 5)).toBeUndefined(); // a single deal is a move of its own
    for (const s of r.steps.slice(1)) if (s.kind !== 'auto') expect(stepLabel(r, s.at) ?? '').not.toMatch(/auto-play/i);
  });

  it('the same in Spanish: a deal is never a "subida automática"', () => {
    speak('es');
    const r = reviewFor(runs);
    expect(r.steps[3].move).toMatch(/^(El|La) .+ sale del mazo al descarte\.$/);
    expect(stepLabel(r, 3)).toBe('Carta 2 de 3 de una serie sacada del mazo desde la jugada 2: el gráfico tiene un solo punto para toda la serie, tras su última carta.');
    for (const s of r.steps.slice(1)) expect(stepLabel(r, s.at) ?? '').not.toMatch(/automática/);
  });

  it('a card auto-play sent up says so, with the move it followed; a Finish\'s moves come with the first', () => {
    const r = reviewFor(ups);
    const lead = BEFORE_AUTO.moves.length + 1;
    expect(stepLabel(r, lead + 1)).toBe(`Auto-play: it went up to the foundations on its own after move ${lead}.`);
    expect(stepLabel(reviewFor(finished), 3)).toBe('Played in one gesture with move 1 (one Undo takes them back together).');
    speak('es');
    expect(stepLabel(r, lead + 4)).toBe(`Subida automática: subió sola a las fundaciones tras la jugada ${lead}.`);
    expect(stepLabel(reviewFor(finished), 2)).toBe('Jugada en un solo gesto con la jugada 1 (un solo Deshacer las devuelve juntas).');
  });
});

describe('one chart point per gesture', () => {
  it('a stock run is one point, after its last card, named by its moves; no move is named twice', () => {
    const r = reviewFor(runs);
    const points = chartPoints(r);
    // The deal, t1>t8, the run 2–4, the deal 5, the run 6–7, the deal 8: though a chance is known at every step.
    expect(points.map((p) => p.at)).toEqual([0, 1, 4, 5, 7, 8]);
    const names = points.map((p) => pointName(r, p.at));
    expect(names[2]).toMatch(/^Moves 2–4: 3 cards dealt from the stock in one run; the last is the .+\. Win chance 52%\. Cost not known\.$/);
    expect(names[4]).toMatch(/^Moves 6–7: 2 cards dealt from the stock in one run; the last is/);
    const numbers = names.slice(1).map((n) => /^Moves? ([\d–]+):/.exec(n)?.[1]);
    expect(new Set(numbers).size).toBe(numbers.length);
    speak('es');
    expect(pointName(r, 4)).toMatch(/^Jugadas 2–4: 3 cartas sacadas del mazo en una sola serie; la última es (el|la) .+\. Probabilidad de ganar: 52%\./);
  });

  it('a move and the cards auto-play sent up after it are one point, at the chance after them, and the name counts them', () => {
    const r = reviewFor(ups);
    const lead = BEFORE_AUTO.moves.length + 1;
    const points = chartPoints(r).filter((p) => p.at >= lead);
    expect(points).toEqual([{ at: lead + 4, chance: r.steps[lead + 4].chance, lead }]);
    expect(pointName(r, lead + 4)).toMatch(new RegExp(`^Move ${lead}: The .+ goes from tableau pile 11 to foundation \\d\\. 4 cards went up to the foundations on their own\\. Win chance`));
  });

  it('the review at a run\'s card shows the deal and its label; the chart marks the run\'s point as the current one', () => {
    const r = reviewFor(runs);
    const { container } = render(<GameReview review={r} won={false} at={3} onStep={() => undefined} onClose={() => undefined} />);
    expect(container.querySelector('.review-move')!.textContent).toMatch(/is dealt from the stock onto the waste\.$/);
    expect(screen.getByTestId('review-gesture').textContent).toMatch(/^Card 2 of 3 of a stock run from move 2/);
    expect(screen.queryByTestId('review-cost')).toBeNull(); // the cost is the run's, said at its first card
    expect(container.querySelector('.pt.current')!.getAttribute('data-at')).toBe('4');
    expect(screen.getAllByTestId('chart-point')).toHaveLength(6);
  });
});
