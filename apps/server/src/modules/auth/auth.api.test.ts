import { REGISTER_MESSAGES } from '@mithaq/contracts/auth';
import { ERROR_CATALOGS } from '@mithaq/contracts/error-catalogs';
import { MESSAGES } from '@mithaq/contracts/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, sessions } from '../../platform/db/schema.js';
import { createMember, registrationInput } from '../../test/factories.js';
import { createTestApp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });
const login = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

describe('POST /api/auth/register', () => {
  it('creates a member and answers a token that works for /me', async () => {
    const input = registrationInput({ email: 'New.Member@Example.com' });
    const res = await register(input);
    expect(res.statusCode).toBe(201);
    const { token } = res.json();
    expect(token).toMatch(/^[0-9a-f-]{36}\.[\w-]+$/);
    const profile = await me(token);
    expect(profile.statusCode).toBe(200);
    const body = profile.json();
    expect(body).toMatchObject({
      email: 'new.member@example.com',
      fullName: input.fullName,
      age: 27,
      gender: 'Female',
      membershipTier: 'free',
      accountStatus: 'active',
      acceptedInterests: [],
    });
    expect(body._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(body)).not.toMatch(/password|argon2/i);
  });

  it('stores an argon2id hash, never the password', async () => {
    const input = registrationInput();
    await register(input);
    const row = await t.db.query.members.findFirst({ where: eq(members.email, input.email) });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(input.password);
  });

  it('omits madhab when not given', async () => {
    const { madhab: _omit, ...input } = registrationInput();
    const res = await register(input);
    expect(res.statusCode).toBe(201);
    expect((await me(res.json().token)).json().madhab).toBeNull();
  });

  it.each([
    ['fullName', { fullName: '' }, REGISTER_MESSAGES.fullName],
    ['fullName missing', { fullName: undefined }, REGISTER_MESSAGES.fullName],
    ['email', { email: 'not-an-email' }, 'Enter a valid email address.'],
    ['email missing', { email: undefined }, REGISTER_MESSAGES.email],
    ['password missing', { password: undefined }, REGISTER_MESSAGES.password],
    ['password empty', { password: '' }, REGISTER_MESSAGES.password],
    ['password', { password: '12345' }, MESSAGES.passwordMin],
    ['age missing', { age: undefined }, REGISTER_MESSAGES.age],
    ['age under 18', { age: 17 }, MESSAGES.minimumAge],
    ['age over 120', { age: 121 }, REGISTER_MESSAGES.ageValid],
    ['age fraction', { age: 20.5 }, REGISTER_MESSAGES.ageWhole],
    ['age as text', { age: 'twenty' }, REGISTER_MESSAGES.ageNumber],
    ['gender', { gender: 'Other' }, REGISTER_MESSAGES.gender],
    ['city', { city: '   ' }, REGISTER_MESSAGES.city],
    ['profession', { profession: '' }, REGISTER_MESSAGES.profession],
    ['sect missing', { sect: undefined }, REGISTER_MESSAGES.sect],
    ['sect', { sect: 'Unknown' }, REGISTER_MESSAGES.sect],
    ['madhab', { madhab: 'Other' }, REGISTER_MESSAGES.madhab],
  ])('rejects a bad %s with 400 and says what to do', async (_label, override, message) => {
    const res = await register({ ...registrationInput(), ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().message).toContain(message);
  });

  it("says what to do in the reader's language, as the form does", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'ur' },
      payload: { ...registrationInput(), sect: undefined },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(ERROR_CATALOGS.ur['errors.register.sect']);
    expect(res.json().message).not.toMatch(/must be one of/i);
  });

  it('refuses a duplicate email regardless of case, without a second row', async () => {
    const input = registrationInput({ email: 'dup@example.com' });
    expect((await register(input)).statusCode).toBe(201);
    const again = await register({ ...input, email: 'DUP@Example.COM' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MESSAGES.emailTaken, code: 'CONFLICT' });
    const rows = await t.db.select().from(members).where(eq(members.email, 'dup@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('ignores server-owned fields sent with the registration', async () => {
    const res = await register({
      ...registrationInput(),
      membershipTier: 'premium',
      accountStatus: 'deleted',
      isVerified: true,
    });
    expect(res.statusCode).toBe(201);
    const body = (await me(res.json().token)).json();
    expect(body).toMatchObject({ membershipTier: 'free', accountStatus: 'active', isVerified: false });
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, case-insensitive email', async () => {
    const m = await createMember(t.app, t.db, { email: 'login@example.com' });
    const res = await login({ email: 'LOGIN@example.com', password: m.password });
    expect(res.statusCode).toBe(200);
    expect((await me(res.json().token)).json()._id).toBe(m.id);
  });

  it('says the same thing for a wrong password and an unknown email', async () => {
    const m = await createMember(t.app, t.db);
    const wrong = await login({ email: m.email, password: 'wrong-password' });
    const unknown = await login({ email: 'nobody@example.com', password: 'whatever' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: MESSAGES.invalidCredentials, code: 'UNAUTHORIZED' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('requires email and password', async () => {
    expect((await login({ email: '', password: 'x' })).json().message).toBe('Email is required');
    expect((await login({ email: 'a@b.co' })).json().message).toBe('Password is required');
  });

  it('refuses a deactivated or deleted account with a message', async () => {
    const off = await createMember(t.app, t.db, { columns: { accountStatus: 'deactivated' } });
    const gone = await createMember(t.app, t.db, { columns: { accountStatus: 'deleted' } });
    const a = await login({ email: off.email, password: off.password });
    const b = await login({ email: gone.email, password: gone.password });
    expect(a.statusCode).toBe(401);
    expect(a.json().message).toBe(MESSAGES.accountDeactivated);
    expect(b.statusCode).toBe(401);
    expect(b.json().message).toBe(MESSAGES.accountDeleted);
  });
});

describe('sessions', () => {
  it('rejects /me without a token, with a forged token and with a malformed header', async () => {
    const m = await createMember(t.app, t.db);
    const none = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(MESSAGES.signInRequired);
    const [sid] = m.token.split('.');
    expect((await me(`${sid}.forged`)).statusCode).toBe(401);
    const basic = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Basic ${m.token}` },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('revokes the token on logout, server-side, and leaves other sessions alone', async () => {
    const m = await createMember(t.app, t.db);
    const second = (await login({ email: m.email, password: m.password })).json().token;
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: m.auth });
    expect(out.statusCode).toBe(200);
    const after = await me(m.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(MESSAGES.sessionExpired);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('ends a session left unused for 30 days', async () => {
    const m = await createMember(t.app, t.db);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 24 * 3_600_000) })
      .where(eq(sessions.memberId, m.id));
    const res = await me(m.token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.sessionExpired);
  });

  it('refuses a live token once the account is deactivated', async () => {
    const m = await createMember(t.app, t.db);
    await t.db.update(members).set({ accountStatus: 'deactivated' }).where(eq(members.id, m.id));
    const res = await me(m.token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.accountDeactivated);
  });
});

describe('rate limits', () => {
  it('limits registrations per IP', async () => {
    const limited = await createTestApp({ authRateLimitPerIp: 2, authRateLimitPerEmail: 100 });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: '10.1.1.1',
          payload: registrationInput(),
        });
      expect((await attempt()).statusCode).toBe(201);
      expect((await attempt()).statusCode).toBe(201);
      const third = await attempt();
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe(MESSAGES.tooManyAttempts);
    } finally {
      await limited.close();
    }
  });
});
