import { crc32, deflateSync } from 'node:zlib';

/** Names under this prefix are demo images: when their file is missing a placeholder is served. */
export const SEED_PREFIX = 'seed/';

const WIDTH = 240;
const HEIGHT = 160;

type Rgb = [number, number, number];

/** FNV-1a, so each name always gets the same colour. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0), f(8), f(4)].map((v) => Math.round(v * 255)) as Rgb;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** Encodes 8-bit RGB pixels as a PNG (filter 0 on every row). */
export function encodePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => Rgb,
): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter set, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Pad and toes of a paw print, as ellipses (centre x, centre y, radius x, radius y) in 0..1 units. */
const PAW: [number, number, number, number][] = [
  [0.5, 0.62, 0.13, 0.17],
  [0.36, 0.38, 0.045, 0.075],
  [0.45, 0.3, 0.045, 0.075],
  [0.55, 0.3, 0.045, 0.075],
  [0.64, 0.38, 0.045, 0.075],
];

/** A small deterministic demo image for a name: a soft gradient in the name's colour with a paw print. */
export function placeholderPng(name: string): Buffer {
  const hue = hash(name) % 360;
  const top = hsl(hue, 0.55, 0.78);
  const bottom = hsl(hue, 0.5, 0.55);
  const paw = hsl(hue, 0.35, 0.95);
  return encodePng(WIDTH, HEIGHT, (x, y) => {
    const u = x / WIDTH;
    const v = y / HEIGHT;
    const inPaw = PAW.some(([cx, cy, rx, ry]) => ((u - cx) / rx) ** 2 + ((v - cy) / ry) ** 2 <= 1);
    if (inPaw) return paw;
    return [0, 1, 2].map((i) => Math.round(top[i]! + (bottom[i]! - top[i]!) * v)) as Rgb;
  });
}
