// What a game's record owes to help: when a game becomes *assisted* (helped by what reads the
// face-down cards), and hints counted once per position.
// Pure functions of the game and its meta, used by the session's steps (session.ts).
import { type Position, viewHash, viewOf } from '../../src/engine/index';
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
