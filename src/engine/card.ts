import { type Card, type Rank, type RelRank, type Result, type Suit, SUITS, err, ok } from './types';

const RANK_CHARS = 'A23456789TJQK';
const RANK_NAMES = [
  'ace', 'two', 'three', 'four', 'five', 'six', 'seven',
  'eight', 'nine', 'ten', 'jack', 'queen', 'king',
];
const SUIT_NAMES: Record<Suit, string> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };

export const makeCard = (rank: Rank, suit: Suit): Card => SUITS.indexOf(suit) * 13 + rank - 1;
export const cardRank = (card: Card): Rank => ((card % 13) + 1) as Rank;
export const cardSuit = (card: Card): Suit => SUITS[Math.floor(card / 13)];
export const isRed = (card: Card): boolean => cardSuit(card) === 'D' || cardSuit(card) === 'H';

/** Rank counted up from the base rank, round the corner: 0 is the base rank itself. */
export const relRank = (card: Card, base: Rank): RelRank => (cardRank(card) - base + 13) % 13;

export const rankToString = (rank: Rank): string => RANK_CHARS[rank - 1];
export const cardToString = (card: Card): string => rankToString(cardRank(card)) + cardSuit(card);

/** "seven of hearts": what a screen reader says. */
export const cardName = (card: Card): string =>
  `${RANK_NAMES[cardRank(card) - 1]} of ${SUIT_NAMES[cardSuit(card)]}`;

/** Accepts lower case and `10` for `T`, as docs/rules.md asks. */
export function parseCard(text: string): Result<Card> {
  const upper = text.toUpperCase();
  const rankText = upper.length === 3 && upper.startsWith('10') ? 'T' : upper.slice(0, -1);
  const suitText = upper.slice(-1);
  const rankIndex = rankText.length === 1 ? RANK_CHARS.indexOf(rankText) : -1;
  if (text.length < 2 || text.length > 3) {
    return err(`"${text}" is not a card: write rank then suit, like 7H or TS`, { token: text });
  }
  if (rankIndex < 0) {
    return err(`"${text}" has no rank: ranks are A 2 3 4 5 6 7 8 9 T J Q K`, { token: text });
  }
  if (!SUITS.includes(suitText as Suit)) {
    return err(`"${text}" has no suit: suits are C D H S`, { token: text });
  }
  return ok(makeCard((rankIndex + 1) as Rank, suitText as Suit));
}
