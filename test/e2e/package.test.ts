// `npm run package` on the built extension: packing dist/ twice, with every timestamp
// changed in between, gives identical bytes; the packages hold every file of dist/, the
// popup's lazily loaded chunks (dist/chunks/) among them.
import { readdirSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storePackages } from '../../src/tools/store-package.mjs';
import { scriptLoad } from '../../src/tools/chunks.mjs';
import { filesUnder } from '../../src/tools/zip.mjs';
import { DIST, assertDistBuilt } from './common';

function touchAll(dir: string, when: Date): void {
  for (const name of readdirSync(dir, { recursive: true }) as string[]) utimesSync(join(dir, name), when, when);
}

describe('store packages of dist/', () => {
  it('are the same bytes whatever the files\' timestamps', () => {
    assertDistBuilt();
    const before = statSync(join(DIST, 'popup.js')).mtime;
    const first = storePackages(DIST);
    touchAll(DIST, new Date('2001-02-03T04:05:06Z'));
    try {
      const second = storePackages(DIST);
      expect(second.chrome.equals(first.chrome)).toBe(true);
      expect(second.firefox.equals(first.firefox)).toBe(true);
    } finally {
      touchAll(DIST, before);
    }
    const names = filesUnder(DIST).map(([p]) => p);
    for (const bytes of [first.chrome, first.firefox]) {
      for (const name of names) expect(bytes.includes(Buffer.from(name))).toBe(true);
    }
  });

  it('hold every chunk the popup imports, at open and later, and nothing else under chunks/', () => {
    assertDistBuilt();
    const { atOpen, later } = scriptLoad(DIST, 'popup.js');
    expect(later.length).toBeGreaterThan(0); // the panels are split off
    const names = filesUnder(DIST).map(([p]) => p);
    for (const file of [...atOpen, ...later]) expect(names).toContain(file);
    expect(names.filter((n) => n.startsWith('chunks/')).sort()).toEqual([...atOpen, ...later].filter((n) => n.startsWith('chunks/')).sort());
    const { chrome, firefox } = storePackages(DIST);
    for (const bytes of [chrome, firefox]) {
      for (const file of later) expect(bytes.includes(Buffer.from(file))).toBe(true);
    }
  });
});
