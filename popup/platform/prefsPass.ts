// The writes of the statistics and the settings (prefsSync.ts has the design), each a read
// and a write under the store's lock, and what another window wrote followed with this
// window's unwritten changes on top. They come with the on-demand chunk.
import { type Settings, SETTINGS_KEY, STATS_KEY, type Stats, loadStats, readSettings, readStats } from '../../src/storage/prefs';
import { type History, type PlayedGame, EMPTY_HISTORY, HISTORY_KEY, dealKey, readHistory, recordGame } from '../../src/storage/history';
import { type Counted, countOnto, sameStats, winOf } from '../../src/storage/statsMerge';
import type { KeyValueStore } from '../../src/storage/store';
import { type Change, type Session, leavesGame, resetIn } from '../session/session';
import type { SessionStore } from '../session/store';

/** A step of the session that changed its statistics or settings (`change`: none for a win counted by the game's merge). */
export interface PrefsStep {
  readonly before: Session;
  readonly after: Session;
  readonly change?: Change;
}

/** What a window changed and has not written yet. */
export interface PrefsState {
  /** The steps that changed its statistics, and those that changed its settings, in order. */
  readonly stats: PrefsStep[];
  readonly settings: PrefsStep[];
  /** The steps that added games to its history. */
  readonly history: PrefsStep[];
  /** The value (as JSON) this window is writing under a key: heard back before the write is done, it is not followed. */
  readonly writing: Record<string, string | undefined>;
}

export interface PrefsContext {
  readonly store: KeyValueStore;
  readonly session: SessionStore;
}

export type PrefsPart = 'stats' | 'settings' | 'history';

const KEYS: Record<PrefsPart, string> = { stats: STATS_KEY, settings: SETTINGS_KEY, history: HISTORY_KEY };

/** What a step counted, and whether it ended a game the player did not win (left, or won with help: session.ts settle, startGame). */
const counted = ({ before, after, change }: PrefsStep): Counted => ({
  before: before.stats,
  after: after.stats,
  reset: resetIn(before, after),
  game: after.meta.won && !before.meta.won ? winOf(dealKey(after.game), after.meta.begun) : undefined,
  broke: change?.kind === 'started' ? leavesGame(before) : after.meta.won && !before.meta.won && after.meta.counted && after.stats.won === before.stats.won,
});

const countedOn = (stats: Stats, steps: readonly PrefsStep[]): Stats => countOnto(stats, steps.map(counted));

/** `settings` with the fields `steps` changed changed the same. */
function setOn(settings: Settings, steps: readonly PrefsStep[]): Settings {
  const out: Record<string, unknown> = { ...settings };
  for (const { before, after } of steps) {
    for (const k of Object.keys(after.settings) as (keyof Settings)[]) if (after.settings[k] !== before.settings[k]) out[k] = after.settings[k];
  }
  return out as unknown as Settings;
}

/** One game, ended in two windows (each won it before hearing the other): kept once, as its win is counted once. */
const sameEnd = (a: PlayedGame, b: PlayedGame): boolean => winOf(a.deal, a.begun) !== undefined && winOf(a.deal, a.begun) === winOf(b.deal, b.begun);

/** `history` with the games `steps` added to theirs added the same, in order (their best times by the same rule: recordGame). */
function addedOn(history: History, steps: readonly PrefsStep[]): History {
  let out = history;
  for (const { before, after } of steps) {
    if (resetIn(before, after)) out = after.history ?? EMPTY_HISTORY;
    const had = new Set(before.history?.games ?? []);
    for (const game of after.history?.games ?? []) if (!had.has(game) && !out.games.some((g) => sameEnd(g, game))) out = recordGame(out, game);
  }
  return out;
}

/** What this window writes under `part`'s key, made on `stored` (its own value before the steps when nothing is stored). */
async function madeOn(part: PrefsPart, store: KeyValueStore, raw: unknown, steps: readonly PrefsStep[]): Promise<Stats | Settings | History> {
  if (part === 'stats') return countedOn(raw === undefined ? steps[0].before.stats : await loadStats(store), steps);
  if (part === 'settings') return setOn(raw === undefined ? steps[0].before.settings : readSettings(raw), steps);
  return addedOn(raw === undefined ? steps[0].before.history ?? EMPTY_HISTORY : readHistory(raw), steps);
}

function show({ session }: PrefsContext, prefs: { stats?: Stats; settings?: Settings; history?: History }): void {
  const now = session.get();
  if ((prefs.stats && !sameStats(prefs.stats, now.stats)) || (prefs.settings && !sameStats(prefs.settings, now.settings)) || (prefs.history && !sameStats(prefs.history, now.history))) {
    session.dispatch({ type: 'adoptPrefs', ...prefs });
  }
}

/**
 * Writes `part`: this window's counts made on the stored record (checked, and copied aside
 * first when it cannot be true: loadStats), or the settings it changed over the stored ones,
 * field by field, so that another window's other fields stay.
 */
export async function prefsPass(part: PrefsPart, context: PrefsContext, state: PrefsState): Promise<void> {
  const { store } = context;
  const key = KEYS[part];
  await store.exclusive(key, async () => {
    const steps = state[part];
    const taken = steps.length;
    if (taken === 0) return;
    const raw = await store.get(key);
    // Nothing stored (a first write, or storage cleared): this window's own, before its changes, is what they are made on.
    const written = await madeOn(part, store, raw, steps.slice(0, taken));
    state.writing[key] = JSON.stringify(written);
    try {
      await store.set(key, written);
    } finally {
      state.writing[key] = undefined;
    }
    steps.splice(0, taken);
    show(context, { [part]: part === 'stats' ? countedOn(written as Stats, steps) : part === 'settings' ? setOn(written as Settings, steps) : addedOn(written as History, steps) });
  });
}

/** What was written under `key` (by another window, or by this one once its write is done), shown with this window's unwritten changes. */
export function heardPrefs(context: PrefsContext, state: PrefsState, key: string, value: unknown): void {
  if (state.writing[key] !== undefined && state.writing[key] === JSON.stringify(value)) return;
  if (key === STATS_KEY) show(context, { stats: countedOn(readStats(value), state.stats) });
  else if (key === SETTINGS_KEY) show(context, { settings: setOn(readSettings(value), state.settings) });
  else if (key === HISTORY_KEY) show(context, { history: addedOn(readHistory(value), state.history) });
}
