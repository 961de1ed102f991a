// The oldest Firefox the manifest claims (ESR 140; firefox.ts: FIREFOXES after the first):
// what can differ between versions is the platform the extension stands on (the manifest
// and its CSP, WebAssembly in a worker, storage and its locks, the panels' lazy chunks, the meter's
// drawing), so those suites run here, in English and Spanish; the layout's checks (geometry,
// messages, touch) are the same code on the same CSS and run on the current ESR. ESR 140's
// BiDi has no chrome scope, so its meter is compared at 800×600 only (screens.ts).
import { describe, expect, it } from 'vitest';
import { browserSession } from './common';
import { FIREFOXES, launchFirefox } from './firefox';
import { extensionSuite } from './firefoxSuites/extension';
import { hintedRestSuite } from './firefoxSuites/hintedRest';
import { meterSuite } from './firefoxSuites/meter';
import { pasteSuite } from './firefoxSuites/paste';
import { popupSuite } from './firefoxSuites/popup';
import { savesSuite } from './firefoxSuites/saves';
import { DESKTOP } from './firefoxSuites/screens';
import { spanishSuite } from './firefoxSuites/spanish';
import { tableSuite } from './firefoxSuites/table';

const older = FIREFOXES.slice(1);
if (older.length === 0) {
  // Not a skip: without PLOT_FIREFOX naming the browsers, the oldest ESR must be installed (.ci/run does).
  it('the oldest Firefox ESR the manifest claims is installed, or PLOT_FIREFOX names the browsers to test', () => {
    expect(process.env.PLOT_FIREFOX, 'install it as .ci/run does (/opt/firefox-esr-140)').toBeDefined();
  });
}
for (const firefox of older) {
  describe(`Firefox ${firefox.version}`, () => {
    const browser = browserSession(() => launchFirefox(firefox));
    extensionSuite(browser);
    popupSuite(browser);
    tableSuite(browser);
    pasteSuite(browser);
    savesSuite(browser);
    hintedRestSuite(browser);
    meterSuite(browser, [DESKTOP]);
  });
  describe(`Firefox ${firefox.version}, in Spanish`, () => {
    const browser = browserSession(() => launchFirefox(firefox, { lang: 'es-ES' }));
    spanishSuite(browser);
  });
}
