// A game's line, the machinery under game.ts (whose header says how and why lines are
// shared): the Game and Ply types, the line of plies with its kept positions, the redo
// stack, and the WeakMap from each Game to where it stands. Exported for game.ts only; the
// engine's index exports game.ts, which re-exports the types alone.
import { dealPosition, play } from './position';
import { type Card, type Move, type Position } from './types';
import { sameMove } from './identity';

export interface Game {
  readonly deal: readonly Card[];
  /** The deal number, when the deal came from one. */
  readonly dealNumber?: number;
  /** Moves played so far, oldest first. */
  readonly moves: readonly Move[];
  /** Undone moves, the next one to redo last. */
  readonly redo: readonly Move[];
  readonly position: Position;
}

/** What a caller notes on a ply (a chance, a cost…): kept and saved with the ply, never read by the engine. */
export type PlyNote = { readonly [key: string]: unknown };

/** One move of a game's line, with what is known of it. */
export interface Ply {
  readonly move: Move;
  /** Played by the gesture of the ply before it (auto-play, a stock run, a Finish): Undo and Redo take them together. */
  readonly joined?: true;
  readonly note?: PlyNote;
}

/** How a move is played: `joined` to the ply before it (one Undo takes both). */
export interface PlyMark {
  readonly joined?: boolean;
}

/**
 * Moves between two kept positions. Undo replays at most this many moves (a few
 * microseconds each); the positions kept cost 1/CHECKPOINT of a position a move.
 */
export const CHECKPOINT = 64;

/** The plies of a line and its positions after 0, CHECKPOINT, 2·CHECKPOINT … moves (undefined until known). */
export interface Line {
  readonly deal: readonly Card[];
  readonly plies: Ply[];
  readonly kept: (Position | undefined)[];
}

/** The first `length` items of an append-only list that several games may share. */
export interface Stack {
  readonly items: Ply[];
  readonly length: number;
}

/** Where a game stands: the first `length` plies of its line, its redo stack, and what Restart took back. */
export interface Inside {
  readonly line: Line;
  readonly length: number;
  readonly redo: Stack;
  /** The plies the Restart that made this game took back (the top of its redo stack): Undo brings them back. */
  readonly restarted?: number;
}

export const insides = new WeakMap<Game, Inside>();

/** A fresh empty stack: never a shared one, which a push would then write to. */
export const emptyStack = (): Stack => ({ items: [], length: 0 });

const plainPly = (move: Move): Ply => ({ move });

/** `stack` with `ply` on top: appended at the end, shared where it is already next, copied at a branch. */
export function pushed(stack: Stack, ply: Ply): Stack {
  const { items, length } = stack;
  if (items.length === length) {
    items.push(ply);
    return { items, length: length + 1 };
  }
  if (items[length] === ply) return { items, length: length + 1 };
  const copy = items.slice(0, length);
  copy.push(ply);
  return { items: copy, length: length + 1 };
}

export function makeGame(deal: readonly Card[], dealNumber: number | undefined, inside: Inside, position: Position): Game {
  let moves: readonly Move[] | undefined;
  let redoMoves: readonly Move[] | undefined;
  const game: Game = {
    deal,
    ...(dealNumber === undefined ? {} : { dealNumber }),
    get moves() {
      return (moves ??= inside.line.plies.slice(0, inside.length).map((p) => p.move));
    },
    get redo() {
      return (redoMoves ??= inside.redo.items.slice(0, inside.redo.length).map((p) => p.move));
    },
    position,
  };
  insides.set(game, inside);
  return game;
}

/** The game's line: its own, or, for a Game made elsewhere, one built from its arrays (once). */
export function insideOf(game: Game): Inside {
  const known = insides.get(game);
  if (known) return known;
  const plies = game.moves.map(plainPly);
  const inside: Inside = {
    line: { deal: game.deal, plies, kept: [] },
    length: plies.length,
    redo: { items: game.redo.map(plainPly), length: game.redo.length },
  };
  insides.set(game, inside);
  return inside;
}

/** The position after the line's first `length` plies, from the nearest kept position (kept ones on the way are kept). */
export function positionAt(line: Line, length: number): Position {
  let k = Math.floor(length / CHECKPOINT);
  while (k > 0 && line.kept[k] === undefined) k--;
  let pos = k > 0 ? (line.kept[k] as Position) : (line.kept[0] ??= dealPosition(line.deal));
  for (let i = k * CHECKPOINT; i < length; i++) {
    if (i % CHECKPOINT === 0) line.kept[i / CHECKPOINT] ??= pos;
    const next = play(pos, line.plies[i].move);
    if (!next.ok) throw new Error(`a played move no longer replays: move ${i + 1}: ${next.error.message}`);
    pos = next.value;
  }
  if (length % CHECKPOINT === 0) line.kept[length / CHECKPOINT] ??= pos;
  return pos;
}

/** `inside` one ply on (`ply`, legal, leading to `position`), its line shared where it can be. */
function movedOn(inside: Inside, ply: Ply, position: Position, redoStack: Stack): Inside {
  const { line, length } = inside;
  const shared = line.plies.length === length || line.plies[length] === ply;
  const next: Line = shared ? line : { deal: line.deal, plies: line.plies.slice(0, length), kept: line.kept.slice(0, Math.floor(length / CHECKPOINT) + 1) };
  if (next.plies.length === length) next.plies.push(ply);
  if ((length + 1) % CHECKPOINT === 0) next.kept[(length + 1) / CHECKPOINT] ??= position;
  return { line: next, length: length + 1, redo: redoStack };
}

/**
 * `inside` after `move` (legal, leading to `position`): the redo stack pops when the move is
 * its top (the ply it was, with its notes, played again), else empties.
 */
export function stepped(inside: Inside, move: Move, position: Position, mark: PlyMark): Inside {
  const { redo: stack } = inside;
  const top = stack.length > 0 ? stack.items[stack.length - 1] : undefined;
  const joined = mark.joined === true;
  if (top && sameMove(top.move, move)) {
    const { joined: _was, ...rest } = top;
    const ply = (top.joined === true) === joined ? top : joined ? { ...rest, joined: true as const } : rest;
    return movedOn(inside, ply, position, { items: stack.items, length: stack.length - 1 });
  }
  return movedOn(inside, joined ? { move, joined: true } : { move }, position, emptyStack());
}
