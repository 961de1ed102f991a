// Saving and restoring the game in progress: a versioned envelope around the engine's
// SavedGame, migration of older saves, and a backup (never a silent loss) of a save that
// cannot be read or believed. A save is believed only when its parts agree: a deal number
// must deal the cards saved with it. What was noted on each move lives on the game's line
// (lineNotes.ts); the meta holds what is about the game as a whole.
import { type Game, type Result, type SavedGame, dealFromNumber, err, ok, parseSavedGame, sameDeal, serializeGame, withoutDealNumber } from '../engine/index';
import { MAX_CHANCES, isChance, readNote } from './lineNotes';
import type { KeyValueStore } from './store';

export { type Regret, MAX_CHANCES, roundChance } from './lineNotes';

export const GAME_KEY = 'plot.game';
export const BACKUP_PREFIX = 'plot.game.backup.';
/**
 * Version of the envelope. Format 1 was the engine's SavedGame stored bare; format 2 kept
 * the notes on moves in the meta, as arrays by move number (gameMigrate.ts, `OldLineMeta`).
 */
export const SAVE_FORMAT = 3;

export interface StoredGame {
  readonly format: typeof SAVE_FORMAT;
  /** Which popup wrote it: a popup ignores its own writes and adopts the others'. */
  readonly writer: string;
  readonly savedAt: number;
  /**
   * The save's number in the line of saves: one more than the save it replaced (written
   * under the store's lock, so no two saves share one). With the writer and the time, it
   * tells a window whether the save is still the one its game was built on.
   */
  readonly rev?: number;
  readonly game: SavedGame;
  /** What the statistics already counted for this game. */
  readonly meta?: GameMeta;
}

export interface GameMeta {
  /** Counted as played (its first move was made). */
  readonly counted: boolean;
  /** Counted as won. */
  readonly won: boolean;
  /** The fair player's win chance at the deal (the deal's difficulty), when known. */
  readonly dealChance?: number;
  /** Saved before the moves' costs were kept (format 2 without `regrets`): the review says they are unknown. */
  readonly costsUnknown?: true;
  /** Time of play so far in milliseconds: the time the game was open, visible and under way. */
  readonly timeMs?: number;
  /** Hints asked in this game, one per position. */
  readonly hints?: number;
  /** Won by the solver's demo, not by the player. */
  readonly solverWon?: boolean;
  /**
   * Helped by what reads the face-down cards: the demo played a move, a hint came from the
   * full-deal solver, or Finish played out while cards were face down. Counts for nothing.
   */
  readonly assisted?: boolean;
  /** The player saw an answer of the full-deal solver's (Winnable?, or its warning): no goal (docs/goals.md), though the win counts. */
  readonly peeked?: boolean;
  /** Moves were taken back (Undo, the warning's Undo, Restart). */
  readonly tookBack?: boolean;
  /** The positions a hint was counted at (their views' hashes): one hint per position. */
  readonly hinted?: readonly number[];
  /**
   * When its first move was made (epoch ms): with the deal, what tells this game from another
   * play of the same deal, so that a win two windows reach is counted once (statsMerge.ts).
   */
  readonly begun?: number;
}

export const FRESH_META: GameMeta = { counted: false, won: false };

/**
 * What loading had to say. A damaged save (`corrupt`) or one whose deal number does not
 * deal its cards (`mismatch`) is copied under `backupKey` before anything replaces it;
 * without a `backupKey` the copy could not be written (storage full or failing), so the save
 * was left where it is and nothing may be saved over it until a copy is made.
 */
export type LoadNotice =
  | { readonly kind: 'migrated'; readonly from: number }
  | { readonly kind: 'corrupt'; readonly backupKey?: string; readonly reason: string }
  | { readonly kind: 'mismatch'; readonly dealNumber: number; readonly backupKey?: string };

/** Which save a window read or wrote last: the one its game was built on. */
export interface SaveId {
  readonly writer: string;
  readonly savedAt: number;
  readonly rev?: number;
}

export interface Loaded {
  /**
   * Undefined when nothing was saved or the save was unreadable: start a fresh game. A save
   * not believed (`mismatch`) gives its cards as a custom deal.
   */
  readonly game?: Game;
  readonly meta?: GameMeta;
  /** The save the game was read from, when it is still the stored one. */
  readonly saved?: SaveId;
  readonly notice?: LoadNotice;
}

export const envelope = (game: Game, writer: string, meta: GameMeta = FRESH_META, now = Date.now(), rev?: number): StoredGame => ({
  format: SAVE_FORMAT,
  writer,
  savedAt: now,
  ...(rev === undefined ? {} : { rev }),
  game: serializeGame(game),
  meta,
});

/** The meta as stored, its damaged parts dropped. */
export function readMeta(value: unknown): GameMeta {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const count = (x: unknown): number | undefined => (Number.isInteger(x) && (x as number) > 0 ? (x as number) : undefined);
  const [timeMs, hints, begun] = [count(v.timeMs), count(v.hints), count(v.begun)];
  const hinted = Array.isArray(v.hinted) ? v.hinted.filter((h): h is number => Number.isInteger(h) && h >= 0).slice(-MAX_CHANCES) : [];
  return {
    counted: v.counted === true,
    won: v.won === true,
    ...(isChance(v.dealChance) ? { dealChance: v.dealChance } : {}),
    ...(v.costsUnknown === true ? { costsUnknown: true as const } : {}),
    ...(timeMs === undefined ? {} : { timeMs }),
    ...(hints === undefined ? {} : { hints }),
    ...(v.solverWon === true ? { solverWon: true } : {}),
    ...(v.assisted === true ? { assisted: true } : {}),
    ...(v.peeked === true ? { peeked: true } : {}),
    ...(v.tookBack === true ? { tookBack: true } : {}),
    ...(hinted.length > 0 ? { hinted } : {}),
    ...(begun === undefined ? {} : { begun }),
  };
}

