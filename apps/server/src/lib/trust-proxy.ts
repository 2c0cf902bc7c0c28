import type { TrustProxy } from '../platform/config.js';

type TrustProxyOption = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY as Fastify's `trustProxy`. Fastify treats a bare number as "trust nobody" (a hop
 * count cannot tell a balancer from a client that talks to the instance directly), so a hop count
 * becomes proxy-addr's trust function: the nearest `hops` addresses are proxies. Addresses or CIDR
 * ranges are the safer setting (README "Settings").
 */
export function trustProxyOption(setting: TrustProxy): TrustProxyOption {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
