// The size of an element's box in its own CSS pixels (clientWidth, clientHeight: inside a
// zoomed tab these are the layout's pixels, which an SVG's width and the cards' sizes are in),
// measured before the first paint and again whenever it changes. Where nothing can be
// measured (a test's DOM gives 0), `fallback`.
import { type RefObject } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';

export interface Box {
  readonly width: number;
  readonly height: number;
  /** Its stylesheet gives it a height of its own (`--fixed-height: 1`): what is in it must fit that. */
  readonly fixed?: boolean;
}

export function useBox<T extends HTMLElement>(fallback: Box): [RefObject<T | null>, Box] {
  const ref = useRef<T>(null);
  const [box, setBox] = useState(fallback);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const fixed = getComputedStyle(el).getPropertyValue('--fixed-height').trim() === '1';
      const next = { width: el.clientWidth || fallback.width, height: el.clientHeight || fallback.height, fixed };
      setBox((was) => (was.width === next.width && was.height === next.height && was.fixed === fixed ? was : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(measure);
    watch.observe(el);
    return () => watch.disconnect();
  }, []);
  return [ref, box];
}
