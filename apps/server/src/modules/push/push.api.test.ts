import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { NOTIFICATION_MESSAGES } from '@mithaq/contracts/notifications';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../platform/db/schema.js';
import { createMember, type TestMember } from '../../test/factories.js';
import { startPushService } from '../../test/push-service.js';
import { readZip } from '../../test/read-zip.js';
import { useTestApp } from '../../test/test-app.js';
import { MAX_PUSH_DEVICES } from './push.service.js';

/** PUSH_SERVICE_ORIGINS unset: the browsers' push services only. */
const t = useTestApp();

/** A browser's `PushSubscription.toJSON()`, with a real device key pair as browsers make them. */
function browserSubscription(endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey('base64url', 'uncompressed'), auth: randomBytes(16).toString('base64url') },
  };
}

const subscribe = (who: TestMember | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: who?.auth ?? {},
    payload: payload as object,
  });
const unsubscribe = (who: TestMember | null, payload: unknown) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/push/subscriptions',
    headers: who?.auth ?? {},
    payload: payload as object,
  });

const rowsOf = (memberId: string) =>
  t.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.memberId, memberId))
    .orderBy(asc(pushSubscriptions.createdAt));
const rowAt = async (endpoint: string) =>
  (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];

describe('POST /api/push/subscriptions', () => {
  it('stores this device for the signed-in member', async () => {
    const member = await createMember(t.app, t.db);
    const device = browserSubscription();
    const res = await subscribe(member, device);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    expect(await rowsOf(member.id)).toEqual([
      expect.objectContaining({
        endpoint: device.endpoint,
        p256dh: device.keys.p256dh,
        auth: device.keys.auth,
        lastPushedAt: null,
      }),
    ]);
  });

  it('asks a signed-out visitor to sign in', async () => {
    const res = await subscribe(null, browserSubscription());
    expect(res.statusCode).toBe(401);
  });

  it('keeps one row per device: subscribing again updates its keys', async () => {
    const member = await createMember(t.app, t.db);
    const first = browserSubscription();
    await subscribe(member, first);
    const renewed = { ...browserSubscription(first.endpoint) };
    expect((await subscribe(member, renewed)).statusCode).toBe(201);
    const rows = await rowsOf(member.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.p256dh).toBe(renewed.keys.p256dh);
  });

  it('moves a device to the member who signed in on it', async () => {
    const first = await createMember(t.app, t.db);
    const second = await createMember(t.app, t.db);
    const device = browserSubscription();
    await subscribe(first, device);
    expect((await subscribe(second, device)).statusCode).toBe(201);
    expect((await rowAt(device.endpoint))?.memberId).toBe(second.id);
    expect(await rowsOf(first.id)).toEqual([]);
  });

  it(`keeps the newest ${MAX_PUSH_DEVICES} devices of a member`, async () => {
    const member = await createMember(t.app, t.db);
    const devices = Array.from({ length: MAX_PUSH_DEVICES + 2 }, () => browserSubscription());
    for (const device of devices) expect((await subscribe(member, device)).statusCode).toBe(201);
    const kept = (await rowsOf(member.id)).map((row) => row.endpoint);
    expect(kept).toEqual(devices.slice(2).map((d) => d.endpoint));
  });

  it('accepts keys written with base64url padding and stores them without it', async () => {
    const member = await createMember(t.app, t.db);
    const device = browserSubscription();
    const padded = { ...device, keys: { p256dh: `${device.keys.p256dh}=`, auth: `${device.keys.auth}==` } };
    expect((await subscribe(member, padded)).statusCode).toBe(201);
    expect(await rowAt(device.endpoint)).toMatchObject({ p256dh: device.keys.p256dh, auth: device.keys.auth });
  });

  const device = browserSubscription();
  const notAPoint = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');
  const compressed = Buffer.concat([Buffer.from([2]), Buffer.alloc(32, 1)]).toString('base64url');
  it.each([
    ['an http endpoint', { ...device, endpoint: 'http://fcm.googleapis.com/fcm/send/1' }],
    ['an endpoint that is not a URL', { ...device, endpoint: 'not a url' }],
    ['an endpoint holding a control character', { ...device, endpoint: 'https://fcm.googleapis.com/a\u0000b' }],
    ['no keys', { endpoint: device.endpoint }],
    ['no auth secret', { ...device, keys: { p256dh: device.keys.p256dh } }],
    ['a short auth secret', { ...device, keys: { ...device.keys, auth: randomBytes(8).toString('base64url') } }],
    ['a key that is not on the curve', { ...device, keys: { ...device.keys, p256dh: notAPoint } }],
    ['a compressed key', { ...device, keys: { ...device.keys, p256dh: compressed } }],
    ['a key in standard base64', { ...device, keys: { ...device.keys, p256dh: `+/${device.keys.p256dh.slice(2)}` } }],
  ])('refuses %s with 400, saying the subscription is not valid', async (_, payload) => {
    const member = await createMember(t.app, t.db);
    const res = await subscribe(member, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NOTIFICATION_MESSAGES.badPushSubscription);
    expect(await rowsOf(member.id)).toEqual([]);
  });

  it.each([
    [
      'Chrome',
      'https://fcm.googleapis.com/fcm/send/dpH5lCsTSSM:APA91bHqjZxM0VImWWqDRN7U0a3AycjUf4O-byuxb_wJsKRaKvV_iKw56s16ekq6FUqoCF7k2nkiMyOkWJp7ttKGmEOhxsYr3lwDMk8BJpl5Vn9EOQE',
    ],
    ['Chrome, on the RFC 8030 endpoint', 'https://fcm.googleapis.com/wp/dpH5lCsTSSM:APA91bHqjZxM0VImWWqDRN7'],
    ['Firefox', 'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABkZ3J1c2hfaGVsbG8'],
    ['Firefox, on another host of Mozilla', 'https://updates-eu.push.services.mozilla.com/wpush/v2/gAAAAABkZ3J1'],
    ['Safari', 'https://web.push.apple.com/QGuQyavXutnMH4C3QaLLuJvG0Wy7VFq5Tb9UR0dEKaE'],
    ['Edge', 'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB%2fQe4LKgbkFN4lX3sYQ'],
  ])("accepts %s's push service", async (_, endpoint) => {
    const member = await createMember(t.app, t.db);
    expect((await subscribe(member, browserSubscription(endpoint))).statusCode).toBe(201);
  });

  // Outside PUSH_SERVICE_ORIGINS, however the address is spelt (OWASP SSRF Prevention Cheat Sheet).
  it.each([
    ['loopback', 'https://127.0.0.1:8443/push/1'],
    ['localhost', 'https://localhost/push/1'],
    ['IPv6 loopback', 'https://[::1]/push/1'],
    ['IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/push/1'],
    ['the cloud metadata address', 'https://169.254.169.254/latest/meta-data/'],
    ['loopback as one decimal number', 'https://2130706433/push/1'],
    ['loopback in hexadecimal parts', 'https://0x7f.1/push/1'],
    ['loopback in octal', 'https://0177.0.0.1/push/1'],
    ['a user name and password before a listed host', 'https://a:b@fcm.googleapis.com/fcm/send/1'],
    ['a listed host as the user name', 'https://fcm.googleapis.com@127.0.0.1/fcm/send/1'],
    ['a backslash before a listed host', 'https://127.0.0.1\\@fcm.googleapis.com/fcm/send/1'],
    ['a listed host on another port', 'https://fcm.googleapis.com:8443/fcm/send/1'],
    ['a listed host over http', 'http://fcm.googleapis.com/fcm/send/1'],
    ['a host that starts with a listed one', 'https://fcm.googleapis.com.evil/fcm/send/1'],
    ['a host that holds a listed one', 'https://evil-fcm.googleapis.com.attacker.com/fcm/send/1'],
    ['a host that ends like a wildcard without the dot', 'https://evilnotify.windows.com/w/?token=1'],
    ['a listed host with a trailing dot', 'https://fcm.googleapis.com./fcm/send/1'],
    ['a listed host spelt in capitals', 'https://FCM.googleapis.com/fcm/send/1'],
    ['a listed host with a fragment', 'https://fcm.googleapis.com/fcm/send/1#x'],
    ['a host no browser uses', 'https://push.example.com/send/1'],
  ])('refuses %s with 400, storing nothing', async (_, endpoint) => {
    const member = await createMember(t.app, t.db);
    const res = await subscribe(member, browserSubscription(endpoint));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NOTIFICATION_MESSAGES.badPushSubscription);
    expect(await rowsOf(member.id)).toEqual([]);
  });

  it('refuses a device of a real push service over https that the operator did not list', async () => {
    const vapid = t.config.vapid;
    const service = await startPushService({ subject: vapid.subject, applicationServerKey: vapid.publicKey });
    try {
      const member = await createMember(t.app, t.db);
      expect((await subscribe(member, service.subscribe())).statusCode).toBe(400);
      expect(await rowsOf(member.id)).toEqual([]);
    } finally {
      await service.stop();
    }
  });

  it('refuses a body that is not a subscription at all with 400', async () => {
    const member = await createMember(t.app, t.db);
    expect((await subscribe(member, { hello: 'world' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/push/subscriptions', () => {
  it("forgets the member's device, and answers ok again when it is already gone", async () => {
    const member = await createMember(t.app, t.db);
    const device = browserSubscription();
    const other = browserSubscription();
    await subscribe(member, device);
    await subscribe(member, other);
    for (let i = 0; i < 2; i += 1) {
      const res = await unsubscribe(member, { endpoint: device.endpoint });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    }
    expect((await rowsOf(member.id)).map((row) => row.endpoint)).toEqual([other.endpoint]);
  });

  it("never removes another member's device", async () => {
    const owner = await createMember(t.app, t.db);
    const stranger = await createMember(t.app, t.db);
    const device = browserSubscription();
    await subscribe(owner, device);
    expect((await unsubscribe(stranger, { endpoint: device.endpoint })).statusCode).toBe(200);
    expect((await rowAt(device.endpoint))?.memberId).toBe(owner.id);
  });

  it('asks a signed-out visitor to sign in, and refuses a body without an endpoint', async () => {
    const member = await createMember(t.app, t.db);
    expect((await unsubscribe(null, { endpoint: 'https://push.example.com/x' })).statusCode).toBe(401);
    expect((await unsubscribe(member, {})).statusCode).toBe(400);
    expect((await unsubscribe(member, { endpoint: 'https://push.example.com/a\u0000b' })).statusCode).toBe(400);
  });
});

describe('GET /api/config', () => {
  it('gives the VAPID public key browsers subscribe with', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().vapidPublicKey).toBe(t.config.vapid.publicKey);
    expect(Buffer.from(res.json().vapidPublicKey, 'base64url')).toHaveLength(65);
  });
});

describe('the data export', () => {
  it("lists the member's devices by who runs their push service and since when, never an address or key", async () => {
    const member = await createMember(t.app, t.db);
    const chrome = browserSubscription();
    const edge = browserSubscription(`https://wns2-par02p.notify.windows.com/w/?token=${randomUUID()}`);
    await subscribe(member, chrome);
    await subscribe(member, edge);
    // A row from before the allow-list, on an address inside the network.
    await t.db.insert(pushSubscriptions).values({
      memberId: member.id,
      endpoint: 'https://10.0.0.7:5432/push/1',
      ...browserSubscription().keys,
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/me/export', headers: member.auth });
    const text = (await readZip(res.rawPayload)).get('mithaq-data.json')?.toString('utf8') ?? '';
    expect(JSON.parse(text).pushNotificationDevices).toEqual([
      { pushService: 'Google', subscribedAt: expect.any(String) },
      { pushService: 'Microsoft', subscribedAt: expect.any(String) },
      { pushService: 'other', subscribedAt: expect.any(String) },
    ]);
    for (const hidden of ['fcm.googleapis.com', 'notify.windows.com', '10.0.0.7', chrome.keys.auth]) {
      expect(text).not.toContain(hidden);
    }
  });
});
