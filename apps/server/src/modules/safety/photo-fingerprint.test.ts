import { PHOTO_MATCH_MAX_DISTANCE } from '@mithaq/contracts/safety/photo-flags';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkerboardPng, pngImage } from '../media/test-images.js';
import {
  bandsOf,
  fingerprintImage,
  fromSignedHash,
  hashDistance,
  type ImageFingerprint,
  lookupProbes,
  matchDistance,
  nearestDistance,
  SHIFTED_MATCH_MAX_DISTANCE,
  toSignedHash,
} from './photo-fingerprint.js';
import { COPIES, distinctPicture, TEST_PICTURES } from './photo-fingerprint.test-helpers.js';

async function fingerprintOf(bytes: Buffer): Promise<ImageFingerprint> {
  const fingerprint = await fingerprintImage(bytes);
  if (!fingerprint) throw new Error('too plain to fingerprint');
  return fingerprint;
}

/** Whether a lookup for `looked` would fetch `stored` as a candidate (one of its bands is probed). */
const isProbed = (stored: bigint, looked: ImageFingerprint) => {
  const { bands } = lookupProbes(looked);
  return bandsOf(stored).some((band, i) => bands[i]?.includes(band));
};

interface Measured {
  picture: string;
  copy: string;
  /** The original stored, the copy looked up. */
  copyLooked: number;
  /** The copy stored (it came first), the original looked up. */
  originalLooked: number;
  found: boolean;
}

const originals = new Map<string, ImageFingerprint>();
const measured: Measured[] = [];

beforeAll(async () => {
  for (const [picture, draw] of Object.entries(TEST_PICTURES)) {
    const bytes = await draw();
    const original = await fingerprintOf(bytes);
    originals.set(picture, original);
    for (const [copy, make] of Object.entries(COPIES)) {
      const copied = await fingerprintOf(await make(bytes));
      measured.push({
        picture,
        copy,
        copyLooked: matchDistance(original.hash, copied) ?? 64,
        originalLooked: matchDistance(copied.hash, original) ?? 64,
        found: isProbed(original.hash, copied) && isProbed(copied.hash, original),
      });
    }
  }
  // The distances by copy, worst over the pictures, for docs/decisions/0066-catching-scammers-early.md.
  console.table(
    Object.keys(COPIES).map((copy) => {
      const rows = measured.filter((m) => m.copy === copy);
      return {
        copy,
        'worst, copy looked up': Math.max(...rows.map((m) => m.copyLooked)),
        'worst, original looked up': Math.max(...rows.map((m) => m.originalLooked)),
      };
    }),
  );
}, 60_000);

describe('the perceptual hash', () => {
  it(`finds every copy within ${PHOTO_MATCH_MAX_DISTANCE} bits, whichever of the two came first`, () => {
    const misses = measured.filter(
      (m) => m.copyLooked > PHOTO_MATCH_MAX_DISTANCE || m.originalLooked > PHOTO_MATCH_MAX_DISTANCE || !m.found,
    );
    expect(misses).toEqual([]);
    expect(measured).toHaveLength(Object.keys(TEST_PICTURES).length * Object.keys(COPIES).length);
  });

  it('keeps different pictures far apart', () => {
    const names = [...originals.keys()];
    const pairs = names.flatMap((a, i) =>
      names.slice(i + 1).map((b) => {
        const [x, y] = [originals.get(a), originals.get(b)] as [ImageFingerprint, ImageFingerprint];
        return { pair: `${a} / ${b}`, distance: nearestDistance(x.hash, [...y.near, ...y.shifted]) };
      }),
    );
    const nearest = Math.min(...pairs.map((p) => p.distance));
    console.info(`nearest pair of different pictures: ${nearest} bits`);
    expect(pairs.filter((p) => p.distance <= 2 * PHOTO_MATCH_MAX_DISTANCE)).toEqual([]);
  });

  it('gives the API tests thirty pictures that are no copies of one another', async () => {
    const prints = await Promise.all(
      Array.from({ length: 30 }, (_, seed) => distinctPicture(seed).then(fingerprintOf)),
    );
    const close = prints.flatMap((a, i) =>
      prints
        .slice(i + 1)
        .map((b, j) => ({ seeds: [i, i + j + 1], distance: nearestDistance(a.hash, [...b.near, ...b.shifted]) }))
        .filter((p) => p.distance <= PHOTO_MATCH_MAX_DISTANCE + 4),
    );
    expect(close).toEqual([]);
  }, 60_000);

  it('leaves a plain image without a fingerprint; a patterned one has one', async () => {
    expect(await fingerprintImage(await pngImage(400, 400))).toBeNull();
    const faint = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#c9a86a' } })
      .jpeg({ quality: 40 })
      .toBuffer();
    expect(await fingerprintImage(faint)).toBeNull();
    expect(await fingerprintImage(await checkerboardPng(400, 80))).not.toBeNull();
  });

  it('reads transparency as white and an image in any format', async () => {
    const [picture] = Object.values(TEST_PICTURES);
    const bytes = await picture?.();
    if (!bytes) throw new Error('no picture');
    const png = await fingerprintOf(await sharp(bytes).ensureAlpha().png().toBuffer());
    const avif = await fingerprintOf(await sharp(bytes).avif().toBuffer());
    expect(hashDistance(png.hash, avif.hash)).toBeLessThanOrEqual(2);
    await expect(fingerprintImage(Buffer.from('not an image'))).rejects.toThrow();
  });
});

describe('a match', () => {
  it(`is within ${PHOTO_MATCH_MAX_DISTANCE} bits of the image or its mirror, or ${SHIFTED_MATCH_MAX_DISTANCE} of another alignment`, () => {
    const mirror = 0xffff_ffffn << 32n;
    const looked = { near: [0n, mirror], shifted: [0xffffn] };
    expect(matchDistance(0x7fn, looked)).toBe(7);
    expect(matchDistance(0xffn, looked)).toBeNull();
    expect(matchDistance(mirror | 1n, looked)).toBe(1);
    expect(matchDistance(0xfff8n, looked)).toBe(3);
    expect(matchDistance(0xfff0n, looked)).toBeNull();
  });
});

describe('the bands and the signed column', () => {
  it('cuts the hash into four 16-bit bands, most significant first', () => {
    expect(bandsOf(0x0123_4567_89ab_cdefn)).toEqual([0x0123, 0x4567, 0x89ab, 0xcdef]);
  });

  it('stores the 64 bits in a signed bigint and reads them back', () => {
    const hash = 0xfedc_ba98_7654_3210n;
    expect(toSignedHash(hash)).toBeLessThan(0n);
    expect(fromSignedHash(toSignedHash(hash))).toBe(hash);
    expect(bandsOf(toSignedHash(hash))).toEqual(bandsOf(hash));
  });

  it('probes 17 values a band for each near hash, and one for each shifted one', () => {
    const probes = lookupProbes({ near: [0n], shifted: [0xffff_ffff_ffff_ffffn] });
    for (const band of probes.bands)
      expect(band.sort((a, b) => a - b)).toEqual([
        0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 65535,
      ]);
    // Seven bits off, spread over every band: one band is within a bit, so it is still a candidate.
    const sevenOff = 0b11n | (0b11n << 16n) | (0b11n << 32n) | (0b1n << 48n);
    expect(hashDistance(0n, sevenOff)).toBe(7);
    expect(bandsOf(sevenOff).some((band, i) => probes.bands[i]?.includes(band))).toBe(true);
  });
});
