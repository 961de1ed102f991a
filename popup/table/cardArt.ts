// The card faces' art (dist/cards/faces.svg, built by src/tools/cardArt.mjs) put into the
// popup's own document, where each face draws its symbol with <use href="#C7">. A <use> of
// the file itself (cards/faces.svg#C7) made every move 210 ms to show instead of 33 in
// Chromium (a click on the stock, median of 30). Loaded just after the first paint, off the
// open path; until the art is in, a face is Plot's plain card: its corner and one big suit
// (the class set on <html> below swaps them, board.css).
/** The file of the faces: all 52 in one (read at once, one file costs the least). */
export const ART_FILES: readonly string[] = ['faces'];

const SVG = 'http://www.w3.org/2000/svg';

/** The art's files as text, in ART_FILES' order. */
export const readCardArt = (read: (file: string) => Promise<string> = readFile): Promise<string[]> => Promise.all(ART_FILES.map(read));

/**
 * Puts the symbols and shared shapes of the art's files into one hidden <svg> at the end of
 * `doc`'s body; then marks <html> `art-ready`. A file that cannot be read leaves the plain
 * cards: nothing else depends on the art.
 */
export async function loadCardArt(doc: Document = document, files: Promise<string[]> = readCardArt()): Promise<boolean> {
  try {
    const texts = await files;
    const holder = doc.createElementNS(SVG, 'svg');
    holder.setAttribute('class', 'art-sprite');
    holder.setAttribute('aria-hidden', 'true');
    holder.setAttribute('focusable', 'false');
    const parser = new DOMParser();
    for (const text of texts) {
      const file = parser.parseFromString(text, 'image/svg+xml').documentElement;
      if (file.namespaceURI !== SVG) throw new Error('not an SVG file');
      for (const part of Array.from(file.children)) holder.appendChild(doc.importNode(part, true));
    }
    doc.body.appendChild(holder);
    doc.documentElement.classList.add('art-ready');
    return true;
  } catch {
    return false;
  }
}

const readFile = async (file: string): Promise<string> => {
  const response = await fetch(`cards/${file}.svg`);
  if (!response.ok) throw new Error(`cards/${file}.svg: ${response.status}`);
  return response.text();
};
