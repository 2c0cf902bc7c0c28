import { VERIFICATION_MESSAGES } from '@mithaq/contracts/verification';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../platform/db/schema.js';
import { createMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();
type Caller = { id: string; password: string; auth: { authorization: string } };
/** With the caller's current password, which a change of email or phone needs. */
const put = (who: Caller, id: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/${id}`,
    headers: who.auth,
    payload: { ...payload, currentPassword: who.password },
  });

describe('PUT /api/users/:id', () => {
  it("saves the caller's own email (lower-cased) and phone (normalised)", async () => {
    const member = await createMember(t.app, t.db);
    expect((await put(member, member.id, { email: '  New.Address@Example.COM ' })).json()).toMatchObject({
      email: 'new.address@example.com',
    });
    expect((await put(member, member.id, { phone: '+971 50-123 4567' })).json()).toMatchObject({
      phone: '+971501234567',
    });
  });

  it("refuses someone else's contact details with 403 and writes nothing", async () => {
    const [a, b] = [await createMember(t.app, t.db), await createMember(t.app, t.db)];
    expect((await put(a, b.id, { email: 'taken.over@example.com' })).json()).toEqual({
      code: 'FORBIDDEN',
      message: VERIFICATION_MESSAGES.onlyOwnContact,
    });
    const [row] = await t.db.select().from(members).where(eq(members.id, b.id));
    expect(row?.email).toBe(b.email);
  });

  it('refuses an email another account has with 409, whatever its case', async () => {
    const [a, b] = [await createMember(t.app, t.db), await createMember(t.app, t.db)];
    expect((await put(a, a.id, { email: b.email.toUpperCase() })).json()).toEqual({
      code: 'CONFLICT',
      message: VERIFICATION_MESSAGES.emailTaken,
    });
  });

  it.each([
    [{ email: '' }, VERIFICATION_MESSAGES.emailRequired],
    [{ email: 'not-an-email' }, VERIFICATION_MESSAGES.emailInvalid],
    [{ phone: '' }, VERIFICATION_MESSAGES.phoneRequired],
    [{ phone: '12ab34567' }, VERIFICATION_MESSAGES.phoneInvalid],
    [{ phone: '+123456' }, VERIFICATION_MESSAGES.phoneInvalid],
    [{ phone: '+1234567890123456' }, VERIFICATION_MESSAGES.phoneInvalid],
  ])('rejects %j with 400 and the spec text', async (payload, message) => {
    const member = await createMember(t.app, t.db);
    const res = await put(member, member.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('keeps verification when the same address is saved again', async () => {
    const member = await createMember(t.app, t.db);
    await t.db.update(members).set({ emailVerified: true }).where(eq(members.id, member.id));
    expect((await put(member, member.id, { email: member.email })).json().emailVerified).toBe(true);
  });
});
