// The manifest's minimum browser versions are the lowest its keys allow, and agree with
// what the bundles are compiled for (store/REVIEW.md explains each figure).
import { describe, expect, it } from 'vitest';
import { readManifest } from '../../src/tools/extension.mjs';
import { POPUP_BUNDLE_OPTIONS, CLASSIC_SCRIPT_OPTIONS } from '../../src/tools/esbuild-options.mjs';

const manifest = readManifest() as unknown as {
  minimum_chrome_version: string;
  browser_specific_settings: { gecko: { strict_min_version: string; data_collection_permissions: unknown }; gecko_android: { strict_min_version: string } };
};
const targetVersion = (browser: string): number[] =>
  [POPUP_BUNDLE_OPTIONS, CLASSIC_SCRIPT_OPTIONS].map((o) => {
    const t = (o.target as string[]).find((x) => x.startsWith(browser));
    if (!t) throw new Error(`no ${browser} target`);
    return Number(t.slice(browser.length));
  });

describe('minimum versions', () => {
  it('Firefox desktop: 140, the first with data_collection_permissions, so ESR 140 installs it', () => {
    expect(manifest.browser_specific_settings.gecko.data_collection_permissions).toEqual({ required: ['none'] });
    expect(manifest.browser_specific_settings.gecko.strict_min_version).toBe('140.0');
  });

  it('Firefox for Android: 142, the first with data_collection_permissions there', () => {
    expect(manifest.browser_specific_settings.gecko_android.strict_min_version).toBe('142.0');
  });

  it('the bundles are compiled for no newer Firefox than that', () => {
    for (const v of targetVersion('firefox')) expect(v).toBeLessThanOrEqual(140);
  });

  it('Chrome: the version the bundles are compiled for', () => {
    for (const v of targetVersion('chrome')) expect(String(v)).toBe(manifest.minimum_chrome_version);
  });
});
