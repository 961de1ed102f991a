// Clicks, double-clicks, hovering and drags on the piles, turned into moves for the
// session: a first click picks a card, a second one drops it (or a single click sends a
// card whose only place is its foundation); a double-click sends a card up. A card with
// nowhere to go is not picked up: the engine's reason is shown beside it. The engine
// judges every move.
import { useRef, useState } from 'preact/hooks';
import { type PileId, type SourceId, play, sourceCard, wasteCardHasMove } from '../../src/engine/index';
import { t } from '../platform/i18n';
import { dropMove, isDestination, isSource, movesFrom, onlyFoundation } from './moves';
import { cardThe, fromPlace } from '../table/names';
import { type SessionStore, useSessionListener } from '../session/store';
import { useDragDrop } from './useDragDrop';
import { useTouchPress } from './touchPress';

/**
 * How long a touch on the stock is held to turn until a card has a move. No longer than
 * Firefox's longest tap (apz.max_tap_time, 300 ms; no click comes of a longer touch): at 500 ms
 * a finger held 300–500 ms on the stock did nothing at all in Firefox for Android.
 */
export const LONG_PRESS_MS = 300;

/** What the first click of a possible double-click did on its pile. */
interface FirstClick {
  readonly id: PileId;
  /** It played a move (sent the card up, dropped a card, dealt): the double-click adds nothing. */
  readonly moved: boolean;
}

export interface BoardInputOptions {
  announce(text: string): void;
  /** Shows why nothing happened, beside the pile `at`. */
  explain(text: string, at: PileId): void;
  stopDemo(): void;
}

