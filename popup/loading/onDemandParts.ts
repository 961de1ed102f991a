// The parts of the on-demand chunk (loading/onDemand.ts) that are components, each loaded
// on first use (loading/lazyComponent.tsx) with the chunk's stylesheet (onDemand.css): the
// panels, with what only they use (the New game field's reader, the history table and CSV,
// the win's cascade), and the notices that follow a longer action, the chart after the game,
// an illegal move's bubble and the save notice. None is on screen when a game under way
// opens; the chunk is fetched when the browser is first idle after that paint (preloadLater,
// from main.tsx), so no click waits for it, or on first use if that comes sooner.
import { once } from '../../src/solver/once';
import { lazy } from './lazyComponent';

const popupCss = () => document.querySelector('link[rel="stylesheet"][href="popup.css"]');

// A link that failed is removed, so that the next try adds a fresh one.
const addStyles = once(
  () =>
    new Promise<void>((resolve, reject) => {
      const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: 'onDemand.css' });
      link.onload = () => resolve();
      link.onerror = () => {
        link.remove();
        reject(new Error('onDemand.css did not load'));
      };
      popupCss()!.after(link);
    }),
);

/**
 * Adds onDemand.css beside popup.css once and waits for it, so that nothing is drawn
 * unstyled. Only on a page that has popup.css: the component tests load no styles.
 */
const chunkStyles = (): Promise<void> => (popupCss() ? addStyles() : Promise.resolve());

const chunk = () => Promise.all([import('./onDemand'), chunkStyles()]).then(([m]) => m);
export const PanelHost = lazy(() => chunk().then((m) => m.PanelHost));
export const NoticeBox = lazy(() => chunk().then((m) => m.NoticeBox));
export const ActionNotices = lazy(() => chunk().then((m) => m.ActionNotices));
export const GameChart = lazy(() => chunk().then((m) => m.GameChart));
export const RefusalBubble = lazy(() => chunk().then((m) => m.RefusalBubble));
export const SaveNotice = lazy(() => chunk().then((m) => m.SaveNotice));

/** The guided first game (popup/tutorial/): a new player's first open, or Help. */
export const Tutorial = lazy(() => chunk().then((m) => m.Tutorial));

const ALL = [PanelHost, NoticeBox, ActionNotices, GameChart, RefusalBubble, SaveNotice];

/**
 * Loads all of it (the chunk and onDemand.css, once), so that each part then draws in the
 * same render that asks for it. Failures are left to the part's own load (its notice).
 */
export const preloadLater = (): Promise<void> => Promise.all(ALL.map((part) => part.preload())).then(() => undefined, () => undefined);

/** Starts loading the panels (a toolbar button that opens one is hovered or focused before the browser was idle). */
export const preloadPanels = () => void PanelHost.preload().catch(() => undefined);
