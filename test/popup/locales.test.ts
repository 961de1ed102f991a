import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EN } from '../../popup/platform/messages';

const load = (loc: string) =>
  JSON.parse(readFileSync(new URL(`../../_locales/${loc}/messages.json`, import.meta.url), 'utf8')) as Record<string, { message: string }>;
const placeholders = (s: string) => [...s.matchAll(/\$(\d)/g)].map((m) => m[1]).sort().join();

describe('_locales', () => {
  it('English messages.json carries every popup text exactly as popup/platform/messages.ts', () => {
    const en = load('en');
    for (const [key, text] of Object.entries(EN)) expect(en[key]?.message, key).toBe(text);
    for (const key of ['extName', 'extDescription', 'actionTitle']) expect(en[key]).toBeDefined();
  });

  it('Spanish translates every key with the same placeholders', () => {
    const es = load('es');
    for (const [key, text] of Object.entries(EN)) {
      expect(es[key]?.message, key).toBeTruthy();
      expect(placeholders(es[key].message), key).toBe(placeholders(text));
    }
  });

  it('keys are valid message names', () => {
    for (const key of Object.keys(EN)) expect(key).toMatch(/^[A-Za-z0-9_]+$/);
  });
});