// Over 60 lines, kept (issue 33): one hook whose handlers share the pick, hover and drag state; on the open path, where splitting it costs bytes the 44,000-byte ceiling has no room for.
export function useBoardInput(session: SessionStore, { announce, explain, stopDemo }: BoardInputOptions) {
  const [selected, setSelected] = useState<SourceId | undefined>();
  const [hovered, setHovered] = useState<PileId | undefined>();
  const first = useRef<FirstClick | undefined>(undefined); // the last click, not state: nothing renders it
  const fingerTaps = useRef({ touch: false, second: false }); // the last press's pointer; a quick second tap kept apart
  const position = () => session.get().game.position;
  const touch = useTouchPress();

  // Any change of the game, or a refused move, drops the picked card.
  useSessionListener(session, ({ session: now, change }, before) => {
    if ((now.game !== before.game && change.kind !== 'noted') || change.kind === 'refused') setSelected(undefined);
  });

  const moved = (id: PileId, action: Parameters<SessionStore['dispatch']>[0]) => {
    first.current = { id, moved: session.dispatch(action).change.kind !== 'refused' };
  };

  /**
   * A click (or Enter/Space); `detail` is the click count (2 for a double-click's second).
   * The browser counts a finger's taps like clicks (detail 2 for a quick second one, then a
   * dblclick), but a player dealing fast, sending two cards up one after the other, or taking
   * the next card of a pile whose top just went up means two taps: the second is a tap of its
   * own, and its dblclick is dropped. Only a second tap on the card the first one picked up is
   * a double-tap (its card goes up).
   */
  const onActivate = (on: PileId, clicks = 1) => {
    const taps = fingerTaps.current;
    taps.second = taps.touch && clicks >= 2 && selected !== on;
    const detail = taps.second ? 1 : clicks;
    if (clickEndsDrag()) return;
    const id = touch.pileOf(on, detail);
    if (id === undefined) return;
    // The second click of a double-click belongs to the double-click (onDouble); on the
    // stock it turns on until a card has a move (the first click turned one: one Undo takes both).
    if (detail >= 2 && id !== 's') return;
    if (id === 's' && swallowStock.current) return void (swallowStock.current = false);
    stopDemo();
    const pos = position();
    if (id === 's' && detail === 2) {
      if (!wasteCardHasMove(pos)) moved(id, { type: 'stockRun', joined: true });
      return;
    }
    if (id === 's') return moved(id, { type: 'play', move: { kind: 'deal' } });
    first.current = { id, moved: false };
    if (selected !== undefined) {
      if (selected === id) {
        setSelected(undefined);
        announce(t('dropCancelled'));
        return;
      }
      if (isDestination(id)) return moved(id, { type: 'play', move: dropMove(pos, selected, id) });
    }
    if (!isSource(id)) return;
    const card = sourceCard(pos, id);
    if (card === undefined) {
      setSelected(undefined);
      announce(t('pickedNone', fromPlace(id)));
    } else if (movesFrom(pos, id).length === 0) {
      // Nowhere to go: not picked up; the engine says why it cannot go up (and no pile takes it).
      setSelected(undefined);
      const up = play(pos, { kind: 'play', from: id, to: 'f' });
      // The reasons in words come with the lazy chunk (loaded by now: it is fetched after the first paint).
      void import('../loading/onDemand').then(({ illegalReason }) => {
        const reason = up.ok ? '' : illegalReason(up.error);
        explain(id === 'r' ? t('noMoveReserve', reason) : t('noMove', reason), id);
      });
    } else if (onlyFoundation(pos, id)) {
      moved(id, { type: 'play', move: { kind: 'play', from: id, to: 'f' } });
    } else {
      setSelected(id);
      announce(t('picked', cardThe(card), fromPlace(id)));
    }
  };

  /** Sends the top card of `id` to its foundation: the F key (at once: a key press is never a double-click), a double-click. */
  const sendToFoundation = (id: PileId) => {
    if (!isSource(id)) return;
    setSelected(undefined);
    if (sourceCard(position(), id) === undefined) return;
    stopDemo();
    session.dispatch({ type: 'play', move: { kind: 'play', from: id, to: 'f' } });
  };

  /** A double-click: one move to a foundation in all, nothing left picked up. */
  const onDouble = (on: PileId) => {
    if (fingerTaps.current.second) return void (fingerTaps.current.second = false);
    const id = touch.pileOf(on, 2);
    if (id === undefined) return;
    const click = first.current;
    first.current = undefined;
    if (click?.id === id && click.moved) return;
    sendToFoundation(id);
  };

  /** Turns the stock until a card has a move: Shift+D, a long press on the stock. */
  const stockRun = () => {
    setSelected(undefined);
    stopDemo();
    session.dispatch({ type: 'stockRun' });
  };

  // A long press on the stock (touch) runs it; the click the browser may send after is not a turn.
  const longPress = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const swallowStock = useRef(false);
  const onStockPress = (e: PointerEvent) => {
    swallowStock.current = false;
    clearTimeout(longPress.current);
    if (e.pointerType !== 'touch') return;
    const release = () => clearTimeout(longPress.current);
    window.addEventListener('pointerup', release, { once: true });
    window.addEventListener('pointercancel', release, { once: true });
    longPress.current = setTimeout(() => {
      swallowStock.current = true;
      stockRun();
    }, LONG_PRESS_MS);
  };

  const { drag, onPointerDown: onDragPress, clickEndsDrag } = useDragDrop({
    draggable: (id) => (isSource(id) && sourceCard(position(), id) !== undefined ? id : undefined),
    onStart(from) {
      stopDemo();
      setSelected(from);
    },
    onDrop(from, onto) {
      if (!onto || onto === from || !isDestination(onto)) setSelected(undefined);
      else session.dispatch({ type: 'play', move: dropMove(position(), from, onto), carried: true });
    },
    onCancel: () => setSelected(undefined),
  });

  /** Escape: drops the picked card, if any; true when there was one. */
  const cancelPick = (): boolean => {
    if (selected === undefined) return false;
    setSelected(undefined);
    announce(t('dropCancelled'));
    return true;
  };

  const onHover = (id: PileId | undefined) => setHovered(id);
  const onPointerDown = (id: PileId, e: PointerEvent) => {
    fingerTaps.current.touch = e.pointerType === 'touch';
    touch.onPress(id, e);
    return id === 's' ? onStockPress(e) : onDragPress(id, e);
  };

  return { selected, hovered, drag, onActivate, onDouble, onHover, sendToFoundation, stockRun, onPointerDown, cancelPick };
}
