// The chart of the fair chance move by move, on axes (move, win chance), drawn for the chart
// after the game (fair/ChanceChart.tsx) and for the review (review/GameReview.tsx): one point
// per gesture whose chance is known (a move with its auto-plays; a whole stock run, after its
// last card), each a focusable element named after its moves (review/reviewModel.ts pointName), with
// what it cost and what luck brought; the costliest moves marked; the full-deal solver's last
// winnable move as a line. Drawn at the width of the box it is in (a phone's, the popup's),
// never scaled: its labels keep their 11 px.
import { useRef, useState } from 'preact/hooks';
import { costliest } from '../fair/chanceLine';
import { type Review, chartPoints, leadOf, pointName } from './reviewModel';
import { t } from '../platform/i18n';
import { useBox } from './useBox';

// Room for the 11 px labels: "100%" and the turned axis title on the left, the moves and
// the axis title below.
const PAD = { left: 50, right: 12, top: 8, bottom: 32 };
/** Room each move label on the axis needs (a three-digit number and space around it). */
const TICK_ROOM = 64;

/** Round steps for the move axis: as many ticks as fit `span` px, four at most. */
function moveTicks(moves: number, span: number): number[] {
  const raw = Math.max(1, moves / Math.max(1, Math.min(4, Math.floor(span / TICK_ROOM))));
  const step = [1, 2, 5, 10, 20, 25, 50, 100, 200].find((s) => s >= raw) ?? 500;
  const ticks: number[] = [];
  for (let m = 0; m <= moves; m += step) ticks.push(m);
  return ticks;
}

/** The chart's axes: the chance's grid lines and labels, the move ticks, both titles. */
function axes(width: number, height: number, moves: number, x: (at: number) => number, y: (chance: number) => number) {
  return (
    <>
      {[0, 0.5, 1].map((c) => (
        <g key={c} class="tick">
          <line class={c === 0 ? 'axis' : 'grid'} x1={PAD.left} x2={width - PAD.right} y1={y(c)} y2={y(c)} />
          <text x={PAD.left - 4} y={y(c) + 4} text-anchor="end">{`${c * 100}%`}</text>
        </g>
      ))}
      <line class="axis" x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={y(0)} />
      {moveTicks(moves, width - PAD.left - PAD.right).map((m) => (
        <g key={m} class="tick">
          <line class="axis" x1={x(m)} x2={x(m)} y1={y(0)} y2={y(0) + 3} />
          {/* A label at the axis's end ends there, rather than past the SVG's edge. */}
          <text x={x(m)} y={y(0) + 14} text-anchor={x(m) > width - PAD.right - 12 ? 'end' : 'middle'}>{m}</text>
        </g>
      ))}
      <text class="axis-title" x={(PAD.left + width - PAD.right) / 2} y={height - 3} text-anchor="middle">{t('chartAxisMove')}</text>
      <text class="axis-title" x={-(PAD.top + y(0)) / 2} y={11} transform="rotate(-90)" text-anchor="middle">{t('chartAxisChance')}</text>
    </>
  );
}

// Over 60 lines (82), kept (issue 33): one SVG whose points, keys and pointer share the roving focus and the scales x and y; its axes are drawn apart (axes).
/**
 * The chart itself: an SVG on axes, one focusable point per known chance (a roving tab stop:
 * the arrow keys go from point to point, Home and End to the ends, Enter or a click picks it).
 * `current` is the move the review shows (its point is the tab stop and is drawn selected).
 */
