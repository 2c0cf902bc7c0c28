import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACCOUNT_CHECK_MESSAGES } from '@mithaq/contracts/safety/account-checks';
import { VERIFICATION_MESSAGES } from '@mithaq/contracts/verification';
import { exportJWK, SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../test/factories.js';
import { jobsSettled } from '../../test/jobs.js';
import { type TestApp, useTestApp } from '../../test/test-app.js';
import { codeIn } from './verification.test-helpers.js';

/** A local SMS gateway behind SMS_WEBHOOK_URL: it keeps each `{to, text}` it is sent. */
const texts: { to: string; text: string }[] = [];
const gateway = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => {
    body += c;
  });
  req.on('end', () => {
    texts.push(JSON.parse(body));
    res.end('{}');
  });
});
await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));

/** Google's securetoken keys, played locally: two RSA keys, one published. */
const signing = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = { ...(await exportJWK(signing.publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' };
const jwks = http.createServer((_req, res) => {
  res.setHeader('content-type', 'application/json');
  res.setHeader('cache-control', 'public, max-age=3600');
  res.end(JSON.stringify({ keys: [jwk] }));
});
await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
const PROJECT = 'mithaq-test';
/** The Firebase settings of an app that verifies phones with tokens signed by `signing`. */
const FIREBASE = {
  apiKey: 'web-key',
  authDomain: `${PROJECT}.firebaseapp.com`,
  projectId: PROJECT,
  jwksUrl: `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/keys`,
};

const t = useTestApp({ smsWebhookUrl: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms` });
afterAll(async () => {
  await new Promise((r) => gateway.close(r));
  await new Promise((r) => jwks.close(r));
});

const savePhone = (app: TestApp, who: TestMember, phone: string) =>
  app.app.inject({
    method: 'PUT',
    url: `/api/users/${who.id}`,
    headers: who.auth,
    payload: { phone, currentPassword: who.password },
  });

describe('phone verification with our own code', () => {
  it('texts a code to the saved international number through the webhook, and it verifies the phone', async () => {
    const member = await createMember(t.app, t.db);
    expect((await savePhone(t, member, '+91 98765-43210')).json()).toMatchObject({
      phone: '+919876543210',
      phoneVerified: false,
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/verify/phone/request', headers: member.auth });
    expect(res.json()).toMatchObject({ sentTo: '+919876543210' });
    // The page finds the live code again after a reload.
    const status = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/verify/status', headers: member.auth })).json();
    expect((await status()).phoneCode).toEqual({ sentTo: '+919876543210', expiresAt: res.json().expiresAt });
    await jobsSettled(t.db);
    const sms = [...texts].reverse().find((x) => x.to === '+919876543210');
    expect(sms?.text).toContain('Mithaq');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/verify/phone/verify',
      headers: member.auth,
      payload: { otp: codeIn(sms?.text) },
    });
    expect(ok.json()).toMatchObject({ phoneVerified: true, phoneCode: null });
    expect((await savePhone(t, member, '+919876500000')).json().phoneVerified).toBe(false);
    expect((await status()).phoneCode).toBeNull();
  });

  it('asks for a saved number, in international form', async () => {
    const member = await createMember(t.app, t.db);
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${member.id}`,
      headers: member.auth,
      payload: { phone: '98765 43210', currentPassword: member.password },
    });
    const local = await t.app.inject({ method: 'POST', url: '/api/verify/phone/request', headers: member.auth });
    expect(local.json()).toEqual({ code: 'BAD_REQUEST', message: VERIFICATION_MESSAGES.phoneInternational });
    const none = await createMember(t.app, t.db);
    const missing = await t.app.inject({ method: 'POST', url: '/api/verify/phone/request', headers: none.auth });
    expect(missing.json().message).toBe(VERIFICATION_MESSAGES.phoneMissing);
  });
});

