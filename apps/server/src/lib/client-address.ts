import { isIPv6 } from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The eight 16-bit groups of an IPv6 address, `::` expanded (an IPv4 tail counts as two groups). */
function ipv6Groups(ip: string): string[] {
  const groupsOf = (part: string) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const [head = '', tail] = ip.replace(/%.*$/, '').split('::');
  const first = groupsOf(head);
  const last = tail === undefined ? [] : groupsOf(tail);
  return [...first, ...Array<string>(8 - first.length - last.length).fill('0'), ...last];
}

/**
 * What rate limits count as one source address. An IPv6 client is usually given a whole /64
 * (RFC 6177), so counting single IPv6 addresses would hand one attacker 2^64 fresh budgets; an
 * IPv4 address seen through a dual-stack socket (`::ffff:a.b.c.d`) is that IPv4 address.
 */
export function sourceAddressKey(ip: string): string {
  const mapped = IPV4_MAPPED.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const prefix = ipv6Groups(ip)
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
