import type { PushPayload } from '@mithaq/contracts/notifications';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateP256KeyPair } from '../../lib/p256-keys.js';
import { parsePushOrigins } from '../../lib/push-origins.js';
import { pushSubscriptions } from '../../platform/db/schema.js';
import { createMember, type TestMember } from '../../test/factories.js';
import { captureLog } from '../../test/log-capture.js';
import { startPushService, subscribedDevice, type TestDevice } from '../../test/push-service.js';
import { useTestApp } from '../../test/test-app.js';
import type { PushSender } from '../notifications/channels.js';
import { createPushSender, pushTopic } from './push-sender.js';

const SUBJECT = 'mailto:push-operator@example.com';
const VAPID = { ...generateP256KeyPair(), subject: SUBJECT };
// Over https, trusted only through NODE_EXTRA_CA_CERTS (test/push-service-tls.ts), and listed by the
// operator: a push service on a loopback address is pushed to only because its exact origin is listed.
const service = await startPushService({ subject: SUBJECT, applicationServerKey: VAPID.publicKey });
const pushServiceOrigins = parsePushOrigins(service.origin, true);
const t = useTestApp({ vapid: VAPID, pushServiceOrigins });
let sender: PushSender;
const log = captureLog();
const logLines = log.lines;

beforeAll(async () => {
  sender = createPushSender({
    db: t.db,
    vapid: t.config.vapid,
    log: pino({ level: 'info' }, log.stream),
    origins: pushServiceOrigins,
  });
});
afterAll(async () => {
  await service.stop();
});

const payload: PushPayload = {
  title: 'Ayesha sent you an interest',
  body: 'Ayesha, Hyderabad',
  url: '/interests?tab=received',
  tag: 'interest-received-3e0c7a52-8a0f-4d6f-b4c1-0b8f5f2d9e11',
};

const deviceOf = (member: TestMember) => subscribedDevice(t.app, service, member);

const rowAt = async (endpoint: string) =>
  (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];
const pushesTo = (device: TestDevice) => service.received.filter((p) => p.endpoint === device.endpoint);

describe('createPushSender', () => {
  it('delivers the payload, encrypted for the device and signed with our VAPID key', async () => {
    const member = await createMember(t.app, t.db);
    const device = await deviceOf(member);
    const before = Date.now() / 1000;

    expect(await sender.sendToMember(member.id, payload)).toBe(1);

    const [push] = pushesTo(device);
    expect(push?.problem).toBeNull();
    expect(push?.status).toBe(201);
    expect(JSON.parse(push?.payload ?? '')).toEqual(payload);
    expect(push?.vapid?.publicKey).toBe(t.config.vapid.publicKey);
    expect(push?.vapid?.claims).toMatchObject({ aud: service.origin, sub: SUBJECT });
    const exp = Number(push?.vapid?.claims.exp);
    expect(exp).toBeGreaterThan(before);
    expect(exp).toBeLessThanOrEqual(before + 24 * 60 * 60);
    expect(push?.headers).toEqual({
      ttl: String(24 * 60 * 60),
      urgency: 'normal',
      topic: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
    });
    expect((await rowAt(device.endpoint))?.lastPushedAt).toBeInstanceOf(Date);
  });

  it('uses a topic that stands for the tag without showing it, the same for the same tag', async () => {
    const member = await createMember(t.app, t.db);
    const device = await deviceOf(member);
    await sender.sendToMember(member.id, payload);
    await sender.sendToMember(member.id, payload);
    await sender.sendToMember(member.id, { ...payload, tag: 'another-conversation' });
    const topics = pushesTo(device).map((p) => p.headers.topic);
    expect(topics[0]).toBe(topics[1]);
    expect(topics[2]).not.toBe(topics[0]);
    expect(topics[0]).not.toContain('interest');
    expect(pushTopic(Buffer.from('k'), payload.tag)).toHaveLength(32);
  });

  it('reaches every device of the member, and only theirs', async () => {
    const member = await createMember(t.app, t.db);
    const other = await createMember(t.app, t.db);
    const phone = await deviceOf(member);
    const laptop = await deviceOf(member);
    const someoneElse = await deviceOf(other);

    expect(await sender.sendToMember(member.id, payload)).toBe(2);

    for (const device of [phone, laptop]) {
      expect(pushesTo(device).map((p) => JSON.parse(p.payload ?? ''))).toEqual([payload]);
    }
    expect(pushesTo(someoneElse)).toEqual([]);
  });

  it.each([410, 404])(
    'forgets a device the push service answers %i for, and still reaches the others',
    async (status) => {
      const member = await createMember(t.app, t.db);
      const gone = await deviceOf(member);
      const kept = await deviceOf(member);
      service.answer(gone.endpoint, status);

      expect(await sender.sendToMember(member.id, payload)).toBe(1);

      expect(await rowAt(gone.endpoint)).toBeUndefined();
      expect(await rowAt(kept.endpoint)).toBeDefined();
      expect(pushesTo(kept)).toHaveLength(1);
      const logged = logLines.join('');
      expect(logged).toContain('push subscription gone');
      expect(logged).not.toContain(gone.endpoint);
    },
  );

  it('keeps a device whose push service is down, and throws when no device could be reached so the job retries', async () => {
    const member = await createMember(t.app, t.db);
    const device = await deviceOf(member);
    service.answer(device.endpoint, 503);

    await expect(sender.sendToMember(member.id, payload)).rejects.toThrow(/unavailable/);
    expect(await rowAt(device.endpoint)).toBeDefined();

    service.answer(device.endpoint, 201);
    expect(await sender.sendToMember(member.id, payload)).toBe(1);
  });

  it('does not throw for one device down when another accepted, nor for a refusal that retrying cannot mend', async () => {
    const member = await createMember(t.app, t.db);
    const down = await deviceOf(member);
    const refusing = await deviceOf(member);
    await deviceOf(member);
    service.answer(down.endpoint, 503);
    service.answer(refusing.endpoint, 413);
    expect(await sender.sendToMember(member.id, payload)).toBe(1);

    const lonely = await createMember(t.app, t.db);
    const refused = await deviceOf(lonely);
    service.answer(refused.endpoint, 403);
    expect(await sender.sendToMember(lonely.id, payload)).toBe(0);
    expect(await rowAt(refused.endpoint)).toBeDefined();
  });

  it('answers 0 for a member without devices, sending nothing', async () => {
    const member = await createMember(t.app, t.db);
    const before = service.received.length;
    expect(await sender.sendToMember(member.id, payload)).toBe(0);
    expect(service.received).toHaveLength(before);
  });

  it('is refused when signed with another key pair than the one devices subscribed with', async () => {
    const member = await createMember(t.app, t.db);
    const device = await deviceOf(member);
    const otherKeys = createPushSender({
      db: t.db,
      vapid: { ...generateP256KeyPair(), subject: SUBJECT },
      log: pino({ level: 'silent' }),
      origins: pushServiceOrigins,
    });
    expect(await otherKeys.sendToMember(member.id, payload)).toBe(0);
    expect(pushesTo(device)[0]).toMatchObject({ status: 403, problem: 'not the subscribed VAPID key' });
    expect(await rowAt(device.endpoint)).toBeDefined();
  });
});
