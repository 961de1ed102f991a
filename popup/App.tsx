// The popup: a thin shell. The session (popup/session/) holds the game and the statistics and
// changes them only through pure steps (the engine judges every move); hooks bring clicks, keys
// and storage to it, and one controller per part owns what the solver's questions show (the
// advice, the fair player, the deal of the day, the demo); this file wires them and lays out
// the board.
import { useState } from 'preact/hooks';
import { useTheme } from './platform/useTheme';
import { type Game, canRedo, sourceCard } from '../src/engine/index';
import type { KeyValueStore } from '../src/storage/store';
import { type Boot, gameFromNumber, randomDealNumber } from './platform/boot';
import { type PileHandlers, Foundations, Kept, ReserveStockWaste, Tableau } from './table/Board';
import { TableOverlays } from './table/TableOverlays';
import { FairRow } from './fair/FairRow';
import { MovesTime } from './table/MovesTime';
import { FlashBox, MessageArea } from './notices/MessageArea';
import { type ToolbarActions, Toolbar } from './toolbar/Toolbar';
import { t } from './platform/i18n';
import { cssVariables } from './table/layout';
import type { PanelName } from './panels/PanelHost';
import {
  ActionNotices, GameChart, NoticeBox, PanelHost, RefusalBubble, Tutorial, preloadPanels,
} from './loading/onDemandParts';
import { rankGlyphOf, rankWord } from './table/names';
import { useSessionStore } from './session/store';
import { canUndoStep } from './session/session';
import { useGameClock } from './session/useGameClock';
import { setAsideNotice } from './session/statsNotice';
import type { SolverLanes } from './advice/solverClient';
import { useAnnouncer } from './notices/useAnnouncer';
import { useBoardInput } from './input/useBoardInput';
import { ghostStyle } from './input/useDragDrop';
import { useBoardMarks } from './table/useBoardMarks';
import { useDaily } from './daily/dailyController';
import { useDemo } from './demo/demoController';
import { useFair } from './fair/fairController';
import { useMoveAnimation } from './table/useMoveAnimation';
import { useRecordCopy } from './toolbar/useRecordCopy';
import { useShortcuts } from './input/useShortcuts';
import { useStepReactions } from './session/useStepReactions';
import { useAdvice } from './advice/adviceController';
import { useStorageSync } from './platform/useStorageSync';
import { SaveNoticeSlot } from './notices/SaveNoticeSlot';
import { useNarrowCardSizes, useZoom } from './table/useZoom';
import type { ReadyDealHost, ReadyDealState } from './panels/readyDeal';
import { cell, useObserved } from './session/observable';

export interface AppProps {
  store: KeyValueStore;
  solver: SolverLanes;
  boot: Boot;
  /** This popup's id in saved games, to tell its own writes from another window's. */
  writer: string;
  random?: () => number;
  copyText?: (text: string) => Promise<void>;
  /** Just after the first render, ask the proof behind Finish when every card is in sight (the advice's `proveAtOpen`). */
  proveAtOpen?: boolean;
  /** The game in a browser tab (popup.html?tab=1): zoomed to the window. */
  tab?: boolean;
  /** Opens the game in a tab (the popup's Open in a tab); absent in a tab. */
  openTab?: () => void;
  /** A new player: the guided first game opens first (tutorial/firstStart.ts). */
  guide?: boolean;
}

