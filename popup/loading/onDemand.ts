// Everything the popup shows or does only after a click, as one chunk imported after the
// first paint or on first use (popup/loading/onDemandParts.ts, useDailyDeal.ts, useSolverAdvice.ts).
// One module rather than a chunk per panel: esbuild puts the code a lazy
// chunk shares with the opening bundle into a chunk of its own for each set of importers,
// and every one of those would load at open, each gzipped apart. One lazy module keeps the
// opening load to popup.js and a single shared chunk.
export { PanelHost } from '../panels/PanelHost';
// The notices after a longer action, the chart after the game, an illegal move's bubble.
export { ActionNotices, NoticeBox } from '../notices/Notices';
export { GameChart } from '../fair/ChanceChart';
export { RefusalBubble } from '../table/RefusalBubble';
export { illegalReason } from '../table/refusals';
// What the screen reader hears after a step (useStepReactions).
export { changeText } from '../session/words';
// The deal of the day's rules (popup/daily/useDailyDeal.ts).
export { copyShare, dealDaily, noteDailyWin, showStreak } from '../daily/dailyRules';
// What Hint, Winnable?, the deal searches and the blunder check ask and answer (useSolverAdvice).
export { askHint, askWinnable, checkBlunder, findDaily, searchWinnableDeal } from '../advice/asking';
export { searchBand } from '../advice/dealSearches';
export { refreshChances } from '../fair/fairMeter';
// The demo and Finish, played move by move (useDemo).
export { playLine } from '../demo/linePlayer';
