// Clicks, double-clicks, hovering and drags on the piles, turned into moves for the
// session: a first click picks a card, a second one drops it (or a single click sends a
// card whose only place is its foundation); a double-click sends a card up. A card with
// nowhere to go is not picked up: the engine's reason is shown beside it. The engine
// judges every move.
import { useRef, useState } from 'preact/hooks';
import { type PileId, type SourceId, play, sourceCard } from '../../src/engine/index';
import { t } from '../platform/i18n';
import { dropMove, isDestination, isSource, movesFrom, onlyFoundation } from './moves';
import { cardLabel, pileName } from '../table/names';
import { type SessionStore, useSessionListener } from '../session/store';
import { useDragDrop } from './useDragDrop';

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

export function useBoardInput(session: SessionStore, { announce, explain, stopDemo }: BoardInputOptions) {
  const [selected, setSelected] = useState<SourceId | undefined>();
  const [hovered, setHovered] = useState<PileId | undefined>();
  const first = useRef<FirstClick | undefined>(undefined); // the last click, not state: nothing renders it
  const position = () => session.get().game.position;

  // Any change of the game, or a refused move, drops the picked card.
  useSessionListener(session, ({ session: now, change }, before) => {
    if (now.game !== before.game || change.kind === 'refused') setSelected(undefined);
  });

  const moved = (id: PileId, action: Parameters<SessionStore['dispatch']>[0]) => {
    first.current = { id, moved: session.dispatch(action).change.kind !== 'refused' };
  };

  /** A click (or Enter/Space); `detail` is the click count (2 for a double-click's second). */
  const onActivate = (id: PileId, detail = 1) => {
    if (clickEndsDrag()) return;
    // The second click of a double-click belongs to the double-click (onDouble); the stock
    // deals on every click, however quick.
    if (detail >= 2 && id !== 's') return;
    stopDemo();
    const pos = position();
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
      announce(t('pickedNone', pileName(id)));
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
      announce(t('picked', cardLabel(card), pileName(id)));
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
  const onDouble = (id: PileId) => {
    const click = first.current;
    first.current = undefined;
    if (click?.id === id && click.moved) return;
    sendToFoundation(id);
  };

  const { drag, onPointerDown, clickEndsDrag } = useDragDrop({
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

  return { selected, hovered, drag, onActivate, onDouble, onHover, sendToFoundation, onPointerDown, cancelPick };
}
