// A game: a deal plus its history, with undo, redo and a versioned saved form.
// A Game is a value: nothing a caller holds ever changes. Games of one line share it, an
// append-only list of plies with the position every CHECKPOINT moves, so that a move costs
// O(1) and Undo replays fewer than CHECKPOINT moves (copying the moves on each move made a
// pasted record of 174,007 moves take minutes): docs/architecture.md, "Who owns the game line".
import { dealPosition, play } from './position';
import { type Card, type Move, type Position, type Result, err, ok } from './types';
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

/** Moves between two kept positions: Undo replays fewer (a few µs each); they cost 1/CHECKPOINT of a position a move. */
const CHECKPOINT = 64;

/** The plies of a line and its positions after 0, CHECKPOINT, 2·CHECKPOINT … moves (undefined until known). */
interface Line {
  readonly deal: readonly Card[];
  readonly plies: Ply[];
  readonly kept: (Position | undefined)[];
}

/** The first `length` items of an append-only list that several games may share. */
interface Stack {
  readonly items: Ply[];
  readonly length: number;
}

/** Where a game stands: the first `length` plies of its line, its redo stack, and what Restart took back. */
interface Inside {
  readonly line: Line;
  readonly length: number;
  readonly redo: Stack;
  /** The plies the Restart that made this game took back (the top of its redo stack): Undo brings them back. */
  readonly restarted?: number;
}

const insides = new WeakMap<Game, Inside>();

/** A fresh empty stack: never a shared one, which a push would then write to. */
const emptyStack = (): Stack => ({ items: [], length: 0 });

const plainPly = (move: Move): Ply => ({ move });

