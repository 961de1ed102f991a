// A stand-in for browser.i18n serving one of the extension's _locales/ tables, for tests
// that want the popup's texts in a given language (setMessageSource) or need to know
// what the popup will say. Read from the repository root (tests run there; under
// happy-dom import.meta.url is not a file URL).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MessageSource } from '../../popup/platform/i18n';

export type Lang = 'en' | 'es';

export function localeMessages(lang: Lang): Record<string, { message: string }> {
  return JSON.parse(readFileSync(join(process.cwd(), '_locales', lang, 'messages.json'), 'utf8')) as Record<string, { message: string }>;
}

/** browser.i18n.getMessage over _locales/<lang>: '' for a missing key, as the browser does. */
export function localeSource(lang: Lang): MessageSource {
  const table = localeMessages(lang);
  return (key, subs) => (table[key]?.message ?? '').replace(/\$(\d)/g, (_, i: string) => subs[Number(i) - 1] ?? '');
}
