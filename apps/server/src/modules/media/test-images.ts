import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Test inputs built in code: no binary fixtures in the repository. */

const solid = (width: number, height: number, background = '#b4654a') =>
  sharp({ create: { width, height, channels: 3, background } });

export const pngImage = (width = 320, height = 240) => solid(width, height).png().toBuffer();
export const webpImage = (width = 320, height = 240) => solid(width, height).webp().toBuffer();
export const gifImage = (width = 64, height = 48) => solid(width, height).gif().toBuffer();

/** GPS latitude/longitude of Hyderabad, a camera make, and "rotate 90° clockwise" orientation. */
export function jpegWithGps(width = 640, height = 480): Promise<Buffer> {
  return solid(width, height)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'MithaqTestCam', Model: 'Secret Model' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '17/1 23/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '78/1 29/1 0/1' },
    })
    .toBuffer();
}

/** True when EXIF data holds a GPS IFD pointer (tag 0x8825, either byte order). */
export function hasGpsPointer(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

/** High-contrast squares: a blurred copy of it is almost flat grey. */
export async function checkerboardPng(size = 800, square = 40): Promise<Buffer> {
  const pixels = Buffer.alloc(size * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      pixels[y * size + x] = (Math.floor(x / square) + Math.floor(y / square)) % 2 ? 255 : 0;
    }
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 1 } })
    .png()
    .toBuffer();
}

/**
 * A real 1x1 PNG whose header is rewritten to claim `width` x `height`: what a decompression bomb
 * looks like before decoding (a solid 20000x20000 PNG compresses to about a megabyte).
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await pngImage(1, 1));
  // Signature (8) + IHDR length (4) + "IHDR" (4), then width and height, then the chunk's CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipartBody(
  field: string,
  bytes: Buffer,
  filename = 'photo.jpg',
  contentType = 'image/jpeg',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----mithaq${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
    `Content-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
