// The popup: holds the game, turns clicks, drags and keys into moves (the engine judges
// them), saves after every change, and asks the solver through solverClient.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  type Game, type Move, type PileId, type SourceId,
  canRedo, canUndo, legalMoves, movesToString, playMove, recordToString, redo, restart, sourceCard, status, undo,
} from '../src/engine/index';
import { type GameMeta, FRESH_META, GAME_KEY, readStored, saveGame, writerOf } from '../src/storage/gameSave';
import {
  type Settings, type Stats, EMPTY_STATS, SETTINGS_KEY, STATS_KEY,
  countGameAbandoned, countGamePlayed, countGameWon, countHint, readSettings, readStats, saveSettings, saveStats,
} from '../src/storage/prefs';
import type { KeyValueStore } from '../src/storage/store';
import type { Boot } from './boot';
import { gameFromNumber, randomDealNumber } from './boot';
import { type Marks, type PileHandlers, Foundations, ReserveStockWaste, Tableau, rankGlyphOf } from './components/Board';
import { CardFace } from './components/Card';
import { MessageArea, type HintView, type VerdictView } from './components/MessageArea';
import { HelpPanel, NewGamePanel, RecordPanel, SettingsPanel, StatsPanel, type DealSearch } from './components/Panels';
import { Toolbar } from './components/Toolbar';
import { t } from './i18n';
import { cssVariables } from './layout';
import { autoPlay, describeMove, dropMove, isDestination, isSource, landingPile, onlyFoundation, targetsFor } from './moves';
import { cardLabel, pileName, rankWord } from './names';
import { illegalReason } from './refusals';
import { useDragDrop } from './useDragDrop';
import { useShortcuts } from './useShortcuts';
import { useMoveAnimation } from './useMoveAnimation';
import { hintView, verdictView } from './solverViews';
import { BUDGETS, disposeLanes, type SolverAnswer, type SolverLanes, type SolverRequest } from './solverClient';

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

const keyOf = (moves: readonly Move[]): string => movesToString(moves);

