import { MAX_PHOTO_PIXELS } from '@mithaq/contracts/media';
import { PHOTO_MATCH_MAX_DISTANCE } from '@mithaq/contracts/safety/photo-flags';
import { loadSharp } from '../../platform/images/image-processing.js';

/**
 * A 64-bit perceptual hash (pHash) of an image, to find copies of it among members' photos
 * (docs/decisions/0066-catching-scammers-early.md "Reused photos"). The image, in grey, is sampled
 * to 32x32 and transformed (DCT-II); each bit says whether one of the 64 lowest-frequency
 * coefficients (the 8x8 corner without the constant, and one more vertical frequency) lies above a
 * threshold. What survives the robustness tests (photo-fingerprint.test.ts) decided three details:
 * - The threshold is the coefficients' median plus 0.15 of their RMS, not the bare median. A face is
 *   nearly symmetric, so half its coefficients (the odd horizontal ones) are close to zero and the
 *   median falls among them: a plain median turned resampling noise into bits (up to 14 for a WebP copy
 *   of a symmetric portrait); above the margin, a near-zero coefficient is 0 in every copy.
 * - The stored hash covers the central 90 % of the image. A lookup also hashes the regions of the new
 *   image that line up with it if either of the two is the other cut by 5 % at one edge or at every
 *   edge, so a cropped copy is measured at 0-2 bits instead of 3-19.
 * - A mirrored copy reverses the sign of the odd horizontal frequencies, so a lookup also tries the
 *   new image's mirror hash, computed from the same coefficients. Only the hash of the image itself is stored.
 */

/** Side of the grey image every region is sampled from. */
const GREY_SIZE = 128;
/** Side of the sampled region the transform runs on. */
const SIDE = 32;
/** The frequencies kept per axis: 0-7, and 8 vertically for the 64th coefficient. */
const FREQUENCIES = 9;
/** The stored region leaves this share of the image out at each edge. */
const MARGIN = 0.05;
/** The crop the other alignments undo, per edge. */
const CROP = 0.05;
/** The threshold above the median, as a share of the coefficients' RMS (see above). */
const DEAD_ZONE = 0.15;
/**
 * Below this RMS of the coefficients (grey levels, orthonormal transform) an image is too plain to
 * tell copies apart: a solid colour hashes to noise, and every plain image would match every other.
 */
export const MIN_STRUCTURE = 1;

/** The 64 coefficients, as [vertical, horizontal] frequency: row by row, without the constant. */
const COEFFICIENTS: readonly (readonly [number, number])[] = [
  ...Array.from({ length: 64 }, (_, i) => [Math.floor(i / 8), i % 8] as const).slice(1),
  [8, 0],
];

/** cos((2x + 1) u pi / 64) scaled for an orthonormal DCT-II, by [u][x]. */
const BASIS = Array.from({ length: FREQUENCIES }, (_, u) =>
  Float64Array.from({ length: SIDE }, (_, x) => {
    const scale = u === 0 ? Math.sqrt(1 / SIDE) : Math.sqrt(2 / SIDE);
    return scale * Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIDE));
  }),
);

/** A region of the image as fractions of its width and height: [left, top, right, bottom]. */
type Region = readonly [number, number, number, number];

/** Where the stored region of an image is in a copy of it with `cut` (each edge's share) taken away. */
const storedInCrop = (cut: Region): Region => {
  const [l, t, r, b] = cut;
  const w = 1 - l - r;
  const h = 1 - t - b;
  return [(MARGIN - l) / w, (MARGIN - t) / h, (1 - MARGIN - l) / w, (1 - MARGIN - t) / h];
};
/** Where the stored region of such a copy is in the whole image. */
const cropStoredIn = (cut: Region): Region => {
  const [l, t, r, b] = cut;
  const w = 1 - l - r;
  const h = 1 - t - b;
  return [l + MARGIN * w, t + MARGIN * h, l + (1 - MARGIN) * w, t + (1 - MARGIN) * h];
};

const STORED_REGION: Region = [MARGIN, MARGIN, 1 - MARGIN, 1 - MARGIN];
/** Left, top, right, bottom and every edge cut by CROP. */
const CUTS: Region[] = [
  [CROP, 0, 0, 0],
  [0, CROP, 0, 0],
  [0, 0, CROP, 0],
  [0, 0, 0, CROP],
  [CROP, CROP, CROP, CROP],
];
const SHIFTED_REGIONS: Region[] = [...CUTS.map(storedInCrop), ...CUTS.map(cropStoredIn)];

