// Settings: a small record kept in storage, read tolerantly (a missing or damaged field
// takes its default, so a bad value never stops the popup). The statistics have their own
// file (stats.ts), re-exported here for the code that reads both.
import type { KeyValueStore } from './store';

export {
  type EarlierTimes, type SetAside, type StatField, type Stats, EMPTY_STATS, STATS_KEY, checkStats, countGameAbandoned, countGamePlayed,
  countGameWon, countHint, loadStats, readStats, saveStats, winRate, withoutSetAside,
} from './stats';

export const SETTINGS_KEY = 'plot.settings';

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
  /** The table's cloth (popup.css's [data-felt] colours), in both themes. */
  readonly felt: Felt;
  /** Sound volume, 0 to 100 in tens; 0 is silent, and no audio is set up (popup/sound). */
  readonly volume: number;
  /** The cards' back: Plot's stripes, or the card art's back in blue or red. */
  readonly cardBack: CardBack;
  /** The settings, statistics and goals follow the player to their other devices, through the browser's own sync (storage.sync; deviceRecord.ts). This device's own choice: never synced itself. */
  readonly sync: boolean;
}

export type Felt = 'green' | 'blue' | 'slate';
export const FELTS: readonly Felt[] = ['green', 'blue', 'slate'];
export type CardBack = 'plain' | 'blue' | 'red';
export const CARD_BACKS: readonly CardBack[] = ['plain', 'blue', 'red'];

export type Theme = 'system' | 'light' | 'dark';
export const THEMES: readonly Theme[] = ['system', 'light', 'dark'];

/** The settings that are on or off (a checkbox each in Settings). */
export type SettingFlag = { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings];

export const DEFAULT_SETTINGS: Settings = {
  autoPlay: true, eagerAutoPlay: false, movesTime: true, blunderCheck: true, blunderPeek: false, animations: true, autoFinish: false, fourColour: false, hintsPeek: false, winMeter: true,
  winnableOnly: true, theme: 'system', felt: 'green', volume: 0, cardBack: 'plain', sync: true,
};

export function readSettings(value: unknown): Settings {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const flag = (k: SettingFlag) => (typeof v[k] === 'boolean' ? (v[k] as boolean) : DEFAULT_SETTINGS[k]);
  return {
    autoPlay: flag('autoPlay'), eagerAutoPlay: flag('eagerAutoPlay'), movesTime: flag('movesTime'), blunderCheck: flag('blunderCheck'), blunderPeek: flag('blunderPeek'), animations: flag('animations'),
    autoFinish: flag('autoFinish'), fourColour: flag('fourColour'),
    hintsPeek: flag('hintsPeek'), winMeter: flag('winMeter'), winnableOnly: flag('winnableOnly'), sync: flag('sync'),
    theme: THEMES.find((theme) => theme === v.theme) ?? DEFAULT_SETTINGS.theme,
    felt: FELTS.find((felt) => felt === v.felt) ?? DEFAULT_SETTINGS.felt,
    volume: typeof v.volume === 'number' && v.volume >= 0 && v.volume <= 100 ? Math.round(v.volume / 10) * 10 : DEFAULT_SETTINGS.volume,
    cardBack: CARD_BACKS.find((back) => back === v.cardBack) ?? DEFAULT_SETTINGS.cardBack,
  };
}

export const loadSettings = async (store: KeyValueStore): Promise<Settings> => readSettings(await store.get(SETTINGS_KEY));
export const saveSettings = (store: KeyValueStore, s: Settings): Promise<void> => store.set(SETTINGS_KEY, s);
