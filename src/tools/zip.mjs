// A reproducible ZIP writer for the store packages: the same files give the same bytes,
// whenever and wherever they are packed. Entries are sorted by path, every timestamp is
// the ZIP epoch (1980-01-01 00:00), permissions are fixed (0644), there are no extra
// fields, and entries are stored, not deflated (checksums.mjs says why).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { crc32 } from './checksums.mjs';

const DOS_TIME = 0; // 00:00:00
const DOS_DATE = (0 << 9) | (1 << 5) | 1; // 1980-01-01
const UNIX_FILE_0644 = (0o100644 << 16) >>> 0;

/**
 * The fields a local header and a central directory entry share, from `at`: version
 * needed (1.0: stored), flags (UTF-8 names), method (stored), time, date, CRC, sizes,
 * name length.
 * @param {Buffer} header
 * @param {number} at
 * @param {number} crc
 * @param {number} size
 * @param {number} nameLength
 */
function writeEntryFields(header, at, crc, size, nameLength) {
  header.writeUInt16LE(10, at);
  header.writeUInt16LE(0x0800, at + 2);
  header.writeUInt16LE(0, at + 4);
  header.writeUInt16LE(DOS_TIME, at + 6);
  header.writeUInt16LE(DOS_DATE, at + 8);
  header.writeUInt32LE(crc, at + 10);
  header.writeUInt32LE(size, at + 14);
  header.writeUInt32LE(size, at + 18);
  header.writeUInt16LE(nameLength, at + 22);
}

/**
 * Every file under `dir` as [path with forward slashes, bytes], sorted by path.
 * @param {string} dir
 */
export function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath ?? e.path, e.name))
    .map(/** @returns {[string, Buffer]} */ (p) => [relative(dir, p).split(sep).join('/'), readFileSync(p)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * A ZIP archive (stored entries) of `entries`: [path, bytes] pairs, written in sorted order.
 * @param {readonly (readonly [string, Uint8Array])[]} entries
 */
export function zip(entries) {
  const sorted = [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  /** @type {Buffer[]} */
  const locals = [];
  /** @type {Buffer[]} */
  const centrals = [];
  let offset = 0;
  for (const [path, data] of sorted) {
    const name = Buffer.from(path, 'utf8');
    const bytes = Buffer.from(data);
    const crc = crc32(bytes);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, crc, bytes.length, name.length);
    locals.push(local, name, bytes);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 10, 4); // made by: Unix, 1.0
    writeEntryFields(central, 6, crc, bytes.length, name.length);
    // extra length, comment length, disk number, internal attributes: all 0
    central.writeUInt32LE(UNIX_FILE_0644, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + bytes.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(sorted.length, 8);
  end.writeUInt16LE(sorted.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}
