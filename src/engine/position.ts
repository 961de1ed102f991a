// The rules of The Plot (docs/rules.md) over plain positions: what is legal, and what it does.
import { cardRank, cardToString, rankToString, relRank } from './card';
import { moveToString } from './notation';
import {
  type Card, type DestId, type Move, type PileId, type Position, type Rank, type Refusal, type Result, type SourceId, type TableauId,
  type Status,
  DECK_SIZE, FOUNDATIONS, FOUNDATION_FULL, RESERVE_SIZE, TABLEAU_PILES, err, ok, pileIndex,
} from './types';

/** Every place a card is played from: the waste, the reserve, the piles. */
export const SOURCES: readonly SourceId[] = ['w', 'r', ...Array.from({ length: TABLEAU_PILES }, (_, i) => `t${i + 1}` as const)];

export const tableauId = (index: number): `t${number}` => `t${index + 1}`;
export const foundationId = (index: number): `f${number}` => `f${index + 1}`;

/** The position right after dealing, from a deal in docs/rules.md's order. */
export function dealPosition(deal: readonly Card[]): Position {
  const firstTableau = RESERVE_SIZE + 1;
  return {
    base: cardRank(deal[RESERVE_SIZE]),
    reserve: deal.slice(0, RESERVE_SIZE),
    foundations: [[deal[RESERVE_SIZE]], ...Array.from({ length: FOUNDATIONS - 1 }, () => [])],
    tableau: deal.slice(firstTableau, firstTableau + TABLEAU_PILES).map((card) => [card]),
    stock: deal.slice(firstTableau + TABLEAU_PILES).reverse(),
    waste: [],
  };
}

const top = (pile: readonly Card[]): Card | undefined => pile[pile.length - 1];

/** While f1 is incomplete, no other foundation may be started. */
export const isRestricted = (pos: Position): boolean => pos.foundations[0].length < FOUNDATION_FULL;

/** Did the way from `before` to `after` complete foundation 1 (the game's turning point: every foundation opens)? */
export const opensFoundations = (before: Position, after: Position): boolean => isRestricted(before) && !isRestricted(after);

export const cardsOnFoundations = (pos: Position): number =>
  pos.foundations.reduce((sum, f) => sum + f.length, 0);

function sourcePile(pos: Position, src: SourceId): readonly Card[] {
  if (src === 'w') return pos.waste;
  if (src === 'r') return pos.reserve;
  return pos.tableau[pileIndex(src)];
}

/** The card a source would play, if it has one. */
export const sourceCard = (pos: Position, src: SourceId): Card | undefined => top(sourcePile(pos, src));

/** Why foundation `index` refuses `card`, or undefined when it accepts it. */
function foundationRefusal(pos: Position, index: number, card: Card): Refusal | undefined {
  const pile = pos.foundations[index];
  const x = relRank(card, pos.base);
  const name = foundationId(index);
  if (pile.length === FOUNDATION_FULL) return { code: 'foundation-complete', card, pile: name };
  if (pile.length === 0) {
    if (isRestricted(pos)) return { code: 'foundation-closed', card, pile: name };
    if (x !== 0) return { code: 'foundation-needs-base', card, pile: name, wanted: pos.base };
    return undefined;
  }
  if (x !== pile.length) {
    const wanted = (((pos.base - 1 + pile.length) % 13) + 1) as Rank;
    return { code: 'foundation-wrong-rank', card, pile: name, wanted };
  }
  return undefined;
}

/** Index of the lowest-numbered foundation that accepts `card`, or -1. */
export function foundationFor(pos: Position, card: Card): number {
  for (let i = 0; i < FOUNDATIONS; i++) if (foundationRefusal(pos, i, card) === undefined) return i;
  return -1;
}

/** Why tableau pile `index` refuses `card` from `src`, or undefined when it accepts it. */
function tableauRefusal(pos: Position, src: SourceId, index: number, card: Card): Refusal | undefined {
  const name = tableauId(index);
  if (src === 'r') return { code: 'reserve-to-tableau', card, pile: name };
  if (src === name) return { code: 'same-pile', card, pile: name };
  const pile = pos.tableau[index];
  const x = relRank(card, pos.base);
  const target = top(pile);
  if (target === undefined) {
    if (src !== 'w') return { code: 'space-from-tableau', card, pile: name };
    if (isRestricted(pos) && x !== 0) return { code: 'space-needs-base', card, pile: name, wanted: pos.base };
    return undefined;
  }
  const y = relRank(target, pos.base);
  if (y === 0) return { code: 'onto-base', card, target, pile: name };
  if (x === 0) return { code: 'base-onto-card', card, target, pile: name };
  if (y !== x + 1) return { code: 'wrong-rank', card, target, pile: name };
  return undefined;
}

function refusal(pos: Position, move: Move): Refusal | undefined {
  if (move.kind === 'deal') return pos.stock.length === 0 ? { code: 'stock-empty' } : undefined;
  const card = sourceCard(pos, move.from);
  if (card === undefined) return { code: 'source-empty', pile: move.from };
  if (move.to === 'f') {
    if (foundationFor(pos, card) >= 0) return undefined;
    const x = relRank(card, pos.base);
    return { code: x === 0 && isRestricted(pos) ? 'no-foundation-restricted' : 'no-foundation', card };
  }
  if (move.to.startsWith('f')) return foundationRefusal(pos, pileIndex(move.to), card);
  return tableauRefusal(pos, move.from, pileIndex(move.to), card);
}

