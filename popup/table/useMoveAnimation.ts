// Moves glide: the card that just moved is drawn where it came from, then slides to its
// new place (FLIP with the Web Animations API). Skipped when animations are off, when the
// system asks for reduced motion, or where element.animate does not exist.
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { PileId } from '../../src/engine/index';

export const GLIDE_MS = 180;

/** A pile's top card: its last, in every pile (the waste's top follows its covered cards). */
function topCard(pile: PileId): HTMLElement | undefined {
  const cards = document.querySelectorAll<HTMLElement>(`[data-pile="${pile}"] :is(.card.face, .card.back)`);
  return cards[cards.length - 1];
}

export const reducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * `launch(from, to)` notes where the moving card is now (call it before the state change);
 * after the next render that changes `trigger`, the card on `to` glides in from there.
 */
export function useMoveAnimation(enabled: boolean, trigger: unknown) {
  const flight = useRef<{ to: PileId; rect: DOMRect } | undefined>(undefined);

  const launch = (from: PileId, to: PileId | undefined) => {
    flight.current = undefined;
    if (!enabled || !to || reducedMotion()) return;
    const card = topCard(from);
    if (card) flight.current = { to, rect: card.getBoundingClientRect() };
  };

  useLayoutEffect(() => {
    const f = flight.current;
    flight.current = undefined;
    if (!f) return;
    const card = topCard(f.to);
    if (!card || typeof card.animate !== 'function') return;
    const now = card.getBoundingClientRect();
    // In a zoomed page (the game in a tab) a translation is in the card's own, unzoomed px.
    const zoom = card.offsetWidth > 0 ? now.width / card.offsetWidth : 1;
    const dx = (f.rect.left - now.left) / zoom;
    const dy = (f.rect.top - now.top) / zoom;
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1) return;
    card.animate(
      [
        { transform: `translate(${dx}px, ${dy}px)`, zIndex: 5 },
        { transform: 'translate(0, 0)', zIndex: 5 },
      ],
      { duration: GLIDE_MS, easing: 'cubic-bezier(0.2, 0.7, 0.3, 1)' },
    );
  }, [trigger]);

  return launch;
}
