// Why a card did not move, beside the pile it is about; the pile shakes (not with reduced
// motion or animations off). Placed from the pile's box after each render.
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { PileId } from '../../src/engine/index';
import { reducedMotion } from './useMoveAnimation';

const SHAKE: Keyframe[] = [
  { transform: 'translateX(0)' },
  { transform: 'translateX(-5px)' },
  { transform: 'translateX(5px)' },
  { transform: 'translateX(-3px)' },
  { transform: 'translateX(0)' },
];

export function RefusalBubble({ text, at, n, animate }: { text: string; at: PileId; n: number; animate: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const bubble = ref.current;
    const pile = document.querySelector<HTMLElement>(`[data-pile="${at}"]`);
    const app = bubble?.offsetParent as HTMLElement | null;
    if (!bubble || !pile || !app) return;
    const p = pile.getBoundingClientRect();
    const a = app.getBoundingClientRect();
    const zoom = a.width > 0 && app.offsetWidth > 0 ? a.width / app.offsetWidth : 1;
    const card = pile.querySelector('.card:last-of-type')?.getBoundingClientRect() ?? p;
    // Below the pile's top card when it fits, else above it; kept inside the app.
    const width = bubble.offsetWidth;
    const height = bubble.offsetHeight;
    let top = (card.bottom - a.top) / zoom + 4;
    if (top + height > app.offsetHeight - 4) top = Math.max(4, (card.top - a.top) / zoom - height - 4);
    const left = Math.min(Math.max(4, (p.left - a.left) / zoom), app.offsetWidth - width - 4);
    bubble.style.left = `${left}px`;
    bubble.style.top = `${top}px`;
    if (animate && !reducedMotion() && typeof pile.animate === 'function') pile.animate(SHAKE, { duration: 320, easing: 'ease-in-out' });
  }, [at, n, text]);
  return (
    // Hidden from assistive technology: the live region has already said it.
    <div class="why" ref={ref} data-testid="flash" data-at={at} aria-hidden="true">
      {text}
    </div>
  );
}
