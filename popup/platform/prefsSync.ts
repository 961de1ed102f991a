// The statistics and the settings kept in step with storage.local when more than one window
// changes them. Neither is written whole over another window's: each window keeps the steps
// that changed them and are not yet written (what a step counted: src/storage/statsMerge.ts;
// the settings it changed, by field), and a write, under the store's lock, reads what is
// stored and makes those changes on it (prefsPass.ts). What another window wrote is shown
// with this window's unwritten changes on top, so that following it loses none of them. Two
// windows counting at the same instant thus both land: two games, two wins, two hints; a
// setting changed in each keeps both. The history likewise: the games a window added are
// added to what is stored, so two windows ending games at once both keep theirs.
//
// The passes come with the on-demand chunk, as the game's (gameSync.ts): this part, loaded
// at open, only keeps the steps.
import { loadPass } from './gameSync';
import type { PrefsContext, PrefsState, PrefsStep } from './prefsPass';
import type { Saver } from './saver';
import { resetIn } from '../session/session';

export interface PrefsSync {
  /** A step changed this window's statistics or settings: write what it changed. */
  changed(step: PrefsStep): void;
  /** Another window (or this one) wrote the statistics or the settings. */
  heard(key: string, value: unknown): void;
}

export function createPrefsSync(context: PrefsContext, saver: Saver): PrefsSync {
  const state: PrefsState = { stats: [], settings: [], history: [], writing: {} };
  return {
    changed(step) {
      for (const part of ['stats', 'settings', 'history'] as const) {
        // A reset is written even when it changed nothing here: what is stored may hold another window's counts.
        const reset = part !== 'settings' && resetIn(step.before, step.after);
        if ((step.after[part] === step.before[part] && !reset) || (part === 'history' && !step.after.history)) continue;
        state[part].push(step);
        saver.run(part, async () => (await loadPass()).prefsPass(part, context, state));
      }
    },
    heard(key, value) {
      // In order: the chunk's import resolves in the order asked.
      void loadPass().then((pass) => pass.heardPrefs(context, state, key, value));
    },
  };
}
