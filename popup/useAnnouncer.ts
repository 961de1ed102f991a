// The live region (what a screen reader says) and the flash (a short visible message, such
// as why a move is illegal, gone after five seconds).
import { useRef, useState } from 'preact/hooks';

export function useAnnouncer() {
  const [live, setLive] = useState({ text: '', n: 0 });
  const [flash, setFlash] = useState<string | undefined>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const announce = (text: string) => setLive((l) => ({ text, n: l.n + 1 }));
  const showFlash = (text: string) => {
    setFlash(text);
    announce(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setFlash(undefined), 5000);
  };
  return { live, flash, announce, showFlash, clearFlash: () => setFlash(undefined) };
}
