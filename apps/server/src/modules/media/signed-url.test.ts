import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expiryFor, secondsLeft, signedMediaUrl, URL_WINDOW_SECONDS } from './signed-url.js';

const secret = 's'.repeat(40);
const now = Date.UTC(2026, 0, 1, 10, 17, 0);

function parse(url: string) {
  const match = url.match(/^\/api\/media\/([0-9a-f-]{36})\/(\w+)\?exp=(\d+)&sig=([\w-]+)$/);
  if (!match) throw new Error(`unexpected url ${url}`);
  const [, photoId = '', variant = '', exp = '', sig = ''] = match;
  return { photoId, variant: variant as 'display', exp: Number(exp), sig };
}

describe('signed media addresses', () => {
  it('expire one to two windows ahead, the same for every address made in one window', () => {
    const exp = expiryFor(now);
    const left = exp - now / 1000;
    expect(left).toBeGreaterThan(URL_WINDOW_SECONDS);
    expect(left).toBeLessThanOrEqual(2 * URL_WINDOW_SECONDS);
    expect(expiryFor(now + 60_000)).toBe(exp);
    const id = randomUUID();
    expect(signedMediaUrl(secret, id, 'blur', now)).toBe(signedMediaUrl(secret, id, 'blur', now + 60_000));
  });

  it('verify for their own photo, variant and expiry only', () => {
    const id = randomUUID();
    const req = parse(signedMediaUrl(secret, id, 'blur', now));
    expect(secondsLeft(secret, req, now)).toBe(req.exp - now / 1000);
    expect(secondsLeft(secret, { ...req, variant: 'display' }, now)).toBeNull();
    expect(secondsLeft(secret, { ...req, photoId: randomUUID() }, now)).toBeNull();
    expect(secondsLeft(secret, { ...req, exp: req.exp + URL_WINDOW_SECONDS }, now)).toBeNull();
    expect(secondsLeft('t'.repeat(40), req, now)).toBeNull();
    expect(secondsLeft(secret, { ...req, sig: undefined }, now)).toBeNull();
    expect(secondsLeft(secret, { ...req, sig: 'short' }, now)).toBeNull();
  });

  it('stop working once expired', () => {
    const req = parse(signedMediaUrl(secret, randomUUID(), 'display', now));
    expect(secondsLeft(secret, req, req.exp * 1000)).toBeNull();
    expect(secondsLeft(secret, req, req.exp * 1000 - 1000)).toBe(1);
  });
});
