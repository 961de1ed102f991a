import { describe, expect, it } from 'vitest';
import { launchChromium, CHROMIUM_EXTENSION_ID } from './chromium';
import { SOLVER_WASM_PROBE_SOURCE, WASM_PROBE_SOURCE, browserSession } from './common';

describe('Chromium: the extension', () => {
  const browser = browserSession(launchChromium);

  it('has the fixed extension ID from the manifest key', () => {
    expect(browser().extensionId).toBe(CHROMIUM_EXTENSION_ID);
    expect(CHROMIUM_EXTENSION_ID).toMatch(/^[a-p]{32}$/);
  });

  it('loads and its popup page renders the heading', async () => {
    const page = await browser().openPopup();
    try {
      await page.waitForSelector('h1', { timeout: 10_000 });
      expect(await page.textContent('h1')).toBe('Plot');
      expect(await page.locator('button').count()).toBeGreaterThan(0);
      await browser().screenshot(page, 'chromium-popup');
    } finally {
      await page.close();
    }
  });

  it('lets the popup page instantiate WebAssembly (CSP wasm-unsafe-eval)', async () => {
    const page = await browser().openPopup();
    try {
      const outcome = await page.evaluate(`(${WASM_PROBE_SOURCE})()`);
      expect(outcome).toBe('ok');
    } finally {
      await page.close();
    }
  });

  it('fetches and compiles the packaged solver.wasm', async () => {
    const page = await browser().openPopup();
    try {
      expect(await page.evaluate(`(${SOLVER_WASM_PROBE_SOURCE})()`)).toBe('ok');
    } finally {
      await page.close();
    }
  });
});