// Over 60 lines, kept (issue 33): the popup's wiring and its one layout, on the open path, where a component or hook split out costs gzipped bytes the 44,000-byte ceiling has no room for (7 left at 43,993).
export function App({ store, solver, boot, writer, random, copyText, proveAtOpen, tab = false, openTab, guide }: AppProps) {
  const { store: session, session: { game, meta, settings }, moved } = useSessionStore(
    () => ({ game: boot.game, meta: boot.meta, stats: boot.stats, settings: boot.settings, history: boot.history }),
  );
  const [notice, setNotice] = useState<string | undefined>(() => boot.notice ?? setAsideNotice(boot.stats));
  const [panel, setPanel] = useState<PanelName | undefined>(guide ? 'tutorial' : undefined);
  // The game the difficulty's badge was pressed in: what it is shows until the next step or press.
  const [bandFor, setBandFor] = useState<Game>();
  const { live, flash, announce, announceMore, showFlash, clearFlash } = useAnnouncer();
  const demo = useDemo(session);
  // A search's deal found after the player began the game here: asked about on the New game panel (panels/readyDeal.ts).
  const [ready] = useState<ReadyDealHost>(() => ({ state: cell<ReadyDealState>({}), session, ask: () => setPanel('new') }));
  useObserved(ready.state);
  const advice = useAdvice({ solver, session, announce, showFlash, random, proveAtOpen, ready });
  const fair = useFair({ solver, session, showFlash, random, ready, store });
  const input = useBoardInput(session, { announce, explain: showFlash, stopDemo: demo.stop });
  const launchGlide = useMoveAnimation(settings.animations, game);
  useTheme(settings.theme, settings.felt);
  const zoom = useZoom(tab);
  const narrowSizes = useNarrowCardSizes();
  const saves = useStorageSync(store, session, writer, boot);
  useGameClock(session);
  const copy = copyText ?? ((s: string) => navigator.clipboard.writeText(s));
  const copier = useRecordCopy(copy, announce);
  const daily = useDaily({ store: saves.store, session, findDaily: advice.findDaily, copyText: copy, announce, announceMore, ready, day: boot.dailyDay }, { wanted: panel === 'new' });

  useStepReactions(session, {
    launchGlide, demo, announce, showFlash, clearFlash,
    onAdopted: () => setNotice(t('noticeAdopted')),
    onStarted: () => setPanel(undefined),
    onWon: () => setPanel('won'),
  });

  const undo = () => session.dispatch({ type: 'undo' });
  const redo = () => session.dispatch({ type: 'redo' });
  const restart = () => session.dispatch({ type: 'restart' });
  const startNumbered = (n: number) => session.dispatch({ type: 'newGame', game: gameFromNumber(n) });
  const startRandom = ({ winnableOnly }: { winnableOnly: boolean }) =>
    winnableOnly ? void advice.searchWinnableDeal() : startNumbered(randomDealNumber(random));
  const askHint = () => (demo.stop(), void advice.askHint());
  const playHint = () => (demo.stop(), void advice.playHint());
  const askWinnable = (options?: { longer?: boolean }) => (demo.stop(), void advice.askWinnable(options), void fair.refresh({ force: true }));
  const toggle = (which: PanelName) => () => setPanel(panel === which ? undefined : which);
  const copyDeal = () => void copier.copy(game).then(() => setPanel('record'));

  useShortcuts({
    escape() {
      demo.stop();
      if (panel) setPanel(undefined);
      else input.cancelPick();
    },
    deal: () => session.dispatch({ type: 'play', move: { kind: 'deal' } }),
    stockRun: input.stockRun,
    hint: askHint,
    playHint,
    undo,
    redo,
    newGame: () => setPanel('new'),
    winnable: () => askWinnable(),
    foundation(focused) {
      const id = focused ?? input.selected;
      if (id) input.sendToFoundation(id);
    },
    help: () => setPanel('help'),
  });

  // ----- render -----

  const pos = game.position;
  const { selected, hovered, drag } = input;
  const { hint, busy, dealSearch, checked, settled } = advice.get();
  const chances = fair.get();
  const marks = useBoardMarks(pos, { selected, hovered, dragging: drag !== undefined, hint, moved });
  // One object for the popup's life, given this render's handlers (and the rest of `input`):
  // the board's parts are drawn again only when their props change (table/Board.tsx, Kept),
  // and a click calls whatever the object holds when it comes.
  const handlers: PileHandlers = Object.assign(useState(Object)[0], input);
  const on: ToolbarActions = Object.assign(useState(Object)[0], {
    newGame: toggle('new'), restart, undo, redo, hint: askHint, winnable: () => askWinnable(), copyDeal,
    stats: toggle('stats'), settings: toggle('settings'), help: toggle('help'), openTab,
  });
  const dragCard = drag ? sourceCard(pos, drag.from) : undefined;
  // The guided game takes the whole popup, on a session of its own: this game is left as it is.
  if (panel === 'tutorial') return <Tutorial store={store} settings={settings} tab={tab} kit={{ useBoardInput, ghostStyle }} onClose={() => setPanel(undefined)} />;

  return (
    <div
      class={['app', settings.animations ? 'anim' : 'no-anim', settings.fourColour ? 'four-colour' : '', `back-${settings.cardBack}`, drag ? 'dragging' : '', tab ? 'in-tab' : ''].join(' ')}
      style={{ ...cssVariables(), ...narrowSizes, zoom: zoom === 1 ? undefined : String(zoom) }}
    >
      <aside class="sidebar">
        <header class="masthead">
          <h1>{t('appTitle')}</h1>
          <p class="deal-info">
            <span class="deal-number" data-testid="deal-number">
              {game.dealNumber === undefined ? t('customDeal') : t('dealNumber', game.dealNumber)}
            </span>
            <span class="base-rank">
              <span aria-hidden="true">{t('baseRank', rankGlyphOf(pos.base))}</span>
              <span class="sr-only">{t('baseRank', rankWord(pos.base))}</span>
            </span>
          </p>
          {/* A daily game here says which day's it is (daily/dailyRules.ts words it). */}
          {daily.get().playing ? <p class="deal-info" data-testid="daily-line">{daily.get().playing}</p> : null}
        </header>
        <Kept draw={Toolbar} canUndo={canUndoStep({ game })} canRedo={canRedo(game)} busy={busy?.task} on={on} onPreload={preloadPanels} />
        {/* One line of fixed height, whatever it holds: the piles below never move with its words. */}
        <div class="status">
          <FairRow meter={settings.winMeter} chance={chances.chance} interval={chances.interval} working={chances.working} dealChance={chances.dealChance} explained={bandFor === game} onExplain={() => setBandFor(bandFor === game ? undefined : game)} />
          <MovesTime session={session.get()} figures={settings.movesTime} />
        </div>
        <Kept draw={ReserveStockWaste} pos={pos} marks={marks} handlers={handlers} />
        <MessageArea>
          <SaveNoticeSlot saver={saves.saver} />
          {notice ? <NoticeBox text={notice} onDismiss={() => (notice === setAsideNotice(session.get().stats) && session.dispatch({ type: 'statsNoticeRead' }), setNotice(undefined))} /> : null}
          {flash && !flash.at ? <FlashBox text={flash.text} /> : null}
          <ActionNotices
            session={session}
            advice={advice}
            chance={chances.chance}
            bandNote={bandFor === game ? chances.dealChance : undefined}
            stuck={chances.stuck}
            demo={demo}
            onPlayHint={playHint}
            onSearchLonger={() => askWinnable({ longer: true })}
            daily={daily}
            ready={ready}
            newGameOpen={panel === 'new'}
            onOpen={setPanel}
          />
        </MessageArea>
      </aside>
      <main class="table" aria-label={t('board')} data-checked={checked ?? 0} data-settled={settled ?? 0} data-fair-settled={chances.refreshed ?? 0}>
        <Kept draw={Foundations} pos={pos} marks={marks} handlers={handlers} />
        <Kept draw={Tableau} pos={pos} marks={marks} handlers={handlers} />
        {panel ? (
          <PanelHost
            panel={panel}
            session={session}
            onOpen={setPanel}
            onClose={() => setPanel(undefined)}
            onRandom={startRandom}
            bands={{ searchBand: fair.searchBand, bandSearch: chances.bandSearch, cancelBandSearch: fair.stopBandSearch }}
            search={dealSearch}
            onCancelSearch={advice.stopDealSearch}
            daily={{ ...daily.get(), start: daily.start, copyShare: () => void daily.copy() }}
            record={copier.record}
            ready={ready}
          />
        ) : null}
      </main>
      <GameChart on={settings.winMeter && !panel} game={game} meta={meta} />
      {flash?.at ? <RefusalBubble text={flash.text} at={flash.at} n={flash.n} animate={settings.animations} /> : null}
      <TableOverlays card={dragCard} ghost={drag && ghostStyle(drag, zoom)} live={live} testid="live" />
    </div>
  );
}
