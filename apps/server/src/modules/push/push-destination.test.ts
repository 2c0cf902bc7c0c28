import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { parsePushOrigins } from '../../lib/push-origins.js';
import { pushDestination } from './push-destination.js';

const origins = parsePushOrigins(
  'https://*.push.example.com,https://self.push.example.com,https://meta.example.com',
  true,
);
const answering =
  (...addresses: string[]) =>
  async (): Promise<LookupAddress[]> =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('pushDestination', () => {
  it('refuses an endpoint whose origin is no longer listed, without resolving it', async () => {
    const resolve = async (): Promise<LookupAddress[]> => {
      throw new Error('must not resolve');
    };
    expect(await pushDestination('https://other.example.com/x', origins, resolve)).toEqual({
      refusal: 'not a listed push service',
    });
  });

  it('refuses a wildcard host when any of its addresses is internal', async () => {
    const endpoint = 'https://a.push.example.com/x';
    for (const answer of [['10.0.0.1'], ['142.250.183.10', '127.0.0.1'], ['::ffff:192.168.0.1'], ['fe80::1']]) {
      expect(await pushDestination(endpoint, origins, answering(...answer)), answer.join()).toEqual({
        refusal: 'internal address',
      });
    }
  });

  it('lets an exact origin the operator listed resolve inside the network, but never to a metadata address', async () => {
    const internal = await pushDestination('https://self.push.example.com/x', origins, answering('10.0.0.1'));
    expect('agent' in internal).toBe(true);
    if ('agent' in internal) internal.agent.destroy();
    expect(await pushDestination('https://meta.example.com/x', origins, answering('169.254.169.254'))).toEqual({
      refusal: 'metadata address',
    });
  });

  it('gives an agent for public addresses, and fails (to be retried) when the name resolves to nothing', async () => {
    const ok = await pushDestination('https://a.push.example.com/x', origins, answering('142.250.183.10'));
    expect('agent' in ok).toBe(true);
    if ('agent' in ok) ok.agent.destroy();
    await expect(pushDestination('https://a.push.example.com/x', origins, answering())).rejects.toThrow(/no address/);
  });
});