export function ChartSvg({ review, height, current, onPick, onShow, won }: {
  review: Review;
  /** Its height; its width is its box's. */
  height: number;
  current?: number;
  /** A point picked (Enter, a click); in the review, also each arrow key. */
  onPick(at: number): void;
  /** The point under the pointer or with the focus (undefined: none), for a caption. */
  onShow?(at: number | undefined): void;
  won: boolean;
}) {
  const [frame, { width }] = useBox<HTMLDivElement>({ width: 456, height });
  const steps = review.steps;
  const moves = steps.length - 1;
  const points = chartPoints(review);
  const refs = useRef<(SVGCircleElement | null)[]>([]);
  const [focus, setFocus] = useState<number | undefined>();
  const x = (at: number) => PAD.left + ((width - PAD.left - PAD.right) * at) / Math.max(1, moves);
  const y = (chance: number) => PAD.top + (height - PAD.top - PAD.bottom) * (1 - chance);
  const costly = new Set(costliest(steps.flatMap((s) => (s.cost ? [s.cost] : []))).map((c) => c.at + 1));
  // The point of the gesture the review shows (a step of a run before its point has it), else the last before.
  const currentLead = current === undefined ? -1 : leadOf(review, current);
  const currentIndex = current === undefined ? -1 : points.reduce((best, p, i) => (p.lead <= currentLead ? i : best), 0);
  // The one tab stop: in the review, the move it shows; after the game, the point last focused (else the last).
  const stop = current !== undefined ? currentIndex : focus ?? points.length - 1;
  const go = (i: number, pick: boolean) => {
    const j = Math.max(0, Math.min(points.length - 1, i));
    setFocus(j);
    refs.current[j]?.focus();
    onShow?.(points[j].at);
    if (pick) onPick(points[j].at);
  };
  const onKey = (e: KeyboardEvent, i: number) => {
    const to = { ArrowLeft: i - 1, ArrowDown: i - 1, ArrowRight: i + 1, ArrowUp: i + 1, Home: 0, End: points.length - 1 }[e.key];
    if (to !== undefined) go(to, current !== undefined);
    else if (e.key === 'Enter' || e.key === ' ') onPick(points[i].at);
    else return;
    e.preventDefault();
    e.stopPropagation();
  };
  // The pointer picks the nearest point by its move.
  const nearest = (e: PointerEvent): number => {
    const box = (e.currentTarget as SVGSVGElement).getBoundingClientRect();
    const at = ((e.clientX - box.left) * (width / Math.max(1, box.width)) - PAD.left) / ((width - PAD.left - PAD.right) / Math.max(1, moves));
    return points.reduce((best, p, i) => (Math.abs(p.at - at) < Math.abs(points[best].at - at) ? i : best), 0);
  };
  const [hover, setHover] = useState<number | undefined>();
  const line = points.map((p) => `${x(p.at).toFixed(1)},${y(p.chance).toFixed(1)}`).join(' ');
  const lw = review.lastWinnable;
  return (
    <div class="chart-box" ref={frame}>
      <svg
        viewBox={`0 0 ${width} ${height}`} width={width} height={height} class="chart-svg" role="group" aria-label={t('chartTitle')}
        onPointerMove={(e) => { const i = nearest(e as PointerEvent); setHover(i); onShow?.(points[i].at); }}
        onPointerLeave={() => { setHover(undefined); onShow?.(undefined); }}
        onClick={(e) => points.length > 0 && onPick(points[nearest(e as unknown as PointerEvent)].at)}
      >
        {axes(width, height, moves, x, y)}
        {!won && lw !== undefined ? (
          <line class="last-winnable" data-testid="last-winnable" x1={x(lw)} x2={x(lw)} y1={PAD.top} y2={y(0)} />
        ) : null}
        {current !== undefined ? <line class="cursor" x1={x(current)} x2={x(current)} y1={PAD.top} y2={y(0)} /> : null}
        <polyline class="chance-line" points={line} />
        {points.map((p, i) => (
          <circle
            key={p.at}
            ref={(el) => { refs.current[i] = el; }}
            class={['pt', p.at > 0 && costly.has(p.lead) ? 'costly' : '', i === currentIndex ? 'current' : '', i === hover ? 'hover' : ''].filter(Boolean).join(' ')}
            data-testid="chart-point"
            data-at={p.at}
            cx={x(p.at)} cy={y(p.chance)} r={3}
            tabindex={i === stop ? 0 : -1}
            role="button"
            aria-label={pointName(review, p.at)}
            onKeyDown={(e) => onKey(e as KeyboardEvent, i)}
            onFocus={() => { setFocus(i); onShow?.(p.at); }}
          />
        ))}
      </svg>
    </div>
  );
}

/** The full-deal solver's last winnable move, in words. */
export function lastWinnableText(lastWinnable: number | undefined): string {
  const last = lastWinnable === undefined ? t('chartUnknown') : lastWinnable === 0 ? t('chartAtDeal') : t('chartMove', lastWinnable);
  return t('chartLastWinnable', last);
}

