// What a game's record owes to help: when a game becomes *assisted* (helped by what reads the
// face-down cards), hints counted once per position, and what Restart took back for Undo.
// Pure functions of the game and its meta, used by the session's steps (session.ts).
import { type Game, type Position, redo, viewHash, viewOf } from '../../src/engine/index';
import { type GameMeta, MAX_CHANCES } from '../../src/storage/gameSave';

/** The meta marked assisted when `helped` (the demo played, a hint read the full deal, a Finish relied on face-down cards). */
export const assistedBy = (meta: GameMeta, helped: boolean): GameMeta => (helped && !meta.assisted ? { ...meta, assisted: true } : meta);

/**
 * A hint asked at `pos`: counted once per position (the position as the player sees it, so
 * Hint pressed three times there, or again after an Undo back to it, is one hint).
 */
export function countHintAt(meta: GameMeta, pos: Position): GameMeta {
  const key = viewHash(viewOf(pos));
  const hinted = meta.hinted ?? [];
  if (hinted.includes(key)) return meta;
  return { ...meta, hints: (meta.hints ?? 0) + 1, hinted: [...hinted, key].slice(-MAX_CHANCES) };
}

/**
 * Undo of a Restart: the game with the moves Restart took back played again (they are the
 * top of the redo stack, so the stack is left as it was before), when nothing changed since.
 */
export function redoRestart(game: Game, meta: GameMeta): Game | undefined {
  const n = meta.undoRestart;
  if (n === undefined || n <= 0 || game.moves.length > 0 || game.redo.length < n) return undefined;
  let g = game;
  for (let i = 0; i < n; i++) {
    const next = redo(g);
    if (!next.ok) return undefined;
    g = next.value;
  }
  return g;
}
