import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expiryFor, type MediaAddress, secondsLeft, signedMediaUrl, URL_WINDOW_SECONDS } from './signed-url.js';

const secret = 's'.repeat(40);
const now = Date.UTC(2026, 0, 1, 10, 17, 0);
const address = (over: Partial<MediaAddress> = {}): MediaAddress => ({
  photoId: randomUUID(),
  variant: 'blur',
  version: 3,
  ...over,
});

function parse(url: string) {
  const match = url.match(/^\/api\/media\/([0-9a-f-]{36})\/(\w+)\?v=(\d+)&exp=(\d+)&sig=([\w-]+)$/);
  if (!match) throw new Error(`unexpected url ${url}`);
  const [, photoId = '', variant = '', v = '', exp = '', sig = ''] = match;
  return { photoId, variant: variant as 'display', v: Number(v), exp: Number(exp), sig };
}

describe('signed media addresses', () => {
  it('expire one to two windows ahead, the same for every address made in one window', () => {
    const exp = expiryFor(now);
    const left = exp - now / 1000;
    expect(left).toBeGreaterThan(URL_WINDOW_SECONDS);
    expect(left).toBeLessThanOrEqual(2 * URL_WINDOW_SECONDS);
    expect(expiryFor(now + 60_000)).toBe(exp);
    const same = address();
    expect(signedMediaUrl(secret, same, now)).toBe(signedMediaUrl(secret, same, now + 60_000));
  });

  it('name the photo, the variant and the version', () => {
    const photo = address({ variant: 'thumb', version: 7 });
    expect(parse(signedMediaUrl(secret, photo, now))).toMatchObject({ photoId: photo.photoId, variant: 'thumb', v: 7 });
  });

  it('verify for their own photo, variant, version and expiry only', () => {
    const req = parse(signedMediaUrl(secret, address(), now));
    expect(secondsLeft(secret, req, now)).toBe(req.exp - now / 1000);
    expect(secondsLeft(secret, { ...req, variant: 'display' }, now)).toBeNull();
    expect(secondsLeft(secret, { ...req, photoId: randomUUID() }, now)).toBeNull();
    expect(secondsLeft(secret, { ...req, exp: req.exp + URL_WINDOW_SECONDS }, now)).toBeNull();
    expect(secondsLeft('t'.repeat(40), req, now)).toBeNull();
    expect(secondsLeft(secret, { ...req, sig: undefined }, now)).toBeNull();
    expect(secondsLeft(secret, { ...req, sig: 'short' }, now)).toBeNull();
  });

  it('cannot be moved to another version: an address from before a revocation stays at its own', () => {
    const req = parse(signedMediaUrl(secret, address({ version: 3 }), now));
    expect(secondsLeft(secret, { ...req, v: 4 }, now)).toBeNull();
    expect(secondsLeft(secret, { ...req, v: 2 }, now)).toBeNull();
    expect(secondsLeft(secret, { ...req, v: undefined }, now)).toBeNull();
  });

  it('differ between versions of the same photo and variant', () => {
    const photo = address({ version: 0 });
    const before = signedMediaUrl(secret, photo, now);
    const after = signedMediaUrl(secret, { ...photo, version: 1 }, now);
    expect(parse(after).sig).not.toBe(parse(before).sig);
  });

  it('stop working once expired', () => {
    const req = parse(signedMediaUrl(secret, address({ variant: 'display' }), now));
    expect(secondsLeft(secret, req, req.exp * 1000)).toBeNull();
    expect(secondsLeft(secret, req, req.exp * 1000 - 1000)).toBe(1);
  });
});
