import sharp from 'sharp';

/** Test pictures drawn in code (no binary fixtures): shapes, gradients and smooth noise, like photos' broad forms. */

/** A small deterministic generator (a linear congruential one): the same seed draws the same picture. */
function seeded(seed: number) {
  let state = (seed * 2654435761 + 1) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

const svg = (width: number, height: number, body: string) =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`));

const colour = (next: () => number) =>
  `#${Math.floor(next() * 0xffffff)
    .toString(16)
    .padStart(6, '0')}`;

/** Smooth colour noise: random control points, enlarged with a cubic kernel. */
async function smoothNoise(seed: number, width: number, height: number, points: [number, number]): Promise<Buffer> {
  const next = seeded(seed);
  const [w, h] = points;
  const pixels = Buffer.from(Array.from({ length: w * h * 3 }, () => Math.floor(next() * 256)));
  return sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .png()
    .toBuffer();
}

/** Noise with a photo's spectrum: each finer octave of control points at half the strength. */
async function layeredNoise(seed: number, width: number, height: number): Promise<Buffer> {
  const octaves = [
    [3, 4, 1],
    [6, 8, 0.5],
    [12, 16, 0.25],
    [24, 32, 0.125],
  ] as const;
  const sum = new Float64Array(width * height * 3);
  for (const [i, [w, h, strength]] of octaves.entries()) {
    const layer = await sharp(await smoothNoise(seed * 10 + i, width, height, [w, h]))
      .raw()
      .toBuffer();
    for (let p = 0; p < sum.length; p++) sum[p] = (sum[p] ?? 0) + ((layer[p] ?? 128) - 128) * strength;
  }
  const pixels = Buffer.from(Array.from(sum, (v) => Math.max(0, Math.min(255, Math.round(128 + v)))));
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** Head and shoulders on a plain background, symmetric like a passport photo: the hardest case for a pHash. */
const portrait = () =>
  svg(
    640,
    800,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fa7c9"/><stop offset="1" stop-color="#e9dcc5"/></linearGradient></defs>
    <rect width="640" height="800" fill="url(#g)"/><ellipse cx="320" cy="300" rx="130" ry="165" fill="#c8926b"/>
    <path d="M80 800 Q320 470 560 800 Z" fill="#2d4b3a"/><ellipse cx="270" cy="280" rx="18" ry="10" fill="#222"/>
    <ellipse cx="370" cy="280" rx="18" ry="10" fill="#222"/><path d="M260 380 Q320 420 380 380" stroke="#7a3b2e" stroke-width="10" fill="none"/>
    <path d="M190 230 Q320 60 450 230 L450 180 Q320 100 190 180Z" fill="#2b1d14"/>`,
  )
    .png()
    .toBuffer();

/** A portrait off centre, with a scarf and a two-tone wall. */
const portraitOffCentre = () =>
  svg(
    640,
    800,
    `<rect width="640" height="800" fill="#9aa8b5"/><rect x="400" y="0" width="240" height="800" fill="#6b7f8e"/>
    <ellipse cx="280" cy="310" rx="125" ry="160" fill="#b97a56"/><path d="M40 800 Q300 480 600 800 Z" fill="#ececec"/>
    <ellipse cx="235" cy="290" rx="16" ry="9" fill="#222"/><ellipse cx="330" cy="292" rx="16" ry="9" fill="#222"/>
    <path d="M150 240 Q300 80 420 260 L400 200 Q300 120 170 200Z" fill="#3b2a20"/>`,
  )
    .jpeg({ quality: 90 })
    .toBuffer();

