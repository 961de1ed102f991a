// The popup: a thin shell. The session (popup/session/) holds the game and the statistics
// and changes them only through pure steps (the engine judges every move); hooks bring
// clicks, keys, storage, the demo and the solver to it; this file wires them and lays out
// the board.
import { useMemo, useState } from 'preact/hooks';
import { type PileId, canRedo, canUndo, recordToString, sourceCard, status } from '../src/engine/index';
import type { KeyValueStore } from '../src/storage/store';
import { type Boot, gameFromNumber, randomDealNumber } from './boot';
import { type Marks, type PileHandlers, Foundations, ReserveStockWaste, Tableau } from './components/Board';
import { CardFace } from './components/Card';
import {
  BlunderBanner, BusyBox, DemoBox, FlashBox, GameOverBox, HintNotice, MessageArea, NoticeBox, VerdictNotice,
} from './components/MessageArea';
import { HelpPanel, NewGamePanel, RecordPanel, SettingsPanel, StatsPanel } from './components/Panels';
import { Toolbar } from './components/Toolbar';
import { t } from './i18n';
import { cssVariables } from './layout';
import { landingPile, targetsFor } from './moves';
import { rankGlyphOf, rankWord } from './names';
import { illegalReason } from './refusals';
import { useSessionListener, useSessionStore } from './session/store';
import { changeText } from './session/words';
import type { SolverLanes } from './solverClient';
import { useAnnouncer } from './useAnnouncer';
import { useBoardInput } from './useBoardInput';
import { useDemo } from './useDemo';
import { useMoveAnimation } from './useMoveAnimation';
import { useShortcuts } from './useShortcuts';
import { useSolverAdvice } from './useSolverAdvice';
import { useStorageSync } from './useStorageSync';

export interface AppProps {
  store: KeyValueStore;
  solver: SolverLanes;
  boot: Boot;
  /** This popup's id in saved games, to tell its own writes from another window's. */
  writer: string;
  random?: () => number;
  copyText?: (text: string) => Promise<void>;
  /** Start the solver's worker (WASM compile, table) just after the first render. */
  warmSolver?: boolean;
}

type Panel = 'new' | 'stats' | 'settings' | 'help' | 'record';

