// _locales/en/messages.json is where the English is written (the popup's MessageKey is its
// keys, popup/platform/messages.ts); every other locale must translate exactly those keys,
// with the same placeholders, or browser.i18n falls back to English (or to nothing) for a key.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../../popup/platform/messages';
import { type Lang, localeMessages } from '../support/locale';

const placeholders = (s: string) => [...s.matchAll(/\$(\d)/g)].map((m) => m[1]).sort().join();
const en = localeMessages('en');
const others = readdirSync(join(process.cwd(), '_locales')).filter((l) => l !== 'en') as Lang[];

describe('_locales', () => {
  it('has English and at least one translation (so the checks below cannot pass on nothing)', () => {
    expect(Object.keys(en).length).toBeGreaterThan(100);
    expect(others).toContain('es');
  });

  it('English has the manifest texts and the popup texts the types name', () => {
    for (const key of ['extName', 'extDescription', 'actionTitle']) expect(en[key]?.message).toBeTruthy();
    const popupKeys: MessageKey[] = ['htmlLang', 'appTitle', 'loadFailed'];
    for (const key of popupKeys) expect(en[key]?.message).toBeTruthy();
  });

  it.each(others)('%s has exactly English keys, each translated with the same placeholders', (lang) => {
    const table = localeMessages(lang);
    expect(Object.keys(table).sort()).toEqual(Object.keys(en).sort());
    for (const [key, { message }] of Object.entries(en)) {
      expect(table[key].message, key).toBeTruthy();
      expect(placeholders(table[key].message), key).toBe(placeholders(message));
    }
  });

  it('keys are valid message names and every English text is written', () => {
    for (const [key, { message }] of Object.entries(en)) {
      expect(key).toMatch(/^[A-Za-z0-9_]+$/);
      expect(message, key).toBeTruthy();
    }
  });
});
