// What the review and the chart after the game must be on every screen (issue 31), measured in
// the page: self-contained functions for page.evaluate. Each returns what is wrong, in words
// (an empty list when all is well), so that a failing test says which element and by how much.

export interface GeometryOptions {
  /** The selector of the box checked: '.game-review' or '.chance-chart'. */
  root: string;
  /** A phone: every button a finger's 44 px. */
  phone: boolean;
  /** The box does not scroll itself: what is in it must lie inside its height too. */
  whole: boolean;
}

/**
 * The page does not scroll sideways; the box lies inside the window's width; every text is
 * drawn 11 px tall or more (an SVG's text at its size times the SVG's scale; CSS zoom counted);
 * no text is wider than its box (cut or scrolled) or hidden by an ancestor that clips; the
 * chart, every card of the board, every paragraph and every button lie inside the box (and
 * the board's cards inside the board); no paragraph so narrow it reads a word or two a line;
 * on a phone, 44 px buttons.
 */
export function geometryProblems({ root, phone, whole }: GeometryOptions): string[] {
  const out: string[] = [];
  const px = (n: number) => Math.round(n * 10) / 10;
  const name = (el: Element) => `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').replace(/ /g, '.')} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
  const { scrollWidth, clientWidth } = document.documentElement;
  if (scrollWidth !== clientWidth) out.push(`page scrolls sideways: ${scrollWidth - clientWidth} px`);
  const box = document.querySelector(root);
  if (!box) return [...out, `${root} not shown`];
  const b = box.getBoundingClientRect();
  if (b.left < -0.5 || b.right > innerWidth + 0.5) out.push(`${root} outside the window's width: ${px(b.left)}–${px(b.right)} of ${innerWidth}`);
  if (whole && (b.top < -0.5 || b.bottom > innerHeight + 0.5)) out.push(`${root} outside the window's height: ${px(b.top)}–${px(b.bottom)} of ${innerHeight}`);
  if (b.width === 0) out.push(`${root} has no width`);

  const zoomOf = (el: Element) => {
    let z = 1;
    for (let a: Element | null = el; a; a = a.parentElement) z *= parseFloat(getComputedStyle(a).zoom) || 1;
    return z;
  };
  const texts = [...box.querySelectorAll('*')].filter((el) =>
    [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '') && el.getClientRects().length > 0);
  if (texts.length < 10) out.push(`only ${texts.length} text elements found in ${root}`);
  for (const el of texts) {
    const size = parseFloat(getComputedStyle(el).fontSize);
    const svg = el instanceof SVGElement ? el.ownerSVGElement : null;
    const drawn = svg ? size * (svg.getBoundingClientRect().width / svg.viewBox.baseVal.width) : size * zoomOf(el);
    if (drawn < 10.95) out.push(`text ${px(drawn)} px: ${name(el)}`);
    if (el instanceof HTMLElement && el.clientWidth > 0 && el.scrollWidth > el.clientWidth) out.push(`text wider than its box by ${el.scrollWidth - el.clientWidth} px: ${name(el)}`);
    // An ancestor up to the box that clips (or scrolls sideways) must hold the text whole.
    const r = el.getBoundingClientRect();
    for (let a = el.parentElement; a && a !== box.parentElement; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const ar = a.getBoundingClientRect();
      const scrollsDown = a === box && !whole;
      if (r.left < ar.left - 0.5 || r.right > ar.right + 0.5 || (!scrollsDown && (r.top < ar.top - 0.5 || r.bottom > ar.bottom + 0.5))) {
        out.push(`text cut by ${name(a)}: ${name(el)}`);
      }
    }
  }

  const inside = (el: Element, what: string, outer = b) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return;
    if (r.left < outer.left - 0.5 || r.right > outer.right + 0.5) out.push(`${what} sideways outside: ${px(r.left)}–${px(r.right)} of ${px(outer.left)}–${px(outer.right)}: ${name(el)}`);
    if (whole && (r.top < outer.top - 0.5 || r.bottom > outer.bottom + 0.5)) out.push(`${what} outside the height: ${px(r.top)}–${px(r.bottom)} of ${px(outer.top)}–${px(outer.bottom)}: ${name(el)}`);
  };
  const chart = box.querySelector('.chart-svg');
  if (!chart) out.push('no chart');
  else inside(chart, 'the chart');
  const board = box.querySelector('[data-testid="review-board"]');
  if (root === '.game-review') {
    if (!board) out.push('no board');
    else {
      inside(board, 'the board');
      const cards = board.querySelectorAll('.card');
      if (cards.length < 20) out.push(`only ${cards.length} cards on the board`);
      for (const card of cards) {
        inside(card, `a card of ${card.closest('[data-pile]')?.getAttribute('data-pile')}`);
        inside(card, `a card of ${card.closest('[data-pile]')?.getAttribute('data-pile')} in the board`, board.getBoundingClientRect());
      }
    }
  }
  // A paragraph of three lines or more with fewer than three words a line stands in too narrow a box.
  for (const p of box.querySelectorAll('p, figcaption, h2')) {
    inside(p, 'text');
    const style = getComputedStyle(p);
    const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
    const lines = Math.round(p.getBoundingClientRect().height / zoomOf(p) / line);
    const words = (p.textContent ?? '').trim().split(/\s+/).length;
    if (lines >= 3 && words / lines < 3) out.push(`${words} words on ${lines} lines: ${name(p)}`);
  }
  for (const button of box.querySelectorAll('button')) {
    inside(button, 'a button');
    const r = button.getBoundingClientRect();
    if (phone && Math.min(r.width, r.height) < 43.5) out.push(`button ${px(r.width)}×${px(r.height)}: ${name(button)}`);
  }
  return out;
}
