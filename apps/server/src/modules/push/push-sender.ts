import { createHmac } from 'node:crypto';
import type https from 'node:https';
import type { PushPayload } from '@mithaq/contracts/notifications';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { PushOrigin } from '../../lib/push-origins.js';
import type { VapidKeys } from '../../platform/config.js';
import type { Db } from '../../platform/db/client.js';
import type { PushSender } from '../notifications/channels.js';
import * as repo from './push.repo.js';
import { pushDestination, type ResolveHost, resolveWithSystem } from './push-destination.js';

export interface PushSenderOptions {
  db: Db;
  vapid: VapidKeys;
  log: FastifyBaseLogger;
  /** PUSH_SERVICE_ORIGINS: the only push services a push goes to. */
  origins: readonly PushOrigin[];
  /** How a push service's host is resolved (`dns.lookup`); tests answer for names no DNS server knows. */
  resolveHost?: ResolveHost;
}

/** A push not delivered within a day is stale news (the member will have opened the site by then). */
const TTL_SECONDS = 24 * 60 * 60;
/** How long one push service may take to answer before that device counts as failed for now. */
const TIMEOUT_MS = 10_000;

type Outcome = 'accepted' | 'gone' | 'refused' | 'unavailable' | 'forbidden';

/** Web Push (RFC 8030, encrypted per RFC 8291, signed per RFC 8292) to every device a member subscribed. */
export function createPushSender({
  db,
  vapid,
  log,
  origins,
  resolveHost = resolveWithSystem,
}: PushSenderOptions): PushSender {
  const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };
  const topicKey = createHmac('sha256', vapid.privateKey).update('mithaq push topic').digest();

  async function deliver(row: repo.PushSubscriptionRow, body: string, topic: string): Promise<Outcome> {
    const subscription = { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } };
    let agent: https.Agent | undefined;
    try {
      const destination = await pushDestination(row.endpoint, origins, resolveHost);
      if ('refusal' in destination) {
        // No host: it may be an address inside our network, which the log must not map out.
        log.warn({ reason: destination.refusal }, 'push endpoint not allowed; subscription removed');
        return 'forbidden';
      }
      agent = destination.agent;
      // web-push never follows a redirect: a 3xx rejects like any answer outside 2xx.
      await webpush.sendNotification(subscription, body, {
        vapidDetails,
        TTL: TTL_SECONDS,
        // RFC 8030 section 5.3: "normal" is the level for an incoming chat message.
        urgency: 'normal',
        topic,
        timeout: TIMEOUT_MS,
        agent,
      });
      return 'accepted';
    } catch (err) {
      return failureOutcome(err, new URL(row.endpoint).host);
    } finally {
      agent?.destroy();
    }
  }

  function failureOutcome(err: unknown, host: string): Outcome {
    const status = err instanceof webpush.WebPushError ? err.statusCode : undefined;
    // Only the host of a listed push service: the endpoint's path is the device's capability URL,
    // as secret as its keys.
    if (status === 404 || status === 410) {
      log.info({ pushService: host, status }, 'push subscription gone; removed');
      return 'gone';
    }
    if (status !== undefined && status !== 429 && status < 500) {
      log.warn({ pushService: host, status }, 'push service refused a push');
      return 'refused';
    }
    const reason = status ?? (err instanceof Error ? err.message : 'unknown error');
    log.warn({ pushService: host, reason }, 'push service unavailable');
    return 'unavailable';
  }

  return {
    async sendToMember(memberId: string, payload: PushPayload): Promise<number> {
      const rows = await repo.listMemberSubscriptions(db, memberId);
      if (rows.length === 0) return 0;
      const body = JSON.stringify(payload);
      const topic = pushTopic(topicKey, payload.tag);
      const outcomes = await Promise.all(rows.map((row) => deliver(row, body, topic)));
      const idsWhere = (outcome: Outcome) => rows.filter((_, i) => outcomes[i] === outcome).map((row) => row.id);
      const accepted = idsWhere('accepted');
      await repo.deleteSubscriptions(db, [...idsWhere('gone'), ...idsWhere('forbidden')]);
      await repo.markPushed(db, accepted, new Date());
      if (accepted.length === 0 && outcomes.includes('unavailable')) {
        // Thrown so the job is tried again later; devices that said "gone" are already forgotten.
        throw new Error(`push services unavailable for all ${rows.length} device(s)`);
      }
      return accepted.length;
    },
  };
}

/**
 * The `Topic` header (RFC 8030 section 5.4) for a notification tag: a push waiting at the push service
 * for an offline device is replaced by a newer one with the same tag. A topic is at most 32 base64url
 * characters and is seen by the push service in the clear, so it is a keyed digest of the tag rather
 * than the tag itself (tags name conversations).
 */
export function pushTopic(key: Buffer, tag: string): string {
  return createHmac('sha256', key).update(tag).digest('base64url').slice(0, 32);
}