describe('phone verification with a Firebase ID token', () => {
  const firebaseApp = useTestApp({ firebase: FIREBASE });

  /** A Firebase-shaped ID token; `claims` override any standard claim. */
  const token = (claims: Record<string, unknown> = {}, options: { key?: 'stranger'; kid?: string } = {}) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      iss: `https://securetoken.google.com/${PROJECT}`,
      aud: PROJECT,
      sub: 'firebase-uid-1',
      iat: now - 30,
      exp: now + 3600,
      auth_time: now - 30,
      phone_number: '+447700900123',
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'key-1' })
      .sign(options.key === 'stranger' ? stranger.privateKey : signing.privateKey);
  };
  const submit = (who: TestMember, jwt: string) =>
    firebaseApp.app.inject({
      method: 'POST',
      url: '/api/verify/phone/firebase',
      headers: who.auth,
      payload: { token: jwt },
    });

  it('publishes the web settings and says the phone method is Firebase', async () => {
    expect((await firebaseApp.app.inject({ method: 'GET', url: '/api/config' })).json()).toEqual({
      firebase: { apiKey: 'web-key', authDomain: `${PROJECT}.firebaseapp.com`, projectId: PROJECT },
      vapidPublicKey: firebaseApp.config.vapid.publicKey,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json()).toEqual({
      firebase: null,
      vapidPublicKey: t.config.vapid.publicKey,
    });
    const member = await createMember(firebaseApp.app, firebaseApp.db);
    const status = await firebaseApp.app.inject({ method: 'GET', url: '/api/verify/status', headers: member.auth });
    expect(status.json().phoneMethod).toBe('firebase');
  });

  it('verifies the saved number with a right token', async () => {
    const member = await createMember(firebaseApp.app, firebaseApp.db);
    await savePhone(firebaseApp, member, '+44 7700 900123');
    const res = await submit(member, await token());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phoneVerified: true });
  });

  it.each([
    ['another audience', () => token({ aud: 'someone-else' })],
    ['another issuer', () => token({ iss: 'https://securetoken.google.com/someone-else' })],
    ['an expired token', () => token({ exp: Math.floor(Date.now() / 1000) - 60 })],
    ['a foreign signature', () => token({}, { key: 'stranger' })],
    ['an unknown key id', () => token({}, { kid: 'key-9' })],
    ['another phone number', () => token({ phone_number: '+447700900999' })],
    ['a sign-in in the future', () => token({ auth_time: Math.floor(Date.now() / 1000) + 3600 })],
    ['no subject', () => token({ sub: '' })],
  ])('refuses %s with 400', async (_label, make) => {
    const member = await createMember(firebaseApp.app, firebaseApp.db);
    await savePhone(firebaseApp, member, '+447700900123');
    const res = await submit(member, await make());
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: VERIFICATION_MESSAGES.phoneVerificationFailed });
    const status = await firebaseApp.app.inject({ method: 'GET', url: '/api/verify/status', headers: member.auth });
    expect(status.json().phoneVerified).toBe(false);
  });

  it('turns our own code flow off while Firebase is configured', async () => {
    const member = await createMember(firebaseApp.app, firebaseApp.db);
    await savePhone(firebaseApp, member, '+447700900123');
    const res = await firebaseApp.app.inject({
      method: 'POST',
      url: '/api/verify/phone/request',
      headers: member.auth,
    });
    expect(res.json().message).toBe(VERIFICATION_MESSAGES.phoneMethodFirebase);
  });
});

/**
 * docs/decisions/0066-catching-scammers-early.md: a verified phone belongs to one active account. A
 * member whose number another active account verified is sent to support, with nothing written.
 */
