// Generates the extension's toolbar icons (16/32/48/128 px PNG) with a tiny pure-Node
// PNG encoder (no external assets). The image data is stored, not compressed, so that the
// bytes are the same on every machine (src/tools/checksums.mjs says why). Motif: two
// overlapping playing cards on a green baize square, the front card marked with a red
// diamond pip.
import { crc32, zlibStored } from '../src/tools/checksums.mjs';

export const ICON_SIZES = [16, 32, 48, 128];

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

/** Encodes an RGBA8 pixel buffer (width*height*4 bytes) as a PNG file. */
export function encodePng(width, height, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // colour type RGBA
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0; // filter: none
    rgba.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlibStored(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Shapes in unit coordinates (0..1). Each returns true if the point is inside.
function roundRect(x0, y0, x1, y1, r) {
  return (x, y) => {
    if (x < x0 || x > x1 || y < y0 || y > y1) return false;
    const cx = Math.min(Math.max(x, x0 + r), x1 - r);
    const cy = Math.min(Math.max(y, y0 + r), y1 - r);
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
  };
}

function rotated(shape, angle, ox, oy) {
  const c = Math.cos(-angle);
  const s = Math.sin(-angle);
  return (x, y) => {
    const dx = x - ox;
    const dy = y - oy;
    return shape(ox + dx * c - dy * s, oy + dx * s + dy * c);
  };
}

function diamond(cx, cy, rx, ry) {
  return (x, y) => Math.abs(x - cx) / rx + Math.abs(y - cy) / ry <= 1;
}

function inset(x0, y0, x1, y1, r, d) {
  return roundRect(x0 + d, y0 + d, x1 - d, y1 - d, Math.max(r - d, 0));
}

const BAIZE = [0x1f, 0x6b, 0x3a, 255];
const EDGE = [0x2b, 0x2b, 0x2b, 255];
const CARD = [0xfb, 0xfa, 0xf4, 255];
const BACK = [0x2c, 0x4f, 0x9e, 255];
const RED = [0xc6, 0x28, 0x28, 255];

/** Each shape with its colour (RGBA). */
const layers = (/** @returns {[(x: number, y: number) => boolean, number[]][]} */ () => {
  const bg = roundRect(0.02, 0.02, 0.98, 0.98, 0.18);
  const backCardRect = [0.14, 0.16, 0.62, 0.84, 0.07];
  const backCard = rotated(roundRect(...backCardRect), -0.22, 0.38, 0.5);
  const backInner = rotated(inset(...backCardRect, 0.05), -0.22, 0.38, 0.5);
  const frontRect = [0.4, 0.14, 0.88, 0.86, 0.07];
  const front = rotated(roundRect(...frontRect), 0.12, 0.64, 0.5);
  const frontInner = rotated(inset(...frontRect, 0.03), 0.12, 0.64, 0.5);
  const pip = rotated(diamond(0.64, 0.5, 0.13, 0.2), 0.12, 0.64, 0.5);
  // Painter's order: later layers cover earlier ones.
  return [
    [bg, BAIZE],
    [backCard, EDGE],
    [backInner, BACK],
    [front, EDGE],
    [frontInner, CARD],
    [pip, RED],
  ];
})();

/** Renders the icon at `size` px with 4x4 supersampling for smooth edges. */
export function renderIcon(size) {
  const SS = 4;
  const out = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const x = (px + (sx + 0.5) / SS) / size;
          const y = (py + (sy + 0.5) / SS) / size;
          /** @type {number[] | null} */
          let col = null;
          for (const [shape, c] of layers) if (shape(x, y)) col = c;
          if (col) {
            // premultiplied accumulation
            r += col[0] * col[3];
            g += col[1] * col[3];
            b += col[2] * col[3];
            a += col[3];
          }
        }
      }
      const o = (py * size + px) * 4;
      if (a > 0) {
        out[o] = Math.round(r / a);
        out[o + 1] = Math.round(g / a);
        out[o + 2] = Math.round(b / a);
        out[o + 3] = Math.round(a / (SS * SS));
      }
    }
  }
  return encodePng(size, size, out);
}

/** Returns [{ size, file, png }] for every icon size. */
export function renderIcons() {
  return ICON_SIZES.map((size) => ({ size, file: `icons/icon-${size}.png`, png: renderIcon(size) }));
}
