// The store packages are reproducible: the same files give the same bytes, whatever their
// timestamps or the order they were written in, and each store gets the manifest it expects.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { filesUnder, zip } from '../../src/tools/zip.mjs';
import { storeManifest } from '../../src/tools/store-package.mjs';
import { readManifest } from '../../src/tools/extension.mjs';

const temp = mkdtempSync(join(tmpdir(), 'plot-zip-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function tree(name: string, order: readonly string[], mtime: Date): string {
  const dir = join(temp, name);
  for (const path of order) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), `contents of ${path}\n`);
    utimesSync(join(dir, path), mtime, mtime);
  }
  return dir;
}

/** The entries a ZIP's central directory lists: name, size, CRC, DOS date and time. */
function centralDirectory(bytes: Buffer) {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries = [];
  for (let i = 0; i < count; i++) {
    expect(bytes.readUInt32LE(at)).toBe(0x02014b50);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extra = bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    entries.push({
      name: bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
      size: bytes.readUInt32LE(at + 24),
      time: bytes.readUInt16LE(at + 12),
      date: bytes.readUInt16LE(at + 14),
    });
    at += 46 + nameLength + extra;
  }
  return entries;
}

describe('reproducible zip', () => {
  const files = ['manifest.json', 'b/z.js', 'a/y.png', 'popup.html'];

  it('same files, other timestamps and write order: the same bytes', () => {
    const one = zip(filesUnder(tree('one', files, new Date('2020-01-02T03:04:05Z'))));
    const two = zip(filesUnder(tree('two', [...files].reverse(), new Date('2031-06-07T08:09:10Z'))));
    expect(two.equals(one)).toBe(true);
  });

  it('lists the entries sorted, with the ZIP epoch as every date', () => {
    const bytes = zip(filesUnder(tree('three', files, new Date())));
    const entries = centralDirectory(bytes);
    expect(entries.map((e) => e.name)).toEqual(['a/y.png', 'b/z.js', 'manifest.json', 'popup.html']);
    for (const e of entries) expect({ time: e.time, date: e.date }).toEqual({ time: 0, date: 0x21 });
    expect(entries[0].size).toBe('contents of a/y.png\n'.length);
  });

  it('a changed byte changes the package', () => {
    const a = zip([['x', Buffer.from('1')]]);
    const b = zip([['x', Buffer.from('2')]]);
    expect(a.equals(b)).toBe(false);
  });
});

describe('store manifests', () => {
  const manifest = readManifest();

  it('leave out the development key, and the other browser\'s keys', () => {
    const chrome = storeManifest(manifest, 'chrome');
    const firefox = storeManifest(manifest, 'firefox');
    expect(manifest.key).toBeTruthy();
    expect(chrome).not.toHaveProperty('key');
    expect(firefox).not.toHaveProperty('key');
    expect(chrome).not.toHaveProperty('browser_specific_settings');
    expect(chrome).toHaveProperty('minimum_chrome_version');
    expect(firefox).not.toHaveProperty('minimum_chrome_version');
    expect(firefox).toHaveProperty('browser_specific_settings.gecko.id');
    expect({ ...chrome, key: manifest.key, browser_specific_settings: manifest.browser_specific_settings }).toEqual(manifest);
  });
});
