import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { ipv6Groups } from '../../lib/ipv6-groups.js';

/**
 * Why an address a push endpoint resolved to may not be connected to: `metadata` never (a cloud's
 * instance metadata service), `internal` unless the operator listed that exact origin, null: a public
 * address (OWASP SSRF Prevention Cheat Sheet, "Application layer": check every resolved address).
 */
export type AddressProblem = 'internal' | 'metadata' | null;

/** Instance metadata: AWS/GCP/Azure/OCI 169.254.169.254, AWS IPv6, Alibaba, Azure's wire server, Oracle's legacy. */
const METADATA_IPV4 = ['169.254.169.254', '100.100.100.200', '168.63.129.16', '192.0.0.192'];
const METADATA_IPV6 = ['fd00:ec2::254'];

/** Not public unicast: RFC 6890's special-purpose ranges, the private and shared ones (RFC 1918, RFC 6598). */
const INTERNAL_IPV4: [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];

/** RFC 6890 for IPv6. Ranges that embed an IPv4 address are decided by that address (`embeddedIpv4`). */
const INTERNAL_IPV6: [string, number][] = [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments, Teredo among them
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const metadata = new BlockList();
for (const address of METADATA_IPV4) metadata.addAddress(address, 'ipv4');
for (const address of METADATA_IPV6) metadata.addAddress(address, 'ipv6');
const internal = new BlockList();
for (const [network, prefix] of INTERNAL_IPV4) internal.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of INTERNAL_IPV6) internal.addSubnet(network, prefix, 'ipv6');

export function addressProblem(address: string): AddressProblem {
  const bare = address.replace(/%.*$/, '').toLowerCase(); // an IPv6 zone (`fe80::1%eth0`) names no other host
  if (isIPv4(bare)) return ipv4Problem(bare);
  if (!isIPv6(bare)) return 'internal';
  const mapped = embeddedIpv4(bare);
  if (mapped) return ipv4Problem(mapped);
  if (metadata.check(bare, 'ipv6')) return 'metadata';
  return internal.check(bare, 'ipv6') ? 'internal' : null;
}

function ipv4Problem(address: string): AddressProblem {
  if (metadata.check(address, 'ipv4')) return 'metadata';
  return internal.check(address, 'ipv4') ? 'internal' : null;
}

/**
 * The IPv4 address inside an IPv4-mapped (`::ffff:a.b.c.d`), IPv4-compatible (`::a.b.c.d`) or NAT64
 * (`64:ff9b::a.b.c.d`, RFC 6052) address: the connection really goes to that IPv4 address.
 */
function embeddedIpv4(address: string): string | null {
  const groups = ipv6Groups(address);
  if (!groups) return null;
  const head = groups.slice(0, 6);
  const isMapped = head.every((g, i) => g === (i === 5 ? 0xffff : 0));
  const isCompatible = head.every((g) => g === 0) && (groups[6] ?? 0) !== 0;
  const isNat64 = groups[0] === 0x64 && groups[1] === 0xff9b && head.slice(2).every((g) => g === 0);
  if (!isMapped && !isCompatible && !isNat64) return null;
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}
