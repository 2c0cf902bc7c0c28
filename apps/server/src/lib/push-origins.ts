import { isIP } from 'node:net';

/** Who runs a push service: what the data export names instead of an address. */
export type PushServiceOperator = 'Google' | 'Mozilla' | 'Apple' | 'Microsoft' | 'other';

/** One entry of PUSH_SERVICE_ORIGINS: `https://host[:port]`, or `https://*.domain[:port]` for its subdomains. */
export interface PushOrigin {
  /** The host as written (lowercase); for a wildcard, the domain after `*.`. */
  host: string;
  port: number;
  isWildcard: boolean;
  /**
   * Set by the operator and exact (not `*.`): its host may resolve to a loopback or private address, a
   * push service they run themselves (docs/decisions/0029-web-push.md).
   */
  mayBeInternal: boolean;
  operator: PushServiceOperator;
}

/**
 * The push services browsers hand out endpoints on: Chrome and the other Chromium browsers but Edge
 * (`https://fcm.googleapis.com/fcm/send/…`, `/wp/…`), Firefox (`https://updates.push.services.mozilla.com/wpush/v2/…`),
 * Safari (`https://web.push.apple.com/…`; Apple asks to allow `*.push.apple.com`) and Edge
 * (`https://wns2-….notify.windows.com/w/?token=…`).
 */
const KNOWN_PUSH_SERVICES: { origin: string; operator: PushServiceOperator }[] = [
  { origin: 'https://fcm.googleapis.com', operator: 'Google' },
  { origin: 'https://updates.push.services.mozilla.com', operator: 'Mozilla' },
  { origin: 'https://*.push.services.mozilla.com', operator: 'Mozilla' },
  { origin: 'https://web.push.apple.com', operator: 'Apple' },
  { origin: 'https://*.push.apple.com', operator: 'Apple' },
  { origin: 'https://*.notify.windows.com', operator: 'Microsoft' },
];

/** PUSH_SERVICE_ORIGINS when unset. */
export const DEFAULT_PUSH_SERVICE_ORIGINS = KNOWN_PUSH_SERVICES.map((s) => s.origin).join(',');

const HTTPS_PORT = 443;
const WILDCARD = '*.';
/** A DNS name of letters, digits and hyphens, whose last label is not a number (so never an IPv4 address). */
const DNS_NAME = /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/;
const isNumericLabel = (host: string) => /^\d+$/.test(host.slice(host.lastIndexOf('.') + 1));

export class PushOriginError extends Error {}

/**
 * Reads PUSH_SERVICE_ORIGINS. `isOperatorList`: the operator set it, so its exact origins may be
 * internal addresses; the built-in list's never are.
 */
export function parsePushOrigins(value: string, isOperatorList: boolean): PushOrigin[] {
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => entry === '')) throw new PushOriginError('has an empty entry');
  return entries.map((entry) => parseOrigin(entry, isOperatorList));
}

/** What is wrong with a PUSH_SERVICE_ORIGINS value, for the start-up message naming the setting; null: nothing. */
export function pushOriginsProblem(value: string): string | null {
  try {
    parsePushOrigins(value, true);
    return null;
  } catch (err) {
    if (!(err instanceof PushOriginError)) throw err;
    return `${err.message}: must be a comma-separated list of https://host[:port] origins`;
  }
}

function parseOrigin(entry: string, isOperatorList: boolean): PushOrigin {
  const isWildcard = entry.startsWith(`https://${WILDCARD}`);
  const written = isWildcard ? `https://${entry.slice(`https://${WILDCARD}`.length)}` : entry;
  // Canonical form only: `https://2130706433` or `HTTPS://Host/` would match other hosts than it seems to.
  const url = URL.canParse(written) ? new URL(written) : new URL('invalid:');
  if (url.protocol !== 'https:' || url.origin !== written) {
    throw new PushOriginError(`${entry} is not written as an origin (https, lowercase host, no user, path or :443)`);
  }
  const host = url.hostname;
  const isDnsName = DNS_NAME.test(host) && !isNumericLabel(host);
  if (isWildcard ? !isDnsName || !host.includes('.') : !isDnsName && !isIpLiteral(host)) {
    throw new PushOriginError(`${entry} names no host (*. may only start a domain name with a dot in it)`);
  }
  const operator = KNOWN_PUSH_SERVICES.find((s) => s.origin === entry)?.operator ?? 'other';
  const port = url.port === '' ? HTTPS_PORT : Number(url.port);
  return { host, port, isWildcard, mayBeInternal: isOperatorList && !isWildcard, operator };
}

const isIpLiteral = (host: string) => isIP(host.replace(/^\[(.*)\]$/, '$1')) !== 0;

/**
 * The listed origin an endpoint belongs to, or null. The endpoint must be written canonically (the
 * host as the URL standard serializes it, no default port, no user-info), so the address checked is
 * the address connected to whichever URL parser reads it later (web-push uses Node's legacy one).
 */
export function matchPushOrigin(origins: readonly PushOrigin[], endpoint: string): PushOrigin | null {
  if (!URL.canParse(endpoint)) return null;
  const url = new URL(endpoint);
  const isPlain = url.protocol === 'https:' && url.username === '' && url.password === '' && url.hash === '';
  if (!isPlain || !endpoint.startsWith(`${url.origin}/`)) return null;
  const port = url.port === '' ? HTTPS_PORT : Number(url.port);
  const matching = origins.filter((origin) => origin.port === port && hostMatches(origin, url.hostname));
  // An exact entry says more than a wildcard that also covers the host (it may allow an internal address).
  return matching.find((origin) => !origin.isWildcard) ?? matching[0] ?? null;
}

function hostMatches(origin: PushOrigin, host: string): boolean {
  if (!origin.isWildcard) return host === origin.host;
  // A dot boundary: `*.push.apple.com` covers `web.push.apple.com`, not `evilpush.apple.com`.
  return host.endsWith(`.${origin.host}`) && DNS_NAME.test(host) && !isNumericLabel(host);
}
