// Whether the guided first game (popup/tutorial/) opens by itself: only for a player new to
// Plot — a game with no move, no game ever counted, no settings ever saved — who has not
// finished or skipped it (TUTORIAL_KEY). On the open path: the two reads happen only when the
// first two hold, main.tsx answers them from the early read (GUIDE_KEYS), and the guide
// itself loads on demand.
import type { KeyValueStore } from '../../src/storage/store';
import { SETTINGS_KEY } from '../../src/storage/prefs';
import { TUTORIAL_KEY } from '../../src/storage/tutorialKey';

export { TUTORIAL_KEY };

/** The keys the decision reads. */
export const GUIDE_KEYS: readonly string[] = [SETTINGS_KEY, TUTORIAL_KEY];

export async function opensGuide(store: KeyValueStore, boot: { game: { moves: readonly unknown[] }; stats: { played: number } }): Promise<boolean> {
  if (boot.game.moves.length > 0 || boot.stats.played > 0) return false;
  // A read that fails says nothing: no guide, rather than a guide over a player's game.
  const read = await Promise.all([store.get(SETTINGS_KEY), store.get(TUTORIAL_KEY)]).catch(() => [0]);
  return read.length === 2 && read.every((v) => v === undefined);
}
