// The notices that follow a click or a longer action, in the message area (MessageArea.tsx):
// a load notice, a search under way, what the difficulty is, the hint, the verdict of Winnable?, the
// demo, Finish, the blunder banner, the end of the game, the deal of the day won and the
// goals a win earned (goals/GoalNotice.tsx). None is
// on screen in the first paint of a game under way, and the questions that show most of them
// come with the same chunk, so they load after that paint, in the lazy chunk
// (popup/loading/onDemand.ts, popup/loading/onDemandParts.ts).
import { useMemo } from 'preact/hooks';
import { type Move, type Status, allInSight, canUndo, finishLine, status } from '../../src/engine/index';
import type { DailyWin } from '../daily/dailyRules';
import { bandView, percent } from '../fair/fairViews';
import { t, tn } from '../platform/i18n';
import { type Observable, useObserved } from '../session/observable';
import type { SessionStore } from '../session/store';
import type { LineKind } from '../demo/linePlayer';
import type { AdviceState, BlunderView, FinishView, HintView, VerdictView } from '../advice/adviceState';
import { type ProofWhere, proofWhere, voicesText } from '../advice/solverViews';
import { type ReadyDealHost, dropReady, playReady } from '../panels/readyDeal';
import { GoalNotice } from '../goals/GoalNotice';

/** A load notice (a migrated or rescued save, a game adopted from another window). */
export const NoticeBox = ({ text, onDismiss }: { text: string; onDismiss(): void }) => (
  <div class="msg notice" data-testid="notice">
    <div class="msg-text"><span>{text}</span></div>
    <div class="actions"><button type="button" class="link" onClick={onDismiss}>{t('dismiss')}</button></div>
  </div>
);

/** A search under way: how far (of its budget, when it has one), with Cancel. */
export const BusyBox = ({ nodes, of, onCancel }: { nodes: number; of?: number; onCancel(): void }) => (
  <div class="msg busy" data-testid="busy">
    <div class="actions">
      {of ? <progress aria-label={t('solverWorking')} value={Math.min(nodes, of)} max={of} /> : <progress aria-label={t('solverWorking')} />}
      <span>
        {nodes === 0 ? t('solverWorking')
          : of ? tn('solverProgressOf', of, nodes.toLocaleString(), of.toLocaleString(), Math.floor((100 * Math.min(nodes, of)) / of))
          : tn('solverProgress', nodes, nodes.toLocaleString())}
      </span>
      <button type="button" class="link" onClick={onCancel}>{t('cancel')}</button>
    </div>
  </div>
);

/** What the difficulty is (the badge's description), shown while its badge is pressed (fair/FairRow.tsx): a finger sees no tooltip. */
export const BandNote = ({ dealChance }: { dealChance: number }) => (
  <div class="msg band-note" data-testid="band-note">
    <div class="msg-text"><span>{bandView(dealChance).title}</span></div>
  </div>
);

/**
 * The hint, with Play when it names a move (Shift+H does the same, asking first if need be),
 * and `why` the two voices differ when the full-deal solver's hint proved what the win
 * chance beside it does not say (solverViews.ts, voicesText). It comes with the questions'
 * chunk, which asks it, so it can never wait for that chunk.
 */
export const HintNotice = ({ hint, why, onPlay }: { hint: HintView; why?: string; onPlay(): void }) => (
  <div class={`msg hint-msg ${hint.kind}`} data-testid="hint-box">
    {/* The words alone carry the test id, as before the button came. */}
    <div class="msg-text"><span data-testid="hint">{hint.text}</span>{why ? <>{' '}<span data-testid="hint-why">{why}</span></> : null}</div>
    {hint.move ? (
      <div class="actions">
        <button type="button" data-testid="play-hint" title={t('playHintTitle')} onClick={onPlay}>{t('playHint')}</button>
      </div>
    ) : null}
  </div>
);

