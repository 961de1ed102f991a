// The extension's fixed identities, derived once from manifest.json, for everything that
// opens the popup by URL: `npm start`, the popup benchmark, the browser tests and the
// store screenshots.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIST = join(ROOT, 'dist');

/**
 * The fields of manifest.json read here; the rest as JSON gives it.
 * @typedef {Record<string, unknown> & { key?: string, version: string, browser_specific_settings: { gecko: { id: string } } }} Manifest
 */

/**
 * manifest.json as written in the repository (dist/manifest.json is a copy).
 * @returns {Manifest}
 */
export function readManifest() {
  return JSON.parse(readFileSync(join(ROOT, 'manifest.json'), 'utf8'));
}

/**
 * The ID Chromium gives an extension whose manifest carries `key` (a base64 DER public
 * key): the first 32 hex digits of its SHA-256, each digit 0-f written as a letter a-p.
 * @param {string} keyBase64
 */
export function chromiumIdFromKey(keyBase64) {
  const hex = createHash('sha256').update(Buffer.from(keyBase64, 'base64')).digest('hex').slice(0, 32);
  return [...hex].map((c) => String.fromCharCode(97 + parseInt(c, 16))).join('');
}

const manifest = readManifest();
if (!manifest.key) throw new Error('manifest.json has no "key": the Chromium extension ID would not be fixed');

/** Fixed because manifest.json carries a `key`. */
export const CHROMIUM_EXTENSION_ID = chromiumIdFromKey(manifest.key);

/** The add-on's ID in Firefox (browser_specific_settings.gecko.id). */
export const GECKO_ID = manifest.browser_specific_settings.gecko.id;

/**
 * The moz-extension:// host Firefox gives the add-on: random per profile, so every
 * harness pins it with the `extensions.webextensions.uuids` pref in the profile's user.js.
 */
export const FIREFOX_EXTENSION_UUID = '6c1a3f0e-8b2d-4e57-9a41-50c7d2e9b3f1';

export const CHROMIUM_POPUP_URL = `chrome-extension://${CHROMIUM_EXTENSION_ID}/popup.html`;
export const FIREFOX_POPUP_URL = `moz-extension://${FIREFOX_EXTENSION_UUID}/popup.html`;

/**
 * The user.js line that pins FIREFOX_EXTENSION_UUID.
 * @type {readonly [string, string]}
 */
export const FIREFOX_UUID_PREF = ['extensions.webextensions.uuids', JSON.stringify({ [GECKO_ID]: FIREFOX_EXTENSION_UUID })];
