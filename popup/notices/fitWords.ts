// Fits the messages to their area (MessageArea.tsx) without hiding a button: when they are
// taller than the area, the words of the longest (.msg-text) are capped at one height (the
// highest that makes them fit, in whole lines, never under one) and scroll within their
// notice; the buttons (.actions) keep their size. Run again whenever a message comes, goes or
// changes, or the area's size does. The longest give up height first (water-filling), so
// short notices stay whole.
import { useLayoutEffect, useRef } from 'preact/hooks';

/** The cap on the words' heights that takes `excess` pixels from them, none under `line`. */
export function wordsCap(heights: readonly number[], excess: number, line: number): number | undefined {
  if (excess <= 0) return undefined;
  const sorted = [...heights].sort((a, b) => b - a);
  let taken = 0;
  // Lower the cap from the tallest down: at each step the k tallest give up the same height.
  for (let k = 1; k <= sorted.length && sorted[k - 1] > line; k++) {
    const next = Math.max(line, sorted[k] ?? line);
    const room = (sorted[k - 1] - next) * k;
    if (taken + room >= excess) return sorted[k - 1] - (excess - taken) / k;
    taken += room;
    if (next === line) break;
  }
  return line;
}

let named = 0;

/**
 * Marks capped words that hold more below what shows (`.more`: their last line fades, see
 * messageArea.css), since a scrollbar alone is no sign where scrollbars overlay the text
 * until used (Firefox for Android, macOS) or are hidden.
 */
function markMore(w: HTMLElement): void {
  w.classList.toggle('more', w.scrollTop + w.clientHeight < w.scrollHeight - 1);
}

function fit(area: HTMLElement): void {
  const words = [...area.querySelectorAll<HTMLElement>('.msg-text')];
  for (const w of words) {
    w.style.maxHeight = '';
    w.style.overflowY = '';
    w.classList.remove('more');
    w.onscroll = null;
    for (const a of ['tabindex', 'role', 'aria-labelledby']) w.removeAttribute(a);
  }
  if (words.length === 0) return;
  const line = parseFloat(getComputedStyle(words[0]).lineHeight) || 16;
  const cap = wordsCap(words.map((w) => w.scrollHeight), area.scrollHeight - area.clientHeight, line);
  if (cap === undefined) return;
  const lines = Math.max(line, Math.floor(cap / line) * line);
  for (const w of words) {
    if (w.scrollHeight <= lines) continue;
    w.style.maxHeight = `${lines}px`;
    w.style.overflowY = 'auto';
    // A region that scrolls is reached by the keyboard too (its arrow keys scroll it), named
    // by its own words.
    w.id ||= `msg-words-${++named}`;
    w.tabIndex = 0;
    w.setAttribute('role', 'region');
    w.setAttribute('aria-labelledby', w.id);
    w.onscroll = () => markMore(w);
    markMore(w);
  }
}

/** A ref for the message area: its messages are fitted on every change of what it shows or of its size. */
export function useFitWords() {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const area = ref.current;
    if (!area || typeof ResizeObserver === 'undefined' || typeof MutationObserver === 'undefined') return;
    const again = () => fit(area);
    const resized = new ResizeObserver(again);
    const changed = new MutationObserver(again);
    resized.observe(area);
    changed.observe(area, { childList: true, subtree: true, characterData: true });
    again();
    return () => {
      resized.disconnect();
      changed.disconnect();
    };
  }, []);
  return ref;
}
