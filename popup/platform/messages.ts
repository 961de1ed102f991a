// The keys t() takes: the messages of _locales/en/messages.json, where the English is
// written once. The popup reads _locales/<lang>/messages.json through browser.i18n (the
// browser's language picks the table; English is the manifest's default_locale), so its
// bundle carries no table: this import is types only and esbuild drops it. Node-side
// wording (the unit tests' English fallback, test/setup.ts) reads the same file.
// test/popup/locales.test.ts checks that every other locale has exactly these keys, with the
// same placeholders ($1, $2 … as in browser.i18n.getMessage).
import type en from '../../_locales/en/messages.json';

/** The manifest's texts (extension list, toolbar button): in the table, never shown by the popup. */
type ManifestText = 'extName' | 'extDescription' | 'actionTitle';

export type MessageKey = Exclude<keyof typeof en, ManifestText>;
