// What a player can see of a position (docs/fair-play.md), the cards they cannot see, and
// random "determinizations": the unseen cards dealt at random into the hidden places.
//
// A fair player reads only the view. Two positions that differ only in the order of their
// face-down cards have equal views (equal keys, equal hashes), so anything computed from
// the view alone cannot depend on that order.
import { cardToString } from './card';
import { uniformBelow } from './dealNumber';
import { fnv1a } from './hash';
import { type Card, type Position, type Rank } from './types';

/** What the player sees: nothing under the reserve's top, nothing of the stock but its size. */
export interface View {
  readonly base: Rank;
  /** The reserve's top card, when the reserve is not empty. */
  readonly reserveTop: Card | undefined;
  /** How many face-down cards lie under the reserve's top. */
  readonly reserveHidden: number;
  readonly foundations: readonly (readonly Card[])[];
  readonly tableau: readonly (readonly Card[])[];
  /** Every waste card, bottom to top: each was seen when it was dealt. */
  readonly waste: readonly Card[];
  readonly stockCount: number;
}

export function viewOf(pos: Position): View {
  const n = pos.reserve.length;
  return {
    base: pos.base,
    reserveTop: n > 0 ? pos.reserve[n - 1] : undefined,
    reserveHidden: Math.max(0, n - 1),
    foundations: pos.foundations,
    tableau: pos.tableau,
    waste: pos.waste,
    stockCount: pos.stock.length,
  };
}

/**
 * Whether every card is face up or in the waste: nothing under the reserve's top (a reserve of
 * one card is its top), nothing in the stock. Then anything that reads the whole position
 * (the full-deal solver) reads only what the player sees.
 */
export const allInSight = (pos: Position): boolean => pos.reserve.length <= 1 && pos.stock.length === 0;

const pileText = (pile: readonly Card[]): string => pile.map(cardToString).join('.');

/**
 * The view as one canonical line, e.g. `b7 r QH+12 f 7H.8H|||||||| t 9C|…| w 2D.5S s 40`:
 * two views are equal exactly when their keys are.
 */
export function viewKey(view: View): string {
  const reserve = view.reserveTop === undefined ? '-' : `${cardToString(view.reserveTop)}+${view.reserveHidden}`;
  return [
    `b${view.base}`,
    `r ${reserve}`,
    `f ${view.foundations.map(pileText).join('|')}`,
    `t ${view.tableau.map(pileText).join('|')}`,
    `w ${pileText(view.waste)}`,
    `s ${view.stockCount}`,
  ].join(' ');
}

/** FNV-1a (32 bits) of the view's key: the seed of every fair search from this view. */
export function viewHash(view: View): number {
  return fnv1a(viewKey(view));
}

/** Every card the view shows, in no particular order. */
function seenCards(view: View): Card[] {
  return [
    ...(view.reserveTop === undefined ? [] : [view.reserveTop]),
    ...view.foundations.flat(),
    ...view.tableau.flat(),
    ...view.waste,
  ];
}

/** The unseen cards: the double pack minus the seen cards, sorted (a multiset). */
export function unseenCards(view: View): Card[] {
  const left = new Array<number>(52).fill(2);
  for (const c of seenCards(view)) left[c]--;
  const unseen: Card[] = [];
  for (let c = 0; c < 52; c++) for (let k = 0; k < left[c]; k++) unseen.push(c);
  return unseen;
}

/** Hidden places: under the reserve's top, and the stock. Their count always equals the unseen count. */
export const hiddenCount = (view: View): number => view.reserveHidden + view.stockCount;

/**
 * A determinization: the unseen cards shuffled (Fisher–Yates) and dealt into the hidden
 * places, reserve first (bottom up, under the top), then the stock. Every arrangement of
 * the unseen multiset is equally likely.
 */
export function sampleDeterminization(view: View, next: () => number): Position {
  const cards = unseenCards(view);
  for (let i = cards.length - 1; i >= 1; i--) {
    const j = uniformBelow(next, i + 1);
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  const under = cards.slice(0, view.reserveHidden);
  return {
    base: view.base,
    reserve: view.reserveTop === undefined ? [] : [...under, view.reserveTop],
    foundations: view.foundations,
    tableau: view.tableau,
    stock: cards.slice(view.reserveHidden),
    waste: view.waste,
  };
}

