// The step-through review of a finished game (docs/fair-play.md, Review): the board as it was
// after each move (the engine's replay, drawn read-only with the table's cards), the
// chart with the move shown, what the move cost and what luck brought, the fair best move
// beside a choice that cost something, and the full-deal solver's last winnable move. First,
// previous, next, last by buttons and keys (Home, ←, →, End); Escape closes it. Keys stay
// inside: the game's shortcuts under it are not reached.
import type { RefObject } from 'preact';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { ChartSvg, lastWinnableText } from './ChartSvg';
import { ReplayBoard } from './ReplayBoard';
import { type Review, costText, stepLabel } from './reviewModel';
import { t, tn } from '../platform/i18n';
import { percent } from '../fair/fairViews';

let requested = false;

/** Asks the chart after the game to open straight into the review (the win panel's button). */
export function requestReview(): void {
  requested = true;
}

/** Whether the review was asked for (once: the request is taken). */
export function takeReviewRequest(): boolean {
  const was = requested;
  requested = false;
  return was;
}

/** What the step says: the move, its chance, cost and luck, the fair best move instead, the last winnable move. */
function StepText({ review, at, won }: { review: Review; at: number; won: boolean }) {
  const step = review.steps[at];
  const label = at > 0 ? stepLabel(review, at) : undefined;
  return (
    <div class="review-text" data-testid="review-text">
      {step.move ? <p class="review-move">{step.move}</p> : null}
      {label ? <p class="review-gesture" data-testid="review-gesture">{label}</p> : null}
      {step.chance !== undefined ? <p>{`${t('chartAxisChance')}: ${percent(step.chance)}%`}</p> : null}
      {at > 0 && !step.auto && review.costsKnown ? <p class="review-cost" data-testid="review-cost">{costText(step.cost)}</p> : null}
      {step.better ? <p class="review-better" data-testid="review-better">{t('reviewBetter', step.better)}</p> : null}
      {!won && review.lastWinnable === at && at > 0 ? <p class="review-winnable">{t('reviewLastWinnable')}</p> : null}
    </div>
  );
}

/**
 * What makes the review modal: the game beside it inert while it shows, the focus kept in it,
 * and keys with the focus outside it (none should be) given to its `onKey`.
 */
function useModal(root: RefObject<HTMLDivElement | null>, at: number, onKey: (e: KeyboardEvent) => void) {
  // A modal review: the game beside it is inert (no focus, no clicks) until it closes. A layout
  // effect, so that the game is inert in the commit that shows the review and free again in
  // the one that removes it (Preact 11 runs a passive effect's cleanup only after the paint).
  useLayoutEffect(() => {
    root.current?.querySelector<HTMLElement>('.review-next')?.focus();
    const others = [...(root.current?.parentElement?.children ?? [])].filter((el) => el !== root.current && !el.hasAttribute('inert'));
    for (const el of others) el.setAttribute('inert', '');
    return () => others.forEach((el) => el.removeAttribute('inert'));
  }, []);
  // A button that becomes disabled (Next at the last move) drops the focus: the review keeps it.
  useEffect(() => {
    const el = document.activeElement as HTMLButtonElement | null;
    if (!el || el === document.body || el.disabled) root.current?.focus();
  }, [at]);
  // Keys with the focus outside the review (none should be) are the review's too.
  const latest = useRef(onKey);
  latest.current = onKey;
  useEffect(() => {
    const outside = (e: KeyboardEvent) => {
      if (!root.current?.contains(e.target as Node)) latest.current(e);
    };
    window.addEventListener('keydown', outside, true);
    return () => window.removeEventListener('keydown', outside, true);
  }, []);
}

export interface GameReviewProps {
  review: Review;
  won: boolean;
  at: number;
  onStep(at: number): void;
  onClose(): void;
}

export function GameReview({ review, won, at, onStep, onClose }: GameReviewProps) {
  const last = review.steps.length - 1;
  const root = useRef<HTMLDivElement>(null);
  const go = (to: number) => onStep(Math.max(0, Math.min(last, to)));
  const onKey = (e: KeyboardEvent) => {
    const to = { Home: 0, ArrowLeft: at - 1, ArrowRight: at + 1, End: last, PageUp: at - 10, PageDown: at + 10 }[e.key];
    if (to !== undefined) {
      e.preventDefault();
      go(to);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    }
    // The game's shortcuts (useShortcuts, on the document) must not act on the game under the review.
    e.stopPropagation();
  };
  useModal(root, at, onKey);
  const buttons: [string, string, number, boolean][] = [
    ['review-first', t('reviewFirst'), 0, at === 0],
    ['review-previous', t('reviewPrevious'), at - 1, at === 0],
    ['review-next', t('reviewNext'), at + 1, at === last],
    ['review-last', t('reviewLast'), last, at === last],
  ];
  const step = review.steps[at];
  // One order for every screen (review.css places the parts): on a phone the review scrolls
  // down and its controls stay at the screen's foot; in the popup the board is beside the rest.
  return (
    <div class="game-review" role="dialog" aria-modal="true" aria-label={t('reviewTitle')} data-testid="game-review" ref={root} tabIndex={-1} onKeyDown={onKey}>
      <header class="review-head">
        <h2>{t('reviewTitle')}</h2>
        <button type="button" class="close" onClick={onClose}>{t('close')}</button>
      </header>
      <div class="review-chart">
        <ChartSvg review={review} height={136} current={at} onPick={go} won={won} />
      </div>
      <StepText review={review} at={at} won={won} />
      <ReplayBoard pos={step.position} from={step.from} to={step.to} label={at === 0 ? t('reviewBoardDeal') : t('reviewBoard', at)} />
      <div class="review-notes">
        <p class="review-keys">{t('reviewKeys')}</p>
        <p class="review-note">{t('reviewLuckNote')}</p>
        {won ? null : <p class="review-note">{lastWinnableText(review.lastWinnable)}</p>}
      </div>
      <div class="review-bar">
        <p class="review-where" aria-live="polite" data-testid="review-where">
          {at === 0 ? tn('reviewAtDeal', last, last) : t('reviewAt', at, last)}
        </p>
        <div class="review-controls" role="group" aria-label={t('reviewTitle')}>
          {buttons.map(([cls, label, to, off]) => (
            <button key={cls} type="button" class={cls} data-testid={cls} disabled={off} onClick={() => go(to)}>{label}</button>
          ))}
        </div>
      </div>
    </div>
  );
}
