// What the game has to say: load notices, an illegal move's reason, solver progress and
// answers, the blunder banner, and the end of the game (won, or blocked with a way out).
import type { Move, PileId, Status } from '../../src/engine/index';
import { t } from '../i18n';

export interface HintView {
  kind: 'win' | 'best' | 'none' | 'error';
  text: string;
  move?: Move;
  from?: PileId;
  to?: PileId;
}

export interface VerdictView {
  /** The moves (as text) of the position it is about. */
  forKey: string;
  kind: 'win' | 'loss' | 'unknown' | 'error';
  text: string;
  line?: readonly Move[];
}

export interface MessageAreaProps {
  notice?: string;
  onDismissNotice(): void;
  flash?: string;
  busy?: { task: 'hint' | 'winnable'; nodes: number };
  onCancelBusy(): void;
  hint?: HintView;
  verdict?: VerdictView;
  onPlayDemo(line: readonly Move[]): void;
  onSearchLonger(): void;
  demo: boolean;
  onStopDemo(): void;
  blunder: boolean;
  onBlunderUndo(): void;
  onBlunderDismiss(): void;
  status: Status;
  canUndo: boolean;
  onUndo(): void;
  onRestart(): void;
  onNewGame(): void;
}

export function MessageArea(p: MessageAreaProps) {
  return (
    <section class="messages">
      {p.notice ? (
        <div class="msg notice" data-testid="notice">
          <span>{p.notice}</span>
          <button type="button" class="link" onClick={p.onDismissNotice}>{t('dismiss')}</button>
        </div>
      ) : null}
      {p.flash ? (
        <div class="msg flash" data-testid="flash">
          {p.flash}
        </div>
      ) : null}
      {p.busy ? (
        <div class="msg busy" data-testid="busy">
          <progress aria-label={t('solverWorking')} />
          <span>{p.busy.nodes > 0 ? t('solverProgress', p.busy.nodes.toLocaleString()) : t('solverWorking')}</span>
          <button type="button" class="link" onClick={p.onCancelBusy}>{t('cancel')}</button>
        </div>
      ) : null}
      {p.hint ? (
        <div class={`msg hint-msg ${p.hint.kind}`} data-testid="hint">
          {p.hint.text}
        </div>
      ) : null}
      {p.verdict ? (
        <div class={`msg verdict ${p.verdict.kind}`} data-testid="verdict">
          <span>{p.verdict.text}</span>
          {p.verdict.kind === 'win' && p.verdict.line && p.verdict.line.length > 0 && !p.demo ? (
            <button type="button" onClick={() => p.onPlayDemo(p.verdict!.line!)}>{t('playDemo')}</button>
          ) : null}
          {p.verdict.kind === 'unknown' ? (
            <button type="button" onClick={p.onSearchLonger}>{t('searchLonger')}</button>
          ) : null}
        </div>
      ) : null}
      {p.demo ? (
        <div class="msg demo">
          <span>{t('demoRunning')}</span>
          <button type="button" onClick={p.onStopDemo}>{t('stopDemo')}</button>
        </div>
      ) : null}
      {p.blunder ? (
        <div class="msg blunder" data-testid="blunder">
          <span>{t('blunder')}</span>
          <button type="button" onClick={p.onBlunderUndo}>{t('blunderUndo')}</button>
          <button type="button" class="link" onClick={p.onBlunderDismiss}>{t('dismiss')}</button>
        </div>
      ) : null}
      {p.status === 'won' ? (
        <div class="msg won" data-testid="status">
          <span>{t('wonGame')}</span>
          <button type="button" onClick={p.onNewGame}>{t('newGame')}</button>
        </div>
      ) : null}
      {p.status === 'blocked' ? (
        <div class="msg blocked" data-testid="status">
          <span>{t('blocked')}</span>
          <span class="actions">
            <button type="button" onClick={p.onUndo} disabled={!p.canUndo}>{t('undo')}</button>
            <button type="button" onClick={p.onRestart}>{t('restart')}</button>
            <button type="button" onClick={p.onNewGame}>{t('newGame')}</button>
          </span>
        </div>
      ) : null}
    </section>
  );
}
