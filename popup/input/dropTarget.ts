// Where a card dragged by a finger lands: on the pile its ghost (the card drawn under the
// finger) covers most, as the player sees it, and not on whatever lies under the finger's
// point, which the finger hides and which may be a gap or the next row. What the drop then
// means stays the engine's (useBoardInput asks it through moves.ts).
import type { PileId } from '../../src/engine/index';

export interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/**
 * The share of the ghost a pile must cover to take the card: below it the card is shown
 * beside the pile rather than on it (a corner over a pile's edge), and the drop is over no pile.
 */
export const MIN_COVER = 0.25;

const area = (b: Box): number => Math.max(0, b.right - b.left) * Math.max(0, b.bottom - b.top);

export const intersection = (a: Box, b: Box): Box => ({
  left: Math.max(a.left, b.left),
  top: Math.max(a.top, b.top),
  right: Math.min(a.right, b.right),
  bottom: Math.min(a.bottom, b.bottom),
});

export interface PileBox {
  readonly id: PileId;
  readonly box: Box;
}

/** The piles the ghost covers enough to land on, the most covered first (ties keep the piles' order). */
export function coverOrder<P extends PileBox>(ghost: Box, piles: readonly P[]): { pile: P; cover: Box; share: number }[] {
  const whole = area(ghost);
  if (whole === 0) return [];
  return piles
    .map((pile) => {
      const cover = intersection(ghost, pile.box);
      return { pile, cover, share: area(cover) / whole };
    })
    .filter((p) => p.share >= MIN_COVER)
    .sort((a, b) => b.share - a.share);
}

/**
 * The pile the ghost lands on: the most covered one that is on view there, or none.
 * `visible` says whether a pile is what the player sees at a point of its covered part (not
 * hidden there under a panel); a pile it refuses is passed over.
 */
export function pileUnderCard<P extends PileBox>(ghost: Box, piles: readonly P[], visible: (pile: P, x: number, y: number) => boolean): PileId | undefined {
  for (const { pile, cover } of coverOrder(ghost, piles)) {
    if (visible(pile, (cover.left + cover.right) / 2, (cover.top + cover.bottom) / 2)) return pile.id;
  }
  return undefined;
}

/**
 * pileUnderCard on the page: every pile's box as drawn, cut to the screen (what lies past
 * its edge is seen under no card); a pile is on view where the page's hit test finds it.
 */
export function pileUnderCardOnPage(ghost: Box): PileId | undefined {
  const screen = { left: 0, top: 0, right: document.documentElement.clientWidth, bottom: window.innerHeight };
  const piles = [...document.querySelectorAll('[data-pile]')].map((element) => {
    const r = element.getBoundingClientRect();
    return { element, id: element.getAttribute('data-pile') as PileId, box: intersection(screen, { left: r.left, top: r.top, right: r.right, bottom: r.bottom }) };
  });
  // The element itself, not its id: the review's board names its piles alike.
  return pileUnderCard(ghost, piles, ({ element }, x, y) => document.elementFromPoint(x, y)?.closest('[data-pile]') === element);
}