export interface ImageFingerprint {
  /** The hash stored for the image (unsigned 64 bits). */
  hash: bigint;
  /** What a lookup finds within PHOTO_MATCH_MAX_DISTANCE: the image's hash and its mirror image's. */
  near: bigint[];
  /** The hashes of the image's other alignments (cropped copies): a match within SHIFTED_MATCH_MAX_DISTANCE. */
  shifted: bigint[];
}

/** Per output cell, the grey pixels it covers and their share of it (a box filter over fractions of pixels). */
function cellWeights(from: number, to: number): [number, number][][] {
  const step = (to - from) / SIDE;
  return Array.from({ length: SIDE }, (_, i) => {
    const start = from + i * step;
    const end = start + step;
    const weights: [number, number][] = [];
    for (let p = Math.floor(start); p < Math.ceil(end); p++) {
      const covered = Math.min(end, p + 1) - Math.max(start, p);
      if (covered > 0) weights.push([Math.min(GREY_SIZE - 1, Math.max(0, p)), covered / step]);
    }
    return weights;
  });
}

/** The region resampled to SIDE x SIDE, row by row. */
function sampleRegion(grey: Uint8Array, [left, top, right, bottom]: Region): Float64Array {
  const columns = cellWeights(left * GREY_SIZE, right * GREY_SIZE);
  const rows = cellWeights(top * GREY_SIZE, bottom * GREY_SIZE);
  const narrowed = new Float64Array(GREY_SIZE * SIDE);
  for (let y = 0; y < GREY_SIZE; y++) {
    for (let i = 0; i < SIDE; i++) {
      let sum = 0;
      for (const [p, w] of columns[i] ?? []) sum += (grey[y * GREY_SIZE + p] ?? 0) * w;
      narrowed[y * SIDE + i] = sum;
    }
  }
  const out = new Float64Array(SIDE * SIDE);
  for (let j = 0; j < SIDE; j++) {
    for (let i = 0; i < SIDE; i++) {
      let sum = 0;
      for (const [p, w] of rows[j] ?? []) sum += (narrowed[p * SIDE + i] ?? 0) * w;
      out[j * SIDE + i] = sum;
    }
  }
  return out;
}

/** The low-frequency corner of the region's DCT-II, [v][u]. */
function lowFrequencies(pixels: Float64Array): Float64Array[] {
  const rowTransform = Array.from({ length: SIDE }, (_, y) =>
    Float64Array.from(BASIS, (basis) => {
      let sum = 0;
      for (let x = 0; x < SIDE; x++) sum += (pixels[y * SIDE + x] ?? 0) * (basis[x] ?? 0);
      return sum;
    }),
  );
  return BASIS.map((basis) =>
    Float64Array.from({ length: FREQUENCIES }, (_, u) => {
      let sum = 0;
      for (let y = 0; y < SIDE; y++) sum += (rowTransform[y]?.[u] ?? 0) * (basis[y] ?? 0);
      return sum;
    }),
  );
}

/** The bits of 64 coefficients: each above the median plus the dead zone. */
function bitsOf(values: number[]): bigint {
  const sorted = [...values].sort((a, b) => a - b);
  const median = ((sorted[31] ?? 0) + (sorted[32] ?? 0)) / 2;
  const threshold = median + DEAD_ZONE * rms(values);
  return values.reduce((hash, value) => (hash << 1n) | (value > threshold ? 1n : 0n), 0n);
}

const rms = (values: number[]) => Math.sqrt(values.reduce((sum, v) => sum + v * v, 0) / values.length);

function coefficientsOf(grey: Uint8Array, region: Region): number[] {
  const corner = lowFrequencies(sampleRegion(grey, region));
  return COEFFICIENTS.map(([v, u]) => corner[v]?.[u] ?? 0);
}

/** The same coefficients of the mirror image: odd horizontal frequencies change sign (DCT-II of x -> 31 - x). */
const mirrored = (values: number[]) => values.map((value, i) => ((COEFFICIENTS[i]?.[1] ?? 0) % 2 ? -value : value));

