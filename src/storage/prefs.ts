// Statistics and settings: small records kept in storage, read tolerantly (a missing or
// damaged field takes its default, so a bad value never stops the popup).
import type { KeyValueStore } from './store';

export const STATS_KEY = 'plot.stats';
export const SETTINGS_KEY = 'plot.settings';

export interface Stats {
  readonly played: number;
  readonly won: number;
  readonly currentStreak: number;
  readonly bestStreak: number;
  readonly hintsUsed: number;
  /** Wins with a time of play, their total time and the fastest (0: none yet). */
  readonly timedWins: number;
  readonly winTimeMs: number;
  readonly fastestWinMs: number;
}

export interface Settings {
  readonly autoPlay: boolean;
  /** Auto-play sends up every card that can go, as the fair player would without searching (src/engine/chores.ts), not only the safe ones. */
  readonly eagerAutoPlay: boolean;
  /** The moves and the time of play shown on the table. */
  readonly movesTime: boolean;
  /** Warn after a move that was clearly worse than the fair player's best (judged from what the player sees). */
  readonly blunderCheck: boolean;
  /** The warning is the full-deal solver's instead: a move that lost a winnable game (it reads the face-down cards). */
  readonly blunderPeek: boolean;
  readonly animations: boolean;
  /** Play the rest out as soon as the engine shows every card can go up. */
  readonly autoFinish: boolean;
  /** Suits in four colours (clubs green, diamonds blue) instead of red and black. */
  readonly fourColour: boolean;
  /** Hints from the full-deal solver, which reads the face-down cards (off: the fair player's hint). */
  readonly hintsPeek: boolean;
  /** The win-chance meter after each move, and the chart after the game. */
  readonly winMeter: boolean;
  /** New game's random deal is one the solver proves winnable (on for a new player). */
  readonly winnableOnly: boolean;
  /** Light or dark colours, or the system's choice. */
  readonly theme: Theme;
}

export type Theme = 'system' | 'light' | 'dark';
export const THEMES: readonly Theme[] = ['system', 'light', 'dark'];

/** The settings that are on or off (a checkbox each in Settings). */
export type SettingFlag = { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings];

export const EMPTY_STATS: Stats = {
  played: 0, won: 0, currentStreak: 0, bestStreak: 0, hintsUsed: 0, timedWins: 0, winTimeMs: 0, fastestWinMs: 0,
};
export const DEFAULT_SETTINGS: Settings = {
  autoPlay: true, eagerAutoPlay: false, movesTime: true, blunderCheck: true, blunderPeek: false, animations: true, autoFinish: false, fourColour: false, hintsPeek: false, winMeter: true,
  winnableOnly: true, theme: 'system',
};

const count = (v: unknown): number => (Number.isInteger(v) && (v as number) >= 0 ? (v as number) : 0);

export function readStats(value: unknown): Stats {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return {
    played: count(v.played),
    won: count(v.won),
    currentStreak: count(v.currentStreak),
    bestStreak: count(v.bestStreak),
    hintsUsed: count(v.hintsUsed),
    // Added later: records written before them read as no timed wins yet.
    timedWins: count(v.timedWins),
    winTimeMs: count(v.winTimeMs),
    fastestWinMs: count(v.fastestWinMs),
  };
}

export function readSettings(value: unknown): Settings {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const flag = (k: SettingFlag) => (typeof v[k] === 'boolean' ? (v[k] as boolean) : DEFAULT_SETTINGS[k]);
  return {
    autoPlay: flag('autoPlay'), eagerAutoPlay: flag('eagerAutoPlay'), movesTime: flag('movesTime'), blunderCheck: flag('blunderCheck'), blunderPeek: flag('blunderPeek'), animations: flag('animations'),
    autoFinish: flag('autoFinish'), fourColour: flag('fourColour'),
    hintsPeek: flag('hintsPeek'), winMeter: flag('winMeter'), winnableOnly: flag('winnableOnly'),
    theme: THEMES.find((theme) => theme === v.theme) ?? DEFAULT_SETTINGS.theme,
  };
}

export const winRate = (s: Stats): number => (s.played === 0 ? 0 : s.won / s.played);

/** A game was started (first move played). A game left unwon breaks the streak. */
export const countGamePlayed = (s: Stats): Stats => ({ ...s, played: s.played + 1 });
/** A win, with its time of play when it was timed (0: not timed, e.g. a save from before timing). */
export function countGameWon(s: Stats, timeMs = 0): Stats {
  const currentStreak = s.currentStreak + 1;
  const won = { ...s, won: s.won + 1, currentStreak, bestStreak: Math.max(s.bestStreak, currentStreak) };
  if (timeMs <= 0) return won;
  const fastestWinMs = s.fastestWinMs > 0 ? Math.min(s.fastestWinMs, timeMs) : timeMs;
  return { ...won, timedWins: s.timedWins + 1, winTimeMs: s.winTimeMs + timeMs, fastestWinMs };
}
export const averageWinMs = (s: Stats): number | undefined => (s.timedWins > 0 ? Math.round(s.winTimeMs / s.timedWins) : undefined);
export const countGameAbandoned = (s: Stats): Stats => ({ ...s, currentStreak: 0 });
export const countHint = (s: Stats): Stats => ({ ...s, hintsUsed: s.hintsUsed + 1 });

export const loadStats = async (store: KeyValueStore): Promise<Stats> => readStats(await store.get(STATS_KEY));
export const saveStats = (store: KeyValueStore, s: Stats): Promise<void> => store.set(STATS_KEY, s);
export const loadSettings = async (store: KeyValueStore): Promise<Settings> => readSettings(await store.get(SETTINGS_KEY));
export const saveSettings = (store: KeyValueStore, s: Settings): Promise<void> => store.set(SETTINGS_KEY, s);
