// The card art's files for dist/, kept in build/card-art/ between builds: svgo takes about
// 5 s over the set, so the result is made again only when its inputs change (this tool,
// cardArt.mjs, the svg-cards and svgo versions).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cardArt, svgCardsSource } from './cardArt.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
/** Where in dist/ the art and its licence go. */
export const ART_DIR = 'cards';
export const ART_LICENCE = 'LICENSES/svg-cards.txt';

/**
 * The set's licence and what Plot did to it, for dist/LICENSES/svg-cards.txt.
 * @param {string} root
 * @returns {Promise<string>}
 */
async function notice(root) {
  const dir = dirname(createRequire(join(root, 'package.json')).resolve('svg-cards/package.json'));
  const { version, homepage } = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
  return [
    `The card faces and backs in cards/ are made from SVG-cards ${version} (${homepage}),`,
    'Copyright (C) 2005 David Bellot, Copyright (C) 2016, 2017 Huub de Beer, licensed under the',
    'GNU Lesser General Public License version 2.1 (or any later version), whose text follows.',
    "Plot's build (src/tools/cardArt.mjs in Plot's source) takes the 52 faces and the back from the",
    "set's svg-cards-indented.svg, leaves out each face's outline and top-left index (Plot draws the",
    "card and its index itself), lets the pips and indices take the card's colour, colours the back,",
    'and optimises the files with svgo. The source of the set is the svg-cards package on npm.',
    '',
    await readFile(join(dir, 'LICENSE'), 'utf8'),
  ].join('\n');
}

/**
 * [dist-relative path, bytes][]: cards/*.svg and LICENSES/svg-cards.txt.
 * @param {string} root
 * @returns {Promise<Array<[string, Buffer]>>}
 */
export async function cardArtFiles(root) {
  const versions = ['svg-cards', 'svgo'].map((p) => JSON.parse(readFileSync(join(root, 'node_modules', p, 'package.json'), 'utf8')).version);
  const key = createHash('sha256')
    .update(await readFile(join(HERE, 'cardArt.mjs')))
    .update(await readFile(join(HERE, 'svgPaths.mjs')))
    .update(await readFile(join(HERE, 'cardArtBuild.mjs')))
    .update(versions.join())
    .digest('hex')
    .slice(0, 16);
  const cache = join(root, 'build', 'card-art', key);
  if (!existsSync(join(cache, 'done'))) {
    await mkdir(cache, { recursive: true });
    for (const [file, text] of Object.entries(cardArt(svgCardsSource(root)))) await writeFile(join(cache, file), text);
    await writeFile(join(cache, 'done'), '');
  }
  /** @type {Array<[string, Buffer]>} */
  const files = [];
  for (const file of (await readdir(cache)).filter((f) => f.endsWith('.svg')).sort()) files.push([`${ART_DIR}/${file}`, await readFile(join(cache, file))]);
  files.push([ART_LICENCE, Buffer.from(await notice(root))]);
  return files;
}
