// Drag and drop with pointer events: press on a pile with a card, move a few pixels, let
// go over another pile. The hook only tracks the pointer; what a drop means is the
// caller's (and the engine's) business. A mouse drops where its pointer is; a finger hides
// that point, so its card lands where the card is shown (input/dropTarget.ts), and holding
// it near the screen's top or bottom scrolls the page (input/edgeScroll.ts). Those two come
// with the on-demand chunk (loaded when the browser is first idle, or at a finger's first
// press), not with the opening: a mouse never needs them.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { PileId, SourceId } from '../../src/engine/index';
import { CARD_HEIGHT, CARD_WIDTH } from '../table/layout';
import type { Box } from './dropTarget';
import type { EdgeScroll } from './edgeScroll';

type FingerParts = Pick<typeof import('../loading/onDemand'), 'edgeScroller' | 'pileUnderCardOnPage'>;
let finger: FingerParts | undefined;
const loadFinger = () => import('../loading/onDemand').then((m) => void (finger = m));

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
  /** CSS px, before the tab's zoom. */
  readonly width: number;
  readonly height: number;
  /** On the screen (the zoom applied): the ghost's box is this big. */
  readonly shownWidth: number;
  readonly shownHeight: number;
}

/** The card a press on `pile` takes (its top card, drawn last), measured. */
function gripOf(pile: Element | null, x: number, y: number): Grip {
  const cards = pile?.querySelectorAll('.card');
  const card = cards?.[cards.length - 1];
  if (!card) return { dx: 28, dy: 20, width: CARD_WIDTH, height: CARD_HEIGHT, shownWidth: CARD_WIDTH, shownHeight: CARD_HEIGHT };
  const box = card.getBoundingClientRect();
  const style = getComputedStyle(card);
  const width = parseFloat(style.width) || CARD_WIDTH;
  const height = parseFloat(style.height) || CARD_HEIGHT;
  return { dx: x - box.left, dy: y - box.top, width, height, shownWidth: box.width || width, shownHeight: box.height || height };
}

/** Where the ghost is drawn on the screen (its tilt aside): the card held where it was taken. */
export const ghostBox = ({ x, y, grip }: Drag): Box => ({
  left: x - grip.dx,
  top: y - grip.dy,
  right: x - grip.dx + grip.shownWidth,
  bottom: y - grip.dy + grip.shownHeight,
});

/** A finger (or a pen): the point it presses is hidden under it. */
const byFinger = (e: PointerEvent) => e.pointerType === 'touch' || e.pointerType === 'pen';

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
  /** `onto` is the pile under the mouse pointer, or under the card a finger drags, if any. */
  onDrop(from: SourceId, onto: PileId | undefined): void;
  onCancel(): void;
}

/** Pixels the pointer must travel before a press becomes a drag (a shorter one is a click). */
export const DRAG_THRESHOLD = 6;

// Over 60 lines, kept (issue 33): one pointer gesture's states (press, drag, drop, cancel) over shared refs; on the open path, where splitting it costs bytes the 44,000-byte ceiling has no room for.
export function useDragDrop(handlers: DragHandlers) {
  const latest = useRef(handlers);
  latest.current = handlers;
  const [drag, setDrag] = useState<Drag | undefined>();
  const press = useRef<{ from: SourceId; x: number; y: number; pointerId: number; finger: boolean; grip: Grip } | undefined>(undefined);
  const dragging = useRef<Drag | undefined>(undefined);
  const swallowClick = useRef(false);

  useEffect(() => {
    let edge: EdgeScroll | undefined; // made at a finger's first drag
    const move = (e: PointerEvent) => {
      const p = press.current;
      if (!p || e.pointerId !== p.pointerId) return;
      if (!dragging.current && Math.hypot(e.clientX - p.x, e.clientY - p.y) < DRAG_THRESHOLD) return;
      if (!dragging.current) latest.current.onStart(p.from);
      dragging.current = { from: p.from, x: e.clientX, y: e.clientY, grip: p.grip };
      setDrag(dragging.current);
      if (p.finger && finger) (edge ??= finger.edgeScroller()).follow(e.clientY);
    };
    const up = (e: PointerEvent) => {
      const p = press.current;
      if (p && e.pointerId !== p.pointerId) return;
      const d = dragging.current;
      press.current = undefined;
      dragging.current = undefined;
      edge?.stop();
      if (!d) return;
      setDrag(undefined);
      // The click that follows a drag is not a click.
      swallowClick.current = true;
      setTimeout(() => (swallowClick.current = false), 0);
      let onto: PileId | undefined;
      // Before the chunk is there (a drag within milliseconds of the first press), the finger's point.
      if (p?.finger && finger) onto = finger.pileUnderCardOnPage(ghostBox({ ...d, x: e.clientX, y: e.clientY }));
      else onto = (document.elementFromPoint(e.clientX, e.clientY)?.closest('[data-pile]')?.getAttribute('data-pile') ?? undefined) as PileId | undefined;
      latest.current.onDrop(d.from, onto);
    };
    const cancel = (e: PointerEvent) => {
      if (press.current && e.pointerId !== press.current.pointerId) return;
      press.current = undefined;
      edge?.stop();
      if (!dragging.current) return;
      dragging.current = undefined;
      setDrag(undefined);
      latest.current.onCancel();
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
    return () => {
      edge?.stop();
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
    };
  }, []);

  const onPointerDown = (id: PileId, e: PointerEvent) => {
    if (e.button !== 0) return;
    const from = latest.current.draggable(id);
    if (!from) return;
    const grip = gripOf(e.currentTarget as Element | null, e.clientX, e.clientY);
    press.current = { from, x: e.clientX, y: e.clientY, pointerId: e.pointerId, finger: byFinger(e), grip };
    if (press.current.finger && !finger) void loadFinger();
  };

  /** True (once) when the click being handled ends a drag and must be ignored. */
  const clickEndsDrag = (): boolean => {
    if (!swallowClick.current) return false;
    swallowClick.current = false;
    return true;
  };

  return { drag, onPointerDown, clickEndsDrag };
}
