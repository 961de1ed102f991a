// @vitest-environment happy-dom
// The faces' art in the popup's first frame (issue 34): the loader keeps the symbols of the
// faces drawn in storage once they stay the same a while, or at once when the page is hidden,
// and writes nothing it already holds; the next open puts them in before the first frame only
// when every face drawn has its symbol kept (anything else leaves the plain faces); the loader
// then takes over the symbols the file holds word for word and replaces an older art's.
import { join } from 'node:path';
import { cleanup, render } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Card, cardRank, cardSuit } from '../../src/engine/index';
import { CardFace, faceSymbolId } from '../../popup/table/Card';
import { KEEP_AFTER_MS, faceSymbols, loadCardArt } from '../../popup/table/cardArt';
import { placeKeptArt } from '../../popup/table/keptArt';
import { cardArtFiles } from '../../src/tools/cardArtBuild.mjs';

const ROOT = join(__dirname, '..', '..');
const idOf = (c: Card) => faceSymbolId(cardSuit(c), cardRank(c));
const Faces = ({ cards }: { cards: Card[] }) => (
  <div>
    {cards.map((c) => (
      <CardFace card={c} />
    ))}
  </div>
);
const inPage = () => Array.from(document.querySelectorAll('.art-sprite symbol'), (el) => el.id).sort();
const artReady = () => document.documentElement.classList.contains('art-ready');
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A store's `set` under the art's key, recording each write. */
function keeper() {
  const writes: Record<string, string | undefined>[] = [];
  return { writes, keep: async (texts: Record<string, string | undefined>) => void writes.push(texts) };
}

