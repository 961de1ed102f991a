// What the popup needs before its first render: the saved game (or a fresh one), the
// statistics and the settings, and a notice when the save had to be migrated, rescued or
// could not be believed.
import { type Game, dealFromNumber, newGame, MAX_DEAL_NUMBER } from '../../src/engine/index';
import { type Base, type GameMeta, type Loaded, type ReadOlder, FRESH_META, GAME_KEY, envelope, loadGame, saveId } from '../../src/storage/gameSave';
import { type History, EMPTY_HISTORY, HISTORY_KEY, readHistory } from '../../src/storage/history';
import { type Settings, type Stats, DEFAULT_SETTINGS, EMPTY_STATS, loadSettings, loadStats } from '../../src/storage/prefs';
import type { KeyValueStore } from '../../src/storage/store';
import { DAILY_KEY } from '../../src/storage/dailyKey';
import { t } from './i18n';

export interface Boot {
  game: Game;
  meta: GameMeta;
  stats: Stats;
  settings: Settings;
  history?: History;
  notice?: string;
  /** The save the game was read from or written to (platform/gameSync.ts). */
  base?: Base;
  /** The game is not in storage: the first save writes it. */
  unsaved?: boolean;
  /** A damaged save is kept in place, uncopied: nothing is saved over it (the save notice says so). */
  held?: boolean;
  /** The day whose deal of the day the game is, as the daily record says: the table's line shows from the first paint. */
  dailyDay?: string;
}

/**
 * The day of the daily record's game when it is `game`'s deal. Only this is read before the
 * first render (the record's rules come with the on-demand chunk and read it again), so that
 * the table's line is there at the first paint instead of pushing the sidebar down after it.
 */
export function dailyDayOf(value: unknown, game: Game): string | undefined {
  const current = (value as { current?: { day?: unknown; dealNumber?: unknown } } | null | undefined)?.current;
  return current && current.dealNumber === game.dealNumber && typeof current.day === 'string' && Date.parse(current.day) > 0 ? current.day : undefined;
}

/** A uniformly random deal number in 1..2^32−1. */
export function randomDealNumber(random: () => number = cryptoRandom): number {
  return 1 + Math.floor(random() * MAX_DEAL_NUMBER);
}

function cryptoRandom(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0] / 0x100000000;
}

export function gameFromNumber(n: number): Game {
  const deal = dealFromNumber(n);
  if (!deal.ok) throw new Error(deal.error.message);
  return newGame(deal.value, n);
}

/** The notice for what loading said; `held`: the damaged save could not be copied (the save notice says the rest). */
function noticeOf(notice: Loaded['notice']): { text?: string; held?: boolean } {
  if (notice?.kind === 'migrated') return { text: t('noticeMigrated') };
  if (notice?.kind === 'corrupt') return notice.backupKey ? { text: t('noticeCorrupt', notice.backupKey) } : { held: true };
  if (notice?.kind === 'mismatch') {
    return notice.backupKey
      ? { text: t('noticeMismatch', notice.dealNumber, notice.backupKey) }
      : { text: t('noticeMismatchHeld', notice.dealNumber), held: true };
  }
  return {};
}

/** Writes a fresh game where nothing is stored (under the lock: another window may be first); its base, or undefined. */
const writeFresh = (store: KeyValueStore, game: Game, writer: string): Promise<Base | undefined> =>
  store.exclusive(GAME_KEY, async () => {
    if ((await store.get(GAME_KEY)) !== undefined) return undefined;
    const value = envelope(game, writer, FRESH_META, Date.now(), 1);
    await store.set(GAME_KEY, value);
    return { id: saveId(value), line: { game, meta: FRESH_META } };
  }).catch(() => undefined);

/** `readOlder` reads a save of an older format (gameSave.ts, ReadOlder): main.tsx hands it from the on-demand chunk. */
export async function loadBoot(store: KeyValueStore, writer: string, readOlder: ReadOlder, random?: () => number): Promise<Boot> {
  const [loaded, stats, settings, history, daily] = await Promise.all([
    // A read that fails says nothing of what is stored: the first write reads again, under the lock.
    loadGame(store, readOlder).catch((): Loaded => ({})),
    loadStats(store).catch(() => EMPTY_STATS),
    loadSettings(store).catch(() => DEFAULT_SETTINGS),
    store.get(HISTORY_KEY).then(readHistory, () => EMPTY_HISTORY),
    store.get(DAILY_KEY).catch(() => undefined),
  ]);
  const { text: notice, held } = noticeOf(loaded.notice);
  const prefs = { stats, settings, history, ...(notice ? { notice } : {}), ...(held ? { held } : {}) };
  if (loaded.game) {
    const meta = loaded.meta ?? FRESH_META;
    const dailyDay = dailyDayOf(daily, loaded.game);
    // A game not believed as saved (its cards as a custom deal) is not what is stored: it is written.
    if (loaded.notice?.kind === 'mismatch') return { game: loaded.game, meta, ...prefs, unsaved: true };
    return { game: loaded.game, meta, ...prefs, dailyDay, base: { id: loaded.saved, line: { game: loaded.game, meta } } };
  }
  const game = gameFromNumber(randomDealNumber(random));
  const base = held ? undefined : await writeFresh(store, game, writer);
  return { game, meta: FRESH_META, ...prefs, ...(base ? { base } : { unsaved: true }) };
}
