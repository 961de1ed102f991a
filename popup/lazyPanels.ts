// The panels, loaded on first use (popup/lazy.tsx) with their stylesheet (panels.css): none
// is on screen when the popup opens, and with what only they use (the New game field's
// reader, the history table and CSV, the win's cascade) they need not load with it.
import { lazy } from './lazy';

let styled: Promise<void> | undefined;

/**
 * Adds panels.css beside popup.css once and waits for it, so that a panel is never drawn
 * unstyled (tried again after a failure). Only on a page that has popup.css: the component
 * tests load no styles.
 */
function panelStyles(): Promise<void> {
  const main = document.querySelector('link[rel="stylesheet"][href="popup.css"]');
  if (!main) return Promise.resolve();
  return (styled ??= new Promise((resolve, reject) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: 'panels.css' });
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      styled = undefined;
      reject(new Error('panels.css did not load'));
    };
    main.after(link);
  }));
}

const later = () => Promise.all([import('./later'), panelStyles()]).then(([m]) => m);
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
