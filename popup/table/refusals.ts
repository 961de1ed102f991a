// Why a move is illegal, in the player's language: the engine's machine-readable refusal
// worded through t(), with cards and piles named as everywhere else in the popup.
import { type Card, type PlotError, type Position, type Refusal } from '../../src/engine/index';
import { t } from '../platform/i18n';
import { cardThe, rankWord } from './names';

const pileNumber = (refusal: Refusal): number => Number(refusal.pile?.slice(1));

/** The cards the table shows: every tableau card, and the top of the waste, the reserve and each foundation. */
const inSight = (pos: Position): Card[] => [...pos.tableau.flat(), ...[pos.waste, pos.reserve, ...pos.foundations].flatMap((pile) => pile.slice(-1))];

/** Both of `card`'s copies (the game has two decks) are in sight in `pos`. */
export const twinInSight = (pos: Position, card: Card): boolean => inSight(pos).filter((c) => c === card).length > 1;

/**
 * The reason for a refusal, e.g. "the seven of clubs cannot go on the nine of hearts, because
 * …". `pos`, the position the move was tried in: a card the move would go on whose twin is in
 * sight too is said with its pile ("on the nine of hearts in tableau pile 4"), as two decks
 * make two of every card. The card played is not: the player has just pointed at it (the note
 * stands beside its pile; a pasted move names its pile).
 */
export function refusalText(refusal: Refusal, pos?: Position): string {
  const card = refusal.card === undefined ? '' : cardThe(refusal.card);
  const target = refusal.target === undefined ? '' : cardThe(refusal.target);
  const wanted = refusal.wanted === undefined ? '' : rankWord(refusal.wanted);
  switch (refusal.code) {
    case 'stock-empty': return t('refuseStockEmpty');
    case 'source-empty':
      if (refusal.pile === 'w') return t('refuseWasteEmpty');
      if (refusal.pile === 'r') return t('refuseReserveEmpty');
      return t('refusePileEmpty', pileNumber(refusal));
    case 'foundation-complete': return t('refuseFoundationComplete', pileNumber(refusal));
    case 'foundation-closed': return t('refuseFoundationClosed', pileNumber(refusal));
    case 'foundation-needs-base': return t('refuseFoundationNeedsBase', pileNumber(refusal), wanted);
    case 'foundation-wrong-rank': return t('refuseFoundationWrongRank', pileNumber(refusal), wanted, card);
    case 'no-foundation': return t('refuseNoFoundation', card);
    case 'no-foundation-restricted': return t('refuseNoFoundationRestricted', card);
    case 'reserve-to-tableau': return t('refuseReserveToTableau');
    case 'same-pile': return t('refuseSamePile', pileNumber(refusal));
    case 'space-from-tableau': return t('refuseSpaceFromTableau');
    case 'space-needs-base': return t('refuseSpaceNeedsBase', wanted);
    case 'onto-base': return t('refuseOntoBase', target, pileNumber(refusal));
    case 'base-onto-card': return t('refuseBaseOntoCard', card);
    case 'wrong-rank':
      return pos && refusal.target !== undefined && twinInSight(pos, refusal.target)
        ? t('refuseWrongRankAt', card, target, pileNumber(refusal))
        : t('refuseWrongRank', card, target);
  }
}

/** What the popup says after "Not allowed:": the refusal translated (about `pos`, where the move was tried), else the engine's English. */
export const illegalReason = (error: PlotError, pos?: Position): string =>
  error.refusal === undefined ? error.message : refusalText(error.refusal, pos);
