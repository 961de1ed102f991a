// The row of game controls: at most two rows in the sidebar in every language (issue 10:
// Spanish wrapped to four). The actions played most and worded longest keep their words
// (New game, Hint, Winnable?); the others are drawn as icons with their name for assistive
// technology (inside the button, visually hidden) and as a tooltip. English names: New game,
// Restart, Undo, Redo, Hint, Winnable?, Copy deal, Statistics, Settings, Help, Open in a tab.
import { t } from '../platform/i18n';

/** What the buttons do, by the button's message name. */
export type ToolbarActions = Record<'newGame' | 'restart' | 'undo' | 'redo' | 'hint' | 'winnable' | 'copyDeal' | 'stats' | 'settings' | 'help', () => void> & {
  /** Opens the game in a browser tab; absent (no button) in the tab itself. */
  openTab?: () => void;
};

export interface ToolbarProps {
  canUndo: boolean;
  canRedo: boolean;
  busy?: 'hint' | 'winnable';
  /**
   * One object for the popup's life, given each render's actions (App): the toolbar is drawn
   * through Kept, so only when what it shows changes, and a click calls what the object holds.
   */
  on: ToolbarActions;
  /** A button that opens a panel is hovered or focused: the panels' chunk may be fetched ahead. */
  onPreload?: () => void;
}

/** 16×16 line drawings, stroked in the button's colour (popup.css, .icon), by the button's name. */
const ICONS = {
  restart: 'M3 8a5 5 0 1 0 1.5-3.5M3.5 1.5v3h3',
  undo: 'M5 3 2 6l3 3M2 6h8a4 4 0 0 1 0 8H6',
  redo: 'M11 3l3 3-3 3m3-3H6a4 4 0 0 0 0 8h4',
  copyDeal: 'M5.5 5.5h8v9h-8zM3 11V2h7.5',
  stats: 'M1.5 14.5h13M4 12V8m4 4V3m4 9V6',
  settings: 'M8 5.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM8 1v2m0 10v2M1 8h2m10 0h2M3 3l1.5 1.5m7 7L13 13M3 13l1.5-1.5m7-7L13 3',
  help: 'M8 15A7 7 0 1 0 8 1a7 7 0 0 0 0 14zM6 6a2 2 0 1 1 3 1.7c-.7.4-1 .8-1 1.6m0 2v.7',
  openTab: 'M9 1.5h5.5V7M14.5 1.5 7 9M12 10v4.5H1.5V4H6',
} as const;

function IconButton({ name, on, disabled, keys, extra }: {
  name: keyof typeof ICONS;
  on: ToolbarActions;
  disabled?: boolean;
  keys?: string;
  extra?: Record<string, unknown>;
}) {
  const text = t(name);
  return (
    <button type="button" class="icon-button" title={text} onClick={() => on[name]?.()} disabled={disabled} aria-keyshortcuts={keys} {...extra}>
      <svg class="icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d={ICONS[name]} />
      </svg>
      <span class="sr-only">{text}</span>
    </button>
  );
}

// App renders ten times a move (the hint asked and shown, the move, the meter, the checks):
// drawn each time, the toolbar's 55 vnodes were a quarter of those a move made (issue 38).
export function Toolbar({ canUndo, canRedo, busy, on, onPreload }: ToolbarProps) {
  const ahead = { onPointerEnter: onPreload, onFocus: onPreload };
  return (
    <nav class="toolbar" aria-label={t('controls')}>
      <button type="button" onClick={() => on.newGame()} aria-keyshortcuts="N" {...ahead}>{t('newGame')}</button>
      <IconButton name="restart" on={on} />
      <IconButton name="undo" on={on} disabled={!canUndo} keys="Z Control+Z" />
      <IconButton name="redo" on={on} disabled={!canRedo} keys="Y Control+Y" />
      <button type="button" onClick={() => on.hint()} aria-busy={busy === 'hint'} aria-keyshortcuts="H">{t('hint')}</button>
      <button type="button" onClick={() => on.winnable()} aria-busy={busy === 'winnable'} aria-keyshortcuts="W">{t('winnable')}</button>
      <IconButton name="copyDeal" on={on} extra={ahead} />
      <IconButton name="stats" on={on} extra={ahead} />
      <IconButton name="settings" on={on} extra={ahead} />
      <IconButton name="help" on={on} keys="?" extra={ahead} />
      {on.openTab ? <IconButton name="openTab" on={on} extra={{ class: 'icon-button open-tab' }} /> : null}
    </nav>
  );
}
