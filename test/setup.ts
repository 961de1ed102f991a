// Every unit and component test reads the popup's texts in English, from popup/messages.ts
// (the popup itself gets them from _locales through browser.i18n).
import { setFallbackMessages } from '../popup/platform/i18n';
import { EN } from '../popup/platform/messages';

setFallbackMessages(EN);
