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
// The line is one of plies, not of bare moves: each ply carries what is known of it (played
// with the ply before it, as auto-play or one gesture; the caller's notes on it), so a move
// and its notes cannot part or drift by an index (issue 33). `moves` and `redo` are still
// plain arrays for the callers (the views, the solver messages): each game makes them from
// the line when first read, and keeps them.
// Making a Game with those getters costs a few moves' worth, so a line replayed at once (a
// paste, a save) goes through playMoves, which makes one Game at its end. A Game made
// elsewhere (a spread copy, a test's literal) has no line: the first call on it builds one
// from its arrays, once.
import { dealPosition, play } from './position';
import { type Card, type Move, type Position, type Result, err, ok } from './types';
import { type Game, type Inside, type Line, type Ply, type PlyMark, type PlyNote, CHECKPOINT, emptyStack, insideOf, insides, makeGame, positionAt, pushed, stepped } from './line';

export type { Game, Ply, PlyMark, PlyNote } from './line';

export function newGame(deal: readonly Card[], dealNumber?: number): Game {
  const position = dealPosition(deal);
  return makeGame(deal, dealNumber, { line: { deal, plies: [], kept: [position] }, length: 0, redo: emptyStack() }, position);
}

/** Plays a move (`joined` to the ply before it when `mark` says so). A new move clears the redo stack, unless it is the move redo would make. */
export function playMove(game: Game, move: Move, mark: PlyMark = {}): Result<Game> {
  const next = play(game.position, move);
  if (!next.ok) return next;
  return ok(makeGame(game.deal, game.dealNumber, stepped(insideOf(game), move, next.value, mark), next.value));
}

/**
 * Plays `moves` one after the other, as playMove would, and makes one Game at the end:
 * making a Game costs several moves' worth (its `moves` and `redo` are made on demand), so
 * a pasted or saved line plays in the time of its moves alone. A refusal is play's, with
 * `index`, the move's place in `moves`.
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
 * Back to the deal; the whole history becomes redoable (and redoing it walks the same line).
 * The game made remembers how many plies it took back, for an Undo of the Restart
 * (`restartedPlies`), until it changes otherwise.
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

/**
 * The game with the notes of its line rewritten by `note` (given each ply's index in the
 * whole line and the ply; undefined drops the note): one copy of the line, whatever changed.
 */
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
