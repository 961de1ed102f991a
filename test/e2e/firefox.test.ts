// Every Firefox test on the current ESR, in English (firefox.es.test.ts speaks Spanish;
// firefox.oldest.test.ts runs the oldest ESR the manifest claims). One browser serves all
// the suites in firefoxSuites/, since a Firefox takes about 4 s to start and stop (against
// 1 s for Chromium), a fifth of what a suite's tests take; each suite opens its own tabs and
// sets the storage it needs first. The three files run beside the Chromium ones (vitest runs
// two files at a time), so no one of them holds the suite up for long. The geometry,
// messages, meter and touch suites are issue 31's checks at 800×600 and on a phone (390×844,
// by touch); the meter's compares Firefox's drawing with Chromium's. The looks suite is issue 34's
// backs, felts and win celebration.
import { describe } from 'vitest';
import { browserSession } from './common';
import { FIREFOXES, launchFirefox } from './firefox';
import { extensionSuite } from './firefoxSuites/extension';
import { geometrySuite } from './firefoxSuites/geometry';
import { hintedRestSuite } from './firefoxSuites/hintedRest';
import { looksSuite } from './firefoxSuites/looks';
import { messagesSuite } from './firefoxSuites/messages';
import { meterSuite } from './firefoxSuites/meter';
import { pasteSuite } from './firefoxSuites/paste';
import { savesSuite } from './firefoxSuites/saves';
import { popupSuite } from './firefoxSuites/popup';
import { recordsSuite } from './firefoxSuites/records';
import { reasonsSuite } from './firefoxSuites/reasons';
import { tableSuite } from './firefoxSuites/table';
import { touchSuite } from './firefoxSuites/touch';
import { DESKTOP, hasChromeScope, screensFor } from './firefoxSuites/screens';
import { voiceSuite } from './firefoxSuites/voice';

const firefox = FIREFOXES[0];
describe(`Firefox ${firefox.version}`, () => {
  const browser = browserSession(() => launchFirefox(firefox));
  extensionSuite(browser);
  popupSuite(browser);
  tableSuite(browser);
  looksSuite(browser);
  pasteSuite(browser);
  savesSuite(browser);
  recordsSuite(browser);
  hintedRestSuite(browser);
  voiceSuite(browser);
  reasonsSuite(browser, hasChromeScope(firefox.version));
  geometrySuite(browser, 'en', screensFor(firefox.version));
  messagesSuite(browser, 'en', screensFor(firefox.version));
  meterSuite(browser, hasChromeScope(firefox.version) ? screensFor(firefox.version) : [DESKTOP]);
  // A finger held on the stock needs touch emulation, which ESR 140's BiDi cannot set (screens.ts).
  if (hasChromeScope(firefox.version)) touchSuite(browser);
});