/** A readable save: the game, what statistics counted, and the format it was migrated from. */
export interface StoredRead {
  readonly game: Game;
  readonly meta: GameMeta;
  readonly migratedFrom?: number;
  /**
   * The deal number the save claimed, when it does not deal the saved cards: not believed.
   * The game is then the saved cards as a custom deal (no number): the cards and the moves
   * on them agree with each other, the number agrees with nothing.
   */
  readonly mismatch?: number;
}

/** The game, unless its deal number does not deal its cards: then the cards as a custom deal, and the number. */
export function believed(game: Game): { game: Game; mismatch?: number } {
  if (game.dealNumber === undefined) return { game };
  const dealt = dealFromNumber(game.dealNumber);
  if (dealt.ok && sameDeal(dealt.value, game.deal)) return { game };
  return { game: withoutDealNumber(game), mismatch: game.dealNumber };
}

/** Reads a stored value of this format into a game; says why when it cannot. Older formats: gameMigrate.ts, readStored. */
export function readCurrent(value: unknown): Result<StoredRead> {
  if (typeof value !== 'object' || value === null) return err('the save is not an object');
  const v = value as Record<string, unknown>;
  if (v.format !== SAVE_FORMAT) return err(`unknown save format ${JSON.stringify(v.format)}`);
  const parsed = parseSavedGame(v.game, readNote);
  return parsed.ok ? ok({ ...believed(parsed.value), meta: readMeta(v.meta) }) : parsed;
}

/** A stored value of an older format (or of none known): for the migrations. */
const isOld = (value: unknown): boolean => typeof value === 'object' && value !== null && (value as StoredGame).format !== SAVE_FORMAT;

/** Copies `value` (a save not to be believed) under a backup key of the time `now`; gives the key. Throws when the copy cannot be written. */
export async function backupSave(store: KeyValueStore, value: unknown, now = Date.now()): Promise<string> {
  const backupKey = `${BACKUP_PREFIX}${new Date(now).toISOString()}`;
  await store.set(backupKey, value);
  return backupKey;
}

/** The copy's key, or undefined when it could not be written (the save then stays where it is). */
const tryBackup = (store: KeyValueStore, value: unknown, now: number): Promise<string | undefined> =>
  backupSave(store, value, now).catch(() => undefined);

/**
 * What reads a save of another format than this one: gameMigrate.ts's readStored, which the
 * popup loads only when it meets such a save (an import here would load it at open).
 */
export type ReadOlder = (value: unknown) => Result<StoredRead> | Promise<Result<StoredRead>>;

/**
 * Loads the saved game, one of an older format through `readOlder`. A damaged save, or one
 * whose deal number does not deal its cards, is copied under a backup key before anything
 * else; when the copy cannot be written it stays in place, and the notice has no backup key.
 */
export async function loadGame(store: KeyValueStore, readOlder: ReadOlder, now = Date.now()): Promise<Loaded> {
  const value = await store.get(GAME_KEY);
  if (value === undefined) return {};
  const read = isOld(value) ? await readOlder(value) : readCurrent(value);
  // Once copied, the save may go (a removal that fails leaves it for the next write, which copies it again).
  if (read.ok && read.value.mismatch !== undefined) {
    const { game, meta, mismatch } = read.value;
    const backupKey = await tryBackup(store, value, now);
    if (backupKey) await store.remove(GAME_KEY).catch(() => undefined);
    return { game, meta, notice: { kind: 'mismatch', dealNumber: mismatch, ...(backupKey ? { backupKey } : {}) } };
  }
  if (read.ok) {
    const { game, meta, migratedFrom } = read.value;
    const saved = saveId(value);
    return { game, meta, ...(saved ? { saved } : {}), ...(migratedFrom === undefined ? {} : { notice: { kind: 'migrated', from: migratedFrom } }) };
  }
  const backupKey = await tryBackup(store, value, now);
  if (backupKey) await store.remove(GAME_KEY).catch(() => undefined);
  return { notice: { kind: 'corrupt', reason: read.error.message, ...(backupKey ? { backupKey } : {}) } };
}

export const saveGame = (store: KeyValueStore, game: Game, writer: string, meta: GameMeta): Promise<void> =>
  store.set(GAME_KEY, envelope(game, writer, meta));

/** Which save a stored value is, when it is an envelope. */
export function saveId(value: unknown): SaveId | undefined {
  const v = value as Partial<StoredGame> | null | undefined;
  if (typeof v !== 'object' || v === null || typeof v.writer !== 'string' || typeof v.savedAt !== 'number') return undefined;
  return { writer: v.writer, savedAt: v.savedAt, ...(typeof v.rev === 'number' ? { rev: v.rev } : {}) };
}

/** A game with what was noted about it, as saved. */
export interface Line {
  readonly game: Game;
  readonly meta: GameMeta;
}

/** The save a window's game was built on: which one (none for a save of format 1), and its line. */
export interface Base {
  readonly id?: SaveId;
  readonly line: Line;
}

/** The writer of a stored envelope, if it is one. */
export const writerOf = (value: unknown): string | undefined =>
  typeof value === 'object' && value !== null && typeof (value as StoredGame).writer === 'string'
    ? (value as StoredGame).writer
    : undefined;
