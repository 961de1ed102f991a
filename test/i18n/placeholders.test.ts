// Every call of t() and tn() in the popup passes exactly as many values as its message has
// placeholders ($1, $2 …). The types cannot say it (a JSON import widens each message to
// string), and a message that gained a placeholder while a call kept the old count reads
// "…was about %" in the page: the history's difficulty did, after two changes met.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const en = JSON.parse(readFileSync(join(ROOT, '_locales', 'en', 'messages.json'), 'utf8')) as Record<string, { message: string }>;

/** The highest $N in `text` (0 with none). */
const placeholders = (text: string): number => Math.max(0, ...[...text.matchAll(/\$(\d)/g)].map((m) => Number(m[1])));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

interface Call {
  where: string;
  fn: 't' | 'tn';
  key: string;
  given: number;
}

/**
 * The number of arguments of the call whose "(" is at `open` in `text`, or undefined for a
 * spread (its count is unknown): commas counted at the call's own depth, past strings,
 * template literals and comments.
 */
function argumentCount(text: string, open: number): number | undefined {
  let depth = 0;
  let commas = 0;
  let empty = true;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '/') i = text.indexOf('\n', i);
    else if (c === '/' && text[i + 1] === '*') i = text.indexOf('*/', i) + 1;
    else if (c === "'" || c === '"' || c === '`') {
      for (i++; text[i] !== c; i++) if (text[i] === '\\') i++;
      empty = false;
    } else if ('([{'.includes(c)) {
      depth++;
      if (depth > 1) empty = false;
    } else if (')]}'.includes(c)) {
      depth--;
      if (depth === 0) return empty ? 0 : commas + 1;
    } else if (depth === 1 && c === ',') commas++;
    else if (depth === 1 && text.startsWith('...', i)) return undefined;
    else if (depth === 1 && !/\s/.test(c)) empty = false;
  }
  throw new Error(`no end to the call at ${open}`);
}

/** The calls of t('literal', …) and tn('literal', count, …) in one file; a spread is left out. */
function callsIn(path: string): Call[] {
  const text = readFileSync(path, 'utf8');
  const found: Call[] = [];
  for (const m of text.matchAll(/(?<![\w.$])(tn?)\(\s*'([\w]+)'/g)) {
    const open = m.index + m[1].length;
    const count = argumentCount(text, open);
    if (count === undefined) continue;
    const fn = m[1] as Call['fn'];
    const line = text.slice(0, m.index).split('\n').length;
    found.push({ where: `${path.slice(ROOT.length + 1)}:${line}`, fn, key: m[2], given: count - (fn === 't' ? 1 : 2) });
  }
  return found;
}

/** The placeholders `call`'s message needs: for tn, the most any plural form of it has. */
function needed({ fn, key }: Call): number | undefined {
  if (fn === 't') return en[key] ? placeholders(en[key].message) : undefined;
  const forms = Object.keys(en).filter((k) => k.startsWith(`${key}_`) && /^(zero|one|two|few|many|other)$/.test(k.slice(key.length + 1)));
  return forms.length ? Math.max(...forms.map((k) => placeholders(en[k].message))) : undefined;
}

describe('placeholders', () => {
  const calls = sources(join(ROOT, 'popup')).flatMap(callsIn);

  it('finds the popup\'s calls (a walk that found none would pass any table)', () => {
    expect(calls.length).toBeGreaterThan(300);
    expect(calls.some((c) => c.fn === 'tn')).toBe(true);
  });

  it('every call passes as many values as its message has placeholders', () => {
    const wrong = calls
      .map((c) => ({ ...c, needs: needed(c) }))
      .filter((c) => c.needs !== undefined && c.needs !== c.given)
      .map((c) => `${c.where}: ${c.fn}('${c.key}') passes ${c.given}, its message has ${c.needs}`);
    expect(wrong).toEqual([]);
  });

  it('every literal key is a message', () => {
    expect(calls.filter((c) => needed(c) === undefined).map((c) => `${c.where}: ${c.key}`)).toEqual([]);
  });
});
