// The popup's open path (docs/dev/open-budget.md): the JS and CSS loaded when it opens —
// popup.js, the chunks it imports statically, and what popup.html names (readSave.js,
// popup.css) — each file gzipped on its own, counted from the built dist/ as `npm run bench`
// counts it (src/tools/chunks.mjs), under a ceiling set once. Bytes, not time: it fails when
// the open path grows past the ceiling, whatever the machine.
import { describe, expect, it } from 'vitest';
import { OPEN_BUDGET, openLoad, scriptLoad } from '../../src/tools/chunks.mjs';
import { DIST, assertDistBuilt } from './common';

describe('the popup at open', () => {
  it('loads at most 44 000 bytes of JS and CSS, gzipped (the ceiling set once)', () => {
    assertDistBuilt();
    const open = openLoad(DIST);
    const files = open.files.map((f) => f.file);
    // What the count covers: the entry, its shared chunk, the page's early read and stylesheet; the lazy chunk is not in it.
    expect(files).toContain('popup.js');
    expect(files).toContain('readSave.js');
    expect(files).toContain('popup.css');
    expect(files.some((f) => f.startsWith('chunks/'))).toBe(true);
    const { later } = scriptLoad(DIST);
    expect(later.length).toBeGreaterThan(0);
    for (const f of later) expect(files).not.toContain(f);
    expect(open.gz, `JS+CSS at open: ${open.files.map((f) => `${f.file} ${f.gz}`).join(', ')}`).toBeLessThanOrEqual(OPEN_BUDGET);
    expect(OPEN_BUDGET).toBe(44_000);
  });

  it('counts gzipped bytes: a file grows the count by its own compressed size', () => {
    assertDistBuilt();
    const open = openLoad(DIST);
    expect(open.gz).toBe(open.files.reduce((a, f) => a + f.gz, 0));
    for (const f of open.files) {
      expect(f.gz).toBeGreaterThan(0);
      expect(f.gz).toBeLessThan(f.raw);
    }
  });
});
