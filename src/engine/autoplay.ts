// Foundation plays that can never turn a won game into a lost one, so that the popup's
// auto-play and the solver may make them without asking.
//
// Why the obvious rule is wrong: copies of a rank compete for foundation slots. While f1
// is the only foundation, playing the tableau's 2 onto it instead of the reserve's 2 can
// leave the reserve's 2 waiting for a slot that only opens once f1 is complete — which
// the stuck reserve may prevent. So a play is safe only when no such competition exists.
//
// Rule 1. A card c of relative rank x ≥ 1 may go up once all eight cards of rank x−1 are
// on foundations.
// Proof. Then every foundation has height ≥ x, and each of the 8−k foundations still at
// height x needs exactly one of the 8−k copies of rank x not yet up (k = copies up): every
// copy has a slot waiting, now and until it is used. Take any winning sequence S from P
// and let P' be P after c goes up. Build S' from S by deleting the moves of c (it can only
// move to piles or to a foundation; no rank x−1 card is left to build on it). Every other
// move of S stays legal in P': (a) a move onto a pile c had left is unaffected, and no
// card was ever built on c; (b) a pile c sat on, alone, is a space in P' that S' fills only when S
// does — or, when c lay on top of other cards, those cards are exposed earlier in P'
// than in S, which only matters to moves S' does not make; (c) until c goes up in S, the
// foundation heights of S' are those of S but for one height-x foundation standing at
// x+1 (relabel foundations of equal height: they are interchangeable). Whenever S plays
// another copy of x before c, S has two height-x foundations (one for it, one kept for
// c), so S' has one; an x+1 card finds at least as many height-x+1 foundations in S' as
// in S; other ranks see the same heights; after c goes up in S the heights agree;
// (d) the restriction only ends sooner, which only adds moves.
// So S' wins from P'.
//
// Rule 2. Once f1 is complete, a base-rank card may start a new foundation.
// Proof. The seven base-rank cards left have the seven empty foundations f2..f8, one each,
// so no copy competes with another. A base-rank card never has cards built on it and
// never moves except to a foundation, so deleting its later foundation play from a
// winning sequence leaves every other move legal, as in (a)–(d) above.
//
// test/engine/autoplay.test.ts checks both rules against an exhaustive search on small
// positions: whenever a position is winnable, it stays winnable after each safe play.
import { relRank } from './card';
import { SOURCES, foundationFor, isRestricted, isWon, play, sourceCard } from './position';
import { type Move, type Position, FOUNDATIONS } from './types';

/** Foundation plays that can never hurt, as `SRC>f` moves. */
export function safeFoundationMoves(pos: Position): Move[] {
  const moves: Move[] = [];
  for (const from of SOURCES) {
    const card = sourceCard(pos, from);
    if (card === undefined || foundationFor(pos, card) < 0) continue;
    const x = relRank(card, pos.base);
    const safe =
      x === 0 ? !isRestricted(pos) : pos.foundations.filter((f) => f.length >= x).length === FOUNDATIONS;
    if (safe) moves.push({ kind: 'play', from, to: 'f' });
  }
  return moves;
}

/**
 * A line of foundation plays alone that wins from `pos`, if one is found within `maxNodes`
 * positions: the proof behind the popup's Finish button (a line the engine plays is a win,
 * whatever the solver would say). Only once the stock is out, when nothing new can turn up.
 * Depth-first, safe plays first; positions are told apart by how many cards each source
 * still holds, which fixes the foundations too (their heights follow from the cards up).
 */
export function finishLine(pos: Position, maxNodes = 20_000): Move[] | undefined {
  if (pos.stock.length > 0) return undefined;
  const seen = new Set<string>();
  const line: Move[] = [];
  let nodes = 0;
  const key = (p: Position) => [p.waste.length, p.reserve.length, ...p.tableau.map((t) => t.length)].join();
  const search = (p: Position): boolean => {
    if (isWon(p)) return true;
    if (++nodes > maxNodes || seen.has(key(p))) return false;
    seen.add(key(p));
    const safe = new Set(safeFoundationMoves(p).map((m) => (m.kind === 'play' ? m.from : '')));
    const order = [...SOURCES].sort((a, b) => Number(safe.has(b)) - Number(safe.has(a)));
    for (const from of order) {
      const move: Move = { kind: 'play', from, to: 'f' };
      const next = play(p, move);
      if (!next.ok) continue;
      line.push(move);
      if (search(next.value)) return true;
      line.pop();
    }
    return false;
  };
  return search(pos) ? line : undefined;
}
