// The card faces' art (dist/cards/faces.svg, built by src/tools/cardArt.mjs) put into the
// popup's own document, where each face draws its symbol with <use href="#C7">. A <use> of
// the file itself (cards/faces.svg#C7) made every move 210 ms to show instead of 33 in
// Chromium (a click on the stock, median of 30). Loaded just after the first paint, off the
// open path; until the art is in, a face is Plot's plain card: its corner and one big suit
// (the class set on <html> below swaps them, board.css).
const SVG = 'http://www.w3.org/2000/svg';

/**
 * Puts the symbols and shared shapes of the faces' file (its text, as read: popup/main.tsx
 * asks for it while the first frame is drawn) into one hidden <svg> at the end of `doc`'s
 * body; then marks <html> `art-ready`. A file that cannot be read leaves the plain cards:
 * nothing else depends on the art.
 */
export async function loadCardArt(doc: Document, faces: Promise<string>): Promise<boolean> {
  try {
    const file = new DOMParser().parseFromString(await faces, 'image/svg+xml').documentElement;
    if (file.namespaceURI !== SVG) throw new Error('not an SVG file');
    const holder = doc.createElementNS(SVG, 'svg');
    holder.setAttribute('class', 'art-sprite');
    holder.setAttribute('aria-hidden', 'true');
    holder.setAttribute('focusable', 'false');
    for (const part of Array.from(file.children)) holder.appendChild(doc.importNode(part, true));
    doc.body.appendChild(holder);
    doc.documentElement.classList.add('art-ready');
    return true;
  } catch {
    return false;
  }
}
