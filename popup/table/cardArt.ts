// The card faces' art (dist/cards/faces.svg, built by src/tools/cardArt.mjs) put into the
// popup's own document, where each face draws its symbol with <use href="#C7">. A <use> of
// the file itself (cards/faces.svg#C7) made every move 210 ms to show instead of 33 in
// Chromium (a click on the stock, median of 30). Loaded just after the first paint, off the
// open path; until the art is in, a face is Plot's plain card: its corner and one big suit
// (the class set on <html> below swaps them, board.css).
//
// Only the symbols of the faces in the page are in it: every element of a symbol costs the
// page its node, style and path, and the 52 faces cost some 8 MB where the 15 to 30 on the
// table at a time cost a few (docs/architecture.md, Memory). Each symbol stands alone (no
// reference to another element), so it goes in, or out, by itself as the faces drawn change.
const SVG = 'http://www.w3.org/2000/svg';

/** Each face's symbol, as text, by its id (C1 … S13), from the faces' file. */
export function faceSymbols(file: string): Map<string, string> {
  const symbols = new Map<string, string>();
  for (const m of file.matchAll(/<symbol id="([^"]+)"[^]*?<\/symbol>/g)) symbols.set(m[1], m[0]);
  return symbols;
}

/** The ids the faces in `doc` draw. */
const drawn = (doc: Document): Set<string> =>
  new Set(Array.from(doc.querySelectorAll('.card.face .art use'), (use) => (use.getAttribute('href') ?? '').slice(1)));

/**
 * Reads the faces' file (its text, as read: popup/main.tsx asks for it while the first frame
 * is drawn), puts the symbols of the faces in `doc` into one hidden <svg> at the end of its
 * body, and marks <html> `art-ready`; from then on, whenever the page changes, adds the
 * symbol of a face newly drawn (before the frame that shows it: a MutationObserver runs
 * before the page is painted) and takes out those no face draws any more. A file that cannot
 * be read leaves the plain cards: nothing else depends on the art.
 */
export async function loadCardArt(doc: Document, faces: Promise<string>): Promise<boolean> {
  try {
    const symbols = faceSymbols(await faces);
    if (symbols.size === 0) throw new Error('no faces in the file');
    const holder = doc.createElementNS(SVG, 'svg');
    holder.setAttribute('class', 'art-sprite');
    holder.setAttribute('aria-hidden', 'true');
    holder.setAttribute('focusable', 'false');
    // Each symbol parsed once, when first drawn, and kept: a symbol no face draws is taken out
    // of the page (out of its styles and layout) but not dropped, since parsing it again made a
    // document and a copy of the symbol each time (garbage for the page's next collection).
    const made = new Map<string, Element>();
    const symbolOf = (id: string): Element | undefined => {
      const text = symbols.get(id);
      if (made.has(id) || text === undefined) return made.get(id);
      const symbol = new DOMParser().parseFromString(`<svg xmlns="${SVG}">${text}</svg>`, 'image/svg+xml').documentElement.firstElementChild;
      if (symbol?.localName === 'symbol') made.set(id, doc.importNode(symbol, true));
      return made.get(id);
    };
    const sync = () => {
      const wanted = drawn(doc);
      for (const symbol of Array.from(holder.children)) if (!wanted.delete(symbol.id)) symbol.remove();
      for (const id of wanted) {
        const symbol = symbolOf(id);
        if (symbol) holder.appendChild(symbol);
      }
    };
    sync();
    doc.body.appendChild(holder);
    new MutationObserver(sync).observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['href'] });
    doc.documentElement.classList.add('art-ready');
    return true;
  } catch {
    return false;
  }
}
