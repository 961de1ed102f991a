// @vitest-environment happy-dom
// The card art (src/tools/cardArt.mjs, made at build time from svg-cards): the files hold the
// 52 faces, each once and standing alone (no reference inside a face), and every art back
// the stylesheet names; the page holds the symbols of the faces drawn, and only those; a face on the board draws the art of the card its corner names,
// wherever it lies (foundation, tableau, reserve, waste, its covered edges) and whatever its
// size; the card back chosen in Settings is stored, read again on reopening, and an old
// settings record without it reads the stripes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Card, SUITS, cardRank, cardSuit } from '../../src/engine/index';
import { CARD_BACKS, DEFAULT_SETTINGS, SETTINGS_KEY, readSettings } from '../../src/storage/prefs';
import { CardFace, faceSymbolId } from '../../popup/table/Card';
import { faceSymbols, loadCardArt } from '../../popup/table/cardArt';
import { rankGlyphOf } from '../../popup/table/names';
import { cardArtFiles } from '../../src/tools/cardArtBuild.mjs';
import { FACE_IDS } from '../../src/tools/cardArt.mjs';
import { pathBounds } from '../../src/tools/svgPaths.mjs';
import { gameOf } from '../e2e/a11yGames';
import { bootFor, quietSettings, renderApp, renderFromStorage } from './helpers';

const ROOT = join(__dirname, '..', '..');
const ALL_CARDS: Card[] = Array.from({ length: 52 }, (_, i) => i);
/** The faces' file, as popup/main.tsx asks for it. */
const FACES = 'cards/faces.svg';

afterEach(cleanup);

