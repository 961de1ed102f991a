// The bands as the lists and labels name them (New game's choice by difficulty, the
// statistics by difficulty, the CLI's reports). Apart from difficulty.ts, which the popup
// loads at open for the badge: none of these is on the table (docs/dev/open-budget.md).
import { type Band, EASY_FROM_PERCENT, MEDIUM_FROM_PERCENT } from './difficulty';

export const BANDS: readonly Band[] = ['easy', 'medium', 'hard'];

/**
 * A band's bounds in whole percents, as its label names them: [from] for easy ("97% or
 * more"), [first, last] for medium ("95–96%": both shown percents belong to it), [under]
 * for hard ("under 95%"). Every shown percent falls in exactly one label.
 */
export function bandBounds(band: Band): number[] {
  if (band === 'easy') return [EASY_FROM_PERCENT];
  return band === 'medium' ? [MEDIUM_FROM_PERCENT, EASY_FROM_PERCENT - 1] : [MEDIUM_FROM_PERCENT];
}
