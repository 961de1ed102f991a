// A move in words, for what is said after it (the live region, the hints, the review): only
// parts loaded after the first paint say moves, so these are apart from input/moves.ts, which
// the board needs at open (docs/dev/open-budget.md).
import { type Move, type PileId, type Position, sourceCard } from '../../src/engine/index';
import { t } from '../platform/i18n';
import { cardThe, fromPlace } from '../table/names';
import { landingPile } from './moves';

/** "to tableau pile 3", "a las fundaciones": where a card goes (`'f'`: whichever foundation takes it). */
export function toPlace(id: PileId | 'f'): string {
  if (id === 'f') return t('toFoundations');
  return id.startsWith('f') ? t('toFoundation', Number(id.slice(1))) : t('toPile', Number(id.slice(1)));
}

/** What the move puts where, in the player's language: the card (with its article), from, to. */
function moveParts(pos: Position, move: Move): { card: string; from: string; to: string } {
  if (move.kind === 'deal') {
    const card = pos.stock[pos.stock.length - 1];
    return { card: card === undefined ? '' : cardThe(card), from: fromPlace('s'), to: '' };
  }
  const card = sourceCard(pos, move.from);
  const landing = landingPile(pos, move) ?? move.to;
  return { card: card === undefined ? '' : cardThe(card), from: fromPlace(move.from), to: toPlace(landing as PileId | 'f') };
}

/**
 * A move as a phrase to go inside a sentence ("Move undone: …", "Hint: …"): "move the seven
 * of hearts from tableau pile 3 to foundation 1", "deal the six of spades from the stock".
 * Worked out before the move is played (the card is the one it takes).
 */
export function describeMove(pos: Position, move: Move): string {
  const { card, from, to } = moveParts(pos, move);
  return move.kind === 'deal' ? t('dealPhrase', card) : t('movePhrase', card, from, to);
}

export const capitalised = (s: string): string => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** A move as a sentence of its own: "The seven of hearts goes from tableau pile 3 to foundation 1." */
export function moveSentence(pos: Position, move: Move): string {
  const { card, from, to } = moveParts(pos, move);
  return capitalised(move.kind === 'deal' ? t('dealt', card) : t('movedTo', card, from, to));
}
