import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('PUSH_SERVICE_ORIGINS', () => {
  it("defaults to the browsers' push services, none of which may resolve to an internal address", () => {
    const origins = loadConfig({}).pushServiceOrigins;
    expect(origins.map((o) => `${o.isWildcard ? '*.' : ''}${o.host}`)).toEqual([
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
      '*.push.services.mozilla.com',
      'web.push.apple.com',
      '*.push.apple.com',
      '*.notify.windows.com',
    ]);
    expect(origins.some((o) => o.mayBeInternal)).toBe(false);
  });

  it('replaces the defaults with the listed origins', () => {
    const origins = loadConfig({ PUSH_SERVICE_ORIGINS: 'https://push.internal.example:8443' }).pushServiceOrigins;
    expect(origins).toEqual([
      { host: 'push.internal.example', port: 8443, isWildcard: false, mayBeInternal: true, operator: 'other' },
    ]);
  });

  it.each([
    ['https://fcm.googleapis.com,http://push.example.com', /PUSH_SERVICE_ORIGINS: http:\/\/push\.example\.com is not/],
    ['https://push.example.com/path', /PUSH_SERVICE_ORIGINS: https:\/\/push\.example\.com\/path is not/],
    ['https://*.com', /PUSH_SERVICE_ORIGINS: https:\/\/\*\.com names no host/],
    ['https://a.example,,https://b.example', /PUSH_SERVICE_ORIGINS: has an empty entry/],
  ])('stops start-up on %j, naming the setting', (value, message) => {
    expect(() => loadConfig({ PUSH_SERVICE_ORIGINS: value })).toThrow(message);
  });
});
