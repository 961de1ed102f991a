// Every Firefox test, on each Firefox CI installs (firefox.ts: FIREFOXES, the current ESR and
// the oldest the manifest claims): one browser per version serves all the suites in
// firefoxSuites/, since a Firefox takes about 4 s to start and stop (against 1 s for
// Chromium), a fifth of what a suite's tests take. Each suite opens its own tabs and sets
// the storage it needs first. A second browser per version speaks Spanish. The geometry,
// messages, meter and touch suites are issue 31's checks at 800×600 and on a phone (390×844,
// by touch), the first two in both languages; the meter's compares Firefox's drawing with
// Chromium's. ESR 140's BiDi has no chrome scope, so there the phone is its viewport alone,
// by mouse, the meter is compared at 800×600 in light and dark, and the touch suite is not
// run (firefoxSuites/screens.ts).
import { describe } from 'vitest';
import { browserSession } from './common';
import { FIREFOXES, launchFirefox } from './firefox';
import { extensionSuite } from './firefoxSuites/extension';
import { geometrySuite } from './firefoxSuites/geometry';
import { messagesSuite } from './firefoxSuites/messages';
import { meterSuite } from './firefoxSuites/meter';
import { pasteSuite } from './firefoxSuites/paste';
import { popupSuite } from './firefoxSuites/popup';
import { recordsSuite } from './firefoxSuites/records';
import { spanishSuite } from './firefoxSuites/spanish';
import { tableSuite } from './firefoxSuites/table';
import { touchSuite } from './firefoxSuites/touch';
import { DESKTOP, hasChromeScope, screensFor } from './firefoxSuites/screens';
import { voiceSuite } from './firefoxSuites/voice';

for (const firefox of FIREFOXES) {
  describe(`Firefox ${firefox.version}`, () => {
    const browser = browserSession(() => launchFirefox(firefox));
    extensionSuite(browser);
    popupSuite(browser);
    tableSuite(browser);
    pasteSuite(browser);
    recordsSuite(browser);
    voiceSuite(browser);
    geometrySuite(browser, 'en', screensFor(firefox.version));
    messagesSuite(browser, 'en', screensFor(firefox.version));
    meterSuite(browser, hasChromeScope(firefox.version) ? screensFor(firefox.version) : [DESKTOP]);
    // A finger held on the stock needs touch emulation, which ESR 140's BiDi cannot set (screens.ts).
    if (hasChromeScope(firefox.version)) touchSuite(browser);
  });
  describe(`Firefox ${firefox.version}, in Spanish`, () => {
    const browser = browserSession(() => launchFirefox(firefox, { lang: 'es-ES' }));
    spanishSuite(browser);
    // The Spanish words' geometry on the current ESR only: the layout does not change between
    // versions, and the suite's time does (about 70 s an ESR).
    if (firefox === FIREFOXES[0]) {
      geometrySuite(browser, 'es', screensFor(firefox.version));
      messagesSuite(browser, 'es', screensFor(firefox.version));
    }
  });
}
