// The faces' art in the popup's first frame: the symbols of the faces on the table when the
// popup was last open, kept in storage by table/cardArt.ts and read with the save
// (loading/earlyRead.ts), put into the page before it is first painted. Only when every face
// drawn has its symbol kept: a face whose symbol is missing would be an empty card until the
// art's file is read, where the plain card (its corner and one big suit) is at least a card.
const SVG = 'http://www.w3.org/2000/svg';

/** The ids of the symbols the faces in `doc` draw, each once (as table/cardArt.ts's `drawn`). */
const drawnFaces = (doc: Document): string[] => [
  ...new Set(Array.from(doc.querySelectorAll('.card.face .art use'), (use) => (use.getAttribute('href') ?? '').slice(1))),
];

/**
 * Puts the kept symbols of the faces drawn in `doc` into one hidden <svg> (the one
 * table/cardArt.ts then takes over) and marks <html> `art-ready`; true when it did. Anything
 * else in storage under the key (an older form, a symbol missing, text that does not parse)
 * leaves the plain faces, as on a first open.
 */
export function placeKeptArt(doc: Document, kept: unknown): boolean {
  if (typeof kept !== 'object' || kept === null) return false;
  const ids = drawnFaces(doc);
  const texts = ids.map((id) => (kept as Record<string, unknown>)[id]);
  if (!texts.every((text) => typeof text === 'string')) return false;
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
