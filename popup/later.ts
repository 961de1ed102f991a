// Everything the popup shows only after a click, as one chunk (popup/lazyPanels.ts imports
// it on first use). One module rather than a chunk per panel: esbuild puts the code a lazy
// chunk shares with the opening bundle into a chunk of its own for each set of importers,
// and every one of those would load at open, each gzipped apart. One lazy module keeps the
// opening load to popup.js and a single shared chunk.
export { HelpPanel, NewGamePanel, RecordPanel, SettingsPanel } from './components/Panels';
export { StatsPanel } from './components/StatsPanel';
export { WinPanel } from './components/WinPanel';
