// Keyboard: arrow keys move focus between piles; letter shortcuts act on the game
// (listed in the help panel). Keys typed into a text field are left alone.
import { useEffect, useRef } from 'preact/hooks';
import type { PileId } from '../../src/engine/index';
import { type Arrow, type Shortcut, nextPile, shortcutFor } from './navigation';

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/** `focused` is the pile that has the focus, if any. */
export type ShortcutHandlers = Record<Shortcut, (focused: PileId | undefined) => void>;

export function useShortcuts(handlers: ShortcutHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      const typing = !!target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT');
      const pile = (target?.closest?.('[data-pile]')?.getAttribute('data-pile') ?? undefined) as PileId | undefined;
      if (!typing && pile && ARROWS.has(e.key)) {
        e.preventDefault();
        document.querySelector<HTMLElement>(`[data-pile="${nextPile(pile, e.key as Arrow)}"]`)?.focus();
        return;
      }
      const shortcut = shortcutFor(e);
      if (!shortcut || (typing && shortcut !== 'escape')) return;
      e.preventDefault();
      latest.current[shortcut](pile);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
