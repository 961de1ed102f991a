// The table's chores, as rules over positions (issue 21): how far one gesture turns the
// stock, and which foundation plays the eager auto-play may make beyond the safe ones
// (autoplay.ts). Pure: the popup only dispatches what these return.
import { relRank } from './card';
import { type Game, playMove } from './game';
import { foundationFor, isRestricted, legalMoves, play, sourceCard } from './position';
import { safeFoundationMoves } from './autoplay';
import { type Move, type Position, type SourceId, TABLEAU_PILES } from './types';

const DEAL: Move = { kind: 'deal' };
const PILES: readonly SourceId[] = Array.from({ length: TABLEAU_PILES }, (_, i) => `t${i + 1}` as const);

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
    const pile = pos.tableau[Number(m.to.slice(1)) - 1];
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
 * The foundation plays the eager auto-play adds to the safe ones: those the fair player
 * makes without searching. Its policy plays foundation cards first (assembly/fair/policy.ts);
 * what it cannot settle without a search is a clash in sight, two copies of a rank wanting
 * one slot. So a card c of relative rank x ≥ 1 goes up when every copy of rank x in play
 * (the reserve's, the waste's and the piles' tops) finds a foundation taking rank x now: no
 * visible copy is kept waiting for the slot c takes (the reserve-against-pile clash of
 * autoplay.ts, seen from the player's side).
 * Not a proof, unlike autoplay.ts: a face-down copy, or a card one rank lower that could have
 * been put down on c, may still make the play a mistake; that is why it is a setting, off
 * by default, and undone with the move that caused it. Keeping back c while a card one rank
 * lower lies face up as well was measured (scripts/clicks.mjs, docs/dev/chores.md): it won
 * no game more on deals 11..70 and left about 25 more cards a game to the player.
 */
export function eagerFoundationMoves(pos: Position): Move[] {
  const safe = safeFoundationMoves(pos);
  if (safe.length > 0) return safe;
  const inPlay = (['r', 'w', ...PILES] as SourceId[]).flatMap((from) => {
    const card = sourceCard(pos, from);
    return card === undefined ? [] : [{ from, card, x: relRank(card, pos.base) }];
  });
  const moves: Move[] = [];
  for (const { from, card, x } of inPlay) {
    if (x === 0 || foundationFor(pos, card) < 0) continue;
    const slots = pos.foundations.filter((f) => f.length === x).length;
    const copies = inPlay.filter((o) => o.x === x).length;
    if (copies <= slots) moves.push({ kind: 'play', from, to: 'f' });
  }
  return moves;
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
    const result = playMove(current, next);
    if (!result.ok) throw new Error(`autoPlay: a foundation play was refused: ${result.error.message}`);
    played.push(next);
    current = result.value;
  }
  return { game: current, played };
}
