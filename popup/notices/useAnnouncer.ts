// The live region (what a screen reader says) and the flash: a short visible message, such
// as why a move is illegal, shown beside the pile it is about (which shakes) or in the
// notice area, gone after five seconds or at the next move.
import { useRef, useState } from 'preact/hooks';
import type { PileId } from '../../src/engine/index';

export interface Flash {
  readonly text: string;
  /** The pile it is about: the text is shown beside it. */
  readonly at?: PileId;
  /** Counts flashes, so the same refusal twice shakes twice. */
  readonly n: number;
}

export const FLASH_MS = 5000;

export function useAnnouncer() {
  const [live, setLive] = useState({ text: '', n: 0 });
  const [flash, setFlash] = useState<Flash | undefined>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const announce = (text: string) => setLive((l) => ({ text, n: l.n + 1 }));
  // What follows the last words at the same moment (a win's goals after the winning move's
  // sentence): said with them, so that neither cuts the other off.
  const announceMore = (text: string) => setLive((l) => ({ text: l.text ? `${l.text} ${text}` : text, n: l.n + 1 }));
  const showFlash = (text: string, at?: PileId) => {
    setFlash((f) => ({ text, at, n: (f?.n ?? 0) + 1 }));
    announce(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setFlash(undefined), FLASH_MS);
  };
  return { live, flash, announce, announceMore, showFlash, clearFlash: () => setFlash(undefined) };
}
