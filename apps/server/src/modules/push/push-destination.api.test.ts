import type { LookupAddress } from 'node:dns';
import type { PushPayload } from '@mithaq/contracts/notifications';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateP256KeyPair } from '../../lib/p256-keys.js';
import { parsePushOrigins } from '../../lib/push-origins.js';
import { pushSubscriptions } from '../../platform/db/schema.js';
import { createMember, type TestMember } from '../../test/factories.js';
import { captureLog } from '../../test/log-capture.js';
import { startPushService, type TestDevice } from '../../test/push-service.js';
import { PINNED_TEST_HOST } from '../../test/push-service-tls.js';
import { useTestApp } from '../../test/test-app.js';
import type { PushSender } from '../notifications/channels.js';
import { resolveWithSystem } from './push-destination.js';
import { createPushSender } from './push-sender.js';

/**
 * What the sender checks when a push is due (docs/decisions/0029-web-push.md): the address it connects
 * to, and what it does with a redirect. The local push service listens on 127.0.0.1; names under
 * `.pinned.test` reach it because the sender's resolver says so, as a DNS server could.
 */
const VAPID = { ...generateP256KeyPair(), subject: 'mailto:push-operator@example.com' };
const service = await startPushService({ subject: VAPID.subject, applicationServerKey: VAPID.publicKey });
const pinnedOrigin = `https://${PINNED_TEST_HOST}:${service.port}`;
const wildcardOrigin = `https://*.pinned.test:${service.port}`;
const pushServiceOrigins = parsePushOrigins(`${service.origin},${pinnedOrigin},${wildcardOrigin}`, true);
const t = useTestApp({ vapid: VAPID, pushServiceOrigins });

/** Every lookup of a `.pinned.test` name, in order; each answers loopback, where the service listens. */
const lookups: string[] = [];
async function resolveHost(host: string): Promise<LookupAddress[]> {
  if (!host.endsWith('.pinned.test')) return resolveWithSystem(host);
  lookups.push(host);
  return [{ address: '127.0.0.1', family: 4 }];
}

const log = captureLog();
const logLines = log.lines;
let sender: PushSender;
beforeAll(() => {
  sender = createPushSender({
    db: t.db,
    vapid: t.config.vapid,
    log: pino({ level: 'info' }, log.stream),
    origins: pushServiceOrigins,
    resolveHost,
  });
});

const payload: PushPayload = { title: 'Salaam', body: 'Ayesha, Hyderabad', url: '/interests', tag: 'interest-1' };

async function subscribeAt(member: TestMember, origin: string): Promise<TestDevice> {
  const device = service.subscribe(origin);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: member.auth,
    payload: device,
  });
  expect(res.statusCode, res.body).toBe(201);
  return device;
}

const rowAt = async (endpoint: string) =>
  (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];
const requestsTo = (path: string) => service.received.filter((p) => new URL(p.endpoint).pathname === path);

describe('the address a push goes to', () => {
  it('refuses a listed wildcard origin whose host resolves to loopback, forgets it, and logs no host', async () => {
    const member = await createMember(t.app, t.db);
    const device = await subscribeAt(member, `https://device.pinned.test:${service.port}`);
    const before = service.received.length;

    expect(await sender.sendToMember(member.id, payload)).toBe(0);

    expect(service.received).toHaveLength(before);
    expect(await rowAt(device.endpoint)).toBeUndefined();
    const logged = logLines.join('');
    expect(logged).toContain('push endpoint not allowed');
    expect(logged).toContain('internal address');
    expect(logged).not.toContain('pinned.test');
  });

  it('connects to the address it checked, looking the name up once (no second answer to rebind to)', async () => {
    const member = await createMember(t.app, t.db);
    const device = await subscribeAt(member, pinnedOrigin);
    const path = new URL(device.endpoint).pathname;
    const lookupsBefore = lookups.length;

    expect(await sender.sendToMember(member.id, payload)).toBe(1);

    // The system resolver does not know this name, so the connection used the checked answer.
    expect(lookups.slice(lookupsBefore)).toEqual([PINNED_TEST_HOST]);
    expect(requestsTo(path)).toEqual([expect.objectContaining({ status: 201, problem: null })]);
    expect(JSON.parse(requestsTo(path)[0]?.payload ?? '')).toEqual(payload);
  });

  it('forgets a device stored before the allow-list, on an address inside the network, without connecting', async () => {
    const member = await createMember(t.app, t.db);
    const device = service.subscribe('https://169.254.169.254');
    await t.db.insert(pushSubscriptions).values({ memberId: member.id, endpoint: device.endpoint, ...device.keys });
    const before = service.received.length;

    expect(await sender.sendToMember(member.id, payload)).toBe(0);

    expect(service.received).toHaveLength(before);
    expect(await rowAt(device.endpoint)).toBeUndefined();
    expect(logLines.join('')).not.toContain('169.254');
  });

  it.each([301, 302, 307, 308])(
    'treats a %i from the push service as a failure and does not follow it',
    async (status) => {
      const member = await createMember(t.app, t.db);
      const device = await subscribeAt(member, service.origin);
      const target = `/elsewhere/${status}`;
      service.answer(device.endpoint, status, { location: `${service.origin}${target}` });

      // Not delivered, and not thrown: a redirect is not a push service being away, so it is not retried.
      expect(await sender.sendToMember(member.id, payload)).toBe(0);

      expect(requestsTo(new URL(device.endpoint).pathname)).toEqual([expect.objectContaining({ status })]);
      expect(requestsTo(target)).toEqual([]);
      expect(await rowAt(device.endpoint)).toBeDefined();
    },
  );
});
