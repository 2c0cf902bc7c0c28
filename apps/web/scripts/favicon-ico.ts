/**
 * Draws public/favicon.ico from the site's logo, public/favicon.svg, for the browsers, feed readers
 * and crawlers that ask for `/favicon.ico` whatever the page's `<link rel="icon">` says.
 * Run by hand when the logo changes: node --import tsx apps/web/scripts/favicon-ico.ts
 * The file holds 16, 32 and 48 px PNG images: an ICO may carry PNG data since Windows Vista, and
 * every browser reads it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logo = fs.readFileSync(path.join(webDir, 'public', 'favicon.svg'));
const SIZES = [16, 32, 48];

const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;

/** An ICO file (ICONDIR, one ICONDIRENTRY per image, then the images) around square PNG images. */
function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = HEADER_BYTES + ENTRY_BYTES * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(ENTRY_BYTES);
    entry.writeUInt8(size % 256, 0); // width, 0 meaning 256
    entry.writeUInt8(size % 256, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

const images = await Promise.all(
  SIZES.map(async (size) => ({
    size,
    // Rendered at the target size from the vector (density scales the SVG's 64-unit box).
    png: await sharp(logo, { density: (72 * size) / 48 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer(),
  })),
);
const ico = icoOf(images);
fs.writeFileSync(path.join(webDir, 'public', 'favicon.ico'), ico);
console.log(`wrote public/favicon.ico (${SIZES.join(', ')} px, ${(ico.length / 1024).toFixed(1)} kB)`);
