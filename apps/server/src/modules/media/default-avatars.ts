import { createHash } from 'node:crypto';
import { initialsOf } from '@mithaq/contracts/initials';
import { DEFAULT_MALE_AVATAR_SVG } from './assets/default-male-avatar.js';

export const SVG = 'image/svg+xml';

/** Warm backgrounds, each dark enough for white text at WCAG AA (4.5:1 or more). */
export const AVATAR_BACKGROUNDS = [
  '#0b5d4b',
  '#9a3b26',
  '#8c4a12',
  '#7a5410',
  '#8e3450',
  '#7a2e3a',
  '#6b4a2b',
] as const;

/** The same member always gets the same colour, without storing one. */
export function backgroundFor(memberId: string): string {
  const index = createHash('sha256').update(memberId).digest().readUInt32BE(0) % AVATAR_BACKGROUNDS.length;
  return AVATAR_BACKGROUNDS[index] ?? AVATAR_BACKGROUNDS[0];
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** Generated locally (docs/decisions/0005-photos.md: no external avatar service). */
export function initialsAvatarSvg(memberId: string, fullName: string): string {
  const initials = escapeXml(initialsOf(fullName));
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256" role="img"',
    ` aria-label="${initials}">`,
    `<rect width="256" height="256" fill="${backgroundFor(memberId)}"/>`,
    '<text x="128" y="128" dy="0.35em" text-anchor="middle" fill="#ffffff"',
    ` font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="104" font-weight="600">`,
    `${initials}</text></svg>`,
  ].join('');
}

export interface DefaultAvatar {
  contentType: string;
  body: string;
}

/** Spec section 2: a default male image when gender is Male, otherwise the initials avatar. */
export function defaultAvatarFor(member: { id: string; fullName: string; gender: string }): DefaultAvatar {
  if (member.gender === 'Male') return { contentType: SVG, body: DEFAULT_MALE_AVATAR_SVG };
  return { contentType: SVG, body: initialsAvatarSvg(member.id, member.fullName) };
}
