// The card faces' art (dist/cards/faces.svg, built by src/tools/cardArt.mjs) put into the
// popup's own document, where each face draws its symbol with <use href="#C7">. A <use> of
// the file itself (cards/faces.svg#C7) made every move 210 ms to show instead of 33 in
// Chromium (a click on the stock, median of 30). Loaded just after the first paint, off the
// open path; until the art is in, a face is Plot's plain card: its corner and one big suit
// (the class set on <html> below swaps them, board.css). Each face's symbol, once drawn, is
// kept (table/keptArt.ts), so that the next open draws it in its first frame; this loader
// then takes over what that put in.
//
// Only the symbols of the faces in the page are in it: every element of a symbol costs the
// page its node, style and path, and the 52 faces cost some 8 MB where the 15 to 30 on the
// table at a time cost a few (docs/architecture.md, Memory). Each symbol stands alone (no
// reference to another element), so it goes in, or out, by itself as the faces drawn change.
const SVG = 'http://www.w3.org/2000/svg';

/**
 * The ids the faces in `doc` draw. keptArt.ts has the same for the first frame: a module both
 * imported would be a chunk of its own at open (about 500 bytes gzipped, measured).
 */
const drawn = (doc: Document): Set<string> =>
  new Set(Array.from(doc.querySelectorAll('.card.face .art use'), (use) => (use.getAttribute('href') ?? '').slice(1)));

/** Each face's symbol, as text, by its id (C1 … S13), from the faces' file. */
export function faceSymbols(file: string): Map<string, string> {
  const symbols = new Map<string, string>();
  for (const m of file.matchAll(/<symbol id="([^"]+)"[^]*?<\/symbol>/g)) symbols.set(m[1], m[0]);
  return symbols;
}

/**
 * Reads the faces' file (its text, as read: popup/main.tsx asks for it while the first frame
 * is drawn), puts the symbols of the faces in `doc` into one hidden <svg> at the end of its
 * body, and marks <html> `art-ready`; from then on, whenever the page changes, adds the
 * symbol of a face newly drawn (before the frame that shows it: a MutationObserver runs
 * before the page is painted) and takes out those no face draws any more. A file that cannot
 * be read leaves the plain cards: nothing else depends on the art.
 *
 * With `cache` (table/keptArt.ts's), each symbol drawn is kept there unless it is already,
 * word for word; of those keptArt put in at open, the ones the file holds word for word stay
 * (an older art's are replaced).
 */
export async function loadCardArt(doc: Document, faces: Promise<string>, cache?: { get(id: string): string | null; set(id: string, text: string): void }): Promise<boolean> {
  try {
    const symbols = faceSymbols(await faces);
    if (symbols.size === 0) throw new Error('no faces in the file');
    // Each symbol parsed once, when first drawn, and kept: a symbol no face draws is taken out
    // of the page (out of its styles and layout) but not dropped, since parsing it again made a
    // document and a copy of the symbol each time (garbage for the page's next collection).
    const made = new Map<string, Element>();
    const kept = (id: string) => cache?.get(id) === symbols.get(id);
    // The ids found kept, or written, by this page: each face's storage read once.
    const known = new Set<string>();
    const keep = (id: string) => {
      if (!cache || known.has(id)) return;
      if (!kept(id)) cache.set(id, symbols.get(id)!);
      known.add(id);
    };
    let holder = doc.querySelector('svg.art-sprite');
    for (const symbol of Array.from(holder?.children ?? [])) {
      if (kept(symbol.id)) made.set(symbol.id, symbol);
      else symbol.remove();
    }
    if (!holder) {
      holder = doc.createElementNS(SVG, 'svg');
      holder.setAttribute('class', 'art-sprite');
      holder.setAttribute('aria-hidden', 'true');
      holder.setAttribute('focusable', 'false');
    }
    const sprite = holder;
    const symbolOf = (id: string): Element | undefined => {
      const text = symbols.get(id);
      if (made.has(id) || text === undefined) return made.get(id);
      const symbol = new DOMParser().parseFromString(`<svg xmlns="${SVG}">${text}</svg>`, 'image/svg+xml').documentElement.firstElementChild;
      if (symbol?.localName === 'symbol') made.set(id, doc.importNode(symbol, true));
      return made.get(id);
    };
    const sync = () => {
      const wanted = drawn(doc);
      for (const symbol of Array.from(sprite.children)) if (!wanted.delete(symbol.id)) symbol.remove();
      for (const id of wanted) {
        const symbol = symbolOf(id);
        if (!symbol) continue;
        sprite.appendChild(symbol);
        keep(id);
      }
    };
    sync();
    doc.body.appendChild(sprite);
    new MutationObserver(sync).observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['href'] });
    doc.documentElement.classList.add('art-ready');
    return true;
  } catch {
    return false;
  }
}
