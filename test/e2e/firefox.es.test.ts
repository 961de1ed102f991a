// The current ESR in Spanish: the popup's words (spanishSuite), and issue 31's geometry and
// messages where Spanish's longer words are what could overflow: the messages on both
// screens; the table's geometry on the phone, whose narrow columns the longer captions meet
// (at 800×600 the English run and Chromium's Spanish screens measure it).
import { describe } from 'vitest';
import { browserSession } from './common';
import { FIREFOXES, launchFirefox } from './firefox';
import { geometrySuite } from './firefoxSuites/geometry';
import { messagesSuite } from './firefoxSuites/messages';
import { screensFor } from './firefoxSuites/screens';
import { spanishSuite } from './firefoxSuites/spanish';

const firefox = FIREFOXES[0];
describe(`Firefox ${firefox.version}, in Spanish`, () => {
  const browser = browserSession(() => launchFirefox(firefox, { lang: 'es-ES' }));
  spanishSuite(browser);
  const screens = screensFor(firefox.version);
  geometrySuite(browser, 'es', screens.slice(1));
  messagesSuite(browser, 'es', screens);
});
