// CRC-32 (ZIP, PNG) and a zlib stream of stored blocks: the checksums and the one
// compression-free encoding that the reproducible packages and icons rely on. Stored
// blocks, not deflate: deflate output may differ between zlib builds (Node bundles
// Chromium's, with CPU-specific code paths); stored bytes cannot.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** @param {Uint8Array} bytes */
export function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** @param {Uint8Array} bytes */
function adler32(bytes) {
  let a = 1;
  let b = 0;
  for (const x of bytes) {
    a = (a + x) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/**
 * `bytes` as a zlib stream (RFC 1950) of stored deflate blocks (RFC 1951), at most 65,535 bytes each.
 * @param {Uint8Array} bytes
 */
export function zlibStored(bytes) {
  const parts = [Buffer.from([0x78, 0x01])];
  for (let at = 0; at < bytes.length || at === 0; at += 65535) {
    const block = bytes.subarray(at, at + 65535);
    const head = Buffer.alloc(5);
    head[0] = at + 65535 >= bytes.length ? 1 : 0; // BFINAL, BTYPE 00
    head.writeUInt16LE(block.length, 1);
    head.writeUInt16LE(~block.length & 0xffff, 3);
    parts.push(head, Buffer.from(block));
    if (bytes.length === 0) break;
  }
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(adler32(bytes));
  parts.push(tail);
  return Buffer.concat(parts);
}
