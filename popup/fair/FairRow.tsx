// What the fair player says about the game on the board (docs/fair-play.md): the win-chance
// meter and the deal's difficulty. The chart after the game is ChanceChart.tsx (loaded
// after the first paint).
import { bandView, bandWord, percent } from './fairViews';
import { t } from '../platform/i18n';

/**
 * The chance from the position on the board (undefined while it is being worked out) and the
 * deal's chance (its difficulty). The badge is a button: a finger sees no tooltip, so pressing
 * it shows what the difficulty is in the message area (`explained`, Notices.tsx's BandNote).
 */
export function FairRow({ meter, chance, interval, working, dealChance, explained, onExplain }: {
  meter: boolean;
  chance: number | undefined;
  interval?: readonly [number, number];
  working: boolean;
  dealChance: number | undefined;
  explained: boolean;
  onExplain(): void;
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
          {/* No low/high/optimum: the bar is one colour at every value (meter.css), as a chance
              is not good or bad at a threshold; without them a browser's own meter agrees. */}
          <meter min={0} max={1} value={chance ?? 0} aria-label={said} />
          <span class="meter-value" aria-hidden="true">{chance === undefined ? '…' : `${percent(chance)}%`}</span>
        </div>
      ) : null}
      {band ? (
        // The word alone fits the phone's one-line status; the tooltip, a screen reader and a press say what it means.
        <button type="button" class={`band ${band.band}`} data-testid="band" title={band.title} aria-expanded={explained} onClick={onExplain}>
          <span class="sr-only">{band.title}</span>
          <span aria-hidden="true">{bandWord(band.band)}</span>
        </button>
      ) : null}
    </div>
  );
}
