// Between clicks and the engine: which piles light up for a picked card, which move a
// click or a drop means (what is said of a move: moveWords.ts). Legality always comes from the engine (and
// auto-play is the engine's `autoPlay`).
import {
  type DestId, type FoundationId, type Move, type PileId, type Position, type SourceId,
  FOUNDATIONS, foundationFor, legalMoves, pileIndex, play, sourceCard,
} from '../../src/engine/index';

export const isSource = (id: PileId): id is SourceId => id === 'w' || id === 'r' || id.startsWith('t');
export const isDestination = (id: PileId): boolean => id.startsWith('f') || id.startsWith('t');

/** The pile a move's card lands on (`f` resolved to the foundation the engine picks). */
export function landingPile(pos: Position, move: Move): PileId | undefined {
  if (move.kind === 'deal') return 'w';
  if (move.to !== 'f') return move.to;
  const card = sourceCard(pos, move.from);
  if (card === undefined) return undefined;
  const i = foundationFor(pos, card);
  return i < 0 ? undefined : (`f${i + 1}` as PileId);
}

/** Every pile where the card on `from` may go now, asking the engine about each. */
export function targetsFor(pos: Position, from: SourceId): Set<PileId> {
  const targets = new Set<PileId>();
  for (const move of legalMoves(pos)) {
    if (move.kind !== 'play' || move.from !== from) continue;
    if (move.to !== 'f') targets.add(move.to as PileId);
  }
  for (let i = 0; i < FOUNDATIONS; i++) {
    const to = `f${i + 1}` as `f${number}`;
    if (play(pos, { kind: 'play', from, to }).ok) targets.add(to);
  }
  return targets;
}

/**
 * The move meant by dropping the card from `from` on `onto`. A foundation the engine would
 * pick anyway becomes the canonical `f`, so game records stay canonical.
 */
export function dropMove(pos: Position, from: SourceId, onto: PileId): Move {
  if (onto.startsWith('f')) {
    const card = sourceCard(pos, from);
    const index = pileIndex(onto as FoundationId);
    const canonical = card !== undefined && foundationFor(pos, card) === index;
    return { kind: 'play', from, to: canonical ? 'f' : (onto as DestId) };
  }
  return { kind: 'play', from, to: onto as DestId };
}

/** The legal moves of the card on `from`. */
export const movesFrom = (pos: Position, from: SourceId): Move[] =>
  legalMoves(pos).filter((m) => m.kind === 'play' && m.from === from);

/**
 * The piles where a click does something now: with a card picked, its targets (and itself,
 * to put it down); otherwise every card with a legal move, and the stock while it deals.
 */
export function livePiles(pos: Position, selected: SourceId | undefined): Set<PileId> {
  if (selected !== undefined) return new Set([...targetsFor(pos, selected), selected]);
  const live = new Set<PileId>();
  for (const move of legalMoves(pos)) live.add(move.kind === 'deal' ? 's' : move.from);
  return live;
}

/** True when the only place the card can go is a foundation: one click sends it there. */
export function onlyFoundation(pos: Position, from: SourceId): boolean {
  const moves = movesFrom(pos, from);
  return moves.length === 1 && moves[0].kind === 'play' && moves[0].to === 'f';
}