export function App({ store, solver, boot, writer, random, copyText, warmSolver }: AppProps) {
  const { store: session, session: { game, stats, settings }, moved } = useSessionStore(() => ({ game: boot.game, meta: boot.meta, stats: boot.stats, settings: boot.settings }));
  const [notice, setNotice] = useState<string | undefined>(boot.notice);
  const [panel, setPanel] = useState<Panel | undefined>();
  const [record, setRecord] = useState<{ text: string; copied: boolean } | undefined>();
  const { live, flash, announce, showFlash, clearFlash } = useAnnouncer();
  const demo = useDemo(session);
  const advice = useSolverAdvice({ solver, session, announce, showFlash, random, warm: warmSolver });
  const input = useBoardInput(session, announce, demo.stop);
  const launchGlide = useMoveAnimation(settings.animations, game);
  useStorageSync(store, session, writer);

  // What every step means on screen: the glide (measured before the render), the words,
  // and the end of a demo the player interrupted.
  useSessionListener(session, ({ session: now, change }) => {
    if (change.kind === 'moved' || change.kind === 'redone') {
      const { move, before } = change;
      if (change.kind === 'redone' || change.glide) launchGlide(move.kind === 'deal' ? 's' : move.from, landingPile(before.position, move));
    }
    const byDemo = change.kind === 'moved' && change.byDemo;
    if (!byDemo && change.kind !== 'prefs' && !(change.kind === 'nothing' && change.what === 'adopt')) demo.stop();
    if (change.kind === 'refused') showFlash(t('illegal', illegalReason(change.error)));
    if (change.kind === 'moved' && !byDemo) clearFlash();
    if (change.kind === 'adopted') setNotice(t('noticeAdopted'));
    if (change.kind === 'started') setPanel(undefined);
    const text = changeText(change, now);
    if (text !== undefined) announce(text);
  });

  const undo = () => session.dispatch({ type: 'undo' });
  const redo = () => session.dispatch({ type: 'redo' });
  const restart = () => session.dispatch({ type: 'restart' });
  const startNumbered = (n: number) => session.dispatch({ type: 'newGame', game: gameFromNumber(n) });
  const startRandom = (winnableOnly: boolean) =>
    winnableOnly ? void advice.searchWinnableDeal() : startNumbered(randomDealNumber(random));
  const askHint = () => {
    demo.stop();
    void advice.askHint();
  };
  const askWinnable = (longer = false) => {
    demo.stop();
    void advice.askWinnable(longer);
  };
  const toggle = (which: Panel) => () => setPanel(panel === which ? undefined : which);

  const copyDeal = async () => {
    const text = recordToString({ deal: game.deal, moves: game.moves });
    let copied = false;
    try {
      await (copyText ?? ((s: string) => navigator.clipboard.writeText(s)))(text);
      copied = true;
    } catch {
      copied = false;
    }
    setRecord({ text, copied });
    setPanel('record');
    announce(copied ? t('copied') : t('copyFailed'));
  };

  useShortcuts({
    escape() {
      demo.stop();
      if (panel) setPanel(undefined);
      else input.cancelPick();
    },
    deal: () => session.dispatch({ type: 'play', move: { kind: 'deal' } }),
    hint: askHint,
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
  const { selected, drag } = input;
  const hint = advice.hint;
  const arrived = moved?.change.kind === 'moved' || moved?.change.kind === 'redone'
    ? landingPile(moved.change.before.position, moved.change.move)
    : undefined;
  const marks: Marks = useMemo(
    () => ({
      selected,
      targets: selected ? targetsFor(pos, selected) : new Set<PileId>(),
      hintFrom: hint?.from,
      hintTo: hint?.to,
      arrived,
    }),
    [pos, selected, hint, arrived],
  );
  const handlers: PileHandlers = { onActivate: input.onActivate, onDouble: input.onDouble, onPointerDown: input.onPointerDown };
  const dragCard = drag ? sourceCard(pos, drag.from) : undefined;
  const blunderAt = advice.blunderAt;

  return (
    <div class={['app', settings.animations ? 'anim' : 'no-anim', settings.fourColour ? 'four-colour' : '', drag ? 'dragging' : ''].join(' ')} style={cssVariables()}>
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
        </header>
        <Toolbar
          canUndo={canUndo(game)}
          canRedo={canRedo(game)}
          busy={advice.busy?.task}
          onNewGame={toggle('new')}
          onRestart={restart}
          onUndo={undo}
          onRedo={redo}
          onHint={askHint}
          onWinnable={() => askWinnable()}
          onCopy={() => void copyDeal()}
          onStats={toggle('stats')}
          onSettings={toggle('settings')}
          onHelp={toggle('help')}
        />
        <ReserveStockWaste pos={pos} marks={marks} handlers={handlers} />
        <Foundations pos={pos} marks={marks} handlers={handlers} />
        <MessageArea>
          {notice ? <NoticeBox text={notice} onDismiss={() => setNotice(undefined)} /> : null}
          {flash ? <FlashBox text={flash} /> : null}
          {advice.busy ? <BusyBox nodes={advice.busy.nodes} onCancel={advice.cancelFront} /> : null}
          {hint ? <HintNotice hint={hint} /> : null}
          {advice.verdict ? (
            <VerdictNotice verdict={advice.verdict} demoRunning={demo.running} onPlayDemo={demo.play} onSearchLonger={() => askWinnable(true)} />
          ) : null}
          {demo.running ? <DemoBox onStop={demo.stop} /> : null}
          {blunderAt !== undefined ? (
            <BlunderBanner onUndo={() => session.dispatch({ type: 'undoTo', length: blunderAt })} onDismiss={advice.dismissBlunder} />
          ) : null}
          <GameOverBox status={status(pos)} canUndo={canUndo(game)} onUndo={undo} onRestart={restart} onNewGame={() => setPanel('new')} />
        </MessageArea>
      </aside>
      <main class="table" aria-label={t('board')}>
        <Tableau pos={pos} marks={marks} handlers={handlers} />
        {panel === 'new' ? (
          <NewGamePanel
            onClose={() => setPanel(undefined)}
            onNumber={startNumbered}
            onRandom={startRandom}
            search={advice.dealSearch}
            onCancelSearch={advice.cancelDealSearch}
          />
        ) : null}
        {panel === 'stats' ? (
          <StatsPanel stats={stats} onReset={() => session.dispatch({ type: 'resetStats' })} onClose={() => setPanel(undefined)} />
        ) : null}
        {panel === 'settings' ? (
          <SettingsPanel settings={settings} onChange={(next) => session.dispatch({ type: 'settings', settings: next })} onClose={() => setPanel(undefined)} />
        ) : null}
        {panel === 'help' ? <HelpPanel onClose={() => setPanel(undefined)} /> : null}
        {panel === 'record' && record ? (
          <RecordPanel text={record.text} copied={record.copied} onClose={() => setPanel(undefined)} />
        ) : null}
      </main>
      {drag && dragCard !== undefined ? (
        <div class="drag-ghost" style={{ left: `${drag.x - 28}px`, top: `${drag.y - 20}px` }} aria-hidden="true">
          <CardFace card={dragCard} />
        </div>
      ) : null}
      <div class="sr-only" aria-live="polite" aria-atomic="true" data-testid="live">
        <p key={live.n}>{live.text}</p>
      </div>
    </div>
  );
}
