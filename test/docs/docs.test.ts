// Docs that test themselves (issue 22): what the Markdown says about the repository is
// checked against the repository.
//
// 1. Every relative link and image in README.md, PRIVACY.md, store/**/*.md and docs/**/*.md
//    resolves to a file or folder inside the repository (so it works in a clone), and a
//    `#anchor` into a Markdown file names one of its headings.
// 2. Every repository path that docs/architecture.md, store/REVIEW.md and the docs this test
//    was written with name in backticks exists. A bare file name (`state.ts`) is looked for
//    under the folders named before it in the same paragraph or table row. Build outputs
//    (dist/, build/, web-ext-artifacts/) are not repository files and are skipped.
//    store/REVIEW.md's package table names every kind of file the build writes into dist/.
// 3. docs/deal-of-the-day.md's pinned examples agree with the formula (src/solver/daily.ts)
//    and with the days test/solver/daily.test.ts pins, and its counts of skipped days with
//    the days that test lists.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, readManifest } from '../../src/tools/extension.mjs';
import { POPUP_BUNDLE_OPTIONS } from '../../src/tools/esbuild-options.mjs';
import { dailyStart } from '../../src/solver/daily';
import { ART_DIR, ART_LICENCE } from '../../src/tools/cardArtBuild.mjs';

const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');
const posix = (path: string): string => path.split('\\').join('/');

/** Markdown files under `dir` (repository-relative), sorted. */
function markdownUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...markdownUnder(path));
    else if (entry.name.endsWith('.md')) out.push(path);
  }
  return out.sort();
}

const LINKED_DOCS = ['README.md', 'PRIVACY.md', ...markdownUnder('store'), ...markdownUnder('docs')];

