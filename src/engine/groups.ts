// Undo and Redo as the player knows them: a step is a move with the plies joined to it
// (auto-play after it, the rest of a stock run, a Finish), and a Restart is one step too,
// which Undo takes back while nothing else changed the game. Rules of the game's line, on
// the line's own marks (game.ts): no caller counts indices to keep them.
import { type Game, canUndo, lineOf, plyAt, redo, restartedPlies, undo } from './game';
import { type Move, type Result, err, ok } from './types';

/** A step taken back or played again: the game after it, and the step's first move (the player's). */
export interface Stepped {
  readonly game: Game;
  readonly move: Move;
  /** How many plies the step held after its first. */
  readonly joined: number;
}

/** Undo can take something back: a move, or the Restart that made this game. */
export const canUndoStep = (game: Game): boolean => canUndo(game) || restartedPlies(game) > 0;

/** Takes back the last step: the last ply and the plies it is joined to, back to the one that began it. */
export function undoGroup(game: Game): Result<Stepped> {
  let next = game;
  let joined = -1;
  for (;;) {
    const ply = plyAt(next, next.moves.length - 1);
    const undone = undo(next);
    if (!ply || !undone.ok) break;
    next = undone.value;
    joined++;
    if (ply.joined !== true) return ok({ game: next, move: ply.move, joined });
  }
  // A line that begins with a joined ply (a save's): its first ply began the step.
  const first = plyAt(next, 0);
  return first && joined >= 0 ? ok({ game: next, move: first.move, joined }) : err('there is no move to undo');
}

/** Plays the next undone step again: its first ply, and the plies joined to it. */
export function redoGroup(game: Game): Result<Stepped> {
  const first = plyAt(game, game.moves.length);
  const played = redo(game);
  if (!first || !played.ok) return err('there is no move to redo');
  let next = played.value;
  let joined = 0;
  for (let ply = plyAt(next, next.moves.length); ply?.joined === true && next.redo.length > 0; ply = plyAt(next, next.moves.length)) {
    const again = redo(next);
    if (!again.ok) break;
    next = again.value;
    joined++;
  }
  return ok({ game: next, move: first.move, joined });
}

/** Undo of a Restart: the plies it took back played again, as they were. */
export function undoRestart(game: Game): Result<Game> {
  const n = restartedPlies(game);
  if (n === 0) return err('there is no Restart to undo');
  let next = game;
  for (let i = 0; i < n; i++) {
    const again = redo(next);
    if (!again.ok) return err('the Restart can no longer be undone');
    next = again.value;
  }
  return ok(next);
}

/** Back to `length` moves played (a step and more at once: the blunder banner's Undo). */
export function undoTo(game: Game, length: number): Game {
  let next = game;
  for (let u = undo(next); next.moves.length > length && u.ok; u = undo(next)) next = u.value;
  return next;
}

/** The index in the whole line (lineOf) of each joined ply: how a step's extent is shown (the review's gestures). */
export const joinedIndices = (game: Game): number[] =>
  lineOf(game).flatMap((ply, i) => (ply.joined === true ? [i] : []));
