// Everything the popup shows or does only after a click or a move, as one chunk imported
// after the first paint or on first use: by loading/onDemandParts.ts (the components) and by
// the controllers (advice, fair, daily, demo) for their questions and rules. Nothing in it
// imports a controller, so no import comes back round. One module rather than a chunk per
// part: esbuild puts the code a lazy chunk shares with the opening bundle into a chunk of its
// own for each set of importers, and every one of those would load at open, each gzipped
// apart. One lazy module keeps the opening load to popup.js and a single shared chunk.
export { PanelHost } from '../panels/PanelHost';
// The notices after a longer action, the chart after the game, an illegal move's bubble.
export { ActionNotices, NoticeBox } from '../notices/Notices';
export { SaveNotice } from '../notices/SaveNotice';
export { GameChart } from '../fair/ChanceChart';
export { RefusalBubble } from '../table/RefusalBubble';
export { illegalReason } from '../table/refusals';
// What the screen reader hears after a step (session/useStepReactions.ts).
export { changeText } from '../session/words';
// And what it means seen and heard: the deal, a foundation's flourish, the sounds.
export { showMoment } from '../motion/moments';
// The deal of the day's rules (daily/dailyController.ts); a win and the opening read go through the goals (goals/goals.ts).
export { copyShare, dealDaily } from '../daily/dailyRules';
export { noteDailyWin, showStreak } from '../goals/goals';
// What Hint, Winnable?, the deal searches and the blunder check ask and answer (advice/adviceController.ts).
export { proveFinish } from '../advice/finishProof';
export { askHint, playHint, askWinnable, checkBlunder, checkFairBlunder, findDaily, searchWinnableDeal } from '../advice/asking';
// The fair player's questions (fair/fairController.ts).
export { searchBand } from '../fair/bandSearch';
export { refreshChances } from '../fair/fairMeter';
// The demo and Finish, played move by move (demo/demoController.ts).
export { playLine } from '../demo/linePlayer';
// A finger's drag: where its card lands, and the page scrolled at the screen's edge (input/useDragDrop.ts).
export { pileUnderCardOnPage } from '../input/dropTarget';
export { edgeScroller } from '../input/edgeScroll';
// The game's save, merged by the line with another window's (platform/gameSync.ts), and the
// statistics' and settings', each window's changes made on what is stored (platform/prefsSync.ts).
export { gamePass } from '../platform/gamePass';
export { heardPrefs, prefsPass } from '../platform/prefsPass';
export { readStored } from '../../src/storage/gameMigrate';
// The guided first game (popup/tutorial/): a new player's first open, or Help.
export { Tutorial } from '../tutorial/Tutorial';
// The relay to the player's other devices (storage.sync), started with the chunk (main.tsx).
export { startSyncRelay } from '../platform/syncRelay';
