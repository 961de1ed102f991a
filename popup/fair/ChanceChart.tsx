// After the game, the fair player's chart (docs/fair-play.md): the chance move by move, the
// costliest moves marked; the numbers come from the session (popup/fair/chanceLine.ts). Only an
// ended game shows it, so it loads after the first paint, in the lazy chunk (popup/loading/onDemand.ts).
import { useState } from 'preact/hooks';
import { type Game, status, dealKeyOf } from '../../src/engine/index';
import type { GameMeta } from '../../src/storage/gameSave';
import { type ChancePoint, costliest, knownPoints } from './chanceLine';
import { t } from '../platform/i18n';

const W = 268;
const H = 64;
const PAD = 3;

/**
 * After the game, over the tableau until closed: the chance move by move, the costliest moves marked, and the last move
 * after which the full-deal solver knew the deal was still winnable (`lastWinnable`:
 * moves played, or undefined when not known).
 */
export function ChanceChart({ points, moves, won, lastWinnable }: {
  points: readonly ChancePoint[];
  moves: number;
  won: boolean;
  lastWinnable: number | undefined;
}) {
  const [closed, setClosed] = useState(false);
  if (points.length < 2 || closed) return null;
  const x = (at: number) => PAD + ((W - 2 * PAD) * at) / Math.max(1, moves);
  const y = (chance: number) => PAD + (H - 2 * PAD) * (1 - chance);
  const drops = costliest(points);
  const line = points.map((p) => `${x(p.at).toFixed(1)},${y(p.chance).toFixed(1)}`).join(' ');
  const costly = drops.map((d) => t('chartCostlyItem', d.move, Math.round((d.before - d.after) * 100))).join(', ');
  const last = lastWinnable === undefined ? t('chartUnknown') : lastWinnable === 0 ? t('chartAtDeal') : t('chartMove', lastWinnable);
  return (
    <figure class="chance-chart" data-testid="chance-chart">
      <header>
        <figcaption>{t('chartTitle')}</figcaption>
        <button type="button" class="close" onClick={() => setClosed(true)}>{t('close')}</button>
      </header>
      <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} role="img" aria-label={t('chartTitle')}>
        <line class="grid" x1={PAD} x2={W - PAD} y1={y(0.5)} y2={y(0.5)} />
        <rect class="frame" x={PAD} y={PAD} width={W - 2 * PAD} height={H - 2 * PAD} />
        {!won && lastWinnable !== undefined ? (
          <line class="last-winnable" data-testid="last-winnable" x1={x(lastWinnable)} x2={x(lastWinnable)} y1={PAD} y2={H - PAD} />
        ) : null}
        <polyline class="chance-line" points={line} />
        {drops.map((d) => (
          <circle key={d.move} class="drop" data-testid="drop" cx={x(d.move - 1)} cy={y(d.before)} r={3.5}>
            <title>{t('chartCostlyItem', d.move, Math.round((d.before - d.after) * 100))}</title>
          </circle>
        ))}
      </svg>
      <p>{drops.length > 0 ? t('chartCostly', costly) : t('chartNoCostly')}</p>
      {won ? null : <p data-testid="last-winnable-text">{t('chartLastWinnable', last)}</p>}
    </figure>
  );
}

/** The chart once the game is over (won or blocked), when `on`; a new one for every game and line. */
export function GameChart({ on, game, meta }: { on: boolean; game: Game; meta: GameMeta }) {
  const over = status(game.position);
  if (!on || over === 'playing') return null;
  const n = game.moves.length;
  return <ChanceChart key={`${dealKeyOf(game.deal)} ${n}`} points={knownPoints(meta.chances, n)} moves={n} won={over === 'won'} lastWinnable={meta.lastWinnable} />;
}
