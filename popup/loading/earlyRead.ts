// The read of what the first render needs, begun by dist/readSave.js (loading/readSave.ts)
// while popup.js is still loading, and picked up by popup/main.tsx. A page global is the hand-over
// because the two are separate scripts: readSave.js is a classic async script, so that it
// runs as soon as it arrives instead of after the module graph.
import { GAME_KEY } from '../../src/storage/gameSave';
import { HISTORY_KEY } from '../../src/storage/history';
import { SETTINGS_KEY, STATS_KEY } from '../../src/storage/prefs';
import { DAILY_KEY } from '../../src/storage/dailyKey';
import { TUTORIAL_KEY } from '../../src/storage/tutorialKey';
import type { StorageAreaApi } from '../../src/storage/browserStore';

/** The keys popup/platform/boot.ts reads before the first render. */
export const BOOT_KEYS: readonly string[] = [GAME_KEY, STATS_KEY, SETTINGS_KEY, HISTORY_KEY, DAILY_KEY];

/** What the early read asks for: boot's keys, and the guide's mark (popup/tutorial/firstStart.ts reads it with the settings). */
export const EARLY_KEYS: readonly string[] = [...BOOT_KEYS, TUTORIAL_KEY];

type EarlyRead = Promise<Record<string, unknown>>;
const scope = globalThis as unknown as { plotEarlyRead?: EarlyRead };

/** The one call the early read makes: storage.local.get. */
export type EarlyStorage = { local: Pick<StorageAreaApi['local'], 'get'> };

export function startEarlyRead(storage: EarlyStorage): void {
  scope.plotEarlyRead = storage.local.get([...EARLY_KEYS]);
}

/** The early read, once: later reads must see later writes. */
export function takeEarlyRead(): EarlyRead | undefined {
  const early = scope.plotEarlyRead;
  scope.plotEarlyRead = undefined;
  return early;
}