/** The image in grey at GREY_SIZE x GREY_SIZE, upright, transparency on white. */
async function greyPixels(bytes: Buffer): Promise<Uint8Array> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS })
    .rotate()
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(GREY_SIZE, GREY_SIZE, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels === 1) return data;
  return Uint8Array.from({ length: GREY_SIZE * GREY_SIZE }, (_, i) => data[i * info.channels] ?? 0);
}

/**
 * The fingerprint of an encoded image (any format sharp reads), or null when the image is too plain
 * to tell its copies from other plain images (MIN_STRUCTURE). Throws when sharp cannot read it.
 */
export async function fingerprintImage(bytes: Buffer): Promise<ImageFingerprint | null> {
  const grey = await greyPixels(bytes);
  const values = coefficientsOf(grey, STORED_REGION);
  if (rms(values) < MIN_STRUCTURE) return null;
  const hash = bitsOf(values);
  return {
    hash,
    near: [hash, bitsOf(mirrored(values))],
    shifted: SHIFTED_REGIONS.map((region) => bitsOf(coefficientsOf(grey, region))),
  };
}

/** Bits that differ between two hashes. */
export function hashDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (x) {
    x &= x - 1n;
    count += 1;
  }
  return count;
}

/** The nearest of several hashes to `stored` (64 for none). */
export const nearestDistance = (stored: bigint, hashes: bigint[]) =>
  Math.min(64, ...hashes.map((h) => hashDistance(stored, h)));

/**
 * How near a shifted alignment must be. The bands find every stored hash within 3 bits of one (7 bits
 * over four bands need 17 probes a band; 3 bits leave one band equal, so one probe does), cropped
 * copies measure 0-2 under theirs, and each of the ten alignments would otherwise add its own chance
 * of a false match.
 */
export const SHIFTED_MATCH_MAX_DISTANCE = 3;

/**
 * Whether a stored hash is a copy of the looked-up image, and how near: within PHOTO_MATCH_MAX_DISTANCE
 * of its own or its mirror image's hash, or within SHIFTED_MATCH_MAX_DISTANCE of another alignment's.
 * The nearest of those distances, or null. The repository's SQL applies the same rule.
 */
export function matchDistance(stored: bigint, { near, shifted }: Pick<ImageFingerprint, 'near' | 'shifted'>) {
  const nearBits = nearestDistance(stored, near);
  const shiftedBits = nearestDistance(stored, shifted);
  if (nearBits > PHOTO_MATCH_MAX_DISTANCE && shiftedBits > SHIFTED_MATCH_MAX_DISTANCE) return null;
  return Math.min(nearBits, shiftedBits);
}

/** The four 16-bit bands, most significant first (the schema's band0..band3). */
export function bandsOf(hash: bigint): [number, number, number, number] {
  const u = BigInt.asUintN(64, hash);
  return [
    Number((u >> 48n) & 0xffffn),
    Number((u >> 32n) & 0xffffn),
    Number((u >> 16n) & 0xffffn),
    Number(u & 0xffffn),
  ];
}

/** PostgreSQL's bigint is signed: the same 64 bits, read as two's complement. */
export const toSignedHash = (hash: bigint) => BigInt.asIntN(64, hash);
export const fromSignedHash = (stored: bigint) => BigInt.asUintN(64, stored);

/** A band and its 16 neighbours one bit away. */
const withinOneBit = (band: number) => [band, ...Array.from({ length: 16 }, (_, bit) => band ^ (1 << bit))];

export interface LookupProbes {
  /** Per band (band0..band3), the values a stored fingerprint's band must be one of to be a candidate. */
  bands: [number[], number[], number[], number[]];
  /** What a candidate is measured against (matchDistance). */
  near: bigint[];
  shifted: bigint[];
}

/**
 * What finds every stored hash within 7 bits of `near` (multi-index hashing: 7 differing bits spread
 * over four bands leave one band with at most 1, so probing each band's 17 values misses none) and
 * within 3 of `shifted` (one band equal).
 */
export function lookupProbes({ near, shifted }: Pick<ImageFingerprint, 'near' | 'shifted'>): LookupProbes {
  const bands = [0, 1, 2, 3].map((i) => {
    const values = new Set<number>();
    for (const hash of near) for (const value of withinOneBit(bandsOf(hash)[i] ?? 0)) values.add(value);
    for (const hash of shifted) values.add(bandsOf(hash)[i] ?? 0);
    return [...values];
  }) as LookupProbes['bands'];
  return { bands, near, shifted };
}
