// The card art, made at build time from the svg-cards package (David Bellot's set, as
// Aisleriot and KPat ship it; LGPL-2.1): the 52 faces in one file, each a <symbol> named by
// Plot's suit letter and rank (C1 … S13), and one file per coloured back, drawn as a
// stylesheet's background. The popup puts into its own document the symbols of the faces it
// shows (popup/table/cardArt.ts) and a card draws <svg><use href="#C7"/></svg>: with a <use> of
// the file itself a move took 210 ms to show in Chromium instead of 33, with one in the page 30.
// Each symbol stands alone: the set's own <use>s (a pip drawn ten times, a figure twice, the
// index) are replaced by what they draw, and svgo puts each transform into the paths. The
// page holds an element for each shape a symbol has, and a <use> inside it cloned its target
// again, in every symbol and every face drawn: some 4,500 nodes for the 52 faces, about 8 MB
// of the page (docs/architecture.md, Memory). Any id svgo leaves carries the file's name
// (faces-a…: svgo names them a, b…), the cards' ids alone kept as they are. Plot keeps its own
// corner index (readable at the phone's 40 px foundation cards, where the art's rank is about 7
// px tall), so the art's top-left index is
// left out; its pips and its bottom-right index take the card's colour (currentColor), which
// is how the theme's red and the four-colour setting reach them. Optimised with svgo.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { optimize } from 'svgo';
import { mergeShapes } from './svgPaths.mjs';

/** @type {Record<string, string>} */
const SUITS = { C: 'club', D: 'diamond', H: 'heart', S: 'spade' };
const RANKS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king'];
/** The card's own box in the set (its outline's bounds), which the symbols show whole. */
export const ART_VIEWBOX = '1.25 1.25 166.575 242.14';
/**
 * The backs drawn from the set's one back design, in these colours (the set's own blue, and a red).
 * @type {Readonly<Record<string, string>>}
 */
export const ART_BACKS = { blue: '#1f56c4', red: '#a3202e' };
/** Every face's symbol id: suit letter and rank, as Plot's cards are named. */
export const FACE_IDS = Object.keys(SUITS).flatMap((s) => RANKS.map((_, i) => `${s}${i + 1}`));

const INDEX = /<use xlink:href="#(?:n_\d+|ace|king|queen|jack)"[^>]*\/>/g;
const SMALL_SUIT = /<use xlink:href="#(?:club|diamond|heart|spade)"[^>]*transform="matrix\(-1,0,0,-1,[^>]*\/>/;
const BASE = /<use xlink:href="#base"[^>]*\/>/;

/**
 * The set's source file, from the svg-cards package installed under `root`.
 * @param {string} root
 * @returns {string}
 */
export function svgCardsSource(root) {
  const require = createRequire(join(root, 'package.json'));
  return readFileSync(join(dirname(require.resolve('svg-cards/package.json')), 'svg-cards-indented.svg'), 'utf8');
}

/**
 * The elements directly under <defs>, by id (the indented file puts each at four spaces).
 * @param {string} svg
 * @returns {Map<string, string>}
 */
function topLevelDefs(svg) {
  const body = svg.slice(svg.indexOf('<defs>') + 6, svg.lastIndexOf('</defs>'));
  /** @type {Map<string, string>} */
  const map = new Map();
  const lines = body.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!/^ {4}<[a-z]/.test(lines[i])) continue;
    let j = i;
    if (!/\/>\s*$/.test(lines[i])) while (!/^ {4}<\/[a-z]+>/.test(lines[j])) j++;
    const text = lines.slice(i, j + 1).join('\n');
    const id = /^ {4}<[a-z]+\b[^>]*?\bid="([^"]+)"/.exec(text)?.[1];
    if (id) map.set(id, text);
    i = j;
  }
  return map;
}

/**
 * `roots`' text and the defs they reach through href="#…", in the file's order.
 * @param {Map<string, string>} defs
 * @param {readonly string[]} roots
 * @returns {string}
 */
function withDefs(defs, roots) {
  /** @type {Set<string>} */
  const need = new Set();
  const stack = [...roots];
  for (let text = stack.pop(); text !== undefined; text = stack.pop()) {
    for (const [, id] of text.matchAll(/href="#([^"]+)"/g)) {
      const def = defs.get(id);
      if (need.has(id) || def === undefined) continue;
      need.add(id);
      stack.push(def);
    }
  }
  return [...defs].filter(([id]) => need.has(id)).map(([, text]) => text).join('\n');
}

