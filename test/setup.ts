// Every unit and component test reads the popup's texts in English, from
// _locales/en/messages.json, the one place they are written (the popup itself gets them
// from there through browser.i18n).
import { setFallbackMessages } from '../popup/platform/i18n';
import { localeMessages } from './support/locale';

setFallbackMessages(localeMessages('en'));
