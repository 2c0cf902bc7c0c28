import { ACCOUNT_CHECK_MESSAGES } from '@mithaq/contracts/safety/account-checks';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../platform/db/schema.js';
import { createMember, registrationInput } from '../../test/factories.js';
import { createTestApp, useTestApp } from '../../test/test-app.js';

/**
 * docs/decisions/0066-catching-scammers-early.md: no account on a disposable email address, at
 * registration or by an email change; and the address each account registered from, for staff.
 */
const t = useTestApp();

const register = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registrationInput({ email }), headers });

const accountsWith = async (email: string) =>
  (await t.db.select().from(members).where(sql`lower(${members.email}) = ${email.toLowerCase()}`)).length;

describe('disposable email addresses', () => {
  it.each(['aisha@mailinator.com', 'aisha@MAILINATOR.com', 'aisha@inbox.mailinator.com', 'aisha@a.b.yopmail.com'])(
    'refuses %s at registration, creating nothing',
    async (email) => {
      const res = await register(email);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: ACCOUNT_CHECK_MESSAGES.disposableEmail });
      expect(await accountsWith(email)).toBe(0);
    },
  );

  it('says so in the language the visitor reads', async () => {
    const res = await register('aisha@mailinator.com', { 'accept-language': 'hi' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('स्थायी ईमेल');
  });

  it('accepts an ordinary address, and one whose domain only ends like a listed one', async () => {
    expect((await register(`aisha-${Date.now()}@rediffmail.com`)).statusCode).toBe(201);
    expect((await register(`aisha-${Date.now()}@abcmailinator.com`)).statusCode).toBe(201);
  });

  it('refuses an email change to one, before the password is asked and with nothing changed', async () => {
    const member = await createMember(t.app, t.db);
    const change = (email: string, currentPassword?: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/${member.id}`,
        headers: member.auth,
        payload: { email, ...(currentPassword ? { currentPassword } : {}) },
      });
    const refused = await change('aisha@sub.guerrillamail.com');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ACCOUNT_CHECK_MESSAGES.disposableEmail);
    const [row] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(row?.email).toBe(member.email);
    expect((await change(`new-${Date.now()}@example.com`, member.password)).statusCode).toBe(200);
  });
});

describe('the registration address', () => {
  /** Registers through `app` as a request from `remoteAddress` claiming `forwardedFor`; the address the row keeps. */
  async function registeredAddress(app: typeof t, remoteAddress: string, forwardedFor: string) {
    const input = registrationInput();
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: input,
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await app.db.select().from(members).where(eq(members.email, input.email.toLowerCase()));
    return row?.registrationIp;
  }

  it('keeps the address the request came from, not one it claims without TRUST_PROXY', async () => {
    expect(await registeredAddress(t, '203.0.113.7', '198.51.100.9')).toBe('203.0.113.7');
  });

  it("keeps the member's own address behind a trusted proxy", async () => {
    const proxied = await createTestApp({ trustProxy: ['127.0.0.1'] });
    try {
      expect(await registeredAddress(proxied, '127.0.0.1', '198.51.100.9')).toBe('198.51.100.9');
    } finally {
      await proxied.close();
    }
  });
});
