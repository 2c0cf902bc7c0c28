import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UnsubscribeLink } from '../notifications/channels.js';

/** What signs a saved search's unsubscribe address: the site's address and the shared AUTH_SECRET. */
export interface SearchUnsubscribeSigning {
  publicUrl: string;
  authSecret: string;
}

export const SEARCH_UNSUBSCRIBE_PATH = '/api/saved-searches/unsubscribe';

/** Keeps these signatures apart from every other use of AUTH_SECRET's HMAC (the kinds' unsubscribe too). */
const SIGNATURE_DOMAIN = 'saved-search-unsubscribe:v1:';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const signature = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`${SIGNATURE_DOMAIN}${payload}`).digest('base64url');

/** `<member>:<search>` in base64url, a dot, then its HMAC-SHA256. */
export function searchUnsubscribeToken(secret: string, memberId: string, searchId: string): string {
  const payload = `${memberId}:${searchId}`;
  return `${Buffer.from(payload).toString('base64url')}.${signature(secret, payload)}`;
}

/** The member and search of a token this server signed; null for anything else (constant-time compare). */
export function readSearchUnsubscribeToken(
  secret: string,
  token: string,
): { memberId: string; searchId: string } | null {
  const [encoded, given, ...rest] = token.split('.');
  if (!encoded || !given || rest.length > 0) return null;
  const payload = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(signature(secret, payload));
  const offered = Buffer.from(given);
  if (offered.length !== expected.length || !timingSafeEqual(offered, expected)) return null;
  const [memberId = '', searchId = '', ...more] = payload.split(':');
  return UUID.test(memberId) && UUID.test(searchId) && more.length === 0 ? { memberId, searchId } : null;
}

/**
 * The one-click unsubscribe (RFC 8058) of one saved search's alert emails: its `List-Unsubscribe`
 * turns that search's alerts off and nothing else.
 */
export function searchUnsubscribeLink(
  config: SearchUnsubscribeSigning,
  memberId: string,
  searchId: string,
): UnsubscribeLink {
  return {
    kind: 'alerts',
    url: `${config.publicUrl}${SEARCH_UNSUBSCRIBE_PATH}?token=${searchUnsubscribeToken(config.authSecret, memberId, searchId)}`,
  };
}
