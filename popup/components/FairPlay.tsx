// What the fair player says about the game (docs/fair-play.md): the win-chance meter, the
// deal's difficulty, and after the game the chart of the chance move by move. Each is given
// only what it shows; the numbers come from the session (popup/chanceLine.ts).
import { useState } from 'preact/hooks';
import { type Game, status } from '../../src/engine/index';
import type { GameMeta } from '../../src/storage/gameSave';
import { type ChancePoint, costliest, knownPoints } from '../chanceLine';
import { bandView, bandWord, percent } from '../fairViews';
import { t } from '../i18n';

/** The chance from the position on the board (undefined while it is being worked out) and the deal's chance (its difficulty). */
export function FairRow({ meter, chance, interval, working, dealChance }: {
  meter: boolean;
  chance: number | undefined;
  interval?: readonly [number, number];
  working: boolean;
  dealChance: number | undefined;
}) {
  const band = dealChance === undefined ? undefined : bandView(dealChance);
  if (!meter && !band) return null;
  const said = chance === undefined
    ? t('meterWorking')
    : t('meterValue', percent(chance), percent(interval?.[0] ?? chance), percent(interval?.[1] ?? chance));
  return (
    <div class="fair-row">
      {meter ? (
        <div class={`win-meter${working ? ' working' : ''}`} data-testid="win-meter" title={t('meterTitle')}>
          <span class="meter-label" aria-hidden="true">{t('meterLabel')}</span>
          <meter min={0} max={1} low={0.5} high={0.85} optimum={1} value={chance ?? 0} aria-label={said} />
          <span class="meter-value" aria-hidden="true">{chance === undefined ? '…' : `${percent(chance)}%`}</span>
        </div>
      ) : null}
      {band ? (
        <span class={`band ${band.band}`} data-testid="band" title={band.title}>
          <span class="sr-only">{t('bandBadge', '')}</span>
          {bandWord(band.band)}
        </span>
      ) : null}
    </div>
  );
}

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
  return <ChanceChart key={game.deal.join() + n} points={knownPoints(meta.chances, n)} moves={n} won={over === 'won'} lastWinnable={meta.lastWinnable} />;
}
