// The store packages, in memory: dist/ zipped reproducibly (zip.mjs) with the manifest
// each store expects. Shared by `npm run package` and its test.
import { filesUnder, zip } from './zip.mjs';

/**
 * The manifest for one store: no development `key`, no keys meant for the other browser.
 * @param {Record<string, unknown>} manifest
 * @param {'chrome' | 'firefox'} browser
 * @returns {Record<string, unknown>}
 */
export function storeManifest(manifest, browser) {
  const { key: _devKey, ...rest } = manifest;
  if (browser === 'chrome') {
    const { browser_specific_settings: _gecko, ...chrome } = rest;
    return chrome;
  }
  const { minimum_chrome_version: _chrome, ...firefox } = rest;
  return firefox;
}

/**
 * { chrome, firefox }: the zip bytes of `dist` for each store.
 * @param {string} dist
 */
export function storePackages(dist) {
  const files = filesUnder(dist);
  const manifestFile = files.find(([p]) => p === 'manifest.json');
  if (!manifestFile) throw new Error(`no manifest.json in ${dist}`);
  const manifest = JSON.parse(manifestFile[1].toString('utf8'));
  /** @param {'chrome' | 'firefox'} browser */
  const packageFor = (browser) => {
    const text = `${JSON.stringify(storeManifest(manifest, browser), null, 2)}\n`;
    return zip(files.map(([p, bytes]) => (p === 'manifest.json' ? [p, Buffer.from(text)] : [p, bytes])));
  };
  return { chrome: packageFor('chrome'), firefox: packageFor('firefox') };
}