function hide(hidden: boolean): void {
  Object.defineProperty(document, 'visibilityState', { value: hidden ? 'hidden' : 'visible', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

let file = '';
let symbols = new Map<string, string>();
beforeAll(async () => {
  file = (await cardArtFiles(ROOT)).find(([path]) => path === 'cards/faces.svg')![1].toString('utf8');
  symbols = faceSymbols(file);
}, 60_000);

afterEach(() => {
  cleanup();
  document.querySelector('.art-sprite')?.remove();
  document.documentElement.classList.remove('art-ready');
  hide(false);
});

/** The file's own symbols of `cards`, as the loader keeps them. */
const keptOf = (cards: Card[]) => Object.fromEntries(cards.map((c) => [idOf(c), symbols.get(idOf(c))]));

describe('the art kept for the next open (popup/table/cardArt.ts)', () => {
  it('writes the symbols of the faces drawn once they have stayed the same a while, each write whole and from the file', async () => {
    const { writes, keep } = keeper();
    const { rerender } = render(<Faces cards={[3, 3, 17]} />);
    expect(await loadCardArt(document, Promise.resolve(file), undefined, keep)).toBe(true);
    expect(writes).toEqual([]);
    await pause(KEEP_AFTER_MS + 200);
    expect(writes).toEqual([keptOf([3, 17])]);
    // The faces change twice quickly: one write, of the last.
    rerender(<Faces cards={[3, 40]} />);
    await pause(KEEP_AFTER_MS / 4);
    rerender(<Faces cards={[40, 51]} />);
    await pause(KEEP_AFTER_MS / 4);
    expect(writes).toHaveLength(1);
    await pause(KEEP_AFTER_MS + 200);
    expect(writes).toEqual([keptOf([3, 17]), keptOf([40, 51])]);
  });

  it('writes at once when the page is hidden (the popup closed), and never what storage already holds', async () => {
    const { writes, keep } = keeper();
    const { rerender } = render(<Faces cards={[5]} />);
    await loadCardArt(document, Promise.resolve(file), undefined, keep);
    rerender(<Faces cards={[5, 30]} />);
    await pause(10);
    hide(true);
    expect(writes).toEqual([keptOf([5, 30])]);
    hide(true);
    await pause(KEEP_AFTER_MS + 200);
    expect(writes).toHaveLength(1);
  });

  it('is not put off by the page changing elsewhere (the clock, the meter) while the faces stay', async () => {
    const { writes, keep } = keeper();
    render(<Faces cards={[11]} />);
    await loadCardArt(document, Promise.resolve(file), undefined, keep);
    const ticking = document.createElement('span');
    document.body.appendChild(ticking);
    for (let t = 0; t < KEEP_AFTER_MS + 400; t += KEEP_AFTER_MS / 5) {
      ticking.replaceChildren(document.createTextNode(String(t)));
      await pause(KEEP_AFTER_MS / 5);
    }
    ticking.remove();
    expect(writes).toEqual([keptOf([11])]);
  });

  it('a write that fails is a cache missed: the art stays and the page goes on', async () => {
    const { rerender } = render(<Faces cards={[8]} />);
    await loadCardArt(document, Promise.resolve(file), undefined, () => Promise.reject(new Error('QUOTA_BYTES quota exceeded')));
    hide(true);
    rerender(<Faces cards={[8, 9]} />);
    await pause(10);
    expect(inPage()).toEqual([idOf(8), idOf(9)].sort());
  });
});

describe('the kept art in the first frame (popup/table/keptArt.ts)', () => {
  it('puts in the kept symbols of the faces drawn, each once, and marks the art ready', () => {
    render(<Faces cards={[0, 12, 12, 51]} />);
    expect(placeKeptArt(document, { ...keptOf([0, 12, 51]), [idOf(20)]: symbols.get(idOf(20)) })).toBe(true);
    expect(artReady()).toBe(true);
    expect(inPage()).toEqual([idOf(0), idOf(12), idOf(51)].sort());
    expect(document.querySelector('.art-sprite')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('leaves the plain faces when a face drawn has no symbol kept, or what is kept is not the art', () => {
    render(<Faces cards={[0, 12]} />);
    const wrong: unknown[] = [undefined, null, 'C1', [symbols.get(idOf(0))], keptOf([0]), { ...keptOf([0]), [idOf(12)]: 7 }, { ...keptOf([0]), [idOf(12)]: '<symbol id="x"><path d="M0 0"></symbol>' }];
    for (const kept of wrong) {
      expect(placeKeptArt(document, kept), JSON.stringify(kept)?.slice(0, 60)).toBe(false);
      expect(artReady()).toBe(false);
      expect(document.querySelector('.art-sprite')).toBeNull();
    }
  });

  it('the loader takes over: the symbols the file holds word for word stay, an older art\'s is replaced, and it is written again', async () => {
    render(<Faces cards={[2, 44]} />);
    const older = symbols.get(idOf(44))!.replace(/<path /, '<path data-older="1" ');
    expect(placeKeptArt(document, { ...keptOf([2]), [idOf(44)]: older })).toBe(true);
    const same = document.querySelector(`symbol#${idOf(2)}`);
    expect(document.querySelector(`symbol#${idOf(44)} [data-older]`)).not.toBeNull();
    const { writes, keep } = keeper();
    await loadCardArt(document, Promise.resolve(file), { ...keptOf([2]), [idOf(44)]: older }, keep);
    expect(document.querySelectorAll('.art-sprite')).toHaveLength(1);
    expect(inPage()).toEqual([idOf(2), idOf(44)].sort());
    expect(document.querySelector(`symbol#${idOf(2)}`)).toBe(same);
    expect(document.querySelector(`symbol#${idOf(44)} [data-older]`)).toBeNull();
    await pause(KEEP_AFTER_MS + 200);
    expect(writes).toEqual([keptOf([2, 44])]);
  });

  it('and writes nothing when storage holds just the faces drawn, from this file', async () => {
    render(<Faces cards={[6, 33]} />);
    expect(placeKeptArt(document, keptOf([6, 33]))).toBe(true);
    const { writes, keep } = keeper();
    await loadCardArt(document, Promise.resolve(file), keptOf([6, 33]), keep);
    await pause(KEEP_AFTER_MS + 200);
    hide(true);
    expect(writes).toEqual([]);
  });
});
