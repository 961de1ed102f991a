// A finger's press on a pile, kept the pile's. Two things the browser does to a touch go
// against what the finger meant:
// - The tap it sends ends where the finger is lifted, hit-tested then: if the table moved
//   under a finger held still (the stock's long press fills the waste, a line of text
//   grows above the piles), it lands on another pile, and a press meant for the stock
//   picked up the waste's card (issue 31). A finger's click is the pile's it was pressed on.
// - A card dragged and let go while the finger still moves ends in a fling. Chromium then
//   takes the next touch as the one that stops that fling and sends no click for it: the
//   first tap on Hint (or the stock, or any button) after 7 of 9 drags did nothing (issue
//   31; in Chromium with touch emulation, 3 of 3 taps lost at 0.1-0.3 s after the drop,
//   none at 0.7 s). A touch on a pile that has moved as far as a drag's start is the game's
//   alone (preventDefault on its touchmoves): no scroll or fling comes of it. A touch that
//   moves less is left alone, so a tap with a trembling finger is still a tap.
import { useEffect, useRef } from 'preact/hooks';
import type { PileId } from '../../src/engine/index';
import { DRAG_THRESHOLD } from './useDragDrop';

interface Press {
  /** The pile it began on (none: it began elsewhere). */
  readonly id?: PileId;
  readonly finger: boolean;
  readonly x: number;
  readonly y: number;
}

const byFinger = (e: PointerEvent) => e.pointerType === 'touch' || e.pointerType === 'pen';

export function useTouchPress() {
  const last = useRef<Press | undefined>(undefined);
  // The piles whose touchmoves are guarded. The listener must be there before a touch
  // begins (a page without one may be sent the touch as not cancellable), so it is added on
  // a pile's first press and kept.
  const guarded = useRef(new WeakSet<EventTarget>());
  const guard = useRef((e: TouchEvent) => {
    const p = last.current;
    const t = e.touches[0];
    if (!p?.finger || p.id === undefined || !t || e.touches.length > 1 || !e.cancelable) return;
    if (Math.hypot(t.clientX - p.x, t.clientY - p.y) >= DRAG_THRESHOLD) e.preventDefault();
  });

  // Every press, on a pile or not, starts anew: a press that began off the piles is no pile's.
  useEffect(() => {
    const down = (e: PointerEvent) => {
      last.current = { finger: byFinger(e), x: e.clientX, y: e.clientY };
    };
    window.addEventListener('pointerdown', down, true);
    return () => window.removeEventListener('pointerdown', down, true);
  }, []);

  /** A press on pile `id` (after the window heard it). */
  const onPress = (id: PileId, e: PointerEvent) => {
    last.current = { id, finger: byFinger(e), x: e.clientX, y: e.clientY };
    const pile = e.currentTarget;
    if (pile && !guarded.current.has(pile)) {
      guarded.current.add(pile);
      pile.addEventListener('touchmove', guard.current as EventListener, { passive: false });
    }
  };

  /**
   * The pile a click on `id` belongs to: a finger's, the pile its press began on (none when
   * it began off the piles); a mouse's or a key's (detail 0), `id` itself.
   */
  const pileOf = (id: PileId, detail: number): PileId | undefined => {
    const p = last.current;
    return detail >= 1 && p?.finger ? p.id : id;
  };

  return { onPress, pileOf };
}
