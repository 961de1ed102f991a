// Saves of the formats before this one (gameSave.ts, SAVE_FORMAT), read and brought to it:
// format 1, the engine's SavedGame stored bare; format 2, the notes on moves kept in the meta
// as arrays by move number. Apart from gameSave.ts so that the popup loads it only when it
// meets such a save (loadGame), or with what merges two windows' saves (it may read one).
import { type Game, type Ply, type Result, err, gameFromLine, lineOf, ok, parseSavedGame } from '../engine/index';
import { type GameMeta, type StoredRead, believed, readCurrent, readMeta } from './gameSave';
import { type MoveNote, type Regret, MAX_CHANCES, isChance, readRegret } from './lineNotes';
import { fieldsOf } from './fields';

/**
 * What format 2 kept in the meta on the line, by move number: `auto`, the indices (in the
 * line of moves and undone moves) of auto-play's moves; `chances[k]`, the chance after k
 * moves; `regrets[k]`, the cost of the move played after k moves; `lastWinnable`, the moves
 * after which the next move lost the win; `undoRestart`, the moves a Restart took back.
 */
export interface OldLineMeta {
  readonly auto?: readonly number[];
  readonly chances?: readonly (number | null)[];
  readonly regrets?: readonly (Regret | null)[];
  readonly lastWinnable?: number;
  readonly undoRestart?: number;
}

/**
 * A format-2 save's line: the game read with plain plies, the notes its meta kept by move
 * number laid on them (a damaged note is dropped, not a reason to drop the rest), and the
 * meta's game-wide part.
 */
export function migrateLine(game: Game, old: unknown): { game: Game; meta: GameMeta } {
  const v = fieldsOf(old);
  const list = (x: unknown): readonly unknown[] => (Array.isArray(x) ? x.slice(0, MAX_CHANCES + 1) : []);
  const auto = new Set(list(v.auto).filter((i) => Number.isInteger(i)));
  const chances = list(v.chances);
  const regrets = list(v.regrets);
  const lastWinnable = v.lastWinnable;
  const plies = lineOf(game).map((ply, i): Ply => {
    const regret = readRegret(regrets[i]);
    const chance = chances[i + 1];
    const note: MoveNote = {
      ...(isChance(chance) ? { chance } : {}),
      ...(regret ? { regret } : {}),
      ...(lastWinnable === i ? { lost: true as const } : {}),
    };
    return { move: ply.move, ...(auto.has(i) ? { joined: true as const } : {}), ...(Object.keys(note).length > 0 ? { note: { ...note } } : {}) };
  });
  const restarted = Number.isInteger(v.undoRestart) && (v.undoRestart as number) > 0 ? (v.undoRestart as number) : 0;
  const line = gameFromLine(game.deal, game.dealNumber, plies, game.moves.length, restarted);
  const meta = readMeta(v);
  return {
    game: line.ok ? line.value : game,
    meta: { ...meta, ...(isChance(chances[0]) ? { dealChance: chances[0] } : {}), ...(Array.isArray(v.regrets) ? {} : { costsUnknown: true as const }) },
  };
}

/** Reads a stored value of any format into a game, migrating older formats; says why when it cannot. */
export function readStored(value: unknown): Result<StoredRead> {
  if (typeof value !== 'object' || value === null) return err('the save is not an object');
  const v = value as Record<string, unknown>;
  if (v.format === undefined && v.schema !== undefined) {
    // Format 1: the engine's SavedGame, stored without an envelope.
    const parsed = parseSavedGame(v);
    return parsed.ok ? ok({ ...believed(parsed.value), meta: { counted: parsed.value.moves.length > 0, won: false }, migratedFrom: 1 }) : parsed;
  }
  if (v.format === 2) {
    const parsed = parseSavedGame(v.game);
    if (!parsed.ok) return parsed;
    const { game, meta } = migrateLine(parsed.value, v.meta);
    return ok({ ...believed(game), meta, migratedFrom: 2 });
  }
  return readCurrent(value);
}