/**
 * The verdict of Winnable? (the full-deal solver's: it reads the face-down cards), with the
 * fair player's chance beside it when known, or the sentence that says why the two differ
 * (solverViews.ts, voicesText): a proved win offers its demo (unless one runs), an open
 * question a longer search (until its last step).
 */
export const VerdictNotice = ({ verdict, chance, where = 'play', demoRunning, onPlayDemo, onSearchLonger }: {
  verdict: VerdictView;
  /** The fair player's chance from the same position. */
  chance?: number;
  /** At the deal, later with cards face down, or every card in sight: the sentence beside a proof says why it differs. */
  where?: ProofWhere;
  demoRunning: boolean;
  onPlayDemo(line: readonly Move[]): void;
  onSearchLonger(): void;
}) => (
  <div class={`msg verdict ${verdict.kind}`} data-testid="verdict">
    <div class="msg-text">
      <span>{verdict.text}</span>
      {chance !== undefined && verdict.kind !== 'error' ? (
        <>
          {' '}
          <span data-testid="verdict-chance">{voicesText(verdict.kind, chance, where) ?? t('verdictChance', percent(chance))}</span>
        </>
      ) : null}
    </div>
    {verdict.kind === 'win' && verdict.line && verdict.line.length > 0 && !demoRunning ? (
      <div class="actions"><button type="button" title={t('playDemoTitle')} onClick={() => onPlayDemo(verdict.line!)}>{t('playDemo')}</button></div>
    ) : null}
    {verdict.kind === 'unknown' && verdict.more ? <div class="actions"><button type="button" onClick={onSearchLonger}>{t('searchLonger')}</button></div> : null}
  </div>
);

export const DemoBox = ({ finishing, onStop }: { finishing: boolean; onStop(): void }) => (
  <div class="msg demo">
    <div class="msg-text"><span>{finishing ? t('finishing') : t('demoRunning')}</span></div>
    {finishing ? null : <div class="actions"><button type="button" onClick={onStop}>{t('stopDemo')}</button></div>}
  </div>
);

/**
 * Offered once the engine shows every card left can go up (or the solver proved the win); `text`
 * says which, `why` why the win chance shown says less than certain (solverViews.ts, voicesText).
 */
export const FinishBox = ({ text, why, onFinish }: { text: string; why?: string; onFinish(): void }) => (
  <div class="msg finish" data-testid="finish">
    <div class="msg-text"><span>{text}</span>{why ? <>{' '}<span data-testid="finish-why">{why}</span></> : null}</div>
    <div class="actions"><button type="button" class="primary" onClick={onFinish}>{t('finish')}</button></div>
  </div>
);

/** The blunder warning; `movesNow` tells its Undo how far back it goes. */
export const BlunderBanner = ({ blunder, movesNow, onUndo, onDismiss }: { blunder: BlunderView; movesNow: number; onUndo(): void; onDismiss(): void }) => (
  <div class="msg blunder" data-testid="blunder">
    <div class="msg-text">
      <span>{blunder.text}</span>{' '}
      {blunder.why ? <><span data-testid="blunder-why">{blunder.why}</span>{' '}</> : null}
      <span class="source">{t(blunder.source === 'fair' ? 'fairBlunderSource' : 'blunderSource')}</span>
    </div>
    <div class="actions">
      <button type="button" onClick={onUndo}>{movesNow > blunder.afterLength ? tn('blunderUndoMany', movesNow - blunder.at, movesNow - blunder.at) : t('blunderUndo')}</button>
      <button type="button" class="link" onClick={onDismiss}>{t('dismiss')}</button>
    </div>
  </div>
);