/** The text with fenced code blocks blanked (line numbers kept). */
function withoutFences(text: string): string {
  let fence: string | undefined;
  return text
    .split('\n')
    .map((line) => {
      const open = /^\s*(```+|~~~+)/.exec(line);
      if (fence === undefined && open) {
        fence = open[1][0];
        return '';
      }
      if (fence !== undefined) {
        if (new RegExp(`^\\s*${fence === '`' ? '```' : '~~~'}`).test(line)) fence = undefined;
        return '';
      }
      return line;
    })
    .join('\n');
}

/** The text outside fences with inline code spans blanked (links in code are not links). */
const proseOf = (text: string): string => withoutFences(text).replace(/(`+)[^`]*?\1/g, (m) => ' '.repeat(m.length));

/** Every link and image target: inline, reference definitions and HTML src/href. */
function linkTargets(text: string): { target: string; line: number }[] {
  const prose = proseOf(text);
  const out: { target: string; line: number }[] = [];
  const lineAt = (index: number) => prose.slice(0, index).split('\n').length;
  const patterns = [
    /!?\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g,
    /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm,
    /<(?:img|a|source)\b[^>]*?\s(?:src|href)\s*=\s*["']([^"']+)["']/gi,
  ];
  for (const pattern of patterns) for (const m of prose.matchAll(pattern)) out.push({ target: m[1], line: lineAt(m.index ?? 0) });
  return out;
}

/** GitHub's anchor for a heading's text. */
function slug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images: their text
    .replace(/<[^>]+>/g, '')
    .replace(/[`*_~]/g, (c) => (c === '_' ? '_' : '')); // emphasis and code marks go; underscores stay
  return text.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
}

/** The anchors a Markdown file offers: its headings' (GitHub numbers repeats -1, -2, …) and HTML ids. */
function anchorsOf(path: string): Set<string> {
  const text = withoutFences(readFileSync(path, 'utf8'));
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const m of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(m[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  for (const m of text.matchAll(/<[^>]+\s(?:id|name)\s*=\s*["']([^"']+)["']/g)) anchors.add(m[1]);
  return anchors;
}

const inRepo = (abs: string): boolean => {
  const rel = relative(ROOT, abs);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith('/'));
};

/** What is wrong with one link of `doc`, or undefined. */
function brokenLink(doc: string, target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) return undefined; // another site or scheme
  const hash = target.indexOf('#');
  const pathPart = hash < 0 ? target : target.slice(0, hash);
  const anchor = hash < 0 ? undefined : decodeURIComponent(target.slice(hash + 1));
  const file = pathPart === '' ? join(ROOT, doc) : pathPart.startsWith('/') ? join(ROOT, decodeURIComponent(pathPart)) : resolve(ROOT, dirname(doc), decodeURIComponent(pathPart.split('?')[0]));
  if (!inRepo(file)) return `${target}: outside the repository (not there in a clone)`;
  if (!existsSync(file)) return `${target}: no such file (${posix(relative(ROOT, file))})`;
  if (anchor !== undefined && anchor !== '' && file.endsWith('.md') && statSync(file).isFile() && !anchorsOf(file).has(anchor))
    return `${target}: ${posix(relative(ROOT, file))} has no heading #${anchor}`;
  return undefined;
}

describe('links and images in the Markdown docs', () => {
  it('finds the docs it checks', () => {
    expect(LINKED_DOCS).toEqual(expect.arrayContaining(['README.md', 'PRIVACY.md', 'store/REVIEW.md', 'docs/architecture.md', 'docs/winnability.md']));
  });

  it.each(LINKED_DOCS)('%s: every relative link and image resolves', (doc) => {
    const broken = linkTargets(read(doc)).flatMap(({ target, line }) => {
      const why = brokenLink(doc, target);
      return why ? [`${doc}:${line}: ${why}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('the link checker sees what it should', () => {
    const found = linkTargets('a [x](a.md#b "t") ![i](img/p.png) `[no](code.md)` <img src="h.svg">\n```\n[no](fence.md)\n```\n[r]: ref.md\n');
    expect(found.map((f) => f.target)).toEqual(['a.md#b', 'img/p.png', 'ref.md', 'h.svg']);
    expect(slug('The `plot` command')).toBe('the-plot-command');
    expect(slug('What’s new: 0.1.0!')).toBe('whats-new-010');
    expect(brokenLink('docs/rules.md', '../../shared/RULES.md')).toMatch(/outside the repository/);
    expect(brokenLink('README.md', 'docs/rules.md#deal-numbers')).toBeUndefined();
    expect(brokenLink('README.md', 'docs/rules.md#no-such-heading')).toMatch(/no heading/);
    expect(brokenLink('README.md', 'https://example.com/x.md')).toBeUndefined();
  });
});

// ---- 2. paths named in backticks ----

/** Folders at the top of the repository whose files are made by a build, not kept in git. */
const BUILD_OUTPUTS = new Set(['dist', 'build', 'web-ext-artifacts', 'node_modules', 'coverage']);
const TOP = new Set(readdirSync(ROOT).filter((name) => !name.startsWith('.') && !BUILD_OUTPUTS.has(name)));
const FILE_NAME = /\.(?:ts|tsx|mts|mjs|js|json|md|css|html|svg|png|wasm|d\.mts)$/;

/** A code span that reads as a repository path: no spaces or quotes, not absolute, and a folder or a file name. */
const isPathLike = (span: string): boolean =>
  /^[\w.\-/*]+$/.test(span) && !span.startsWith('.') && !span.startsWith('/') && (span.includes('/') || FILE_NAME.test(span));

/** Does a path (maybe with `*` in its last part) name something that exists? */
function pathExists(path: string): boolean {
  const clean = path.replace(/\/+$/, '');
  if (!clean.includes('*')) return existsSync(join(ROOT, clean)) && (!path.endsWith('/') || statSync(join(ROOT, clean)).isDirectory());
  const dir = dirname(clean);
  const pattern = new RegExp(`^${clean.slice(dir.length + 1).replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
  return existsSync(join(ROOT, dir)) && readdirSync(join(ROOT, dir)).some((name) => pattern.test(name));
}

/** Paragraphs (and each table row on its own), in order, with their first line number. */
function units(text: string): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = [];
  let current: { text: string; line: number } | undefined;
  withoutFences(text)
    .split('\n')
    .forEach((line, i) => {
      if (line.trim() === '' || /^\s*\|/.test(line) || /^#/.test(line)) {
        if (current) out.push(current);
        current = undefined;
        if (line.trim() !== '') out.push({ text: line, line: i + 1 });
        return;
      }
      if (current) current.text += `\n${line}`;
      else current = { text: line, line: i + 1 };
    });
  if (current) out.push(current);
  return out;
}

/**
 * The repository paths `doc` names in backticks that do not exist. `skip` are spans that
 * name something else (files of the package, say).
 */
function missingPaths(doc: string, skip: ReadonlySet<string> = new Set()): string[] {
  const missing: string[] = [];
  for (const unit of units(read(doc))) {
    const folders: string[] = []; // folders named so far in this paragraph or row
    for (const m of unit.text.matchAll(/`([^`\n]+)`/g)) {
      const span = m[1].trim();
      if (!isPathLike(span) || skip.has(span)) continue;
      const first = span.split('/')[0];
      if (BUILD_OUTPUTS.has(first)) continue;
      const at = `${doc}:${unit.line}`;
      if (TOP.has(first)) {
        // a path from the top of the repository
        if (!pathExists(span)) missing.push(`${at}: \`${span}\``);
        folders.push(span.endsWith('/') ? span : `${dirname(span)}/`);
        continue;
      }
      // a name relative to a folder named before it (latest first)
      const under = [...folders].reverse().find((f) => pathExists(`${f}${span}`));
      if (under !== undefined) {
        if (span.endsWith('/')) folders.push(`${under}${span}`);
        continue;
      }
      missing.push(`${at}: \`${span}\` (not under ${folders.length > 0 ? folders.map((f) => `\`${f}\``).join(', ') : 'any folder named before it'})`);
    }
  }
  return missing;
}

/** The package's files as REVIEW.md's table names them (its first column). */
function packageTableFiles(): string[] {
  const text = read('store/REVIEW.md');
  const section = text.split(/^## /m).find((s) => s.startsWith('What the package holds'));
  if (!section) throw new Error('store/REVIEW.md: no section "What the package holds"');
  return section
    .split('\n')
    .filter((line) => /^\|\s*`/.test(line))
    .flatMap((line) => [...line.split('|')[1].matchAll(/`([^`]+)`/g)].map((m) => m[1]));
}

/** Does a table entry (`icons/*.png`, `chunks/`, `_locales/`, `popup.js`) cover a package file? */
function covers(entry: string, file: string): boolean {
  if (entry.endsWith('/')) return file.startsWith(entry);
  const pattern = new RegExp(`^${entry.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
  return pattern.test(file);
}

/**
 * The files the build writes into dist/ (what the package zips), by kind, read from
 * scripts/build.mjs, the esbuild options it uses and the manifest — no build needed.
 */
function packageFiles(): string[] {
  const build = read('scripts/build.mjs');
  const files = new Set<string>();
  for (const m of build.matchAll(/join\(DIST,\s*'([^']+)'\)/g)) files.add(m[1]);
  for (const m of build.matchAll(/\],\s*'([\w.-]+\.css)'\]/g)) files.add(m[1]); // STYLESHEETS: [source, output]
  for (const m of build.matchAll(/bundleSplit\(.*?,\s*DIST,\s*'([\w-]+)'/g)) files.add(`${m[1]}.js`);
  const chunks = /^([\w-]+)\//.exec(String(POPUP_BUNDLE_OPTIONS.chunkNames));
  if (chunks) files.add(`${chunks[1]}/x.js`);
  // the icons the build draws are the ones the manifest names (build.mjs checks they exist)
  const manifest = readManifest() as { icons?: Record<string, string>; action?: { default_icon?: Record<string, string> } };
  for (const file of [...Object.values(manifest.icons ?? {}), ...Object.values(manifest.action?.default_icon ?? {})]) files.add(file);
  for (const locale of readdirSync(join(ROOT, '_locales'))) files.add(`_locales/${locale}/messages.json`);
  // the card art's step (src/tools/cardArtBuild.mjs): the faces and backs, and their licence
  files.add(`${ART_DIR}/faces.svg`).add(ART_LICENCE);
  files.delete('icons');
  files.delete('_locales');
  return [...files].sort();
}

describe('paths the docs name', () => {
  it('docs/architecture.md: every repository path it names exists', () => {
    expect(missingPaths('docs/architecture.md')).toEqual([]);
  });

  it('store/REVIEW.md: every repository path it names exists (the package table\'s files aside)', () => {
    const table = packageTableFiles();
    const packageNames = new Set([...table, ...table.filter((f) => f.includes('/')).map((f) => `${f.slice(0, f.lastIndexOf('/'))}/`)]);
    expect(missingPaths('store/REVIEW.md', packageNames)).toEqual([]);
  });

  it('store/REVIEW.md: the package table names every file the build puts in the package, and nothing else', () => {
    const table = packageTableFiles();
    const files = packageFiles();
    expect(files).toEqual(expect.arrayContaining(['popup.html', 'popup.js', 'worker.js', 'solver.wasm', 'manifest.json', 'icons/icon-16.png']));
    expect(files.filter((f) => !table.some((entry) => covers(entry, f))), 'files in the package the table does not name').toEqual([]);
    expect(table.filter((entry) => !files.some((f) => covers(entry, f))), 'table entries the build does not write').toEqual([]);
  });

  it.each(['docs/deal-of-the-day.md', 'docs/winnability.md', 'docs/rules.md', 'PRIVACY.md', 'store/listing/en.md', 'store/listing/es.md'])(
    '%s: every repository path it names exists',
    (doc) => {
      expect(missingPaths(doc)).toEqual([]);
    },
  );

  it('the path checker sees what it should', () => {
    expect(isPathLike('src/solver/search/core.ts')).toBe(true);
    expect(isPathLike('state.ts')).toBe(true);
    expect(isPathLike('t8>t3')).toBe(false);
    expect(isPathLike('storage.local')).toBe(false);
    expect(isPathLike("'wasm-unsafe-eval'")).toBe(false);
    expect(isPathLike('/usr/bin/chromium')).toBe(false); // not a repository path
    expect(pathExists('src/tools/*.mjs')).toBe(true);
    expect(pathExists('src/engine/')).toBe(true);
    expect(pathExists('src/engine/nothing-here.ts')).toBe(false);
    expect(covers('icons/*.png', 'icons/icon-16.png')).toBe(true);
    expect(covers('chunks/', 'chunks/x.js')).toBe(true);
    expect(covers('popup.js', 'worker.js')).toBe(false);
  });
});

// ---- 3. the deal of the day ----

/** The days test/solver/daily.test.ts pins: day → [start, deal of the day], and the days that skip one. */
function pinnedDays(): { golden: Map<string, [number, number]>; skipsOne: string[] } {
  const text = read('test/solver/daily.test.ts');
  const goldenBlock = /const GOLDEN[^=]*=\s*\{([\s\S]*?)\n\};/.exec(text)?.[1];
  const skipsBlock = /const SKIPS_ONE = new Set\(\[([\s\S]*?)\]\)/.exec(text)?.[1];
  if (!goldenBlock || !skipsBlock) throw new Error('test/solver/daily.test.ts: GOLDEN or SKIPS_ONE not found');
  const golden = new Map<string, [number, number]>();
  for (const m of goldenBlock.matchAll(/'(\d{4}-\d{2}-\d{2})':\s*\[(\d+),\s*(\d+)\]/g)) golden.set(m[1], [Number(m[2]), Number(m[3])]);
  const skipsOne = [...skipsBlock.matchAll(/'(\d{4}-\d{2}-\d{2})'/g)].map((m) => m[1]);
  return { golden, skipsOne };
}

describe('docs/deal-of-the-day.md', () => {
  const doc = read('docs/deal-of-the-day.md');
  const { golden, skipsOne } = pinnedDays();
  const rows = [...doc.matchAll(/^\|\s*(\d{4}-\d{2}-\d{2})\s*\|\s*(\d+)\s*\|\s*(\d+)\s*(.*?)\|\s*$/gm)].map((m) => ({
    day: m[1], start: Number(m[2]), deal: Number(m[3]), note: m[4].trim(),
  }));

  it('reads the pinned days and the table', () => {
    expect(golden.size).toBeGreaterThanOrEqual(5);
    expect(skipsOne.length).toBeGreaterThan(0);
    expect(rows.length).toBeGreaterThanOrEqual(3);
  });

  it('every example in its table is a day the test pins, with the same start and deal', () => {
    for (const row of rows) {
      expect(golden.has(row.day), `${row.day} is not pinned in test/solver/daily.test.ts`).toBe(true);
      expect(row.start, `${row.day}: start`).toBe(dailyStart(row.day));
      expect([row.start, row.deal], row.day).toEqual(golden.get(row.day));
      // a day that skips its start says why; one that does not, says nothing about skipping
      if (row.deal === row.start) expect(row.note, row.day).toBe('');
      else expect(row.note, row.day).toMatch(/\(the start is .+\)/);
    }
    // the pinned days of 2026 and 2027 that skip one are those the year-long test lists
    for (const [day, [start, deal]] of golden) if (day.startsWith('2026') || day.startsWith('2027')) expect(deal !== start, day).toBe(skipsOne.includes(day));
  });

  it('its counts of days that skip a candidate are the test\'s', () => {
    const in2026 = skipsOne.filter((d) => d.startsWith('2026-')).length;
    const ofYear = /(\d+) of 365 days of 2026 skip/.exec(doc);
    const ofTwo = /except (?:the )?(\d+) days that skip/.exec(doc);
    expect(ofYear?.[1], 'the "N of 365 days of 2026 skip" sentence').toBe(String(in2026));
    expect(ofTwo?.[1], 'the "except N days that skip" sentence').toBe(String(skipsOne.length));
  });
});