describe('a phone number verified on another account', () => {
  const SHARED = '+919812300001';
  const ownerOf = (app: TestApp, phone: string, accountStatus = 'active') =>
    createMember(app.app, app.db, { columns: { phone, phoneVerified: true, accountStatus } });
  const status = async (app: TestApp, who: TestMember) =>
    (await app.app.inject({ method: 'GET', url: '/api/verify/status', headers: who.auth })).json();
  const requestCode = (who: TestMember) =>
    t.app.inject({ method: 'POST', url: '/api/verify/phone/request', headers: who.auth });
  const verifyCode = (who: TestMember, otp: string) =>
    t.app.inject({ method: 'POST', url: '/api/verify/phone/verify', headers: who.auth, payload: { otp } });
  const textedCode = async (phone: string) => {
    await jobsSettled(t.db);
    return codeIn([...texts].reverse().find((x) => x.to === phone)?.text);
  };

  it('sends no code for it, and tells the member to contact support', async () => {
    await ownerOf(t, SHARED);
    const member = await createMember(t.app, t.db);
    await savePhone(t, member, SHARED);
    const sent = texts.length;
    const res = await requestCode(member);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', message: ACCOUNT_CHECK_MESSAGES.phoneVerifiedElsewhere });
    await jobsSettled(t.db);
    expect(texts.length).toBe(sent);
  });

  it('refuses a right code once another account verified the number meanwhile, keeping the code', async () => {
    const phone = '+919812300002';
    const member = await createMember(t.app, t.db);
    await savePhone(t, member, phone);
    expect((await requestCode(member)).statusCode).toBe(200);
    const otp = await textedCode(phone);
    await ownerOf(t, phone);
    const res = await verifyCode(member, otp);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ACCOUNT_CHECK_MESSAGES.phoneVerifiedElsewhere);
    const after = await status(t, member);
    expect(after.phoneVerified).toBe(false);
    expect(after.phoneCode).toMatchObject({ sentTo: phone });
  });

  it('verifies it when the account that had it is deactivated', async () => {
    const phone = '+919812300003';
    await ownerOf(t, phone, 'deactivated');
    const member = await createMember(t.app, t.db);
    await savePhone(t, member, phone);
    expect((await requestCode(member)).statusCode).toBe(200);
    const res = await verifyCode(member, await textedCode(phone));
    expect(res.statusCode).toBe(200);
    expect(res.json().phoneVerified).toBe(true);
  });

  describe('through Firebase', () => {
    const PHONE = '+447700900456';
    const firebase = useTestApp({ firebase: FIREBASE });
    const tokenFor = (phone: string) => {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ sub: `uid-${phone}`, auth_time: now - 30, phone_number: phone })
        .setProtectedHeader({ alg: 'RS256', kid: 'key-1' })
        .setIssuer(`https://securetoken.google.com/${PROJECT}`)
        .setAudience(PROJECT)
        .setIssuedAt(now - 30)
        .setExpirationTime(now + 3600)
        .sign(signing.privateKey);
    };
    const submit = async (who: TestMember, phone: string) =>
      firebase.app.inject({
        method: 'POST',
        url: '/api/verify/phone/firebase',
        headers: who.auth,
        payload: { token: await tokenFor(phone) },
      });

    it('refuses a right token for a number another active account verified', async () => {
      await ownerOf(firebase, PHONE);
      const member = await createMember(firebase.app, firebase.db);
      await savePhone(firebase, member, PHONE);
      const res = await submit(member, PHONE);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ACCOUNT_CHECK_MESSAGES.phoneVerifiedElsewhere);
      expect((await status(firebase, member)).phoneVerified).toBe(false);
    });

    it('lets one of two accounts verifying the same number at once have it', async () => {
      const phone = '+447700900789';
      const members = await Promise.all([1, 2, 3].map(() => createMember(firebase.app, firebase.db)));
      for (const member of members) await savePhone(firebase, member, phone);
      const codes = (await Promise.all(members.map((m) => submit(m, phone)))).map((r) => r.statusCode);
      expect(codes.sort()).toEqual([200, 409, 409]);
      const verified = await Promise.all(members.map(async (m) => (await status(firebase, m)).phoneVerified));
      expect(verified.filter(Boolean)).toHaveLength(1);
    });
  });
});
