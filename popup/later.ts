// Everything the popup shows or does only after a click, as one chunk imported on first use
// (popup/lazyPanels.ts, useDailyDeal.ts, useSolverAdvice.ts). One module rather than a chunk per panel: esbuild puts the code a lazy
// chunk shares with the opening bundle into a chunk of its own for each set of importers,
// and every one of those would load at open, each gzipped apart. One lazy module keeps the
// opening load to popup.js and a single shared chunk.
export { HelpPanel, NewGamePanel, RecordPanel, SettingsPanel } from './components/Panels';
export { StatsPanel } from './components/StatsPanel';
export { WinPanel } from './components/WinPanel';
// The deal of the day's rules and formula (popup/useDailyDeal.ts, useSolverAdvice's findDaily).
export { dailyWin, startDaily, streakOn } from './dailyDeal';
export { DAILY_NODES, findDailyDeal } from '../src/solver/daily';
export { loadDaily, saveDaily } from '../src/storage/daily';
// The solver's answers in words (useSolverAdvice: a hint, a verdict, a blunder).
export { blunderText } from './blunders';
export { hintView, verdictView } from './solverViews';