/**
 * A refusal in English, as `play`, `replay` and the CLI say it ("7H cannot go on 9S: piles
 * build down one rank at a time"). The one place these texts live; the popup words refusals
 * itself, in the player's language.
 */
export function describeRefusal(refusal: Refusal): string {
  const card = refusal.card === undefined ? '?' : cardToString(refusal.card);
  const target = refusal.target === undefined ? '?' : cardToString(refusal.target);
  const pile: PileId | '?' = refusal.pile ?? '?';
  const wanted = refusal.wanted === undefined ? '?' : rankToString(refusal.wanted);
  switch (refusal.code) {
    case 'stock-empty': return 'the stock is empty (there is no redeal)';
    case 'source-empty': return pile === 'w' ? 'the waste is empty' : pile === 'r' ? 'the reserve is empty' : `${pile} is empty`;
    case 'foundation-complete': return `${pile} is complete`;
    case 'foundation-closed': return `${pile} cannot be started until f1 is complete`;
    case 'foundation-needs-base': return `${pile} must be started with a ${wanted}, the base rank`;
    case 'foundation-wrong-rank': return `${pile} needs a ${wanted}, not ${card}`;
    case 'no-foundation': return `no foundation takes ${card} now`;
    case 'no-foundation-restricted': return `no foundation may be started with ${card} until f1 is complete`;
    case 'reserve-to-tableau': return 'the reserve plays only to the foundations';
    case 'same-pile': return `the card is already on ${pile}`;
    case 'space-from-tableau': return 'a space is filled only from the waste';
    case 'space-needs-base': return `while f1 is incomplete only a ${wanted} (the base rank) may fill a space`;
    case 'onto-base': return `nothing may be built on a base-rank card (${target} on ${pile})`;
    case 'base-onto-card': return `a base-rank card (${card}) cannot be built on another card`;
    case 'wrong-rank': return `${card} cannot go on ${target}: piles build down one rank at a time`;
  }
}

/** The position after a move known to be legal; piles it does not touch are shared. */
function apply(pos: Position, move: Move): Position {
  if (move.kind === 'deal') {
    return { ...pos, stock: pos.stock.slice(0, -1), waste: [...pos.waste, pos.stock[pos.stock.length - 1]] };
  }
  const card = sourceCard(pos, move.from) as Card;
  let { reserve, waste } = pos;
  let tableau = pos.tableau;
  let foundations = pos.foundations;
  if (move.from === 'w') waste = waste.slice(0, -1);
  else if (move.from === 'r') reserve = reserve.slice(0, -1);
  else {
    const i = pileIndex(move.from);
    tableau = tableau.map((pile, j) => (j === i ? pile.slice(0, -1) : pile));
  }
  if (move.to.startsWith('f')) {
    const i = move.to === 'f' ? foundationFor(pos, card) : pileIndex(move.to);
    foundations = foundations.map((pile, j) => (j === i ? [...pile, card] : pile));
  } else {
    const i = pileIndex(move.to as TableauId);
    tableau = tableau.map((pile, j) => (j === i ? [...pile, card] : pile));
  }
  return { base: pos.base, reserve, foundations, tableau, stock: pos.stock, waste };
}

/** Plays a move, or says why it is illegal. The given position is never changed. */
export function play(pos: Position, move: Move): Result<Position> {
  const why = refusal(pos, move);
  if (why !== undefined) {
    return err(`${moveToString(move)} is illegal: ${describeRefusal(why)}`, { token: moveToString(move), refusal: why });
  }
  return ok(apply(pos, move));
}

export const isLegal = (pos: Position, move: Move): boolean => refusal(pos, move) === undefined;

/**
 * Every legal move, canonical (`SRC>f`, never `f1`..`f8`), in the order `plot moves`
 * prints: `deal`, then by source w, r, t1..t12, each with `f` before t1..t12.
 */
export function legalMoves(pos: Position): Move[] {
  const moves: Move[] = [];
  if (pos.stock.length > 0) moves.push({ kind: 'deal' });
  for (const from of SOURCES) {
    const card = sourceCard(pos, from);
    if (card === undefined) continue;
    if (foundationFor(pos, card) >= 0) moves.push({ kind: 'play', from, to: 'f' });
    if (from === 'r') continue;
    for (let i = 0; i < TABLEAU_PILES; i++) {
      if (tableauRefusal(pos, from, i, card) === undefined) moves.push({ kind: 'play', from, to: tableauId(i) as DestId });
    }
  }
  return moves;
}

/** Every card on the foundations. */
export const isWon = (pos: Position): boolean => cardsOnFoundations(pos) === DECK_SIZE;

export function status(pos: Position): Status {
  if (isWon(pos)) return 'won';
  // A card can always be dealt while the stock lasts: no need to list the other moves (the
  // popup asks at every render, its first one included).
  if (pos.stock.length > 0) return 'playing';
  return legalMoves(pos).length === 0 ? 'blocked' : 'playing';
}

/** Replays moves from a deal; a failing move is named by its index. */
export function replay(deal: readonly Card[], moves: readonly Move[]): Result<Position> {
  let pos = dealPosition(deal);
  for (const [index, move] of moves.entries()) {
    const why = refusal(pos, move);
    const token = moveToString(move);
    if (why !== undefined) {
      return err(`move ${index + 1} (${token}) is illegal: ${describeRefusal(why)}`, { token, index, refusal: why });
    }
    pos = apply(pos, move);
  }
  return ok(pos);
}
