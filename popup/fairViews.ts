// The fair player's answers in the player's words: the fair hint (with the piles to
// highlight), the chance as a percentage, a deal's difficulty band. The fair player reads
// only what the player can see (docs/fair-play.md), so its hint says a chance, not a proof.
import type { Game, Move, PileId } from '../src/engine/index';
import { type Band, bandOf } from '../src/solver/difficulty';
import type { HintView } from './components/MessageArea';
import { t } from './i18n';
import type { MessageKey } from './messages';
import { describeMove, landingPile } from './moves';
import type { ChanceAnswer } from './solverClient';

/** A chance as a whole percentage (never "100%" for a chance below 1, nor "0%" above 0). */
export function percent(chance: number): number {
  const p = Math.round(chance * 100);
  if (p === 100 && chance < 1) return 99;
  if (p === 0 && chance > 0) return 1;
  return p;
}

/** A hint's move in words, and the piles it highlights. A deal names no card: the player cannot see it yet. */
export function hintedMove(g: Game, m: Move): Pick<HintView, 'move' | 'from' | 'to'> & { words: string } {
  return {
    words: m.kind === 'deal' ? t('hintDeal') : describeMove(g.position, m).replace(/\.$/, ''),
    move: m,
    from: (m.kind === 'deal' ? 's' : m.from) as PileId,
    to: landingPile(g.position, m),
  };
}

/** What the fair player's answer says as a hint for game `g`. */
export function fairHintView(g: Game, answer: ChanceAnswer): HintView {
  switch (answer.verdict) {
    case 'chance': {
      if (answer.best === undefined) return { kind: 'none', text: answer.chance === 1 ? t('wonGame') : t('hintFairNone') };
      const { words, ...marks } = hintedMove(g, answer.best);
      return { kind: 'fair', text: t('hintFair', words, percent(answer.chance ?? 0)), ...marks };
    }
    case 'error':
      return { kind: 'error', text: t('solverUnavailable', answer.message) };
    default:
      return { kind: 'none', text: '' };
  }
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