/**
 * The set's pips and index glyphs without their fixed red: they take the card's colour.
 * @param {Map<string, string>} defs
 */
function inheritColour(defs) {
  for (const suit of ['diamond', 'heart']) defs.set(suit, (defs.get(suit) ?? '').replace(/ style="fill:#e6180a;?"/i, ''));
  for (const [id, text] of defs) defs.set(id, text.replaceAll('font-family="DejaVu Serif"', 'font-family="DejaVu Serif,Georgia,serif"'));
}

/**
 * svgo's defaults but: the ids kept that a card names, the unreferenced defs and symbols
 * kept (every face is referenced only from the page), and a matrix kept a matrix: made a
 * rotation, jack of diamonds' 0.17° about a centre 586 000 units away was rounded to 0.2°,
 * which threw the figure off the card. A figure's fill="#000" (its unpainted parts black, not
 * the card's colour) is not a default here, though svgo cannot know it.
 * @param {string[]} keep
 * @param {Record<string, unknown>} [more] further overrides
 * @returns {import('svgo').PluginConfig}
 */
const preset = (keep, more = {}) => ({
  name: 'preset-default',
  params: {
    overrides: {
      ...more,
      cleanupIds: { preserve: keep },
      removeHiddenElems: false,
      removeUselessDefs: false,
      convertTransform: { matrixToTransform: false },
      removeUnknownsAndDefaults: { defaultAttrs: false },
      convertShapeToPath: { convertArcs: true },
    },
  },
});

/**
 * The court figures and the ace of clubs' laurel at whole units: they are drawn in the set's
 * own large coordinates (a unit is a third of a pixel on a 58 px card, the laurel's a thirtieth),
 * where the tenths the pips need (drawn at ±8 units, scaled up) add half the files' weight and
 * nothing seen at 3×. Optimised on their own first, so the whole file's pass keeps them so.
 * @param {Map<string, string>} defs
 */
function coarseFigures(defs) {
  for (const [id, text] of defs) {
    if (!/^((king|queen|jack)_\d|laurel)$/.test(id)) continue;
    const { data } = optimize(`${SVG_OPEN}><defs>${text}</defs></svg>`, {
      floatPrecision: 0,
      plugins: [preset([id]), 'convertStyleToAttrs'],
    });
    const figure = data.slice(data.indexOf('<defs>') + 6, data.lastIndexOf('</defs>'));
    if (!figure.includes(`id="${id}"`)) throw new Error(`svg-cards: ${id} lost its id in svgo`);
    defs.set(id, figure);
  }
}

/**
 * One face as a symbol: no outline (Plot draws the card), no top-left index (Plot's own stands there).
 * @param {Map<string, string>} defs
 * @param {string} id
 * @param {string} name
 * @returns {string}
 */
function faceSymbol(defs, id, name) {
  let text = defs.get(name);
  if (!text) throw new Error(`svg-cards: no card ${name}`);
  const corner = [...text.matchAll(INDEX)].filter((m) => !m[0].includes('transform='));
  if (corner.length !== 1 || !SMALL_SUIT.test(text) || !BASE.test(text)) throw new Error(`svg-cards: ${name} is not laid out as expected`);
  text = text.replace(BASE, '').replace(corner[0][0], '').replace(SMALL_SUIT, '');
  text = text.replace(INDEX, (use) => use.replace(/ style="fill:#e6180a;?"/i, ''));
  // A figure's unpainted parts were black by default: kept black, not the card's colour.
  text = text.replace(/(<use xlink:href="#(?:king|queen|jack)_\d")/g, '$1 fill="#000"');
  text = text.replace(/^ {4}<g id="[^"]+"/, '<g');
  text = inlineUses(defs, text);
  return `<symbol id="${id}" viewBox="${ART_VIEWBOX}">${text}</symbol>`;
}

/**
 * `text` with each <use> replaced by what it draws: a group with the use's transform, moved by
 * its x and y, holding a copy of the element it names (its id left out), its own uses replaced too.
 * @param {Map<string, string>} defs
 * @param {string} text
 * @returns {string}
 */