const landscape = () =>
  svg(
    800,
    533,
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b3d91"/><stop offset="1" stop-color="#f5b971"/></linearGradient></defs>
    <rect width="800" height="533" fill="url(#s)"/><circle cx="600" cy="140" r="60" fill="#fff3b0"/>
    <polygon points="0,533 0,330 160,200 300,320 450,160 640,340 800,260 800,533" fill="#2f3e46"/><rect y="440" width="800" height="93" fill="#354f52"/>`,
  )
    .jpeg()
    .toBuffer();

const shapes = () =>
  svg(
    700,
    700,
    `<rect width="700" height="700" fill="#fafafa"/><rect x="60" y="80" width="220" height="300" fill="#e63946"/>
    <circle cx="480" cy="220" r="140" fill="#457b9d"/><rect x="300" y="450" width="330" height="160" fill="#f4a261"/>
    <polygon points="80,620 200,420 300,640" fill="#2a9d8f"/>`,
  )
    .png()
    .toBuffer();

const stripes = () =>
  svg(
    800,
    600,
    `<defs><pattern id="p" width="90" height="90" patternUnits="userSpaceOnUse" patternTransform="rotate(30)">
    <rect width="45" height="90" fill="#264653"/><rect x="45" width="45" height="90" fill="#e9c46a"/></pattern></defs>
    <rect width="800" height="600" fill="url(#p)"/><circle cx="250" cy="300" r="150" fill="#e76f51"/>`,
  )
    .png()
    .toBuffer();

/** The robustness tests' pictures, by name. */
export const TEST_PICTURES: Record<string, () => Promise<Buffer>> = {
  portrait,
  'portrait off centre': portraitOffCentre,
  landscape,
  shapes,
  stripes,
  'smooth noise': () => smoothNoise(7, 800, 600, [16, 12]).then((png) => sharp(png).jpeg().toBuffer()),
  'photo-like noise': () => layeredNoise(3, 640, 800),
};

/**
 * A picture of its own for each seed (a gradient, five shapes, a soft noise veil): members in a test
 * who upload different photos, which the reused-photo check must not take for copies of one another.
 */
export async function distinctPicture(seed: number): Promise<Buffer> {
  const next = seeded(seed + 1000);
  const shapesDrawn = Array.from({ length: 5 }, () => {
    const [x, y, size] = [next() * 480, next() * 600, 60 + next() * 220];
    return next() < 0.5
      ? `<ellipse cx="${x}" cy="${y}" rx="${size}" ry="${size * (0.5 + next())}" fill="${colour(next)}"/>`
      : `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size * (0.5 + next())}" fill="${colour(next)}" transform="rotate(${next() * 90} ${x} ${y})"/>`;
  }).join('');
  const drawn = await svg(
    480,
    600,
    `<defs><linearGradient id="b" x1="0" y1="0" x2="${next()}" y2="1"><stop offset="0" stop-color="${colour(next)}"/>
    <stop offset="1" stop-color="${colour(next)}"/></linearGradient></defs><rect width="480" height="600" fill="url(#b)"/>${shapesDrawn}`,
  )
    .png()
    .toBuffer();
  const veil = await sharp(await smoothNoise(seed, 480, 600, [8, 10]))
    .ensureAlpha(0.25)
    .png()
    .toBuffer();
  return sharp(drawn)
    .composite([{ input: veil }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

const sizeOf = async (bytes: Buffer) => {
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  return { width, height };
};

const cut = async (bytes: Buffer, edges: { left?: number; top?: number; right?: number; bottom?: number }) => {
  const { width, height } = await sizeOf(bytes);
  const [l, t, r, b] = [edges.left ?? 0, edges.top ?? 0, edges.right ?? 0, edges.bottom ?? 0].map((share, i) =>
    Math.round(share * (i % 2 ? height : width)),
  ) as [number, number, number, number];
  return sharp(bytes)
    .extract({ left: l, top: t, width: width - l - r, height: height - t - b })
    .png()
    .toBuffer();
};

/** What a scammer's copy of a stolen photo goes through, by name. */
export const COPIES: Record<string, (bytes: Buffer) => Promise<Buffer>> = {
  'resized 50 %': async (b) =>
    sharp(b)
      .resize(Math.round((await sizeOf(b)).width / 2))
      .png()
      .toBuffer(),
  'resized 200 %': async (b) =>
    sharp(b)
      .resize((await sizeOf(b)).width * 2)
      .png()
      .toBuffer(),
  'JPEG quality 60': (b) => sharp(b).jpeg({ quality: 60 }).toBuffer(),
  WebP: (b) => sharp(b).webp().toBuffer(),
  'cropped 5 % every edge': (b) => cut(b, { left: 0.05, top: 0.05, right: 0.05, bottom: 0.05 }),
  'cropped 5 % left': (b) => cut(b, { left: 0.05 }),
  'cropped 5 % top': (b) => cut(b, { top: 0.05 }),
  'cropped 5 % right': (b) => cut(b, { right: 0.05 }),
  'cropped 5 % bottom': (b) => cut(b, { bottom: 0.05 }),
  'brightened 20 %': (b) => sharp(b).modulate({ brightness: 1.2 }).png().toBuffer(),
  mirrored: (b) => sharp(b).flop().png().toBuffer(),
};
