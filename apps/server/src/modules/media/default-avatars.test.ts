import { randomUUID } from 'node:crypto';
import { initialsOf } from '@mithaq/contracts/initials';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MALE_AVATAR_SVG } from './assets/default-male-avatar.js';
import { AVATAR_BACKGROUNDS, backgroundFor, defaultAvatarFor, initialsAvatarSvg } from './default-avatars.js';

function contrastWithWhite(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (luminance + 0.05);
}

describe('initials avatar', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Aisha Rahman')).toBe('AR');
    expect(initialsOf('  fatima  bint  khalid ')).toBe('FK');
    expect(initialsOf('Maryam')).toBe('M');
    expect(initialsOf('عائشة رحمن')).toBe('عر');
    expect(initialsOf('   ')).toBe('?');
  });

  it('colours a member the same way every time, from warm colours readable under white text', () => {
    const id = randomUUID();
    expect(backgroundFor(id)).toBe(backgroundFor(id));
    for (const colour of AVATAR_BACKGROUNDS) expect(contrastWithWhite(colour), colour).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps markup in a name out of the image, and renders', async () => {
    const svg = initialsAvatarSvg(randomUUID(), '<script>alert(1)</script> "x');
    expect(svg).not.toMatch(/<script|alert|"x/);
    expect(svg).toContain('>SX</text>');
    const meta = await sharp(Buffer.from(svg)).metadata();
    expect(meta).toMatchObject({ format: 'svg', width: 256, height: 256 });
  });
});

describe('defaultAvatarFor', () => {
  it('gives Male members the default male image and everyone else initials', () => {
    const id = randomUUID();
    expect(defaultAvatarFor({ id, fullName: 'Omar Farooq', gender: 'Male' }).body).toBe(DEFAULT_MALE_AVATAR_SVG);
    expect(defaultAvatarFor({ id, fullName: 'Sara Ali', gender: 'Female' }).body).toContain('>SA</text>');
  });

  it('ships a default male image that renders', async () => {
    const meta = await sharp(Buffer.from(DEFAULT_MALE_AVATAR_SVG)).metadata();
    expect(meta).toMatchObject({ format: 'svg', width: 256, height: 256 });
  });
});