function inlineUses(defs, text) {
  return text.replace(/<use\b([^>]*?)\/>/g, (_, attrs) => {
    const map = new Map([...attrs.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const id = (map.get('xlink:href') ?? map.get('href') ?? '').replace(/^#/, '');
    const def = defs.get(id);
    if (!def) throw new Error(`svg-cards: no def ${id}`);
    const x = Number(map.get('x') ?? 0);
    const y = Number(map.get('y') ?? 0);
    const transform = `${map.get('transform') ?? ''}${x || y ? ` translate(${x},${y})` : ''}`.trim();
    const rest = [...map].filter(([k]) => !['xlink:href', 'href', 'x', 'y', 'width', 'height', 'transform'].includes(k)).map(([k, v]) => ` ${k}="${v}"`).join('');
    const body = inlineUses(defs, def.trim().replace(/^(<[a-z]+\b[^>]*?)\s+id="[^"]*"/, '$1'));
    return `<g${transform ? ` transform="${transform}"` : ''}${rest}>${body}</g>`;
  });
}

const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
const NOTICE = '<!-- Card art: SVG-cards 4.0.2, (C) 2005 David Bellot, (C) 2016, 2017 Huub de Beer; LGPL-2.1 (LICENSES/svg-cards.txt). Optimised by Plot\'s build. -->';

/**
 * @param {string} svg
 * @param {string[]} keep the ids a card names
 * @returns {string}
 */
function optimised(svg, keep) {
  const { data } = optimize(svg, {
    floatPrecision: 1,
    multipass: true,
    plugins: [
      // Paths are merged after (mergeShapes), further than svgo merges them.
      preset(keep, { mergePaths: false }),
      'convertStyleToAttrs',
    ],
  });
  // svgo drops comments: the notice goes back in after it.
  return data.replace(/^<svg[^>]*>/, (open) => `${open}${NOTICE}`);
}

/**
 * `svg` with each id but the cards' (`keep`) prefixed by the file's `name`, and each reference
 * to one with it: svgo names the ids a, b, c…, and the file shares the popup's document.
 * @param {string} svg
 * @param {string} name
 * @param {string[]} keep
 * @returns {string}
 */
function namedIds(svg, name, keep) {
  const kept = new Set(keep);
  const renamed = (/** @type {string} */ id) => (kept.has(id) ? id : `${name}-${id}`);
  return svg
    .replace(/\bid="([^"]+)"/g, (_, id) => `id="${renamed(id)}"`)
    .replace(/href="#([^"]+)"/g, (_, id) => `href="#${renamed(id)}"`)
    .replace(/url\(#([^)]+)\)/g, (_, id) => `url(#${renamed(id)})`);
}

/**
 * The files of dist/cards/, as text: faces.svg (the 52 faces, sharing the set's pips and
 * glyphs), back-NAME.svg (the backs). The art's white is the card's colour (--card-bg, inherited through <use>), so a face is right in the dark theme.
 * @param {string} source the set's svg-cards-indented.svg
 * @returns {Record<string, string>}
 */
export function cardArt(source) {
  const defs = topLevelDefs(source);
  inheritColour(defs);
  coarseFigures(defs);
  const sprite = (/** @type {string} */ name, /** @type {string[]} */ ids) => {
    const symbols = ids.map((id) => faceSymbol(defs, id, `${SUITS[id[0]]}_${RANKS[Number(id.slice(1)) - 1]}`));
    const svg = optimised(`${SVG_OPEN}><defs>${withDefs(defs, symbols)}</defs>${symbols.join('')}</svg>`, ids);
    return namedIds(mergeShapes(svg).replaceAll('fill="#fff"', 'style="fill:var(--card-bg,#fff)"'), name, ids);
  };
  /** @type {Record<string, string>} */
  const files = { 'faces.svg': sprite('faces', FACE_IDS) };
  const back = (defs.get('back') ?? '').replace(BASE, '').replace(/^ {4}<g id="back"/, '<g');
  for (const [name, colour] of Object.entries(ART_BACKS)) {
    files[`back-${name}.svg`] = optimised(`${SVG_OPEN} viewBox="${ART_VIEWBOX}"><defs>${withDefs(defs, [back])}</defs><g fill="${colour}">${back}</g></svg>`, []);
  }
  return files;
}
