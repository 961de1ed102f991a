// A game: a deal plus its history, with undo, redo and a versioned saved form.
//
// A Game is a value: nothing a caller holds ever changes. Its moves, though, are not copied
// on every move: copying them made a line of n moves cost n²/2 (32,000 moves took 9 s, the
// 174,007 of a pasted record minutes), and Undo replayed the whole line from the deal. The
// games of one line share it instead (`Line`): an append-only list of the moves, with the
// position every CHECKPOINT moves. A game is a view of its line's first `length` moves, and
// what a view sees is never written again, so sharing cannot change a game anyone holds:
//   - a move at the end of the line is appended (O(1)); the same move where the line goes
//     on (Redo, or replaying a line) is already there; another move there (a new branch
//     after Undo) copies the line once, for the new branch;
//   - Undo is the same line one move shorter: its position is replayed from the nearest
//     checkpoint (fewer than CHECKPOINT moves), not from the deal;
//   - the redo stack is shared the same way.
// `moves` and `redo` are still plain arrays for the callers (the session, the views, the
// solver messages): each game makes them from the line when first read, and keeps them.
// Making a Game with those getters costs a few moves' worth, so a line replayed at once (a
// paste, a save) goes through playMoves, which makes one Game at its end. A Game made
// elsewhere (a spread copy, a test's literal) has no line: the first call on it builds one
// from its arrays, once.
import { dealToString, movesToString, parseDeal, parseMoves } from './notation';
import { dealPosition, describeRefusal, play } from './position';
import { MAX_DEAL_NUMBER } from './dealNumber';
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

/** The saved form. Bump `schema` when it changes, and teach `parseSavedGame` the old one. */
export interface SavedGame {
  readonly schema: 1;
  readonly deal: string;
  readonly dealNumber?: number;
  readonly moves: string;
  readonly redo: string;
}

export const SAVED_GAME_SCHEMA = 1;

/**
 * Moves between two kept positions. Undo replays at most this many moves (a few
 * microseconds each); the positions kept cost 1/CHECKPOINT of a position a move.
 */
const CHECKPOINT = 64;

/** The moves of a line and its positions after 0, CHECKPOINT, 2·CHECKPOINT … moves (undefined until known). */
interface Line {
  readonly deal: readonly Card[];
  readonly moves: Move[];
  readonly kept: (Position | undefined)[];
}

/** The first `length` items of an append-only list that several games may share. */
interface Stack {
  readonly items: Move[];
  readonly length: number;
}

/** Where a game stands: the first `length` moves of its line, and its redo stack. */
interface Inside {
  readonly line: Line;
  readonly length: number;
  readonly redo: Stack;
}

const insides = new WeakMap<Game, Inside>();

/** A fresh empty stack: never a shared one, which a push would then write to. */
const emptyStack = (): Stack => ({ items: [], length: 0 });

/** `stack` with `move` on top: appended at the end, shared where it is already next, copied at a branch. */
function pushed(stack: Stack, move: Move): Stack {
  const { items, length } = stack;
  if (items.length === length) {
    items.push(move);
    return { items, length: length + 1 };
  }
  if (sameMove(items[length], move)) return { items, length: length + 1 };
  const copy = items.slice(0, length);
  copy.push(move);
  return { items: copy, length: length + 1 };
}

