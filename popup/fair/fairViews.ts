// The fair player's numbers in the player's words: the chance as a percentage, a deal's
// difficulty band. (Its hint is worded in solverViews.ts, with the full-deal solver's.)
import { type Band, bandOf } from '../../src/solver/fair/difficulty';
import { t } from '../platform/i18n';
import type { MessageKey } from '../platform/messages';

/** A chance as a whole percentage (never "100%" for a chance below 1, nor "0%" above 0). */
export function percent(chance: number): number {
  const p = Math.round(chance * 100);
  if (p === 100 && chance < 1) return 99;
  if (p === 0 && chance > 0) return 1;
  return p;
}

const BAND_WORDS: Record<Band, MessageKey> = { easy: 'bandEasy', medium: 'bandMedium', hard: 'bandHard' };
export const BAND_RANGES: Record<Band, MessageKey> = { easy: 'bandEasyRange', medium: 'bandMediumRange', hard: 'bandHardRange' };

/** A band's name ("Hard"). */
export const bandWord = (band: Band): string => t(BAND_WORDS[band]);

/** The difficulty of a deal whose chance at the deal is known. */
export function bandView(chance: number): { band: Band; text: string; title: string } {
  const band = bandOf(chance);
  return { band, text: t('bandBadge', bandWord(band)), title: t('bandTitle', percent(chance)) };
}
