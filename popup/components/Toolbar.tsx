// The row of game controls. Names are the visible texts (English: New game, Restart,
// Undo, Redo, Hint, Winnable?, Copy deal).
import { t } from '../i18n';

export interface ToolbarProps {
  canUndo: boolean;
  canRedo: boolean;
  busy?: 'hint' | 'winnable';
  onNewGame(): void;
  onRestart(): void;
  onUndo(): void;
  onRedo(): void;
  onHint(): void;
  onWinnable(): void;
  onCopy(): void;
  onStats(): void;
  onSettings(): void;
  onHelp(): void;
  /** Opens the game in a browser tab; absent (no button) in the tab itself. */
  onOpenTab?: () => void;
  /** A button that opens a panel is hovered or focused: the panels' chunk may be fetched ahead. */
  onPreload?: () => void;
}

export function Toolbar(p: ToolbarProps) {
  const ahead = { onPointerEnter: p.onPreload, onFocus: p.onPreload };
  return (
    <nav class="toolbar" aria-label={t('controls')}>
      <button type="button" onClick={p.onNewGame} aria-keyshortcuts="N" {...ahead}>{t('newGame')}</button>
      <button type="button" onClick={p.onRestart}>{t('restart')}</button>
      <button type="button" onClick={p.onUndo} disabled={!p.canUndo} aria-keyshortcuts="Z Control+Z">{t('undo')}</button>
      <button type="button" onClick={p.onRedo} disabled={!p.canRedo} aria-keyshortcuts="Y Control+Y">{t('redo')}</button>
      <button type="button" onClick={p.onHint} aria-busy={p.busy === 'hint'} aria-keyshortcuts="H">{t('hint')}</button>
      <button type="button" onClick={p.onWinnable} aria-busy={p.busy === 'winnable'} aria-keyshortcuts="W">{t('winnable')}</button>
      <button type="button" onClick={p.onCopy} {...ahead}>{t('copyDeal')}</button>
      <button type="button" onClick={p.onStats} {...ahead}>{t('stats')}</button>
      <button type="button" onClick={p.onSettings} {...ahead}>{t('settings')}</button>
      <button type="button" onClick={p.onHelp} aria-keyshortcuts="?" {...ahead}>{t('help')}</button>
      {p.onOpenTab ? <button type="button" onClick={p.onOpenTab}>{t('openTab')}</button> : null}
    </nav>
  );
}
