// The page's size: the game in a tab is the 800×600 table zoomed (CSS `zoom`) to fill the
// window (cards, text and all), kept whole, so nothing scrolls (1 in the popup); a window
// narrower than the popup (a phone) gets tableau columns as wide as its width allows.
import { useEffect, useState } from 'preact/hooks';
import { COLUMN_WIDTH, NARROW_QUERY, PHONE_QUERY, POPUP_HEIGHT, POPUP_WIDTH, narrowColumnWidth } from './layout';

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

/**
 * The tableau's column width: the popup's, or in a narrow window (the same media query as
 * narrowWindow.css) what the window's width without its scroll bar leaves; `phone`: rows
 * sized to the piles. Where the page cannot be measured (no matchMedia: a test's DOM), the
 * popup's.
 */
function tableauSizeNow(): { columnWidth: number; phone: boolean } {
  const popup = { columnWidth: COLUMN_WIDTH, phone: false };
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return popup;
  if (!window.matchMedia(NARROW_QUERY).matches) return popup;
  return {
    columnWidth: narrowColumnWidth(document.documentElement.clientWidth || window.innerWidth),
    phone: window.matchMedia(PHONE_QUERY).matches,
  };
}

export function useTableauSize(): { columnWidth: number; phone: boolean } {
  const [size, setSize] = useState(tableauSizeNow);
  useEffect(() => {
    const onResize = () => {
      const next = tableauSizeNow();
      setSize((was) => (was.columnWidth === next.columnWidth && was.phone === next.phone ? was : next));
    };
    window.addEventListener('resize', onResize);
    onResize();
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}
