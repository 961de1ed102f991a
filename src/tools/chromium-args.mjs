// Chromium's command line for loading dist/ as an unpacked extension headless, shared by
// the browser tests (test/e2e/chromium.ts) and the popup benchmark (scripts/bench-popup.mjs).
// The network switches matter here: without them Chromium keeps trying hosts this
// machine cannot reach.

/** @param {string} dist the unpacked extension's folder */
export const chromiumExtensionArgs = (dist) => [
  `--disable-extensions-except=${dist}`,
  `--load-extension=${dist}`,
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
