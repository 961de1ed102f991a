// Contrast of the card corners' ranks, measured from the browser's computed colours. axe
// leaves them undecided ("too short to tell whether it is text": one or two characters),
// yet they are the text a player reads most.
import type { Page } from 'playwright-core';

type Rgb = [number, number, number];

const channel = (c: number): number => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgb): number => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** WCAG 2 contrast ratio of two opaque colours. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export interface CornerContrast {
  /** Pile and card, e.g. "t3 card 2 (suit-H)". */
  where: string;
  ratio: number;
}

/**
 * Every card corner on the page (a card hidden under a foundation's top card has none) with
 * its contrast against its card, both as drawn: a `brightness()` filter on the card
 * (covered waste cards are dimmed) darkens both.
 */
export async function cornerContrasts(page: Page): Promise<CornerContrast[]> {
  const raw = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-pile] .card.face:has(.corner)')].map((card, i) => {
      const s = getComputedStyle(card);
      const dim = /brightness\(([\d.]+)\)/.exec(s.filter);
      return {
        where: `${card.closest('[data-pile]')!.getAttribute('data-pile')} card ${i} (${[...card.classList].filter((c) => c.startsWith('suit-')).join('')})`,
        ink: getComputedStyle(card.querySelector('.corner')!).color,
        paper: s.backgroundColor,
        factor: dim ? Number(dim[1]) : 1,
      };
    }),
  );
  const rgb = (css: string, factor: number): Rgb => {
    const m = /rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)/.exec(css);
    if (!m || (m[4] !== undefined && Number(m[4]) < 1)) throw new Error(`not an opaque colour: ${css}`);
    return [Number(m[1]) * factor, Number(m[2]) * factor, Number(m[3]) * factor];
  };
  return raw.map((c) => ({ where: c.where, ratio: contrastRatio(rgb(c.ink, c.factor), rgb(c.paper, c.factor)) }));
}
