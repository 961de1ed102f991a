// @vitest-environment happy-dom
// The faces' art in the popup's first frame (issue 34): the loader keeps each face's symbol
// in localStorage once drawn, from the file, writing a face only when its kept text is not the
// file's; the next open puts the kept symbols in before the first frame only when every face
// drawn has its own (anything else leaves the plain faces); the loader then takes over the
// symbols the file holds word for word and replaces an older art's.
import { join } from 'node:path';
import { cleanup, render } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Card, cardRank, cardSuit } from '../../src/engine/index';
import { CardFace, faceSymbolId } from '../../popup/table/Card';
import { faceSymbols, loadCardArt } from '../../popup/table/cardArt';
import { artCache, placeKeptArt } from '../../popup/table/keptArt';
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
const settle = () => new Promise((done) => setTimeout(done, 10));
/** What localStorage holds for the art: face id → text. */
const keptNow = () =>
  Object.fromEntries(
    Object.keys(localStorage)
      .filter((k) => k.startsWith('plot.art.'))
      .map((k) => [k.slice('plot.art.'.length), localStorage.getItem(k)]),
  );

let file = '';
let symbols = new Map<string, string>();
beforeAll(async () => {
  file = (await cardArtFiles(ROOT)).find(([path]) => path === 'cards/faces.svg')![1].toString('utf8');
  symbols = faceSymbols(file);
}, 60_000);

/**
 * artCache for this test's loader alone: a loader's MutationObserver outlives its test (the
 * page's would live as long as the page), and an earlier test's would write into this one's.
 */
let live = { on: true };
const cache = () => {
  const mine = live;
  const writes: string[] = [];
  const set = (id: string, text: string) => {
    if (!mine.on) return;
    writes.push(id);
    artCache.set(id, text);
  };
  return { writes, get: (id: string) => (mine.on ? artCache.get(id) : null), set };
};
beforeEach(() => {
  localStorage.clear();
  live = { on: true };
});
afterEach(() => {
  live.on = false;
  cleanup();
  vi.unstubAllGlobals();
  document.querySelector('.art-sprite')?.remove();
  document.documentElement.classList.remove('art-ready');
});

/** The file's own symbols of `cards`, as the loader keeps them. */
const keptOf = (cards: Card[]) => Object.fromEntries(cards.map((c) => [idOf(c), symbols.get(idOf(c))!]));
const keep = (texts: Record<string, string>) => {
  for (const [id, text] of Object.entries(texts)) localStorage.setItem(`plot.art.${id}`, text);
};

describe('each face\'s art kept for the next open (popup/table/cardArt.ts)', () => {
  it('writes the symbol of each face drawn, from the file, once: a face drawn again is not written again', async () => {
    const mine = cache();
    const { rerender } = render(<Faces cards={[3, 3, 17]} />);
    expect(await loadCardArt(document, Promise.resolve(file), mine)).toBe(true);
    expect(keptNow()).toEqual(keptOf([3, 17]));
    expect(mine.writes).toHaveLength(2);
    rerender(<Faces cards={[3, 40]} />);
    await settle();
    rerender(<Faces cards={[17, 40, 51]} />);
    await settle();
    expect(keptNow()).toEqual(keptOf([3, 17, 40, 51]));
    expect(mine.writes.sort()).toEqual([3, 17, 40, 51].map(idOf).sort());
  });

  it('writes a face kept from an older art again, and none kept word for word', async () => {
    keep({ ...keptOf([5]), [idOf(30)]: symbols.get(idOf(30))!.replace(/<path /, '<path data-older="1" ') });
    const mine = cache();
    render(<Faces cards={[5, 30]} />);
    await loadCardArt(document, Promise.resolve(file), mine);
    expect(mine.writes).toEqual([idOf(30)]);
    expect(keptNow()).toEqual(keptOf([5, 30]));
  });

  it('a localStorage that refuses (full, or not allowed): the art still draws, and the page goes on', async () => {
    keep(keptOf([8]));
    const refuse = (name: string) => () => {
      throw new DOMException('refused', name);
    };
    vi.stubGlobal('localStorage', { getItem: refuse('SecurityError'), setItem: refuse('QuotaExceededError') });
    const { rerender } = render(<Faces cards={[8]} />);
    expect(placeKeptArt(document)).toBe(false);
    expect(await loadCardArt(document, Promise.resolve(file), cache())).toBe(true);
    rerender(<Faces cards={[8, 9]} />);
    await settle();
    expect(inPage()).toEqual([idOf(8), idOf(9)].sort());
  });
});

describe('the kept art in the first frame (popup/table/keptArt.ts)', () => {
  it('puts in the kept symbols of the faces drawn, each once, and marks the art ready', () => {
    keep(keptOf([0, 12, 51, 20]));
    render(<Faces cards={[0, 12, 12, 51]} />);
    expect(placeKeptArt(document)).toBe(true);
    expect(artReady()).toBe(true);
    expect(inPage()).toEqual([idOf(0), idOf(12), idOf(51)].sort());
    expect(document.querySelector('.art-sprite')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('leaves the plain faces when a face drawn has no symbol kept, or what is kept is not its symbol', () => {
    render(<Faces cards={[0, 12]} />);
    const wrong: Record<string, string>[] = [
      {},
      keptOf([0]),
      { ...keptOf([0]), [idOf(12)]: 'C1' },
      { ...keptOf([0]), [idOf(12)]: '<symbol id="x"><path d="M0 0"></symbol>' },
      { ...keptOf([0]), [idOf(12)]: symbols.get(idOf(13))! },
      { ...keptOf([0]), [idOf(12)]: '<g></g>' },
    ];
    for (const [i, kept] of wrong.entries()) {
      localStorage.clear();
      keep(kept);
      expect(placeKeptArt(document), `case ${i}`).toBe(false);
      expect(artReady()).toBe(false);
      expect(document.querySelector('.art-sprite')).toBeNull();
    }
  });

  it('the loader takes over: the symbols the file holds word for word stay, an older art\'s is replaced', async () => {
    keep({ ...keptOf([2]), [idOf(44)]: symbols.get(idOf(44))!.replace(/<path /, '<path data-older="1" ') });
    render(<Faces cards={[2, 44]} />);
    expect(placeKeptArt(document)).toBe(true);
    const same = document.querySelector(`symbol#${idOf(2)}`);
    expect(document.querySelector(`symbol#${idOf(44)} [data-older]`)).not.toBeNull();
    await loadCardArt(document, Promise.resolve(file), cache());
    expect(document.querySelectorAll('.art-sprite')).toHaveLength(1);
    expect(inPage()).toEqual([idOf(2), idOf(44)].sort());
    expect(document.querySelector(`symbol#${idOf(2)}`)).toBe(same);
    expect(document.querySelector(`symbol#${idOf(44)} [data-older]`)).toBeNull();
    expect(keptNow()).toEqual(keptOf([2, 44]));
  });
});
