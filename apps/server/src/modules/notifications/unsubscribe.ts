import { createHmac, timingSafeEqual } from 'node:crypto';
import { ALWAYS_EMAILED_KINDS, NOTIFICATION_KINDS, type NotificationKind } from '@mithaq/contracts/notifications';
import type { UnsubscribeLink } from './channels.js';

/** What signs an unsubscribe address: the site's address and the shared AUTH_SECRET. */
export interface UnsubscribeSigning {
  publicUrl: string;
  authSecret: string;
}

/** A verified token: whose email settings it may change, and which kinds it turns off. */
export interface UnsubscribeRequest {
  memberId: string;
  kinds: NotificationKind[];
}

export const UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';

/** Keeps these signatures from ever standing for another use of AUTH_SECRET's HMAC (and vice versa). */
const SIGNATURE_DOMAIN = 'unsubscribe:v1:';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const canUnsubscribe = (kind: string): kind is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(kind) && !ALWAYS_EMAILED_KINDS.includes(kind as NotificationKind);

const signature = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`${SIGNATURE_DOMAIN}${payload}`).digest('base64url');

/** `<member>:<kind,kind>` in base64url, a dot, then its HMAC-SHA256: short enough for any mail client. */
export function unsubscribeToken(secret: string, request: UnsubscribeRequest): string {
  const kinds = NOTIFICATION_KINDS.filter((k) => request.kinds.includes(k));
  const payload = `${request.memberId}:${kinds.join(',')}`;
  return `${Buffer.from(payload).toString('base64url')}.${signature(secret, payload)}`;
}

/** The member and kinds of a token this server signed; null for anything else (compared in constant time). */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeRequest | null {
  const [encoded, given, ...rest] = token.split('.');
  if (!encoded || !given || rest.length > 0) return null;
  const payload = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(signature(secret, payload));
  const offered = Buffer.from(given);
  if (offered.length !== expected.length || !timingSafeEqual(offered, expected)) return null;
  const [memberId = '', list = ''] = payload.split(':');
  const kinds = list.split(',');
  if (!UUID.test(memberId) || kinds.length === 0 || !kinds.every(canUnsubscribe)) return null;
  return { memberId, kinds };
}

const addressOf = (config: UnsubscribeSigning, request: UnsubscribeRequest) =>
  `${config.publicUrl}${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(config.authSecret, request)}`;

/**
 * Where an email about `kind` lets its reader stop that kind of email, without signing in (RFC 8058);
 * null for account records (ALWAYS_EMAILED_KINDS), which are sent whatever the settings say.
 */
export function unsubscribeLink(
  config: UnsubscribeSigning,
  memberId: string,
  kind: NotificationKind,
): UnsubscribeLink | null {
  if (!canUnsubscribe(kind)) return null;
  return { kind, url: addressOf(config, { memberId, kinds: [kind] }) };
}

/**
 * One address that stops every kind a digest holds (its `List-Unsubscribe`): built from the digest's
 * per-kind links, so only addresses this server signed for one member are combined.
 */
export function combinedUnsubscribeUrl(config: UnsubscribeSigning, links: UnsubscribeLink[]): string | null {
  const requests = links.map((link) =>
    readUnsubscribeToken(config.authSecret, new URL(link.url).searchParams.get('token') ?? ''),
  );
  const memberIds = new Set(requests.map((r) => r?.memberId));
  const [memberId] = memberIds;
  if (!memberId || memberIds.size !== 1) return null;
  const kinds = requests.flatMap((r) => r?.kinds ?? []);
  return addressOf(config, { memberId, kinds });
}
