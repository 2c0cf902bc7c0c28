import dns, { type LookupAddress } from 'node:dns';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { matchPushOrigin, type PushOrigin } from '../../lib/push-origins.js';
import { addressProblem } from './push-address.js';

/** Every address a host resolves to, as `dns.lookup(host, { all: true })` gives them. */
export type ResolveHost = (host: string) => Promise<LookupAddress[]>;

export const resolveWithSystem: ResolveHost = (host) => dns.promises.lookup(host, { all: true, verbatim: true });

/** Why a stored endpoint is not pushed to (and is forgotten); logged, never with its host. */
export type PushRefusal = 'not a listed push service' | 'internal address' | 'metadata address';

export type PushDestination = { agent: https.Agent } | { refusal: PushRefusal };

/**
 * Where a push to `endpoint` may go, checked when it is sent (docs/decisions/0029-web-push.md): its origin
 * is still listed in PUSH_SERVICE_ORIGINS, and every address its host resolves to is public, unless the
 * operator listed that exact origin. The agent connects only to the addresses checked here, so a DNS
 * answer that changes before the connection (rebinding) cannot move it (OWASP SSRF Prevention Cheat
 * Sheet, "DNS pinning"). A failed lookup rejects: it may pass, like a push service that is down.
 */
export async function pushDestination(
  endpoint: string,
  origins: readonly PushOrigin[],
  resolve: ResolveHost,
): Promise<PushDestination> {
  const origin = matchPushOrigin(origins, endpoint);
  if (!origin) return { refusal: 'not a listed push service' };
  const host = new URL(endpoint).hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = await resolve(host);
  if (addresses.length === 0) throw new Error('the push service host resolved to no address');
  const problems = addresses.map((a) => addressProblem(a.address));
  if (problems.includes('metadata')) return { refusal: 'metadata address' };
  if (problems.includes('internal') && !origin.mayBeInternal) return { refusal: 'internal address' };
  return { agent: new https.Agent({ lookup: pinnedLookup(host, addresses), keepAlive: false }) };
}

/** A `lookup` that answers `host` with the addresses already checked, and nothing else. */
function pinnedLookup(host: string, addresses: LookupAddress[]): LookupFunction {
  return (hostname, options, callback) => {
    const family = { IPv4: 4, IPv6: 6 }[String(options.family)] ?? options.family;
    const fitting = addresses.filter((a) => !family || a.family === family);
    const [first] = fitting;
    if (hostname !== host || !first) {
      callback(Object.assign(new Error('not the checked push service host'), { code: 'ENOTFOUND' }), '', 0);
      return;
    }
    if (options.all) callback(null, fitting);
    else callback(null, first.address, first.family);
  };
}
