// The faces' art in the popup's first frame: each face's symbol, once drawn, is kept in the
// page's localStorage under its own key (table/cardArt.ts writes it), and the next open puts
// in the symbols of the faces it draws before its first paint. Only when every face drawn has
// its symbol kept: a face whose symbol is missing would be an empty card until the art's file
// is read, where the plain card (its corner and one big suit) is at least a card.
//
// localStorage, not storage.local: it is a cache of the extension's own file, not the
// player's data (docs/dev/popup.md, Storage). Read synchronously, a face at a time, it adds no
// bytes to the save's early read; each face is written once, not the table's set at every
// move; and a write is heard by no page of the extension (storage.onChanged would hand every
// open page the old and the new set, some 200 kB mid-game, at each move).
const SVG = 'http://www.w3.org/2000/svg';

/** Where a face's symbol is kept, and read; nothing when the page may not use localStorage. */
export const artCache = {
  get(id: string): string | null {
    try {
      return localStorage.getItem(`plot.art.${id}`);
    } catch {
      return null;
    }
  },
  set(id: string, text: string): void {
    try {
      localStorage.setItem(`plot.art.${id}`, text);
    } catch {
      // Full or refused: that face's art comes from the file at the next open, as on a first one.
    }
  },
};

/** The ids of the symbols the faces in `doc` draw, each once (as table/cardArt.ts's `drawn`). */
const drawnFaces = (doc: Document): string[] => [
  ...new Set(Array.from(doc.querySelectorAll('.card.face .art use'), (use) => (use.getAttribute('href') ?? '').slice(1))),
];

/**
 * Puts the kept symbols of the faces drawn in `doc` into one hidden <svg> (the one
 * table/cardArt.ts then takes over) and marks <html> `art-ready`; true when it did. A face
 * with no symbol kept, or kept text that is not its symbol, leaves the plain faces, as on a
 * first open (a symbol damaged inside shows so until the file's replaces it, table/cardArt.ts).
 */
export function placeKeptArt(doc: Document): boolean {
  const ids = drawnFaces(doc);
  const texts = ids.map(artCache.get);
  if (texts.includes(null)) return false;
  // Read by the HTML parser (an inert document, as the XML one's), in less than half the XML
  // parser's time: 3.5 ms against 8.3 for deal 1's 183 kB at 60% of its line (headless
  // Chromium). It mends what it reads, so a text that is not one whole symbol each shows as
  // other elements than those.
  const holder = new DOMParser().parseFromString(`<svg xmlns="${SVG}" class="art-sprite" aria-hidden="true" focusable="false">${texts.join('')}</svg>`, 'text/html').body.firstElementChild;
  const read = (list: string[]) => list.join();
  if (!holder || read(Array.from(holder.children, (el) => el.localName + el.id)) !== read(ids.map((id) => `symbol${id}`))) return false;
  doc.body.appendChild(doc.importNode(holder, true));
  doc.documentElement.classList.add('art-ready');
  return true;
}
