// Two windows on one game, each saving its own moves: the stored save and this window's
// game are merged by the game's line, so that no move is lost (docs/architecture.md,
// Saving). A window's moves since the save it last read (`base`) are played again on top of
// the save another window wrote since, each one only if it still moves the same card; an
// Undo made here while the other window added moves is dropped rather than taking back the
// other window's move. A new game started on either side wins over moves on the old one;
// when both started one, the stored one (the first written) wins.
import { type Card, type Game, type Move, type Position, newGame, play, playMove, replay, sameDeal, sameMove, sourceCard, undo } from '../engine/index';
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
  const marks = new Set(local.meta.auto ?? []);
  const auto = (stored.meta.auto ?? []).filter((i) => i < kept);
  const added = local.game.moves.slice(p);
  let at = replay(local.game.deal, local.game.moves.slice(0, p));
  let applied = 0;
  for (const move of added) {
    if (!at.ok) break;
    if (movedCard(at.value, move) !== movedCard(game.position, move)) break;
    const next = playMove(game, move);
    if (!next.ok) break;
    if (marks.has(p + applied)) auto.push(game.moves.length);
    game = next.value;
    at = play(at.value, move);
    applied++;
  }
  return { game, meta: mergeMeta(stored, local, game, auto), dropped: added.length - applied };
}

/**
 * What was noted about `game` (the merged line): the stored save's notes, and this window's
 * where the stored save has none, each kept only up to where its line and the merged line
 * part. Counts and flags are the larger or either.
 */
function mergeMeta(stored: Line, local: Line, game: Game, auto: readonly number[]): GameMeta {
  const [s, l] = [stored.meta, local.meta];
  const sOn = sharedMoves(stored.game.moves, game.moves);
  const lOn = sharedMoves(local.game.moves, game.moves);
  const pick = <T>(a: readonly (T | null)[] | undefined, aOn: number, b: readonly (T | null)[] | undefined, bOn: number): (T | null)[] => {
    const out: (T | null)[] = [];
    const n = Math.max(Math.min(a?.length ?? 0, aOn), Math.min(b?.length ?? 0, bOn));
    for (let i = 0; i < n; i++) out.push((i < aOn ? a?.[i] : null) ?? (i < bOn ? b?.[i] : null) ?? null);
    return out;
  };
  const chances = pick(s.chances, sOn + 1, l.chances, lOn + 1);
  const regrets = pick(s.regrets, sOn, l.regrets, lOn);
  const lastWinnable = s.lastWinnable !== undefined && s.lastWinnable < sOn ? s.lastWinnable
    : l.lastWinnable !== undefined && l.lastWinnable < lOn ? l.lastWinnable : undefined;
  const timeMs = Math.max(s.timeMs ?? 0, l.timeMs ?? 0);
  const hints = Math.max(s.hints ?? 0, l.hints ?? 0);
  const hinted = [...new Set([...(s.hinted ?? []), ...(l.hinted ?? [])])];
  return {
    counted: s.counted || l.counted,
    won: s.won || l.won,
    ...(auto.length > 0 ? { auto: [...auto] } : {}),
    ...(chances.length > 0 ? { chances } : {}),
    ...(lastWinnable === undefined ? {} : { lastWinnable }),
    ...(s.regrets || l.regrets ? { regrets } : {}),
    ...(timeMs > 0 ? { timeMs } : {}),
    ...(hints > 0 ? { hints } : {}),
    ...(s.solverWon || l.solverWon ? { solverWon: true } : {}),
    ...(s.assisted || l.assisted ? { assisted: true } : {}),
    ...(hinted.length > 0 ? { hinted } : {}),
  };
}
