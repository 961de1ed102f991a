// The extension in Firefox: installed under its gecko id, its popup renders, and its CSP lets
// the page compile WebAssembly, the packaged solver included.
import { describe, expect, it } from 'vitest';
import { FIREFOX_EXTENSION_UUID, type FirefoxSession } from '../firefox';
import { GECKO_ID, SOLVER_WASM_PROBE_SOURCE, WASM_PROBE_SOURCE } from '../common';
import { inPopupTabOf } from '../firefoxPage';

export const extensionSuite = (browser: () => FirefoxSession) => describe('the extension', () => {
  const inTab = inPopupTabOf(browser);

  it('installs under its gecko id', () => {
    expect(browser().extensionId).toBe(GECKO_ID);
    expect(browser().uuid).toBe(FIREFOX_EXTENSION_UUID);
  });

  it('loads and its popup page renders the heading', async () => {
    await inTab(async (b, tab) => {
      await b.poll(tab, `document.querySelector('h1')?.textContent`).toBe('Plot');
      await b.poll(tab, `document.querySelectorAll('button').length`).toBeGreaterThan(0);
      await b.screenshot(tab, 'firefox-popup');
    });
  });

  // Each probe awaits its own promise in the page: one read is its answer.
  it('lets the popup page instantiate WebAssembly (CSP wasm-unsafe-eval)', async () => {
    await inTab(async (b, tab) => {
      expect(await b.evaluate(tab, `(${WASM_PROBE_SOURCE})()`)).toBe('ok');
    });
  });

  it('fetches and compiles the packaged solver.wasm', async () => {
    await inTab(async (b, tab) => {
      expect(await b.evaluate(tab, `(${SOLVER_WASM_PROBE_SOURCE})()`)).toBe('ok');
    });
  });
});