function makeGame(deal: readonly Card[], dealNumber: number | undefined, inside: Inside, position: Position): Game {
  let moves: readonly Move[] | undefined;
  let redoMoves: readonly Move[] | undefined;
  const game: Game = {
    deal,
    ...(dealNumber === undefined ? {} : { dealNumber }),
    get moves() {
      return (moves ??= inside.line.moves.slice(0, inside.length));
    },
    get redo() {
      return (redoMoves ??= inside.redo.items.slice(0, inside.redo.length));
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
  const moves = [...game.moves];
  const inside: Inside = {
    line: { deal: game.deal, moves, kept: [] },
    length: moves.length,
    redo: { items: [...game.redo], length: game.redo.length },
  };
  insides.set(game, inside);
  return inside;
}

/** The position after the line's first `length` moves, from the nearest kept position (kept ones on the way are kept). */
function positionAt(line: Line, length: number): Position {
  let k = Math.floor(length / CHECKPOINT);
  while (k > 0 && line.kept[k] === undefined) k--;
  let pos = k > 0 ? (line.kept[k] as Position) : (line.kept[0] ??= dealPosition(line.deal));
  for (let i = k * CHECKPOINT; i < length; i++) {
    if (i % CHECKPOINT === 0) line.kept[i / CHECKPOINT] ??= pos;
    const next = play(pos, line.moves[i]);
    if (!next.ok) throw new Error(`a played move no longer replays: move ${i + 1}: ${next.error.message}`);
    pos = next.value;
  }
  if (length % CHECKPOINT === 0) line.kept[length / CHECKPOINT] ??= pos;
  return pos;
}

/** `inside` one move on (`move`, legal, leading to `position`), its line shared where it can be. */
function movedOn(inside: Inside, move: Move, position: Position, redoStack: Stack): Inside {
  const { line, length } = inside;
  const shared = line.moves.length === length || sameMove(line.moves[length], move);
  const next: Line = shared ? line : { deal: line.deal, moves: line.moves.slice(0, length), kept: line.kept.slice(0, Math.floor(length / CHECKPOINT) + 1) };
  if (next.moves.length === length) next.moves.push(move);
  if ((length + 1) % CHECKPOINT === 0) next.kept[(length + 1) / CHECKPOINT] ??= position;
  return { line: next, length: length + 1, redo: redoStack };
}

export function newGame(deal: readonly Card[], dealNumber?: number): Game {
  const position = dealPosition(deal);
  return makeGame(deal, dealNumber, { line: { deal, moves: [], kept: [position] }, length: 0, redo: emptyStack() }, position);
}

/** `inside` after `move` (legal, leading to `position`): the redo stack pops when the move is its top, else empties. */
function stepped(inside: Inside, move: Move, position: Position): Inside {
  const { redo: stack } = inside;
  const sameAsRedo = stack.length > 0 && sameMove(stack.items[stack.length - 1], move);
  return movedOn(inside, move, position, sameAsRedo ? { items: stack.items, length: stack.length - 1 } : emptyStack());
}

/** Plays a move. A new move clears the redo stack, unless it is the move redo would make. */
export function playMove(game: Game, move: Move): Result<Game> {
  const next = play(game.position, move);
  if (!next.ok) return next;
  return ok(makeGame(game.deal, game.dealNumber, stepped(insideOf(game), move, next.value), next.value));
}

/**
 * Plays `moves` one after the other, as playMove would, and makes one Game at the end:
 * making a Game costs several moves' worth (its `moves` and `redo` are made on demand), so
 * a pasted or saved line plays in the time of its moves alone. A refusal is play's, with
 * `index`, the move's place in `moves`.
 */
export function playMoves(game: Game, moves: readonly Move[]): Result<Game> {
  let inside = insideOf(game);
  let position = game.position;
  for (const [index, move] of moves.entries()) {
    const next = play(position, move);
    if (!next.ok) return err(next.error.message, { ...next.error, index });
    position = next.value;
    inside = stepped(inside, move, position);
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
  return ok(makeGame(game.deal, game.dealNumber, { line, length: length - 1, redo: pushed(stack, line.moves[length - 1]) }, position));
}

/** Plays the last undone move again; nothing undone is a refusal the caller can show. */
export function redo(game: Game): Result<Game> {
  if (!canRedo(game)) return err('there is no move to redo');
  const { redo: stack } = insideOf(game);
  const next = playMove(game, stack.items[stack.length - 1]);
  if (!next.ok) throw new Error(`redo: an undone move no longer replays: ${next.error.message}`);
  return next;
}

/** Back to the deal; the whole history becomes redoable (and redoing it walks the same line). */
export function restart(game: Game): Game {
  const { line, length, redo: stack } = insideOf(game);
  const items = stack.items.slice(0, stack.length);
  for (let i = length - 1; i >= 0; i--) items.push(line.moves[i]);
  return makeGame(game.deal, game.dealNumber, { line, length: 0, redo: { items, length: items.length } }, positionAt(line, 0));
}

export const serializeGame = (game: Game): SavedGame => ({
  schema: SAVED_GAME_SCHEMA,
  deal: dealToString(game.deal),
  ...(game.dealNumber === undefined ? {} : { dealNumber: game.dealNumber }),
  moves: movesToString(game.moves),
  redo: movesToString(game.redo),
});

/** Reads a saved game, checking every part: the deal, and that every move replays. */
export function parseSavedGame(json: unknown): Result<Game> {
  if (typeof json !== 'object' || json === null) return err('a saved game is an object');
  const saved = json as Record<string, unknown>;
  if (saved.schema !== SAVED_GAME_SCHEMA) {
    return err(`unknown saved-game schema ${JSON.stringify(saved.schema)} (this version reads ${SAVED_GAME_SCHEMA})`);
  }
  for (const field of ['deal', 'moves', 'redo'] as const) {
    if (typeof saved[field] !== 'string') return err(`the saved game's ${field} is missing or not text`);
  }
  const { dealNumber } = saved;
  if (dealNumber !== undefined && (!Number.isInteger(dealNumber) || (dealNumber as number) < 1 || (dealNumber as number) > MAX_DEAL_NUMBER)) {
    return err(`the saved deal number ${JSON.stringify(dealNumber)} is not a deal number`);
  }
  const deal = parseDeal(saved.deal as string);
  if (!deal.ok) return err(`the saved deal is damaged: ${deal.error.message}`);
  const moves = parseMoves(saved.moves as string);
  if (!moves.ok) return err(`the saved moves are damaged: ${moves.error.message}`);
  const redoMoves = parseMoves(saved.redo as string);
  if (!redoMoves.ok) return err(`the saved redo moves are damaged: ${redoMoves.error.message}`);
  // The moves, then the redo stack (last element first), must replay: one pass plays both
  // and lays them on the game's line, where Redo finds the undone ones.
  const played = moves.value.length;
  const all = playMoves(newGame(deal.value), [...moves.value, ...[...redoMoves.value].reverse()]);
  if (!all.ok) {
    const { index = 0, token = '?', refusal } = all.error;
    return err(`the saved game does not replay: move ${index + 1} (${token}) is illegal: ${refusal ? describeRefusal(refusal) : all.error.message}`);
  }
  const { line } = insideOf(all.value);
  const redoStack = { items: redoMoves.value, length: redoMoves.value.length };
  return ok(makeGame(deal.value, dealNumber as number | undefined, { line, length: played, redo: redoStack }, positionAt(line, played)));
}
