// Every Firefox test, on each Firefox CI installs (firefox.ts: FIREFOXES, the current ESR and
// the oldest the manifest claims): one browser per version serves all the suites in
// firefoxSuites/, since a Firefox takes about 4 s to start and stop (against 1 s for
// Chromium), a fifth of what a suite's tests take. Each suite opens its own tabs and sets
// the storage it needs first. A second browser per version speaks Spanish. The geometry,
// messages, meter and touch suites are issue 31's checks at 800×600 and on a phone (390×844,
// by touch), the first two in both languages; the meter's compares Firefox's drawing with
// Chromium's.
import { describe } from 'vitest';
import { browserSession } from './common';
import { FIREFOXES, launchFirefox } from './firefox';
import { extensionSuite } from './firefoxSuites/extension';
import { geometrySuite } from './firefoxSuites/geometry';
import { messagesSuite } from './firefoxSuites/messages';
import { meterSuite } from './firefoxSuites/meter';
import { pasteSuite } from './firefoxSuites/paste';
import { popupSuite } from './firefoxSuites/popup';
import { spanishSuite } from './firefoxSuites/spanish';
import { tableSuite } from './firefoxSuites/table';
import { touchSuite } from './firefoxSuites/touch';
import { voiceSuite } from './firefoxSuites/voice';

for (const firefox of FIREFOXES) {
  describe(`Firefox ${firefox.version}`, () => {
    const browser = browserSession(() => launchFirefox(firefox));
    extensionSuite(browser);
    popupSuite(browser);
    tableSuite(browser);
    pasteSuite(browser);
    voiceSuite(browser);
    geometrySuite(browser);
    messagesSuite(browser);
    meterSuite(browser);
    touchSuite(browser);
  });
  describe(`Firefox ${firefox.version}, in Spanish`, () => {
    const browser = browserSession(() => launchFirefox(firefox, { lang: 'es-ES' }));
    spanishSuite(browser);
    geometrySuite(browser, 'es');
    messagesSuite(browser, 'es');
  });
}
