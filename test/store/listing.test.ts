// The store listings (store/listing/*.md) have every section the store forms ask for,
// within the stores' limits, and agree with the extension's own texts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../src/tools/extension.mjs';

const SECTIONS = ['Name', 'Short description', 'Description', "What's new"];

/** The listing's sections by heading (## ...), each as its text with lines joined. */
function listing(lang: string): Record<string, string> {
  const text = readFileSync(join(ROOT, 'store', 'listing', `${lang}.md`), 'utf8');
  const sections: Record<string, string> = {};
  for (const part of text.split(/^## /m).slice(1)) {
    const [heading, ...body] = part.split('\n');
    sections[heading.trim()] = body.join('\n').trim();
  }
  return sections;
}

const locale = (lang: string) =>
  JSON.parse(readFileSync(join(ROOT, '_locales', lang, 'messages.json'), 'utf8')) as Record<string, { message: string }>;

describe.each(['en', 'es'])('store listing %s', (lang) => {
  const sections = listing(lang);

  it('has every section, in order', () => {
    expect(Object.keys(sections)).toEqual(SECTIONS);
    for (const s of SECTIONS) expect(sections[s].length).toBeGreaterThan(0);
  });

  it('uses the extension\'s name and description (the manifest\'s, which the stores show)', () => {
    expect(sections.Name).toBe(locale(lang).extName.message);
    expect(sections['Short description'].replace(/\s+/g, ' ')).toBe(locale(lang).extDescription.message);
  });

  it('fits the stores\' limits', () => {
    expect(sections.Name.length).toBeLessThanOrEqual(45); // Chrome Web Store: 45 shown; AMO: 50
    expect(sections['Short description'].length).toBeLessThanOrEqual(132); // Chrome: 132; AMO summary: 250
    expect(sections.Description.length).toBeLessThanOrEqual(16_000); // Chrome: 16,000
  });

  it('names the version in manifest.json as what is new', () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'manifest.json'), 'utf8')) as { version: string };
    expect(sections["What's new"]).toMatch(new RegExp(`^${version.replace(/\./g, '\\.')} `));
  });
});
