import { describe, expect, it } from 'vitest';
import { applicationServerKey, sameKey } from './push-subscription-api';

describe('applicationServerKey', () => {
  it('turns a base64url VAPID key into its bytes, padding as needed', () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i * 37) % 256);
    const base64url = Buffer.from(bytes).toString('base64url');
    expect([...applicationServerKey(base64url)]).toEqual([...bytes]);
  });

  it('compares a subscription key with the site key byte for byte', () => {
    const key = applicationServerKey(Buffer.from([1, 2, 3]).toString('base64url'));
    expect(sameKey(new Uint8Array([1, 2, 3]).buffer, key)).toBe(true);
    expect(sameKey(new Uint8Array([1, 2, 4]).buffer, key)).toBe(false);
    expect(sameKey(null, key)).toBe(false);
  });
});