/** The end of the game: won, or blocked (or no useful move left) with the ways out. Nothing while it is playing. */
export function GameOverBox({ status, bySolver, canUndo, onUndo, onRestart, onNewGame, onSummary }: {
  /** 'stuck': legal moves are left, but none the fair player would make from what can be seen. */
  status: Status | 'stuck';
  bySolver: boolean;
  canUndo: boolean;
  onUndo(): void;
  onRestart(): void;
  onNewGame(): void;
  onSummary(): void;
}) {
  if (status === 'won') {
    return (
      <div class="msg won" data-testid="status">
        <div class="msg-text"><span>{bySolver ? t('solverWon') : t('wonGame')}</span></div>
        <span class="actions">
          <button type="button" onClick={onSummary}>{t('summary')}</button>
          <button type="button" onClick={onNewGame}>{t('newGame')}</button>
        </span>
      </div>
    );
  }
  if (status !== 'blocked' && status !== 'stuck') return null;
  return (
    <div class="msg blocked" data-testid="status">
      <div class="msg-text"><span>{status === 'stuck' ? t('stuckGame') : t('blocked')}</span></div>
      <span class="actions">
        <button type="button" onClick={onUndo} disabled={!canUndo}>{t('undo')}</button>
        <button type="button" onClick={onRestart}>{t('restart')}</button>
        <button type="button" onClick={onNewGame}>{t('newGame')}</button>
      </span>
    </div>
  );
}

/** The deal of the day won: the daily streak and the spoiler-free share line, with Copy. */
export const DailyWonNotice = ({ won, onCopy, onDismiss }: { won: { streak: number; said?: string; share: string; copied?: boolean }; onCopy(): void; onDismiss(): void }) => (
  <div class="msg daily-won" data-testid="daily-won">
    <div class="msg-text">
      <span>{won.said ?? t('dailyWon', won.streak)}</span>
      <output class="share-line">{won.share}</output>
    </div>
    <span class="actions">
      <button type="button" onClick={onCopy}>{won.copied ? t('shareCopied') : t('copyShare')}</button>
      <button type="button" class="link" onClick={onDismiss}>{t('dismiss')}</button>
    </span>
  </div>
);

/** A search's deal the player kept their game over (panels/readyDeal.ts): Play it asks "Leave this game?" again. */
export const ReadyDealNotice = ({ dealNumber, onPlay, onDismiss }: { dealNumber: number; onPlay(): void; onDismiss(): void }) => (
  <div class="msg deal-ready" data-testid="deal-ready-notice">
    <div class="msg-text"><span>{t('dealReady', dealNumber)}</span></div>
    <span class="actions">
      <button type="button" onClick={onPlay}>{t('playReadyDeal')}</button>
      <button type="button" class="link" onClick={onDismiss}>{t('dismiss')}</button>
    </span>
  </div>
);

/**
 * The notices, in their order in the message area: a search under way, what the difficulty
 * is (its badge pressed), the hint, the verdict, the demo or finish under way, Finish,
 * the blunder warning, the daily win, the end of the game. Where a proof and the fair chance
 * shown differ, one of them says why: the verdict, else the hint, else Finish.
 */