export function App({ store, solver, boot, writer, random, copyText, warmSolver }: AppProps) {
  const [game, setGameState] = useState<Game>(boot.game);
  const [meta, setMeta] = useState<GameMeta>(boot.meta);
  const [stats, setStats] = useState<Stats>(boot.stats);
  const [settings, setSettings] = useState<Settings>(boot.settings);
  const [selected, setSelectedState] = useState<SourceId | undefined>();
  const [flash, setFlash] = useState<string | undefined>();
  const [live, setLive] = useState({ text: '', n: 0 });
  const [notice, setNotice] = useState<string | undefined>(boot.notice);
  const [hint, setHint] = useState<HintView | undefined>();
  const [verdict, setVerdict] = useState<VerdictView | undefined>();
  const [blunderAt, setBlunderAt] = useState<number | undefined>();
  const [panel, setPanel] = useState<Panel | undefined>();
  const [arrived, setArrived] = useState<PileId | undefined>();
  const [record, setRecord] = useState<{ text: string; copied: boolean } | undefined>();
  const [dealSearch, setDealSearch] = useState<DealSearch | undefined>();
  const [demo, setDemo] = useState(false);
  const [busy, setBusy] = useState<{ task: 'hint' | 'winnable'; nodes: number } | undefined>();
  // Refs mirror state for event handlers and async answers.
  const gameRef = useRef(game);
  const metaRef = useRef(meta);
  const statsRef = useRef(stats);
  const settingsRef = useRef(settings);
  const selectedRef = useRef<SourceId | undefined>(undefined);
  const verdicts = useRef(new Map<string, SolverAnswer>());
  const saving = useRef<Promise<void>>(Promise.resolve());
  const flashTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const demoTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const dealSearchId = useRef(0);
  const lastAuto = useRef<{ id: PileId; at: number } | undefined>(undefined);
  /** Id of the player's latest solver request: an answer to an older one is dropped. */
  const frontRequest = useRef(0);

  /** Asks the solver in the front lane (the latest request wins), with a progress indication. */
  const askFront = async (task: 'hint' | 'winnable' | undefined, request: SolverRequest, onNodes?: (nodes: number) => void): Promise<SolverAnswer> => {
    const id = ++frontRequest.current;
    if (task) setBusy({ task, nodes: 0 });
    const answer = await solver.front.solve(request, (nodes) => {
      if (frontRequest.current !== id) return;
      if (task) setBusy({ task, nodes });
      onNodes?.(nodes);
    });
    if (frontRequest.current !== id) return { verdict: 'cancelled', nodes: 0, ms: 0 };
    if (task) setBusy(undefined);
    return answer;
  };

  /** Drops whatever the player asked the solver (a move was made, or Cancel). */
  const cancelFront = () => {
    frontRequest.current++;
    solver.front.cancel();
    setBusy(undefined);
    setDealSearch(undefined);
  };

  const setSelected = (id: SourceId | undefined) => {
    selectedRef.current = id;
    setSelectedState(id);
  };

  const announce = (text: string) => setLive((l) => ({ text, n: l.n + 1 }));

  const showFlash = (text: string) => {
    setFlash(text);
    announce(text);
    clearTimeout(flashTimer.current);
    flashTimer.current = setTimeout(() => setFlash(undefined), 5000);
  };

  const persist = (g: Game, m: GameMeta) => {
    saving.current = saving.current.then(() => saveGame(store, g, writer, m)).catch(() => undefined);
  };

  const updateStats = (next: Stats) => {
    statsRef.current = next;
    setStats(next);
    void saveStats(store, next).catch(() => undefined);
  };

  const outcomeText = (g: Game): string => {
    const s = status(g.position);
    return s === 'won' ? ` ${t('wonGame')}` : s === 'blocked' ? ` ${t('blocked')}` : '';
  };

  /** Makes `next` the game: state, refs, storage, statistics, announcement. */
  const commit = (
    next: Game,
    text: string,
    opts: {
      arrived?: PileId;
      countMove?: boolean;
      freshMeta?: boolean;
      byDemo?: boolean;
      auto?: readonly number[];
      /** The move whose card glides from its old place to its new one. */
      glide?: { move: Move; before: Game };
    } = {},
  ) => {
    if (opts.glide) launchGlide(opts.glide.move.kind === 'deal' ? 's' : opts.glide.move.from, landingPile(opts.glide.before.position, opts.glide.move));
    let m = opts.freshMeta ? FRESH_META : metaRef.current;
    if (opts.auto) m = { ...m, auto: opts.auto };
    if (opts.countMove && !m.counted && next.moves.length > 0) {
      m = { ...m, counted: true };
      updateStats(countGamePlayed(statsRef.current));
    }
    if (!m.won && status(next.position) === 'won') {
      // A win the demo played out is the solver's, not the player's: it ends the game
      // without counting as won (nor as played, unless the player had played it).
      m = { ...m, won: true };
      if (!opts.byDemo) updateStats(countGameWon(statsRef.current));
      else if (m.counted) updateStats(countGameAbandoned(statsRef.current));
    }
    gameRef.current = next;
    metaRef.current = m;
    setGameState(next);
    setMeta(m);
    setSelected(undefined);
    setHint(undefined);
    setVerdict((v) => (v && v.forKey === keyOf(next.moves) ? v : undefined));
    setArrived(opts.arrived);
    cancelFront();
    persist(next, m);
    announce(text + outcomeText(next));
  };

  // ----- moves -----

  const launchGlide = useMoveAnimation(settings.animations, game);

  const doMove = (move: Move, glide = true): boolean => {
    stopDemo();
    const before = gameRef.current;
    const result = playMove(before, move);
    if (!result.ok) {
      setSelected(undefined);
      showFlash(t('illegal', illegalReason(result.error)));
      return false;
    }
    let text = describeMove(before.position, move);
    let next = result.value;
    // A new move forgets the auto-plays of the undone line; its own are marked.
    const autoMarks = (metaRef.current.auto ?? []).filter((i) => i < before.moves.length);
    if (settingsRef.current.autoPlay) {
      const auto = autoPlay(next);
      if (auto.played.length > 0) {
        for (let i = 0; i < auto.played.length; i++) autoMarks.push(before.moves.length + 1 + i);
        next = auto.game;
        text += ` ${t('autoPlayed', auto.played.length)}`;
      }
    }
    setFlash(undefined);
    setBlunderAt(undefined);
    commit(next, text, {
      arrived: landingPile(before.position, move),
      countMove: true,
      auto: autoMarks,
      ...(glide ? { glide: { move, before } } : {}),
    });
    void checkBlunder(before, next, move);
    return true;
  };

  const onActivate = (id: PileId) => {
    if (clickEndsDrag()) return;
    stopDemo();
    const pos = gameRef.current.position;
    const sel = selectedRef.current;
    if (id === 's') {
      setSelected(undefined);
      doMove({ kind: 'deal' });
      return;
    }
    if (sel !== undefined) {
      if (sel === id) {
        setSelected(undefined);
        announce(t('dropCancelled'));
        return;
      }
      if (isDestination(id)) {
        doMove(dropMove(pos, sel, id));
        return;
      }
    }
    if (!isSource(id)) return;
    const card = sourceCard(pos, id);
    if (card === undefined) {
      setSelected(undefined);
      announce(t('pickedNone', pileName(id)));
      return;
    }
    if (onlyFoundation(pos, id)) {
      lastAuto.current = { id, at: Date.now() };
      doMove({ kind: 'play', from: id, to: 'f' });
      return;
    }
    setSelected(id);
    announce(t('picked', cardLabel(card), pileName(id)));
  };

  const sendToFoundation = (id: PileId) => {
    if (!isSource(id)) return;
    const recent = lastAuto.current;
    if (recent && recent.id === id && Date.now() - recent.at < 800) return;
    if (sourceCard(gameRef.current.position, id) === undefined) return;
    doMove({ kind: 'play', from: id, to: 'f' });
  };

  // ----- drag and drop (pointer events) -----

  const { drag, onPointerDown, clickEndsDrag } = useDragDrop({
    draggable: (id) => (isSource(id) && sourceCard(gameRef.current.position, id) !== undefined ? id : undefined),
    onStart(from) {
      stopDemo();
      setSelected(from);
    },
    onDrop(from, onto) {
      if (!onto || onto === from || !isDestination(onto)) {
        setSelected(undefined);
        return;
      }
      doMove(dropMove(gameRef.current.position, from, onto), false); // the card was carried there
    },
    onCancel: () => setSelected(undefined),
  });

  // ----- history -----

  const doUndo = () => {
    stopDemo();
    const g = gameRef.current;
    if (!canUndo(g)) return announce(t('nothingToUndo'));
    // Undo the last move the player made, with the auto-plays that followed it.
    const auto = new Set(metaRef.current.auto ?? []);
    let next = g;
    let last: Move;
    let index: number;
    do {
      index = next.moves.length - 1;
      last = next.moves[index];
      next = undo(next);
    } while (auto.has(index) && canUndo(next));
    setBlunderAt(undefined);
    commit(next, t('undone', describeMove(next.position, last)));
  };

  /** Undoes back to `length` moves (the blunder banner's Undo: the move and its auto-plays). */
  const undoTo = (length: number) => {
    stopDemo();
    let g = gameRef.current;
    const move = g.moves[length];
    while (g.moves.length > length && canUndo(g)) g = undo(g);
    setBlunderAt(undefined);
    commit(g, move ? t('undone', describeMove(g.position, move)) : t('restarted'));
  };

  const doRedo = () => {
    stopDemo();
    const g = gameRef.current;
    if (!canRedo(g)) return announce(t('nothingToRedo'));
    const move = g.redo[g.redo.length - 1];
    // Redo the player's move and the auto-plays that followed it.
    const auto = new Set(metaRef.current.auto ?? []);
    let next = redo(g);
    while (canRedo(next) && auto.has(next.moves.length)) next = redo(next);
    const extra = next.moves.length - g.moves.length - 1;
    commit(next, t('redone', describeMove(g.position, move)) + (extra > 0 ? ` ${t('autoPlayed', extra)}` : ''), {
      arrived: landingPile(g.position, move),
      glide: { move, before: g },
    });
  };

  const doRestart = () => {
    stopDemo();
    setBlunderAt(undefined);
    commit(restart(gameRef.current), t('restarted'));
  };

  const startGame = (g: Game) => {
    stopDemo();
    const m = metaRef.current;
    if (m.counted && !m.won) updateStats(countGameAbandoned(statsRef.current));
    setBlunderAt(undefined);
    setPanel(undefined);
    verdicts.current.clear();
    commit(g, t('newGameStarted', g.dealNumber ?? t('customDeal')), { freshMeta: true });
  };

  const startNumbered = (n: number) => startGame(gameFromNumber(n));

  const startRandom = (winnableOnly: boolean) => {
    if (!winnableOnly) return startNumbered(randomDealNumber(random));
    void searchWinnableDeal();
  };

  const searchWinnableDeal = async () => {
    const id = ++dealSearchId.current;
    for (let tried = 1; tried <= 40; tried++) {
      const n = randomDealNumber(random);
      setDealSearch({ dealNumber: n, tried, nodes: 0 });
      const g = gameFromNumber(n);
      const answer = await askFront(undefined, { deal: g.deal, moves: [], ...BUDGETS.dealCheck }, (nodes) => {
        if (dealSearchId.current === id) setDealSearch({ dealNumber: n, tried, nodes });
      });
      if (dealSearchId.current !== id) return;
      if (answer.verdict === 'cancelled') {
        setDealSearch(undefined);
        return;
      }
      if (answer.verdict === 'error') {
        setDealSearch(undefined);
        showFlash(t('solverUnavailable', answer.message));
        return;
      }
      if (answer.verdict === 'win') {
        setDealSearch(undefined);
        startGame(g);
        verdicts.current.set('', answer);
        return;
      }
    }
    setDealSearch(undefined);
  };

  const cancelDealSearch = () => {
    dealSearchId.current++;
    cancelFront();
  };

  // ----- solver -----

  const rememberVerdict = (moves: readonly Move[], answer: SolverAnswer) => {
    if (answer.verdict === 'win' || answer.verdict === 'loss') verdicts.current.set(keyOf(moves), answer);
  };

  const askHint = async () => {
    stopDemo();
    const g = gameRef.current;
    const key = keyOf(g.moves);
    const over = status(g.position);
    if (over !== 'playing') {
      const text = over === 'won' ? t('wonGame') : t('hintNoMoves');
      setHint({ kind: 'none', text });
      announce(text);
      return;
    }
    updateStats(countHint(statsRef.current));
    const known = verdicts.current.get(key);
    const answer = known ?? (await askFront('hint', { deal: g.deal, moves: g.moves, hint: true, ...BUDGETS.hint }));
    if (answer.verdict === 'cancelled') return;
    if (keyOf(gameRef.current.moves) !== key) return;
    rememberVerdict(g.moves, answer);
    const view = hintView(g, answer);
    setHint(view);
    announce(view.text);
  };

  const askWinnable = async (longer = false) => {
    stopDemo();
    const g = gameRef.current;
    const key = keyOf(g.moves);
    if (status(g.position) === 'won') {
      setVerdict({ forKey: key, kind: 'win', text: t('wonGame') });
      announce(t('wonGame'));
      return;
    }
    const known = verdicts.current.get(key);
    let answer: SolverAnswer;
    if (known && !longer) answer = known;
    else {
      setVerdict(undefined);
      answer = await askFront('winnable', { deal: g.deal, moves: g.moves, ...(longer ? BUDGETS.longer : BUDGETS.winnable) });
      if (answer.verdict === 'cancelled') return;
    }
    if (keyOf(gameRef.current.moves) !== key) return;
    rememberVerdict(g.moves, answer);
    const view = verdictView(key, answer);
    setVerdict(view);
    announce(view.text);
  };

  const checkBlunder = async (before: Game, after: Game, move: Move) => {
    if (!settingsRef.current.blunderCheck) return;
    const prevKnown = verdicts.current.get(keyOf(before.moves));
    if (prevKnown?.verdict === 'loss') return; // already lost: nothing to warn about
    if (prevKnown?.verdict === 'win' && prevKnown.line.length > 0 && keyOf([prevKnown.line[0]]) === keyOf([move])) {
      // Following a winning line: still winnable (and the rest of the line proves it when no auto-play interfered).
      if (after.moves.length === before.moves.length + 1) verdicts.current.set(keyOf(after.moves), { verdict: 'win', line: prevKnown.line.slice(1), nodes: 0, ms: 0 });
      return;
    }
    const afterAnswer = await solver.back.solve({ deal: after.deal, moves: after.moves, ...BUDGETS.blunder });
    if (afterAnswer.verdict === 'cancelled' || afterAnswer.verdict === 'error') return;
    rememberVerdict(after.moves, afterAnswer);
    if (afterAnswer.verdict !== 'loss') return;
    let prev = verdicts.current.get(keyOf(before.moves));
    if (!prev) {
      const a = await solver.back.solve({ deal: before.deal, moves: before.moves, ...BUDGETS.blunder });
      if (a.verdict === 'cancelled') return;
      rememberVerdict(before.moves, a);
      prev = a;
    }
    if (prev.verdict === 'win' && keyOf(gameRef.current.moves) === keyOf(after.moves)) {
      setBlunderAt(before.moves.length);
      announce(t('blunder'));
    }
  };

  // ----- demo: play out the winning line -----

  const stopDemo = () => {
    if (demoTimer.current !== undefined) {
      clearTimeout(demoTimer.current);
      demoTimer.current = undefined;
      setDemo(false);
    }
  };

  const playDemo = (line: readonly Move[]) => {
    stopDemo();
    setDemo(true);
    const step = (i: number) => {
      if (i >= line.length) {
        demoTimer.current = undefined;
        setDemo(false);
        return;
      }
      const g = gameRef.current;
      const move = line[i];
      const result = playMove(g, move);
      if (!result.ok) {
        demoTimer.current = undefined;
        setDemo(false);
        showFlash(t('illegal', illegalReason(result.error)));
        return;
      }
      commit(result.value, describeMove(g.position, move), {
        arrived: landingPile(g.position, move),
        byDemo: true,
        glide: { move, before: g },
        auto: (metaRef.current.auto ?? []).filter((k) => k < g.moves.length),
      });
      demoTimer.current = setTimeout(() => step(i + 1), settingsRef.current.animations ? 250 : 40);
    };
    demoTimer.current = setTimeout(() => step(0), 0);
  };

  // ----- copy deal -----

  const copyDeal = async () => {
    const g = gameRef.current;
    const text = recordToString({ deal: g.deal, moves: g.moves });
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

  // ----- settings and statistics -----

  const changeSettings = (next: Settings) => {
    settingsRef.current = next;
    setSettings(next);
    void saveSettings(store, next).catch(() => undefined);
  };

  // ----- another popup writing the same storage -----

  useEffect(
    () =>
      store.subscribe((key, value) => {
        if (key === GAME_KEY) {
          if (value === undefined || writerOf(value) === writer) return;
          const read = readStored(value);
          if (!read.ok) return;
          if (keyOf(read.game.moves) === keyOf(gameRef.current.moves) && read.game.deal.join() === gameRef.current.deal.join() &&
            keyOf(read.game.redo) === keyOf(gameRef.current.redo)) return;
          stopDemo();
          if (read.game.deal.join() !== gameRef.current.deal.join()) verdicts.current.clear();
          cancelFront();
          gameRef.current = read.game;
          metaRef.current = read.meta;
          setGameState(read.game);
          setMeta(read.meta);
          setSelected(undefined);
          setHint(undefined);
          setVerdict(undefined);
          setNotice(t('noticeAdopted'));
        } else if (key === STATS_KEY) {
          const s = readStats(value);
          statsRef.current = s;
          setStats(s);
        } else if (key === SETTINGS_KEY) {
          const s = readSettings(value);
          settingsRef.current = s;
          setSettings(s);
        }
      }),
    [],
  );

  // ----- keyboard -----

  useShortcuts({
    escape() {
      stopDemo();
      if (panel) setPanel(undefined);
      else if (selectedRef.current) {
        setSelected(undefined);
        announce(t('dropCancelled'));
      }
    },
    deal() {
      setSelected(undefined);
      doMove({ kind: 'deal' });
    },
    hint: () => void askHint(),
    undo: doUndo,
    redo: doRedo,
    newGame: () => setPanel('new'),
    winnable: () => void askWinnable(),
    foundation(focused) {
      const id = focused ?? selectedRef.current;
      if (id) sendToFoundation(id);
    },
    help: () => setPanel('help'),
  });

  useEffect(() => {
    // A one-node question loads the module in the worker, so the first Hint is quick.
    const timer = warmSolver
      ? setTimeout(() => {
          // Only while the player has asked nothing: a later request would cancel theirs.
          if (frontRequest.current === 0) void solver.front.solve({ deal: gameRef.current.deal, moves: gameRef.current.moves, maxNodes: 1 });
        }, 100)
      : undefined;
    return () => {
      clearTimeout(timer);
      disposeLanes(solver);
    };
  }, []);

  // ----- render -----

  const pos = game.position;
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
  const handlers: PileHandlers = { onActivate, onDouble: sendToFoundation, onPointerDown };
  const gameStatus = status(pos);
  const rootClass = [
    'app',
    settings.animations ? 'anim' : 'no-anim',
    drag ? 'dragging' : '',
  ].join(' ');
  const dragCard = drag ? sourceCard(pos, drag.from) : undefined;

  return (
    <div class={rootClass} style={cssVariables()}>
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
          busy={busy?.task}
          onNewGame={() => setPanel(panel === 'new' ? undefined : 'new')}
          onRestart={doRestart}
          onUndo={doUndo}
          onRedo={doRedo}
          onHint={() => void askHint()}
          onWinnable={() => void askWinnable()}
          onCopy={() => void copyDeal()}
          onStats={() => setPanel(panel === 'stats' ? undefined : 'stats')}
          onSettings={() => setPanel(panel === 'settings' ? undefined : 'settings')}
          onHelp={() => setPanel(panel === 'help' ? undefined : 'help')}
        />
        <ReserveStockWaste pos={pos} marks={marks} handlers={handlers} />
        <Foundations pos={pos} marks={marks} handlers={handlers} />
        <MessageArea
          notice={notice}
          onDismissNotice={() => setNotice(undefined)}
          flash={flash}
          busy={busy}
          onCancelBusy={cancelFront}
          hint={hint}
          verdict={verdict && verdict.forKey === keyOf(game.moves) ? verdict : undefined}
          onPlayDemo={(line) => playDemo(line)}
          onSearchLonger={() => void askWinnable(true)}
          demo={demo}
          onStopDemo={stopDemo}
          blunder={blunderAt !== undefined}
          onBlunderUndo={() => blunderAt !== undefined && undoTo(blunderAt)}
          onBlunderDismiss={() => setBlunderAt(undefined)}
          status={gameStatus}
          canUndo={canUndo(game)}
          onUndo={doUndo}
          onRestart={doRestart}
          onNewGame={() => setPanel('new')}
        />
      </aside>
      <main class="table" aria-label={t('board')}>
        <Tableau pos={pos} marks={marks} handlers={handlers} />
        {panel === 'new' ? (
          <NewGamePanel
            onClose={() => setPanel(undefined)}
            onNumber={startNumbered}
            onRandom={startRandom}
            search={dealSearch}
            onCancelSearch={cancelDealSearch}
          />
        ) : null}
        {panel === 'stats' ? (
          <StatsPanel stats={stats} onReset={() => updateStats(EMPTY_STATS)} onClose={() => setPanel(undefined)} />
        ) : null}
        {panel === 'settings' ? (
          <SettingsPanel settings={settings} onChange={changeSettings} onClose={() => setPanel(undefined)} />
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
