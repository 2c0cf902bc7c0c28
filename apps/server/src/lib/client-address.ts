import { isIPv6 } from 'node:net';
import { ipv6Groups } from './ipv6-groups.js';

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * What rate limits count as one source address. An IPv6 client is usually given a whole /64
 * (RFC 6177), so counting single IPv6 addresses would hand one attacker 2^64 fresh budgets; an
 * IPv4 address seen through a dual-stack socket (`::ffff:a.b.c.d`) is that IPv4 address.
 */
export function sourceAddressKey(ip: string): string {
  const mapped = IPV4_MAPPED.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const groups = isIPv6(ip) ? ipv6Groups(ip) : null;
  if (!groups) return ip;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
