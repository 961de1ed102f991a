// What people (and screen readers) call cards and piles, in the browser's language.
import { type Card, type PileId, cardRank, cardSuit, isRed } from '../../src/engine/index';
import { type SingleKey, t } from '../platform/i18n';

const RANK_GLYPHS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** The rank as printed in a card's corner: A, 2 … 10, J, Q, K (the same in every language). */
export const rankGlyphOf = (rank: number): string => RANK_GLYPHS[rank - 1];
export const rankGlyph = (card: Card): string => rankGlyphOf(cardRank(card));
export const cardColour = (card: Card): 'red' | 'black' => (isRed(card) ? 'red' : 'black');

export const rankWord = (rank: number): string => t(`rank${rank}` as SingleKey);

const suitWord = (card: Card): string => t(`suit${cardSuit(card)}` as SingleKey);

/** "seven of hearts": a card in a label ("Reserve: seven of hearts on top"). */
export const cardLabel = (card: Card): string => t('cardName', rankWord(cardRank(card)), suitWord(card));

/**
 * "the seven of hearts", "la jota de picas": a card inside a sentence, with the article its
 * rank takes in the language (Spanish: el as … el diez, la jota, la reina, el rey).
 */
/** A rank with its article, for a sentence: "the nine", "la reina". */
export const rankThe = (rank: number): string => t(`rankThe${rank}` as SingleKey);
export const cardThe = (card: Card): string => t('cardName', rankThe(cardRank(card)), suitWord(card));

/** "from the waste", "del descarte": where a card comes from, inside a sentence (Spanish contracts de + el). */
export function fromPlace(id: PileId): string {
  if (id === 'w') return t('fromWaste');
  if (id === 'r') return t('fromReserve');
  if (id === 's') return t('fromStock');
  return t('fromPile', Number(id.slice(1)));
}

/**
 * A pile's accessible name: what it shows, then what a listener needs — "3: K Q J, Tableau
 * pile 3: jack of clubs on top, 3 cards". What is seen comes first so that a voice-control
 * user can say it (WCAG 2.5.3, Label in Name): `caption` is the pile's own visible text (its
 * number, its count), `ranks` the rank glyphs showing on its cards, in the order drawn.
 * Suit symbols are left out: they are pictures, and read aloud ("black club suit") they
 * only lengthen what the detail says anyway.
 */
export function shownThenSaid(caption: string | undefined, ranks: readonly string[], said: string): string {
  const shown = [caption, ranks.join(' ')].filter(Boolean).join(': ');
  return shown ? `${shown}, ${said}` : said;
}

/** "Tableau pile 3", "Foundation 1", "Waste" … */
export function pileName(id: PileId): string {
  if (id === 'w') return t('waste');
  if (id === 'r') return t('reserve');
  if (id === 's') return t('stock');
  const n = Number(id.slice(1));
  return id.startsWith('f') ? t('foundation', n) : t('pile', n);
}

/**
 * A time of play: "4:05", or "1:02:03" past an hour; whole seconds passed, as a clock
 * shows them (the one rounding of the table, the win summary, the history and the share line).
 */
export function formatTime(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const [h, m, s] = [Math.floor(total / 3600), Math.floor(total / 60) % 60, total % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
