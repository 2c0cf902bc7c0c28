import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICE_ORIGINS, matchPushOrigin, PushOriginError, parsePushOrigins } from './push-origins.js';

const defaults = parsePushOrigins(DEFAULT_PUSH_SERVICE_ORIGINS, false);

describe('parsePushOrigins', () => {
  it('reads exact and wildcard origins with their ports; only exact ones an operator set may be internal', () => {
    expect(parsePushOrigins('https://127.0.0.1:8443, https://*.push.example.com,https://[::1]:9443', true)).toEqual([
      { host: '127.0.0.1', port: 8443, isWildcard: false, mayBeInternal: true, operator: 'other' },
      { host: 'push.example.com', port: 443, isWildcard: true, mayBeInternal: false, operator: 'other' },
      { host: '[::1]', port: 9443, isWildcard: false, mayBeInternal: true, operator: 'other' },
    ]);
    expect(defaults.every((origin) => !origin.mayBeInternal)).toBe(true);
    expect(defaults.map((origin) => origin.operator)).toEqual([
      'Google',
      'Mozilla',
      'Mozilla',
      'Apple',
      'Apple',
      'Microsoft',
    ]);
  });

  it.each([
    'http://push.example.com',
    'https://push.example.com/',
    'https://push.example.com/path',
    'https://user:pass@push.example.com',
    'https://Push.Example.com',
    'https://push.example.com:443',
    'https://2130706433',
    'https://0x7f.1',
    'https://*.com',
    'https://*.10.0.0',
    'https://push.*.example.com',
    'push.example.com',
    'https://push.example.com,',
    '',
  ])('refuses %j', (value) => {
    expect(() => parsePushOrigins(value, true)).toThrow(PushOriginError);
  });
});

describe('matchPushOrigin', () => {
  it('matches an endpoint on a listed origin, a wildcard only across a dot', () => {
    expect(matchPushOrigin(defaults, 'https://fcm.googleapis.com/fcm/send/abc')?.operator).toBe('Google');
    expect(matchPushOrigin(defaults, 'https://a.b.push.apple.com/x')?.operator).toBe('Apple');
    expect(matchPushOrigin(defaults, 'https://push.apple.com/x')).toBeNull();
    expect(matchPushOrigin(defaults, 'https://evilpush.apple.com/x')).toBeNull();
    expect(matchPushOrigin(defaults, 'https://push.apple.com.evil/x')).toBeNull();
  });

  it('prefers an exact entry to a wildcard that also covers the host', () => {
    const origins = parsePushOrigins('https://*.example.com,https://push.example.com', true);
    expect(matchPushOrigin(origins, 'https://push.example.com/x')).toMatchObject({ mayBeInternal: true });
    expect(matchPushOrigin(origins, 'https://other.example.com/x')).toMatchObject({ mayBeInternal: false });
  });

  it('matches the port as well as the host', () => {
    const origins = parsePushOrigins('https://127.0.0.1:8443', true);
    expect(matchPushOrigin(origins, 'https://127.0.0.1:8443/push/1')).not.toBeNull();
    expect(matchPushOrigin(origins, 'https://127.0.0.1/push/1')).toBeNull();
    expect(matchPushOrigin(origins, 'https://127.0.0.1:5432/push/1')).toBeNull();
  });

  it('takes only the canonical spelling, so the host checked is the host any URL parser connects to', () => {
    const origins = parsePushOrigins('https://127.0.0.1:8443', true);
    for (const endpoint of [
      'https://2130706433:8443/push/1',
      'https://0x7f.1:8443/push/1',
      'https://0177.0.0.1:8443/push/1',
      'https://127.1:8443/push/1',
      'https://x@127.0.0.1:8443/push/1',
      'https://127.0.0.1:08443/push/1',
      'https://127.0.0.1:8443',
      'not a url',
    ]) {
      expect(matchPushOrigin(origins, endpoint), endpoint).toBeNull();
    }
  });
});
