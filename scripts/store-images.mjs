#!/usr/bin/env node
// `npm run store:images`: the store listing's images, made from the real extension.
// Builds, loads dist/ into headless Chromium (as the browser tests and the benchmark do),
// opens the popup on a game part-way along a winning line, asks for a hint or the
// Winnable? check, and captures the 800×600 popup. Each capture is then set on a
// 1280×800 canvas with a caption (the size both stores take for screenshots); the
// 440×280 promotional tile is made the same way from the extension's icon.
//
//   store/screenshots/en-1-hint.png        light theme, English, a hint on the board
//   store/screenshots/en-2-winnable.png    dark theme, English, the Winnable? answer
//   store/screenshots/es-1-hint.png        light theme, Spanish
//   store/screenshots/tile-440x280.png
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, ROOT } from '../src/tools/extension.mjs';
import { launchPopupBrowser, loadGameLibrary, openPopupOn, savedGameAlongWin } from './popup-harness.mjs';

const OUT = join(ROOT, 'store', 'screenshots');

/** @typedef {[title: string, text: string]} Caption */

/**
 * The captions, by language; the Spanish ones match _locales/es in tone.
 * @type {{ en: { hint: Caption, winnable: Caption, tile: string }, es: { hint: Caption } }}
 */
const CAPTIONS = {
  en: {
    hint: ['Stuck? Ask for a hint.', 'A fair hint: the move with the best chance from what you can see, and that chance — source and destination lit up on the board.'],
    winnable: ['Can this game still be won?', 'A WebAssembly solver answers in moments, and can play the winning line out for you.'],
    tile: 'The Plot patience, with a solver',
  },
  es: {
    hint: ['¿Atascado? Pide una pista.', 'Una pista justa: la jugada con más probabilidad de ganar con lo que ves, y esa probabilidad, con su origen y destino resaltados.'],
  },
};

const build = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { stdio: ['ignore', 'ignore', 'inherit'] });
if (build.status !== 0) process.exit(build.status ?? 1);

const lib = await loadGameLibrary();
const core = await lib.loadSolver();
const saved = savedGameAlongWin(lib, core, 2, 0.35, 'store');
if (!saved) throw new Error('deal 2 has no winning line within the budget');

/** The popup on `saved`, after clicking `button`, once `waitFor` shows; the PNG of the popup. */
async function capturePopup({ colorScheme, lang, button, waitFor }) {
  const browser = await launchPopupBrowser({ colorScheme, args: [`--lang=${lang}`] });
  try {
    const page = await openPopupOn(browser.context, saved, { autoPlay: true, blunderCheck: true, animations: false });
    await page.getByRole('button', { name: button, exact: true }).click();
    await page.locator(waitFor).first().waitFor({ timeout: 30_000 });
    return await page.screenshot({ type: 'png' });
  } finally {
    await browser.close();
  }
}

const dataUrl = (png) => `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Renders `html` at width×height in a plain page and returns the PNG. */
async function render(html, width, height) {
  const browser = await launchPopupBrowser({ viewport: { width, height } });
  try {
    const page = await browser.context.newPage();
    await page.setContent(html);
    await page.evaluate(() => document.fonts.ready);
    return await page.screenshot({ type: 'png' });
  } finally {
    await browser.close();
  }
}

const FRAME_CSS = `
  html, body { margin: 0; }
  body { font-family: "DejaVu Sans", sans-serif; background: linear-gradient(135deg, #1f5b3a, #113823); color: #f4f1e6; }
`;

function screenshotHtml(popupPng, [title, text]) {
  return `<!doctype html><meta charset="utf-8"><style>${FRAME_CSS}
    .canvas { width: 1280px; height: 800px; display: flex; align-items: center; gap: 48px; padding: 0 48px; box-sizing: border-box; }
    img { width: 800px; height: 600px; border-radius: 10px; box-shadow: 0 12px 40px rgba(0,0,0,.45); }
    h1 { font-size: 34px; line-height: 1.2; margin: 0 0 18px; }
    p { font-size: 19px; line-height: 1.45; margin: 0; color: #d8e6d4; }
  </style><div class="canvas"><img src="${dataUrl(popupPng)}"><div><h1>${escape(title)}</h1><p>${escape(text)}</p></div></div>`;
}

function tileHtml(iconPng, popupPng, tagline) {
  return `<!doctype html><meta charset="utf-8"><style>${FRAME_CSS}
    .tile { position: relative; width: 440px; height: 280px; overflow: hidden; }
    .board { position: absolute; right: -200px; top: 34px; width: 360px; height: 270px; border-radius: 8px; box-shadow: 0 8px 24px rgba(0,0,0,.5); }
    .name { position: absolute; left: 28px; top: 56px; display: flex; align-items: center; gap: 14px; }
    .name img { width: 64px; height: 64px; }
    h1 { font-size: 44px; margin: 0; }
    p { position: absolute; left: 28px; top: 146px; width: 200px; font-size: 18px; line-height: 1.35; margin: 0; color: #d8e6d4; }
  </style><div class="tile"><img class="board" src="${dataUrl(popupPng)}">
    <div class="name"><img src="${dataUrl(iconPng)}"><h1>Plot</h1></div><p>${escape(tagline)}</p></div>`;
}

mkdirSync(OUT, { recursive: true });
const written = [];
const save = (name, png) => {
  writeFileSync(join(OUT, name), png);
  written.push(name);
};

const enHint = await capturePopup({ colorScheme: 'light', lang: 'en-US', button: 'Hint', waitFor: '[data-testid="hint"]' });
save('en-1-hint.png', await render(screenshotHtml(enHint, CAPTIONS.en.hint), 1280, 800));
const enWinnable = await capturePopup({ colorScheme: 'dark', lang: 'en-US', button: 'Winnable?', waitFor: 'text=Winnable if you could see every card' });
save('en-2-winnable.png', await render(screenshotHtml(enWinnable, CAPTIONS.en.winnable), 1280, 800));
const esHint = await capturePopup({ colorScheme: 'light', lang: 'es', button: 'Pista', waitFor: '[data-testid="hint"]' });
save('es-1-hint.png', await render(screenshotHtml(esHint, CAPTIONS.es.hint), 1280, 800));
const icon = readFileSync(join(DIST, 'icons', 'icon-128.png'));
save('tile-440x280.png', await render(tileHtml(icon, enHint, CAPTIONS.en.tile), 440, 280));
console.log(`store images: ${written.map((n) => `store/screenshots/${n}`).join(', ')}`);
