import sharp from 'sharp';

const BACKGROUNDS = [
  ['#f3d9a4', '#e2b04d'],
  ['#cfe9e0', '#72bda4'],
  ['#f6d5c8', '#d9876b'],
  ['#dfe3f5', '#8f9bd6'],
  ['#efe3f3', '#b98ac7'],
];
const SKIN = ['#f1c9a5', '#e0ac84', '#c68b5e', '#a86b43', '#8d5535'];
const CLOTH = ['#0b5d4b', '#7a5410', '#2f4f7f', '#6b2d4f', '#3f3f3f', '#1b7862'];

/**
 * A friendly illustrated portrait for a demo member, drawn locally (never a photo of a real
 * person, never an external service). Women are drawn in hijab, men with or without a beard.
 */
export function demoPortraitSvg(seed: number, gender: 'Male' | 'Female', beard: boolean): string {
  const pick = <T>(list: readonly T[], salt: number) => list[(seed * 31 + salt * 17) % list.length] as T;
  const [bgA, bgB] = pick(BACKGROUNDS, 1) as [string, string];
  const skin = pick(SKIN, 2);
  const cloth = pick(CLOTH, 3);
  const scarf = pick(CLOTH, 5);
  const head =
    gender === 'Female'
      ? `<path d="M200 92c-62 0-96 48-96 108 0 40 14 70 34 92h124c20-22 34-52 34-92 0-60-34-108-96-108z" fill="${scarf}"/>
         <ellipse cx="200" cy="196" rx="54" ry="64" fill="${skin}"/>`
      : `<ellipse cx="200" cy="190" rx="58" ry="68" fill="${skin}"/>
         <path d="M142 170c0-50 26-78 58-78s58 28 58 78c-10-22-30-34-58-34s-48 12-58 34z" fill="#2b211c"/>
         ${beard ? `<path d="M148 200c4 50 26 74 52 74s48-24 52-74c-12 22-30 30-52 30s-40-8-52-30z" fill="#2b211c"/>` : ''}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bgA}"/><stop offset="1" stop-color="${bgB}"/></linearGradient></defs>
    <rect width="400" height="400" fill="url(#bg)"/>
    <path d="M70 400c10-80 62-118 130-118s120 38 130 118z" fill="${cloth}"/>
    ${head}
  </svg>`;
}

export function demoPortraitJpeg(seed: number, gender: 'Male' | 'Female', beard: boolean): Promise<Buffer> {
  return sharp(Buffer.from(demoPortraitSvg(seed, gender, beard)))
    .jpeg({ quality: 85 })
    .toBuffer();
}
