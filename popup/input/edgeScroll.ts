// A card held by a finger near the top or bottom of the screen scrolls the page, so that a
// pile below the fold (or above it) can be reached in the same drag: on a phone the finger
// is the only way to move the page while it holds a card (the piles take touches for
// themselves: touch-action none). The page glides, faster the nearer the edge; it stops
// when the finger leaves the edge's band, when the page can go no further, or when the drag
// ends. Reduced motion keeps it: the scroll is the finger's own doing, held and let go at will.

/** The band along the top and bottom of the screen (CSS px) where a held card scrolls: about a fingertip. */
export const EDGE_BAND = 56;
/** Page speed at the very edge, and on entering the band (CSS px per second). */
const FASTEST = 900;
const SLOWEST = 120;

/**
 * The page's speed for a finger at `y` on a screen `height` tall: negative (up) in the top
 * band, positive (down) in the bottom one, 0 between; it grows with the depth into the band.
 */
export function edgeSpeed(y: number, height: number, band = EDGE_BAND): number {
  const depth = (into: number) => SLOWEST + (FASTEST - SLOWEST) * Math.min(1, Math.max(0, into / band));
  if (y < band) return -depth(band - y);
  if (y > height - band) return depth(y - (height - band));
  return 0;
}

export interface EdgeScroll {
  /** The finger is at `y` (viewport px): scroll while it is in an edge's band. */
  follow(y: number): void;
  stop(): void;
}

/**
 * The page's edge scroll for one drag at a time. A drag that starts inside a band does not
 * scroll towards that edge until the finger has been out of it (a card taken at the bottom
 * and moved up is not meant to go down).
 */
export function edgeScroller(): EdgeScroll {
  let y: number | undefined;
  let frame = 0;
  let last = 0;
  let carry = 0; // the fraction of a pixel not yet scrolled (scrollBy rounds)
  let armed = { up: false, down: false };

  const speed = () => {
    if (y === undefined) return 0;
    const v = edgeSpeed(y, window.innerHeight);
    return (v < 0 && armed.up) || (v > 0 && armed.down) ? v : 0;
  };
  const step = (now: number) => {
    frame = 0;
    const v = speed();
    if (v === 0) return;
    // A frame's time, bounded: a tab in the background sends no frames, then one late one.
    const dt = last === 0 ? 16 : Math.min(50, now - last);
    last = now;
    carry += (v * dt) / 1000;
    const by = Math.trunc(carry);
    carry -= by;
    const before = window.scrollY;
    if (by !== 0) window.scrollBy({ top: by, behavior: 'instant' });
    // At the page's end nothing moves: stop; the next move of the finger starts again.
    if (by !== 0 && window.scrollY === before) return;
    frame = requestAnimationFrame(step);
  };

  return {
    follow(at) {
      const v = edgeSpeed(at, window.innerHeight);
      if (y === undefined) armed = { up: v >= 0, down: v <= 0 };
      else armed = { up: armed.up || v >= 0, down: armed.down || v <= 0 };
      y = at;
      if (frame === 0 && speed() !== 0) {
        last = 0;
        carry = 0;
        frame = requestAnimationFrame(step);
      }
    },
    stop() {
      y = undefined;
      cancelAnimationFrame(frame);
      frame = 0;
    },
  };
}