/** `stack` with `ply` on top: appended at the end, shared where it is already next, copied at a branch. */
function pushed(stack: Stack, ply: Ply): Stack {
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

function makeGame(deal: readonly Card[], dealNumber: number | undefined, inside: Inside, position: Position): Game {
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
function insideOf(game: Game): Inside {
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
function positionAt(line: Line, length: number): Position {
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

export function newGame(deal: readonly Card[], dealNumber?: number): Game {
  const position = dealPosition(deal);
  return makeGame(deal, dealNumber, { line: { deal, plies: [], kept: [position] }, length: 0, redo: emptyStack() }, position);
}

/** `inside` after `move` (legal, to `position`): the redo stack pops when the move is its top (that ply, notes and all, again), else empties. */
function stepped(inside: Inside, move: Move, position: Position, mark: PlyMark): Inside {
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

/** Plays a move (`joined` to the ply before it when `mark` says so). A new move clears the redo stack, unless it is the move redo would make. */
export function playMove(game: Game, move: Move, mark: PlyMark = {}): Result<Game> {
  const next = play(game.position, move);
  if (!next.ok) return next;
  return ok(makeGame(game.deal, game.dealNumber, stepped(insideOf(game), move, next.value, mark), next.value));
}

/**
 * Plays `moves` as playMove would, making one Game at the end (a Game costs several moves'
 * worth), so a pasted or saved line plays in the time of its moves alone. A refusal is
 * play's, with `index`, the move's place in `moves`.
 */
export function playMoves(game: Game, moves: readonly Move[], mark: PlyMark = {}): Result<Game> {
  let inside = insideOf(game);
  let position = game.position;
  for (const [index, move] of moves.entries()) {
    const next = play(position, move);
    if (!next.ok) return err(next.error.message, { ...next.error, index });
    position = next.value;
    inside = stepped(inside, move, position, mark);
  }
  return ok(makeGame(game.deal, game.dealNumber, inside, position));
}

/** How many moves were played: read from the line, without making the game's array. */
const movesPlayed = (game: Game): number => insides.get(game)?.length ?? game.moves.length;

export const canUndo = (game: Game): boolean => movesPlayed(game) > 0;
export const canRedo = (game: Game): boolean => (insides.get(game)?.redo.length ?? game.redo.length) > 0;

/** Takes back the last move; an empty history is a refusal the caller can show. */
export function undo(game: Game): Result<Game> {
  if (!canUndo(game)) return err('there is no move to undo');
  const { line, length, redo: stack } = insideOf(game);
  let position: Position;
  try {
    position = positionAt(line, length - 1);
  } catch (e) {
    throw new Error(`undo: ${(e as Error).message}`);
  }
  return ok(makeGame(game.deal, game.dealNumber, { line, length: length - 1, redo: pushed(stack, line.plies[length - 1]) }, position));
}

/** Plays the last undone move again, as the ply it was; nothing undone is a refusal the caller can show. */
export function redo(game: Game): Result<Game> {
  if (!canRedo(game)) return err('there is no move to redo');
  const { redo: stack } = insideOf(game);
  const top = stack.items[stack.length - 1];
  const next = playMove(game, top.move, { joined: top.joined === true });
  if (!next.ok) throw new Error(`redo: an undone move no longer replays: ${next.error.message}`);
  return next;
}

/**
 * Back to the deal; the whole history becomes redoable (redoing it walks the same line). The
 * game remembers how many plies it took back, for an Undo of the Restart (`restartedPlies`).
 */
export function restart(game: Game): Game {
  const { line, length, redo: stack } = insideOf(game);
  const items = stack.items.slice(0, stack.length);
  for (let i = length - 1; i >= 0; i--) items.push(line.plies[i]);
  const inside: Inside = { line, length: 0, redo: { items, length: items.length }, ...(length > 0 ? { restarted: length } : {}) };
  return makeGame(game.deal, game.dealNumber, inside, positionAt(line, 0));
}

/** The plies Restart took back to make this game, while nothing else changed it (0 otherwise). */
export const restartedPlies = (game: Game): number => insides.get(game)?.restarted ?? 0;

/** The played plies, oldest first. */
export const pliesOf = (game: Game): readonly Ply[] => {
  const { line, length } = insideOf(game);
  return line.plies.slice(0, length);
};

/** The whole line: the played plies, then the undone ones in the order Redo would play them. */
export function lineOf(game: Game): readonly Ply[] {
  const { line, length, redo: stack } = insideOf(game);
  const out = line.plies.slice(0, length);
  for (let i = stack.length - 1; i >= 0; i--) out.push(stack.items[i]);
  return out;
}

/** The ply `index` of the whole line (played, then undone: see lineOf), if there is one. */
export function plyAt(game: Game, index: number): Ply | undefined {
  const { line, length, redo: stack } = insideOf(game);
  if (!Number.isInteger(index) || index < 0) return undefined;
  return index < length ? line.plies[index] : stack.items[stack.length - 1 - (index - length)];
}

/** The game with its line's notes rewritten by `note(index in the whole line, ply)` (undefined drops one): one copy of the line. */
export function withNotes(game: Game, note: (index: number, ply: Ply) => PlyNote | undefined): Game {
  const inside = insideOf(game);
  const { line, length } = inside;
  const plies = lineOf(game).map((ply, index) => {
    const n = note(index, ply);
    if (n === ply.note) return ply;
    const { note: _old, ...rest } = ply;
    return n === undefined ? rest : { ...rest, note: n };
  });
  // The undone plies go on the new line too, so that Redo walks it and shares it; the
  // positions kept beyond the moves played may be another branch's.
  const items = plies.slice(length).reverse();
  const next: Inside = {
    line: { deal: line.deal, plies, kept: line.kept.slice(0, Math.floor(length / CHECKPOINT) + 1) },
    length,
    redo: { items, length: items.length },
    ...(inside.restarted === undefined ? {} : { restarted: inside.restarted }),
  };
  return makeGame(game.deal, game.dealNumber, next, game.position);
}

/** The game with the note of ply `index` (of the whole line) changed to `note(old)`; unchanged when there is no such ply. */
export function withNote(game: Game, index: number, note: (old: PlyNote | undefined) => PlyNote | undefined): Game {
  if (plyAt(game, index) === undefined) return game;
  return withNotes(game, (i, ply) => (i === index ? note(ply.note) : ply.note));
}

/** The same game on a custom deal: without its deal number, its line kept. */
export function withoutDealNumber(game: Game): Game {
  if (game.dealNumber === undefined) return game;
  return makeGame(game.deal, undefined, insideOf(game), game.position);
}

/**
 * A game from its whole line (`plies`, as lineOf gives it) with the first `played` of them
 * played, the rest to redo; `restarted` as restart would leave it. A refusal (with `index`,
 * the ply's place in `plies`) when the line does not replay.
 */
export function gameFromLine(deal: readonly Card[], dealNumber: number | undefined, plies: readonly Ply[], played: number, restarted = 0): Result<Game> {
  if (!Number.isInteger(played) || played < 0 || played > plies.length) return err(`${played} plies played of a line of ${plies.length}`);
  const start = newGame(deal, dealNumber);
  const line: Line = { deal, plies: [], kept: [start.position] };
  let position = start.position;
  for (const [index, ply] of plies.entries()) {
    const next = play(position, ply.move);
    if (!next.ok) return err(next.error.message, { ...next.error, index });
    position = next.value;
    line.plies.push(ply);
    if (line.plies.length % CHECKPOINT === 0) line.kept[line.plies.length / CHECKPOINT] = position;
  }
  const items = plies.slice(played).reverse();
  const back = restarted > 0 && played === 0 && restarted <= items.length ? { restarted } : {};
  return ok(makeGame(deal, dealNumber, { line, length: played, redo: { items, length: items.length }, ...back }, positionAt(line, played)));
}
