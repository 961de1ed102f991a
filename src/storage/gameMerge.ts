// Two windows on one game, each saving its own moves: the stored save and this window's
// game are merged by the game's line, so that no move is lost (docs/architecture.md,
// Saving). A window's moves since the save it last read (`base`) are played again on top of
// the save another window wrote since, each one only if it still moves the same card; an
// Undo made here while the other window added moves is dropped rather than taking back the
// other window's move. A new game started on either side wins over moves on the old one;
// when both started one, the stored one (the first written) wins.
import { type Card, type Game, type Move, type PlyNote, type Position, lineOf, newGame, play, playMove, pliesOf, replay, sameDeal, sameMove, sourceCard, undo, withNotes } from '../engine/index';
import type { GameMeta, Line } from './gameSave';

export type { Line } from './gameSave';

export interface Merged extends Line {
  /** This window's moves that could not be played on the stored line (their card had gone, or the game was left). */
  readonly dropped: number;
}

/** How many moves two lines share from the start. */
export function sharedMoves(a: readonly Move[], b: readonly Move[]): number {
  let i = 0;
  while (i < a.length && i < b.length && sameMove(a[i], b[i])) i++;
  return i;
}

/** The card `move` takes from `pos` (a deal turns whatever the stock holds: no card to check). */
const movedCard = (pos: Position, move: Move): Card | undefined => (move.kind === 'deal' ? undefined : sourceCard(pos, move.from));

/**
 * `local` (this window's game) merged onto `stored` (the save another window wrote since
 * `base`, the save `local` was built on; undefined when this window never read one).
 */
export function mergeLines(base: Line | undefined, local: Line, stored: Line): Merged {
  const ancestor = base && sameDeal(base.game.deal, local.game.deal) ? base.game : undefined;
  if (!sameDeal(stored.game.deal, local.game.deal)) {
    // A new game here (a deal other than the base's) wins over moves on the old one there.
    if (base && !ancestor) return { ...local, dropped: 0 };
    return { ...stored, dropped: local.game.moves.length - (ancestor ? sharedMoves(ancestor.moves, local.game.moves) : 0) };
  }
  const from = ancestor ?? newGame(local.game.deal, local.game.dealNumber);
  const p = sharedMoves(from.moves, local.game.moves);
  const q = sharedMoves(from.moves, stored.game.moves);
  let game = stored.game;
  // Undos here apply when the other window only undid too (or nothing): never over its new moves.
  if (p < from.moves.length && stored.game.moves.length === q) {
    for (let u = undo(game); game.moves.length > Math.min(p, q) && u.ok; u = undo(game)) game = u.value;
  }
  const kept = game.moves.length;
  const plies = pliesOf(local.game);
  const added = plies.slice(p);
  let at = replay(local.game.deal, local.game.moves.slice(0, p));
  let applied = 0;
  for (const ply of added) {
    if (!at.ok) break;
    const { move } = ply;
    if (movedCard(at.value, move) !== movedCard(game.position, move)) break;
    const next = playMove(game, move, { joined: ply.joined === true });
    if (!next.ok) break;
    game = next.value;
    at = play(at.value, move);
    applied++;
  }
  return { game: mergeNotes(stored.game, local.game, game), meta: mergeMeta(stored.meta, local.meta), dropped: added.length - applied };
}

/**
 * The merged line's notes: on each move played, the stored save's notes, and this window's
 * where the stored save has none, each side's only up to where its line and the merged
 * line part.
 */
function mergeNotes(stored: Game, local: Game, game: Game): Game {
  const sOn = sharedMoves(stored.moves, game.moves);
  const lOn = sharedMoves(local.moves, game.moves);
  const [sLine, lLine] = [lineOf(stored), lineOf(local)];
  return withNotes(game, (i, ply) => {
    if (i >= game.moves.length) return ply.note;
    const merged = { ...(i < lOn ? lLine[i].note : {}), ...(i < sOn ? sLine[i].note : {}), ...(i >= sOn && i >= lOn ? ply.note : {}) };
    return Object.keys(merged).length > 0 ? (merged as PlyNote) : undefined;
  });
}

/** What was noted about the game as a whole: counts and flags are the larger or either. */
function mergeMeta(s: GameMeta, l: GameMeta): GameMeta {
  const timeMs = Math.max(s.timeMs ?? 0, l.timeMs ?? 0);
  const hints = Math.max(s.hints ?? 0, l.hints ?? 0);
  const hinted = [...new Set([...(s.hinted ?? []), ...(l.hinted ?? [])])];
  const dealChance = s.dealChance ?? l.dealChance;
  return {
    counted: s.counted || l.counted,
    won: s.won || l.won,
    ...(dealChance === undefined ? {} : { dealChance }),
    ...(s.costsUnknown && l.costsUnknown ? { costsUnknown: true as const } : {}),
    ...(timeMs > 0 ? { timeMs } : {}),
    ...(hints > 0 ? { hints } : {}),
    ...(s.solverWon || l.solverWon ? { solverWon: true } : {}),
    ...(s.assisted || l.assisted ? { assisted: true } : {}),
    ...(s.peeked || l.peeked ? { peeked: true } : {}),
    ...(s.tookBack || l.tookBack ? { tookBack: true } : {}),
    ...(hinted.length > 0 ? { hinted } : {}),
  };
}
