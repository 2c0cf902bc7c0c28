import { randomUUID } from 'node:crypto';
import { ERROR_CATALOGS } from '@mithaq/contracts/error-catalogs';
import { LOCALE_MESSAGES } from '@mithaq/contracts/i18n/locales';
import { MESSAGES } from '@mithaq/contracts/messages';
import { PASSWORD_MESSAGES } from '@mithaq/contracts/password';
import { PROFILE_MESSAGES } from '@mithaq/contracts/profiles-api';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { members } from '../../platform/db/schema.js';
import { createMember, registrationInput, type TestMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { tokenIn } from '../password/password.test-helpers.js';
import { startSmtpServer } from '../verification/verification.test-helpers.js';

const smtp = await startSmtpServer();
const t = useTestApp({ smtpUrl: smtp.url, publicUrl: 'https://mithaq.test' });
afterAll(() => smtp.close());

const { ur, ar, hi } = ERROR_CATALOGS;

const me = (who: TestMember, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { ...who.auth, ...headers } });
const setLocale = (who: TestMember | null, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: '/api/me/locale', headers: { ...who?.auth, ...headers }, payload });
const missingProfile = (who: TestMember, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/profiles/${randomUUID()}`, headers: { ...who.auth, ...headers } });
const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers });

describe('the member language on /api/auth/me', () => {
  it('is English without a saved choice or an Accept-Language', async () => {
    const member = await createMember(t.app, t.db);
    expect((await me(member)).json().locale).toBe('en');
  });

  it("is the best match of Accept-Language while the member has not chosen (the profile's language stays apart)", async () => {
    const member = await createMember(t.app, t.db);
    const res = await me(member, { 'accept-language': 'fr-FR, ur-PK;q=0.8, en;q=0.5' });
    expect(res.json()).toMatchObject({ locale: 'ur' });
  });

  it('is the saved choice, whatever the browser asks for, and follows the member to another session', async () => {
    const member = await createMember(t.app, t.db);
    expect((await setLocale(member, { locale: 'ar' })).statusCode).toBe(200);
    expect((await me(member, { 'accept-language': 'hi' })).json().locale).toBe('ar');
    const other = await login(member.email, member.password);
    const auth = { authorization: `Bearer ${other.json().token}` };
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth });
    expect(res.json().locale).toBe('ar');
  });
});

describe('PUT /api/me/locale', () => {
  it('saves one of the four languages and answers it', async () => {
    const member = await createMember(t.app, t.db);
    for (const locale of ['hi', 'ur', 'ar', 'en']) {
      const res = await setLocale(member, { locale });
      expect(res.statusCode, locale).toBe(200);
      expect(res.json()).toEqual({ locale });
    }
    const [row] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(row?.locale).toBe('en');
  });

  it('refuses anything else with 400 and a clear message, in the reader language, and changes nothing', async () => {
    const member = await createMember(t.app, t.db);
    await setLocale(member, { locale: 'hi' });
    for (const payload of [{ locale: 'fr' }, { locale: 'UR' }, { locale: '' }, { locale: 7 }, {}]) {
      const res = await setLocale(member, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message: hi['errors.locale.invalid'], code: 'VALIDATION' });
    }
    const [row] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(row?.locale).toBe('hi');
    await setLocale(member, { locale: 'en' });
    expect((await setLocale(member, { locale: 'fr' })).json()).toEqual({
      message: LOCALE_MESSAGES.invalid,
      code: 'VALIDATION',
    });
  });

  it('needs a session', async () => {
    const res = await setLocale(null, { locale: 'ur' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.signInRequired, code: 'UNAUTHORIZED' });
  });
});

describe('error messages in the reader language', () => {
  it('are in Urdu for a member who saved Urdu, with the same stable code', async () => {
    const member = await createMember(t.app, t.db, { columns: { locale: 'ur' } });
    const res = await missingProfile(member, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: ur['errors.profiles.notFound'], code: 'NOT_FOUND' });
  });

  it('are in Arabic for a visitor whose browser asks for Arabic', async () => {
    const res = await login('nobody@example.com', 'wrong-password', { 'accept-language': 'ar-AE,ar;q=0.9' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: ar['errors.common.invalidCredentials'], code: 'UNAUTHORIZED' });
  });

  it('are in English by default, word for word as the spec writes them', async () => {
    const member = await createMember(t.app, t.db);
    expect((await missingProfile(member)).json()).toEqual({ message: PROFILE_MESSAGES.notFound, code: 'NOT_FOUND' });
    const visitor = await login('nobody@example.com', 'wrong-password', { 'accept-language': 'de' });
    expect(visitor.json()).toEqual({ message: MESSAGES.invalidCredentials, code: 'UNAUTHORIZED' });
  });

  it('translate a validation message built from a field label', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: '', password: 'x' },
      headers: { 'accept-language': 'ur' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'ای میل ضروری ہے', code: 'VALIDATION' });
  });

  it("use zod's own Urdu for a message zod writes itself", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...registrationInput(), timeZone: 5 },
      headers: { 'accept-language': 'ur' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'غلط ان پٹ: string متوقع تھا، نمبر موصول ہوا', code: 'VALIDATION' });
  });

  it('apply to a confirmation answered as { message } too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { email: 'nobody@example.com' },
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: ar['errors.password.resetLinkSent'] });
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { email: 'nobody@example.com' },
    });
    expect(english.json()).toEqual({ message: PASSWORD_MESSAGES.resetLinkSent });
  });
});

describe('emails in the member language', () => {
  it('sends an Urdu member the reset link in Urdu, right to left', async () => {
    const member = await createMember(t.app, t.db, { fullName: 'Ayesha Khan', columns: { locale: 'ur' } });
    const before = smtp.received.length;
    await t.app.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email: member.email } });
    const mail = await smtp.nextTo(member.email, before);
    expect(mail.subject).toBe('اپنا Mithaq پاس ورڈ دوبارہ بنائیں');
    expect(mail.text).toContain('السلام علیکم Ayesha،');
    expect(mail.text).toContain('یہ لنک صرف ایک بار اور 30 منٹ تک کام کرتا ہے۔');
    expect(mail.text).toContain(`https://mithaq.test/reset-password?token=${tokenIn(mail.text)}`);
    expect(String(mail.html)).toContain('<html lang="ur" dir="rtl">');
    expect(String(mail.html)).toContain('نیا پاس ورڈ چنیں');
  });

  it("writes to a member who has not chosen in the language of the request that asked (a visitor's flow)", async () => {
    const member = await createMember(t.app, t.db, { fullName: 'Omar Farooq' });
    const before = smtp.received.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { email: member.email },
      headers: { 'accept-language': 'ar' },
    });
    const mail = await smtp.nextTo(member.email, before);
    expect(mail.subject).toBe('أعد تعيين كلمة مرور Mithaq');
    expect(mail.text).toContain('السلام عليكم Omar،');
    expect(String(mail.html)).toContain('<html lang="ar" dir="rtl">');
  });

  it('keeps the English email as it was', async () => {
    const member = await createMember(t.app, t.db, { fullName: 'Maryam Siddiqui' });
    const before = smtp.received.length;
    await t.app.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email: member.email } });
    const mail = await smtp.nextTo(member.email, before);
    expect(mail.subject).toBe('Reset your Mithaq password');
    expect(mail.text).toBe(`Assalamu alaikum Maryam,

We received a request to reset the password of your Mithaq account.
Open this link to choose a new one:

https://mithaq.test/reset-password?token=${tokenIn(mail.text)}

The link works once, for 30 minutes. Choosing a new password signs you out on every device.

If you did not ask for this, you can ignore this email; your password stays as it is.

Mithaq: a trusted place to find your spouse`);
    expect(String(mail.html)).toContain('<html lang="en" dir="ltr">');
  });
});
