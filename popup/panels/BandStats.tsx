// Statistics by difficulty (bandFigures.ts): a table of games, wins, win rate and accuracy a
// band, and a small chart of the accuracy of the last games (oldest left), drawn as the
// review's chart is (review/ChartSvg.tsx: an SVG at its box's width, 11 px labels, the
// chart's colours from chart.css). The chart is a picture to a screen reader, named with
// every figure it draws. Both come with the Statistics panel, on demand.
import { type BandFigures, bandFigures, lastAccuracies } from './bandFigures';
import type { PlayedGame } from '../../src/storage/history';
import { bandWord } from '../fair/fairViews';
import { useBox } from '../review/useBox';
import { t } from '../platform/i18n';

const COLUMNS = ['statBandGames', 'statKindWins', 'statBandRate', 'colAccuracy'] as const;

const figures = (b: BandFigures): string[] => [
  String(b.games), String(b.wins),
  b.rate === undefined ? '—' : `${Math.round(b.rate * 100)}%`,
  b.accuracy === undefined ? '—' : t('accuracyValue', b.accuracy),
];

/** Games, wins, win rate and accuracy by band, easy to hard. */
export const BandTable = ({ games }: { games: readonly PlayedGame[] }) => (
  <table class="kinds bands" data-testid="stats-bands">
    <caption>{t('statsByBand')}</caption>
    <thead>
      <tr>
        <th scope="col">{t('statBand')}</th>
        {COLUMNS.map((k) => <th key={k} scope="col">{t(k)}</th>)}
      </tr>
    </thead>
    <tbody>
      {bandFigures(games).map((b) => (
        <tr key={b.band}>
          <th scope="row">{bandWord(b.band)}</th>
          {figures(b).map((f, i) => <td key={COLUMNS[i]}>{f}</td>)}
        </tr>
      ))}
    </tbody>
  </table>
);

const PAD = { left: 44, right: 8, top: 8, bottom: 10 };
const HEIGHT = 64;

/** The accuracy of the last games, a point each, on a scale from the ten below the lowest's tens (70 for an 82) to 100. */
export function AccuracyChart({ games }: { games: readonly PlayedGame[] }) {
  const [frame, { width }] = useBox<HTMLDivElement>({ width: 456, height: HEIGHT });
  const scores = lastAccuracies(games);
  if (scores.length < 2) return null;
  const low = Math.max(0, Math.floor(Math.min(...scores) / 10) * 10 - 10);
  const x = (i: number) => PAD.left + ((width - PAD.left - PAD.right) * i) / (scores.length - 1);
  const y = (a: number) => PAD.top + ((HEIGHT - PAD.top - PAD.bottom) * (100 - a)) / (100 - low);
  const line = scores.map((a, i) => `${x(i).toFixed(1)},${y(a).toFixed(1)}`).join(' ');
  return (
    <figure class="accuracy-chart" data-testid="accuracy-chart">
      <figcaption>{t('accuracyChart', scores.length)}</figcaption>
      <div class="chart-box" ref={frame}>
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`} width={width} height={HEIGHT} class="chart-svg" role="img"
          aria-label={t('accuracyChartLabel', scores.length, scores.join(', '))}
        >
          {[low, 100].map((a) => (
            <g key={a} class="tick">
              <line class={a === low ? 'axis' : 'grid'} x1={PAD.left} x2={width - PAD.right} y1={y(a)} y2={y(a)} />
              <text x={PAD.left - 4} y={y(a) + 4} text-anchor="end">{t('accuracyValue', a)}</text>
            </g>
          ))}
          <polyline class="chance-line" points={line} />
          {scores.map((a, i) => <circle key={i} class="pt costly" cx={x(i)} cy={y(a)} r={2} />)}
        </svg>
      </div>
    </figure>
  );
}

/** The view by difficulty: the table, then the chart. */
export const ByDifficulty = ({ games }: { games: readonly PlayedGame[] }) => (
  <>
    <BandTable games={games} />
    <AccuracyChart games={games} />
  </>
);
