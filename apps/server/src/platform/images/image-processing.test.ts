import { MAX_PHOTO_PIXELS } from '@mithaq/contracts/media';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  checkerboardPng,
  gifImage,
  hasGpsPointer,
  jpegWithGps,
  pngClaiming,
  pngImage,
  webpImage,
} from '../../modules/media/test-images.js';
import { assertAcceptableImage, encodePhotoVariants, sniffImageFormat } from './image-processing.js';

const variantOf = async (bytes: Buffer, name: string) => {
  const encoded = await encodePhotoVariants(bytes);
  const found = encoded.variants.find((v) => v.variant === name);
  if (!found) throw new Error(`no ${name} variant`);
  return found.bytes;
};

describe('sniffImageFormat', () => {
  it('recognises formats by their bytes', async () => {
    expect(sniffImageFormat(await jpegWithGps())).toBe('jpeg');
    expect(sniffImageFormat(await pngImage())).toBe('png');
    expect(sniffImageFormat(await webpImage())).toBe('webp');
    expect(sniffImageFormat(await gifImage())).toBe('gif');
  });

  it('refuses text, SVG and empty input whatever they are called', () => {
    expect(sniffImageFormat(Buffer.from('this is not an image, just text'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeNull();
  });
});

describe('assertAcceptableImage', () => {
  it('accepts ordinary images', async () => {
    await expect(assertAcceptableImage(await pngImage())).resolves.toBeUndefined();
  });

  it('refuses a header that claims more pixels than the bound, without decoding', async () => {
    await expect(assertAcceptableImage(await pngClaiming(20_000, 20_000))).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
    });
    const side = Math.ceil(Math.sqrt(MAX_PHOTO_PIXELS)) + 1;
    await expect(assertAcceptableImage(await pngClaiming(side, side))).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('refuses a JPEG signature followed by garbage as unreadable', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
    await expect(assertAcceptableImage(fake)).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('encodePhotoVariants', () => {
  it('makes four WebP variants of the documented sizes', async () => {
    const encoded = await encodePhotoVariants(await pngImage(1600, 1200));
    expect(encoded).toMatchObject({ width: 800, height: 600 });
    const sizes = await Promise.all(
      encoded.variants.map(async (v) => {
        const m = await sharp(v.bytes).metadata();
        return [v.variant, m.format, m.width, m.height, v.contentType];
      }),
    );
    expect(sizes).toEqual([
      ['display', 'webp', 800, 600, 'image/webp'],
      ['thumb', 'webp', 240, 240, 'image/webp'],
      ['blur', 'webp', 320, 240, 'image/webp'],
      ['blur_thumb', 'webp', 240, 240, 'image/webp'],
    ]);
  });

  it('applies EXIF orientation, then drops EXIF and GPS from every variant', async () => {
    const input = await jpegWithGps(640, 480);
    const inputMeta = await sharp(input).metadata();
    expect(hasGpsPointer(inputMeta.exif)).toBe(true);
    const encoded = await encodePhotoVariants(input);
    expect(encoded).toMatchObject({ width: 480, height: 640 });
    for (const v of encoded.variants) {
      const m = await sharp(v.bytes).metadata();
      expect(m.exif, v.variant).toBeUndefined();
      expect(m.xmp, v.variant).toBeUndefined();
      expect(v.bytes.includes(Buffer.from('MithaqTestCam')), v.variant).toBe(false);
    }
  });

  it('handles greyscale, 16-bit and transparent PNGs', async () => {
    const grey = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#777' } })
      .greyscale()
      .png()
      .toBuffer();
    const deep = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#a52' } })
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    const clear = await sharp({ create: { width: 90, height: 60, channels: 4, background: '#a520' } })
      .png()
      .toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe('ushort');
    for (const input of [grey, deep, clear]) {
      const encoded = await encodePhotoVariants(input);
      expect(encoded.variants).toHaveLength(4);
    }
  });

  it('does not enlarge small photos', async () => {
    const encoded = await encodePhotoVariants(await pngImage(300, 200));
    expect(encoded).toMatchObject({ width: 300, height: 200 });
  });

  it('blurs so strongly that a sharp pattern becomes flat', async () => {
    const board = await checkerboardPng();
    const display = await sharp(await variantOf(board, 'display')).stats();
    const blur = await sharp(await variantOf(board, 'blur')).stats();
    const blurThumb = await sharp(await variantOf(board, 'blur_thumb')).stats();
    expect(display.channels[0]?.stdev).toBeGreaterThan(100);
    expect(blur.channels[0]?.stdev).toBeLessThan(8);
    expect(blurThumb.channels[0]?.stdev).toBeLessThan(8);
  });
});
