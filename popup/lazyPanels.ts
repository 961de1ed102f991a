// The panels, each loaded on first use (popup/lazy.tsx): none is on screen when the popup
// opens, and together with what only they use (the New game field's reader, the history
// table and CSV, the win's cascade) they are a third of the popup's code.
import { lazy } from './lazy';

const later = () => import('./later');
export const NewGamePanel = lazy(() => later().then((m) => m.NewGamePanel));
export const SettingsPanel = lazy(() => later().then((m) => m.SettingsPanel));
export const HelpPanel = lazy(() => later().then((m) => m.HelpPanel));
export const RecordPanel = lazy(() => later().then((m) => m.RecordPanel));
export const StatsPanel = lazy(() => later().then((m) => m.StatsPanel));
export const WinPanel = lazy(() => later().then((m) => m.WinPanel));

/** What each toolbar button opens. */
const PANEL_OF_BUTTON = { newGame: NewGamePanel, copy: RecordPanel, stats: StatsPanel, settings: SettingsPanel, help: HelpPanel } as const;
export type PanelButton = keyof typeof PANEL_OF_BUTTON;

/** Starts loading a button's panel (on its hover or focus: a chunk is a few ms from disk). */
export const preloadPanel = (button: PanelButton) => void PANEL_OF_BUTTON[button].preload().catch(() => undefined);
