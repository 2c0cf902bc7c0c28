import { MAX_PHOTO_PIXELS, PHOTO_MESSAGES, type PhotoInputFormat, type PhotoVariant } from '@mithaq/contracts/media';
import type sharpFunction from 'sharp';
import type { SharpOptions } from 'sharp';
import { AppError } from '../../lib/app-error.js';

type Sharp = typeof sharpFunction;
let sharpModule: Promise<Sharp> | undefined;
/**
 * sharp (libvips) loads on the first photo rather than at start-up, where it cost ~140 ms of the
 * app's time to healthy (bench/start.bench.ts).
 */
export const loadSharp = () => {
  sharpModule ??= import('sharp').then((m) => m.default);
  return sharpModule;
};

const DISPLAY_MAX = 800;
const THUMB_SIZE = 240;
/** Blur radius as a share of the long side: sigma 40 on an 800 px display image (see blurVariants). */
const BLUR_SIGMA_SHARE = 0.05;
/** The blur is computed at this size: the same result as at 800 px for a small fraction of the work. */
const BLUR_WORK_MAX = 200;
const BLUR_SOURCE_MAX = 48;
const BLUR_MAX = 320;
export const WEBP = 'image/webp';

/** sharp itself refuses more pixels than our bound (its default, 268 MP, is far above it). */
const INPUT: SharpOptions = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' };

const startsWith = (bytes: Buffer, text: string, at = 0) =>
  bytes.subarray(at, at + text.length).equals(Buffer.from(text, 'latin1'));

function isAvif(bytes: Buffer): boolean {
  if (!startsWith(bytes, 'ftyp', 4)) return false;
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length, 64);
  const brands = bytes.subarray(8, boxEnd).toString('latin1');
  return brands.includes('avif') || brands.includes('avis');
}

/** The format from the file's own bytes; the name and declared type are never trusted. */
export function sniffImageFormat(bytes: Buffer): PhotoInputFormat | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (startsWith(bytes, '\x89PNG\r\n\x1a\n')) return 'png';
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a')) return 'gif';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return 'webp';
  if (isAvif(bytes)) return 'avif';
  return null;
}

/** What libvips calls each accepted format once it has read the header. */
const SHARP_FORMAT: Record<PhotoInputFormat, string> = {
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  avif: 'heif',
};

async function readHeader(bytes: Buffer) {
  const sharp = await loadSharp();
  try {
    // metadata() reads the header only; the pixel bound is ours to check, with our message.
    return await sharp(bytes, { ...INPUT, limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTO_MESSAGES.unreadable);
  }
}

/**
 * Reads only the header (no pixel is decoded) and refuses what is not an accepted image or claims
 * more pixels than MAX_PHOTO_PIXELS: a tiny PNG can declare 20000x20000 (a decompression bomb).
 */
export async function assertAcceptableImage(bytes: Buffer): Promise<void> {
  const format = sniffImageFormat(bytes);
  if (!format) throw new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTO_MESSAGES.notAnImage);
  const header = await readHeader(bytes);
  if (header.format !== SHARP_FORMAT[format]) throw new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTO_MESSAGES.notAnImage);
  const { width, height } = header;
  if (!width || !height) throw new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTO_MESSAGES.unreadable);
  if (width * height > MAX_PHOTO_PIXELS) throw new AppError('PAYLOAD_TOO_LARGE', PHOTO_MESSAGES.tooManyPixels);
}

export interface EncodedPhoto {
  width: number;
  height: number;
  variants: { variant: PhotoVariant; contentType: string; bytes: Buffer }[];
}

interface RawImage {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

const fromRaw = (sharp: Sharp, { data, info }: RawImage) =>
  sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

/** Decodes once: upright (EXIF orientation applied), sRGB, at most 800 px, 8-bit raw pixels. */
async function decodeDisplaySize(bytes: Buffer): Promise<RawImage> {
  const sharp = await loadSharp();
  try {
    return await sharp(bytes, INPUT)
      .rotate()
      .resize({ width: DISPLAY_MAX, height: DISPLAY_MAX, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTO_MESSAGES.unreadable);
  }
}

/**
 * Blurred variants come from one 48 px image of the display photo blurred with sigma 5% of its
 * long side (40 at 800 px), so the stored bytes hold no detail a deblurring tool could recover.
 * sharp resizes before it blurs within one pipeline, which is what the first step wants and why
 * the 48 px step is separate.
 */
async function blurVariants(sharp: Sharp, display: RawImage): Promise<{ blur: Buffer; blurThumb: Buffer }> {
  const blurred = await fromRaw(sharp, display)
    .resize({ width: BLUR_WORK_MAX, height: BLUR_WORK_MAX, fit: 'inside' })
    .blur(BLUR_WORK_MAX * BLUR_SIGMA_SHARE)
    .png()
    .toBuffer();
  const tiny = await sharp(blurred)
    .resize({ width: BLUR_SOURCE_MAX, height: BLUR_SOURCE_MAX, fit: 'inside' })
    .png()
    .toBuffer();
  const [blur, blurThumb] = await Promise.all([
    sharp(tiny).resize({ width: BLUR_MAX, height: BLUR_MAX, fit: 'inside' }).webp({ quality: 60 }).toBuffer(),
    sharp(tiny).resize({ width: THUMB_SIZE, height: THUMB_SIZE, fit: 'cover' }).webp({ quality: 60 }).toBuffer(),
  ]);
  return { blur, blurThumb };
}

/**
 * Re-encodes an accepted upload into WebP variants. Output carries no EXIF, GPS, XMP or ICC data:
 * sharp writes metadata only when asked (withMetadata/keepExif), and we never ask.
 */
export async function encodePhotoVariants(bytes: Buffer): Promise<EncodedPhoto> {
  const sharp = await loadSharp();
  const display = await decodeDisplaySize(bytes);
  const [displayWebp, thumb, blurred] = await Promise.all([
    fromRaw(sharp, display).webp({ quality: 82 }).toBuffer(),
    fromRaw(sharp, display)
      .resize({ width: THUMB_SIZE, height: THUMB_SIZE, fit: 'cover', position: 'attention' })
      .webp({ quality: 80 })
      .toBuffer(),
    blurVariants(sharp, display),
  ]);
  const variant = (name: PhotoVariant, data: Buffer) => ({ variant: name, contentType: WEBP, bytes: data });
  return {
    width: display.info.width,
    height: display.info.height,
    variants: [
      variant('display', displayWebp),
      variant('thumb', thumb),
      variant('blur', blurred.blur),
      variant('blur_thumb', blurred.blurThumb),
    ],
  };
}

/**
 * One upright WebP of at most 800 px with no metadata (EXIF, GPS), for an image only staff see (a
 * verification selfie): the same checks and decoding as a profile photo, without the variants.
 */
export async function encodeReviewImage(bytes: Buffer): Promise<{ bytes: Buffer; contentType: string }> {
  await assertAcceptableImage(bytes);
  const sharp = await loadSharp();
  const display = await decodeDisplaySize(bytes);
  return { bytes: await fromRaw(sharp, display).webp({ quality: 85 }).toBuffer(), contentType: WEBP };
}
