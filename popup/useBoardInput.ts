// Clicks, double-clicks and drags on the piles, turned into moves for the session: a
// first click picks a card, a second one drops it (or a single click sends a card whose
// only place is its foundation). The engine judges every move.
import { useRef, useState } from 'preact/hooks';
import { type PileId, type SourceId, sourceCard } from '../src/engine/index';
import { t } from './i18n';
import { dropMove, isDestination, isSource, onlyFoundation } from './moves';
import { cardLabel, pileName } from './names';
import { type SessionStore, useSessionListener } from './session/store';
import { useDragDrop } from './useDragDrop';

/** A double-click right after a single click sent the card up is the same request. */
const DOUBLE_AFTER_AUTO_MS = 800;

export function useBoardInput(session: SessionStore, announce: (text: string) => void, stopDemo: () => void) {
  const [selected, setSelected] = useState<SourceId | undefined>();
  const lastAuto = useRef<{ id: PileId; at: number } | undefined>(undefined); // a timestamp, not state
  const position = () => session.get().game.position;

  // Any change of the game, or a refused move, drops the picked card.
  useSessionListener(session, ({ session: now, change }, before) => {
    if (now.game !== before.game || change.kind === 'refused') setSelected(undefined);
  });

  const play = (from: SourceId, to: 'f') => session.dispatch({ type: 'play', move: { kind: 'play', from, to } });

  const onActivate = (id: PileId) => {
    if (clickEndsDrag()) return;
    stopDemo();
    const pos = position();
    if (id === 's') {
      session.dispatch({ type: 'play', move: { kind: 'deal' } });
      return;
    }
    if (selected !== undefined) {
      if (selected === id) {
        setSelected(undefined);
        announce(t('dropCancelled'));
        return;
      }
      if (isDestination(id)) {
        session.dispatch({ type: 'play', move: dropMove(pos, selected, id) });
        return;
      }
    }
    if (!isSource(id)) return;
    const card = sourceCard(pos, id);
    if (card === undefined) {
      setSelected(undefined);
      announce(t('pickedNone', pileName(id)));
    } else if (onlyFoundation(pos, id)) {
      lastAuto.current = { id, at: Date.now() };
      play(id, 'f');
    } else {
      setSelected(id);
      announce(t('picked', cardLabel(card), pileName(id)));
    }
  };

  /** F: the focused card to its foundation, at once (a key press is never a double-click). */
  const sendToFoundation = (id: PileId) => {
    if (!isSource(id)) return;
    if (sourceCard(position(), id) === undefined) return;
    stopDemo();
    play(id, 'f');
  };

  /** A double-click: when its first click already sent the card up, it asks nothing more. */
  const onDouble = (id: PileId) => {
    const recent = lastAuto.current;
    if (recent && recent.id === id && Date.now() - recent.at < DOUBLE_AFTER_AUTO_MS) return;
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

  return { selected, drag, onActivate, sendToFoundation, onDouble, onPointerDown, cancelPick };
}