describe('the card art files', () => {
  let files: Map<string, string>;
  beforeAll(async () => {
    files = new Map((await cardArtFiles(ROOT)).map(([path, bytes]) => [path, bytes.toString('utf8')]));
  }, 60_000);

  const symbols = (svg: string) => [...svg.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);

  it('hold the 52 faces, each once, in the file the popup reads, under the ids its cards draw', () => {
    const found = symbols(files.get(FACES) ?? '');
    const wanted = ALL_CARDS.map((c) => faceSymbolId(cardSuit(c), cardRank(c)));
    expect(new Set(wanted).size).toBe(52);
    expect(found.sort()).toEqual(wanted.sort());
    expect(FACE_IDS).toEqual(SUITS.flatMap((s) => Array.from({ length: 13 }, (_, i) => `${s}${i + 1}`)));
  });

  it('share one page: no id twice, and each but the cards\' carries the file\'s name (svgo names them a, b, c…)', () => {
    const seen = new Set<string>();
    for (const [, id] of (files.get(FACES) ?? '').matchAll(/\bid="([^"]+)"/g)) {
      expect(seen.has(id), `${id} twice`).toBe(false);
      seen.add(id);
      if (!FACE_IDS.includes(id)) expect(id.startsWith('faces-'), id).toBe(true);
    }
    expect(seen.size).toBeGreaterThanOrEqual(52);
  });

  it('hold each face standing alone: no <use> and no reference inside a symbol, so the page holds only the faces it shows', () => {
    const svg = files.get(FACES) ?? '';
    for (const id of FACE_IDS) {
      const symbol = faceSymbols(svg).get(id);
      expect(symbol, id).toBeDefined();
      expect(symbol, id).not.toMatch(/<use|href=|url\(#/);
      // The pips, figures and index drawn, not left empty by the inlining.
      expect(symbol!.match(/<path/g)?.length ?? 0, id).toBeGreaterThan(0);
      expect(symbol, id).toMatch(/<text[^>]*>(?:A|[2-9]|10|J|Q|K)<\/text>/);
    }
    // A few elements a face, shapes of one paint merged: what the page holds for it (the set's
    // file drew the same with 1,304 elements and some 4,500 nodes in the page).
    expect(svg.match(/<[a-z]/g)!.length).toBeLessThan(700);
    expect(faceSymbols(svg).get('C10')!.match(/<path/g)).toHaveLength(6);
  });

  it('are whole: every reference in a file names an id of that file; no outline, no external reference', () => {
    for (const [path, svg] of files) {
      if (!path.endsWith('.svg')) continue;
      const ids = new Set([...svg.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]));
      const refs = [...svg.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
      for (const ref of refs) expect(ref.startsWith('#') && ids.has(ref.slice(1)), `${path}: ${ref}`).toBe(true);
      expect(svg).not.toMatch(/<script|on[a-z]+="/);
      expect(svg, path).toContain('LGPL-2.1');
    }
  });

  it('bound a path by its points, an arc by its circle, and start it with an absolute move (paths of one paint merged)', () => {
    // A circle as svgo writes it: two half arcs.
    expect(pathBounds('M-2 5a2 2 0 1 0 4 0a2 2 0 1 0-4 0z').box).toEqual([-2, 3, 2, 7]);
    // A lower-case first move is absolute, its further pairs relative lines: so they stay once it follows another path.
    expect(pathBounds('m1 2 3 4 5 6z')).toEqual({ d: 'M1 2l 3 4 5 6z', box: [1, 2, 9, 12] });
    // A smooth curve's reflected control point counts; the box is never smaller than the shape.
    expect(pathBounds('M0 0C0 10 10 10 10 0S20-10 20 0').box).toEqual([0, -10, 20, 10]);
  });

  it('keep the figures where the set draws them, black where it left them unpainted', () => {
    for (const [path, svg] of files) {
      // A matrix made a rotation about a far centre, its angle rounded, throws a figure off the card.
      expect(svg, path).not.toMatch(/rotate\(/);
    }
    for (const [id, symbol] of faceSymbols(files.get(FACES) ?? '')) {
      // Each court card's figure, drawn twice (head to foot), in a group whose unpainted parts are black.
      if (/^[CDHS]1[123]$/.test(id)) expect(symbol.match(/<g fill="#000">/g), id).toHaveLength(2);
    }
  });

  it('hold every art back the stylesheet names, and the stylesheet names one for every back but the stripes', () => {
    const css = readFileSync(join(ROOT, 'popup', 'table', 'board.css'), 'utf8');
    const named = [...css.matchAll(/url\((cards\/[^)]+)\)/g)].map((m) => m[1]);
    expect(named.sort()).toEqual(CARD_BACKS.filter((b) => b !== 'plain').map((b) => `cards/back-${b}.svg`).sort());
    for (const file of named) expect(files.get(file), file).toMatch(/^<svg[^>]*viewBox=/);
  });

  it('carry their licence: the LGPL text and what was changed', () => {
    const notice = files.get('LICENSES/svg-cards.txt')!;
    expect(notice).toContain('GNU LESSER GENERAL PUBLIC LICENSE');
    expect(notice).toContain('David Bellot');
  });
});

describe('a face on the board', () => {
  /** [card art's id, corner's rank, suit class] of every face drawn. */
  const faces = (root: Element) =>
    [...root.querySelectorAll('.card.face')].map((el) => {
      const id = el.querySelector('.art use')!.getAttribute('href')!.slice(1);
      const suit = /suit-([CDHS])/.exec(el.className)![1];
      return { id, suit, corner: el.querySelector('.corner')?.textContent?.trim().replace(/\s+/g, '') };
    });

  it('draws the art of the card its corner names, in every place', () => {
    // Four cards dealt: faces in the foundation, the tableau, the reserve, the waste and its covered edges.
    const deal = { kind: 'deal' } as const;
    const { container } = renderApp({ boot: { ...bootFor(1), game: gameOf(1, [deal, deal, deal, deal]) } });
    expect(container.querySelectorAll('[data-pile="w"] .card.face.covered').length).toBeGreaterThan(0);
    const drawn = faces(container);
    expect(drawn.length).toBeGreaterThan(15);
    for (const { id, suit, corner } of drawn) {
      expect(id[0]).toBe(suit);
      if (corner !== undefined) expect(corner).toBe(rankGlyphOf(Number(id.slice(1))));
    }
  });

  it('is the same art whatever the class and size it is drawn at', () => {
    for (const card of ALL_CARDS) {
      const hrefs = new Set<string>();
      for (const [className, style] of [['', '--s:1'], ['covered', '--s:1'], ['waste-top', '--s:0.69'], ['under', '--s:1.6']]) {
        const { container, unmount } = render(
          <div style={style}>
            <CardFace card={card} className={className} bare={className === 'under'} />
          </div>,
        );
        hrefs.add(container.querySelector('.art use')!.getAttribute('href')!);
        unmount();
      }
      expect([...hrefs]).toEqual([`#${cardSuit(card)}${cardRank(card)}`]);
    }
  });
});

describe('the art in the page (popup/table/cardArt.ts)', () => {
  let files: Map<string, string>;
  beforeAll(async () => {
    files = new Map((await cardArtFiles(ROOT)).map(([path, bytes]) => [path, bytes.toString('utf8')]));
  }, 60_000);
  afterEach(() => {
    document.querySelector('.art-sprite')?.remove();
    document.documentElement.classList.remove('art-ready');
  });

  /** The ids of the symbols in the page. */
  const inPage = () => Array.from(document.querySelectorAll('.art-sprite symbol'), (el) => el.id).sort();

  it('puts in the page the symbols of the faces drawn, each once, then swaps the plain faces for the art', async () => {
    const { unmount } = render(
      <div>
        {[0, 12, 12, 51].map((c) => (
          <CardFace card={c} />
        ))}
      </div>,
    );
    const drawn = [...new Set([0, 12, 51].map((c) => faceSymbolId(cardSuit(c), cardRank(c))))].sort();
    expect(await loadCardArt(document, Promise.resolve(files.get(FACES)!))).toBe(true);
    expect(document.documentElement.classList.contains('art-ready')).toBe(true);
    const sprite = document.querySelector('.art-sprite')!;
    expect(sprite.getAttribute('aria-hidden')).toBe('true');
    expect(inPage()).toEqual(drawn);
    for (const id of drawn) expect(document.querySelectorAll(`symbol#${id}`).length, id).toBe(1);
    expect(sprite.querySelector('use')).toBeNull();
    unmount();
  });

  it('adds the symbol of a face drawn later, and takes out those no face draws any more', async () => {
    const Faces = ({ cards }: { cards: Card[] }) => (
      <div>
        {cards.map((c) => (
          <CardFace card={c} />
        ))}
      </div>
    );
    const ids = (cards: Card[]) => [...new Set(cards.map((c) => faceSymbolId(cardSuit(c), cardRank(c))))].sort();
    const { rerender, unmount } = render(<Faces cards={[3]} />);
    expect(await loadCardArt(document, Promise.resolve(files.get(FACES)!))).toBe(true);
    expect(inPage()).toEqual(ids([3]));
    // The same element drawing another card (a pile's card replaced), and a face added.
    rerender(<Faces cards={[25, 40]} />);
    await waitFor(() => expect(inPage()).toEqual(ids([25, 40])));
    unmount();
    await waitFor(() => expect(inPage()).toEqual([]));
  });

  it('a file that cannot be read leaves the plain faces, and nothing half put in', async () => {
    expect(await loadCardArt(document, Promise.reject(new Error(`${FACES}: 404`)))).toBe(false);
    expect(document.documentElement.classList.contains('art-ready')).toBe(false);
    expect(document.querySelector('.art-sprite')).toBeNull();
    expect(await loadCardArt(document, Promise.resolve('<html><body>404</body></html>'))).toBe(false);
    expect(document.querySelector('.art-sprite')).toBeNull();
  });
});

describe('the card back setting', () => {
  it('reads the stripes from an old record without it, and from a value it does not know', () => {
    expect(DEFAULT_SETTINGS.cardBack).toBe('plain');
    const old = { autoPlay: false, animations: true, fourColour: true, theme: 'dark' };
    expect(readSettings(old)).toEqual({ ...DEFAULT_SETTINGS, autoPlay: false, fourColour: true, theme: 'dark', cardBack: 'plain' });
    expect(readSettings({ cardBack: 'green' }).cardBack).toBe('plain');
    for (const back of CARD_BACKS) expect(readSettings({ cardBack: back }).cardBack).toBe(back);
  });

  it('is chosen in Settings, on the table at once, stored, and back on reopening', async () => {
    const { container, backing } = renderApp({ boot: bootFor(1, quietSettings) });
    expect(container.querySelector('.app')!.classList.contains('back-plain')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    // A felt is called Blue too: the backs' own group.
    const backs = within(await screen.findByTestId('card-back'));
    const blue = backs.getByLabelText('Blue') as HTMLInputElement;
    expect((backs.getByLabelText('Stripes') as HTMLInputElement).checked).toBe(true);
    // Each choice shows its own back beside its name.
    for (const back of CARD_BACKS) expect(container.querySelector(`.back-preview.back-${back} .card.back`)).not.toBeNull();
    fireEvent.click(blue);
    expect(container.querySelector('.app')!.classList.contains('back-blue')).toBe(true);
    await waitFor(() => expect((backing.data.get(SETTINGS_KEY) as { cardBack: string }).cardBack).toBe('blue'));
    cleanup();
    const again = await renderFromStorage(backing);
    expect(again.boot.settings.cardBack).toBe('blue');
    expect(again.container.querySelector('.app')!.classList.contains('back-blue')).toBe(true);
  });
});
