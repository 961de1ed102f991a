// What the geometry checks measure in the page (issue 31), as page expressions: what is drawn
// outside the viewport, the piles' top cards off the first screen, the stock's box, the
// message boxes whose words do not fit. Each returns figures, for the failure to show.
import { expect } from 'vitest';
import type { FirefoxSession } from '../firefox';

/** The element a pile's top card is drawn by (the pile's button itself when it shows none). */
export const TOP_CARD = `((pile) => { const cards = pile.querySelectorAll('.card'); return cards.length ? cards[cards.length - 1] : pile; })`;
export const pileButton = (id: string) => `document.querySelector('button[data-pile="${id}"]')`;

/** Every element drawn (more than 1 px each way) wider than the viewport, and the page's overflow. */
export const OVERFLOW = `(() => {
  const d = document.documentElement;
  const out = [];
  for (const e of document.body.querySelectorAll('*')) {
    const r = e.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1) continue;
    if (r.left < -0.5 || r.right > innerWidth + 0.5) out.push(e.tagName.toLowerCase() + '.' + String(e.className).trim().replace(/ +/g, '.') + ' x ' + r.left.toFixed(1) + '–' + r.right.toFixed(1));
  }
  return { page: d.scrollWidth - d.clientWidth, outside: out.slice(0, 8), outsideCount: out.length };
})()`;

/** Each pile's top card that is not wholly on the first screen (the page scrolled to its top). */
export const OFF_FIRST_SCREEN = `(() => {
  scrollTo(0, 0);
  const topCard = ${TOP_CARD};
  const off = [];
  const piles = document.querySelectorAll('button[data-pile]');
  for (const pile of piles) {
    const r = topCard(pile).getBoundingClientRect();
    const inside = r.width > 0 && r.height > 0 && r.left >= -0.5 && r.top >= -0.5 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5;
    if (!inside) off.push(pile.dataset.pile + ': x ' + r.left.toFixed(0) + '–' + r.right.toFixed(0) + ', y ' + r.top.toFixed(0) + '–' + r.bottom.toFixed(0));
  }
  return { piles: piles.length, screen: innerWidth + '×' + innerHeight, pageHeight: document.documentElement.scrollHeight, off };
})()`;

/** The stock's box in page coordinates (a scroll does not move it). */
export const STOCK_BOX = `(() => {
  const r = ${pileButton('s')}.getBoundingClientRect();
  return [r.left + scrollX, r.top + scrollY, r.right + scrollX, r.bottom + scrollY];
})()`;

/**
 * Every box in the message area (the area too) whose words do not fit it: taller or wider
 * inside than its box (scrolled or cut), or faded as going on below (.more).
 */
export const CLIPPED_MESSAGES = `(() => {
  const area = document.querySelector('[data-testid="messages"]');
  if (!area) return ['no [data-testid="messages"] on the page'];
  const out = [];
  for (const e of [area, ...area.querySelectorAll('*')]) {
    if (e.clientHeight === 0 && e.clientWidth === 0) continue; // inline: its box is its words
    const tall = e.scrollHeight - e.clientHeight;
    const wide = e.scrollWidth - e.clientWidth;
    const faded = e.classList.contains('more');
    if (tall > 1 || wide > 1 || faded) {
      out.push((e === area ? 'the area' : e.tagName.toLowerCase() + '.' + String(e.className).trim().replace(/ +/g, '.')) +
        ': ' + e.scrollHeight + ' px of words in ' + e.clientHeight + ' px' + (wide > 1 ? ', ' + e.scrollWidth + ' wide in ' + e.clientWidth : '') +
        (faded ? ', faded (.more)' : '') + ' "' + (e.textContent || '').trim().slice(0, 80) + '"');
    }
  }
  return out;
})()`;

/**
 * Polls `expression` every 100 ms until it has given the same value three times running (the
 * layout has settled: the meter's answer, the zoom to the viewport); returns that value.
 */
export async function settled<T>(b: FirefoxSession, tab: string, expression: string): Promise<T> {
  let last = '';
  let same = 0;
  await expect.poll(async () => {
    const now = JSON.stringify(await b.evaluate(tab, expression));
    same = now === last ? same + 1 : 0;
    last = now;
    return same >= 2;
  }, { interval: 100, message: `the page settling: ${expression.slice(0, 80)}` }).toBe(true);
  return JSON.parse(last) as T;
}

/** Every pile's box, rounded: the table's layout, to see it settle. */
export const PILE_BOXES = `[...document.querySelectorAll('button[data-pile]')].map((p) => {
  const r = p.getBoundingClientRect();
  return p.dataset.pile + ' ' + [r.left, r.top, r.width, r.height].map(Math.round).join(' ');
}).join('; ')`;

/** The on-demand chunk's stylesheet is in: the notices that load after the first paint (Finish, say) are drawn. */
export const LATER_LOADED = `[...document.styleSheets].some((s) => (s.href ?? '').endsWith('/onDemand.css'))`;

/** The win-chance meter's first answer is in (it may add a line to the page). */
export const METER_SHOWN = `/\\d%/.test(document.querySelector('[data-testid="win-meter"]')?.textContent ?? '')`;

export interface Overflow { page: number; outside: string[]; outsideCount: number }
export interface FirstScreen { piles: number; screen: string; pageHeight: number; off: string[] }
