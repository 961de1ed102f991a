// Real touch on the popup page in Chromium (mobile emulation): touches sent through the
// DevTools protocol (Input.dispatchTouchEvent, which goes through the browser's own gesture
// detection, so taps become clicks as on a phone), and the page measured as the player sees
// it: piles by their data-pile attribute, boxes in viewport px. Nothing here knows where the
// layout puts a pile.
import type { CDPSession, Page } from 'playwright-core';
import { type Move, type Position, foundationFor, legalMoves, sourceCard } from '../../src/engine/index';

export interface Point { x: number; y: number }
export interface Rect { left: number; top: number; right: number; bottom: number }

export interface Finger {
  down(p: Point): Promise<void>;
  /** Moves the finger to `p` in `steps` equal steps. */
  move(from: Point, to: Point, steps?: number): Promise<void>;
  up(): Promise<void>;
  tap(p: Point): Promise<void>;
  detach(): Promise<void>;
}

export async function finger(page: Page): Promise<Finger> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const send = async (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: Point): Promise<void> => {
    await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y, id: 1 }] : [] });
  };
  return {
    down: (p) => send('touchStart', p),
    async move(from, to, steps = 8) {
      for (let i = 1; i <= steps; i++) await send('touchMove', { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps });
    },
    up: () => send('touchEnd'),
    async tap(p) {
      await send('touchStart', p);
      await send('touchEnd');
    },
    detach: () => cdp.detach(),
  };
}

/** The box (viewport px) of the first element `selector` finds; throws if there is none. */
export const rectOf = (page: Page, selector: string): Promise<Rect> =>
  page.evaluate((s) => {
    const e = document.querySelector(s);
    if (!e) throw new Error(`nothing matches ${s}`);
    const r = e.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  }, selector);

export const centre = (r: Rect): Point => ({ x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2 });

/** A pile's top card (the one a press takes). */
export const topCard = (pile: string) => `[data-pile="${pile}"] .card:last-child`;

/** Every pile's box, in viewport px. */
export const pileRects = (page: Page): Promise<{ id: string; rect: Rect }[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll('.app [data-pile]')].map((e) => {
      const r = e.getBoundingClientRect();
      return { id: e.getAttribute('data-pile')!, rect: { left: r.left, top: r.top, right: r.right, bottom: r.bottom } };
    }),
  );

const area = (r: Rect) => Math.max(0, r.right - r.left) * Math.max(0, r.bottom - r.top);
export const overlap = (a: Rect, b: Rect): number =>
  area({ left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) });

/** The piles the drawn ghost card covers, the most covered first, with the share of the ghost each covers. */
export async function underGhost(page: Page): Promise<{ id: string; share: number }[]> {
  const ghost = await rectOf(page, '.drag-ghost .card');
  return (await pileRects(page))
    .map(({ id, rect }) => ({ id, share: overlap(ghost, rect) / area(ghost) }))
    .filter((p) => p.share > 0)
    .sort((a, b) => b.share - a.share);
}

/** The id of the pile whose element is at `p` (what the finger's own point is over), if any. */
export const pileAt = (page: Page, p: Point): Promise<string | undefined> =>
  page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-pile]')?.getAttribute('data-pile') ?? undefined, p);

/** A card move the engine allows now, with the pile its card lands on (a foundation resolved). */
export interface Drop { move: Extract<Move, { kind: 'play' }>; to: string }

/** Every card move of `pos` onto a tableau pile or a foundation, as the engine lists them. */
export function drops(pos: Position): Drop[] {
  return legalMoves(pos).flatMap((m) => {
    if (m.kind !== 'play') return [];
    const to = m.to === 'f' ? `f${foundationFor(pos, sourceCard(pos, m.from)!) + 1}` : m.to;
    return [{ move: m, to }];
  });
}

/** Scrolls the page by `dy` at once. */
export async function scrollBy(page: Page, dy: number): Promise<void> {
  await page.evaluate((d) => window.scrollBy({ top: d, behavior: 'instant' }), dy);
}

/** Resolves after `n` frames of the page: a measure taken between frames, not a wait for time. */
export const frames = (page: Page, n: number): Promise<void> =>
  page.evaluate((k) => new Promise<void>((done) => {
    const next = (left: number) => (left === 0 ? done() : requestAnimationFrame(() => next(left - 1)));
    next(k);
  }), n);

/** The ghost as drawn (its tilt's bounding box), and where in it the finger at `at` holds it. */
export async function ghostHeld(page: Page, at: Point): Promise<{ rect: Rect; dx: number; dy: number }> {
  const rect = await rectOf(page, '.drag-ghost');
  return { rect, dx: at.x - rect.left, dy: at.y - rect.top };
}

/**
 * Finger points (viewport px, a 4 px grid inside `area`) where a ghost of `size`, held at
 * (dx, dy), covers the piles as `wanted` asks; the first one found.
 */
export function findSpot(
  page: Page,
  grip: { dx: number; dy: number; width: number; height: number },
  area: Rect,
  wanted: { onto?: string; notUnderFinger?: string; share?: number; clear?: boolean },
): Promise<Point | undefined> {
  return page.evaluate(({ grip, area, wanted }) => {
    const piles = [...document.querySelectorAll('.app [data-pile]')].map((e) => ({ id: e.getAttribute('data-pile')!, r: e.getBoundingClientRect() }));
    const cover = (g: { left: number; top: number; right: number; bottom: number }, r: DOMRect) =>
      (Math.max(0, Math.min(g.right, r.right) - Math.max(g.left, r.left)) * Math.max(0, Math.min(g.bottom, r.bottom) - Math.max(g.top, r.top))) / (grip.width * grip.height);
    let best: { x: number; y: number; share: number } | undefined;
    for (let y = area.top; y <= area.bottom; y += 4) {
      for (let x = area.left; x <= area.right; x += 4) {
        const g = { left: x - grip.dx, top: y - grip.dy, right: x - grip.dx + grip.width, bottom: y - grip.dy + grip.height };
        const shares = piles.map((p) => ({ id: p.id, share: cover(g, p.r) })).sort((a, b) => b.share - a.share);
        if (wanted.clear) {
          if (shares[0].share === 0) return { x, y };
          continue;
        }
        const under = document.elementFromPoint(x, y)?.closest('[data-pile]')?.getAttribute('data-pile');
        if (under === wanted.notUnderFinger) continue;
        // Unmistakable: the pile wanted covered most, and by far.
        if (shares[0].id !== wanted.onto || shares[0].share < (wanted.share ?? 0.5) || shares[1].share > shares[0].share - 0.3) continue;
        if (!best || shares[0].share > best.share) best = { x, y, share: shares[0].share };
      }
    }
    return best && { x: best.x, y: best.y };
  }, { grip, area, wanted });
}
