// What the popup needs before its first render: the saved game (or a fresh one), the
// statistics and the settings, and a notice when the save had to be migrated or rescued.
import { type Game, dealFromNumber, newGame, MAX_DEAL_NUMBER } from '../../src/engine/index';
import { type GameMeta, FRESH_META, loadGame, saveGame } from '../../src/storage/gameSave';
import { type History, EMPTY_HISTORY, HISTORY_KEY, readHistory } from '../../src/storage/history';
import { type Settings, type Stats, DEFAULT_SETTINGS, EMPTY_STATS, loadSettings, loadStats } from '../../src/storage/prefs';
import type { KeyValueStore } from '../../src/storage/store';
import { t } from './i18n';

export interface Boot {
  game: Game;
  meta: GameMeta;
  stats: Stats;
  settings: Settings;
  history?: History;
  notice?: string;
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

export async function loadBoot(store: KeyValueStore, writer: string, random?: () => number): Promise<Boot> {
  const [loaded, stats, settings, history] = await Promise.all([
    loadGame(store).catch((e: unknown) => ({ game: undefined, meta: undefined, notice: undefined, error: e })),
    loadStats(store).catch(() => EMPTY_STATS),
    loadSettings(store).catch(() => DEFAULT_SETTINGS),
    store.get(HISTORY_KEY).then(readHistory, () => EMPTY_HISTORY),
  ]);
  let notice: string | undefined;
  if (loaded.notice?.kind === 'corrupt') notice = t('noticeCorrupt', loaded.notice.backupKey);
  else if (loaded.notice?.kind === 'migrated') notice = t('noticeMigrated');
  if (loaded.game) return { game: loaded.game, meta: loaded.meta ?? FRESH_META, stats, settings, history, notice };
  const game = gameFromNumber(randomDealNumber(random));
  await saveGame(store, game, writer, FRESH_META).catch(() => undefined);
  return { game, meta: FRESH_META, stats, settings, history, notice };
}
