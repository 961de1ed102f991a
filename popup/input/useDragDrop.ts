// Drag and drop with pointer events: press on a pile with a card, move a few pixels, let
// go over another pile. The hook only tracks the pointer; what a drop means is the
// caller's (and the engine's) business.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { PileId, SourceId } from '../../src/engine/index';
import { CARD_HEIGHT, CARD_WIDTH } from '../table/layout';

export interface Drag {
  readonly from: SourceId;
  readonly x: number;
  readonly y: number;
  /** The card as it was pressed: where in it the pointer took it, and its size (CSS px). */
  readonly grip: Grip;
}

interface Grip {
  readonly dx: number;
  readonly dy: number;
  readonly width: number;
  readonly height: number;
}

/** The card a press on `pile` takes (its top card, drawn last), measured. */
function gripOf(pile: Element | null, x: number, y: number): Grip {
  const cards = pile?.querySelectorAll('.card');
  const card = cards?.[cards.length - 1];
  if (!card) return { dx: 28, dy: 20, width: CARD_WIDTH, height: CARD_HEIGHT };
  const box = card.getBoundingClientRect();
  const style = getComputedStyle(card);
  return { dx: x - box.left, dy: y - box.top, width: parseFloat(style.width) || CARD_WIDTH, height: parseFloat(style.height) || CARD_HEIGHT };
}

/**
 * The ghost under the pointer: the card's own size (a tableau card is drawn larger than the
 * sidebar's) held where it was taken; `zoom` is the tab's.
 */
export const ghostStyle = ({ x, y, grip }: Drag, zoom: number): Record<string, string> => ({
  left: `${(x - grip.dx) / zoom}px`,
  top: `${(y - grip.dy) / zoom}px`,
  '--card-w': `${grip.width}px`,
  '--card-h': `${grip.height}px`,
  '--s': String(grip.width / CARD_WIDTH),
});

export interface DragHandlers {
  /** The source a press on `id` may drag, or undefined (no card, not a source). */
  draggable(id: PileId): SourceId | undefined;
  onStart(from: SourceId): void;
  /** `onto` is the pile under the pointer, if any. */
  onDrop(from: SourceId, onto: PileId | undefined): void;
  onCancel(): void;
}

/** Pixels the pointer must travel before a press becomes a drag (a shorter one is a click). */
export const DRAG_THRESHOLD = 6;

export function useDragDrop(handlers: DragHandlers) {
  const latest = useRef(handlers);
  latest.current = handlers;
  const [drag, setDrag] = useState<Drag | undefined>();
  const press = useRef<{ from: SourceId; x: number; y: number; pointerId: number; grip: Grip } | undefined>(undefined);
  const dragging = useRef<Drag | undefined>(undefined);
  const swallowClick = useRef(false);

  useEffect(() => {
    const move = (e: PointerEvent) => {
      const p = press.current;
      if (!p || e.pointerId !== p.pointerId) return;
      if (!dragging.current && Math.hypot(e.clientX - p.x, e.clientY - p.y) < DRAG_THRESHOLD) return;
      if (!dragging.current) latest.current.onStart(p.from);
      dragging.current = { from: p.from, x: e.clientX, y: e.clientY, grip: p.grip };
      setDrag(dragging.current);
    };
    const up = (e: PointerEvent) => {
      const d = dragging.current;
      press.current = undefined;
      dragging.current = undefined;
      if (!d) return;
      setDrag(undefined);
      // The click that follows a drag is not a click.
      swallowClick.current = true;
      setTimeout(() => (swallowClick.current = false), 0);
      const hit = document.elementFromPoint(e.clientX, e.clientY)?.closest('[data-pile]');
      const onto = (hit?.getAttribute('data-pile') ?? undefined) as PileId | undefined;
      latest.current.onDrop(d.from, onto);
    };
    const cancel = () => {
      press.current = undefined;
      if (!dragging.current) return;
      dragging.current = undefined;
      setDrag(undefined);
      latest.current.onCancel();
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
    };
  }, []);

  const onPointerDown = (id: PileId, e: PointerEvent) => {
    if (e.button !== 0) return;
    const from = latest.current.draggable(id);
    if (from) press.current = { from, x: e.clientX, y: e.clientY, pointerId: e.pointerId, grip: gripOf(e.currentTarget as Element | null, e.clientX, e.clientY) };
  };

  /** True (once) when the click being handled ends a drag and must be ignored. */
  const clickEndsDrag = (): boolean => {
    if (!swallowClick.current) return false;
    swallowClick.current = false;
    return true;
  };

  return { drag, onPointerDown, clickEndsDrag };
}
