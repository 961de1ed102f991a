// What is wrong with an open panel's geometry, measured in the page (self-contained, so a
// Firefox test can send its text too): the page scrolling sideways, the panel outside the
// viewport, text under 11 px, text wider than its box or cut by an ancestor's overflow, a
// box inside the panel that scrolls its own text, a figure's name run into its value, and on
// a phone a button under a finger's 44 px. A phone's full-screen panel alone may scroll, and only down, as a whole.

export interface PanelCheck {
  /** The panel's selector. */
  selector: string;
  /** A phone: the panel may scroll as a whole (down only), buttons are a finger's 44 px. */
  phone: boolean;
}

/** Runs in the page: the problems found, each as a line naming the element. */
export function panelProblems({ selector, phone }: PanelCheck): string[] {
  const out: string[] = [];
  const MIN_TEXT = 11;
  const MIN_TARGET = 44;
  const SLACK = 0.5;
  const name = (el: Element) => {
    const words = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}> "${words}"`;
  };
  const de = document.documentElement;
  const sideways = Math.max(de.scrollWidth - de.clientWidth, document.body.scrollWidth - document.body.clientWidth);
  if (sideways > 0) out.push(`the page scrolls sideways by ${sideways} px`);
  const panel = document.querySelector<HTMLElement>(selector);
  if (!panel) return [...out, `no ${selector}`];
  const vw = innerWidth;
  const vh = innerHeight;
  const p = panel.getBoundingClientRect();
  if (p.left < -SLACK || p.top < -SLACK || p.right > vw + SLACK || p.bottom > vh + SLACK) {
    out.push(`the panel (${Math.round(p.left)},${Math.round(p.top)})–(${Math.round(p.right)},${Math.round(p.bottom)}) is not inside the ${vw}×${vh} viewport`);
  }
  // Shown, and not text kept for a screen reader alone (a 1 px box that hides its overflow).
  const forReaders = (el: Element) => {
    for (let a: Element | null = el; a && a !== panel.parentElement; a = a.parentElement) {
      const r = a.getBoundingClientRect();
      if (r.width <= 1 && r.height <= 1 && getComputedStyle(a).overflow !== 'visible') return true;
    }
    return false;
  };
  const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions) && !forReaders(el);
  for (const el of [panel, ...panel.querySelectorAll<HTMLElement>('*')]) {
    if (!shown(el)) continue;
    const cs = getComputedStyle(el);
    const inline = cs.display === 'inline' || cs.display === 'contents';
    if (!inline && el.clientWidth > 0 && el.scrollWidth > el.clientWidth) {
      out.push(`${name(el)} holds ${el.scrollWidth} px in ${el.clientWidth} px`);
    }
    const scroller = /auto|scroll/.test(`${cs.overflowX} ${cs.overflowY}`) || el.tagName === 'TEXTAREA';
    const scrollsDown = el.scrollHeight > el.clientHeight;
    if (scroller && scrollsDown && !(phone && el === panel)) {
      out.push(`${name(el)} scrolls its own content (${el.scrollHeight} px in ${el.clientHeight} px)`);
    }
    if ((el.tagName === 'TEXTAREA' || el.tagName === 'INPUT') && parseFloat(cs.fontSize) < MIN_TEXT) {
      out.push(`${name(el)}: its text is ${cs.fontSize}`);
    }
    if (phone && (el.tagName === 'BUTTON' || (el.tagName === 'LABEL' && el.querySelector('input')))) {
      const r = el.getBoundingClientRect();
      if (r.height < MIN_TARGET - SLACK || (el.tagName === 'BUTTON' && r.width < MIN_TARGET - SLACK)) {
        out.push(`${name(el)} is ${Math.round(r.width)}×${Math.round(r.height)} px, under a finger's ${MIN_TARGET}`);
      }
    }
  }
  // The boxes whose overflow clips `el`'s content: `el`, then its containing blocks (an
  // absolute box escapes ancestors up to the positioned one, a fixed one all of them).
  const clipper = (el: Element, r: DOMRect, down: (a: Element) => boolean): Element | undefined => {
    let position = 'static';
    for (let a: Element | null = el; a && a !== de; a = a.parentElement) {
      const acs = getComputedStyle(a);
      const transformed = acs.transform !== 'none' || acs.filter !== 'none' || /paint|strict|content/.test(acs.contain);
      const contains = a === el || position === 'static' || position === 'relative' || position === 'sticky'
        || (position === 'absolute' && (acs.position !== 'static' || transformed)) || (position === 'fixed' && transformed);
      if (!contains) continue;
      if (!(acs.overflowX === 'visible' && acs.overflowY === 'visible')) {
        const box = a.getBoundingClientRect();
        const d = down(a);
        if (r.left < box.left - SLACK || r.right > box.right + SLACK || (d && (r.top < box.top - SLACK || r.bottom > box.bottom + SLACK))) return a;
      }
      position = acs.position;
    }
    return undefined;
  };
  // The boxes of `node`'s text, one per line it takes.
  const lines = (node: Node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return [...range.getClientRects()].filter((r) => r.width > 0);
  };
  const walker = document.createTreeWalker(panel, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement!;
    if ((node.textContent ?? '').trim() === '' || !shown(el)) continue;
    const size = parseFloat(getComputedStyle(el).fontSize);
    if (size < MIN_TEXT) out.push(`${name(el)}: its text is ${size} px`);
    const rects = lines(node);
    const cut = (r: DOMRect, box: { left: number; right: number; top: number; bottom: number }, down: boolean) =>
      r.left < box.left - SLACK || r.right > box.right + SLACK || (down && (r.top < box.top - SLACK || r.bottom > box.bottom + SLACK));
    for (const r of rects) {
      // The viewport: across always; down too, unless the phone's panel scrolls it into view.
      if (cut(r, { left: 0, right: vw, top: 0, bottom: vh }, !phone)) {
        out.push(`${name(el)}: text at (${Math.round(r.left)},${Math.round(r.top)})–(${Math.round(r.right)},${Math.round(r.bottom)}) outside the viewport`);
      }
      const by = clipper(el, r, (a) => !(phone && a === panel));
      if (by) out.push(`${name(el)}: text cut by ${name(by).slice(0, 50)}`);
    }
  }
  // A figure's name and its value (a <dt> and <dd> side by side) on one line with no room
  // between them read as one word ("Precisióncalculándola…"): nothing is cut, so the checks
  // above do not see it. Their text's boxes, line by line, are compared.
  const GAP = 4;
  for (const row of panel.querySelectorAll('dl > div')) {
    const dt = row.querySelector('dt');
    const dd = row.querySelector('dd');
    if (!dt || !dd || !shown(dd)) continue;
    for (const a of lines(dt)) {
      for (const b of lines(dd)) {
        const oneLine = a.top < b.bottom - SLACK && b.top < a.bottom - SLACK;
        const apart = Math.max(b.left - a.right, a.left - b.right);
        if (oneLine && apart < GAP) out.push(`${name(row)}: its name and value touch (${Math.round(apart)} px apart)`);
      }
    }
  }
  return [...new Set(out)];
}
