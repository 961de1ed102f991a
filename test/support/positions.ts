// Builders of positions for tests: hand-made ones from card text, and random small
// late-game ones that an exhaustive search can settle.
import {
  type Card, type Game, type Move, type Position, type Rank,
  FOUNDATIONS, TABLEAU_PILES, cardRank, parseCard, parseMoves, playMove, relRank,
} from '../../src/engine';
import { positionFromSetup } from './validPosition';

export const card = (text: string): Card => {
  const parsed = parseCard(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};
export const cards = (text: string): Card[] => (text.trim() === '' ? [] : text.trim().split(/\s+/).map(card));
/** Moves from text the test wrote itself, so a parse failure is the test's failure. */
export const movesFrom = (text: string): Move[] => {
  const parsed = parseMoves(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

/** `game` after the moves of `text` (each must be legal). */
export const played = (game: Game, text: string): Game =>
  movesFrom(text).reduce((g, m) => {
    const r = playMove(g, m);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  }, game);

export interface Layout {
  base: Rank;
  reserve?: string;
  foundations?: string[];
  tableau?: string[];
  waste?: string;
  stock?: string;
}

/**
 * A position with the given piles (card text, bottom → top); every card not named goes
 * to the stock, up to 78 cards, then under the waste. Throws if the result is invalid.
 */
export function layout(spec: Layout): Position {
  const left = new Map<Card, number>(Array.from({ length: 52 }, (_, c) => [c, 2]));
  const take = (text = ''): Card[] =>
    cards(text).map((c) => {
      const n = left.get(c) ?? 0;
      if (n === 0) throw new Error(`layout uses ${text} more than twice`);
      left.set(c, n - 1);
      return c;
    });
  const foundations = Array.from({ length: FOUNDATIONS }, (_, i) => take(spec.foundations?.[i]));
  const tableau = Array.from({ length: TABLEAU_PILES }, (_, i) => take(spec.tableau?.[i]));
  const reserve = take(spec.reserve);
  const waste = take(spec.waste);
  const stock = take(spec.stock);
  const rest = [...left].flatMap(([c, n]) => Array<Card>(n).fill(c));
  const room = 78 - stock.length;
  const position = {
    base: spec.base,
    reserve,
    foundations,
    tableau,
    stock: [...rest.slice(0, room), ...stock],
    waste: [...rest.slice(room), ...waste],
  };
  const valid = positionFromSetup(position);
  if (!valid.ok) throw new Error(valid.error.message);
  return valid.value;
}

/** A small deterministic PRNG for fixtures (not the deal-number one). */
export function rng(seed: number): (bound: number) => number {
  let s = seed >>> 0 || 1;
  return (bound) => {
    s ^= s << 13; s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5; s >>>= 0;
    return s % bound;
  };
}

/**
 * The common start of random late positions: a base rank, foundations with `offCount`
 * cards missing from f2..f8 (f1 complete), and the missing cards, in pool order.
 */
export function randomLateFoundations(
  random: (bound: number) => number,
  offCount: number,
): { base: Rank; foundations: Card[][]; off: Card[] } {
  const base = (1 + random(13)) as Rank;
  const heights = Array<number>(FOUNDATIONS).fill(13);
  for (let missing = 0; missing < offCount; ) {
    const i = 1 + random(FOUNDATIONS - 1);
    if (heights[i] > 0) { heights[i]--; missing++; }
  }
  const pool = new Map<number, Card[]>(); // relative rank → copies
  for (let c = 0; c < 104; c++) {
    const x = relRank(c % 52, base);
    pool.set(x, [...(pool.get(x) ?? []), c % 52]);
  }
  const draw = (x: number): Card => {
    const copies = pool.get(x)!;
    return copies.splice(random(copies.length), 1)[0];
  };
  const foundations = heights.map((h) => Array.from({ length: h }, (_, x) => draw(x)));
  return { base, foundations, off: [...pool.values()].flat() };
}

/** Where the cards not on the foundations go in a random late position. */
export type Placement = 'spread' | 'tight';

/**
 * A random position after the restriction with `offCount` cards not yet on the
 * foundations. 'spread' puts them over reserve, stock, waste and valid tableau piles;
 * 'tight' puts most in the waste and the reserve (in random order), so that the position
 * is lost fairly often; with `sortReserve` the reserve comes off in falling order and
 * every reserve card wants its own foundation.
 */
export function randomLatePosition(
  seed: number,
  offCount: number,
  { placement = 'spread', sortReserve = false }: { placement?: Placement; sortReserve?: boolean } = {},
): Position {
  const random = rng(seed);
  const { base, foundations, off } = randomLateFoundations(random, offCount);
  for (let i = off.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [off[i], off[j]] = [off[j], off[i]];
  }
  const reserve: Card[] = [], stock: Card[] = [], waste: Card[] = [];
  const tableau: Card[][] = Array.from({ length: TABLEAU_PILES }, () => []);
  const pileFor = (x: number, preferFit: () => boolean): number => {
    const fits = tableau.findIndex((pile) => {
      const top = pile[pile.length - 1];
      return top !== undefined && x !== 0 && relRank(top, base) === x + 1;
    });
    const empty = tableau.findIndex((pile) => pile.length === 0);
    return fits >= 0 && preferFit() ? fits : empty;
  };
  for (const c of off) {
    const x = relRank(c, base);
    if (placement === 'spread') {
      // Reserve and waste weigh double: their fixed orders are what makes positions lost.
      const where = random(6);
      if (where <= 1) reserve.push(c);
      else if (where === 2) stock.push(c);
      else if (where <= 4) waste.push(c);
      else {
        const target = pileFor(x, () => random(2) === 0);
        if (target >= 0) tableau[target].push(c);
        else stock.push(c);
      }
    } else {
      const where = random(10);
      if (where < 3 && reserve.length < 13) reserve.push(c);
      else if (where < 7) waste.push(c);
      else if (where < 8) stock.push(c);
      else {
        const target = pileFor(x, () => true);
        if (target >= 0) tableau[target].push(c);
        else waste.push(c);
      }
    }
  }
  if (sortReserve) reserve.sort((a, b) => relRank(a, base) - relRank(b, base));
  const position = { base, reserve: reserve.slice(0, 13), foundations, tableau, stock, waste: [...reserve.slice(13), ...waste] };
  const valid = positionFromSetup(position);
  if (!valid.ok) throw new Error(valid.error.message);
  return valid.value;
}

export const rankOf = (c: Card): Rank => cardRank(c);
