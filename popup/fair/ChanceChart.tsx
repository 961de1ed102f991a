// After the game, the fair player's chart (docs/fair-play.md, Review): the chance move by
// move on axes (move, win chance), each known point reachable by mouse and keyboard and named
// after its move, with what the move cost (regret) and what the cards brought (luck); the
// costliest moves; the full-deal solver's last winnable move; and the step-through review
// (popup/review/). Only an ended game shows it, so it loads after the first paint, in the
// lazy chunk (popup/loading/onDemand.ts).
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { type Game, status, dealKeyOf } from '../../src/engine/index';
import type { GameMeta } from '../../src/storage/gameSave';
import { costliest } from './chanceLine';
import { type Review, pointName, reviewOf } from '../review/reviewModel';
import { ChartSvg, lastWinnableText } from '../review/ChartSvg';
import { GameReview, takeReviewRequest } from '../review/GameReview';
import { t, tn } from '../platform/i18n';

/** The costliest moves, in one sentence, or why there are none to name. */
function costSummary(review: Review): string {
  if (!review.costsKnown) return t('chartCostsUnknown');
  const top = costliest(review.steps.flatMap((s) => (s.cost ? [s.cost] : [])));
  if (top.length === 0) return t('chartNoCostly');
  return t('chartCostly', top.map((c) => t('chartCostlyItem', c.at + 1, tn('points', Math.round(c.regret * 100), Math.round(c.regret * 100)))).join(', '));
}

/**
 * After the game, over the tableau until closed: the chart, the name of the point under the
 * pointer or the focus, the costliest moves, the full-deal solver's last winnable move, and
 * the review (a point picked opens it at that move).
 */
export function ChanceChart({ review, won, onReview, back = false }: { review: Review; won: boolean; onReview(at: number): void; back?: boolean }) {
  const [closed, setClosed] = useState(false);
  const [shown, setShown] = useState<number | undefined>();
  const open = useRef<HTMLButtonElement>(null);
  // Back from the review: the focus returns to the button that opens it.
  useEffect(() => {
    if (back) open.current?.focus();
  }, [back]);
  if (review.steps.filter((s) => s.chance !== undefined).length < 2 || closed) return null;
  return (
    // A named region: the chart floats over the table, outside the page's other landmarks.
    <figure class="chance-chart" data-testid="chance-chart" role="region" aria-label={t('chartTitle')}>
      <div class="chart-head">
        <figcaption>{t('chartTitle')}</figcaption>
        <button type="button" class="close" onClick={() => setClosed(true)}>{t('close')}</button>
      </div>
      <ChartSvg review={review} height={150} onPick={onReview} onShow={setShown} won={won} />
      <p class="point-name" data-testid="point-name">{shown === undefined ? t('chartPointHelp') : pointName(review, shown)}</p>
      <p data-testid="costly">{costSummary(review)}</p>
      {won ? null : <p data-testid="last-winnable-text">{lastWinnableText(review.lastWinnable)}</p>}
      <button type="button" class="review-open" data-testid="review-open" ref={open} onClick={() => onReview(0)}>{t('reviewOpen')}</button>
    </figure>
  );
}

/** The chart once the game is over (won or blocked), when `on`, and the review it opens; a new one for every game and line. */
export function GameChart({ on, game, meta }: { on: boolean; game: Game; meta: GameMeta }) {
  const over = status(game.position);
  if (!on || over === 'playing') return null;
  const n = game.moves.length;
  return <AfterGame key={`${dealKeyOf(game.deal)} ${n}`} game={game} meta={meta} won={over === 'won'} />;
}

function AfterGame({ game, meta, won }: { game: Game; meta: GameMeta; won: boolean }) {
  const review = useMemo(() => reviewOf(game, meta), [game, meta]);
  const [at, setAt] = useState<number | undefined>(() => (takeReviewRequest() ? 0 : undefined));
  const [back, setBack] = useState(false);
  return at === undefined
    ? <ChanceChart review={review} won={won} onReview={setAt} back={back} />
    : <GameReview review={review} won={won} at={at} onStep={setAt} onClose={() => (setAt(undefined), setBack(true))} />;
}
