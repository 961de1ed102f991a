// The table's chores, as rules over positions (issue 21): how far one gesture turns the
// stock, and which foundation plays the eager auto-play may make beyond the safe ones
// (autoplay.ts). Pure: the popup only dispatches what these return.
import { relRank } from './card';
import { type Game, playMove } from './game';
import { SOURCES, foundationFor, isRestricted, legalMoves, play, sourceCard } from './position';
import { safeFoundationMoves } from './autoplay';
import { type Move, type Position, type SourceId, type TableauId, pileIndex } from './types';

const DEAL: Move = { kind: 'deal' };

/**
 * Can the waste's top card go somewhere worth stopping for: a foundation, or onto a tableau
 * card? A space does not count for a card that could go on nothing else once the gate is
 * open (any card may fill a space then, so every turn would stop); while f1 is incomplete
 * only a base-rank card fills a space, and that one stops the run.
 */
export function wasteCardHasMove(pos: Position): boolean {
  const card = sourceCard(pos, 'w');
  if (card === undefined) return false;
  return legalMoves(pos).some((m) => {
    if (m.kind !== 'play' || m.from !== 'w') return false;
    if (m.to.startsWith('f')) return true;
    const pile = pos.tableau[pileIndex(m.to as TableauId)];
    return pile.length > 0 || (isRestricted(pos) && relRank(card, pos.base) === 0);
  });
}

/**
 * The turns of one "turn until a card has a move" gesture: at least one (while the stock
 * has a card), and on until the turned card can go somewhere (`wasteCardHasMove`) or the
 * stock is out. Turning covers only the waste's old top, so the turned card is the only new
 * thing in play: the run stops at the first card the player could do something with.
 * Empty when the stock is empty.
 */
export function stockRun(pos: Position): Move[] {
  const run: Move[] = [];
  let p = pos;
  while (p.stock.length > 0) {
    const next = play(p, DEAL);
    if (!next.ok) break;
    run.push(DEAL);
    p = next.value;
    if (wasteCardHasMove(p)) break;
  }
  return run;
}

/**
 * The foundation plays the eager auto-play adds to the safe ones: those the fair player makes
 * without searching. Its policy (assembly/fair/policy.ts, what its rollouts play) sends a
 * card up whenever one can go: the reserve's first, then the longest pile's (the card under
 * a pile's top is the next rank up), then the waste's. So every card that can go up goes;
 * where copies of a rank in sight want fewer slots than there are copies (the
 * reserve-against-pile clash of autoplay.ts), the one the policy picks goes, and the rest
 * wait, as they would for that player.
 * Not a proof, unlike autoplay.ts: a face-down copy, or a card one rank lower that could have
 * been put down on a card sent up, may make a play a mistake; that is why it is a setting,
 * off by default, and undone with the move that caused it. What it costs in games won is
 * measured in docs/dev/chores.md (scripts/clicks.mjs).
 */
export function eagerFoundationMoves(pos: Position): Move[] {
  const safe = safeFoundationMoves(pos);
  if (safe.length > 0) return safe;
  const up = SOURCES.filter((from) => {
    const card = sourceCard(pos, from);
    return card !== undefined && foundationFor(pos, card) >= 0;
  });
  const rank = (from: SourceId) => relRank(sourceCard(pos, from) as number, pos.base);
  // No clash in sight: every copy of the rank up for a place finds one.
  const clear = up.filter((from) => up.filter((o) => rank(o) === rank(from)).length <= pos.foundations.filter((f) => f.length === rank(from)).length);
  // A clash: the policy's pick, the reserve, then the longest pile (the first of equals), then the waste.
  const order = (from: SourceId) => (from === 'r' ? 99 : from === 'w' ? -1 : pos.tableau[pileIndex(from)].length);
  const picked = clear.length > 0 ? clear : up.length > 0 ? [up.reduce((a, b) => (order(b) > order(a) ? b : a))] : [];
  return picked.map((from) => ({ kind: 'play', from, to: 'f' }));
}

export type AutoPlayMode = 'safe' | 'eager';

/**
 * Auto-play after a move: the safe plays, and in `eager` mode the eager ones too, one at a
 * time (each play changes what the next may be), until none is left.
 */
export function autoPlayWith(game: Game, mode: AutoPlayMode): { game: Game; played: Move[] } {
  const played: Move[] = [];
  let current = game;
  for (;;) {
    const pos = current.position;
    const next = (mode === 'eager' ? eagerFoundationMoves(pos) : safeFoundationMoves(pos))[0];
    if (!next) break;
    // Joined to the move before it: Undo takes a move with its auto-play.
    const result = playMove(current, next, { joined: true });
    if (!result.ok) throw new Error(`autoPlay: a foundation play was refused: ${result.error.message}`);
    played.push(next);
    current = result.value;
  }
  return { game: current, played };
}
