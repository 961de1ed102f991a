// The game in a tab: the 800×600 table zoomed to fill the window (cards, text and all),
// kept whole, so nothing scrolls. 1 in the popup.
import { useEffect, useState } from 'preact/hooks';
import { POPUP_HEIGHT, POPUP_WIDTH } from './layout';

export const zoomFor = (width: number, height: number): number =>
  Math.max(1, Math.floor(Math.min(width / POPUP_WIDTH, height / POPUP_HEIGHT) * 100) / 100);

export function useZoom(tab: boolean): number {
  const measure = () => (tab ? zoomFor(window.innerWidth, window.innerHeight) : 1);
  const [zoom, setZoom] = useState(measure);
  useEffect(() => {
    if (!tab) return;
    const onResize = () => setZoom(measure());
    window.addEventListener('resize', onResize);
    onResize(); // a resize between the first render and now would otherwise be missed
    return () => window.removeEventListener('resize', onResize);
  }, [tab]);
  return zoom;
}