export function ActionNotices({ session, advice, chance, bandNote, stuck = false, demo, onPlayHint, onSearchLonger, daily, ready, newGameOpen = false, onOpen }: {
  session: SessionStore;
  /** The advice (advice/adviceController.ts): a search under way (Cancel stops it), the hint, Winnable?'s verdict, the blunder warning. */
  advice: Observable<{ busy?: AdviceState['busy']; hint?: HintView; verdict?: VerdictView; blunder?: BlunderView; finish?: FinishView }> & { dismissBlunder(): void; stop(): void };
  /** The fair player's chance where the game stands. */
  chance?: number;
  /** The deal's chance, while the difficulty's badge is pressed: BandNote says what it is. */
  bandNote?: number;
  /** From what can be seen, no useful move is left (fair/fairState.ts): the end box shows, with the ways out. */
  stuck?: boolean;
  /** The demo and Finish (demo/demoController.ts). */
  demo: Observable<{ running?: LineKind }> & { play(line: readonly Move[], kind?: LineKind): void; stop(): void };
  onPlayHint(): void;
  onSearchLonger(): void;
  /** The deal of the day (daily/dailyController.ts): a daily game won. */
  daily: Observable<{ won?: DailyWin }> & { copy(): Promise<void>; dismiss(): void };
  /** A search's deal offered while the game here goes on (panels/readyDeal.ts): shown unless the New game panel asks about it. */
  ready?: ReadyDealHost;
  newGameOpen?: boolean;
  onOpen(panel: 'new' | 'won'): void;
}) {
  const { busy, hint, verdict, blunder, finish: proved } = useObserved(advice);
  const { running } = useObserved(demo);
  const { won } = useObserved(daily);
  const offered = ready?.state.get();
  const { game, meta } = session.get();
  const pos = game.position;
  const over = status(pos);
  // Finish: proven by the engine (every card left goes up), or by the solver's winning line
  // (Winnable?'s, or one proved in the background: advice/finishProof.ts).
  const engineLine = useMemo(() => (pos.stock.length === 0 && over === 'playing' ? finishLine(pos) : undefined), [pos]);
  const finish = over !== 'playing' ? undefined
    : engineLine ?? proved?.line ?? (pos.stock.length === 0 && verdict?.kind === 'win' ? verdict.line : undefined);
  const finishText = engineLine ? t('finishReady') : allInSight(pos) ? t('finishProved') : t('finishProvedPeek');
  const where = proofWhere(game);
  const why = (proof: 'win' | 'loss') => (chance === undefined ? undefined : voicesText(proof, chance, where));
  // One sentence: the verdict's when it shows a proof (VerdictNotice), else the hint's; a
  // proved win beside a chance under 100% is said by Finish when neither says it.
  const verdictProof = verdict?.kind === 'win' || verdict?.kind === 'loss';
  const hintWhy = verdictProof || !hint?.proof ? undefined : why(hint.proof);
  const finishWhy = verdictProof || hint?.proof ? undefined : why('win');
  return (
    <>
      {busy ? <BusyBox nodes={busy.nodes} of={busy.of} onCancel={advice.stop} /> : null}
      {bandNote === undefined ? null : <BandNote dealChance={bandNote} />}
      {hint ? <HintNotice hint={hint} why={hintWhy} onPlay={onPlayHint} /> : null}
      {verdict ? <VerdictNotice verdict={verdict} chance={chance} where={where} demoRunning={running !== undefined} onPlayDemo={demo.play} onSearchLonger={onSearchLonger} /> : null}
      {running ? <DemoBox finishing={running === 'finish'} onStop={demo.stop} /> : null}
      {finish && !running ? <FinishBox text={finishText} why={finishWhy} onFinish={() => demo.play(finish, 'finish')} /> : null}
      {blunder ? (
        <BlunderBanner blunder={blunder} movesNow={game.moves.length} onUndo={() => session.dispatch({ type: 'undoTo', length: blunder.at })} onDismiss={advice.dismissBlunder} />
      ) : null}
      {won ? <DailyWonNotice won={won} onCopy={() => void daily.copy()} onDismiss={daily.dismiss} /> : null}
      <GoalNotice session={session} />
      {ready && offered?.deal && !(offered.asking && newGameOpen) ? (
        <ReadyDealNotice dealNumber={offered.deal.dealNumber} onPlay={() => playReady(ready)} onDismiss={() => dropReady(ready)} />
      ) : null}
      <GameOverBox
        status={over === 'playing' && stuck && !running ? 'stuck' : over}
        bySolver={meta.solverWon === true}
        canUndo={canUndo(game)}
        onUndo={() => session.dispatch({ type: 'undo' })}
        onRestart={() => session.dispatch({ type: 'restart' })}
        onNewGame={() => onOpen('new')}
        onSummary={() => onOpen('won')}
      />
    </>
  );
}
