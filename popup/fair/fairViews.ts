// The fair player's numbers in the player's words: the chance as a percentage, a deal's
// difficulty band. (Its hint is worded in solverViews.ts, with the full-deal solver's.)
import { type Band, bandOf, percent } from '../../src/solver/fair/difficulty';
import { type SingleKey, t } from '../platform/i18n';

/** A chance as a whole percentage: one rounding for the meter, the hint and the band (src/solver/fair/difficulty.ts). */
export { percent };

const BAND_WORDS: Record<Band, SingleKey> = { easy: 'bandEasy', medium: 'bandMedium', hard: 'bandHard' };

/** A band's name ("Hard"). */
export const bandWord = (band: Band): string => t(BAND_WORDS[band]);

/**
 * The difficulty of a deal whose chance at the deal is known; `title` says what it is (the
 * chance before any card was turned, which the meter beside it leaves behind as cards turn).
 */
export function bandView(chance: number): { band: Band; text: string; title: string } {
  const band = bandOf(chance);
  return { band, text: t('bandBadge', bandWord(band)), title: t('bandTitle', bandWord(band), percent(chance)) };
}
