import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { decrypt } from 'http_ece';
import { decodeJwt, importJWK, jwtVerify } from 'jose';
import { inject } from 'vitest';
import type { TestMember } from './factories.js';

/**
 * The receiving side of Web Push, in this process over HTTPS with a certificate the test CA signed
 * (test/push-service-tls.ts; the process trusts that CA through NODE_EXTRA_CA_CERTS): a push service
 * as browsers' vendors run it. It checks what a real one checks (RFC 8030 section 5: `TTL`; RFC 8292:
 * the `vapid` authorization, an ES256 JWT for the origin it was reached at, signed by the key it
 * names; RFC 8291: `aes128gcm` content) and decrypts the body with the device's own keys, which the
 * test made here as a browser would.
 */
export interface TestPushService {
  /** `https://127.0.0.1:<port>`. */
  origin: string;
  port: number;
  /**
   * A new device: its PushSubscription JSON, with keys only this service and that device know. Its
   * endpoint is on `origin`, or on another origin that reaches this service (a name resolving here).
   */
  subscribe(origin?: string): TestDevice;
  /**
   * What the service answers for a device from now on (201 by default; 404 or 410 say it is gone), with
   * these headers (a `location` for a redirect).
   */
  answer(endpoint: string, status: number, headers?: Record<string, string>): void;
  /** Every push received, in order of arrival. */
  received: ReceivedPush[];
  stop(): Promise<void>;
}

export interface TestDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  /** The status answered: 201 when everything checked out and the device was there. */
  status: number;
  /** What did not check out, when something did not (the status is then 400 or 403). */
  problem: string | null;
  headers: { ttl: string | undefined; urgency: string | undefined; topic: string | undefined };
  /** The decrypted body. */
  payload: string | null;
  /** The VAPID token's claims and the public key that signed it (`k`). */
  vapid: { claims: Record<string, unknown>; publicKey: string } | null;
}

interface DeviceKeys {
  ecdh: ReturnType<typeof createECDH>;
  auth: string;
  status: number;
  headers: Record<string, string>;
}

const MAX_VAPID_LIFETIME_S = 24 * 60 * 60;

/**
 * `applicationServerKey` is the VAPID public key browsers subscribed with: a push signed by any other
 * key is refused, as push services bind each subscription to that key (RFC 8292 section 4).
 */
export async function startPushService({
  subject,
  applicationServerKey,
}: {
  subject: string;
  applicationServerKey: string;
}): Promise<TestPushService> {
  const devices = new Map<string, DeviceKeys>();
  const received: ReceivedPush[] = [];

  const server = https.createServer(inject('pushServiceTls'), (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      // The origin the sender addressed, as a push service knows its own name.
      const origin = `https://${request.headers.host ?? ''}`;
      const endpoint = `${origin}${request.url ?? ''}`;
      const push: ReceivedPush = {
        endpoint,
        status: 201,
        problem: null,
        headers: {
          ttl: header(request.headers.ttl),
          urgency: header(request.headers.urgency),
          topic: header(request.headers.topic),
        },
        payload: null,
        vapid: null,
      };
      received.push(push);
      let headers: Record<string, string> = {};
      try {
        const device = devices.get(endpoint);
        if (request.method !== 'POST' || !device) throw new Refusal(404, 'no such subscription');
        push.vapid = await verifyVapid(request.headers.authorization, origin, subject);
        if (push.vapid.publicKey !== applicationServerKey) throw new Refusal(403, 'not the subscribed VAPID key');
        if (!/^\d+$/.test(push.headers.ttl ?? '')) throw new Refusal(400, 'TTL header missing');
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Refusal(400, 'not aes128gcm');
        push.payload = decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: device.ecdh,
          authSecret: device.auth,
        }).toString('utf8');
        push.status = device.status;
        headers = device.headers;
      } catch (err) {
        push.status = err instanceof Refusal ? err.status : 400;
        push.problem = err instanceof Error ? err.message : String(err);
      }
      if (push.status === 201) headers = { location: `${origin}/message/${randomUUID()}` };
      response.writeHead(push.status, headers);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `https://127.0.0.1:${port}`;

  return {
    origin,
    port,
    received,
    subscribe(at = origin) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const endpoint = `${at}/push/${randomUUID()}`;
      devices.set(endpoint, { ecdh, auth, status: 201, headers: {} });
      return { endpoint, keys: { p256dh: ecdh.getPublicKey('base64url', 'uncompressed'), auth } };
    },
    answer(endpoint, status, headers = {}) {
      const device = devices.get(endpoint);
      if (!device) throw new Error(`unknown test device ${endpoint}`);
      device.status = status;
      device.headers = headers;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** RFC 8292 section 3: `Authorization: vapid t=<JWT>, k=<P-256 public key>`, checked as a push service does. */
async function verifyVapid(authorization: string | undefined, audience: string, subject: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Refusal(403, 'no vapid authorization');
  const [, token = '', publicKey = ''] = match;
  const point = Buffer.from(publicKey, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04) throw new Refusal(403, 'k is not a P-256 point');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    'ES256',
  );
  try {
    await jwtVerify(token, key, { algorithms: ['ES256'], audience, subject, requiredClaims: ['exp'] });
  } catch (err) {
    throw new Refusal(403, `vapid token: ${err instanceof Error ? err.message : err}`);
  }
  const claims = decodeJwt(token);
  if ((claims.exp ?? 0) > Date.now() / 1000 + MAX_VAPID_LIFETIME_S) {
    throw new Refusal(403, 'vapid token lives longer than 24 hours');
  }
  return { claims: { ...claims }, publicKey };
}

/** A new device of `service` subscribed for `member` through the real route, as the web app does it. */
export async function subscribedDevice(
  app: FastifyInstance,
  service: TestPushService,
  member: TestMember,
): Promise<TestDevice> {
  const device = service.subscribe();
  const res = await app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: member.auth,
    payload: device,
  });
  if (res.statusCode !== 201) throw new Error(`subscribing a device failed: ${res.statusCode} ${res.body}`);
  return device;
}
