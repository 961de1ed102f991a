// The frame every panel over the tableau shares (focus in and back out, the close
// button), and the figures list of the statistics and the win summary. Each panel is its
// own lazily loaded chunk (popup/loading/onDemandParts.ts); this frame is shared by them.
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../platform/i18n';

/**
 * What the player points with, read when a panel opens: a finger ('touch', a coarse primary
 * pointer: a phone), a mouse with a touch screen beside it ('both'), or a mouse ('mouse').
 */
export function pointer(): 'touch' | 'both' | 'mouse' {
  if (typeof matchMedia !== 'function') return 'mouse';
  if (matchMedia('(pointer: coarse)').matches) return 'touch';
  return matchMedia('(any-pointer: coarse)').matches ? 'both' : 'mouse';
}

export function Panel({ title, onClose, children, testId, className, focusFirst, head }: {
  title: string;
  /** Beside the title, before Close (Help's guided game): no line of its own. */
  head?: ComponentChildren;
  onClose(): void;
  children: ComponentChildren;
  testId: string;
  className?: string;
  /** What takes the focus when it opens, when not its first field or button (a selector). */
  focusFirst?: string;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    // Focus moves into the panel, and back to where it was when the panel closes. On a
    // touch screen not into a text field: that would raise the keyboard over half the panel.
    const opener = document.activeElement as HTMLElement | null;
    const panel = ref.current;
    const first = focusFirst ?? (pointer() === 'touch' ? 'input:not([type="text"]), button:not(.close), textarea[readonly]' : 'input, button:not(.close), textarea');
    (panel?.querySelector<HTMLElement>(first) ?? panel?.querySelector<HTMLElement>('.close'))?.focus();
    return () => {
      if (opener && opener.isConnected && (!document.activeElement || document.activeElement === document.body || panel?.contains(document.activeElement))) {
        opener.focus();
      }
    };
  }, []);
  return (
    <section class={className ? `panel ${className}` : 'panel'} aria-label={title} ref={ref} data-testid={testId}>
      <header>
        <h2>{title}</h2>
        {head}
        <button type="button" class="close" onClick={onClose}>{t('close')}</button>
      </header>
      {children}
    </section>
  );
}

/** Figures as a two-column list: name, value. */
export const StatList = ({ rows }: { rows: readonly (readonly [string, string])[] }) => (
  <dl class="stats">
    {rows.map(([k, v]) => (
      <div key={k}>
        <dt>{k}</dt>
        <dd>{v}</dd>
      </div>
    ))}
  </dl>
);
