// The page's size: the game in a tab is the 800×600 table zoomed (CSS `zoom`) to fill the
// window (cards, text and all), kept whole, so nothing scrolls (1 in the popup); a window
// narrower than the popup (a phone) gets a table laid out for its width and first screen.
import type { RefObject } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import {
  NARROW_QUERY, POPUP_HEIGHT, POPUP_WIDTH, type TableauGeometry, narrowFoundationScale, narrowStockScale, narrowTableau, popupTableau,
} from './layout';

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

/** A narrow page's size: its width, and from the tableau's top to the foot of the first screen. */
export interface NarrowPage {
  readonly width: number;
  readonly heightLeft: number;
}

/**
 * The page, when it is narrow (the same media query as narrowWindow.css); undefined in the
 * popup, a wide tab, or where the page cannot be measured (no matchMedia: a test's DOM).
 * The height is the layout viewport's (clientHeight), which a phone's URL bar showing and
 * hiding as the page scrolls leaves alone, so the rows do not jump under the finger.
 */
export function narrowPage(tableau: Element | null | undefined): NarrowPage | undefined {
  if (!narrowQuery()?.matches) return undefined;
  const root = document.documentElement;
  const top = tableau ? tableau.getBoundingClientRect().top + window.scrollY : 0;
  return { width: root.clientWidth || window.innerWidth, heightLeft: Math.max(0, (root.clientHeight || window.innerHeight) - top) };
}

/** The narrow query's one list, shared by every reader (null: no matchMedia, a test's DOM). */
let narrowList: MediaQueryList | null | undefined;
function narrowQuery(): MediaQueryList | undefined {
  if (narrowList === undefined) narrowList = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_QUERY) : null;
  return narrowList ?? undefined;
}

const samePage = (a: NarrowPage | undefined, b: NarrowPage | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && a.width === b.width && a.heightLeft === b.heightLeft);

/**
 * Follows the narrow page's size: on a resize, the narrow query's change, and while narrow whenever the page's own box changes (a
 * phone's meta viewport taking effect after the first layout; the cards above the tableau
 * taking their narrow sizes, which moves its top), read in the next frame so that the change
 * it makes is not measured within the same one.
 */
function useNarrowPage(measure: () => NarrowPage | undefined): NarrowPage | undefined {
  const [page, setPage] = useState(measure);
  useLayoutEffect(() => {
    const update = () => {
      const next = measure();
      setPage((was) => (samePage(was, next) ? was : next));
    };
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    // The page's box is observed only while the page is narrow: in the toolbar's popup and a
    // wide tab nothing is followed but the query itself (no observer's callback after each layout).
    const query = narrowQuery();
    let observer: ResizeObserver | undefined;
    const follow = () => {
      const narrow = query?.matches === true;
      if (narrow && !observer && typeof ResizeObserver !== 'undefined') {
        observer = new ResizeObserver(later);
        observer.observe(document.documentElement);
      } else if (!narrow && observer) {
        observer.disconnect();
        observer = undefined;
      }
      update();
    };
    query?.addEventListener('change', follow);
    window.addEventListener('resize', update);
    follow();
    return () => {
      query?.removeEventListener('change', follow);
      window.removeEventListener('resize', update);
      observer?.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);
  return page;
}

/** The tableau's geometry: the popup's, or on a narrow page what its width and first screen leave (table/layout.ts). */
export function useTableauLayout(deepest: number): { ref: RefObject<HTMLElement | null>; geometry: TableauGeometry } {
  const ref = useRef<HTMLElement>(null);
  const page = useNarrowPage(() => narrowPage(ref.current));
  return { ref, geometry: page ? narrowTableau(page.width, page.heightLeft, deepest) : popupTableau(deepest) };
}

/** The sizes of the cards above the tableau on a narrow page, as CSS variables for the app (none in the popup). */
export function useNarrowCardSizes(): Record<string, string> {
  const page = useNarrowPage(() => narrowPage(undefined));
  if (!page) return {};
  return { '--f-s': String(narrowFoundationScale(page.width)), '--rsw-s': String(narrowStockScale(page.width)) };
}
