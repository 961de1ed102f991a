// The WebExtension API, typed: webextension-polyfill's `browser` (Firefox's own `browser`;
// in Chromium a promise-returning wrapper around `chrome`), typed by
// @types/webextension-polyfill. Everything the popup asks of the browser (storage.local and
// storage.sync with their onChanged, i18n, runtime.getURL, tabs.create) goes through this export.
//
// The polyfill throws when it is evaluated outside an extension page, so only the entry
// (popup/main.tsx) imports this module: the components and controllers are handed what they
// need (a KeyValueStore, a message source, openTab, the worker factory), which is the seam
// the unit tests fill with stand-ins. dist/readSave.js reads the save without it
// (popup/loading/readSave.ts). The solver's worker needs only runtime.getURL, if at all.
import browser from 'webextension-polyfill';

export { browser };
