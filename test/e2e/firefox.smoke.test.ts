import { describe, expect, it } from 'vitest';
import { launchFirefox, FIREFOX_EXTENSION_UUID } from './firefox';
import { GECKO_ID, SOLVER_WASM_PROBE_SOURCE, WASM_PROBE_SOURCE, browserSession } from './common';

describe('Firefox: the extension', () => {
  const browser = browserSession(launchFirefox);

  it('installs under its gecko id', () => {
    expect(browser().extensionId).toBe(GECKO_ID);
    expect(browser().uuid).toBe(FIREFOX_EXTENSION_UUID);
  });

  it('loads and its popup page renders the heading', async () => {
    const tab = await browser().openPopup();
    try {
      const heading = await browser().waitFor(tab, `document.querySelector('h1')?.textContent`);
      expect(heading).toBe('Plot');
      expect(await browser().evaluateValue(tab, `document.querySelectorAll('button').length`)).toBeGreaterThan(0);
      await browser().screenshot(tab, 'firefox-popup');
    } finally {
      await browser().closeTab(tab);
    }
  });

  it('lets the popup page instantiate WebAssembly (CSP wasm-unsafe-eval)', async () => {
    const tab = await browser().openPopup();
    try {
      expect(await browser().evaluateValue(tab, `(${WASM_PROBE_SOURCE})()`)).toBe('ok');
    } finally {
      await browser().closeTab(tab);
    }
  });

  it('fetches and compiles the packaged solver.wasm', async () => {
    const tab = await browser().openPopup();
    try {
      expect(await browser().evaluateValue(tab, `(${SOLVER_WASM_PROBE_SOURCE})()`)).toBe('ok');
    } finally {
      await browser().closeTab(tab);
    }
  });
});
